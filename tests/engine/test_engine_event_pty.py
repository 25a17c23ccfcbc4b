"""Through a terminal: an event that brings a newcomer is shown before its name is asked."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import PROMPT, spawn_solo


def test_the_event_panel_comes_before_the_newcomers_name(tmp_path: Path) -> None:
    child = spawn_solo(tmp_path)
    child.expect(PROMPT)
    child.sendline("campaign new puerto --system none")
    child.expect(PROMPT)
    child.sendline("event --dice 63")            # a new thread
    child.expect("Suceso aleatorio")
    child.expect("Un hilo nuevo")                 # its meaning pair is the program's roll
    child.expect(r"¿Cómo se llama\?")                   # asked after the panel, not before
    child.sendline("La deuda del práctico")
    child.expect(PROMPT)
    child.sendline("thread list")
    child.expect("La deuda del práctico")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
