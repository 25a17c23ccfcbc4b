"""Read the `range` of a table row: a face, a span, a list, or a plain number.

A range is written `3`, `2-3`, `13,14`, `1-2, 5` or, for dice that can
total below zero (Fate dice), `-4--2` or `-1..1`. A YAML integer is a
range of one face.

>>> parse_range("2-3")
(2, 3)
>>> parse_range("13, 14")
(13, 14)
>>> parse_range(-2)
(-2,)
>>> range_label((1, 2, 3, 5))
'1-3, 5'
"""

from __future__ import annotations

import re
from collections.abc import Iterable

MAX_SPAN = 10_000
"""The widest span one row may name (guards against `1-99999999`)."""

_ITEM = re.compile(r"\s*([+-]?\d+)\s*(?:(?:-|–|\.\.)\s*([+-]?\d+)\s*)?")


class RangeSyntaxError(Exception):
    """A range that cannot be read, and why (`bad`, `reversed`, `too_wide`)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason

    @property
    def key(self) -> str:
        """The catalog key saying why."""
        return _KEYS[self.reason]


_KEYS = {"bad": "table.range_bad", "reversed": "table.range_reversed",
         "too_wide": "table.range_too_wide"}


def parse_range(value: object) -> tuple[int, ...]:
    """Return the faces a row's `range` names, in the order written.

    >>> parse_range("1-2, 5")
    (1, 2, 5)
    >>> parse_range("-1..1")
    (-1, 0, 1)
    """
    if isinstance(value, bool):
        raise RangeSyntaxError("bad")
    if isinstance(value, int):
        return (value,)
    if not isinstance(value, str) or not value.strip():
        raise RangeSyntaxError("bad")
    faces: list[int] = []
    for item in value.split(","):
        faces.extend(_item(item))
    return tuple(faces)


def _item(text: str) -> range:
    match = _ITEM.fullmatch(text)
    if match is None:
        raise RangeSyntaxError("bad")
    low = int(match.group(1))
    high = int(match.group(2)) if match.group(2) is not None else low
    if high < low:
        raise RangeSyntaxError("reversed")
    if high - low >= MAX_SPAN:
        raise RangeSyntaxError("too_wide")
    return range(low, high + 1)


def range_label(faces: Iterable[int]) -> str:
    """Write faces back as a short range text: runs joined by commas.

    >>> range_label([4])
    '4'
    >>> range_label([-2, -1, 0])
    '-2..0'
    """
    ordered = sorted(set(faces))
    runs: list[tuple[int, int]] = []
    for face in ordered:
        if runs and runs[-1][1] == face - 1:
            runs[-1] = (runs[-1][0], face)
        else:
            runs.append((face, face))
    return ", ".join(_run_text(low, high) for low, high in runs)


def _run_text(low: int, high: int) -> str:
    if low == high:
        return str(low)
    joiner = ".." if low < 0 or high < 0 else "-"
    return f"{low}{joiner}{high}"
