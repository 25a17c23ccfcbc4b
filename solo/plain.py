"""Plain-text output for the one-shot fast path (no rich import).

What it prints is inert (`solo.text.inert`): a control character in the text
is shown as `\\x1b`, never sent to the terminal.

>>> from solo.dice.roll import roll
>>> from solo.dice.notation import parse
>>> from solo.dice.rng import ScriptedRng
>>> plain_text(roll(parse("4dF"), ScriptedRng([1, 0, -1, 1])))
'4dF: [+] [0] [-] [+] = 1'
"""

from __future__ import annotations

from typing import Any

from solo.text import inert

_FATE = {1: "+", 0: "0", -1: "-"}


def plain_text(result: Any) -> str | None:
    """One line for a roll; None when this result is better shown by the rich renderer."""
    from solo.dice.roll import Roll

    if not isinstance(result, Roll):
        return None
    parts: list[str] = []
    for group in result.groups:
        for face, kept in zip(group.faces, group.kept, strict=True):
            shown = _FATE[face] if group.die.label == "dF" else str(face)
            parts.append(f"[{shown}]" if kept else f"({shown})")
    if result.constant:
        parts.append(f"{'+' if result.constant > 0 else '-'} {abs(result.constant)}")
    return inert(f"{result.expression}: {' '.join(parts)} = {result.total}", newlines=False)
