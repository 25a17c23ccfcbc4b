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
from solo.procedures.steps import Choice, Message, Procedure, Record, RollFor, Show
from solo.record import record
from solo.systems.fate.procedures.common import choose, confirm, text
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
    return words, ((consequence(t("fate.journal.cost", lang, text=words)),) if words else ())


def _known(scene: Sequence[Aspect]) -> Procedure[int | None]:
    """Which aspect in play is targeted: any of them, the opponents' and consequences too."""
    if not scene:
        return None
    choices = tuple(Choice(str(i), "fate.choice.aspect",
                           {"name": a.name, "kind": t(a.kind.label_key)})
                    for i, a in enumerate(scene, start=1))
    if len(choices) == 1:
        return 0
    picked = yield from choose("fate.effect.ask_known", choices)
    return int(picked) - 1


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
                 opponent: str = GM, lang: str | None = None) -> Procedure[EffectOutcome]:
    """Show the effect, ask the choices it opens, and return what changed.

    What the roll earns (an aspect's free invokes, a boost) is held by `holder`; what it
    gives the other side, by `opponent`.
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
    if result.action is Action.ADVANTAGE and (achieved or enemy_aspect):
        # The aspect's free invokes go to whoever earned them (the opponent's on a failure).
        invokes = 1 if enemy_aspect else effect.free_invokes
        owner = opponent if enemy_aspect else holder
        index = (yield from _known(aspects)) if result.target is Target.KNOWN else None
        if index is not None:
            created = replace(aspects[index], free_invokes=aspects[index].free_invokes + invokes,
                              holder=owner)
            aspects[index] = created
        else:
            name = yield from text("fate.effect.ask_aspect", explain="fate.effect.explain_aspect")
            created = Aspect(name, AspectKind.SITUATION, invokes, holder=owner)
            aspects.append(created)
        lines.append(consequence(t("fate.journal.aspect", lang, name=created.name,
                                   free=created.free_invokes)))
    elif result.action is Action.ADVANTAGE and effect.opponent_free_invoke:
        created = yield from _to_opponent(result.target, aspects, opponent, lines, lang)
    gained: Aspect | None = None
    if gets_boost:
        gained = boost((yield from text("fate.effect.ask_boost",
                                        explain="fate.effect.explain_boost")), holder)
        aspects.append(gained)
        lines.append(consequence(t("fate.journal.boost", lang, name=gained.name)))
    if hit > 0:
        lines.append(consequence(t("fate.journal.hit", lang, hit=hit)))
    yield Record(mechanics(*lines))
    return EffectOutcome(effect.text, achieved, cost, cost_text, created, gained, hit,
                         enemy_invoke, tuple(aspects), took_hit)


def _to_opponent(target: Target, aspects: list[Aspect], opponent: str, lines: list[str],
                 lang: str | None) -> Procedure[Aspect | None]:
    """Condensed: a failed advantage on a known aspect, or a failed discover the opponent
    reveals, gives the opponent a free invoke on it."""
    if target is Target.KNOWN:
        index = yield from _known(aspects)
        if index is None:
            return None
        given = replace(aspects[index], free_invokes=aspects[index].free_invokes + 1,
                        holder=opponent)
        aspects[index] = given
        lines.append(consequence(t("fate.journal.opponent_invoke", lang, name=given.name)))
        return given
    name = yield from text("fate.effect.ask_revealed", optional=True)
    if not name:
        return None
    given = Aspect(name, AspectKind.SITUATION, 1, holder=opponent)
    aspects.append(given)
    lines.append(consequence(t("fate.journal.revealed", lang, name=name)))
    return given
