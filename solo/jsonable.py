"""Turn results into plain JSON data: dataclasses, enums, fractions, tuples.

A result may define `to_json()` to choose its own keys; otherwise its fields
are used (but those whose metadata says `json: False`). Fractions become exact "n/d" strings,
every one of them the same way: in lowest terms and always with a denominator, so an impossible
outcome is "0/1" and a certain one "1/1" (a reader splits every chance on "/" alike).

>>> from fractions import Fraction
>>> to_jsonable({"p": Fraction(1, 81), "faces": (1, -1)})
{'p': '1/81', 'faces': [1, -1]}
"""

from __future__ import annotations

import dataclasses
import enum
import re
from collections.abc import Mapping
from fractions import Fraction
from typing import Any


def fraction_text(value: Fraction) -> str:
    """Return "n/d" in lowest terms, always with a denominator (zero too), however long.

    >>> fraction_text(Fraction(1, 1)), fraction_text(Fraction(0)), fraction_text(Fraction(2, 4))
    ('1/1', '0/1', '1/2')
    >>> len(fraction_text(Fraction(1, 6 ** 6060)))
    4718
    """
    return f"{digits(value.numerator)}/{digits(value.denominator)}"


def digits(number: int) -> str:
    """`number` in decimal digits, past Python's limit on converting long integers too
    (an exact chance can have tens of thousands of digits: `odds 60d6r5`).

    >>> len(digits(10 ** 5000))
    5001
    """
    if number.bit_length() < 14_000:  # well under the limit (4300 digits by default)
        return str(number)
    import sys

    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return str(number)
    finally:
        sys.set_int_max_str_digits(limit)


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
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name))
                for f in dataclasses.fields(value)
                if not f.name.startswith("_") and f.metadata.get("json", True)}
    if isinstance(value, Mapping):
        return {str(to_jsonable(k)): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [to_jsonable(v) for v in value]
    return str(value)  # a path too (`pathlib` is not imported for it: the odds import this module)


# Characters JSON may carry raw but a terminal may obey: DEL, C1 controls, line separators and
# bidirectional overrides, lone surrogates (JSON itself escapes C0 controls). They only occur
# inside strings. Compiled when JSON is first written (`re` keeps it), not by every import.
_TERMINAL_UNSAFE = "[\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"


def json_text(value: Any, indent: int | None = None) -> str:
    """`value` as JSON text that is safe to print: every control character `\\u`-escaped.

    >>> json_text({"name": "Nia\\x1b[2J\\x9b", "p": Fraction(1, 2)})
    '{"name": "Nia\\\\u001b[2J\\\\u009b", "p": "1/2"}'
    """
    import json  # only when JSON is written (the dice import this module for `fraction_text`)

    text = json.dumps(to_jsonable(value), ensure_ascii=False, indent=indent)
    return re.sub(_TERMINAL_UNSAFE, lambda match: f"\\u{ord(match.group()):04x}", text)
