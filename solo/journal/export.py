"""Write a copy of a journal without its mechanics blocks."""

from __future__ import annotations

from pathlib import Path

from solo.atomic import write_atomic
from solo.journal.store import FENCE_CLOSE, FENCE_OPEN


def prose_only(text: str) -> str:
    """Drop the fenced Lonelog blocks and squeeze blank lines.

    >>> prose_only("Hola\\n\\n```lonelog\\nd: 1d6=4\\n```\\n\\nAdiós\\n")
    'Hola\\n\\nAdiós\\n'
    """
    kept: list[str] = []
    inside = False
    for line in text.splitlines():
        stripped = line.strip()
        if not inside and stripped == FENCE_OPEN:
            inside = True
            continue
        if inside:
            inside = stripped != FENCE_CLOSE
            continue
        if stripped or (kept and kept[-1].strip()):
            kept.append(line)
    return "\n".join(kept).strip("\n") + "\n"


def export_prose(source: Path, target: Path) -> None:
    """Write `target` as `source` without mechanics (the journal itself is untouched)."""
    write_atomic(target, prose_only(source.read_text(encoding="utf-8")))
