"""The common expressions read without the full parser: sums of plain pools and numbers.

`20d6`, `4d6kh3`, `2d20kh1+1d4-1d6`, `3d6>=5+2`, `5d{1,2,4,4}`, `4d6ro1kh3` (each die rerolled
at most once, on a number written): one regular expression reads them and builds the very
tree `solo.dice.notation` builds, writing its normalised text (`Expression.text`) as it
reads (`parse` asks `quick_expression` first). Anything else, and
anything a check of the full parser might refuse (a zero, a limit, a comparison every face
meets), is left to the full parser (`None`), which names the column of each mistake.

>>> quick_line("2d20kh1+1d4-1d6").rolls[0].text, quick_line("1d6 [fuego]")
('2d20kh1+1d4-1d6', None)
>>> quick_line("1d20+5 vs 15").rolls[0].text, quick_line("3d6 vs <=12").rolls[0].text
('1d20+5 vs 15', '3d6 vs <=12')
"""

from __future__ import annotations

import re
from functools import cache

from solo.dice.conditions import Compare, Condition
from solo.dice.limits import MAX_DICE, MAX_LENGTH, MAX_NUMBER, MAX_SIDES
from solo.dice.pool import Keep, Pool, Reroll, Selection
from solo.dice.rng import FATE, Die, custom, d
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
                      r"(?:[rR][oO](>=|<=|>|<|=)?(\d{1,4}))?"
                      r"(?:([kKdD][hHlL]?)(\d{1,4})?)?(?:(>=|<=|>|<|=)(\d{1,4}))?(?![\d.=])"
                      r"|(\d{1,7})(?![\d.]))")


def quick_line(text: str) -> Line | None:
    """The line of `text` when it is a sum of plain pools and numbers, else None."""
    expr = quick_expression(text)
    return None if expr is None else Line((expr,))


@cache
def _written() -> re.Pattern[str]:
    """One pool written as solo writes it, maybe a number added or taken away and a check:
    `20d6kh1`, `1d20+5 vs 15`, `4dF+2 vs 3`, `5d{1,2,4,4}`, `20d6>=5` (no leading zeros,
    lower case, one space each side of `vs`): the text typed is the normalised text."""
    face = r"(?:0|-?[1-9]\d{0,3})"
    return re.compile(r"([1-9]\d{0,3})d([1-9]\d{0,3}|F|\{" + face + "(?:," + face + r"){0,99}\})"
                      r"(?:(k[hl])([1-9]\d{0,3}))?(?:(>=|<=|>|<|=)(0|[1-9]\d{0,3}))?"
                      r"(?:([+-])(0|[1-9]\d{0,6}))?(?: vs (0|-?[1-9]\d{0,6}))?")


def _as_written(body: str) -> Expression | None:
    """The expression of `body` when it is written as `_written` reads, else None."""
    found = _written().fullmatch(body)
    if found is None:
        return None
    count, sides, keep, amount, compare, value, sign, number, versus = found.groups()
    many = int(count)
    if sides == "F":
        die = FATE
    elif sides[0] == "{":
        faces = sorted(map(int, sides[1:-1].split(",")))  # `custom`, without a tuple between
        die = Die(faces[0], faces[-1], f"d{sides}", tuple(faces))
    else:
        size = int(sides)
        if size > MAX_SIDES:
            return None
        die = d(size)
    selections: tuple[Selection, ...] = ()
    if keep is not None:
        kept = int(amount)
        if kept > many:
            return None
        selections = (Selection(Keep.HIGHEST if keep == "kh" else Keep.LOWEST, kept),)
    target = None
    if compare is not None:
        target = Condition(_COMPARES[compare], int(value))
        met = [target.meets(face) for face in die.faces]
        if all(met) or not any(met):
            return None
    if many > MAX_DICE:
        return None
    root: Node = Pool(many, die, selections, target)
    if sign is not None:
        constant = int(number)
        if constant > MAX_NUMBER:
            return None
        root = Binary(sign, root, Number(constant))
    check = None
    if versus is not None:
        wanted = int(versus)
        if abs(wanted) > MAX_NUMBER:
            return None
        check = Check(Condition(Compare.AT_LEAST, wanted))
    expr = Expression(root, check)
    expr.__dict__["text"] = body  # `Expression.text`: what was typed
    return expr


def quick_expression(text: str) -> Expression | None:
    """The one roll of `text` when it is a sum of plain pools and numbers, else None; its
    normalised text is written while reading (the tree need not be walked again for it)."""
    body = text.rstrip()
    if not body or not body.isascii() or len(text) > MAX_LENGTH:
        return None
    typed = _as_written(body)
    if typed is not None:
        return typed
    check = None
    checked = ""
    versus = _versus().search(body) if "s" in body or "S" in body else None
    if versus is not None:
        compare, sign, value = versus.groups()
        wanted = -int(value) if sign == "-" else int(value)
        if abs(wanted) > MAX_NUMBER:
            return None
        condition = Condition(_COMPARES[compare or ">="], wanted)
        check = Check(condition, compare is not None)
        checked = f" vs {compare or ''}{wanted}"
        body = body[:versus.start()]
    match = _term().match
    root: Node | None = None
    pos = dice = 0
    written: list[str] = []
    while pos < len(body):
        found = match(body, pos)
        if found is None or found.end() == pos:
            return None
        sign, count, sides, again, face, keep, amount, compare, value, number = found.groups()
        if root is not None and not sign:
            return None
        shown = sign if root is not None or sign == "-" else ""
        if number is not None:
            constant = int(number)
            if constant > MAX_NUMBER:
                return None
            node: Node = Number(constant)
            written.append(f"{shown}{constant}")
        else:
            many = int(count or 1)
            dice += many
            pool = _pool(many, sides, keep, amount, compare, value,
                         None if face is None else (again or "=", face))
            if pool is None:
                return None
            node = pool[0]
            written.append(shown + pool[1])
        if dice > MAX_DICE:
            return None
        root = (Negate(node) if sign == "-" else node) if root is None \
            else Binary(sign, root, node)
        pos = found.end()
    if root is None:
        return None
    expr = Expression(root, check)
    expr.__dict__["text"] = "".join(written) + checked  # `Expression.text`, worked out now
    return expr


def _pool(count: int, sides: str, keep: str | None, amount: str | None, compare: str | None,
          value: str | None, once: tuple[str, str] | None = None) -> tuple[Pool, str] | None:
    """The plain pool written and its normalised text (`Pool.text`), or None when the full
    parser must read it (or refuse it)."""
    if count < 1:
        return None
    if sides == "%":
        die, shown = d(100), "d100"
    elif sides in ("f", "F"):
        die, shown = FATE, "dF"
    elif sides.startswith("{"):  # listed faces, `d{1,2,4,4}`: written back as the parser does
        values = tuple(int(value) for value in sides[1:-1].split(","))
        shown = "d{" + ",".join(map(str, values)) + "}"
        die = custom(values, shown)
    else:
        size = int(sides)
        if not 1 <= size <= MAX_SIDES:
            return None
        die, shown = d(size), f"d{size}"
    shown = f"{count}{shown}"
    reroll = None
    if once is not None:  # `ro1`, `ro<3`: each die rerolled at most once, written before keeps
        reroll = Reroll(Condition(_COMPARES[once[0]], int(once[1])), True)
        shown = f"{shown}{reroll}"
    selections: tuple[Selection, ...] = ()
    if keep is not None:
        mode = _KEEPS[keep.lower()]
        many = int(amount) if amount else 1
        keeps = mode in (Keep.HIGHEST, Keep.LOWEST)
        if many < 1 or (many > count if keeps else many >= count):
            return None
        selections = (Selection(mode, many),)
        shown = f"{shown}{mode.value}{many}"
    target = None
    if compare is not None and value is not None:
        target = Condition(_COMPARES[compare], int(value))
        met = [target.meets(face) for face in die.faces]
        if all(met) or not any(met):
            return None
        shown = f"{shown}{compare}{target.value}"
    if reroll is not None:
        return Pool(count, die, selections, target, reroll=reroll), shown
    return Pool(count, die, selections, target), shown
