"""Fragmentos' upkeep at a scene's end: strength drawn from weakness lasts one scene."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import area_state, run_cli
from tests.fragmentos.test_frag_commands import campaign


def _full_strength(home: Path) -> bool:
    return bool(area_state(home, "Noche", "fragmentos")["characters"]["Barbara"]
                .get("full_strength"))


def test_scene_end_returns_a_sheet_to_its_current_scores(home: Path) -> None:
    opened = campaign(home)
    assert run_cli(*opened, "scene", "new", "La huida", "--dice", "10", home=home)[0] == 0
    code, _out, err = run_cli(*opened, "frag", "superacion", "strength", home=home)
    assert code == 0, err
    assert _full_strength(home)
    code, out, err = run_cli(*opened, "scene", "end", "--kept", home=home)
    assert code == 0, err
    assert "Barbara ya no saca fuerzas de flaqueza" in out
    assert not _full_strength(home)
    journal = (home / "journals" / "Noche" / "journal.md").read_text(encoding="utf-8")
    assert "=> La escena acaba: Barbara ya no saca fuerzas de flaqueza" in journal


def test_scene_end_with_nothing_to_undo_says_nothing(home: Path) -> None:
    opened = campaign(home)
    assert run_cli(*opened, "scene", "new", "La huida", "--dice", "10", home=home)[0] == 0
    code, out, err = run_cli(*opened, "scene", "end", "--kept", home=home)
    assert code == 0, err
    assert "fuerzas de flaqueza" not in out
