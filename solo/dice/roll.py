"""Roll a parsed expression with an injected generator: the rolled tree.

Each pool asks the generator for one batch of faces, pools in the order they
are written; then one batch per round of rerolls and per round of explosions,
so faces typed by the player are used left to right.

>>> from solo.dice.notation import parse
>>> from solo.dice.rng import ScriptedRng
>>> roll(parse("2d12kl1+3"), ScriptedRng([9, 4])).total
7
>>> roll(parse("4dF"), ScriptedRng([1, 0, -1, 1])).total
1
>>> roll(parse("1d6!"), ScriptedRng([6, 6, 2])).total
14
"""

from __future__ import annotations

from dataclasses import field, replace
from typing import Any

from solo.dice.limits import MAX_EXPLOSIONS, MAX_REROLLS
from solo.dice.modifiers import clamped, explodes
from solo.dice.rng import Die, Rng
from solo.dice.tree import (
    Binary,
    Explosion,
    Expression,
    Negate,
    Node,
    Number,
    Paren,
    Pool,
    Selection,
    Sort,
)
from solo.dice.typed import one_roll
from solo.errors import NotationError
from solo.record import record

_FATE_SYMBOLS = {1: "+", 0: "0", -1: "-"}


@record
class DieResult:
    """One die of a pool: what it adds and the faces behind it."""

    value: int
    faces: tuple[int, ...]
    rerolled: tuple[int, ...] = ()
    kept: bool = True
    exploded: bool = False
    counted: int = 0

    def to_json(self) -> dict[str, Any]:
        """The die as JSON data."""
        return {"value": self.value, "faces": list(self.faces), "rerolled": list(self.rerolled),
                "kept": self.kept, "exploded": self.exploded, "counted": self.counted}


@record
class GroupRoll:
    """One rolled pool: every die, which ones count, and its value."""

    text: str
    die: Die
    dice: tuple[DieResult, ...]
    value: int
    sign: int = 1
    counting: bool = False
    label: str = ""

    @property
    def faces(self) -> tuple[int, ...]:
        """What each die adds, in the order shown."""
        return tuple(result.value for result in self.dice)

    @property
    def kept(self) -> tuple[bool, ...]:
        """Whether each die counts."""
        return tuple(result.kept for result in self.dice)

    @property
    def signed_value(self) -> int:
        """The value with its sign in the sum."""
        return self.sign * self.value

    @property
    def fate(self) -> bool:
        """Whether the dice are Fate dice (shown `+ 0 -`)."""
        return self.die.label.startswith("dF")

    def die_text(self, result: DieResult) -> str:
        """One die as the journal writes it: `6!`, `~2~`, `6+6+3`, `(1)4` after a reroll."""
        if self.fate:
            word = "".join(_FATE_SYMBOLS[face] for face in result.faces)
        elif len(result.faces) > 1:
            word = "+".join(str(face) for face in result.faces)
        else:
            word = str(result.value)
        word = "".join(f"({face})" for face in result.rerolled) + word
        word += "!" if result.exploded else ""
        return word if result.kept else f"~{word}~"

    def faces_text(self) -> str:
        """Write the dice: `+0-+` for Fate dice, `~9~ 4` with dropped dice struck.

        >>> from solo.dice.notation import parse
        >>> from solo.dice.rng import ScriptedRng
        >>> roll(parse("2d12kl1"), ScriptedRng([9, 4])).groups[0].faces_text()
        '~9~ 4'
        """
        words = [self.die_text(result) for result in self.dice]
        return ("" if self.fate else " ").join(words)

    def to_json(self) -> dict[str, Any]:
        """The pool as JSON data."""
        return {"text": self.text, "die": self.die.label, "faces": list(self.faces),
                "kept": list(self.kept), "value": self.value, "sign": self.sign,
                "label": self.label, "dice": [result.to_json() for result in self.dice]}


@record
class CheckResult:
    """A total against a target (`vs`): whether it succeeded and by how much."""

    target: str
    success: bool
    margin: int

    def to_json(self) -> dict[str, Any]:
        """`{"target", "success", "margin"}`."""
        return {"target": self.target, "success": self.success, "margin": self.margin}


@record
class Roll:
    """A rolled expression: its pools, how it reads with them, its total."""

    expression: str
    groups: tuple[GroupRoll, ...]
    total: int
    shown: tuple[str | int, ...] = ()
    check: CheckResult | None = None
    comment: str = ""
    exit_code: int = field(default=0, repr=False)

    @property
    def faces(self) -> tuple[int, ...]:
        """What every die adds, pool by pool."""
        return tuple(face for group in self.groups for face in group.faces)

    def faces_text(self) -> str:
        """The expression with each pool's dice in its place: `[3 5] - [2] + 1`.

        >>> from solo.dice.notation import parse
        >>> from solo.dice.rng import ScriptedRng
        >>> roll(parse("2d6-1d4+1"), ScriptedRng([3, 5, 2])).faces_text()
        '[3 5] - [2] + 1'
        """
        return "".join(f"[{self.groups[part].faces_text()}]" if isinstance(part, int)
                       else part for part in self.shown)

    def to_json(self) -> dict[str, Any]:
        """The roll as JSON data: expression, faces, total, groups, check and comment."""
        data: dict[str, Any] = {"expression": self.expression, "faces": list(self.faces),
                                "total": self.total,
                                "groups": [group.to_json() for group in self.groups]}
        if self.check is not None:
            data["check"] = self.check.to_json()
        if self.comment:
            data["comment"] = self.comment
        return data


@record
class RollList:
    """Several rolls typed in one line (`4d6kh3 x6`, `1d20, 2d6`)."""

    rolls: tuple[Roll, ...]
    comment: str = ""

    def to_json(self) -> dict[str, Any]:
        """`{"rolls": [...], "comment"}`."""
        return {"rolls": [item.to_json() for item in self.rolls], "comment": self.comment}


def roll(expr: Expression, rng: Rng, comment: str = "") -> Roll:
    """Roll every pool of `expr` with `rng`, left to right, and work out the total.

    >>> from solo.dice.notation import parse
    >>> from solo.dice.rng import ScriptedRng
    >>> roll(parse("3d6>=5-1"), ScriptedRng([6, 2, 5])).total
    1
    >>> roll(parse("1d20+5 vs 15"), ScriptedRng([9])).check
    CheckResult(target='>=15', success=False, margin=-1)
    """
    groups: list[GroupRoll] = []
    with one_roll(rng):  # every pool, reroll and explosion of the expression: one roll
        total, shown = _evaluate(expr.root, rng, groups, 1)
    check = None
    if expr.check is not None:
        condition = expr.check.condition
        margin = total - condition.value if condition.compare.value[0] in ">=" \
            else condition.value - total
        check = CheckResult(str(condition), condition.meets(total), margin)
    text = Expression(expr.root, expr.check).text
    return Roll(text, tuple(groups), total, tuple(shown), check, comment)


def _evaluate(node: Node, rng: Rng, groups: list[GroupRoll],
              sign: int) -> tuple[int, list[str | int]]:
    """The value of `node` and how it reads (a pool as its index in `groups`)."""
    if isinstance(node, Number):
        return node.value, [str(node.value)]
    if isinstance(node, Pool):
        groups.append(roll_group(node, rng, sign))
        return groups[-1].value, [len(groups) - 1]
    if isinstance(node, Negate):
        value, shown = _evaluate(node.operand, rng, groups, -sign)
        return -value, ["-", *shown]
    if isinstance(node, Paren):
        value, shown = _evaluate(node.inner, rng, groups, sign)
        return value, ["(", *shown, ")"]
    return _binary(node, rng, groups, sign)


def _binary(node: Binary, rng: Rng, groups: list[GroupRoll],
            sign: int) -> tuple[int, list[str | int]]:
    additive = node.op in "+-"
    left, left_shown = _evaluate(node.left, rng, groups, sign if additive else 1)
    right_sign = (sign if node.op == "+" else -sign) if additive else 1
    right, right_shown = _evaluate(node.right, rng, groups, right_sign)
    if node.op == "/" and right == 0:
        raise NotationError("dice.odds.division_by_zero")
    value = {"+": left + right, "-": left - right, "*": left * right}.get(node.op)
    return (left // right if value is None else value), \
        [*left_shown, f" {node.op} ", *right_shown]


def roll_group(pool: Pool, rng: Rng, sign: int = 1) -> GroupRoll:
    """Roll one pool: its dice, rerolls and explosions, then keep, count and sort."""
    chains = [[item] for item in _faces(pool, rng, pool.count)]
    pending = [index for index, chain in enumerate(chains)
               if explodes(pool, clamped(pool, chain[-1][0]))]
    for _ in range(MAX_EXPLOSIONS):
        if not pending:
            break
        for index, item in zip(pending, _faces(pool, rng, len(pending)), strict=True):
            chains[index].append(item)
        pending = [index for index in pending
                   if explodes(pool, clamped(pool, chains[index][-1][0]))]
    dice = _dice(pool, chains)
    kept = kept_dice(tuple(result.value for result in dice), pool.selection)
    dice = [replace(result, kept=keep, counted=_counted(pool, result.value))
            for result, keep in zip(dice, kept, strict=True)]
    if pool.sort is not None:
        dice.sort(key=lambda result: result.value, reverse=pool.sort is Sort.DOWN)
    value = sum(result.counted if pool.counting else result.value
                for result in dice if result.kept)
    return GroupRoll(pool.text, pool.die, tuple(dice), value, sign, pool.counting, pool.label)


def _faces(pool: Pool, rng: Rng, count: int) -> list[tuple[int, tuple[int, ...]]]:
    """Roll `count` dice and their rerolls: each final face with the faces rerolled away."""
    faces = list(rng.roll(pool.die, count))
    history: list[list[int]] = [[] for _ in faces]
    if pool.reroll is not None:
        condition = pool.reroll.condition
        for _ in range(1 if pool.reroll.once else MAX_REROLLS):
            pending = [index for index, face in enumerate(faces) if condition.meets(face)]
            if not pending:
                break
            for index, face in zip(pending, rng.roll(pool.die, len(pending)), strict=True):
                history[index].append(faces[index])
                faces[index] = face
    return [(face, tuple(gone)) for face, gone in zip(faces, history, strict=True)]


def _dice(pool: Pool, chains: list[list[tuple[int, tuple[int, ...]]]]) -> list[DieResult]:
    """One result per die, or per rolled die when explosions join the pool."""
    if pool.explode is None or pool.explode.kind is Explosion.COMPOUND:
        return [DieResult(sum(clamped(pool, face) for face, _ in chain),
                          tuple(face for face, _ in chain),
                          tuple(gone for _, rerolled in chain for gone in rerolled),
                          exploded=len(chain) > 1) for chain in chains]
    less = 1 if pool.explode.kind is Explosion.PENETRATE else 0
    return [DieResult(clamped(pool, face) - (less if depth else 0), (face,), rerolled,
                      exploded=depth < len(chain) - 1)
            for chain in chains for depth, (face, rerolled) in enumerate(chain)]


def _counted(pool: Pool, value: int) -> int:
    """+1 for a success, -1 for a failure, when the pool counts them."""
    if pool.target is None:
        return 0
    failure = pool.failure is not None and pool.failure.meets(value)
    return int(pool.target.meets(value)) - int(failure)


def kept_dice(faces: tuple[int, ...], selection: Selection | None) -> tuple[bool, ...]:
    """Mark which faces a keep/drop modifier keeps (ties: the earlier die is kept).

    >>> from solo.dice.notation import parse
    >>> kept_dice((3, 6, 3, 1), parse("4d6kh3").groups[0].selection)
    (True, True, True, False)
    >>> kept_dice((3, 6, 3, 1), parse("4d6kl1").groups[0].selection)
    (False, False, False, True)
    """
    if selection is None:
        return (True,) * len(faces)
    highest, amount = selection.kept(len(faces))
    direction = -1 if highest else 1
    order = sorted(range(len(faces)), key=lambda index: (direction * faces[index], index))
    chosen = set(order[:amount])
    return tuple(index in chosen for index in range(len(faces)))
