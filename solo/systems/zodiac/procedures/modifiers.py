"""The guided roll's modifiers: one menu of everything the situation may carry, odds updated.

The menu's first answer (the default) rolls at once, so a newcomer is not buried; each other
item is one rule with its one-line summary, switched on or off (Puntos de Foco asks how many),
and the exact odds are shown again after each choice, before any die.

>>> from solo.procedures.steps import run_scripted
>>> from solo.systems.zodiac.rules.request import ActionRequest
>>> run = run_scripted(choose_modifiers(Situation(ActionRequest(0, 7))),
...                    ["desventaja", "foco", "-2", "tirar"])
>>> run.result.request.disadvantage, run.result.request.focus
(True, -2)

An Encrucijada's conviction is fixed on the roll; the situation's Desventaja cancels its
Ventaja (and a second Ventaja adds nothing):

>>> from solo.systems.zodiac.rules.request import Advantage
>>> run = run_scripted(choose_modifiers(Situation(
...     ActionRequest(0, 7, advantage=Advantage.DIE), fixed="ventaja")),
...     ["ventaja", "desventaja", "tirar"])
>>> run.result.request.extra_die, run.result.request.advantage.value
(False, 'die')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

from solo.errors import InputError, RuleError
from solo.numbers import read_number
from solo.procedures.steps import Ask, Choice, Message, Procedure, Show, ask
from solo.record import record
from solo.systems.zodiac.procedures.roll import odds_of
from solo.systems.zodiac.rules.request import ActionRequest, Advantage, RollMode
from solo.systems.zodiac.rules.settings import FOCUS_MAX

ROLL = "tirar"
FOCUS = "foco"
ON, OFF = "✔", "·"


@record
class Situation:
    """The roll about to be made, and whether it is Elegir Pasiva (no dice) instead."""

    request: ActionRequest
    passive: bool = False
    pk: int | None = None
    """The PJ's PK (a Tirada de Carácter bets one); None without a PJ."""
    fixed: str = ""
    """An Encrucijada's conviction: `ventaja` or `desventaja`, set on the roll and kept.

    The situation's own Ventaja or Desventaja is added to it by the rulebook's rule: one
    Ventaja and one Desventaja cancel, two of a kind are one. The Encrucijada's Action is
    rolled (no Pasiva) on the d12 or the safe d6 (no Tirada de Carácter: it bets the Karma
    the conviction has just moved, and takes no extra die).
    """


def _flip_mode(request: ActionRequest, mode: RollMode) -> ActionRequest:
    return replace(request, mode=RollMode.NORMAL if request.mode is mode else mode)


#: What each item switches (Puntos de Foco asks its number; Pasiva is the Situation's).
TOGGLES: Mapping[str, Callable[[ActionRequest], ActionRequest]] = {
    "ventaja": lambda r: replace(r, advantage=Advantage.NONE if r.advantage is not Advantage.NONE
                                 else Advantage.DIE),
    "desventaja": lambda r: replace(r, disadvantage=not r.disadvantage),
    "entorpecida": lambda r: replace(r, hindered=not r.hindered),
    "minimizada": lambda r: replace(r, minimized=not r.minimized),
    "debilidad": lambda r: replace(r, weakness=not r.weakness),
    "estorbo": lambda r: replace(r, encumbered=not r.encumbered),
    "seguridad": lambda r: _flip_mode(r, RollMode.SAFE),
    "caracter": lambda r: _flip_mode(r, RollMode.CHARACTER),
    "enfrentada": lambda r: replace(r, opposed=not r.opposed),
}


def _mark(on: bool) -> str:
    return ON if on else OFF


def modifier_choices(situation: Situation) -> tuple[Choice, ...]:
    """The menu: roll now, then each rule in the rulebook's order, marked when it applies.

    >>> from solo.systems.zodiac.rules.request import ActionRequest
    >>> menu = modifier_choices(Situation(ActionRequest(0, 7, hindered=True)))
    >>> len(menu), menu[0].value, menu[3].params["mark"]
    (12, 'tirar', '✔')
    """
    r = situation.request
    menu = (
        Choice(ROLL, "zodiac.modifier.roll"),
        Choice("ventaja", "zodiac.modifier.advantage",
               {"mark": _mark(r.advantage is not Advantage.NONE)}),
        Choice("desventaja", "zodiac.modifier.disadvantage", {"mark": _mark(r.disadvantage)}),
        Choice("entorpecida", "zodiac.modifier.hindered", {"mark": _mark(r.hindered)}),
        Choice("minimizada", "zodiac.modifier.minimized", {"mark": _mark(r.minimized)}),
        Choice("debilidad", "zodiac.modifier.weakness", {"mark": _mark(r.weakness)}),
        Choice(FOCUS, "zodiac.modifier.focus", {"mark": _mark(bool(r.focus)),
                                                "focus": f"{r.focus:+d}"}),
        Choice("estorbo", "zodiac.modifier.encumbered", {"mark": _mark(r.encumbered)}),
        Choice("seguridad", "zodiac.modifier.safe", {"mark": _mark(r.mode is RollMode.SAFE)}),
        Choice("caracter", "zodiac.modifier.character",
               {"mark": _mark(r.mode is RollMode.CHARACTER)}),
        Choice("enfrentada", "zodiac.modifier.opposed", {"mark": _mark(r.opposed)}),
        Choice("pasiva", "zodiac.modifier.passive", {"mark": _mark(situation.passive)}),
    )
    if not situation.fixed:
        return menu
    return tuple(FIXED_CHOICES[c.value] if c.value == situation.fixed else c
                 for c in menu if c.value not in CROSSROADS_LEFT_OUT)


#: An Encrucijada's menu: its conviction's item, marked and kept; what it leaves out.
FIXED_CHOICES: Mapping[str, Choice] = {
    "ventaja": Choice("ventaja", "zodiac.modifier.conviction_advantage", {"mark": ON}),
    "desventaja": Choice("desventaja", "zodiac.modifier.conviction_disadvantage", {"mark": ON}),
}
CROSSROADS_LEFT_OUT = frozenset({"caracter", "pasiva"})


def parse_modifier(situation: Situation) -> Callable[[str], str]:
    """Read a menu answer (a word of the menu: the driver turns numbers into values)."""
    values = {c.value for c in modifier_choices(situation)}

    def parse(text: str) -> str:
        word = text.strip().lower()
        if word not in values:
            raise InputError("zodiac.error.unknown_modifier", text=text)
        return word
    return parse


def _focus(text: str) -> int:
    return read_number(text, -FOCUS_MAX, FOCUS_MAX)


def _checked(situation: Situation) -> Situation:
    """The situation, or a `RuleError` when the rules forbid it (Seguridad under Debilidad…)."""
    request = situation.request.check()
    if request.mode is RollMode.CHARACTER and situation.pk is not None and situation.pk < 1:
        raise RuleError("zodiac.error.no_pk", points=situation.pk, needed=1)
    if situation.passive and request.opposed:
        raise RuleError("zodiac.error.passive_opposed")
    return situation


def _preview(situation: Situation) -> Show:
    """The odds of the roll as it stands (Pasiva and a trivial task roll nothing)."""
    request = situation.request
    if situation.passive or request.trivial:
        key = "zodiac.modifier.passive_now" if situation.passive else "zodiac.note.trivial"
        return Show(Message(key, {}, "rule"))
    return Show(odds_of(request))


def choose_modifiers(situation: Situation) -> Procedure[Situation]:
    """Ask, until the player rolls, which modifiers apply; show the odds after each choice.

    The menu's explanation is given the first time only (the odds say what changed since).
    """
    explain: str | None = ("zodiac.explain.crossroads_modifier" if situation.fixed
                           else "zodiac.explain.modifier")
    while True:
        yield _preview(situation)
        picked = yield from ask(Ask("zodiac.ask.modifier", choices=modifier_choices(situation),
                                    default=ROLL, explain=explain), parse_modifier(situation))
        explain = None
        if picked == ROLL:
            return situation
        if picked == situation.fixed:  # paid for (or earned) with the conviction: it stays
            yield Show(Message("zodiac.note.conviction_fixed", {}, "rule"))
            continue
        if picked == FOCUS:
            focus = yield from ask(Ask("zodiac.ask.focus", {"most": FOCUS_MAX}, default="0",
                                       explain="zodiac.explain.focus"), _focus)
            changed = replace(situation, request=replace(situation.request, focus=focus))
        elif picked == "pasiva":
            changed = replace(situation, passive=not situation.passive)
        else:
            changed = replace(situation, request=TOGGLES[picked](situation.request))
        try:
            situation = _checked(changed)
        except RuleError as error:
            yield Show(Message(error.key, error.params, "error"))
