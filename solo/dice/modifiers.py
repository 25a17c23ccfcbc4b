"""Read the modifiers written after a die: `r<3`, `min2`, `!`, `kh3`, `>=5f1`, `u`, `cs`, `sd`.

Each modifier may be written once per pool (keep/drop as often as wanted), in any
order; they always apply in the same order (see `solo.dice.pool`). A modifier that
cannot apply is an error naming the modifier and its column. The spellings of
Discord dice bots are read too: `t7` (7 or more is a success), `tt9` (9 or more
counts two), `f1` after `t` (1 or less is a failure), `e6`/`ie6` (explode once /
again and again on 6 or more), and Foundry's `even`/`odd` and `r1=1` (reroll one 1).

>>> from solo.dice.notation import parse
>>> parse("4d6d").text, parse("2d20kh").text, parse("6d10r!10>=8f1").text
('4d6dl1', '2d20kh1', '6d10!=10r=1>=8f=1')
>>> parse("6d10 t7 f1").text, parse("5d10!k2").text, parse("20d20r1=1").text
('6d10>=7f<=1', '5d10!kh2', '20d20r1=1')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from solo.dice.conditions import Compare, Condition
from solo.dice.pool import (
    Explode,
    Explosion,
    Keep,
    Mark,
    Pool,
    Reroll,
    Selection,
    Sort,
    Unique,
    clamped,
    explodes,
)
from solo.dice.scanner import Scanner
from solo.errors import NotationError

_KEEP_WORDS = {"kh": Keep.HIGHEST, "k": Keep.HIGHEST, "kl": Keep.LOWEST, "km": Keep.MIDDLE,
               "dh": Keep.DROP_HIGHEST, "dl": Keep.DROP_LOWEST, "d": Keep.DROP_LOWEST}

#: The error for a modifier written twice on one pool, by the field it sets.
REPEATED = {
    "explode": "dice.notation.repeated.explode", "reroll": "dice.notation.repeated.reroll",
    "target": "dice.notation.repeated.count", "double": "dice.notation.repeated.count",
    "failure": "dice.notation.repeated.failures", "low": "dice.notation.repeated.clamp",
    "high": "dice.notation.repeated.clamp", "sort": "dice.notation.repeated.sort",
    "unique": "dice.notation.repeated.unique", "critical": "dice.notation.repeated.critical",
    "fumble": "dice.notation.repeated.critical",
}

Read = tuple[str, Any]


class _Reading:
    """What is known while a pool's modifiers are read."""

    def __init__(self) -> None:
        self.failure_column = 0
        self.bare_failure = False  # `f1` with no comparison: `=1`, or `<=1` after `t7`
        self.bot_target = False    # the successes were written `t7`/`tt9`
        self.amount_column = 0     # where the amount of the last keep/drop is written


def read_modifiers(scanner: Scanner, pool: Pool) -> Pool:
    """Read every modifier after the die of `pool` and check they can apply."""
    reading = _Reading()
    selections: list[tuple[Selection, int]] = []
    while True:
        reader = _reader(scanner)
        if reader is None:
            break
        column = scanner.column()
        field, value = reader(scanner, pool, reading)
        if field == "selections":
            selections.append((value, reading.amount_column))
            value = (*pool.selections, value)
        elif getattr(pool, field) is not None:
            raise NotationError(REPEATED[field], column=column)
        pool = Pool(**{**pool.__dict__, field: value})
        _check(pool, field, column)
    for selection, column in selections:
        _check_selection(selection, pool, column)
    if pool.failure is not None and not pool.counting:
        raise NotationError("dice.notation.failure_needs", column=reading.failure_column)
    if pool.failure is not None and reading.bare_failure and reading.bot_target:
        at_most = Condition(Compare.AT_MOST, pool.failure.value)
        pool = Pool(**{**pool.__dict__, "failure": at_most})
    return pool


def _reader(scanner: Scanner) -> Callable[[Scanner, Pool, _Reading], Read] | None:
    """The reader of the modifier that comes next, if one does."""
    char = scanner.peek().lower()
    if char in ("e", "o"):
        word = scanner.ahead(4)
        if word == "even" or word[:3] == "odd":
            return _parity
        return _explode_once if char == "e" else None
    if char == "i":
        return _explode_again if scanner.ahead(2) == "ie" else None
    if char == "c":
        return _mark if scanner.ahead(2) in ("cs", "cf") else None
    return _READERS.get(char)


def _condition(scanner: Scanner, bare: Compare = Compare.EQUAL,
               bang: bool = True) -> Condition | None:
    """`>=5`, `<3`, `<>4`, a bare `1` (read with `bare`), or nothing."""
    compare = scanner.compare(bang)
    if compare is not None:
        return Condition(compare, scanner.signed())
    if scanner.digit() or scanner.minus():
        return Condition(bare, scanner.signed())
    return None


def _explode(scanner: Scanner, _pool: Pool, _reading: _Reading) -> Read:
    scanner.pos += 1
    compound = scanner.text[scanner.pos:scanner.pos + 1] == "!"
    scanner.pos += compound
    penetrate = scanner.text[scanner.pos:scanner.pos + 1].lower() == "p"
    scanner.pos += penetrate
    once = scanner.text[scanner.pos:scanner.pos + 1].lower() == "o"
    scanner.pos += once
    kind = {(False, False): Explosion.EXPLODE, (True, False): Explosion.COMPOUND,
            (False, True): Explosion.PENETRATE,
            (True, True): Explosion.COMPOUND_PENETRATE}[compound, penetrate]
    return "explode", Explode(kind, _condition(scanner, bang=False), once)


def _explode_once(scanner: Scanner, _pool: Pool, _reading: _Reading) -> Read:
    scanner.pos += 1
    return "explode", Explode(Explosion.EXPLODE, _condition(scanner, Compare.AT_LEAST), True)


def _explode_again(scanner: Scanner, _pool: Pool, _reading: _Reading) -> Read:
    scanner.pos += 2
    return "explode", Explode(Explosion.EXPLODE, _condition(scanner, Compare.AT_LEAST))


def _reroll(scanner: Scanner, pool: Pool, _reading: _Reading) -> Read:
    scanner.pos += 1
    following = scanner.text[scanner.pos:scanner.pos + 1].lower()
    once = following == "o"
    scanner.pos += following in ("o", "r")
    most = _most(scanner, pool, following == "r") if not once else None
    if most is not None:
        return "reroll", most
    lowest = Condition(Compare.EQUAL, pool.die.low)
    return "reroll", Reroll(_condition(scanner) or lowest, once)


def _most(scanner: Scanner, pool: Pool, again: bool) -> Reroll | None:
    """Foundry's `r1=1` (reroll at most one die showing 1, once; `rr`: again and again),
    read so only where a count of successes after the reroll could never be met."""
    start = scanner.pos
    if not scanner.digit():
        return None
    amount = scanner.number()
    compare = scanner.compare(bang=True)
    if compare is None or not (scanner.digit() or scanner.minus()):
        scanner.pos = start
        return None
    condition = Condition(compare, scanner.signed())
    kept = [face for face in pool.die.faces if clamped(pool, face) != amount]
    if any(condition.meets(clamped(pool, face)) for face in kept) or not amount:
        scanner.pos = start
        return None
    return Reroll(condition, not again, amount)


def _unique(scanner: Scanner, _pool: Pool, _reading: _Reading) -> Read:
    scanner.pos += 1
    once = scanner.text[scanner.pos:scanner.pos + 1].lower() == "o"
    scanner.pos += once
    return "unique", Unique(_condition(scanner), once)


def _keep(scanner: Scanner, _pool: Pool, reading: _Reading) -> Read:
    first = scanner.text[scanner.pos].lower()
    scanner.pos += 1
    second = scanner.text[scanner.pos:scanner.pos + 1].lower()
    word = first + second if first + second in _KEEP_WORDS else first
    scanner.pos += len(word) - 1
    reading.amount_column = scanner.column()
    amount = scanner.number() if scanner.digit() else 1
    return "selections", Selection(_KEEP_WORDS[word], amount)


def _clamp(scanner: Scanner, _pool: Pool, _reading: _Reading) -> Read:
    word = scanner.text[scanner.pos:scanner.pos + 3].lower()
    if word[:2] not in ("mi", "ma"):
        raise scanner.unexpected()
    scanner.pos += 3 if word in ("min", "max") else 2
    value = scanner.signed()
    return ("low" if word.startswith("mi") else "high"), value


def _success(scanner: Scanner, _pool: Pool, _reading: _Reading) -> Read:
    compare = scanner.compare()
    assert compare is not None
    return "target", Condition(compare, scanner.signed())


def _bot_target(scanner: Scanner, _pool: Pool, reading: _Reading) -> Read:
    double = scanner.ahead(2) == "tt"
    scanner.pos += 1 + double
    reading.bot_target = True
    condition = _condition(scanner, Compare.AT_LEAST)
    if condition is None:
        raise scanner.unexpected()
    return ("double" if double else "target"), condition


def _parity(scanner: Scanner, _pool: Pool, _reading: _Reading) -> Read:
    even = scanner.ahead(4) == "even"
    scanner.pos += 4 if even else 3
    return "target", Condition(Compare.EVEN if even else Compare.ODD, 0)


def _failure(scanner: Scanner, _pool: Pool, reading: _Reading) -> Read:
    reading.failure_column = scanner.column()
    scanner.pos += 1
    reading.bare_failure = scanner.peek() not in ("<", ">", "=", "!")
    condition = _condition(scanner)
    if condition is None:
        raise scanner.unexpected()
    return "failure", condition


def _mark(scanner: Scanner, _pool: Pool, _reading: _Reading) -> Read:
    word = scanner.ahead(2)
    scanner.pos += 2
    return ("critical" if word == "cs" else "fumble"), Mark(_condition(scanner))


def _sort(scanner: Scanner, _pool: Pool, _reading: _Reading) -> Read:
    scanner.pos += 1
    following = scanner.text[scanner.pos:scanner.pos + 1].lower()
    if following in ("a", "d"):
        scanner.pos += 1
    return "sort", Sort.DOWN if following == "d" else Sort.UP


_READERS: dict[str, Callable[[Scanner, Pool, _Reading], Read]] = {
    "!": _explode, "r": _reroll, "k": _keep, "d": _keep, "m": _clamp, ">": _success,
    "<": _success, "=": _success, "f": _failure, "s": _sort, "u": _unique, "t": _bot_target}


def _check_selection(selection: Selection, pool: Pool, column: int) -> None:
    """Raise when a keep/drop modifier asks for more dice than the pool has."""
    keeps = selection.mode in (Keep.HIGHEST, Keep.LOWEST, Keep.MIDDLE)
    amount, count = selection.amount, pool.count
    if amount == 0:
        raise NotationError("dice.notation.keep_zero" if keeps else "dice.notation.drop_zero",
                            column=column)
    if pool.grows:  # explosions may bring the dice it asks for
        return
    if keeps and amount > count:
        raise NotationError("dice.notation.keep_more", column=column, keep=amount, count=count)
    if not keeps and amount >= count:
        raise NotationError("dice.notation.drop_all", column=column, drop=amount, count=count)


def _check(pool: Pool, field: str, column: int) -> None:
    """Refuse a modifier that can never apply, or that makes the roll endless."""
    values = {clamped(pool, face) for face in pool.die.faces}
    reroll = pool.reroll
    if reroll is not None and not reroll.once and reroll.most is None \
            and all(reroll.condition.meets(value) for value in values):
        raise NotationError("dice.notation.reroll_always", column=column)
    if pool.low is not None and pool.high is not None and pool.low > pool.high:
        raise NotationError("dice.notation.clamp_crossed", column=column,
                            low=pool.low, high=pool.high)
    explode = pool.explode
    if explode is not None and not explode.once \
            and all(explodes(pool, value) for value in values):
        raise NotationError("dice.notation.explode_always", column=column)
    unique = pool.unique
    if unique is not None and not unique.once and len(values) < pool.count \
            and all(unique.condition is None or unique.condition.meets(value)
                    for value in values):
        raise NotationError("dice.notation.unique_impossible", column=column,
                            count=pool.count, faces=len(values))
    if field in ("target", "double") and getattr(pool, field) is not None:
        condition: Condition = getattr(pool, field)
        met = [condition.meets(face) for face in pool.die.faces]
        if all(met) or not any(met):
            raise NotationError("dice.notation.count_pointless", column=column,
                                condition=str(condition), die=pool.die.label)
