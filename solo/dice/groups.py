"""Read the modifiers written after a `{…}` group: keep/drop, a comparison, `f`, sort.

>>> from solo.dice.notation import parse
>>> parse("{4d10, 5d6, 2d10}k2").text, parse("{3d20+5}>40").text
('{4d10, 5d6, 2d10}kh2', '{3d20+5}>40')
>>> parse("{4d6/2, 3d4+3, 2d10} d1 sd").text
'{4d6/2, 3d4+3, 2d10}dl1sd'
"""

from __future__ import annotations

from solo.dice.conditions import Compare, Condition
from solo.dice.pool import Keep, Pool, Selection, Sort
from solo.dice.scanner import Scanner
from solo.dice.tree import RollSet, walk
from solo.errors import NotationError

_KEEP_WORDS = {"kh": Keep.HIGHEST, "k": Keep.HIGHEST, "kl": Keep.LOWEST, "km": Keep.MIDDLE,
               "dh": Keep.DROP_HIGHEST, "dl": Keep.DROP_LOWEST, "d": Keep.DROP_LOWEST}
_REPEATED = {"target": "dice.notation.repeated.count",
             "failure": "dice.notation.repeated.failures", "sort": "dice.notation.repeated.sort"}


def read_group_modifiers(scanner: Scanner, group: RollSet) -> RollSet:
    """Read every modifier after a group's closing brace and check they can apply."""
    fields: dict[str, Condition | Sort] = {}
    selections: list[Selection] = []
    failure_column = 0
    while True:
        char = scanner.peek().lower()
        column = scanner.column()
        if char in ("k", "d"):
            selection = _selection(scanner)
            _check_selection(selection, group, scanner.amount_column)
            selections.append(selection)
            continue
        value: Condition | Sort
        if char in ("<", ">", "="):
            field, value = "target", _condition(scanner)
        elif char == "f":
            failure_column = column
            scanner.pos += 1
            field, value = "failure", _condition(scanner)
        elif char == "s":
            scanner.pos += 1
            following = scanner.text[scanner.pos:scanner.pos + 1].lower()
            scanner.pos += following in ("a", "d")
            field, value = "sort", Sort.DOWN if following == "d" else Sort.UP
        else:
            break
        if field in fields:
            raise NotationError(_REPEATED[field], column=column)
        fields[field] = value
    if "failure" in fields and "target" not in fields:
        raise NotationError("dice.notation.failure_needs", column=failure_column)
    return RollSet(group.items, tuple(selections), **fields)  # type: ignore[arg-type]


def _selection(scanner: Scanner) -> Selection:
    first = scanner.text[scanner.pos].lower()
    second = scanner.text[scanner.pos + 1:scanner.pos + 2].lower()
    word = first + second if first + second in _KEEP_WORDS else first
    scanner.pos += len(word)
    scanner.amount_column = scanner.column()
    amount = scanner.number() if scanner.digit() else 1
    return Selection(_KEEP_WORDS[word], amount)


def _condition(scanner: Scanner) -> Condition:
    compare = scanner.compare(bang=True)
    if compare is None:
        if not (scanner.digit() or scanner.minus()):
            raise scanner.unexpected()
        compare = Compare.EQUAL
    return Condition(compare, scanner.signed())


def _check_selection(selection: Selection, group: RollSet, column: int) -> None:
    """Raise when a keep/drop modifier asks for more rolls (or dice) than the group has."""
    keeps = selection.mode in (Keep.HIGHEST, Keep.LOWEST, Keep.MIDDLE)
    amount = selection.amount
    if amount == 0:
        raise NotationError("dice.notation.keep_zero" if keeps else "dice.notation.drop_zero",
                            column=column)
    if len(group.items) > 1:
        count = len(group.items)
    else:
        pools = [node for node in walk(group.items[0]) if isinstance(node, Pool)]
        if any(pool.grows for pool in pools):
            return
        count = sum(pool.count for pool in pools)
    if keeps and amount > count:
        raise NotationError("dice.notation.keep_more", column=column, keep=amount, count=count)
    if not keeps and amount >= count:
        raise NotationError("dice.notation.drop_all", column=column, drop=amount, count=count)
