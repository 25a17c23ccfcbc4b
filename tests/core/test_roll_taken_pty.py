"""Through a terminal, in both languages: a roll shown is a roll taken.

Ctrl-C at a question asked after the dice takes that question's default, says so in one line,
and the procedure ends as the rules say: the journal shows the roll and its consequence, and the
shell's own state commands show the same. Before any dice, Ctrl-C still cancels. A Fate conflict
left half-way is kept open: `seguir`/`resume` takes it up where it was, `--dejar`/`--drop`
settles it as a concession (its own in-process tests: `tests/fate/test_fate_conflict_kept.py`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run_cli
from tests.fate.test_fate_pty_loops import NIA as FATE_NIA
from tests.pty_helpers import CTRL_C, ENTER, Terminal, _plain, journal, saved
from tests.tricube.test_tricube_pty import MAGA

WORDS = {
    "es": {"default": "Se toma la respuesta por defecto", "cancelled": "interrumpido",
           "yes_no": "2. no", "lose": "pierde 1 de Resolución"},
    "en": {"default": "Taking the default answer", "cancelled": "interrupted",
           "yes_no": "2. no", "lose": "loses 1 Resolve"},
}
PROMPT_C = r"solo \[c[^\]]*\]> "


def _cli(home: Path, *argv: str, stdin: str = "") -> str:
    code, out, err = run_cli(*argv, home=home, stdin=stdin)
    assert code == 0, err
    return out


def _tricube(home: Path, lang: str) -> Terminal:
    _cli(home, "campaign", "new", "c", "--system", "tricube", "--lang", lang)
    _cli(home, "--campaign", "c", "tricube", "character", "new", stdin=MAGA)
    term = Terminal(home, "--campaign", "c", prompt=PROMPT_C)
    for line in (f"set lang {lang}", "set dice physical"):
        term.send(line)
        term.wait_prompt()
    return term


def _tricube_sheet(home: Path) -> dict[str, Any]:
    data = json.loads(_cli(home, "--json", "--campaign", "c", "tricube", "character", "show"))
    assert isinstance(data, dict)
    return data


QUESTIONS = {
    "es": ("Qué intenta hacer Maga", "rasgo astuto", "Hace falta un saber", "difícil",
           "nariz verrugosa", r"Tira 3 d6 por Maga", "Karma"),
    "en": ("What does Maga attempt", "fit the crafty trait", "knowledge beyond", r"hard \(6\)",
           "nariz verrugosa", r"Roll 3 d6 for Maga", "Karma"),
}


def _tricube_failure(term: Terminal, lang: str) -> None:
    """A challenge of Maga's on her trait at 5, failed by one hit: the Karma question is up."""
    action, trait, knowledge, hard, quirk, dice, karma = QUESTIONS[lang]
    term.send("tricube challenge --guided")
    term.answer(action, "forzar la reja")
    term.expect(trait)
    term.press(ENTER)                                  # on her trait: 3 dice
    term.expect(knowledge)
    term.press(ENTER)                                  # no
    term.expect(hard)
    term.press(ENTER)                                  # 5
    term.expect(quirk)
    term.press(ENTER)                                  # no quirk
    term.answer(dice, "4 2 1")                         # 4 is one below 5
    term.expect(karma)
    term.expect(r"\r\n> ")                             # its menu is up


@pytest.mark.parametrize("lang", ["es", "en"])
def test_tricube_ctrl_c_at_karma_after_a_failure_takes_the_failure(
        tmp_path: Path, lang: str) -> None:
    term = _tricube(tmp_path, lang)
    _tricube_failure(term, lang)
    term.press(CTRL_C)                                 # leaves at the Karma question
    seen = term.expect(WORDS[lang]["default"])
    seen += term.wait_prompt()
    assert WORDS[lang]["cancelled"] not in seen and "Traceback" not in seen
    term.quit()
    written = journal(tmp_path, "c")
    assert "d: 3d6>=5=0 (4 2 1) -> " in written          # the roll shown is journaled
    sheet = _tricube_sheet(tmp_path)
    assert sheet["karma"] == 3                          # no Karma spent
    lost = 3 - sheet["resolve"]
    assert lost >= 1                                     # the failure's price was paid
    assert f"Resolución {sheet['resolve']}" in written or f"Resolve {sheet['resolve']}" in written


@pytest.mark.parametrize("lang", ["es", "en"])
def test_tricube_ctrl_c_before_the_dice_still_cancels(tmp_path: Path, lang: str) -> None:
    term = _tricube(tmp_path, lang)
    before = journal(tmp_path, "c")
    term.send("tricube challenge --guided")
    term.answer(QUESTIONS[lang][0], "forzar la reja")
    term.expect(QUESTIONS[lang][1])
    term.press(CTRL_C)
    term.finish(WORDS[lang]["cancelled"])
    assert "d: " not in journal(tmp_path, "c").replace(before, "")
    assert _tricube_sheet(tmp_path)["resolve"] == 3


# -- Fate: a conflict left in its second exchange, taken up with `seguir`, or dropped ------------

PROMPT_TREN = r"solo \[tren[^\]]*\]> "
FATE = {
    "es": {"scene": "Aspectos de situación de la escena", "zones": "Zonas de la escena",
           "turn": "Turno de Nia", "approach": "Con qué estilo", "order": "Orden de turnos"},
    "en": {"scene": "The scene's situation aspects", "zones": "The scene's zones",
           "turn": "What does Nia do", "approach": "Which approach", "order": "Turn order"},
}
FREE = r"(impulso|boost|consecuencia|consequence)[^:\n]*: \["
"""The free questions of a conflict (the name of a boost, of a consequence), with a default."""
SEED = "3"
"""The shell's dice: the conflict lasts past its second exchange (Nia misses twice)."""


def _fate(home: Path, lang: str) -> Terminal:
    _cli(home, "campaign", "new", "tren", "--system", "fate", "--lang", lang)
    _cli(home, "--campaign", "tren", "fate", "character", "new", stdin=FATE_NIA)
    _cli(home, "--campaign", "tren", "fate", "character", "npc", "Matón", "--good", "vigoroso")
    term = Terminal(home, "--seed", SEED, "--campaign", "tren", prompt=PROMPT_TREN)
    term.send(f"set lang {lang}")
    term.wait_prompt()
    return term


def _fate_state(home: Path) -> dict[str, Any]:
    return saved(home, "tren", "fate")


def _play(term: Terminal, lang: str, *, exchanges: int | None = None) -> None:
    """Answer the conflict's questions: attack with the first approach on Nia's turn, Enter
    (the default) at every other; stop at Nia's turn in exchange `exchanges` (its menu left
    up), or when the prompt comes back."""
    words = FATE[lang]
    seen = 0
    while True:
        index = term.child.expect([PROMPT_TREN, words["order"], r"\r\n> ", FREE], timeout=30)
        if index == 0:
            return
        if index == 1:
            seen += 1
            if seen == exchanges:  # Nia acts first (Rápido): her turn's menu is left up
                term.expect(words["turn"], r"\r\n> ")
                return
        elif index == 2:
            asked = _plain(term.child.before)
            term.press("1" + ENTER if words["turn"] in asked or words["approach"] in asked
                       else ENTER)
            term.expect("→ ")                             # the answer, shown under the menu
        else:
            term.child.expect(r"\x1b\[\?25h")           # the free question waits for keys
            term.press(ENTER)
            term.child.expect(FREE)                       # drawn again, answered


def _left_in_exchange_2(term: Terminal, lang: str) -> None:
    term.send("fate conflict Matón")
    term.answer(FATE[lang]["scene"], "")
    term.answer(FATE[lang]["zones"], "")
    _play(term, lang, exchanges=2)                      # the second exchange's first turn
    term.press(CTRL_C)                                  # leaves between two turns


def test_fate_conflict_left_in_its_second_exchange_then_seguir(tmp_path: Path) -> None:
    term = _fate(tmp_path, "es")
    _left_in_exchange_2(term, "es")
    seen = term.expect("Queda a medias: conflicto contra Matón, intercambio 2")
    seen += term.wait_prompt()
    assert "interrumpido" not in seen and "Traceback" not in seen
    held = _fate_state(tmp_path)["held"]["conflict"]
    assert held["exchange"] == 2 and held["waiting"] == ["Nia", "Matón"]
    nia = next(f["sheet"] for f in held["fighters"] if f["name"] == "Nia")
    assert nia == _fate_state(tmp_path)["characters"]["Nia"] | {
        "consequences": nia["consequences"]}            # the sheet kept is the one saved
    told = term.type("fate sheet")                      # any command says it is open
    assert "Queda a medias: conflicto contra Matón, intercambio 2. «seguir»" in told
    term.send("seguir")
    term.expect("Sigue el conflicto contra Matón, intercambio 2")
    _play(term, "es")
    term.quit()
    written = journal(tmp_path, "tren")
    resumed = written.split("(note: sigue el conflicto contra Matón, intercambio 2)")[1]
    assert resumed.lstrip().startswith("@ Nia ataca a Matón")  # the turn it was left at
    assert "(note: intercambio 2)" not in resumed        # not started again
    assert "(note: intercambio 3)" in resumed
    assert "Fin del conflicto" in resumed
    assert "held" not in _fate_state(tmp_path)
    assert "Queda a medias" not in term_output(tmp_path)


def term_output(home: Path, lang: str = "es") -> str:
    """What a one-shot command in the campaign says on its way (the offer, while it is open)."""
    code, out, err = run_cli("--lang", lang, "--campaign", "tren", "fate", "sheet", home=home)
    assert code == 0, err
    return out + err


def test_fate_conflict_left_half_way_then_dropped_is_a_concession(tmp_path: Path) -> None:
    term = _fate(tmp_path, "en")
    _left_in_exchange_2(term, "en")
    term.expect("Left half-way: conflict against Matón, exchange 2")
    term.wait_prompt()
    assert "Left half-way: conflict against Matón, exchange 2" in term_output(tmp_path, "en")
    state = _fate_state(tmp_path)
    taken = next(f for f in state["held"]["conflict"]["fighters"]
                 if f["name"] == "Nia")["consequences_taken"]
    points = state["characters"]["Nia"]["fate_points"]
    term.send("resume --drop")
    term.expect(f"{points + 1 + taken} FP")
    term.wait_prompt()
    term.quit()
    after = _fate_state(tmp_path)
    assert after["characters"]["Nia"]["fate_points"] == points + 1 + taken
    assert "held" not in after
    assert f"=> Nia concedes and holds {points + 1 + taken} FP" in journal(tmp_path, "tren")
