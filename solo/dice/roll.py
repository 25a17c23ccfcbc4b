"""Roll a parsed expression with an injected generator: the rolled tree.

Each dice group asks the generator for ONE batch, in the order the groups are
written, so faces typed by the player are used left to right.

>>> from solo.dice.notation import parse
>>> from solo.dice.rng import ScriptedRng
>>> roll(parse("2d12kl1+3"), ScriptedRng([9, 4])).total
7
>>> roll(parse("4dF"), ScriptedRng([1, 0, -1, 1])).total
1
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from solo.dice.notation import DiceGroup, Expression, Selection, Target
from solo.dice.rng import FATE, Die, Rng

_FATE_SYMBOLS = {1: "+", 0: "0", -1: "-"}


@dataclass(frozen=True)
class GroupRoll:
    """One rolled dice group: every face, which ones count, and its value."""

    text: str
    die: Die
    faces: tuple[int, ...]
    kept: tuple[bool, ...]
    value: int
    sign: int

    @property
    def signed_value(self) -> int:
        """What the group adds to the total (`value` times `sign`)."""
        return self.sign * self.value

    def faces_text(self) -> str:
        """Write the faces: `+0-+` for Fate dice, `~9~ 4` with dropped dice struck.

        >>> GroupRoll("2d12kl1", Die(1, 12, "d12"), (9, 4), (False, True), 4, 1).faces_text()
        '~9~ 4'
        >>> GroupRoll("4dF", Die(-1, 1, "dF"), (1, 0, -1, 1), (True,) * 4, 1, 1).faces_text()
        '+0-+'
        """
        if self.die == FATE:
            words = [_FATE_SYMBOLS[face] for face in self.faces]
        else:
            words = [str(face) for face in self.faces]
        shown = [word if kept else f"~{word}~" for word, kept in zip(words, self.kept,
                                                                       strict=True)]
        return "".join(shown) if self.die == FATE else " ".join(shown)

    def to_json(self) -> dict[str, Any]:
        """The group as JSON data."""
        return {"text": self.text, "die": self.die.label, "faces": list(self.faces),
                "kept": list(self.kept), "value": self.value, "sign": self.sign}


@dataclass(frozen=True)
class Roll:
    """A rolled expression: its groups, its constant and its total."""

    expression: str
    groups: tuple[GroupRoll, ...]
    constant: int
    total: int

    @property
    def faces(self) -> tuple[int, ...]:
        """Every die rolled, in the order they were rolled."""
        return tuple(face for group in self.groups for face in group.faces)

    def faces_text(self) -> str:
        """Write the faces of every group, groups separated by ` | `.

        >>> from solo.dice.notation import parse
        >>> from solo.dice.rng import ScriptedRng
        >>> roll(parse("2d6+1d4"), ScriptedRng([3, 5, 2])).faces_text()
        '3 5 | 2'
        """
        return " | ".join(group.faces_text() for group in self.groups)

    def to_json(self) -> dict[str, Any]:
        """The roll as JSON data: expression, faces, total, constant and groups."""
        return {"expression": self.expression, "faces": list(self.faces), "total": self.total,
                "constant": self.constant,
                "groups": [group.to_json() for group in self.groups]}


def roll(expr: Expression, rng: Rng) -> Roll:
    """Roll every group of `expr` with `rng` (one batch per group) and add it up.

    >>> from solo.dice.notation import parse
    >>> from solo.dice.rng import ScriptedRng
    >>> roll(parse("3d6>=5-1"), ScriptedRng([6, 2, 5])).total
    1
    """
    groups = tuple(roll_group(group, rng) for group in expr.groups)
    constant = expr.constant
    total = constant + sum(group.signed_value for group in groups)
    return Roll(expr.text, groups, constant, total)


def roll_group(group: DiceGroup, rng: Rng) -> GroupRoll:
    """Roll one dice group: one batch of faces from `rng`."""
    faces = tuple(rng.roll(group.die, group.count))
    kept = kept_dice(faces, group.selection)
    counted = [face for face, keep in zip(faces, kept, strict=True) if keep]
    return GroupRoll(group.text, group.die, faces, kept, group_value(counted, group.target),
                     group.sign)


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


def group_value(counted: list[int], target: Target | None) -> int:
    """Add the counted faces, or count how many meet the target.

    >>> from solo.dice.notation import Compare
    >>> group_value([6, 2, 5], None), group_value([6, 2, 5], Target(Compare.AT_LEAST, 5))
    (13, 2)
    """
    if target is None:
        return sum(counted)
    return sum(1 for face in counted if target.compare.meets(face, target.value))
