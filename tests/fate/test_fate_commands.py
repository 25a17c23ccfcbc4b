"""The `fate` commands through the real entry points, including the issue's acceptance lines."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from solo.dice.rng import FATE, SeededRng
from solo.systems.fate.rules.resolve import FateResult
from tests.conftest import Shell, run_cli


def solo_json(*argv: str, home: Path, stdin: str = "") -> dict[str, object]:
    code, out, err = run_cli("--json", *argv, home=home, stdin=stdin)
    assert code == 0, err
    if not stdin:   # a guided command asks its questions on stderr
        assert err == ""
    last = out.strip().splitlines()[-1]
    data = json.loads(last[last.index("{"):])
    assert isinstance(data, dict)
    return data


def test_acceptance_plain_roll(home: Path) -> None:
    assert solo_json("fate", "roll", "--bonus", "1", "--vs", "2", "--dice", "00++",
                     home=home) == {"faces": [0, 0, 1, 1], "bonus": 1, "total": 3, "vs": 2,
                                    "shifts": 1, "outcome": "success"}


def test_acceptance_advantage(home: Path) -> None:
    data = solo_json("fate", "roll", "--bonus", "1", "--vs", "3", "--dice", "0+++", "--action",
                     "advantage", home=home)
    assert (data["total"], data["shifts"], data["outcome"]) == (4, 1, "success")
    effect = data["effect"]
    assert isinstance(effect, dict)
    assert effect["free_invokes"] == 1


def test_acceptance_attack(home: Path) -> None:
    data = solo_json("fate", "roll", "--bonus", "4", "--vs", "0", "--dice=--00", "--action",
                     "attack", home=home)
    assert (data["total"], data["shifts"], data["outcome"]) == (2, 2, "success")
    effect = data["effect"]
    assert isinstance(effect, dict)
    assert effect["hit"] == 2


def test_acceptance_style(home: Path) -> None:
    data = solo_json("fate", "roll", "--bonus", "1", "--vs", "0", "--dice", "+++-", home=home)
    assert (data["total"], data["shifts"], data["outcome"]) == (3, 3, "style")


def test_acceptance_odds(home: Path) -> None:
    assert solo_json("odds", "fate", "--bonus", "2", "--vs", "1", home=home) == {
        "outcomes": {"fail": "5/27", "tie": "16/81", "success": "35/81", "style": "5/27"}}


def test_roll_with_d6_and_ladder_words(home: Path) -> None:
    data = solo_json("fate", "tirar", "--bonus", "normal", "--contra", "bueno", "--d6",
                     "--dados", "6 5 1 3", home=home)
    assert (data["faces"], data["total"], data["outcome"]) == ([1, 1, -1, 0], 2, "tie")


def test_ladder_in_english(home: Path) -> None:
    data = solo_json("--lang", "en", "fate", "ladder", home=home)
    assert data["ladder"][0] == {"value": 8, "name": "Legendary"}  # type: ignore[index]
    assert len(data["ladder"]) == 11  # type: ignore[arg-type]


@pytest.mark.parametrize("topic", ["estrés", "contests", "mazo", "puntos"])
def test_rules_topics(home: Path, topic: str) -> None:
    data = solo_json("fate", "rules", topic, home=home)
    assert isinstance(data["text"], str)
    assert len(data["text"]) > 80


@pytest.mark.parametrize(("argv", "words"), [
    (("fate", "roll", "--vs", "dificilísimo"), "dificilísimo"),
    (("fate", "roll", "--dice", "++"), "4"),
    (("fate", "roll", "--action", "bailar"), "bailar"),
    (("fate", "rules", "cocina"), "cocina"),
    (("fate", "sheet"), "fate character new"),
])
def test_bad_input_is_one_clear_line(home: Path, argv: tuple[str, ...], words: str) -> None:
    code, out, err = run_cli(*argv, home=home)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert words in err


def _campaign(home: Path, edition: str = "fae") -> None:
    code, _, err = run_cli("campaign", "new", "Tren", "--system", "fate", "--edition", edition,
                           home=home)
    assert code == 0, err


NIA = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"


def _journal(home: Path) -> str:
    return next(home.rglob("journal.md")).read_text(encoding="utf-8")


def test_character_creation_is_saved_and_journaled(home: Path) -> None:
    _campaign(home)
    data = solo_json("--campaign", "Tren", "fate", "character", "new", home=home, stdin=NIA)
    assert data["name"] == "Nia"
    sheet = solo_json("--campaign", "Tren", "fate", "sheet", home=home)
    assert sheet["approaches"] == {"sneaky": 3, "careful": 2, "quick": 2, "clever": 1,
                                   "flashy": 1, "forceful": 0}
    assert "[PC:Nia|PF 3|[1][2][3]|" in _journal(home)


def test_deck_draws_are_saved_with_the_campaign(home: Path) -> None:
    _campaign(home)
    first = solo_json("--campaign", "Tren", "fate", "roll", "--deck", "--dice", "++++",
                      home=home)
    assert first["faces"] == [1, 1, 1, 1]
    assert solo_json("--campaign", "Tren", "fate", "deck", home=home)["left"] == 80
    code, _, err = run_cli("--campaign", "Tren", "fate", "roll", "--deck", "--dice", "++++",
                           home=home)
    assert code == 2
    assert "++++" in err
    assert solo_json("--campaign", "Tren", "fate", "deck", "--reset", home=home)["left"] == 81


def test_guided_do_one_shot(home: Path) -> None:
    _campaign(home)
    solo_json("--campaign", "Tren", "fate", "character", "new", home=home, stdin=NIA)
    faces = SeededRng(7).roll(FATE, 4)
    vs = sum(faces) + 2 - 1          # Quick +2: succeed by exactly 1
    answers = f"Saltar al vagón\nfixed\n{vs}\novercome\nquick\n\n"
    data = solo_json("--seed", "7", "--campaign", "Tren", "fate", "do", home=home,
                     stdin=answers)
    result = data["result"]
    assert isinstance(result, dict)
    assert (result["faces"], result["shifts"], result["outcome"]) == (list(faces), 1, "success")
    journal = _journal(home)
    assert "@ Saltar al vagón (Superar, Rápido +2)" in journal
    assert "=> Lo consigues." in journal


def test_points_compels_refresh_and_scene_end(home: Path) -> None:
    _campaign(home)
    solo_json("--campaign", "Tren", "fate", "character", "new", home=home, stdin=NIA)
    assert solo_json("--campaign", "Tren", "fate", "compel", "accept", "Debo", home=home,
                     )["after"] == 4
    assert solo_json("--campaign", "Tren", "fate", "compel", "rechazar", "Debo dinero",
                     home=home)["after"] == 3
    assert solo_json("--campaign", "Tren", "fate", "points", "-3", home=home)["after"] == 0
    code, _, err = run_cli("--campaign", "Tren", "fate", "compel", "refuse", "Debo", home=home)
    assert code == 2
    assert err.strip()
    changes = solo_json("--campaign", "Tren", "session", "start", home=home)
    assert changes["started"] is True
    assert solo_json("--campaign", "Tren", "fate", "points", home=home)["after"] == 3


def test_absorb_and_scene_end(home: Path) -> None:
    _campaign(home)
    solo_json("--campaign", "Tren", "fate", "character", "new", home=home, stdin=NIA)
    data = solo_json("--campaign", "Tren", "fate", "absorb", "4", home=home,
                     stdin="1\nTorcedura en el tobillo\n")
    character = data["character"]
    assert isinstance(character, dict)
    assert character["consequences"][0]["aspect"] == "Torcedura en el tobillo"  # type: ignore[index]
    solo_json("--campaign", "Tren", "fate", "end", "escena", home=home)
    sheet = solo_json("--campaign", "Tren", "fate", "sheet", home=home)
    assert sheet["consequences"][0]["aspect"] == ""  # type: ignore[index]
    assert sheet["tracks"][0]["checked"] == [False, False, False]  # type: ignore[index]


def test_aspects_and_npcs(home: Path) -> None:
    _campaign(home)
    aspects = solo_json("--campaign", "Tren", "fate", "aspect", "add", "Humo", "espeso",
                        "--free", "1", home=home)
    assert aspects["aspects"] == [{"name": "Humo espeso", "kind": "situation",
                                   "free_invokes": 1, "owner": "", "holder": ""}]
    npc = solo_json("--campaign", "Tren", "fate", "character", "npc", "Matón", "--good",
                    "vigoroso", "--boxes", "2", home=home)
    assert npc["role"] == "mook"
    assert npc["approaches"] == {"forceful": 2}


def test_shell_runs_fate_roll(home: Path) -> None:
    shell = Shell(home)
    run = shell.run("fate roll --bonus 1 --vs 2 --dice 00++")
    assert isinstance(run.result, FateResult)
    assert run.result.total == 3
    assert "Éxito" in run.out


def test_roll_with_the_active_characters_approach(home: Path) -> None:
    _campaign(home)
    solo_json("--campaign", "Tren", "fate", "character", "new", home=home, stdin=NIA)
    data = solo_json("--campaign", "Tren", "fate", "roll", "--approach", "furtivo", "--vs",
                     "grande", "--dice", "0000", home=home)
    assert (data["bonus"], data["total"], data["outcome"]) == (3, 3, "tie")
    code, _, err = run_cli("--campaign", "Tren", "fate", "roll", "--approach", "astuto",
                           home=home)
    assert code == 2
    assert "astuto" in err


def test_conflict_one_shot_against_a_saved_mook(home: Path) -> None:
    _campaign(home)
    solo_json("--campaign", "Tren", "fate", "character", "new", home=home, stdin=NIA)
    solo_json("--campaign", "Tren", "fate", "character", "npc", "Matón", "--boxes", "0",
              home=home)
    # Nia (Quick 2) acts first and attacks with Sneaky +3; the mook (all 0, no boxes)
    # is taken out by any hit, and a tie or worse just goes round again until it lands
    answers = "attack\nMatón\nsneaky\n\nno\n" * 3 + "quick\n\n1\nHerida\n" * 2
    code, out, err = run_cli("--seed", "5", "--json", "--campaign", "Tren", "fate", "conflict",
                             "Matón", home=home, stdin="\n\n" + answers * 3)
    assert code == 0, err
    data = json.loads(out.strip().splitlines()[-1])
    assert data["winner"] == "PJ"
    assert "Fin del conflicto" in _journal(home)


def test_contest_one_shot_draws_twists_from_the_table(home: Path) -> None:
    _campaign(home)
    solo_json("--campaign", "Tren", "fate", "character", "new", home=home, stdin=NIA)
    code, out, err = run_cli("--seed", "2", "--json", "--campaign", "Tren", "fate", "contest",
                             "Guardia", "--vs", "1", "--helpers", "1", home=home,
                             stdin="quick\n\n" * 40)
    assert code == 0, err
    data = json.loads(out.strip().splitlines()[-1])
    assert data["winner"] == "Nia"
    assert max(data["victories"].values()) >= 3
    if any(e["twist"] for e in data["exchanges"]):
        assert "tbl: fate/giros" in _journal(home)


def test_guided_do_with_the_deck_saves_the_deck(home: Path) -> None:
    _campaign(home)
    solo_json("--campaign", "Tren", "fate", "character", "new", home=home, stdin=NIA)
    answers = "Saltar\nfixed\n-10\novercome\nquick\n\nImpulso\n"
    data = solo_json("--campaign", "Tren", "fate", "do", "--deck", home=home, stdin=answers)
    result = data["result"]
    assert isinstance(result, dict)
    assert result["outcome"] == "style"
    assert solo_json("--campaign", "Tren", "fate", "deck", home=home)["left"] == 80


def test_a_full_sheet_npc_is_not_the_active_character(home: Path) -> None:
    _campaign(home)
    solo_json("--campaign", "Tren", "fate", "character", "new", home=home, stdin=NIA)
    brute = "Matón de la Cofradía\nImpaciente\nLeal al jefe\nBruto\n\n1\n\n\n"
    data = solo_json("--campaign", "Tren", "fate", "character", "new", "--as-npc", home=home,
                     stdin=brute)
    assert data["role"] == "npc"
    roster = solo_json("--campaign", "Tren", "fate", "character", "list", home=home)
    assert roster["active"] == "Nia"


CAROLINA = ("Investigadora antártica\nCuriosa\nVeterana del hielo\nCarolina\n\ninvestigar\n"
            "conocimientos, percepcion\nerudicion, voluntad, empatia\n"
            "oficios, atletismo, pelea, conducir\n\n\n")


def test_condensed_recovery_roll(home: Path) -> None:
    _campaign(home, "condensed")
    solo_json("--campaign", "Tren", "fate", "character", "new", home=home, stdin=CAROLINA)
    absorbed = solo_json("--campaign", "Tren", "fate", "absorb", "2", "--track", "mental",
                         home=home, stdin="2\nAsustada\n")
    assert absorbed["plan"] == {"track": "mental", "boxes": [], "slots": [0], "absorbs": 2}
    tie = solo_json("--campaign", "Tren", "fate", "recover", "leve", "--skill", "empatia",
                    "--self", "--dice", "++00", home=home)
    assert (tie["roll"]["outcome"], tie["started"]) == ("tie", False)  # type: ignore[index]
    done = solo_json("--campaign", "Tren", "fate", "recover", "mild", "--skill", "empathy",
                     "--rename", "Vendada", "--dice", "++00", home=home)
    assert done["started"] is True
    assert done["roll"]["vs"] == 2  # type: ignore[index]
    slot = done["character"]["consequences"][0]  # type: ignore[index]
    assert (slot["aspect"], slot["recovering"]) == ("Vendada", True)
    solo_json("--campaign", "Tren", "fate", "end", "scene", home=home)
    sheet = solo_json("--campaign", "Tren", "fate", "sheet", home=home)
    assert sheet["consequences"][0]["aspect"] == "Vendada"  # type: ignore[index]
    solo_json("--campaign", "Tren", "fate", "end", "scene", home=home)   # a whole scene
    sheet = solo_json("--campaign", "Tren", "fate", "sheet", home=home)
    assert sheet["consequences"][0]["aspect"] == ""  # type: ignore[index]
    assert "Carolina empieza a recuperarse de «Vendada»" in _journal(home)
