"""Read faces typed by the player: "+ 0 - +", "+0-+", "4 2 6", "--00", "9,4".

>>> parse_faces("+ 0 - +")
(1, 0, -1, 1)
>>> parse_faces("+0-+")
(1, 0, -1, 1)
>>> parse_faces("4 2 6")
(4, 2, 6)
>>> parse_faces("--00")
(-1, -1, 0, 0)
>>> parse_faces("12")
(12,)
"""

from __future__ import annotations

import re

from solo.errors import NotationError

FATE_SYMBOLS = {"+": 1, "-": -1, "0": 0, "−": -1, "–": -1}
# Patterns, not compiled ones: `re` compiles (and keeps) them when faces are first typed, not
# at every start-up of the program.
_SEPARATORS = r"[\s,;]+"
_INTEGER = r"[+-]?\d+"


def parse_faces(text: str) -> tuple[int, ...]:
    """Turn typed faces into integers, or raise `NotationError`."""
    cleaned = text.strip()
    if not cleaned:
        raise NotationError("dice.faces.empty")
    tokens = [tok for tok in re.split(_SEPARATORS, cleaned) if tok]
    if len(tokens) == 1 and all(ch in FATE_SYMBOLS for ch in tokens[0]) and len(tokens[0]) > 1:
        return tuple(FATE_SYMBOLS[ch] for ch in tokens[0])
    return tuple(_face(tok) for tok in tokens)


def _face(token: str) -> int:
    if token in FATE_SYMBOLS:
        return FATE_SYMBOLS[token]
    if re.fullmatch(_INTEGER, token):
        return int(token)
    if all(ch in FATE_SYMBOLS for ch in token):
        raise NotationError("dice.faces.mixed", token=token)
    raise NotationError("dice.faces.bad", token=token)
