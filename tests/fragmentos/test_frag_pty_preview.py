"""Through a terminal: before asking to spend superación, the reto says what a yes would change."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import spawn_solo
from tests.fragmentos.test_frag_pty_loops import PROMPT_NOCHE, _campaign

ENTER, DOWN = "\r", "\x1b[B"


def test_a_failed_reto_previews_the_cualidad_and_the_retry(tmp_path: Path) -> None:
    _campaign(tmp_path)
    child = spawn_solo(tmp_path, "--campaign", "noche")
    child.expect(PROMPT_NOCHE)
    child.sendline("set dice physical")
    child.expect(PROMPT_NOCHE)
    child.sendline("frag reto")
    child.expect("Qué intenta hacer")
    child.sendline("Intimidar al cochero")
    child.expect("3. Cognición")
    child.send(DOWN)
    child.send(ENTER)                                   # Interacción 2
    child.expect("motosierra")
    child.send(ENTER)                                   # no weapon
    child.expect("Discreta \\+1")
    child.send(ENTER)                                   # no rasgo
    child.expect(r"o un número\) \[5\]")
    child.sendline("5")
    child.expect("2. no")
    child.send(ENTER)                                   # not dangerous
    child.expect(r"Tira 2 d6 por Barbara \(reto contra dificultad 5\)")
    child.sendline("2 3")
    child.expect("Fracaso")
    child.expect(r"Si dices que sí: Fracaso → Éxito · superación 5 → 4 · amenaza 2 → 3")
    child.expect("Activas una cualidad")
    child.expect("Engreída")
    child.send(ENTER)                                   # none
    child.expect(r"Si dices que sí: \d+% de éxito al repetir · superación 5 → 4")
    child.expect("intentarlo de nuevo")
    child.expect("2. no")
    child.send(ENTER)
    child.expect(PROMPT_NOCHE)
    child.sendline("quit")
    child.expect(pexpect.EOF)
