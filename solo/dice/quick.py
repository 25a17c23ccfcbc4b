"""The common expressions read without the full parser: sums of plain pools and numbers.

`20d6`, `4d6kh3`, `2d20kh1+1d4-1d6`, `3d6>=5+2`, `5d{1,2,4,4}`: one regular expression reads
them and builds the very tree `solo.dice.notation` builds. Anything else, and anything a check
of the full parser might refuse (a zero, a limit, a comparison every face meets), is
left to the full parser (`None`), which names the column of each mistake.

>>> quick_line("2d20kh1+1d4-1d6").rolls[0].text, quick_line("1d6 [fuego]")
('2d20kh1+1d4-1d6', None)
>>> quick_line("1d20+5 vs 15").rolls[0].text, quick_line("3d6 vs <=12").rolls[0].text
('1d20+5 vs 15', '3d6 vs <=12')
"""

from __future__ import annotations

import re
from functools import cache

from solo.dice.conditions import Compare, Condition
from solo.dice.limits import MAX_DICE, MAX_NUMBER, MAX_SIDES
from solo.dice.pool import Keep, Pool, Selection
from solo.dice.rng import FATE, custom, d
from solo.dice.tree import Binary, Check, Expression, Line, Negate, Node, Number

_KEEPS = {"kh": Keep.HIGHEST, "k": Keep.HIGHEST, "kl": Keep.LOWEST,
          "dh": Keep.DROP_HIGHEST, "dl": Keep.DROP_LOWEST, "d": Keep.DROP_LOWEST}
_COMPARES = {">=": Compare.AT_LEAST, ">": Compare.MORE, "<=": Compare.AT_MOST,
             "<": Compare.LESS, "=": Compare.EQUAL}


@cache
def _versus() -> re.Pattern[str]:
    """A check of the total at the end: ` vs 15`, ` vs <=12`."""
    return re.compile(r"\s[vV][sS]\s*(>=|<=|>|<|=)?\s*([+-]?)(\d{1,7})$")


@cache
def _term() -> re.Pattern[str]:
    """One signed term: a plain pool (keep/drop, a count of successes) or a number."""
    return re.compile(r"\s*([+-]?)\s*(?:(\d{0,4})[dD]"
                      r"(\d{1,4}|%|[fF]|\{-?\d{1,4}(?:,-?\d{1,4}){0,99}\})"
                      r"(?:([kKdD][hHlL]?)(\d{1,4})?)?(?:(>=|<=|>|<|=)(\d{1,4}))?(?![\d.=])"
                      r"|(\d{1,7})(?![\d.]))")


def quick_line(text: str) -> Line | None:
    """The line of `text` when it is a sum of plain pools and numbers, else None."""
    body = text.rstrip()
    if not body or not body.isascii():
        return None
    check = None
    versus = _versus().search(body) if "s" in body or "S" in body else None
    if versus is not None:
        compare, sign, value = versus.groups()
        if int(value) > MAX_NUMBER:
            return None
        condition = Condition(_COMPARES[compare or ">="], -int(value) if sign == "-" else
                              int(value))
        check = Check(condition, compare is not None)
        body = body[:versus.start()]
    term = _term()
    root: Node | None = None
    pos = dice = 0
    while pos < len(body):
        found = term.match(body, pos)
        if found is None or found.end() == pos:
            return None
        sign, count, sides, keep, amount, compare, value, number = found.groups()
        if root is not None and not sign:
            return None
        if number is not None:
            node: Node | None = Number(int(number)) if int(number) <= MAX_NUMBER else None
        else:
            dice += int(count or 1)
            node = _pool(int(count or 1), sides, keep, amount, compare, value)
        if node is None or dice > MAX_DICE:
            return None
        first = Negate(node) if sign == "-" else node
        root = first if root is None else Binary(sign, root, node)
        pos = found.end()
    return None if root is None else Line((Expression(root, check),))


def _pool(count: int, sides: str, keep: str | None, amount: str | None, compare: str | None,
          value: str | None) -> Pool | None:
    """The plain pool written, or None when the full parser must read it (or refuse it)."""
    if count < 1:
        return None
    die = d(100) if sides == "%" else FATE if sides in ("f", "F") else None
    if sides.startswith("{"):  # listed faces, `d{1,2,4,4}`: written back as the parser does
        values = tuple(int(value) for value in sides[1:-1].split(","))
        die = custom(values, "d{" + ",".join(map(str, values)) + "}")
    elif die is None:
        if not 1 <= int(sides) <= MAX_SIDES:
            return None
        die = d(int(sides))
    selections: tuple[Selection, ...] = ()
    if keep is not None:
        mode = _KEEPS[keep.lower()]
        many = int(amount) if amount else 1
        keeps = mode in (Keep.HIGHEST, Keep.LOWEST)
        if many < 1 or (many > count if keeps else many >= count):
            return None
        selections = (Selection(mode, many),)
    target = None
    if compare is not None and value is not None:
        target = Condition(_COMPARES[compare], int(value))
        met = [target.meets(face) for face in die.faces]
        if all(met) or not any(met):
            return None
    return Pool(count, die, selections, target)
