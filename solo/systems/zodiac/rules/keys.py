"""The catalog key of each Zodiac enum value: one literal per name, so every key can be found.

>>> GRADE_KEYS[Grade.SUCCESS], ACTION_KEYS[Action.DISCRECION]
('zodiac.grade.success', 'zodiac.action.discrecion')
"""

from __future__ import annotations

from collections.abc import Mapping

from solo.systems.zodiac.rules.crossroads import Conviction, Side
from solo.systems.zodiac.rules.grades import Effect, Grade
from solo.systems.zodiac.rules.karma import KarmaUse
from solo.systems.zodiac.rules.reading import Natural
from solo.systems.zodiac.rules.request import ModifierKind, RollMode
from solo.systems.zodiac.rules.scores import Action, Attribute, Social
from solo.systems.zodiac.rules.skills import SkillKind
from solo.systems.zodiac.rules.states import Harm, Severity, Special

GRADE_KEYS: Mapping[Grade, str] = {
    Grade.SUCCESS_BENEFIT: "zodiac.grade.success_benefit",
    Grade.SUCCESS: "zodiac.grade.success",
    Grade.SUCCESS_CONSEQUENCE: "zodiac.grade.success_consequence",
    Grade.SUCCESS_COMPLICATION: "zodiac.grade.success_complication",
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
ATTRIBUTE_KEYS: Mapping[Attribute, str] = {
    Attribute.FUE: "zodiac.attribute.fue",
    Attribute.AGI: "zodiac.attribute.agi",
    Attribute.DES: "zodiac.attribute.des",
    Attribute.PER: "zodiac.attribute.per",
    Attribute.INT: "zodiac.attribute.int",
    Attribute.VOL: "zodiac.attribute.vol",
}
SOCIAL_KEYS: Mapping[Social, str] = {
    Social.REC: "zodiac.social.rec",
    Social.CON: "zodiac.social.con",
    Social.TER: "zodiac.social.ter",
}
ACTION_KEYS: Mapping[Action, str] = {
    Action.AGUANTE: "zodiac.action.aguante",
    Action.AMENAZA: "zodiac.action.amenaza",
    Action.ATLETISMO: "zodiac.action.atletismo",
    Action.DISCRECION: "zodiac.action.discrecion",
    Action.ENTEREZA: "zodiac.action.entereza",
    Action.INGENIO: "zodiac.action.ingenio",
    Action.INSTINTO: "zodiac.action.instinto",
    Action.MEDICINA: "zodiac.action.medicina",
    Action.PRESENCIA: "zodiac.action.presencia",
    Action.TALENTO: "zodiac.action.talento",
    Action.REFLEJOS: "zodiac.action.reflejos",
    Action.AGRESIVIDAD: "zodiac.action.agresividad",
    Action.TECNICA: "zodiac.action.tecnica",
    Action.PUNTERIA: "zodiac.action.punteria",
    Action.DEFENSA: "zodiac.action.defensa",
}
#: A menu option per Action, its label showing the PJ's PB, AT and CDE for it.
ACTION_CHOICE_KEYS: Mapping[Action, str] = {
    Action.AGUANTE: "zodiac.choice.action.aguante",
    Action.AMENAZA: "zodiac.choice.action.amenaza",
    Action.ATLETISMO: "zodiac.choice.action.atletismo",
    Action.DISCRECION: "zodiac.choice.action.discrecion",
    Action.ENTEREZA: "zodiac.choice.action.entereza",
    Action.INGENIO: "zodiac.choice.action.ingenio",
    Action.INSTINTO: "zodiac.choice.action.instinto",
    Action.MEDICINA: "zodiac.choice.action.medicina",
    Action.PRESENCIA: "zodiac.choice.action.presencia",
    Action.TALENTO: "zodiac.choice.action.talento",
    Action.REFLEJOS: "zodiac.choice.action.reflejos",
    Action.AGRESIVIDAD: "zodiac.choice.action.agresividad",
    Action.TECNICA: "zodiac.choice.action.tecnica",
    Action.PUNTERIA: "zodiac.choice.action.punteria",
    Action.DEFENSA: "zodiac.choice.action.defensa",
}
SKILL_KEYS: Mapping[SkillKind, str] = {
    SkillKind.BASIC: "zodiac.skill.b",
    SkillKind.ADVANCED: "zodiac.skill.a",
    SkillKind.TRAINED: "zodiac.skill.e",
    SkillKind.KNOWLEDGE: "zodiac.skill.c",
}
SKILL_EXPLAIN_KEYS: Mapping[SkillKind, str] = {
    SkillKind.BASIC: "zodiac.explain.skill_b",
    SkillKind.ADVANCED: "zodiac.explain.skill_a",
    SkillKind.TRAINED: "zodiac.explain.skill_e",
    SkillKind.KNOWLEDGE: "zodiac.explain.skill_c",
}
HARM_KEYS: Mapping[Harm, str] = {
    Harm.HERIDAS: "zodiac.harm.heridas",
    Harm.FATIGA: "zodiac.harm.fatiga",
    Harm.SHOCK: "zodiac.harm.shock",
    Harm.EMOCION: "zodiac.harm.emocion",
    Harm.AFECCION: "zodiac.harm.afeccion",
}
SEVERITY_KEYS: Mapping[Severity, str] = {
    Severity.LEVE: "zodiac.severity.leve",
    Severity.GRAVE: "zodiac.severity.grave",
    Severity.PERSISTENTE: "zodiac.severity.persistente",
}
SPECIAL_KEYS: Mapping[Special, str] = {
    Special.DERRIBADO: "zodiac.special.derribado",
    Special.DESPREVENIDO: "zodiac.special.desprevenido",
    Special.INCAPACITADO: "zodiac.special.incapacitado",
}
KARMA_USE_KEYS: Mapping[KarmaUse, str] = {
    KarmaUse.DEJA_VU: "zodiac.karma_use.deja_vu",
    KarmaUse.ME_FIRST: "zodiac.karma_use.me_first",
    KarmaUse.DEFY_STATES: "zodiac.karma_use.defy_states",
    KarmaUse.INSPIRATION: "zodiac.karma_use.inspiration",
    KarmaUse.CHARACTER_ROLL: "zodiac.karma_use.character_roll",
    KarmaUse.TWIST: "zodiac.karma_use.twist",
}
KARMA_WORD_KEYS: Mapping[KarmaUse, str] = {
    KarmaUse.DEJA_VU: "zodiac.karma_word.deja_vu",
    KarmaUse.ME_FIRST: "zodiac.karma_word.me_first",
    KarmaUse.DEFY_STATES: "zodiac.karma_word.defy_states",
    KarmaUse.INSPIRATION: "zodiac.karma_word.inspiration",
    KarmaUse.CHARACTER_ROLL: "zodiac.karma_word.character_roll",
    KarmaUse.TWIST: "zodiac.karma_word.twist",
}
SIDE_KEYS: Mapping[Side, str] = {
    Side.OBLIGATION: "zodiac.side.obligation",
    Side.EMOTION: "zodiac.side.emotion",
}
CONVICTION_JOURNAL_KEYS: Mapping[Conviction, str] = {
    Conviction.RESOLVE: "zodiac.journal.conviction.resolve",
    Conviction.DOUBT: "zodiac.journal.conviction.doubt",
}

MODIFIER_KEYS: Mapping[ModifierKind, str] = {
    ModifierKind.AT: "zodiac.mod.at",
    ModifierKind.SKILLS: "zodiac.mod.skills",
    ModifierKind.HINDERED: "zodiac.mod.hindered",
    ModifierKind.ADVANTAGE: "zodiac.mod.advantage",
    ModifierKind.FOCUS: "zodiac.mod.focus",
    ModifierKind.TWIST: "zodiac.mod.twist",
}
