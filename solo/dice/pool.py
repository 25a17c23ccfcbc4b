"""A pool of dice and its modifiers, as written after the die: `4d6kh3`, `6d10!r1>=8f1`.

The modifiers always apply in one order, whatever order they are written in (the
order of the Lonelog dice add-on): `min`/`max` (each die), explode, reroll, unique,
keep/drop, count successes and failures, mark criticals, sort.

>>> from solo.dice.rng import d
>>> pool = Pool(2, d(12), selections=(Selection(Keep.LOWEST, 1),))
>>> pool.text, pool.window(2)
('2d12kl1', (1, 2))
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from solo.dice.conditions import Compare, Condition
from solo.dice.rng import FATE, Die
from solo.record import record


class Keep(enum.Enum):
    """Which dice of a pool count: keep or drop the highest or lowest, keep the middle."""

    HIGHEST = "kh"
    LOWEST = "kl"
    DROP_HIGHEST = "dh"
    DROP_LOWEST = "dl"
    MIDDLE = "km"


@record
class Selection:
    """A keep/drop modifier: `kh3`, `kl1`, `dl1`, `km2`..."""

    mode: Keep
    amount: int

    def window(self, count: int) -> tuple[int, int]:
        """The ranks it keeps of `count` dice, from the highest (rank 0): `[start, stop)`.

        `km` leaves out as many high dice as low ones; when they cannot be split evenly
        the extra one left out is a low one.

        >>> Selection(Keep.DROP_LOWEST, 1).window(4), Selection(Keep.MIDDLE, 1).window(4)
        ((0, 3), (1, 2))
        """
        amount = min(self.amount, count)
        if self.mode is Keep.HIGHEST:
            return 0, amount
        if self.mode is Keep.LOWEST:
            return count - amount, count
        if self.mode is Keep.DROP_HIGHEST:
            return amount, count
        if self.mode is Keep.DROP_LOWEST:
            return 0, count - amount
        high = (count - amount) // 2
        return high, high + amount

    def __str__(self) -> str:
        return f"{self.mode.value}{self.amount}"


def window(selections: tuple[Selection, ...], count: int) -> tuple[int, int]:
    """The ranks every selection keeps (each looks at the whole pool): `[start, stop)`.

    >>> window((Selection(Keep.DROP_HIGHEST, 1), Selection(Keep.DROP_LOWEST, 2)), 4)
    (1, 2)
    >>> window((Selection(Keep.HIGHEST, 1), Selection(Keep.DROP_HIGHEST, 1)), 3)
    (1, 1)
    """
    start, stop = 0, count
    for selection in selections:
        first, last = selection.window(count)
        start, stop = max(start, first), min(stop, last)
    return start, max(start, stop)


class Explosion(enum.Enum):
    """How a die that meets its explosion condition adds another die."""

    EXPLODE = "!"       # another die joins the pool
    COMPOUND = "!!"     # another die adds to the same die
    PENETRATE = "!p"    # another die joins the pool, one less
    COMPOUND_PENETRATE = "!!p"  # another die adds to the same die, one less


#: The explosions whose new dice join the pool (the others add to the die that exploded).
APART = (Explosion.EXPLODE, Explosion.PENETRATE)
#: The explosions whose new dice count one less.
PENETRATING = (Explosion.PENETRATE, Explosion.COMPOUND_PENETRATE)


@record
class Explode:
    """An explosion modifier; no condition means the die's highest face; `once`: a new
    die does not explode in turn (`!o`, and `e6` of Discord bots)."""

    kind: Explosion
    condition: Condition | None = None
    once: bool = False

    @property
    def apart(self) -> bool:
        """Whether the new dice join the pool as dice of their own."""
        return self.kind in APART

    def __str__(self) -> str:
        return f"{self.kind.value}{'o' if self.once else ''}{self.condition or ''}"


@record
class Reroll:
    """A reroll modifier: `r<3` rerolls until the face is 3 or more, `ro<3` only once.

    `most`: only the first so many dice that meet it are rerolled (`r1=1`, Foundry's
    "reroll one 1"); it is written `r` for once and `rr` for again and again.
    """

    condition: Condition
    once: bool = False
    most: int | None = None

    def __str__(self) -> str:
        if self.most is not None:
            return f"{'r' if self.once else 'rr'}{self.most}{self.condition}"
        return f"{'ro' if self.once else 'r'}{self.condition}"


@record
class Unique:
    """Reroll a die that shows what an earlier die shows (`u`), once (`uo`), or only when
    the repeated face meets a condition (`u=5`)."""

    condition: Condition | None = None
    once: bool = False

    def __str__(self) -> str:
        return f"{'uo' if self.once else 'u'}{self.condition or ''}"


@record
class Mark:
    """A critical marker (`cs`, `cf`): it changes no total, only how the dice are shown.
    Without a condition it marks the die's highest face (`cs`) or its lowest (`cf`)."""

    condition: Condition | None = None

    def __str__(self) -> str:
        return str(self.condition or "")


class Sort(enum.Enum):
    """Show the dice in order (only how they are shown)."""

    UP = "s"
    DOWN = "sd"


@record
class Pool:
    """`count` dice of one kind and what is done with them (see the module)."""

    count: int
    die: Die
    selections: tuple[Selection, ...] = ()
    target: Condition | None = None
    failure: Condition | None = None
    double: Condition | None = None
    explode: Explode | None = None
    reroll: Reroll | None = None
    unique: Unique | None = None
    low: int | None = None
    high: int | None = None
    critical: Mark | None = None
    fumble: Mark | None = None
    sort: Sort | None = None
    label: str = ""

    @property
    def counting(self) -> bool:
        """Whether the pool counts successes instead of adding faces."""
        return self.target is not None or self.double is not None

    @property
    def plain(self) -> bool:
        """Whether only keep/drop and success counting change the faces' sum."""
        return (self.explode, self.reroll, self.unique, self.low, self.high) \
            == (None, None, None, None, None) and not self.die.values

    @property
    def listed(self) -> bool:
        """Whether it is a plain pool but for its die's listed faces (`5d{1,2,4,4}`)."""
        return (self.explode, self.reroll, self.unique, self.low, self.high) \
            == (None, None, None, None, None) and bool(self.die.values)

    @property
    def bare(self) -> bool:
        """Whether each die shows one of its faces, all equally likely (`u` may reroll it)."""
        return (self.explode, self.reroll, self.low, self.high) == (None, None, None, None) \
            and len(set(self.die.faces)) == self.die.size

    @property
    def grows(self) -> bool:
        """Whether explosions add dice to the pool."""
        return self.explode is not None and self.explode.apart

    def window(self, count: int) -> tuple[int, int]:
        """The ranks of `count` dice its keep/drop modifiers keep, from the highest."""
        return window(self.selections, count)

    def score(self) -> Callable[[int], int]:
        """What a die's value adds: itself, or its successes (`tt`: two) less its failures.

        >>> from solo.dice.notation import parse
        >>> score = parse("6d10 t7 tt10 f1").groups[0].score()
        >>> [score(face) for face in (1, 5, 7, 10)]
        [-1, 0, 1, 2]
        """
        target, double, failure = self.target, self.double, self.failure
        if target is None and double is None:
            return _same
        return lambda value: (2 if double is not None and double.meets(value)
                              else int(target is not None and target.meets(value))) \
            - int(failure is not None and failure.meets(value))

    @property
    def text(self) -> str:
        """The pool as written (`2d12kl1`, `4dF`, `3d6>=5`, `6d10!r=1>=8f=1`)."""
        if self.plain and not self.label and (self.failure, self.double, self.critical,
                                              self.fumble, self.sort) == (None,) * 5:
            extra = "".join(str(selection) for selection in self.selections)
            return f"{self.count}{die_text(self.die)}{extra}{self.target or ''}"
        # a target right after a bare `!` would read as the explosion's own: written first
        first = self.target if self.explode is not None and self.explode.condition is None \
            and (self.reroll, self.unique, self.selections) == (None, None, ()) else None
        parts = [self.low is not None and f"min{self.low}",
                 self.high is not None and f"max{self.high}", first, self.explode, self.reroll,
                 self.unique, *self.selections, None if first else self.target,
                 self.double and f"tt{self.double}", self.failure and f"f{self.failure}",
                 self.critical and f"cs{self.critical}", self.fumble and f"cf{self.fumble}",
                 self.sort and self.sort.value]
        extra = "".join(str(part) for part in parts if part)
        label = f"[{self.label}]" if self.label else ""
        return f"{self.count}{die_text(self.die)}{extra}{label}"


def face_values(group: Pool) -> list[int]:
    """What each face of the pool's die adds (lowest face first): itself, or its successes."""
    score = group.score()
    return [score(face) for face in group.die.faces]


def _same(value: int) -> int:
    return value


def die_text(die: Die) -> str:
    """How a die is written: `d6`, `dF`, `dF.1`, `d{1,2,4,4}`, `d100` for `d%`.

    >>> from solo.dice.rng import d
    >>> die_text(d(100)), die_text(FATE)
    ('d100', 'dF')
    """
    if die == FATE or die.label.startswith(("dF", "d{")):
        return die.label
    return f"d{die.high}"


def explodes(pool: Pool, value: int) -> bool:
    """Whether a die of `pool` showing `value` explodes (no condition: its highest face)."""
    if pool.explode is None:
        return False
    condition = pool.explode.condition
    if condition is None:
        return value == pool.die.high
    return condition.meets(value)


def clamped(pool: Pool, face: int) -> int:
    """`face` raised to `min` and lowered to `max`."""
    if pool.low is not None:
        face = max(face, pool.low)
    if pool.high is not None:
        face = min(face, pool.high)
    return face


def marks(pool: Pool) -> tuple[Condition | None, Condition | None]:
    """The conditions of the critical success and failure markers (defaults filled in).

    >>> from solo.dice.notation import parse
    >>> [str(mark) for mark in marks(parse("2d20cscf<3").groups[0])]
    ['=20', '<3']
    """
    critical, fumble = pool.critical, pool.fumble
    return (None if critical is None else
            critical.condition or Condition(Compare.EQUAL, pool.die.high),
            None if fumble is None else fumble.condition or Condition(Compare.EQUAL, pool.die.low))
