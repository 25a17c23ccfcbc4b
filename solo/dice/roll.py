"""Roll a parsed expression with an injected generator: the rolled tree.

Each pool asks the generator for one batch of faces, pools in the order they
are written; then one batch per round of explosions and per round of rerolls,
and one die at a time for uniques (`solo.dice.pool_roll`), so faces typed by the
player are used left to right.

>>> from solo.dice.notation import parse
>>> from solo.dice.rng import ScriptedRng
>>> roll(parse("2d12kl1+3"), ScriptedRng([9, 4])).total
7
>>> roll(parse("4dF"), ScriptedRng([1, 0, -1, 1])).total
1
>>> roll(parse("1d6!"), ScriptedRng([6, 6, 2])).total
14
>>> roll(parse("{4d6, 2d10, 1d4}k1"), ScriptedRng([2, 6, 4, 2, 7, 4, 1])).faces_text()
'{[2 6 4 2], [7 4]d, [1]d}'
"""

from __future__ import annotations

from solo.dice.evaluate import Evaluator, cross_select, pool_signs
from solo.dice.pool_roll import kept_dice, roll_group
from solo.dice.results import CheckResult, DieResult, GroupRoll, Roll, RollList, SetRoll
from solo.dice.rng import Rng
from solo.dice.tree import Expression
from solo.dice.typed import one_roll

__all__ = ["CheckResult", "DieResult", "GroupRoll", "Roll", "RollList", "SetRoll", "kept_dice",
           "roll", "roll_group"]


def roll(expr: Expression, rng: Rng, comment: str = "") -> Roll:
    """Roll every pool of `expr` with `rng`, left to right, and work out the total.

    The roll's comment is its description (`/* … */`) or else `comment`.

    >>> from solo.dice.notation import parse
    >>> from solo.dice.rng import ScriptedRng
    >>> roll(parse("3d6>=5-1"), ScriptedRng([6, 2, 5])).total
    1
    >>> roll(parse("1d20+5 vs 15"), ScriptedRng([9])).check
    CheckResult(target='>=15', success=False, margin=-1)
    """
    with one_roll(rng):  # every pool, reroll and explosion of the expression: one roll
        rolled = [roll_group(pool, rng, sign)
                  for pool, sign in zip(expr.groups, pool_signs(expr.root), strict=True)]
    cross_select(expr.root, rolled)
    evaluator = Evaluator(rolled)
    value, shown = evaluator.value(expr.root)
    total = int(value // 1)
    check = None
    if expr.check is not None:
        condition = expr.check.condition
        margin = total - condition.value if condition.compare.value[0] in ">=" \
            else condition.value - total
        check = CheckResult(str(condition), condition.meets(total), margin)
    text = Expression(expr.root, expr.check).text
    return Roll(text, tuple(rolled), total, tuple(shown), check,
                expr.description or comment, sets=tuple(evaluator.sets))
