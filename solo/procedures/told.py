"""A summary printed after its guided procedure leaves out what the procedure already showed.

A guided procedure shows its roll as soon as it is made; its summary, printed when it ends,
would show that roll again. A summary type that knows this defines `told(shown)`: a copy of
itself marked (with `told_mark()` fields) to leave out what `shown` already holds. A quick
command drops the procedure's commentary (`quiet`), so nothing is marked and the summary is
whole; JSON never sees the marks.

>>> from dataclasses import dataclass, replace
>>> @dataclass(frozen=True)
... class Sum:
...     roll: int
...     roll_shown: bool = told_mark()
...     def told(self, shown: Sequence[object]) -> "Sum":
...         return replace(self, roll_shown=was_shown(self.roll, shown))
>>> untold(Sum(7), [7]).roll_shown, untold(Sum(7), []).roll_shown, untold("x", ["x"])
(True, False, 'x')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import field
from typing import Any


def told_mark() -> Any:
    """A summary's flag that a part was already shown: not compared, not in JSON."""
    return field(default=False, compare=False, repr=False, metadata={"json": False})


def was_shown(item: object, shown: Sequence[object]) -> bool:
    """Whether `item` (not None) is among the things shown: the same one or an equal one.

    >>> was_shown(3, [1, 3]), was_shown(None, [None])
    (True, False)
    """
    return item is not None and any(seen is item or seen == item for seen in shown)


def untold(result: object, shown: Sequence[object]) -> object:
    """`result` as printed after a procedure that showed `shown`: without what it repeats."""
    told = getattr(result, "told", None)
    return told(tuple(shown)) if callable(told) else result
