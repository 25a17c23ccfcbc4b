"""Typed at a real terminal, every character reaches the journal as typed.

The real `solo` program runs in a pseudo-terminal; each payload is typed into a
note, the oracle, a scene title, an NPC and a thread name and the player's own
Lonelog lines, and the journal is read back. What the journal itself must escape
(fence markers) is compared against the journal builders' own output.
"""

from __future__ import annotations

from pathlib import Path

from solo.journal.entry import (
    action,
    consequence,
    mechanics,
    meta,
    outcome,
    prose,
    question,
    scene_heading,
    tag,
)
from tests.pty_helpers import Terminal, journal

ACCEPTANCE = 'Llego al faro; la luz "está" apagada > y | nadie responde & ya'
PAYLOADS = (  # together: ; | > & " ' \ # ``` emoji, unbalanced quotes, quotes that group
    ACCEPTANCE,
    "'one apostrophe first, it's O'Brien's \"open door, back\\slash #hash ``` 🐉 fence",
    '"quoted start" & ; | >> < 2>&1 $(echo no) `tick` ;; || and "quoted end"',
)


def logged(line: str) -> str:
    """A Lonelog line as the journal writes it (fence markers escaped by the journal)."""
    return mechanics(line).lines[0]


def test_every_character_typed_reaches_the_journal(tmp_path: Path) -> None:
    with Terminal(tmp_path, "--seed", "5", timeout=60) as term:
        term.type("campaign new faro --system none")
        for text in PAYLOADS:
            for line in (f". {text}", f"note {text}",
                         f"oracle {text} --odds likely --dice '+ 0 0 -'",
                         f"scene new {text} --dice 9", f"npc add {text}", f"thread add {text}",
                         f"@ {text}", f"=> {text}", f"= {text}", f"? {text} -> {text}",
                         f"( {text}"):
                term.type(line)
        term.quit()

    lines = journal(tmp_path, "faro").splitlines()
    assert ACCEPTANCE in lines  # the acceptance, word for word
    for number, text in enumerate(PAYLOADS, start=1):
        assert lines.count(prose(text).lines[0]) >= 2, text  # `.` and `note`
        assert any(line.startswith(logged(question(text)) + " (") for line in lines), text
        assert scene_heading(number, text).lines[0] in lines, text
        assert any(line.startswith(logged(tag("N", text))[:-1]) for line in lines), text
        assert any(line.startswith(logged(tag("Thread", text))[:-1]) for line in lines), text
        assert logged(action(text)) in lines, text
        assert lines.count(logged(consequence(text))) == 2, text
        at = lines.index(logged(question(text)))
        assert lines[at + 1] == logged(outcome(text)), text
        assert logged(meta(text)) in lines, text
    assert sorted(p.name for p in tmp_path.iterdir()) == [".solo_history", "journals"]
