"""What an Action roll is asked to do: its numbers and modifiers, checked.

>>> req = ActionRequest(at=-1, cd=7, skill_bonus=2)
>>> req.pre_roll_modifier, main_die(req).label, req.extra_die
(1, 'd12', False)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from functools import cache, cached_property
from typing import Any

from solo.dice.rng import Die, d
from solo.errors import InputError, RuleError
from solo.i18n.words import parse_word
from solo.record import record
from solo.systems.zodiac.rules.settings import (
    ADVANTAGE_BONUS,
    BENEFICIO_WINDOW,
    BENEFICIO_WINDOWS,
    CD_MIN,
    CHARACTER_DICE,
    COMPLEX_CD,
    FOCUS_MAX,
    HINDERED_PENALTY,
    HUMAN_CD_LIMIT,
    MINIMIZED_SIDES,
    SKILL_BONUS_CAP,
    STANDARD_CD,
    TRIVIAL_CD,
)


class RollMode(enum.StrEnum):
    """Which dice: the d12, the safe d6, or the 2d6 Tirada de Carácter."""

    NORMAL = "normal"
    SAFE = "safe"
    CHARACTER = "character"


class Advantage(enum.StrEnum):
    """Ventaja taken as an extra die or as +2 (or not at all)."""

    NONE = "none"
    DIE = "die"
    BONUS = "bonus"


class ModifierKind(enum.StrEnum):
    """The numbers added to the die, in the rulebook's order."""

    AT = "at"
    SKILLS = "skills"
    HINDERED = "hindered"
    ADVANTAGE = "advantage"
    FOCUS = "focus"
    TWIST = "twist"


@record
class Modifier:
    """One number added to the die."""

    kind: ModifierKind
    value: int


MODE_SIDES = {RollMode.NORMAL: 12, RollMode.SAFE: 6, RollMode.CHARACTER: 6}
MODE_COUNT = {RollMode.NORMAL: 1, RollMode.SAFE: 1, RollMode.CHARACTER: CHARACTER_DICE}


@record
class ActionRequest:
    """An Action roll before the dice: AT, CD and every modifier that applies."""

    at: int
    cd: int
    pb: int | None = None
    skill_bonus: int = 0
    hindered: bool = False
    minimized: bool = False
    advantage: Advantage = Advantage.NONE
    disadvantage: bool = False
    weakness: bool = False
    focus: int = 0
    encumbered: bool = False
    mode: RollMode = RollMode.NORMAL
    opposed: bool = False
    window: int = BENEFICIO_WINDOW
    capped_from: int | None = None
    """The CD the GM set, when the PJ rolls against a lower one (a score of 5 above CD 13)."""

    @property
    def trivial(self) -> bool:
        """Whether the task is trivial (a CD below the lowest one rolled): Éxito, no dice."""
        return self.cd < CD_MIN

    def check(self) -> ActionRequest:
        """Return the request, or raise `RuleError` if the rules forbid it."""
        if self.cd > HUMAN_CD_LIMIT:
            raise RuleError("zodiac.error.cd_impossible", cd=self.cd, limit=HUMAN_CD_LIMIT)
        if not 0 <= self.skill_bonus <= SKILL_BONUS_CAP:
            raise RuleError("zodiac.error.skill_bonus", value=self.skill_bonus,
                            cap=SKILL_BONUS_CAP)
        if abs(self.focus) > FOCUS_MAX:
            raise RuleError("zodiac.error.focus", value=self.focus, most=FOCUS_MAX)
        if self.mode is RollMode.SAFE and self.weakness:
            raise RuleError("zodiac.error.safe_weakness")
        if self.mode is RollMode.CHARACTER and self.extra_die:
            raise RuleError("zodiac.error.character_extra_die")
        if self.window not in BENEFICIO_WINDOWS:
            raise RuleError("zodiac.error.window", value=self.window,
                            choices=", ".join(map(str, BENEFICIO_WINDOWS)))
        if self.pb is not None and not 1 <= self.pb <= 5:
            raise RuleError("zodiac.error.pb_range", value=self.pb)
        return self

    @property
    def net_advantage(self) -> Advantage:
        """Ventaja after Desventaja cancels it."""
        return Advantage.NONE if self.disadvantage else self.advantage

    @property
    def net_disadvantage(self) -> bool:
        """Desventaja after Ventaja cancels it."""
        return self.disadvantage and self.advantage is Advantage.NONE

    @property
    def extra_die(self) -> bool:
        """Whether a second main die is rolled (Ventaja by die, or Desventaja)."""
        return self.net_advantage is Advantage.DIE or self.net_disadvantage

    @property
    def keep_best(self) -> bool:
        """With two dice: keep the better one (Ventaja) or the worse (Desventaja)."""
        return self.net_advantage is Advantage.DIE

    @cached_property
    def modifiers(self) -> tuple[Modifier, ...]:
        """The numbers added before the roll, in the rulebook's order (worked out once)."""
        found = [Modifier(ModifierKind.AT, self.at)]
        if self.skill_bonus:
            found.append(Modifier(ModifierKind.SKILLS, self.skill_bonus))
        if self.hindered:
            found.append(Modifier(ModifierKind.HINDERED, HINDERED_PENALTY))
        if self.net_advantage is Advantage.BONUS:
            found.append(Modifier(ModifierKind.ADVANTAGE, ADVANTAGE_BONUS))
        return tuple(found)

    @cached_property
    def pre_roll_modifier(self) -> int:
        """The sum of the modifiers known before the roll (Puntos de Foco come after; once)."""
        return sum(m.value for m in self.modifiers)

    @property
    def ts_score(self) -> int:
        """The PB used for the TS after a natural 1 (derived from AT when not given)."""
        from solo.systems.zodiac.rules.scores import pb_for_at  # the scores: read when needed

        return self.pb if self.pb is not None else pb_for_at(self.at)


def main_die(request: ActionRequest) -> Die:
    """Return the kind of main die: d12, d6 (safe or Carácter), smaller when minimised.

    >>> main_die(ActionRequest(0, 7, minimized=True)).label
    'd6'
    """
    sides = MODE_SIDES[request.mode]
    if request.minimized:
        sides = MINIMIZED_SIDES.get(sides, sides)
    return _die(sides)


@cache
def _die(sides: int) -> Die:
    """The die with `sides` faces, made once (a roll's odds read it once per face)."""
    return d(sides)


def dice_count(request: ActionRequest) -> int:
    """Return how many main dice one roll uses (2 for the Tirada de Carácter).

    >>> dice_count(ActionRequest(0, 7, mode=RollMode.CHARACTER))
    2
    """
    return MODE_COUNT[request.mode]


def can_roll_ts(request: ActionRequest) -> bool:
    """Whether a natural 1 calls for a TS PB: only on a full, single d12.

    >>> can_roll_ts(ActionRequest(0, 7)), can_roll_ts(ActionRequest(0, 7, mode=RollMode.SAFE))
    (True, False)
    """
    return request.mode is RollMode.NORMAL and main_die(request).high == 12


ADVANTAGE_WORDS: Mapping[Advantage, str] = {Advantage.DIE: "zodiac.word.advantage.die",
                                            Advantage.BONUS: "zodiac.word.advantage.bonus"}
CD_WORDS: Mapping[int, str] = {TRIVIAL_CD: "zodiac.word.cd.trivial",
                               STANDARD_CD: "zodiac.word.cd.standard",
                               COMPLEX_CD: "zodiac.word.cd.complex"}


def parse_cd(text: str) -> int:
    """Read a CD: a number, or `trivial` (0: no roll), `estándar` (7) / `compleja` (13).

    >>> parse_cd("estándar"), parse_cd("13"), parse_cd("complex"), parse_cd("trivial")
    (7, 13, 13, 0)
    """
    word = text.strip()
    try:
        return int(word)
    except ValueError:
        return parse_word(word, CD_WORDS, "zodiac.error.bad_cd", text=text)


def parse_advantage(text: str) -> Advantage:
    """Read how Ventaja is taken: `dado`/`die` or `+2`/`bonus`.

    >>> parse_advantage("dado"), parse_advantage("+2")
    (<Advantage.DIE: 'die'>, <Advantage.BONUS: 'bonus'>)
    """
    return parse_word(text, ADVANTAGE_WORDS, "zodiac.error.bad_advantage", text=text)


def request_from(values: Mapping[str, Any]) -> ActionRequest:
    """Build the checked request from its fields; an Action roll needs its AT.

    >>> request_from({"at": 2, "cd": 7}).cd
    7
    """
    if values.get("at") is None:
        raise InputError("zodiac.error.at_needed")
    return ActionRequest(**values).check()
