"""Read the modifiers written after a die: `r<3`, `min2`, `!`, `kh3`, `>=5f1`, `sd`.

Each modifier may be written once per pool, in any order; they always apply in
the same order (see `solo.dice.tree.Pool`). A modifier that cannot apply is an
error naming the modifier and its column.

>>> from solo.dice.notation import parse
>>> parse("4d6d").text, parse("2d20kh").text, parse("6d10r!10>=8f1").text
('4d6dl1', '2d20kh1', '6d10r=1!=10>=8f=1')
"""

from __future__ import annotations

from typing import Any

from solo.dice.limits import MAX_NUMBER
from solo.dice.tree import (
    Compare,
    Condition,
    Explode,
    Explosion,
    Keep,
    Pool,
    Reroll,
    Selection,
    Sort,
)
from solo.errors import NotationError

_DIGITS = "0123456789"
_MINUS = "-−–"  # the Unicode minus and en dash count as '-'
_COMPARES = {">=": Compare.AT_LEAST, "=>": Compare.AT_LEAST, ">": Compare.MORE,
             "<=": Compare.AT_MOST, "=<": Compare.AT_MOST, "<": Compare.LESS,
             "==": Compare.EQUAL, "=": Compare.EQUAL}
_KEEP_WORDS = {"kh": Keep.HIGHEST, "k": Keep.HIGHEST, "kl": Keep.LOWEST,
               "dh": Keep.DROP_HIGHEST, "dl": Keep.DROP_LOWEST, "d": Keep.DROP_LOWEST}


#: The error for a modifier written where it cannot go, by its first character.
MISPLACED = {
    "!": "dice.notation.misplaced.explode", "r": "dice.notation.misplaced.reroll",
    "k": "dice.notation.misplaced.keep", ">": "dice.notation.misplaced.count",
    "<": "dice.notation.misplaced.count", "=": "dice.notation.misplaced.count",
    "f": "dice.notation.misplaced.failures", "m": "dice.notation.misplaced.clamp",
    "s": "dice.notation.misplaced.sort", "x": "dice.notation.misplaced.times",
    "v": "dice.notation.misplaced.versus", "]": "dice.notation.misplaced.label",
    ")": "dice.notation.misplaced.paren",
}
#: The error for a modifier written twice on one pool, by the field it sets.
REPEATED = {
    "explode": "dice.notation.repeated.explode", "reroll": "dice.notation.repeated.reroll",
    "selection": "dice.notation.repeated.keep", "target": "dice.notation.repeated.count",
    "failure": "dice.notation.repeated.failures", "low": "dice.notation.repeated.clamp",
    "high": "dice.notation.repeated.clamp", "sort": "dice.notation.repeated.sort",
}


class Scanner:
    """Characters with one position of look-ahead; columns count from 1."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def peek(self) -> str:
        """The next character that is not a space ('' at the end)."""
        text, pos = self.text, self.pos
        char = text[pos:pos + 1]
        if not char.isspace():
            return char
        while pos < len(text) and text[pos].isspace():
            pos += 1
        self.pos = pos
        return text[pos:pos + 1]

    def column(self) -> int:
        """The column of the next character that is not a space."""
        self.peek()
        return self.pos + 1

    def digit(self) -> bool:
        """Whether a digit comes next."""
        char = self.peek()
        return bool(char) and char in _DIGITS

    def minus(self) -> bool:
        """Whether a minus sign comes next."""
        char = self.peek()
        return bool(char) and char in _MINUS

    def number(self) -> int:
        """A whole number of digits, at most `MAX_NUMBER`."""
        if not self.digit():
            raise self.unexpected()
        text = self.text
        start = end = self.pos
        while end < len(text) and text[end] in _DIGITS:
            end += 1
        self.pos = end
        value = int(text[start:end])
        if value > MAX_NUMBER:
            raise NotationError("dice.notation.too_big", column=start + 1, limit=MAX_NUMBER)
        return value

    def signed(self) -> int:
        """A whole number that may start with `+` or `-`."""
        if self.peek() == "+":
            self.pos += 1
        elif self.minus():
            self.pos += 1
            return -self.number()
        return self.number()

    def compare(self) -> Compare | None:
        """A comparison sign (`>=`, `<`, `=`…), if one comes next."""
        if self.peek() not in ("<", ">", "="):
            return None
        two = self.text[self.pos:self.pos + 2]
        word = two if two in _COMPARES else two[0]
        self.pos += len(word)
        return _COMPARES[word]

    def unexpected(self) -> NotationError:
        """The error for the next character: the feature it starts is named when known."""
        char = self.peek()
        if not char:
            return NotationError("dice.notation.incomplete", column=self.pos + 1)
        key = MISPLACED.get(char.lower())
        if key is not None:
            return NotationError(key, column=self.pos + 1)
        return NotationError("dice.notation.unexpected", column=self.pos + 1, char=char)


def read_modifiers(scanner: Scanner, pool: Pool) -> Pool:
    """Read every modifier after the die of `pool` and check they can apply."""
    failure_column = 0
    while True:
        char = scanner.peek().lower()
        reader = _READERS.get(char)
        if reader is None:
            break
        column = scanner.column()
        failure_column = column if char == "f" else failure_column
        field, value = reader(scanner, pool)
        if getattr(pool, field) is not None:
            raise NotationError(REPEATED[field], column=column)
        pool = Pool(**{**pool.__dict__, field: value})
        _check(pool, field, column)
    if pool.failure is not None and pool.target is None:
        raise NotationError("dice.notation.failure_needs", column=failure_column)
    return pool


def _condition(scanner: Scanner, default: Condition | None) -> Condition | None:
    """`>=5`, `<3`, a bare `1` (equal), or nothing (`default`)."""
    compare = scanner.compare()
    if compare is not None:
        return Condition(compare, scanner.signed())
    if scanner.digit() or scanner.minus():
        return Condition(Compare.EQUAL, scanner.signed())
    return default


def _explode(scanner: Scanner, _pool: Pool) -> tuple[str, Any]:
    scanner.pos += 1
    kind = Explosion.EXPLODE
    following = scanner.text[scanner.pos:scanner.pos + 1].lower()
    if following == "!":
        kind = Explosion.COMPOUND
        scanner.pos += 1
    elif following == "p":
        kind = Explosion.PENETRATE
        scanner.pos += 1
    return "explode", Explode(kind, _condition(scanner, None))


def _reroll(scanner: Scanner, pool: Pool) -> tuple[str, Any]:
    scanner.pos += 1
    following = scanner.text[scanner.pos:scanner.pos + 1].lower()
    once = following == "o"
    if following in ("o", "r"):
        scanner.pos += 1
    lowest = Condition(Compare.EQUAL, pool.die.low)
    condition = _condition(scanner, lowest) or lowest
    return "reroll", Reroll(condition, once)


def _keep(scanner: Scanner, pool: Pool) -> tuple[str, Any]:
    first = scanner.text[scanner.pos].lower()
    scanner.pos += 1
    second = scanner.text[scanner.pos:scanner.pos + 1].lower()
    word = first + second if second in ("h", "l") else first
    scanner.pos += len(word) - 1
    column = scanner.column()
    amount = scanner.number() if scanner.digit() else 1
    mode = _KEEP_WORDS[word]
    _check_selection(mode, amount, pool.count, column)
    return "selection", Selection(mode, amount)


def _clamp(scanner: Scanner, _pool: Pool) -> tuple[str, Any]:
    word = scanner.text[scanner.pos:scanner.pos + 3].lower()
    if word[:2] not in ("mi", "ma"):
        raise scanner.unexpected()
    scanner.pos += 3 if word in ("min", "max") else 2
    value = scanner.signed()
    return ("low" if word.startswith("mi") else "high"), value


def _success(scanner: Scanner, _pool: Pool) -> tuple[str, Any]:
    compare = scanner.compare()
    assert compare is not None
    return "target", Condition(compare, scanner.signed())


def _failure(scanner: Scanner, _pool: Pool) -> tuple[str, Any]:
    scanner.pos += 1
    condition = _condition(scanner, None)
    if condition is None:
        raise scanner.unexpected()
    return "failure", condition


def _sort(scanner: Scanner, _pool: Pool) -> tuple[str, Any]:
    scanner.pos += 1
    following = scanner.text[scanner.pos:scanner.pos + 1].lower()
    if following in ("a", "d"):
        scanner.pos += 1
    return "sort", Sort.DOWN if following == "d" else Sort.UP


_READERS = {"!": _explode, "r": _reroll, "k": _keep, "d": _keep, "m": _clamp,
            ">": _success, "<": _success, "=": _success, "f": _failure, "s": _sort}


def _check_selection(mode: Keep, amount: int, count: int, column: int) -> None:
    """Raise when a keep/drop modifier asks for more dice than the pool has."""
    keeps = mode in (Keep.HIGHEST, Keep.LOWEST)
    if amount == 0:
        raise NotationError("dice.notation.keep_zero" if keeps else "dice.notation.drop_zero",
                            column=column)
    if keeps and amount > count:
        raise NotationError("dice.notation.keep_more", column=column, keep=amount, count=count)
    if not keeps and amount >= count:
        raise NotationError("dice.notation.drop_all", column=column, drop=amount, count=count)


def _check(pool: Pool, field: str, column: int) -> None:
    """Refuse a modifier that can never apply, or that makes the roll endless."""
    faces = set(pool.die.faces) if pool.reroll is not None or pool.explode is not None \
        else set()
    if pool.reroll is not None:
        kept = {face for face in faces if not pool.reroll.condition.meets(face)}
        if not kept and not pool.reroll.once:
            raise NotationError("dice.notation.reroll_always", column=column)
        faces = faces if pool.reroll.once else kept
    if pool.low is not None and pool.high is not None and pool.low > pool.high:
        raise NotationError("dice.notation.clamp_crossed", column=column,
                            low=pool.low, high=pool.high)
    if pool.explode is not None:
        if pool.selection is not None and pool.explode.kind is not Explosion.COMPOUND:
            raise NotationError("dice.notation.explode_keep", column=column)
        if all(explodes(pool, _clamped(pool, face)) for face in faces):
            raise NotationError("dice.notation.explode_always", column=column)
    if field == "target" and pool.target is not None:
        met = [pool.target.meets(face) for face in pool.die.faces]
        if all(met) or not any(met):
            raise NotationError("dice.notation.count_pointless", column=column,
                                condition=str(pool.target), die=pool.die.label)


def _clamped(pool: Pool, face: int) -> int:
    """`face` raised to `min` and lowered to `max`."""
    if pool.low is not None:
        face = max(face, pool.low)
    if pool.high is not None:
        face = min(face, pool.high)
    return face


def explodes(pool: Pool, face: int) -> bool:
    """Whether a die of `pool` showing `face` explodes (no condition: its highest face)."""
    if pool.explode is None:
        return False
    condition = pool.explode.condition
    if condition is None:
        return face == pool.die.high
    return condition.meets(face)


def clamped(pool: Pool, face: int) -> int:
    """`face` after the pool's `min` and `max`."""
    return _clamped(pool, face)
