"""How deep a JSON text nests, checked before it is decoded (a decoder recurses once a level).

A campaign's state nests a dozen levels at most; a hand-edited file of ten thousand `[` would
make the decoder, and every function that walks the data after it, run out of stack. The
check reads only the brackets outside strings (byte operations, a fraction of what decoding the
text costs), a few passes over a short byte string.

>>> too_deep(b'{"a": [[1], {"b": "[[[["}]}', 3), too_deep(b'[[[[]]]]', 3)
(False, True)
>>> line_too_deep(b'{"a":\\n [[\\n[1]]]}', 3)
3
"""

from __future__ import annotations

import re

_NOT_MARKS = bytes(set(range(256)) - set(b'[]{}"'))
_BETWEEN_QUOTES = re.compile(rb'"[^"]*"')
_SQUARE = bytes.maketrans(b"{}", b"[]")


def too_deep(data: bytes, most: int) -> bool:
    """Whether the JSON text `data` opens more than `most` levels anywhere.

    Objects and lists are read as one kind of bracket (a mismatch is the decoder's to say).
    Each pass takes away the innermost pairs, one level; what no pass can take never closes
    (a text cut short, or not JSON), and each of its openings counts as one more level.

    >>> too_deep(b"[" * 5, 4), too_deep(b'{"a": [1, 2]', 4)
    (True, False)
    """
    marks = _unescaped(data).translate(_SQUARE, _NOT_MARKS).replace(b'""', b"")  # strings
    brackets = _BETWEEN_QUOTES.sub(b"", marks)  # with no bracket go whole; then the others
    if len(brackets) <= most:
        return False
    for passes in range(most + 1):
        if not brackets:
            return False
        shorter = brackets.replace(b"[]", b"")
        if len(shorter) == len(brackets):
            return passes + brackets.count(b"[") > most
        brackets = shorter
    return True


def _unescaped(data: bytes) -> bytes:
    """`data` without its escapes of a backslash or a quote: every quote left opens or closes
    a string."""
    if b"\\\\" in data:
        data = data.replace(b"\\\\", b"")
    return data.replace(b'\\"', b"") if b'\\"' in data else data


def line_too_deep(data: bytes, most: int) -> int:
    """The line where the JSON text `data` first opens its level `most + 1` (1 if none)."""
    depth, inside, escaped, line = 0, False, False, 1
    for byte in data:
        if inside:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # a backslash
                escaped = True
            elif byte == 0x22:  # a quote
                inside = False
        elif byte == 0x22:
            inside = True
        elif byte in b"[{":
            depth += 1
            if depth > most:
                return line
        elif byte in b"]}":
            depth -= 1
        if byte == 0x0A:
            line += 1
    return 1
