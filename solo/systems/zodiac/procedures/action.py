"""An Action roll as one procedure: the PJ's Action, CD and skills, states, Karma, the roll.

`zodiac action atletismo --pc Nia --cd 7 --skill trepar` drives this same generator with
the answers taken from its options (`solo.procedures.prefilled`); the Encrucijada asks the
same questions through `choose_action`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from solo.dice.rng import Rng
from solo.i18n import t
from solo.journal.entry import action, consequence, mechanics
from solo.procedures.steps import Ask, Choice, Procedure, Record, ask
from solo.systems.zodiac.procedures.common import action_roll_line, ts_roll_line
from solo.systems.zodiac.rules.action import ActionResult, convert, roll_action
from solo.systems.zodiac.rules.character import Character
from solo.systems.zodiac.rules.karma import ActionKarma, KarmaUse, spend_on_action
from solo.systems.zodiac.rules.keys import ACTION_KEYS, GRADE_KEYS
from solo.systems.zodiac.rules.passive import PassiveResult, choose_passive
from solo.systems.zodiac.rules.request import RollMode, parse_cd, request_from
from solo.systems.zodiac.rules.scores import Action, parse_action
from solo.systems.zodiac.rules.skills import skill_bonus, trained_against
from solo.systems.zodiac.rules.states import apply_states, state_effects

#: What a passive roll uses when neither a CDE nor a PJ gives one (AT + 7).
PASSIVE_OFFSET = 7


@dataclass(frozen=True)
class ActionChoice:
    """The Action a PJ attempts, against which CD, and the skills it brings."""

    action: Action
    cd: int
    bonus: int = 0
    trained: bool = False
    skills_named: bool = False


@dataclass(frozen=True)
class ActionSetup:
    """What is settled before the questions: the roll's options and how to resolve it."""

    options: Mapping[str, Any] = field(default_factory=dict)
    pc: Character | None = None
    passive: bool = False
    cde: int | None = None
    advantage: bool = False
    ignore_states: bool = False
    convert: bool = False
    skills_named: bool = False


@dataclass(frozen=True)
class ActionOutcome:
    """The roll (or passive result), the PJ after it, the Karma spent and what was attempted."""

    result: ActionResult | PassiveResult
    character: Character | None
    karma: ActionKarma
    what: str


def _skills_parser(pj: Character, chosen: Action) -> Callable[[str], tuple[int, bool]]:
    def parse(text: str) -> tuple[int, bool]:
        skills = [pj.skill(name) for name in text.split(",") if name.strip()]
        return skill_bonus(skills, chosen), trained_against(skills)
    return parse


def choose_action(pj: Character, *, explain: str = "zodiac.explain.event_action",
                  ask_skills: bool = False) -> Procedure[ActionChoice]:
    """Ask the Action, its CD and (when the PJ has some for it) the skills that apply."""
    chosen = yield from ask(Ask("zodiac.ask.action", choices=tuple(
        Choice(a.value, ACTION_KEYS[a]) for a in Action), explain=explain), parse_action)
    cd = yield from ask(Ask("zodiac.ask.cd", default="7", explain="zodiac.explain.cd"),
                        lambda text: pj.attempt_cd(chosen, parse_cd(text)))
    if not (ask_skills or pj.skills_for(chosen)):
        return ActionChoice(chosen, cd)
    bonus, trained = yield from ask(Ask(
        "zodiac.ask.skills", {"names": ", ".join(s.name for s in pj.skills_for(chosen))},
        default="", explain="zodiac.explain.skills_apply"), _skills_parser(pj, chosen))
    return ActionChoice(chosen, cd, bonus, trained, skills_named=True)


def action_lines(result: ActionResult, what: str, cd: int, lang: str | None) -> list[str]:
    """The journal's `@` line of an Action and its `d:` lines (the roll, then any TS PB)."""
    lines = [action(t("zodiac.journal.action", lang, action=what, cd=cd)),
             action_roll_line(result, lang)]
    if result.ts is not None:
        lines.append(ts_roll_line(result.ts, "TS PB", lang))
    return lines


def action_roll(setup: ActionSetup, rng: Rng, ts_rng: Rng,
                lang: str | None = None) -> Procedure[ActionOutcome]:
    """Roll an Action (of a PJ, asking which, else from the options alone) and journal it."""
    pc = setup.pc
    values = dict(setup.options)
    trained, cde, label = False, None, ""
    if pc is not None:
        choice = yield from choose_action(pc, ask_skills=setup.skills_named)
        derived = pc.derived(choice.action)
        values.update(at=derived.at if values.get("at") is None else values["at"],
                      pb=values.get("pb") or max(derived.pb, 1), cd=choice.cd)
        if choice.skills_named:
            values["skill_bonus"] = choice.bonus
        trained, cde = choice.trained, derived.cde
        label = t(ACTION_KEYS[choice.action], lang)
    request = request_from(values)
    if pc is not None and not setup.ignore_states:
        request = apply_states(request, state_effects(pc.states), trained=trained)
    who = f"{pc.name}: " if pc else ""
    karma = ActionKarma()
    lines: list[str] = []
    if pc is not None and setup.ignore_states:
        spend = spend_on_action(karma, pc.name, pc.pk, KarmaUse.DEFY_STATES)
        karma, pc = spend.action, pc.with_(pk=spend.points)
        lines.append(consequence(t("zodiac.journal.karma_use", lang, name=pc.name, pk=pc.pk,
                                   use=t("zodiac.karma_use.defy_states", lang))))
    if setup.passive:
        value = setup.cde if setup.cde is not None else cde if cde is not None \
            else request.at + PASSIVE_OFFSET
        passive = choose_passive(value, request.cd, advantage=setup.advantage,
                                 disadvantage=request.disadvantage, opposed=request.opposed)
        what = f"{who}{label}".strip(": ") or "CDE"
        yield Record(mechanics(*lines, action(what), t(
            "zodiac.journal.passive", lang, value=passive.value, cd=passive.cd,
            grade=t(GRADE_KEYS[passive.grade], lang))))
        return ActionOutcome(passive, pc, karma, what)
    if request.mode is RollMode.CHARACTER and pc is not None:
        karma = spend_on_action(karma, pc.name, pc.pk, KarmaUse.CHARACTER_ROLL).action
    result = roll_action(request, rng, ts_rng)
    if setup.convert:
        result = convert(result)
    lines += action_lines(result, f"{who}{label}" or "d12", request.cd, lang)
    if pc is not None and result.pk_spent:
        pc = pc.with_(pk=pc.pk - 1)
        lines.append(t("zodiac.journal.pk_spent", lang, pk=pc.pk))
    yield Record(mechanics(*lines))
    return ActionOutcome(result, pc, karma, f"{who}{label}".strip(": ") or "d12")
