"""Every change a Fragmentos roll makes to a sheet or the amenaza is one journal line, naming whose.

Each test plays real commands with typed dice and compares the state before and after with the
lines the command journaled.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import run_cli
from tests.fragmentos.test_frag_commands import campaign, journal, solo_json, state


def _block(home: Path) -> list[str]:
    """The lines of the journal's last lonelog block."""
    text = journal(home).rstrip().removesuffix("```").rstrip()
    return text.rsplit("```lonelog\n", 1)[1].splitlines()


def test_a_quick_retry_journals_whose_superacion_paid_and_the_amenaza_it_raised(home: Path) -> None:
    opened = campaign(home)
    data = solo_json(*opened, "frag", "reto", "--characteristic", "interaccion", "--dice", "2 3",
                     "--difficulty", "6", "--retry", home=home)
    assert data["spent"] == ["retry"]
    sheet = state(home)["characters"]["Barbara"]
    assert (sheet["superacion"], state(home)["threat"]) == (4, 3)
    assert _block(home) == ["=> Barbara gasta superación para intentarlo de nuevo",
                            "[PC:Barbara|Superación 5→4]", "(note: Amenaza 2 → 3)",
                            "d: 2d6kh1=3 (2 3) vs TN 6 -> Fracaso"]


def test_protect_leaves_the_journal_at_the_amenaza_the_state_keeps(home: Path) -> None:
    opened = campaign(home)
    solo_json(*opened, "frag", "reto", "--characteristic", "cognicion", "--dice", "1 2 2 3",
              "--difficulty", "7", "--peligroso", "--protect", home=home)
    threat = state(home)["threat"]
    sheet = state(home)["characters"]["Barbara"]
    assert (threat, sheet["superacion"], sheet["scores"]["cognition"]["current"]) == (3, 4, 4)
    block = _block(home)
    # 2, -1 declaring it dangerous, +1 for the presagio (half of 1), +1 for the point spent
    assert [line for line in block if line.startswith("(note: Amenaza")] == [
        "(note: Amenaza 2 → 1)", "(note: Amenaza 1 → 2)", "(note: Amenaza 2 → 3)"]
    assert block[-5:-1] == ["=> Barbara invoca la protección de guion",
                            "[PC:Barbara|Superación 5→4]", "(note: Amenaza 2 → 3)",
                            "=> Protección de guion de Barbara: Cognición no baja"]
    assert block[-1].startswith("(note: pendiente #")


def test_a_guided_retry_rolls_new_dice_after_the_typed_ones(home: Path) -> None:
    opened = campaign(home)
    answers = "trepar\naccion\n\n-\n7\nno\n-\nsi\n-\nno\n"
    code, _out, err = run_cli(*opened, "--seed", "3", "frag", "reto", "--guided",
                              "--dice", "2 3 3", home=home, stdin=answers)
    assert code == 0, err
    block = _block(home)
    rolls = [line for line in block if line.startswith("d: ")]
    assert rolls[0] == "d: 3d6kh1+1=4 (2 3 3) vs TN 7 -> Fracaso"
    assert len(rolls) == 2 and "[2 3 3]" not in rolls[1]     # the retry's own dice, once each
    assert block[block.index(rolls[0]) + 1:block.index(rolls[1])] == [
        "=> Barbara gasta superación para intentarlo de nuevo",
        "[PC:Barbara|Superación 5→4]", "(note: Amenaza 2 → 3)"]
    sheet = state(home)["characters"]["Barbara"]
    assert sheet["superacion"] == 4
