"""The oracle's answer as plain text: what `solo.engine.render.render_oracle` shows, uncoloured.

A one-shot `solo oracle …` prints this (`solo.plain`), without importing rich or the engine's
renderers; an answer that brought a random event (a panel) is left to rich.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.i18n import t
from solo.text import inert

if TYPE_CHECKING:
    from solo.engine.procedures.oracle import OracleReply

_FATE = {1: "+", 0: "0", -1: "−"}


def faces_text(faces: tuple[int, ...], fate: bool) -> str:
    """`[+] [0] [−] `: each face in brackets (Fate symbols or numbers), as the renderer spaces
    them."""
    return "".join(f"[{_FATE[face] if fate else face}] " for face in faces)


def oracle_text(reply: OracleReply) -> str | None:
    """The question, the dice and answer, and why; None when a random event came with it."""
    if reply.random_event is not None:
        return None
    result = reply.result
    fate = result.dice == "4dF"
    line = f"{result.dice}  {faces_text(result.faces, fate)}"
    if result.tiebreak:
        line += "+ " + faces_text(result.tiebreak,
                                  fate or all(-1 <= face <= 1 for face in result.tiebreak))
    line += f" → {result.total:+d}  {t(result.answer.key)}"
    lines = [line, inert(reply.why, newlines=False)]
    if result.question:
        lines.insert(0, inert(f"? {result.question}  ({t(result.odds.key)})", newlines=False))
    return "\n".join(lines)

