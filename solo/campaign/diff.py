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
    for edit in edits:
        data = _apply_one(data, tuple(edit[1]), edit)
    return data


def _apply_one(node: Any, path: Path, edit: Edit) -> Any:
    if not path:
        if edit[0] == "set":
            return edit[2]
        if edit[0] == "splice":
            if not isinstance(node, list) or edit[2] + edit[3] > len(node):
                raise CampaignError("campaign.undo.changed")
            return [*node[: edit[2]], *edit[4], *node[edit[2] + edit[3]:]]
        raise CampaignError("campaign.undo.changed")
    head, rest = path[0], path[1:]
    if isinstance(node, dict) and isinstance(head, str):
        copy = dict(node)
        if edit[0] == "del" and not rest:
            copy.pop(head, None)
            return copy
        child = node.get(head, _MISSING)
        if child is _MISSING and not (rest == () and edit[0] == "set"):
            raise CampaignError("campaign.undo.changed")
        copy[head] = _apply_one(None if child is _MISSING else child, rest, edit)
        return copy
    if isinstance(node, list) and isinstance(head, int) and 0 <= head < len(node):
        items = list(node)
        items[head] = _apply_one(node[head], rest, edit)
        return items
    raise CampaignError("campaign.undo.changed")
