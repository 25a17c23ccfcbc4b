"""Through a terminal: a Zodiac roll left half-way keeps the PK its journal already shows, and
a roll shown is a roll taken: leaving at a question after the dice takes its default."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import run_cli
from tests.pty_helpers import CTRL_C, ENTER, Terminal, journal
from tests.zodiac.test_zodiac_pty import CREATION, PROMPT_V


def _pk(sheet: str) -> int:
    found = re.search(r"PK[^0-9]{0,6}(\d+)", sheet)
    assert found, sheet
    return int(found.group(1))


def _with_nia(home: Path) -> Terminal:
    """A Zodiac campaign with Nia (4 PK), its shell at the prompt."""
    assert run_cli("campaign", "new", "v", "--system", "zodiac", home=home)[0] == 0
    assert run_cli("--campaign", "v", "zodiac", "character", "new", home=home,
                   stdin=CREATION)[0] == 0
    term = Terminal(home, "--campaign", "v", prompt=PROMPT_V)
    assert _pk(term.type("zodiac character show")) == 4
    return term


def test_a_crossroads_left_at_the_advantage_question_keeps_its_conviction_pk(
        tmp_path: Path) -> None:
    with _with_nia(tmp_path) as term:
        term.send("zodiac crossroads --dice 6")
        term.answer("Describe el suceso", "El consejo llama")
        term.expect("Motivación emocional")
        term.press(ENTER)
        term.answer("15. Defensa", "11")                 # Reflejos
        term.answer("Qué CD tiene", "")
        if term.child.expect(["Qué habilidades aplicas", "Desventaja y ganas 1 PK"]) == 0:
            term.answer("", "")
            term.expect("Desventaja y ganas 1 PK")
        term.press(ENTER)                                # Convicción: Ventaja for 1 PK
        term.expect("Algún modificador", "Ventaja de tu convicción")
        term.press(ENTER)                                # no other modifier: roll
        term.expect("Primer dado: 6", r"\+2 al resultado")
        term.press(CTRL_C)                               # the player leaves at Ventaja's form
        seen = term.wait_prompt()
        assert "Se toma la respuesta por defecto: +2 al resultado" in seen  # the die stands
        assert "interrumpido" not in seen and "Traceback" not in seen
        assert _pk(term.type("zodiac character show")) == 3  # as the journal says: 4 - 1
        term.quit()
    written = journal(tmp_path, "v")
    assert "=> Convicción de Nia: Ventaja por 1 PK (quedan 3 PK)" in written
    assert "d: 1d12-1+2=7 (6) vs TN 7 -> Éxito+Beneficio\n" in written


def _left_at_the_conversion(tmp_path: Path, command: str, *, rolled: bool = True) -> str:
    """Play `command` to its conversion question, leave it there; the journal it leaves.

    After dice the question takes its default (no: the Fracaso+Consecuencia stands, narrated,
    nothing pending); a passive action rolls no dice, and leaving it still cancels it.
    """
    with _with_nia(tmp_path) as term:
        term.send(command)
        term.expect(r"Aceptas Éxito\+Complicación")
        term.press(CTRL_C)                               # the player leaves at the question
        seen = term.wait_prompt()
        assert "Traceback" not in seen
        if rolled:
            assert "Se toma la respuesta por defecto: No" in seen
            assert "interrumpido" not in seen
        else:
            assert "Procedimiento interrumpido" in seen
        assert _pk(term.type("zodiac character show")) == 3  # as the journal says: 4 - 1
        assert "Nada pendiente" in term.type("pending")
        term.quit()
    return journal(tmp_path, "v")


def test_an_action_left_at_the_conversion_keeps_the_pk_spent_on_ignoring_states(
        tmp_path: Path) -> None:
    written = _left_at_the_conversion(tmp_path, "zodiac action reflejos --ignore-states --dice 6")
    assert "=> Nia usa Sobreponerse a los estados (quedan 3 PK)" in written
    assert "d: 1d12-1=5 (6) vs TN 7 -> Fracaso+Consecuencia" in written


def test_a_passive_action_left_at_the_conversion_keeps_the_pk_spent_on_ignoring_states(
        tmp_path: Path) -> None:
    written = _left_at_the_conversion(
        tmp_path, "zodiac action reflejos --ignore-states --passive --cd 8", rolled=False)
    assert "=> Nia usa Sobreponerse a los estados (quedan 3 PK)" in written
    assert "-> Fracaso+Consecuencia (pasiva: CDE 6 vs CD 8)" in written
