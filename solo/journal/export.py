"""Write a copy of a journal without its mechanics blocks, line by line (memory stays flat)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from solo.atomic import write_atomic
from solo.journal.store import FENCE_CLOSE, FENCE_OPEN


def prose_only(text: str) -> str:
    """Drop the fenced Lonelog blocks and squeeze blank lines.

    >>> prose_only("Hola\\n\\n```lonelog\\nd: 1d6=4\\n```\\n\\nAdiós\\n")
    'Hola\\n\\nAdiós\\n'
    """
    return "".join(prose_lines(text.splitlines()))


def prose_lines(lines: Iterable[str]) -> Iterator[str]:
    """The prose of `lines` (without their line ends), each line ended by a newline.

    Blank lines are squeezed to one and dropped at both ends; nothing at all is one newline.

    >>> list(prose_lines(["", "Hola", "", "", "```lonelog", "d: 1d6=4", "```", "", "Adiós", ""]))
    ['Hola\\n', '\\n', 'Adiós\\n']
    """
    inside, started = False, False
    blank: str | None = None  # a blank line kept until a line with text follows
    for line in lines:
        stripped = line.strip()
        if not inside and stripped == FENCE_OPEN:
            inside = True
        elif inside:
            inside = stripped != FENCE_CLOSE
        elif stripped:
            if blank is not None:
                yield blank + "\n"
                blank = None
            yield line + "\n"
            started = True
        elif started and blank is None:
            blank = line
    if blank:  # only spaces: kept, as an empty last line is not
        yield blank + "\n"
    if not started:
        yield "\n"


def _file_lines(source: Path) -> Iterator[str]:
    with source.open(encoding="utf-8") as handle:
        for line in handle:
            yield line[:-1] if line.endswith("\n") else line


def export_prose(source: Path, target: Path) -> None:
    """Write `target` as `source` without mechanics (the journal itself is untouched)."""
    write_atomic(target, prose_lines(_file_lines(source)))
