"""Roll one pool with an injected generator, its modifiers in their fixed order.

The pool's dice are asked for in one batch; then one batch per round of
explosions (the dice that exploded in the last round), one batch per round of
rerolls (the dice still to reroll), and one die at a time for `u` (each die
checked against the dice before it): faces typed by the player are used in
that order.

1. Each face is raised to `min` and lowered to `max` (every face, new ones too).
2. Explode: a die meeting the condition (by default its highest face) adds a die:
   a new one in the pool (`!`, `!p`: one less), or onto the same die (`!!`, `!!p`);
   the new die may explode in turn (`o`: only once), at most `MAX_EXPLOSIONS` in a row.
3. Reroll: a die whose face (a compounded die: its total) meets the condition is
   rolled again: `r` until it does not (at most `MAX_REROLLS` times), `ro` once; a
   rerolled die does not explode. `r1=1` rerolls only the first die that meets it.
4. Unique: a die showing what an earlier die shows is rolled again (`uo` once).
5. Keep/drop, 6. count successes and failures, 7. mark criticals, 8. sort.

>>> from solo.dice.notation import parse
>>> from solo.dice.rng import ScriptedRng
>>> roll_group(parse("5d10!k2").groups[0], ScriptedRng([10, 3, 7, 2, 9, 10, 4])).value
20
>>> roll_group(parse("2d6!r1").groups[0], ScriptedRng([6, 2, 1, 5])).faces
(6, 5, 2)
"""

from __future__ import annotations

from solo.dice import limits
from solo.dice.conditions import Condition
from solo.dice.pool import PENETRATING, Pool, Selection, Sort, clamped, explodes, marks, window
from solo.dice.results import DieResult, GroupRoll
from solo.dice.rng import Rng


class _Die:
    """A die being worked out: its faces, what it shows, what happened to it."""

    __slots__ = ("capped", "exploded", "faces", "less", "rerolled", "value")

    def __init__(self, faces: list[int], value: int, less: int) -> None:
        self.faces = faces
        self.value = value
        self.less = less  # what penetration takes away from its next face
        self.rerolled: list[int] = []
        self.exploded = False
        self.capped = False

    def natural(self) -> int:
        """What a reroll looks at: the face (a compounded die: its total, less its
        penetration)."""
        return self.value + self.less if len(self.faces) == 1 else self.value

    def replace(self, pool: Pool, face: int) -> None:
        """Roll it again: the old face (or total) goes to `rerolled`."""
        self.rerolled.append(self.faces[0] if len(self.faces) == 1 else self.value)
        self.faces = [face]
        self.value = clamped(pool, face) - self.less


def roll_group(pool: Pool, rng: Rng, sign: int = 1) -> GroupRoll:
    """Roll one pool: its dice, explosions, rerolls and uniques; then keep, count, mark, sort."""
    dice = _exploded(pool, rng, list(rng.roll(pool.die, pool.count)))
    if pool.reroll is not None:
        _reroll(pool, rng, dice)
    if pool.unique is not None:
        _unique(pool, rng, dice)
    values = tuple(die.value for die in dice)
    kept = kept_dice(values, pool.selections)
    score = pool.score()
    critical, fumble = marks(pool)
    results = [DieResult(die.value, tuple(die.faces), tuple(die.rerolled), keep, die.exploded,
                         score(die.value) if pool.counting and keep else 0,
                         _mark(die.value, critical, fumble), die.capped, _clamp(pool, die.faces))
               for die, keep in zip(dice, kept, strict=True)]
    if pool.sort is not None:
        results.sort(key=lambda result: result.value, reverse=pool.sort is Sort.DOWN)
    value = sum(result.counted if pool.counting else result.value
                for result in results if result.kept)
    return GroupRoll(pool.text, pool.die, tuple(results), value, sign, pool.counting, pool.label)


def _exploded(pool: Pool, rng: Rng, faces: list[int]) -> list[_Die]:
    """The pool's dice after its explosions, in order (a die, then the dice it added)."""
    chains = [[face] for face in faces]
    explode = pool.explode
    capped: set[int] = set()
    if explode is not None:
        pending = [index for index, chain in enumerate(chains)
                   if explodes(pool, clamped(pool, chain[0]))]
        for _ in range(1 if explode.once else limits.MAX_EXPLOSIONS):
            if not pending:
                break
            for index, face in zip(pending, rng.roll(pool.die, len(pending)), strict=True):
                chains[index].append(face)
            pending = [] if explode.once else \
                [index for index in pending if explodes(pool, clamped(pool, chains[index][-1]))]
        capped = set(pending)
    less = 1 if explode is not None and explode.kind in PENETRATING else 0
    if explode is None or explode.apart:
        dice = []
        for index, chain in enumerate(chains):
            for depth, face in enumerate(chain):
                die = _Die([face], clamped(pool, face) - (less if depth else 0),
                           less if depth else 0)
                die.exploded = depth < len(chain) - 1
                die.capped = index in capped and depth == len(chain) - 1
                dice.append(die)
        return dice
    dice = []
    for index, chain in enumerate(chains):
        die = _Die(chain, sum(clamped(pool, face) for face in chain) - less * (len(chain) - 1),
                   0)
        die.exploded = len(chain) > 1
        die.capped = index in capped
        dice.append(die)
    return dice


def _reroll(pool: Pool, rng: Rng, dice: list[_Die]) -> None:
    """Roll again the dice that meet the reroll condition (a capped die stays as it is)."""
    reroll = pool.reroll
    assert reroll is not None
    condition = reroll.condition
    chosen = [index for index, die in enumerate(dice)
              if condition.meets(die.natural())][:reroll.most]
    for _ in range(1 if reroll.once else limits.MAX_REROLLS):
        if not chosen:
            break
        for index, face in zip(chosen, rng.roll(pool.die, len(chosen)), strict=True):
            dice[index].replace(pool, face)
        chosen = [index for index in chosen if condition.meets(dice[index].natural())]
    for index in chosen if not reroll.once else ():
        dice[index].capped = True


def _unique(pool: Pool, rng: Rng, dice: list[_Die]) -> None:
    """Roll again each die that shows what an earlier die shows, one die at a time."""
    unique = pool.unique
    assert unique is not None
    condition = unique.condition
    seen: set[int] = set()
    for die in dice:
        tries = 0
        while die.value in seen and (condition is None or condition.meets(die.value)):
            if tries == (1 if unique.once else limits.MAX_REROLLS):
                die.capped = not unique.once
                break
            die.replace(pool, rng.roll(pool.die, 1)[0])
            tries += 1
        seen.add(die.value)


def _clamp(pool: Pool, faces: list[int]) -> int:
    """1 when `min` raised one of `faces`, -1 when `max` lowered one (0: neither)."""
    if pool.low is not None and min(faces) < pool.low:
        return 1
    if pool.high is not None and max(faces) > pool.high:
        return -1
    return 0


def _mark(value: int, critical: Condition | None, fumble: Condition | None) -> int:
    if critical is not None and critical.meets(value):
        return 1
    if fumble is not None and fumble.meets(value):
        return -1
    return 0


def kept_dice(values: tuple[int, ...], selections: tuple[Selection, ...]) -> tuple[bool, ...]:
    """Mark which values the keep/drop modifiers keep: the dice are ranked from the highest
    value (ties: the earlier die ranks higher) and each modifier looks at the whole pool.

    >>> from solo.dice.notation import parse
    >>> kept_dice((3, 6, 3, 1), parse("4d6kh3").groups[0].selections)
    (True, True, True, False)
    >>> kept_dice((3, 6, 3, 1), parse("4d6kl1").groups[0].selections)
    (False, False, False, True)
    >>> kept_dice((4, 4, 4, 4), parse("4d4dh1dl1").groups[0].selections)
    (False, True, True, False)
    """
    start, stop = window(selections, len(values))
    ranked = sorted(range(len(values)), key=lambda index: (-values[index], index))
    chosen = set(ranked[start:stop])
    return tuple(index in chosen for index in range(len(values)))
