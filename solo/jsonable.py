"""Turn results into plain JSON data: dataclasses, enums, fractions, tuples.

A result may define `to_json()` to choose its own keys; otherwise its fields
are used. Fractions become exact "n/d" strings.

>>> from fractions import Fraction
>>> to_jsonable({"p": Fraction(1, 81), "faces": (1, -1)})
{'p': '1/81', 'faces': [1, -1]}
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from fractions import Fraction
from pathlib import Path
from typing import Any


def fraction_text(value: Fraction) -> str:
    """Return "n/d" (always with a denominator).

    >>> fraction_text(Fraction(1, 1))
    '1/1'
    """
    return f"{value.numerator}/{value.denominator}"


def to_jsonable(value: Any) -> Any:
    """Return `value` as JSON-ready dicts, lists, strings and numbers."""
    custom = getattr(value, "to_json", None)
    if callable(custom):
        return to_jsonable(custom())
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, bool | int | float | str) or value is None:
        return value
    if isinstance(value, Fraction):
        return fraction_text(value)
    if isinstance(value, Path):
        return str(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name))
                for f in dataclasses.fields(value) if not f.name.startswith("_")}
    if isinstance(value, Mapping):
        return {str(to_jsonable(k)): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [to_jsonable(v) for v in value]
    return str(value)
