"""The last step of an action: apply its effect, with the choices the outcome opens.

Costs of a tie or of a success at a serious cost may be drawn from the cost
tables when the player lets the program play GM.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, TypeAlias

from solo.i18n import current_language, t
from solo.journal.entry import consequence, mechanics, table_line
from solo.procedures.steps import Ask, Message, Procedure, Record, RollFor, Show, ask
from solo.record import record
from solo.systems.fate.procedures.aim import Aim, whose
from solo.systems.fate.procedures.common import confirm, required, text
from solo.systems.fate.rules.actions import Action, Cost, Option, Target
from solo.systems.fate.rules.aspects import GM, Aspect, AspectKind, boost
from solo.systems.fate.rules.resolve import FateResult

if TYPE_CHECKING:
    from solo.tables.pick import DrawLike

COST_TABLES = {Cost.MINOR: "fate/costes-menores", Cost.MAJOR: "fate/costes-mayores"}


TableDraw: TypeAlias = "DrawLike"  # kept as a name for the callers

@record
class EffectOutcome:
    """What the action did in the story."""

    text: str
    achieved: bool
    cost: Cost
    cost_text: str
    created: Aspect | None
    boost: Aspect | None
    hit: int
    opponent_free_invoke: bool
    aspects: tuple[Aspect, ...]
    took_hit: int = 0


def draw_cost(cost: Cost, draw: Callable[[str], TableDraw] | None,
              lang: str | None) -> Procedure[tuple[str, tuple[str, ...]]]:
    """Let the program draw a cost (when it may), or ask the player to name one."""
    if draw is not None and (yield from confirm("fate.effect.ask_draw_cost",
                                                explain="fate.effect.explain_cost",
                                                default="yes")):
        yield RollFor(t("fate.side.gm"), "fate.roll.why.cost", {"kind": t(cost.label_key)})
        drawn = draw(COST_TABLES[cost])
        words = drawn.in_language(lang or current_language())
        yield Show(Message("fate.effect.cost", {"text": words}, "warning"))
        return words, (table_line(drawn.table_id, drawn.dice, drawn.value or "", words),)
    words = yield from text("fate.effect.ask_cost", optional=True,
                            kind=t(cost.label_key))
    if words:
        yield Show(Message("fate.effect.cost", {"text": words}, "warning"))
    return words, ((consequence(t("fate.journal.cost", lang, text=words)),) if words else ())


def _place(aim: Aim, aspects: list[Aspect], invokes: int, owner: str) -> Procedure[Aspect]:
    """Put the advantage's free invokes on its aspect: the one aimed at (kept in play when it
    was a character's own), the new one named before the roll, or the one discovered."""
    if aim.target is Target.KNOWN and aim.aspect is not None:
        index = _index(aim.aspect, aspects)
        if index is None:
            placed = replace(aim.aspect, free_invokes=invokes, holder=owner)
            aspects.append(placed)
            return placed
        placed = replace(aspects[index], free_invokes=aspects[index].free_invokes + invokes,
                         holder=owner)
        aspects[index] = placed
        return placed
    name = aim.aspect.name if aim.aspect is not None else (
        yield from text("fate.effect.ask_aspect", explain="fate.effect.explain_aspect",
                        default=t("fate.effect.default_aspect")))
    placed = Aspect(name, AspectKind.SITUATION, invokes, holder=owner)
    aspects.append(placed)
    return placed


def _index(aspect: Aspect, aspects: Sequence[Aspect]) -> int | None:
    """Where `aspect` (by name, kind and owner) is among `aspects`, if it is."""
    return next((i for i, a in enumerate(aspects) if (a.name, a.kind, a.owner)
                 == (aspect.name, aspect.kind, aspect.owner)), None)


def _choices(result: FateResult, options: tuple[Option, ...],
             lines: list[str], lang: str | None) -> Procedure[tuple[Option | None, int]]:
    """Ask about the options a failure (or a tie) opens; journal the one chosen."""
    hit = max(1, -result.shifts)
    asked = ((Option.MAJOR_COST, "fate.effect.ask_major_cost", "fate.journal.chose_major_cost"),
             (Option.TAKE_HIT, "fate.effect.ask_take_hit", "fate.journal.chose_take_hit"),
             (Option.FAIL_WITH_BOOST, "fate.effect.ask_fail_boost",
              "fate.journal.chose_fail_boost"),
             (Option.ASPECT_FOR_OPPONENT, "fate.effect.ask_aspect_for_opponent",
              "fate.journal.chose_aspect_for_opponent"))
    for option, question, words in asked:
        if option in options and (yield from confirm(question, hit=hit)):
            lines.append(consequence(t(words, lang, hit=hit)))
            return option, hit
    if result.outcome.value != "tie" and any(o is not Option.TRADE_HIT_FOR_BOOST
                                                 for o in options):
        lines.append(consequence(t("fate.journal.chose_fail", lang)))
    return None, 0


def apply_effect(result: FateResult, scene: Sequence[Aspect], *,
                 draw: Callable[[str], TableDraw] | None = None, holder: str = "",
                 opponent: str = GM, aim: Aim | None = None,
                 lang: str | None = None) -> Procedure[EffectOutcome]:
    """Show the effect, ask the choices it opens, and return what changed.

    What the roll earns (an aspect's free invokes, a boost) is held by `holder`; what it
    gives the other side, by `opponent`. An advantage's `aim` was asked before the roll.
    """
    effect = result.effect
    if effect is None:
        return EffectOutcome("", result.outcome.value != "fail", Cost.NONE, "", None, None, 0,
                             False, tuple(scene))
    yield Show(Message(effect.text, style="rule"))
    achieved, cost, hit = effect.achieved, effect.cost, effect.hit
    gets_boost, enemy_invoke, enemy_aspect = effect.boost, effect.opponent_free_invoke, False
    lines = [consequence(t(effect.text, lang))]
    chosen, took_hit = yield from _choices(result, effect.options, lines, lang)
    if chosen is Option.MAJOR_COST:
        achieved, cost = True, Cost.MAJOR
    elif chosen is Option.FAIL_WITH_BOOST:
        achieved, cost, gets_boost = False, Cost.NONE, True
    elif chosen is Option.ASPECT_FOR_OPPONENT:
        enemy_aspect = enemy_invoke = True
    if chosen is not Option.TAKE_HIT:
        took_hit = 0
    if Option.TRADE_HIT_FOR_BOOST in effect.options and hit > 0 and (
            yield from confirm("fate.effect.ask_trade", hit=hit)):
        hit, gets_boost = hit - 1, True
    cost_text = ""
    if cost is not Cost.NONE:
        cost_text, cost_lines = yield from draw_cost(cost, draw, lang)
        lines.extend(cost_lines)
    aspects = list(scene)
    created: Aspect | None = None
    aim = aim or Aim(result.target)
    if result.action is Action.ADVANTAGE and (achieved or enemy_aspect):
        # The aspect's free invokes go to whoever earned them (the opponent's on a failure).
        invokes = 1 if enemy_aspect else effect.free_invokes
        owner = opponent if enemy_aspect else holder
        created = yield from _place(aim, aspects, invokes, owner)
        if enemy_aspect:
            yield Show(Message("fate.effect.theirs", {"name": created.name,
                                                      "whose": whose(owner)}, "warning"))
            lines.append(consequence(t("fate.journal.aspect_theirs", lang, name=created.name,
                                       whose=whose(owner))))
        else:
            lines.append(consequence(t("fate.journal.aspect", lang, name=created.name,
                                       free=created.free_invokes)))
    elif result.action is Action.ADVANTAGE and effect.opponent_free_invoke:
        created = yield from _to_opponent(aim, aspects, opponent, lines, lang)
    gained: Aspect | None = None
    if gets_boost:
        named = aim.aspect.name if aim.target is Target.NEW and aim.aspect else None
        gained = boost((yield from ask(Ask("fate.effect.ask_boost", {}, (),
                                           named or t("fate.effect.default_boost"),
                                           "fate.effect.explain_boost"), required)), holder)
        aspects.append(gained)
        lines.append(consequence(t("fate.journal.boost", lang, name=gained.name)))
    if hit > 0:
        lines.append(consequence(t("fate.journal.hit", lang, hit=hit)))
    yield Record(mechanics(*lines))
    return EffectOutcome(effect.text, achieved, cost, cost_text, created, gained, hit,
                         enemy_invoke, tuple(aspects), took_hit)


def _to_opponent(aim: Aim, aspects: list[Aspect], opponent: str, lines: list[str],
                 lang: str | None) -> Procedure[Aspect | None]:
    """Condensed: a failed advantage on a known aspect, or a failed discover the opponent
    reveals, gives the opponent a free invoke on it (shown, saying whose)."""
    if aim.target is Target.KNOWN and aim.aspect is not None:
        given = yield from _place(aim, aspects, 1, opponent)
        yield Show(Message("fate.effect.theirs", {"name": given.name, "whose": whose(opponent)},
                           "warning"))
        lines.append(consequence(t("fate.journal.aspect_theirs", lang, name=given.name,
                                   whose=whose(opponent))))
        return given
    name = yield from text("fate.effect.ask_revealed", optional=True)
    if not name:
        return None
    given = Aspect(name, AspectKind.SITUATION, 1, holder=opponent)
    aspects.append(given)
    yield Show(Message("fate.effect.theirs", {"name": name, "whose": whose(opponent)},
                       "warning"))
    lines.append(consequence(t("fate.journal.aspect_theirs", lang, name=name,
                               whose=whose(opponent))))
    return given
