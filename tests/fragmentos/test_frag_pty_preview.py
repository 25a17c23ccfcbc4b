"""Through a terminal: before asking to spend superación, the reto says what a yes would change."""

from __future__ import annotations

from pathlib import Path

from tests.fragmentos.test_frag_pty_loops import PROMPT_NOCHE, _campaign
from tests.pty_helpers import DOWN, ENTER, Terminal


def test_a_failed_reto_previews_the_cualidad_and_the_retry(tmp_path: Path) -> None:
    _campaign(tmp_path)
    term = Terminal(tmp_path, "--campaign", "noche", prompt=PROMPT_NOCHE)
    term.send("set dice physical")
    term.wait_prompt()
    term.send("frag reto")
    term.answer("Qué intenta hacer", "Intimidar al cochero")
    term.expect("3. Cognición")
    term.press(DOWN)
    term.press(ENTER)                                   # Interacción 2
    term.expect("motosierra")
    term.press(ENTER)                                   # no weapon
    term.expect("Discreta \\+1")
    term.press(ENTER)                                   # no rasgo
    term.answer(r"o un número\) \[5\]", "5")
    term.expect("2. no")
    term.press(ENTER)                                   # not dangerous
    term.answer(r"Tira 2 d6 por Barbara \(reto contra dificultad 5\)", "2 3")
    term.expect("Fracaso")
    term.expect(r"Si dices que sí: Fracaso → Éxito · superación 5 → 4 · amenaza 2 → 3")
    term.expect("Activas una cualidad")
    term.expect("Engreída")
    term.press(ENTER)                                   # none
    term.expect(r"Si dices que sí: \d+% de éxito al repetir · superación 5 → 4")
    term.expect("intentarlo de nuevo")
    term.expect("2. no")
    term.press(ENTER)
    term.finish()
