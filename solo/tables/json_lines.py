"""Find the line of a JSON pointer in a JSON text, only when a problem needs it.

`json.loads` keeps no positions. When an imported oracle has a problem, its
file is read again and walked to the pointer — each value before it skipped
by the standard decoder, nothing else decoded — so the message names the line
the player can open, however large the file and whatever its layout.

>>> text = '{"a": 1,\\n "oracles": [\\n  {"rows": [\\n   {"min": 1},\\n   {"min": 2}]}]}'
>>> line_of(text, "/oracles/0/rows/1"), line_of(text, "/oracles/0"), line_of(text, "/x")
(5, 3, None)
>>> lines_of_items(text, "/oracles/0/rows")
[4, 5]
"""

from __future__ import annotations

import json
import re

_SPACE = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()


def line_of(text: str, pointer: str) -> int | None:
    """The line where the value at `pointer` starts (None: not there, or not JSON)."""
    offset = offset_of(text, pointer)
    return None if offset is None else text.count("\n", 0, offset) + 1


def lines_of_items(text: str, pointer: str) -> list[int]:
    """The line of each item of the list at `pointer` (empty: not a list there)."""
    offset = offset_of(text, pointer)
    if offset is None or text[offset:offset + 1] != "[":
        return []
    lines: list[int] = []
    line, counted = text.count("\n", 0, offset) + 1, offset
    try:
        for start in _items(text, offset):
            line += text.count("\n", counted, start)
            counted = start
            lines.append(line)
    except (ValueError, IndexError):
        return lines
    return lines


def offset_of(text: str, pointer: str) -> int | None:
    """Where the value at `pointer` starts in `text`."""
    position: int | None = _skip(text, 0)
    try:
        for token in _tokens(pointer):
            if position is None:
                return None
            position = _child(text, position, token)
    except (ValueError, IndexError):
        return None
    return position


def _tokens(pointer: str) -> list[str]:
    if not pointer:
        return []
    return [part.replace("~1", "/").replace("~0", "~") for part in pointer.split("/")[1:]]


def _skip(text: str, position: int) -> int:
    found = _SPACE.match(text, position)
    return found.end() if found else position


def _child(text: str, position: int, token: str) -> int | None:
    opening = text[position]
    if opening == "{":
        position = _skip(text, position + 1)
        while text[position] == '"':
            key, position = _DECODER.raw_decode(text, position)
            position = _skip(text, _skip(text, position) + 1)  # past the colon
            if key == token:
                return position
            following = _next(text, position)
            if following is None:
                return None
            position = following
        return None
    if opening == "[" and token.isdigit():
        wanted = int(token)
        for number, start in enumerate(_items(text, position)):
            if number == wanted:
                return start
    return None


def _items(text: str, position: int) -> list[int]:
    """Where each item of the list starting at `position` starts."""
    starts: list[int] = []
    position = _skip(text, position + 1)
    while text[position] != "]":
        starts.append(position)
        following = _next(text, position)
        if following is None:
            break
        position = following
    return starts


def _next(text: str, position: int) -> int | None:
    """Past the value at `position` and its comma: where the next one starts (None: the end)."""
    _value, end = _DECODER.raw_decode(text, position)
    end = _skip(text, end)
    if text[end] == ",":
        return _skip(text, end + 1)
    return None
