"""The catalog key of each enum value of a Zodiac sheet: one literal per name, so every key can be
found. A roll's own (grades, naturals, modes, modifiers) are in `roll_keys`: a roll without a
PJ needs no sheet.

>>> ACTION_KEYS[Action.DISCRECION], HARM_KEYS[Harm.FATIGA]
('zodiac.action.discrecion', 'zodiac.harm.fatiga')
"""

from __future__ import annotations

from collections.abc import Mapping

from solo.systems.zodiac.rules.crossroads import Conviction, Side
from solo.systems.zodiac.rules.karma import KarmaUse
from solo.systems.zodiac.rules.scores import Action, Attribute, Social
from solo.systems.zodiac.rules.skills import SkillKind
from solo.systems.zodiac.rules.states import Harm, Severity, Special

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
