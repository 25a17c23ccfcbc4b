"""Meaningless or unreadable Fate input: one line on stderr, naming what was wrong, exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import cli_json as ok
from tests.conftest import refused, run_cli

NIA = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"
IN_TREN = ("--campaign", "Tren")






def with_nia(home: Path) -> Path:
    assert run_cli("campaign", "new", "Tren", "--system", "fate", home=home)[0] == 0
    ok(*IN_TREN, "fate", "character", "new", home=home, stdin=NIA)
    return home


@pytest.mark.parametrize("argv", [("fate", "roll", "--bonus", "x"),
                                  ("odds", "fate", "--bonus", "x")])
def test_a_bad_bonus_names_the_bonus(home: Path, argv: tuple[str, ...]) -> None:
    err = refused(*argv, home=home)
    assert "--bonus" in err
    assert "«x»" in err
    assert "dificultad" not in err


@pytest.mark.parametrize("argv", [("fate", "roll", "--vs", "x"), ("odds", "fate", "--vs", "x")])
def test_a_bad_difficulty_names_the_option(home: Path, argv: tuple[str, ...]) -> None:
    assert "--vs" in refused(*argv, home=home)


def test_a_bad_bonus_in_english(home: Path) -> None:
    err = refused("--lang", "en", "fate", "roll", "--bonus", "x", home=home)
    assert "bonus" in err
    assert "difficulty" not in err


def test_the_ladder_still_reads_bonuses(home: Path) -> None:
    assert ok("fate", "roll", "--bonus", "Bueno", "--dice", "0000", home=home)["bonus"] == 2


def test_typed_faces_take_that_card_out_of_the_deck(home: Path) -> None:
    assert run_cli("campaign", "new", "Tren", "--system", "fate", home=home)[0] == 0
    rolled = ok(*IN_TREN, "fate", "roll", "--deck", "--dice", "+0-+", home=home)
    assert rolled["faces"] == [1, 0, -1, 1]
    assert ok(*IN_TREN, "fate", "deck", home=home)["left"] == 80
    err = refused(*IN_TREN, "fate", "roll", "--deck", "--dice", "+0-+", home=home)
    assert "+0-+" in err


@pytest.mark.parametrize("free", ["-3", "-1", "99"])
def test_free_invokes_out_of_range(home: Path, free: str) -> None:
    assert run_cli("campaign", "new", "Tren", "--system", "fate", home=home)[0] == 0
    assert free in refused(*IN_TREN, "fate", "aspect", "add", "Humo", "--free", free, home=home)


def test_free_invokes_in_range(home: Path) -> None:
    assert run_cli("campaign", "new", "Tren", "--system", "fate", home=home)[0] == 0
    data = ok(*IN_TREN, "fate", "aspect", "add", "Humo", "--free", "2", home=home)
    assert data["aspects"][0]["free_invokes"] == 2


@pytest.mark.parametrize("shifts", ["-3", "0", "x"])
def test_absorbing_no_shifts_is_refused(home: Path, shifts: str) -> None:
    with_nia(home)
    assert shifts in refused(*IN_TREN, "fate", "absorb", shifts, home=home)


@pytest.mark.parametrize("taken", ["-1", "9"])
def test_conceding_with_impossible_consequences(home: Path, taken: str) -> None:
    with_nia(home)
    assert taken in refused(*IN_TREN, "fate", "concede", "--consequences", taken, home=home)


def test_conceding_with_one_consequence(home: Path) -> None:
    with_nia(home)
    assert ok(*IN_TREN, "fate", "concede", "--consequences", "1", home=home)["after"] == 5


@pytest.mark.parametrize("change", ["+999999999", "100"])
def test_absurd_fate_points_are_refused(home: Path, change: str) -> None:
    with_nia(home)
    assert "99" in refused(*IN_TREN, "fate", "points", change, home=home)
    assert ok(*IN_TREN, "fate", "points", home=home)["after"] == 3


def test_ordinary_fate_points_changes(home: Path) -> None:
    with_nia(home)
    assert ok(*IN_TREN, "fate", "points", "+2", home=home)["after"] == 5


def test_an_npc_with_negative_boxes(home: Path) -> None:
    assert run_cli("campaign", "new", "Tren", "--system", "fate", home=home)[0] == 0
    err = refused(*IN_TREN, "fate", "character", "npc", "Orco", "--boxes", "-1", home=home)
    assert "-1" in err
    assert "como mucho" not in err
