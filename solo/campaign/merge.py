"""Put one command's changes over a campaign that another process changed meanwhile.

A guided command lets go of the campaign while a question waits for the player, and another
solo may change it then. What the command did — the edits from the state it read to the state
it made — is applied over the state as it is now, each where the same thing still is: a key
of an object, an item of a list found again by its name (or its whole value), the end of a
list. Where both changed the same thing differently, the command's value is kept and the field
is named, so the player can be told.

>>> base = {"tension": 5, "threads": [{"name": "A"}]}
>>> ours = {"tension": 5, "threads": [{"name": "A", "open": False}]}
>>> theirs = {"tension": 6, "threads": [{"name": "B"}, {"name": "A"}]}
>>> rebase(base, ours, theirs)
Merged(data={'tension': 6, 'threads': [{'name': 'B'}, {'name': 'A', 'open': False}]}, \
conflicts=())
>>> rebase({"tension": 5}, {"tension": 7}, {"tension": 6}).conflicts
('tension',)

An area both made while the command waited (the first character, the first aspect) holds both:

>>> rebase({}, {"fate": {"pcs": ["Marta"]}}, {"fate": {"aspects": ["Niebla"]}}).data
{'fate': {'aspects': ['Niebla'], 'pcs': ['Marta']}}
"""

from __future__ import annotations

from typing import Any

from solo.campaign.diff import Edit, Misfit, diff, patch
from solo.record import record

_MISSING = object()


@record
class Merged:
    """The state with the command's changes over the other process's, and the fields both
    changed (the command's value kept)."""

    data: Any
    conflicts: tuple[str, ...]


class _Conflict(Exception):
    def __init__(self, base_path: tuple[Any, ...], their_path: tuple[Any, ...]) -> None:
        super().__init__(base_path)
        self.base_path = base_path
        self.their_path = their_path


def rebase(base: Any, ours: Any, theirs: Any) -> Merged:
    """`theirs` with the changes that turned `base` into `ours`."""
    result, conflicts = theirs, []
    for edit in diff(base, ours):
        after = patch(base, [edit])
        try:
            try:
                result = patch(result, [_mapped(base, result, edit)])
            except Misfit:  # a shape the mapping did not foresee: the whole area is the command's
                raise _Conflict(tuple(edit[1])[:2], tuple(edit[1])[:2]) from None
        except _Conflict as conflict:
            value = value_at(after, conflict.base_path)
            there = value_at(result, conflict.their_path)
            names = [dotted(conflict.base_path)]
            if _both_new(base, conflict.base_path, value, there):  # both made it: both fill it
                inner = rebase(type(value)(), value, there)
                value = inner.data
                names = [f"{names[0]}.{name}" for name in inner.conflicts]
            result = patch(result, [("del", conflict.their_path) if value is _MISSING
                                    else ("set", conflict.their_path, value)])
            conflicts += [name for name in names if name not in conflicts]
        base = after
    return Merged(result, tuple(conflicts))


def _both_new(base: Any, path: tuple[Any, ...], ours: Any, theirs: Any) -> bool:
    """Whether both sides made an object (or list) where there was none."""
    return (value_at(base, path) is _MISSING and type(ours) is type(theirs)
            and isinstance(ours, dict | list))


def _mapped(base: Any, theirs: Any, edit: Edit) -> Edit:
    """`edit` (made over `base`) as it applies to `theirs`, or `_Conflict`."""
    kind, path = edit[0], tuple(edit[1])
    container = path if kind == "splice" else path[:-1]
    mine, other, placed = base, theirs, tuple[Any, ...]()
    for depth, step in enumerate(container):
        where = _step(mine, other, step)
        if where is None:
            keyed = isinstance(other, dict) and isinstance(step, str)
            raise _Conflict(path[: depth + 1] if keyed else path[:depth],
                            (*placed, step) if keyed else placed)
        mine, other, placed = mine[step], other[where], (*placed, where)
    if kind == "splice":
        return ("splice", placed, _spliced(mine, other, edit, path, placed), edit[3], edit[4])
    leaf = path[-1]
    if isinstance(leaf, str):
        where = leaf if isinstance(mine, dict) and isinstance(other, dict) else None
    else:
        where = _step(mine, other, leaf)
    if where is None:
        raise _Conflict(path[:-1], placed)
    before, now = value_at(mine, (leaf,)), value_at(other, (where,))
    wanted = edit[2] if kind == "set" else _MISSING
    if not (_same(before, now) or _same(now, wanted)):
        raise _Conflict(path, (*placed, where))
    return (kind, (*placed, where), *edit[2:])


def _step(mine: Any, other: Any, step: Any) -> Any:
    """Where `mine[step]` is in `other` (a key, or the index of the same list item), or None."""
    if isinstance(step, str):
        ok = isinstance(mine, dict) and isinstance(other, dict) and step in other
        return step if ok else None
    if not (isinstance(mine, list) and isinstance(other, list) and step < len(mine)):
        return None
    return _find(mine[step], other, step)


def _find(item: Any, items: list[Any], near: int) -> int | None:
    """The index of `item` in `items` (by name, else whole), `near` first; None if unsure."""
    if near < len(items) and _identity(items[near]) == _identity(item):
        return near
    found = [index for index, other in enumerate(items) if _identity(other) == _identity(item)]
    return found[0] if len(found) == 1 else None


def _identity(item: Any) -> Any:
    """What makes a list item the same item after changes: its name (or id), else itself."""
    if isinstance(item, dict):
        for key in ("id", "name"):
            if isinstance(item.get(key), str | int):
                return key, item[key]
    return "value", repr(item)


def _spliced(mine: Any, other: Any, edit: Edit, path: tuple[Any, ...],
             placed: tuple[Any, ...]) -> int:
    """Where a splice made at `edit[2]` of `mine` goes in `other`."""
    start, count = edit[2], edit[3]
    if not (isinstance(mine, list) and isinstance(other, list)):
        raise _Conflict(path, placed)
    if start == len(mine) and count == 0:
        return len(other)  # added at the end: still at the end
    if count:
        where = _find(mine[start], other, start)
    elif start:  # an insertion: after the item it followed
        anchor = _find(mine[start - 1], other, start - 1)
        where = None if anchor is None else anchor + 1
    else:
        where = 0
    if where is None or other[where: where + count] != mine[start: start + count]:
        raise _Conflict(path, placed)
    return where


def _same(one: Any, other: Any) -> bool:
    return one is other or (type(one) is type(other) and one == other)


def value_at(data: Any, path: tuple[Any, ...]) -> Any:
    """The value at `path`, or `_MISSING`.

    >>> value_at({"a": [{"b": 2}]}, ("a", 0, "b")), value_at({}, ("x",)) is _MISSING
    (2, True)
    """
    for step in path:
        keyed = isinstance(data, dict) and isinstance(step, str) and step in data
        if not (keyed or (isinstance(data, list) and isinstance(step, int)
                          and 0 <= step < len(data))):
            return _MISSING
        data = data[step]
    return data


def dotted(path: tuple[Any, ...]) -> str:
    """A field as the player reads it: `engine.threads[2].status` (no `areas.`).

    >>> dotted(("areas", "engine", "threads", 2, "status")), dotted(("settings", "scene"))
    ('engine.threads[2].status', 'settings.scene')
    """
    steps = path[1:] if path[:1] == ("areas",) else path
    text = ""
    for step in steps:
        text += f"[{step}]" if isinstance(step, int) else ("." if text else "") + str(step)
    return text


def regroup(history: list[Any], step_id: str, label: str, mine_then: dict[str, Any],
            theirs: dict[str, Any], now: dict[str, Any], *, journaled: bool = False) -> list[Any]:
    """The undo history with one command's step at its end, after other processes' steps.

    The command last saved `mine_then` (its step then last); others saved steps that led to
    `theirs`; the command's changes put over them made `now`. Their steps are written again
    as if made before the command (the same change over the state without it), and the
    command's one step, last, leads `now` back to that state. If their steps do not lead back
    to `mine_then` (a history changed another way), the new part is a step of its own.
    `journaled`: the command wrote to the journal, so it is a step even if it changed no state.

    >>> mine = {"id": "m", "label": "tour", "edits": [["splice", ["l"], 1, 1, []]]}
    >>> theirs = {"id": "t", "label": "add X", "edits": [["splice", ["l"], 2, 1, []]]}
    >>> steps = regroup([mine, theirs], "m", "tour", {"l": ["A", "B"]}, {"l": ["A", "B", "X"]},
    ...                 {"l": ["A", "B", "X", "C"]})
    >>> for step in steps:
    ...     print(step["label"], step["edits"])
    add X [['splice', ('l',), 1, 1, []]]
    tour [['splice', ('l',), 1, 3, ['X']]]
    """
    steps = list(history)
    mine = next((index for index in range(len(steps) - 1, -1, -1)
                 if isinstance(steps[index], dict) and steps[index].get("id") == step_id), None)
    if mine is None:  # no earlier step (or it was undone meanwhile): what it does now is one
        return [*steps, *_undo_step(step_id, label, diff(now, theirs), journaled)]
    try:
        below = patch(mine_then, steps[mine]["edits"])
        chain = [theirs]
        for step in reversed(steps[mine + 1:]):
            chain.insert(0, patch(chain[0], step["edits"]))
    except (Misfit, KeyError, TypeError):
        chain = []
    if not chain or chain[0] != mine_then:
        return [*steps, *_undo_step(step_id, label, diff(now, theirs), journaled)]
    rewritten = []
    for step, before, after in zip(steps[mine + 1:], chain[:-1], chain[1:], strict=True):
        moved = rebase(before, after, below).data
        rewritten.append({**step, "edits": _listed(diff(moved, below))})
        below = moved
    return [*steps[:mine], *rewritten, *_undo_step(step_id, label, diff(now, below), journaled)]


def _undo_step(step_id: str, label: str, edits: list[Edit],
               journaled: bool) -> list[dict[str, Any]]:
    """The step (none when the command neither changed the state nor journaled)."""
    if not (edits or journaled):
        return []
    return [{"id": step_id, "label": label, "edits": _listed(edits)}]


def _listed(edits: list[Edit]) -> list[Any]:
    return [list(edit) for edit in edits]
