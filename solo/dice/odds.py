"""The exact distribution of an expression's total, group by group.

Groups rolling the same die the same way are merged first. A lone plain group
is a power of one die (`Distribution.repeat`; a success count is binomial);
several plain groups are one product of powers (`product_of_powers`). A
keep/drop group is counted from its kept end (`kept_distribution`) or, when
few dice are dropped, from its dropped end (`from_dropped_end`). Groups are
independent, so the total is their convolution plus the constant. An estimate
of the work (`odds_cost`) refuses expressions that would take far too long.

>>> from solo.dice.notation import parse
>>> distribution(parse("4dF")).weights
(1, 4, 10, 16, 19, 16, 10, 4, 1)
>>> distribution(parse("2d12kl1+3")).at_least(10)
Fraction(1, 4)
"""

from __future__ import annotations

from dataclasses import replace

from solo.dice.distribution import Distribution
from solo.dice.drop import from_dropped_end
from solo.dice.keep import kept_distribution
from solo.dice.notation import DiceGroup, Expression
from solo.dice.product import product_of_powers
from solo.errors import NotationError

#: The most work (about one big-integer step each) `distribution` will take on: ~1 s.
MAX_ODDS_WORK = 200_000_000


def distribution(expr: Expression) -> Distribution:
    """Return the exact distribution of the total of `expr`.

    Raises `NotationError("dice.odds.too_costly")` when the exact odds would take
    far too long (`1000d1000`, `1000d6kh500`); such an expression can still be rolled.

    >>> from solo.dice.notation import parse
    >>> distribution(parse("3d6>=5")).probabilities()[3]
    Fraction(1, 27)
    """
    if odds_cost(expr) > MAX_ODDS_WORK:
        raise NotationError("dice.odds.too_costly", expression=expr.text)
    groups = merged_groups(expr)
    result = plain_sum([group for group in groups if group.selection is None])
    for group in groups:
        if group.selection is not None:
            part = group_distribution(group)
            result = result + (part if group.sign > 0 else -part)
    return result + expr.constant


def plain_sum(groups: list[DiceGroup]) -> Distribution:
    """The signed sum of groups without keep/drop, as one product of powers.

    >>> from solo.dice.notation import parse
    >>> plain_sum(list(parse("1d6-1d4").groups)).probability(5)
    Fraction(1, 24)
    """
    if len(groups) == 1:
        single = group_distribution(groups[0])
        return single if groups[0].sign > 0 else -single
    low, parts = 0, []
    for group in groups:
        face = _face_values(group)
        face = face if group.sign > 0 else -face
        low += face.low * group.count
        parts.append((face.weights, group.count))
    return Distribution(low, product_of_powers(parts))


def group_distribution(group: DiceGroup) -> Distribution:
    """Return the distribution of one group's value (before its sign).

    >>> from solo.dice.notation import parse
    >>> group_distribution(parse("2d20kh1").groups[0]).probability(20)
    Fraction(39, 400)
    """
    values = _values(group)
    if group.selection is None:
        return _face_values(group).repeat(group.count)
    highest, keep = group.selection.kept(group.count)
    order = values[::-1] if highest else values
    from_kept, from_dropped = keep_costs(group)
    method = kept_distribution if from_kept <= from_dropped else from_dropped_end
    return method(group.count, order, keep)


def _values(group: DiceGroup) -> list[int]:
    """What each face of the group's die adds: itself, or 1/0 when counting successes."""
    faces = list(group.die.faces)
    if group.target is None:
        return faces
    compare, target = group.target.compare, group.target.value
    return [int(compare.meets(face, target)) for face in faces]


def _face_values(group: DiceGroup) -> Distribution:
    """The distribution of what one die of the group adds."""
    counts: dict[int, int] = {}
    for value in _values(group):
        counts[value] = counts.get(value, 0) + 1
    return Distribution.from_counts(counts)


def merged_groups(expr: Expression) -> list[DiceGroup]:
    """Join the groups without keep/drop that roll the same die the same way.

    `500d6+500d6` is one power of a d6, far cheaper than a convolution of two.

    >>> from solo.dice.notation import parse
    >>> [group.text for group in merged_groups(parse("2d6+1d4+3d6-1d6"))]
    ['5d6', '1d4', '1d6']
    """
    merged: dict[object, DiceGroup] = {}
    for index, group in enumerate(expr.groups):
        key: object = index if group.selection else (group.die, group.target, group.sign)
        found = merged.get(key)
        merged[key] = group if found is None else replace(found, count=found.count + group.count)
    return list(merged.values())


def odds_cost(expr: Expression) -> int:
    """Estimate the work of `distribution(expr)` (a few nanoseconds each).

    >>> from solo.dice.notation import parse
    >>> odds_cost(parse("20d6")) < odds_cost(parse("1000d6")) < MAX_ODDS_WORK
    True
    """
    groups = merged_groups(expr)
    plain = [group for group in groups if group.selection is None]
    work, length, words = _plain_cost(plain)
    for group in groups:
        if group.selection is None:
            continue
        count, sides = group.count, group.die.size
        span = sides - 1 if group.target is None else 1
        size = span * group.selection.kept(count)[1] + 1
        work += min(keep_costs(group))
        group_words = 1 + count * sides.bit_length() // 30
        work += length * size * (1 + words * group_words // 4)
        length, words = length + size - 1, words + group_words
    return work


def _plain_cost(groups: list[DiceGroup]) -> tuple[int, int, int]:
    """The work of `plain_sum`, the length of its result and its size in words."""
    length, words, terms = 1, 1, 2
    for group in groups:
        count, sides = group.count, group.die.size
        values = _values(group)
        length += (max(values) - min(values)) * count
        words += count * sides.bit_length() // 30
        terms *= 2  # each die is w (1 - x^s) / (1 - x) or q + p x
    if len(groups) == 1:
        group = groups[0]
        return length * group.count * group.die.size.bit_length() // 8, length, words
    return length * min(terms, 10**6) * words * 8 if groups else 0, length, words


def keep_costs(group: DiceGroup) -> tuple[int, int]:
    """Estimate the work of a keep/drop group from the kept end and from the dropped end.

    >>> from solo.dice.notation import parse
    >>> kept, dropped = keep_costs(parse("1000d6dl1").groups[0])
    >>> dropped < MAX_ODDS_WORK < kept
    True
    """
    count, sides = group.count, group.die.size
    span = sides - 1 if group.target is None else 1
    keep = group.selection.kept(count)[1] if group.selection else count
    drop = count - keep
    words = 1 + count * sides.bit_length() // 64  # the size of the counts being added
    steps = sides * keep * keep  # each step also costs about a microsecond of Python
    from_kept = steps * ((span * keep + 1) * words // 2 + 300)
    power = (span * count + 1) * count * sides.bit_length() // 8
    from_dropped = sides * (drop + 1) * power \
        + sides * drop * drop * ((span * count + 1) * words // 2 + 300)
    return from_kept, from_dropped
