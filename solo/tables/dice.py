"""Roll a table's dice and know every total it can give, exactly.

Tables take their dice from the project's dice notation (`solo.dice`): the
`dice` field of a table and every inline `{1d6}` in a row's text is any
expression the notation reads (`1d12`, `2d6+1`, `4dF`, `2d20kh1`, `d%`).
This module is the one seam between tables and the dice package: it asks
for the exact distribution of an expression (the totals a table's rows must
cover, those with a chance above zero) and rolls it with an injected `Rng`.
Most tables roll plain dice (`1d20`, `2d6`): those are read, rolled and
bounded here without the notation's parser (the same `Rng.roll` of the same
die, so the same faces and total), which is imported for anything else.

>>> sorted(totals("1d4"))
[1, 2, 3, 4]
>>> totals("2d6")[7]
Fraction(1, 6)
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

from solo.dice.rng import d
from solo.errors import SoloError

if TYPE_CHECKING:  # a draw rolls; only what tabulates odds imports them (and fractions)
    from fractions import Fraction

    from solo.dice.notation import Expression
    from solo.dice.rng import Rng
    from solo.dice.tree import Node, Pool

PLAIN_MOST_DICE = 99
"""The most dice (`NdM`) of a roll read without the notation's parser (far below its limits)."""
PLAIN_MOST_SIDES = 999
"""The most sides of a die read without the notation's parser."""


def plain_dice(text: str) -> tuple[int, int] | None:
    """`(count, sides)` of plain dice written `NdM` or `dM` (no space, no sign, no leading
    zero), else None: anything else is read by the notation's parser.

    >>> plain_dice("1d20"), plain_dice("d%"), plain_dice("2d6+1"), plain_dice("01d6")
    ((1, 20), None, None, None)
    """
    count, letter, sides = text.partition("d")
    if not letter or not _number(sides, PLAIN_MOST_SIDES):
        return None
    if count and not _number(count, PLAIN_MOST_DICE):
        return None
    return (int(count) if count else 1), int(sides)


def _number(text: str, most: int) -> bool:
    return (text.isascii() and text.isdigit() and text[0] != "0"
            and int(text) <= most)


def totals(text: str) -> Mapping[int, Fraction]:
    """Return each total the expression can give and its exact probability.

    >>> totals("1dF")[0]
    Fraction(1, 3)
    """
    from solo.dice.notation import parse
    from solo.dice.odds import distribution

    chances = distribution(parse(text)).probabilities()
    return {total: chance for total, chance in sorted(chances.items()) if chance > 0}


#: The most dice groups, dice and faces per die a sum may have to take the quick way in
#: `faces` (its odds are then far cheaper than `solo.dice.odds.MAX_ODDS_WORK`: a test checks).
QUICK_GROUPS = 2
QUICK_DICE = 100
QUICK_FACES = 100


def faces(text: str) -> tuple[int, ...]:
    """Each total the expression can give, lowest first (those `totals` gives).

    A sum of plain dice and numbers (`1d20`, `2d6+1`, `4dF`, `1d6-1d4`) gives
    every whole number between its lowest and highest total, so a small one has
    its totals known without working out its odds (nor importing `fractions`);
    any other expression (keep/drop, explosions, listed faces, products, many
    groups) has its odds worked out, and raises if they cannot be.

    >>> faces("2d6+1"), faces("1dF")
    ((3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13), (-1, 0, 1))
    >>> faces("2d{1,3}"), faces("3d6")
    ((2, 4, 6), (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18))
    """
    plain = plain_dice(text)
    if plain is not None:
        count, sides = plain
        return tuple(range(count, count * sides + 1))
    from solo.dice.bounds import bounds

    root = _parsed(text).root
    pools: list[Pool] = []
    if not _plain_sum(root, pools) or len(pools) > QUICK_GROUPS \
            or sum(pool.count for pool in pools) > QUICK_DICE:
        return tuple(totals(text))
    low, high = bounds(root)
    return tuple(range(low, high + 1))


def _plain_sum(node: Node, pools: list[Pool]) -> bool:
    """Whether `node` is a sum of plain dice and numbers (its pools added to `pools`)."""
    from solo.dice.tree import Binary, Negate, Number, Paren, Pool

    if isinstance(node, Number):
        return True
    if isinstance(node, Paren):
        return _plain_sum(node.inner, pools)
    if isinstance(node, Negate):
        return _plain_sum(node.operand, pools)
    if isinstance(node, Binary):
        return node.op in "+-" and _plain_sum(node.left, pools) and _plain_sum(node.right, pools)
    if (isinstance(node, Pool) and node.plain and not node.selections
            and not node.counting and node.die.high - node.die.low < QUICK_FACES):
        pools.append(node)
        return True
    return False


def roll_total(text: str, rng: Rng) -> int:
    """Roll the expression with `rng` and return its total.

    >>> from solo.dice.rng import ScriptedRng
    >>> roll_total("2d6+1", ScriptedRng([3, 4])), roll_total("2d6", ScriptedRng([3, 4]))
    (8, 7)
    """
    plain = plain_dice(text)
    if plain is not None:  # what `roll` does with one plain pool: one `Rng.roll` of its dice
        count, sides = plain
        return sum(rng.roll(d(sides), count))
    from solo.dice.roll import roll

    return roll(_parsed(text), rng).total


@lru_cache(maxsize=512)
def _parsed(text: str) -> Expression:
    """The expression of `text`, read once (tables roll the same few expressions often)."""
    from solo.dice.notation import parse

    return parse(text)


def dice_in(text: str) -> int:
    """How many dice one roll of the expression throws.

    >>> dice_in("2d6+1d4+3"), dice_in("1000dF")
    (3, 1000)
    """
    plain = plain_dice(text)
    if plain is not None:
        return plain[0]
    from solo.dice.notation import dice_count

    return dice_count(_parsed(text))


def widest(text: str) -> int:
    """The most characters a total of the expression can take when written (a bound).

    >>> widest("1d6"), widest("4dF"), widest("2d6+10")
    (1, 2, 2)
    """
    plain = plain_dice(text)
    if plain is not None:
        return len(str(plain[0] * plain[1]))
    from solo.dice.bounds import bounds

    low, high = bounds(_parsed(text).root)
    reach, negative = max(abs(low), abs(high)), low < 0
    return len(str(reach)) + (1 if negative else 0)


def check(text: str, *, odds: bool = True) -> str | None:
    """Return None if the expression is usable, else the error's message key.

    With `odds=False` it only has to be readable (inline dice are rolled,
    never tabulated); otherwise its exact distribution must be computable.

    >>> check("1d6"), check("banana") is not None
    (None, True)
    """
    try:
        if odds:
            faces(text)
        elif plain_dice(text) is None:
            _parsed(text)
    except SoloError as error:
        return error.key
    return None
