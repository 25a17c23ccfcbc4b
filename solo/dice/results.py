"""What a roll gives: each die, each pool, the total and its check.

How a die is written in the journal follows the Lonelog dice add-on's marks:
`6!` exploded, `2d` dropped, `(1)4` rerolled from 1, `8*` a success, `1_` a
failure, `20**` a critical success, `1__` a critical failure, `3^` raised by `min`,
`3v` lowered by `max`.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from solo.dice.rng import Die
from solo.record import record

_FATE_SYMBOLS = {1: "+", 0: "0", -1: "-"}


@record
class DieResult:
    """One die of a pool: what it adds and the faces behind it.

    `critical`: 1 when a critical success marker (`cs`) marks it, -1 for `cf`;
    `capped`: a limit stopped it (it would have exploded or been rerolled again);
    `clamped`: 1 when `min` raised a face of it, -1 when `max` lowered one.
    """

    value: int
    faces: tuple[int, ...]
    rerolled: tuple[int, ...] = ()
    kept: bool = True
    exploded: bool = False
    counted: int = 0
    critical: int = 0
    capped: bool = False
    clamped: int = 0

    def to_json(self) -> dict[str, Any]:
        """The die as JSON data."""
        data = {"value": self.value, "faces": list(self.faces), "rerolled": list(self.rerolled),
                "kept": self.kept, "exploded": self.exploded, "counted": self.counted}
        if self.critical:
            data["critical"] = self.critical
        if self.capped:
            data["capped"] = True
        if self.clamped:
            data["clamped"] = self.clamped
        return data


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
        """One die as the journal writes it: `6!`, `2d` (dropped), `6+6+3`, `(1)4`, `8*`, `20**`,
        `3^`."""
        if self.fate:
            word = "".join(_FATE_SYMBOLS.get(face, str(face)) for face in result.faces)
        elif len(result.faces) > 1:
            word = "+".join(str(face) for face in result.faces)
        else:
            word = str(result.value)
        word = "".join(f"({face})" for face in result.rerolled) + word
        word += {1: "^", -1: "v"}.get(result.clamped, "")
        word += "!" if result.exploded else ""
        if self.counting and result.kept:
            word += "*" if result.counted > 0 else "_" if result.counted < 0 else ""
        word += {1: "**", -1: "__"}.get(result.critical, "")
        return word if result.kept else f"{word}d"

    def faces_text(self) -> str:
        """Write the dice: `+0-+` for Fate dice, `9d 4` with the dropped dice marked `d`.

        >>> from solo.dice.notation import parse
        >>> from solo.dice.rng import ScriptedRng
        >>> from solo.dice.roll import roll
        >>> roll(parse("2d12kl1"), ScriptedRng([9, 4])).groups[0].faces_text()
        '9d 4'
        """
        words = [self.die_text(result) for result in self.dice]
        plain = self.fate and all(word in "+0-" for word in words)
        return ("" if plain else " ").join(words)

    def to_json(self) -> dict[str, Any]:
        """The pool as JSON data."""
        return {"text": self.text, "die": self.die.label, "faces": list(self.faces),
                "kept": list(self.kept), "value": self.value, "sign": self.sign,
                "label": self.label, "dice": [result.to_json() for result in self.dice]}


@record
class SetRoll:
    """One rolled `{…}` group: each roll's total, which count, and its value."""

    text: str
    totals: tuple[int, ...]
    kept: tuple[bool, ...]
    counted: tuple[int, ...]
    value: int

    def to_json(self) -> dict[str, Any]:
        """The group as JSON data."""
        return {"text": self.text, "totals": list(self.totals), "kept": list(self.kept),
                "counted": list(self.counted), "value": self.value}


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
    sets: tuple[SetRoll, ...] = ()

    @property
    def faces(self) -> tuple[int, ...]:
        """What every die adds, pool by pool."""
        return tuple(face for group in self.groups for face in group.faces)

    def faces_text(self) -> str:
        """The expression with each pool's dice in its place: `[3 5] - [2] + 1`.

        >>> from solo.dice.notation import parse
        >>> from solo.dice.rng import ScriptedRng
        >>> from solo.dice.roll import roll
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
        if self.sets:
            data["sets"] = [item.to_json() for item in self.sets]
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
