"""The whole Fate tour through the real program, in Spanish and in English, a newcomer pressing
Enter at every question: its second scene is a conflict against a named thug who takes stress
and consequences over several exchanges, tries an advantage, and is taken out; a concession is
offered to the player at every turn and defence (seed 5's fight)."""

from __future__ import annotations

import io
from pathlib import Path

import pexpect
import pytest

from tests.pty_helpers import ENTER, Terminal, _plain, journal

DONE = {"es": "Primera partida terminada", "en": "First game finished"}
SCREEN = {
    "es": ["Turno de Bruna: ¿qué hace?", "3. Rendirse",
           "Matón del gremio encaja un golpe de 1: estrés [X][2]; consecuencias: —.",
           "7. Rendirse antes de su tirada",
           "Matón del gremio encaja un golpe de 7: estrés [X][X]; consecuencias: «Herida leve»",
           "Matón del gremio va perdiendo, pero sigue luchando",
           "Matón del gremio queda fuera de combate."],
    "en": ["What does Bruna do?", "3. Concede",
           "Guild thug takes a hit of 1: stress [X][2]; consequences: —.",
           "7. Concede before the roll",
           "Guild thug takes a hit of 7: stress [X][X]; consequences: 'Mild wound'",
           "Guild thug is losing but fights on",
           "Guild thug is taken out."],
}
#: Enter at the turn's approach takes Bruna's best (Vigoroso +3), not the first scene's leap.
JOURNAL = {
    "es": ["(note: intercambio 1)", "@ Bruna ataca a Matón del gremio (Vigoroso +3)",
           "=> Matón del gremio encaja el golpe [N:Matón del gremio|[X][2]]",
           "@ Matón del gremio ataca a Bruna (Vigoroso +1)",
           "(note: intercambio 2)",
           "=> Matón del gremio encaja el golpe [N:Matón del gremio|[X][X]|«Herida leve»|"
           "«Herida moderada»]",
           "@ Matón del gremio crea una ventaja (Vigoroso +1)",
           "(note: intercambio 3)",
           "=> Matón del gremio queda fuera de combate [N:Matón del gremio|fuera de combate]",
           "=> Fin del conflicto: gana el bando PJ"],
    "en": ["(note: exchange 1)", "@ Bruna attacks Guild thug (Forceful +3)",
           "=> Guild thug takes the hit [N:Guild thug|[X][2]]",
           "@ Guild thug attacks Bruna (Forceful +1)",
           "(note: exchange 2)",
           "=> Guild thug takes the hit [N:Guild thug|[X][X]|'Mild wound'|'Moderate wound']",
           "@ Guild thug creates an advantage (Forceful +1)",
           "(note: exchange 3)",
           "=> Guild thug is taken out [N:Guild thug|taken out]",
           "=> End of the conflict: the PCs win"],
}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_whole_fate_tour_teaches_a_conflict(lang: str, tmp_path: Path) -> None:
    log = io.StringIO()
    with Terminal(tmp_path, "--lang", lang, "--seed", "5", logfile_read=log) as term:
        term.send("tour fate")
        for _ in range(80):  # a newcomer pressing Enter at every question
            if term.child.expect([DONE[lang], pexpect.TIMEOUT], timeout=2) == 0:
                break
            term.press(ENTER)
        else:
            raise AssertionError("the tour did not end")
        term.wait_prompt()
        term.quit()
    screen = _plain(log.getvalue())
    fight = screen[screen.index("Bruna, "):]
    at = 0
    for line in SCREEN[lang]:  # in this order
        at = fight.index(line, at) + len(line)
    lines = journal(tmp_path, "tour-fate").splitlines()
    at = 0
    for line in JOURNAL[lang]:
        at = lines.index(line, at) + 1
