"""The catalog key of each value of the enums a Zodiac roll shows: one literal per name.

Apart from the sheet's (`keys`): a roll without a PJ imports no sheet.

>>> GRADE_KEYS[Grade.SUCCESS], NATURAL_KEYS[Natural.HIGH]
('zodiac.grade.success', 'zodiac.natural.natural_12')
"""

from __future__ import annotations

from collections.abc import Mapping

from solo.systems.zodiac.rules.grades import Effect, Grade
from solo.systems.zodiac.rules.reading import Natural
from solo.systems.zodiac.rules.request import ModifierKind, RollMode

GRADE_KEYS: Mapping[Grade, str] = {
    Grade.SUCCESS_BENEFIT: "zodiac.grade.success_benefit",
    Grade.SUCCESS: "zodiac.grade.success",
    Grade.SUCCESS_CONSEQUENCE: "zodiac.grade.success_consequence",
    Grade.SUCCESS_COMPLICATION: "zodiac.grade.success_complication",
    Grade.FAILURE: "zodiac.grade.failure",
    Grade.FAILURE_CONSEQUENCE: "zodiac.grade.failure_consequence",
    Grade.FAILURE_COMPLICATION: "zodiac.grade.failure_complication",
    Grade.FAILURE_CATASTROPHE: "zodiac.grade.failure_catastrophe",
}
EFFECT_KEYS: Mapping[Effect, str] = {
    Effect.NONE: "zodiac.effect.none",
    Effect.BENEFIT: "zodiac.effect.benefit",
    Effect.CONSEQUENCE: "zodiac.effect.consequence",
    Effect.COMPLICATION: "zodiac.effect.complication",
    Effect.CATASTROPHE: "zodiac.effect.catastrophe",
}
NATURAL_KEYS: Mapping[Natural, str] = {
    Natural.NONE: "zodiac.natural.none",
    Natural.HIGH: "zodiac.natural.natural_12",
    Natural.LOW: "zodiac.natural.natural_1",
}
MODE_KEYS: Mapping[RollMode, str] = {
    RollMode.NORMAL: "zodiac.mode.normal",
    RollMode.SAFE: "zodiac.mode.safe",
    RollMode.CHARACTER: "zodiac.mode.character",
}
#: The dice a roll used, named with its mode: `{dice}` is what was rolled (`1d6` when Minimizada).
MODE_DICE_KEYS: Mapping[RollMode, str] = {
    RollMode.NORMAL: "zodiac.mode_dice.normal",
    RollMode.SAFE: "zodiac.mode_dice.safe",
    RollMode.CHARACTER: "zodiac.mode_dice.character",
}
MODIFIER_KEYS: Mapping[ModifierKind, str] = {
    ModifierKind.AT: "zodiac.mod.at",
    ModifierKind.SKILLS: "zodiac.mod.skills",
    ModifierKind.HINDERED: "zodiac.mod.hindered",
    ModifierKind.ADVANTAGE: "zodiac.mod.advantage",
    ModifierKind.FOCUS: "zodiac.mod.focus",
    ModifierKind.TWIST: "zodiac.mod.twist",
}
