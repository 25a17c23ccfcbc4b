"""Issue 12 through a terminal: a TS and the GM's twist announced with whose dice, why and their
odds (physical dice), Estorbo making a later TS fail alone, and `scene end` clearing it."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.bookkeeping_pty import end_scene
from tests.zodiac.test_zodiac_pty_choices import PROMPT_V, _start


def test_estorbo_ts_twist_and_scene_end(tmp_path: Path) -> None:
    child = _start(tmp_path)
    child.sendline("scene new El muelle --dice 10")
    child.expect(PROMPT_V)
    child.sendline("zodiac ts fue --estorbo")
    child.expect(r"TS FUE \(\+2\): con 7 o más se supera")     # the odds before the die
    child.expect("1/3")                                         # Superada: exactly 1/3
    child.expect(r"Tira 1 d6 por Nia \(TS FUE\)")
    child.sendline("2")
    child.expect("las próximas TS FUE de Nia fallarán solas")
    child.expect("Fallada")
    child.expect(PROMPT_V)
    child.sendline("zodiac ts fue")                             # no die asked for
    child.expect("esta falla sin tirar")
    child.expect(r"sola, por el Estorbo")
    child.expect(PROMPT_V)
    child.sendline("zodiac action atletismo --cd 7")
    child.expect(r"Tira 1 d12 por Nia \(Atletismo, CD 7\)")
    child.sendline("8")                                         # 8 - 1 = 7: the exact hit
    child.expect(PROMPT_V)
    child.sendline("zodiac karma twist")
    child.expect("Lo que puede dejar el giro del DJ")
    child.expect(r"ganes 1 PK: 5/6 \(83%\)")
    child.expect(r"Tira 2 d6 por el DJ \(giro del DJ sobre la Acción de Nia\)")
    child.sendline("2 5")
    child.expect(r"Giro del DJ: 2 y 5")
    child.expect(PROMPT_V)
    assert "las TS de FUE de Nia vuelven a tirarse" in " ".join(
        end_scene(child, PROMPT_V).split())
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "v" / "journal.md").read_text(encoding="utf-8")
    assert "d: TS FUE 1d6+2=4 (2) vs TN 7 -> Fallada" in journal
    assert "-> TS FUE: Fallada (sola, por el Estorbo)" in journal
    assert "d: Giro del DJ 1d6-1d6=-3 (2 5) -> -3 a la tirada" in journal
    assert "=> Fin de escena: las TS de FUE de Nia vuelven a tirarse" in journal
