"""What a command changed in a campaign's state, as a short list of edits that can be replayed.

The undo history keeps, for each command, the edits that turn the state after it back into
the state before it — so its size grows with what commands change, not with the campaign.
Data is plain JSON-like data: dicts with string keys, lists, strings, numbers, booleans, None.

>>> before = {"tension": 5, "npcs": [{"name": "Ana"}], "scene": 1}
>>> after = {"tension": 6, "npcs": [{"name": "Ana"}, {"name": "Bea"}], "scene": 1}
>>> edits = diff(after, before)
>>> edits
[('set', ('tension',), 5), ('splice', ('npcs',), 1, 1, [])]
>>> apply(after, edits) == before
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from solo.errors import CampaignError

Path = tuple[str | int, ...]
Edit = tuple[Any, ...]
"""`("set", path, value)`, `("del", path)` or `("splice", path, start, count, items)`."""

_MISSING = object()


def diff(old: Any, new: Any, path: Path = ()) -> list[Edit]:
    """The edits that turn `old` into `new` (equal subtrees cost one comparison)."""
    if old == new and type(old) is type(new):
        return []
    if isinstance(old, dict) and isinstance(new, dict):
        edits: list[Edit] = []
        for key, value in new.items():
            previous = old.get(key, _MISSING)
            if previous is _MISSING:
                edits.append(("set", (*path, key), value))
            else:
                edits.extend(diff(previous, value, (*path, key)))
        edits.extend(("del", (*path, key)) for key in old if key not in new)
        return edits
    if isinstance(old, list) and isinstance(new, list):
        return _diff_lists(old, new, path)
    return [("set", path, new)]


def _diff_lists(old: list[Any], new: list[Any], path: Path) -> list[Edit]:
    for dropped in (1, 2):  # a capped history: the oldest dropped, the newest added
        kept = len(old) - dropped
        if kept > 0 and len(new) > kept and old[dropped:] == new[:kept]:
            return [("splice", path, 0, dropped, []), ("splice", path, kept, 0, new[kept:])]
    start = 0
    shortest = min(len(old), len(new))
    while start < shortest and old[start] == new[start]:
        start += 1
    end_old, end_new = len(old), len(new)
    while end_old > start and end_new > start and old[end_old - 1] == new[end_new - 1]:
        end_old, end_new = end_old - 1, end_new - 1
    if end_old - start == 1 and end_new - start == 1:
        return diff(old[start], new[start], (*path, start))
    return [("splice", path, start, end_old - start, list(new[start:end_new]))]


def apply(data: Any, edits: Sequence[Edit]) -> Any:
    """`data` with `edits` made (a new structure along each edited path; `data` is untouched)."""
    try:
        return patch(data, edits)
    except Misfit:
        raise CampaignError("campaign.undo.changed") from None


class Misfit(Exception):
    """An edit that does not fit the data (a path that is not there, an unknown kind)."""

    def __init__(self, path: Sequence[object], reason: str) -> None:
        super().__init__(reason)
        self.path = tuple(path)
        self.reason = reason


MAX_INDEX = 10**9
"""No list in a campaign is this long: a bigger index or count is a broken edit."""


def patch(data: Any, edits: Sequence[Any]) -> Any:
    """`data` with `edits` made, or `Misfit` naming the first one that is broken or does not fit.

    >>> patch({"a": [1, 2]}, [["splice", ["a"], 1, 1, [3, 4]], ["set", ["b"], 0]])
    {'a': [1, 3, 4], 'b': 0}
    >>> for broken in (["move", ["a"]], ["set", ["x", "y"], 2]):
    ...     try:
    ...         patch({"a": 1}, [broken])
    ...     except Misfit as misfit:
    ...         print(misfit.reason, misfit.path)
    kind ('a',)
    path ('x',)
    """
    for edit in edits:
        reason = shape_problem(edit)
        if reason is not None:
            raise Misfit(_path_of(edit), reason)
        data = _apply_one(data, tuple(edit[1]), edit)
    return data


_ARITY = {"set": 3, "del": 2, "splice": 5}


def shape_problem(edit: Any) -> str | None:
    """What is wrong with an edit's shape (`kind`, `path`, `range`), or None.

    >>> shape_problem(["set", ["a", 0], 1]), shape_problem(["splice", ["a"], 0, -1, []])
    (None, 'range')
    >>> shape_problem(["del", []]), shape_problem({"set": 1}), shape_problem(["add", ["a"], 1])
    ('path', 'kind', 'kind')
    """
    if not isinstance(edit, list | tuple) or not edit or edit[0] not in _ARITY:
        return "kind"
    if len(edit) != _ARITY[edit[0]]:
        return "kind"
    path = edit[1]
    if not isinstance(path, list | tuple) or not all(
            isinstance(step, str) or _whole(step, MAX_INDEX) for step in path):
        return "path"
    if edit[0] == "del" and not path:
        return "path"
    if edit[0] == "splice" and not (_whole(edit[2], MAX_INDEX) and _whole(edit[3], MAX_INDEX)
                                    and isinstance(edit[4], list)):
        return "range"
    return None


def _whole(value: Any, limit: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < limit


def _path_of(edit: Any) -> tuple[object, ...]:
    if isinstance(edit, list | tuple) and len(edit) > 1 and isinstance(edit[1], list | tuple):
        return tuple(edit[1])
    return ()


def _apply_one(node: Any, path: Path, edit: Edit, done: Path = ()) -> Any:
    if not path:
        if edit[0] == "set":
            return edit[2]
        if edit[0] == "splice":
            if not isinstance(node, list) or edit[2] + edit[3] > len(node):
                raise Misfit(done, "path")
            return [*node[: edit[2]], *edit[4], *node[edit[2] + edit[3]:]]
        raise Misfit(done, "path")
    head, rest = path[0], path[1:]
    if isinstance(node, dict) and isinstance(head, str):
        copy = dict(node)
        if edit[0] == "del" and not rest:
            copy.pop(head, None)
            return copy
        child = node.get(head, _MISSING)
        if child is _MISSING and not (rest == () and edit[0] == "set"):
            raise Misfit((*done, head), "path")
        copy[head] = _apply_one(None if child is _MISSING else child, rest, edit, (*done, head))
        return copy
    if isinstance(node, list) and isinstance(head, int) and 0 <= head < len(node):
        items = list(node)
        items[head] = _apply_one(node[head], rest, edit, (*done, head))
        return items
    raise Misfit((*done, head), "path")
