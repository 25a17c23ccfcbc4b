"""The nine scores, the 15 Actions with their attribute pairs, and PB / AT / CDE.

>>> derive_action(2, 3)
Derived(pb=3, at=-1, cde=6)
>>> ACTION_PAIRS[Action.ATLETISMO]
(<Attribute.FUE: 'fue'>, <Attribute.AGI: 'agi'>)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

from solo.errors import RuleError
from solo.record import record
from solo.systems.zodiac.rules.settings import CDE_OFFSET, HUMAN_CD_LIMIT, SCORE_MAX, SCORE_MIN
from solo.systems.zodiac.rules.words import read_word


class Attribute(enum.StrEnum):
    """The six Attributes."""

    FUE = "fue"
    AGI = "agi"
    DES = "des"
    PER = "per"
    INT = "int"
    VOL = "vol"


class Social(enum.StrEnum):
    """The three Situación Social scores."""

    REC = "rec"
    CON = "con"
    TER = "ter"


class Action(enum.StrEnum):
    """The 15 Actions (the last five are the combat ones)."""

    AGUANTE = "aguante"
    AMENAZA = "amenaza"
    ATLETISMO = "atletismo"
    DISCRECION = "discrecion"
    ENTEREZA = "entereza"
    INGENIO = "ingenio"
    INSTINTO = "instinto"
    MEDICINA = "medicina"
    PRESENCIA = "presencia"
    TALENTO = "talento"
    REFLEJOS = "reflejos"
    AGRESIVIDAD = "agresividad"
    TECNICA = "tecnica"
    PUNTERIA = "punteria"
    DEFENSA = "defensa"


A = Attribute
ACTION_PAIRS: Mapping[Action, tuple[Attribute, Attribute]] = {
    Action.AGUANTE: (A.FUE, A.VOL),
    Action.AMENAZA: (A.FUE, A.PER),
    Action.ATLETISMO: (A.FUE, A.AGI),
    Action.DISCRECION: (A.AGI, A.INT),
    Action.ENTEREZA: (A.INT, A.VOL),
    Action.INGENIO: (A.PER, A.INT),
    Action.INSTINTO: (A.PER, A.VOL),
    Action.MEDICINA: (A.DES, A.INT),
    Action.PRESENCIA: (A.FUE, A.INT),
    Action.TALENTO: (A.DES, A.VOL),
    Action.REFLEJOS: (A.AGI, A.PER),
    Action.AGRESIVIDAD: (A.FUE, A.DES),
    Action.TECNICA: (A.AGI, A.DES),
    Action.PUNTERIA: (A.PER, A.DES),
    Action.DEFENSA: (A.AGI, A.VOL),
}
COMBAT_ACTIONS = frozenset({Action.REFLEJOS, Action.AGRESIVIDAD, Action.TECNICA,
                            Action.PUNTERIA, Action.DEFENSA})

#: The words a player may type for each Action (Spanish or English, in the catalogs).
ACTION_WORDS: Mapping[Action, str] = {
    Action.AGUANTE: "zodiac.word.action.aguante", Action.AMENAZA: "zodiac.word.action.amenaza",
    Action.ATLETISMO: "zodiac.word.action.atletismo",
    Action.DISCRECION: "zodiac.word.action.discrecion",
    Action.ENTEREZA: "zodiac.word.action.entereza", Action.INGENIO: "zodiac.word.action.ingenio",
    Action.INSTINTO: "zodiac.word.action.instinto", Action.MEDICINA: "zodiac.word.action.medicina",
    Action.PRESENCIA: "zodiac.word.action.presencia",
    Action.TALENTO: "zodiac.word.action.talento", Action.REFLEJOS: "zodiac.word.action.reflejos",
    Action.AGRESIVIDAD: "zodiac.word.action.agresividad",
    Action.TECNICA: "zodiac.word.action.tecnica", Action.PUNTERIA: "zodiac.word.action.punteria",
    Action.DEFENSA: "zodiac.word.action.defensa",
}
#: The words for each Attribute and Situación Social score.
SCORE_WORDS: Mapping[Attribute | Social, str] = {
    A.FUE: "zodiac.word.score.fue", A.AGI: "zodiac.word.score.agi",
    A.DES: "zodiac.word.score.des", A.PER: "zodiac.word.score.per",
    A.INT: "zodiac.word.score.int", A.VOL: "zodiac.word.score.vol",
    Social.REC: "zodiac.word.score.rec", Social.CON: "zodiac.word.score.con",
    Social.TER: "zodiac.word.score.ter",
}


def parse_action(text: str) -> Action:
    """Return the Action named by `text` (Spanish or English, accents optional).

    >>> parse_action("Discreción"), parse_action("stealth")
    (<Action.DISCRECION: 'discrecion'>, <Action.DISCRECION: 'discrecion'>)
    """
    return read_word(text, ACTION_WORDS, "zodiac.error.unknown_action", name=text)


def parse_score_name(text: str) -> Attribute | Social:
    """Return the Attribute or Social score named by `text` (`FUE`, `rec`...).

    >>> parse_score_name("Vol"), parse_score_name("TER")
    (<Attribute.VOL: 'vol'>, <Social.TER: 'ter'>)
    """
    return read_word(text, SCORE_WORDS, "zodiac.error.unknown_score", name=text)


def check_score(name: str, value: int) -> int:
    """Return `value` if it is a valid score (0..5), else raise `RuleError`.

    >>> check_score("fue", 5)
    5
    """
    if not SCORE_MIN <= value <= SCORE_MAX:
        raise RuleError("zodiac.error.score_range", name=name.upper(), value=value,
                        low=SCORE_MIN, high=SCORE_MAX)
    return value


@record
class Derived:
    """An Action's Puntuación Base, Ajuste a la Tirada and CDE."""

    pb: int
    at: int
    cde: int


def base_score(a: int, b: int) -> int:
    """Return the PB: the average of the two attributes, rounded up.

    >>> base_score(2, 3), base_score(2, 2)
    (3, 2)
    """
    return -(-(a + b) // 2)


def roll_adjustment(a: int, b: int) -> int:
    """Return the AT: the two attributes minus 6 (an average human has +0).

    >>> roll_adjustment(3, 3)
    0
    """
    return a + b - 6


def pc_cde(at: int) -> int:
    """Return a PJ's CDE for an Action with this AT.

    >>> pc_cde(-1)
    6
    """
    return at + CDE_OFFSET


def npc_cde(a: int, b: int, bonus: int = 0) -> int:
    """Return a PNJ's CDE: the two attributes + 1 (+ skill bonus that applies).

    >>> npc_cde(2, 3), npc_cde(2, 2, bonus=1)
    (6, 6)
    """
    return a + b + 1 + bonus


def pb_for_at(at: int) -> int:
    """Return the PB that goes with an AT (both come from the same two attributes).

    An AT beyond what two scores give (+4) is clamped to the 0..5 scale.

    >>> pb_for_at(-1), pb_for_at(0), pb_for_at(3), pb_for_at(9)
    (3, 3, 5, 5)
    """
    return max(SCORE_MIN, min(SCORE_MAX, base_score(at + 6, 0)))


def derive_action(a: int, b: int) -> Derived:
    """Return PB, AT and CDE of an Action from its two attribute scores."""
    at = roll_adjustment(a, b)
    return Derived(base_score(a, b), at, pc_cde(at))


@record
class Derivation:
    """The 15 Actions of a set of attributes."""

    actions: Mapping[Action, Derived]

    def to_json(self) -> dict[str, Any]:
        """Return `{"actions": {"atletismo": {"pb": 3, "at": -1, "cde": 6}, …}}`."""
        return {"actions": {action.value: {"pb": d.pb, "at": d.at, "cde": d.cde}
                            for action, d in self.actions.items()}}


def derive(attributes: Mapping[Attribute, int]) -> Derivation:
    """Return PB/AT/CDE of all 15 Actions; every attribute must be given and 0..5.

    >>> derive({a: 3 for a in Attribute}).actions[Action.DEFENSA]
    Derived(pb=3, at=0, cde=7)
    """
    missing = [a.value.upper() for a in Attribute if a not in attributes]
    if missing:
        raise RuleError("zodiac.error.missing_scores", names=", ".join(missing))
    for attribute, value in attributes.items():
        check_score(attribute.value, value)
    return Derivation({action: derive_action(attributes[a], attributes[b])
                       for action, (a, b) in ACTION_PAIRS.items()})


def attempt_cd(action: Action, cd: int, a: int, b: int) -> int:
    """Return the CD a PJ rolls against, or raise if the Action cannot be attempted.

    An attribute at 0 rules the Action out; a CD above 13 is impossible unless
    one attribute is 5, and then the roll is against 13.

    >>> attempt_cd(Action.ATLETISMO, 15, 5, 2), attempt_cd(Action.ATLETISMO, 7, 2, 3)
    (13, 7)
    """
    if SCORE_MIN in (a, b):
        raise RuleError("zodiac.error.attribute_zero", action=action.value)
    if cd > HUMAN_CD_LIMIT:
        if SCORE_MAX not in (a, b):
            raise RuleError("zodiac.error.cd_impossible", cd=cd, limit=HUMAN_CD_LIMIT)
        return HUMAN_CD_LIMIT
    return cd
