"""An Action roll as one procedure: the PJ's Action, CD and skills, states, Karma, the roll.

`zodiac action atletismo --pc Nia --cd 7 --skill trepar` drives this same generator with
the answers taken from its options (`solo.procedures.prefilled`); the Encrucijada asks the
same questions through `choose_action`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import field
from typing import TYPE_CHECKING, Any

from solo.dice.rng import Rng
from solo.i18n import t
from solo.journal.entry import action, consequence, mechanics
from solo.procedures.steps import Ask, Choice, Message, Procedure, Progress, Record, Show, ask
from solo.record import record
from solo.systems.zodiac.procedures.common import (
    YES_NO,
    action_roll_line,
    grade_label,
    parse_yes_no,
    ts_roll_line,
)
from solo.systems.zodiac.procedures.roll import roll_main
from solo.systems.zodiac.rules.action import ActionResult, convert, fail_safely
from solo.systems.zodiac.rules.action_karma import ActionKarma
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.passive import PassiveResult, choose_passive, convert_passive
from solo.systems.zodiac.rules.request import (
    ActionRequest,
    Advantage,
    RollMode,
    parse_cd,
    request_from,
)
from solo.systems.zodiac.rules.roll_keys import GRADE_KEYS
from solo.text import signed

if TYPE_CHECKING:  # a PJ's sheet, its Actions and what they name: imported with a PJ
    from solo.systems.zodiac.rules.character import Character
    from solo.systems.zodiac.rules.scores import Action

#: What a passive roll uses when neither a CDE nor a PJ gives one (AT + 7).
PASSIVE_OFFSET = 7


@record
class ActionChoice:
    """The Action a PJ attempts, against which CD, and the skills it brings."""

    action: Action
    cd: int
    bonus: int = 0
    trained: bool = False
    skills_named: bool = False
    asked_cd: int = 0
    """The CD the GM set (above 13 a PJ with a 5 rolls against 13)."""


@record
class ActionSetup:
    """What is settled before the questions: the roll's options and how to resolve it."""

    options: Mapping[str, Any] = field(default_factory=dict)
    pc: Character | None = None
    passive: bool = False
    cde: int | None = None
    advantage: bool = False
    ignore_states: bool = False
    skills_named: bool = False
    choose_advantage: bool = False
    """Ventaja's way (+2 or a die) is asked after the first die, as the rules give it."""
    named: Action | None = None
    """The Action a roll without a PJ names (its label only: the AT is given)."""
    ask_modifiers: bool = False
    """Guided: the modifiers are asked (one menu, the odds updated), not only taken as options."""


@record
class ActionOutcome:
    """The roll (or passive result), the PJ after it, the Karma spent and what was attempted."""

    result: ActionResult | PassiveResult
    character: Character | None
    karma: ActionKarma
    what: str
    converted: bool = False
    """Whether the player took Éxito+Complicación for the Fracaso+Consecuencia rolled."""


def _skills_parser(pj: Character, chosen: Action) -> Callable[[str], tuple[int, bool]]:
    from solo.systems.zodiac.rules.skills import skill_bonus, trained_against

    def parse(text: str) -> tuple[int, bool]:
        skills = [pj.skill(name) for name in text.split(",") if name.strip()]
        return skill_bonus(skills, chosen), trained_against(skills)
    return parse


def action_choices(pj: Character) -> tuple[Choice, ...]:
    """The PJ's 15 Actions as menu options, each labelled with its PB, AT and CDE.

    >>> from solo.systems.zodiac.rules.character import SAMPLE_DATA, Character
    >>> first = action_choices(Character.from_data(SAMPLE_DATA))[0]
    >>> first.value, first.label, sorted(first.params)
    ('aguante', 'zodiac.choice.action.aguante', ['at', 'cde', 'pb'])
    """
    from solo.systems.zodiac.rules.keys import ACTION_CHOICE_KEYS
    from solo.systems.zodiac.rules.scores import Action

    choices = []
    for a in Action:
        derived = pj.derived(a)
        choices.append(Choice(a.value, ACTION_CHOICE_KEYS[a],
                              {"pb": derived.pb, "at": signed(derived.at), "cde": derived.cde}))
    return tuple(choices)


def choose_action(pj: Character, *, prompt: str = "zodiac.ask.action",
                  explain: str = "zodiac.explain.pc_action",
                  ask_skills: bool = False) -> Procedure[ActionChoice]:
    """Ask the Action (a menu of the PJ's 15), its CD and the skills that apply, if any."""
    from solo.systems.zodiac.rules.scores import parse_action

    chosen = yield from ask(Ask(prompt, {"name": pj.name}, choices=action_choices(pj),
                                explain=explain), parse_action)
    asked = yield from ask(Ask("zodiac.ask.cd", default="7", explain="zodiac.explain.cd"),
                           lambda text: _checked_cd(pj, chosen, parse_cd(text)))
    cd = pj.attempt_cd(chosen, asked)
    if cd != asked:
        yield Show(Message("zodiac.note.cd_capped", {"asked": asked, "cd": cd}, "rule"))
    if not (ask_skills or pj.skills_for(chosen)):
        return ActionChoice(chosen, cd, asked_cd=asked)
    bonus, trained = yield from ask(Ask(
        "zodiac.ask.skills", {"names": ", ".join(s.name for s in pj.skills_for(chosen))},
        default="", explain="zodiac.explain.skills_apply"), _skills_parser(pj, chosen))
    return ActionChoice(chosen, cd, bonus, trained, skills_named=True, asked_cd=asked)


def _checked_cd(pj: Character, chosen: Action, cd: int) -> int:
    pj.attempt_cd(chosen, cd)
    return cd


def action_lines(result: ActionResult, what: str, cd: int, lang: str | None) -> list[str]:
    """The journal's `@` line of an Action and its `d:` lines (the roll, then any TS PB)."""
    lines = [action(t("zodiac.journal.action", lang, action=what, cd=cd))]
    if result.trivial:  # no dice: no `d:` line, the Éxito and why
        return [*lines, consequence(t("zodiac.journal.trivial", lang,
                                      grade=grade_label(result, lang)))]
    lines.append(action_roll_line(result, lang))
    if result.ts is not None:
        lines.append(ts_roll_line(result.ts, "TS PB", lang))
    return lines


def _convert(result: ActionResult | PassiveResult,
             lang: str | None) -> Procedure[ActionResult | PassiveResult]:
    """Offer Éxito+Complicación for a Fracaso+Consecuencia just settled (the player chooses).

    The roll is shown first (without the hint: the question says it); once answered, the
    result no longer offers the choice.
    """
    if isinstance(result, ActionResult) and result.safe_failable:
        return (yield from _fail_safely(result, lang))
    if not result.convertible:
        return result
    settled = dataclasses.replace(result, convertible=False)
    yield Show(settled)
    total = result.value if isinstance(result, PassiveResult) else result.total
    take = yield from ask(Ask("zodiac.ask.convert", {"total": total, "cd": result.cd},
                              choices=YES_NO, default="no",
                              explain="zodiac.explain.convert"), parse_yes_no)
    if not take:
        return settled
    converted = convert_passive(result) if isinstance(result, PassiveResult) else convert(result)
    yield Record(mechanics(consequence(t("zodiac.journal.converted", lang,
                                         grade=grade_label(converted.grade, lang)))))
    return converted


def after_roll(result: ActionResult, lang: str | None) -> Procedure[ActionResult]:
    """The choices the rules give once an Action's roll is seen (conversion, Seguridad)."""
    settled = yield from _convert(result, lang)
    assert isinstance(settled, ActionResult)
    return settled


def _fail_safely(result: ActionResult, lang: str | None) -> Procedure[ActionResult]:
    """Tirar con Seguridad: offer a plain Fracaso for the Éxito+Consecuencia just shown."""
    yield Show(result)
    take = yield from ask(Ask("zodiac.ask.safe_failure", {"total": result.total, "cd": result.cd},
                              choices=YES_NO, default="no",
                              explain="zodiac.explain.safe_failure"), parse_yes_no)
    if not take:
        return result
    failed = fail_safely(result)
    yield Record(mechanics(consequence(t("zodiac.journal.safe_failure", lang,
                                         grade=grade_label(failed, lang)))))
    return failed


def _passive(setup: ActionSetup, request: ActionRequest, cde: int | None, what: str,
             lines: list[str], pc: Character | None,
             lang: str | None) -> Procedure[PassiveResult]:
    """Elegir Pasiva: the CDE (±2) against the CD; below it, the player picks the failure.

    The PJ (its PK after Karma spent on ignoring states) is yielded as `Progress` once
    journaled, before the conversion is asked.
    """
    value = setup.cde if setup.cde is not None else cde if cde is not None \
        else request.at + PASSIVE_OFFSET
    passive = choose_passive(value, request.cd, advantage=setup.advantage,
                             disadvantage=request.disadvantage, opposed=request.opposed)
    yield Record(mechanics(*lines, action(what), t(
        "zodiac.journal.passive", lang, value=passive.value, cd=passive.cd,
        grade=t(GRADE_KEYS[passive.grade], lang))))
    yield Progress(pc)  # the PK the journal shows spent is kept before the conversion's question
    chosen = yield from _convert(passive, lang)
    assert isinstance(chosen, PassiveResult)
    return chosen


def _values(setup: ActionSetup, pc: Character | None,
            choice: ActionChoice | None) -> dict[str, Any]:
    """The request's fields: the options, completed from the PJ's sheet and chosen Action."""
    values = dict(setup.options)
    if setup.passive and values.get("at") is None and setup.cde is not None:
        values["at"] = setup.cde - PASSIVE_OFFSET  # a CDE alone is enough to choose Pasiva
    if pc is None or choice is None:
        return values
    derived = pc.derived(choice.action)
    values.update(at=derived.at if values.get("at") is None else values["at"],
                  pb=values.get("pb") or max(derived.pb, 1), cd=choice.cd)
    if choice.asked_cd != choice.cd:
        values["capped_from"] = choice.asked_cd
    if choice.skills_named:
        values["skill_bonus"] = choice.bonus
    if choice.trained:  # an ·E· skill named cancels the −3 of Acción Entorpecida
        values["hindered"] = False
    return values


def _action_label(chosen: Action, lang: str | None) -> str:
    from solo.systems.zodiac.rules.keys import ACTION_KEYS

    return t(ACTION_KEYS[chosen], lang)


def _modifiers(request: ActionRequest, setup: ActionSetup,
               pc: Character | None) -> Procedure[tuple[ActionRequest, ActionSetup]]:
    """Ask the modifiers (one menu); Ventaja's way is then chosen after the first die."""
    from solo.systems.zodiac.procedures.modifiers import Situation, choose_modifiers

    chosen = yield from choose_modifiers(Situation(request, setup.passive,
                                                   pc.pk if pc else None))
    advantage = chosen.request.advantage is not Advantage.NONE
    later = (setup.choose_advantage if chosen.request.advantage is request.advantage
             else advantage)  # switched on in the menu: its way is chosen after the first die
    return chosen.request, dataclasses.replace(setup, passive=chosen.passive,
                                               advantage=advantage, choose_advantage=later)


def action_roll(setup: ActionSetup, rng: Rng, ts_rng: Rng,
                lang: str | None = None) -> Procedure[ActionOutcome]:
    """Roll an Action (of a PJ, asking which, else from the options alone) and journal it.

    The player sees the odds first; Ventaja (when not said how) is chosen after the first
    die; a Fracaso+Consecuencia may be taken as Éxito+Complicación right after the roll.
    The PJ as journaled (PK spent) is yielded as `Progress` before that question.
    """
    pc = setup.pc
    choice = (yield from choose_action(pc, ask_skills=setup.skills_named)) if pc else None
    request = request_from(_values(setup, pc, choice))
    trained = choice.trained if choice else False
    cde = pc.derived(choice.action).cde if pc and choice else None
    named = choice.action if choice else setup.named
    label = _action_label(named, lang) if named else ""
    if pc is not None and not setup.ignore_states:
        from solo.systems.zodiac.rules.states import apply_states, state_effects

        request = apply_states(request, state_effects(pc.states), trained=trained)
    if setup.ask_modifiers and not request.trivial:  # a trivial task rolls nothing to modify
        request, setup = yield from _modifiers(request, setup, pc)
    who = f"{pc.name}: " if pc else ""
    what = f"{who}{label}".strip(": ")
    karma = ActionKarma()
    lines: list[str] = []
    if pc is not None and setup.ignore_states:
        from solo.systems.zodiac.rules.karma import KarmaUse, spend_on_action  # a PJ's PK

        spend = spend_on_action(karma, pc.name, pc.pk, KarmaUse.DEFY_STATES)
        karma, pc = spend.action, pc.with_(pk=spend.points)
        lines.append(consequence(t("zodiac.journal.karma_use", lang, name=pc.name, pk=pc.pk,
                                   use=t("zodiac.karma_use.defy_states", lang))))
    if setup.passive:
        passive = yield from _passive(setup, request, cde, what or "CDE", lines, pc, lang)
        return ActionOutcome(passive, pc, karma, what or "CDE", passive.convertible is False
                         and passive.grade is Grade.SUCCESS_COMPLICATION)
    if request.mode is RollMode.CHARACTER and pc is not None:
        from solo.systems.zodiac.rules.karma import KarmaUse, spend_on_action

        karma = spend_on_action(karma, pc.name, pc.pk, KarmaUse.CHARACTER_ROLL).action
    why = ("zodiac.why.action", {"action": label, "cd": request.cd}) if label else (
        "zodiac.why.roll", {"cd": request.cd})
    result = yield from roll_main(request, rng, pc.name if pc else t("zodiac.who.you"),
                                  *why, choose_advantage=setup.choose_advantage,
                                  odds_shown=setup.ask_modifiers,
                                  ts_rng=ts_rng)
    lines += action_lines(result, what or "d12", request.cd, lang)
    if pc is not None and result.pk_spent:
        pc = pc.with_(pk=pc.pk - 1)
        lines.append(t("zodiac.journal.pk_spent", lang, pk=pc.pk))
    yield Record(mechanics(*lines))
    yield Progress(pc)  # the PK the journal shows spent is kept before the conversion's question
    settled = yield from _convert(result, lang)
    assert isinstance(settled, ActionResult)
    return ActionOutcome(settled, pc, karma, what or "d12", settled.grade is not result.grade)
