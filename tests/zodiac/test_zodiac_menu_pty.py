"""Zodiac's longest menu (its 15 Actions) read whole in a terminal: `11` is the eleventh."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import run_cli, spawn_solo
from tests.zodiac.test_zodiac_pty import CREATION, ENTER, PROMPT_V


def test_two_digit_action_number_picks_the_eleventh(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "v", "--system", "zodiac", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "v", "zodiac", "character", "new", home=tmp_path,
                   stdin=CREATION)[0] == 0
    child = spawn_solo(tmp_path, "--campaign", "v")
    child.expect(PROMPT_V)
    child.sendline("zodiac crossroads --dice 6")
    child.expect("Describe el suceso")
    child.sendline("El consejo llama")
    child.expect("Motivación emocional")
    child.send(ENTER)
    child.expect("15. Defensa")                # the whole list of Actions, numbered
    child.sendline("11")                       # typed as two digits: the eleventh, Reflejos
    child.expect("Qué CD tiene")
    child.sendline("")
    if child.expect(["Qué habilidades aplicas", "Desventaja y ganas 1 PK"]) == 0:
        child.sendline("")
        child.expect("Desventaja y ganas 1 PK")
    child.send(ENTER)
    child.expect("Algún modificador")
    child.send(ENTER)
    child.expect("Primer dado: 6")
    child.expect(r"\+2 al resultado")
    child.sendline("2")
    child.expect("TER \\(Territorio\\)")
    child.sendline("no le")                    # a unique prefix of a label works too
    child.expect(PROMPT_V)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "v" / "journal.md").read_text(encoding="utf-8")
    assert "@ Reflejos vs CD 7" in journal
    assert "@ Agresividad" not in journal and "@ Aguante" not in journal


def test_session_start_restores_karma_and_journals_it(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "v", "--system", "zodiac", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "v", "zodiac", "character", "new", home=tmp_path,
                   stdin=CREATION)[0] == 0
    code, _out, err = run_cli("--campaign", "v", "session", "start", home=tmp_path)
    assert code == 0, err
    journal = (tmp_path / "journals" / "v" / "journal.md").read_text(encoding="utf-8")
    assert "=> Nia empieza la sesión con 4 PK" in journal
