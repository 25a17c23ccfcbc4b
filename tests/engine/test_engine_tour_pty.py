"""A tour driven end to end through the real `solo` program in a pseudo-terminal."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.pty_helpers import CTRL_C, ENTER, Terminal, journal


def test_tricube_tour_through_a_terminal(tmp_path: Path) -> None:
    with Terminal(tmp_path, "--seed", "5") as term:
        term.send("tour tricube")
        term.expect("personaje")
        for _ in range(40):  # a newcomer pressing Enter at every step
            found = term.child.expect(["Primera partida terminada", pexpect.TIMEOUT], timeout=2)
            if found == 0:
                break
            term.press(ENTER)
        else:
            raise AssertionError("the tour did not end")
        term.wait_prompt()
        assert term.prompt_seen.startswith("solo [tour-tricube")
        term.quit()
    written = journal(tmp_path, "tour-tricube")
    assert "### S1 *Cruzo el paso de montaña antes de que caiga la nieve*" in written
    assert "? ¿Sigue abierto el refugio del paso?" in written
    assert "(note: Fin de S1:" in written


def test_a_tour_left_half_way_keeps_a_state_that_matches_its_journal(tmp_path: Path) -> None:
    with Terminal(tmp_path, "--seed", "5") as term:
        term.send("tour fate")
        term.answer("¿Con qué personaje", "5")
        term.answer(r"¿Qué esperas que pase", "")
        term.answer(r"Escribe una nota", "El revisor me mira; | > \"¿otra vez tú?\" 'x'")
        term.answer(r"¿Qué hilo abre la historia\?", "Descubrir quién me sigue")
        term.answer(r"¿Qué personaje importa en ella\?", "Don Ernesto, el revisor")
        term.expect(r"¿Qué le preguntas al oráculo\?")
        term.press(CTRL_C)  # the player leaves at the oracle's question
        seen = term.wait_prompt()
        assert "Procedimiento interrumpido" in seen and "Traceback" not in seen
        assert term.prompt_seen.startswith("solo [tour-fate·fate")
        assert "Descubrir quién me sigue" in term.type("thread list")
        assert "Don Ernesto, el revisor" in term.type("npc list")
        assert "S1" in term.type("scene show")
        assert "Ladrona de trenes con principios" in term.type("fate sheet")
        term.quit()
    written = journal(tmp_path, "tour-fate")
    assert "[Thread:Descubrir quién me sigue|Abierto]" in written
    assert "[N:Don Ernesto, el revisor]" in written
    assert "\nEl revisor me mira; | > \"¿otra vez tú?\" 'x'\n" in written


def test_a_fate_tour_left_at_the_effect_keeps_the_fate_point_its_journal_shows(
        tmp_path: Path) -> None:
    with Terminal(tmp_path, "--seed", "5") as term:
        term.type("set dice physical")
        term.send("tour fate")
        term.answer("¿Con qué personaje", "5")
        for question in (r"¿Qué esperas que pase", "Escribe una nota", r"¿Qué hilo abre",
                         r"¿Qué personaje importa", r"¿Qué le preguntas al oráculo"):
            term.answer(question, "")              # the suggested answers
        term.answer(r"¿Cómo de probable", "6")
        term.answer(r"0 o -\):", "+ 0 - 0")  # the end of the line (it may wrap)
        term.answer(r"¿Qué intentas hacer\?", "Saltar al vagón")
        term.answer(r"¿Qué se opone\?", "2")
        term.answer(r"Dificultad", "4")
        term.answer(r"¿Qué acción es\?", "1")
        term.answer(r"¿Con qué estilo\?", "6")
        term.answer(r"0 o -\):", "- - 0 0")
        term.answer(r"¿Invocas un aspecto\?", "2")
        term.answer(r"¿Para qué\?", "1")
        term.answer(r"¿Cómo pagas la invocación", "1")   # a fate point: 3 -> 2
        term.answer(r"¿Invocas un aspecto\?", "1")
        term.expect(r"pagando un precio serio\?")
        term.press(CTRL_C)                          # the player leaves at the effect: the
        left = term.wait_prompt()                   # roll stands, the rest takes its defaults
        assert "Se toma la respuesta por defecto: No" in left
        assert "interrumpido" not in left
        sheet = term.type("fate sheet")
        assert "Puntos Fate    2 (refresco 3)" in sheet
        term.quit()
    written = journal(tmp_path, "tour-fate")
    assert "=> Invoca «Ladrona de trenes con principios»: +2 a tu tirada (Pagar un punto Fate)" \
        in written
