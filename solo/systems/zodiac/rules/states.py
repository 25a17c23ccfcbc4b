"""States: E.ALT (five kinds × Leve/Grave/Persistente) and E.ESP, with their effects.

Leve gives Debilidad, Grave Acción Entorpecida, Persistente Desventaja; taking
Grave also marks Leve; a grade already marked climbs to the next one, and past
Persistente the state overflows into an E.ESP.

>>> s = take_state(States(), Harm.HERIDAS, Severity.GRAVE).states
>>> sorted(sev.value for _, sev in s.altered)
['grave', 'leve']
>>> state_effects(s)
StateEffects(weakness=True, hindered=True, disadvantage=False, cannot_act=False)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from solo.errors import RuleError
from solo.record import record
from solo.systems.zodiac.rules.request import ActionRequest
from solo.systems.zodiac.rules.words import read_word


class Harm(enum.StrEnum):
    """The five kinds of altered state (E.ALT)."""

    HERIDAS = "heridas"
    FATIGA = "fatiga"
    SHOCK = "shock"
    EMOCION = "emocion"
    AFECCION = "afeccion"


class Severity(enum.StrEnum):
    """The three grades of an E.ALT, mildest first."""

    LEVE = "leve"
    GRAVE = "grave"
    PERSISTENTE = "persistente"


class Special(enum.StrEnum):
    """Special states (E.ESP)."""

    DERRIBADO = "derribado"
    DESPREVENIDO = "desprevenido"
    INCAPACITADO = "incapacitado"


ORDER = (Severity.LEVE, Severity.GRAVE, Severity.PERSISTENTE)
#: Where an E.ALT goes past Persistente (only Heridas -> incapacitado is in the
#: text; the rest is reconstructed, low confidence).
OVERFLOW: Mapping[Harm, Special] = dict.fromkeys(Harm, Special.INCAPACITADO)
#: Shock from this grade on stops any Action (reconstructed, low confidence).
SHOCK_STOPS_FROM = Severity.GRAVE
#: The words a player may type for each kind, grade and special state (in the catalogs).
STATE_WORDS: Mapping[Harm | Severity | Special, str] = {
    Harm.HERIDAS: "zodiac.word.harm.heridas", Harm.FATIGA: "zodiac.word.harm.fatiga",
    Harm.SHOCK: "zodiac.word.harm.shock", Harm.EMOCION: "zodiac.word.harm.emocion",
    Harm.AFECCION: "zodiac.word.harm.afeccion",
    Severity.LEVE: "zodiac.word.severity.leve", Severity.GRAVE: "zodiac.word.severity.grave",
    Severity.PERSISTENTE: "zodiac.word.severity.persistente",
    Special.DERRIBADO: "zodiac.word.special.derribado",
    Special.DESPREVENIDO: "zodiac.word.special.desprevenido",
    Special.INCAPACITADO: "zodiac.word.special.incapacitado",
}


def parse_state_word(text: str) -> Harm | Severity | Special:
    """Return the kind, grade or special state named by `text`.

    >>> parse_state_word("Afección"), parse_state_word("serious")
    (<Harm.AFECCION: 'afeccion'>, <Severity.GRAVE: 'grave'>)
    """
    word = text.strip().replace(" ", "_").replace("-", "_")
    return read_word(word, STATE_WORDS, "zodiac.error.unknown_state", name=text)


@record
class States:
    """The states marked on a sheet."""

    altered: frozenset[tuple[Harm, Severity]] = frozenset()
    special: frozenset[Special] = frozenset()

    def to_data(self) -> dict[str, Any]:
        """Return plain data: `{"altered": {"heridas": ["leve"]}, "special": [...]}`."""
        altered: dict[str, list[str]] = {}
        for harm in Harm:
            marked = [s.value for s in ORDER if (harm, s) in self.altered]
            if marked:
                altered[harm.value] = marked
        return {"altered": altered, "special": sorted(s.value for s in self.special)}

    @classmethod
    def from_data(cls, data: Mapping[str, Any] | None) -> States:
        """Build the states from plain data, or raise `RuleError`."""
        if not data:
            return cls()
        try:
            altered = frozenset((Harm(h), Severity(s))
                                for h, grades in (data.get("altered") or {}).items()
                                for s in grades)
            special = frozenset(Special(s) for s in data.get("special") or ())
        except (ValueError, TypeError, AttributeError):
            raise RuleError("zodiac.error.states_data") from None
        return cls(altered, special)


@record
class StateChange:
    """States after taking one, which grade ended up marked, and any overflow."""

    states: States
    marked: Severity | None
    overflow: Special | None


def take_state(states: States, harm: Harm, severity: Severity) -> StateChange:
    """Mark an E.ALT (climbing past grades already marked; Grave also marks Leve)."""
    for grade in ORDER[ORDER.index(severity):]:
        if (harm, grade) not in states.altered:
            added = {(harm, grade)}
            if grade is Severity.GRAVE:
                added.add((harm, Severity.LEVE))
            return StateChange(replace(states, altered=states.altered | added), grade, None)
    overflow = OVERFLOW[harm]
    return StateChange(replace(states, special=states.special | {overflow}), None, overflow)


def add_special(states: States, special: Special) -> States:
    """Mark an E.ESP."""
    return replace(states, special=states.special | {special})


def recover(states: States, state: tuple[Harm, Severity] | Special) -> States:
    """Clear one state (after a passed TS, Medicina or rest), or raise if not marked."""
    if isinstance(state, Special):
        if state not in states.special:
            raise RuleError("zodiac.error.state_not_marked", state=state.value)
        return replace(states, special=states.special - {state})
    if state not in states.altered:
        raise RuleError("zodiac.error.state_not_marked", state=f"{state[0]} {state[1]}")
    return replace(states, altered=states.altered - {state})


@record
class StateEffects:
    """What the marked states do to the PJ's Action rolls."""

    weakness: bool
    hindered: bool
    disadvantage: bool
    cannot_act: bool


def state_effects(states: States) -> StateEffects:
    """Return the effects of the marked states (they add up)."""
    grades = {severity for _, severity in states.altered}
    shock = [s for h, s in states.altered if h is Harm.SHOCK]
    stopped = (Special.INCAPACITADO in states.special
               or any(ORDER.index(s) >= ORDER.index(SHOCK_STOPS_FROM) for s in shock))
    return StateEffects(Severity.LEVE in grades, Severity.GRAVE in grades,
                        Severity.PERSISTENTE in grades, stopped)


def apply_states(request: ActionRequest, effects: StateEffects, *,
                 defied: bool = False, trained: bool = False) -> ActionRequest:
    """Add the states' modifiers to a request; `defied` = a PK spent to ignore them.

    `trained` = an ·E· skill cancels the −3 the Grave state brings.

    >>> apply_states(ActionRequest(0, 7), StateEffects(True, True, True, False)).hindered
    True
    """
    if defied:
        return request
    if effects.cannot_act:
        raise RuleError("zodiac.error.cannot_act")
    return replace(request,
                   weakness=request.weakness or effects.weakness,
                   hindered=request.hindered or (effects.hindered and not trained),
                   disadvantage=request.disadvantage or effects.disadvantage)
