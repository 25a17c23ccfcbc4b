"""The last step of an action: apply its effect, with the choices the outcome opens.

Costs of a tie or of a success at a serious cost may be drawn from the cost
tables when the player lets the program play GM.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from solo.i18n import current_language, t
from solo.journal.entry import consequence, mechanics, table_line
from solo.procedures.steps import Choice, Message, Procedure, Record, Show
from solo.systems.fate.procedures.common import choose, confirm, text
from solo.systems.fate.rules.actions import Action, Cost, Option, Target
from solo.systems.fate.rules.aspects import Aspect, AspectKind, boost
from solo.systems.fate.rules.resolve import FateResult
from solo.tables.pick import DrawLike

COST_TABLES = {Cost.MINOR: "fate/costes-menores", Cost.MAJOR: "fate/costes-mayores"}


TableDraw = DrawLike  # kept as a name for the callers

@dataclass(frozen=True)
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


def draw_cost(cost: Cost, draw: Callable[[str], TableDraw] | None,
              lang: str | None) -> Procedure[tuple[str, tuple[str, ...]]]:
    """Let the program draw a cost (when it may), or ask the player to name one."""
    if draw is not None and (yield from confirm("fate.effect.ask_draw_cost",
                                                explain="fate.effect.explain_cost",
                                                default="yes")):
        drawn = draw(COST_TABLES[cost])
        words = drawn.in_language(lang or current_language())
        yield Show(Message("fate.effect.cost", {"text": words}, "warning"))
        return words, (table_line(drawn.table_id, drawn.dice, drawn.value or "", words),)
    words = yield from text("fate.effect.ask_cost", optional=True,
                            kind=t(cost.label_key))
    return words, ((consequence(t("fate.journal.cost", lang, text=words)),) if words else ())


def _known(scene: Sequence[Aspect]) -> Procedure[int | None]:
    if not scene:
        return None
    choices = tuple(Choice(str(i), "fate.choice.aspect",
                           {"name": a.name, "kind": t(a.kind.label_key),
                            "free": a.free_invokes}) for i, a in enumerate(scene, start=1))
    picked = yield from choose("fate.effect.ask_known", choices)
    return int(picked) - 1


def apply_effect(result: FateResult, scene: Sequence[Aspect], *,
                 draw: Callable[[str], TableDraw] | None = None,
                 lang: str | None = None) -> Procedure[EffectOutcome]:
    """Show the effect, ask the choices it opens, and return what changed."""
    effect = result.effect
    if effect is None:
        return EffectOutcome("", result.outcome.value != "fail", Cost.NONE, "", None, None, 0,
                             False, tuple(scene))
    yield Show(Message(effect.text, style="rule"))
    achieved, cost, hit = effect.achieved, effect.cost, effect.hit
    gets_boost, enemy_invoke, enemy_aspect = effect.boost, effect.opponent_free_invoke, False
    options = effect.options
    if Option.MAJOR_COST in options and (yield from confirm("fate.effect.ask_major_cost")):
        achieved, cost = True, Cost.MAJOR
    if Option.FAIL_WITH_BOOST in options and (yield from confirm("fate.effect.ask_fail_boost")):
        achieved, cost, gets_boost = False, Cost.NONE, True
    if Option.ASPECT_FOR_OPPONENT in options and (
            yield from confirm("fate.effect.ask_aspect_for_opponent")):
        enemy_aspect = enemy_invoke = True
    if Option.TRADE_HIT_FOR_BOOST in options and hit > 0 and (
            yield from confirm("fate.effect.ask_trade", hit=hit)):
        hit, gets_boost = hit - 1, True
    lines = [consequence(t(effect.text, lang))]
    cost_text = ""
    if cost is not Cost.NONE:
        cost_text, cost_lines = yield from draw_cost(cost, draw, lang)
        lines.extend(cost_lines)
    aspects = list(scene)
    created: Aspect | None = None
    if result.action is Action.ADVANTAGE and (achieved or enemy_aspect):
        invokes = 0 if enemy_aspect else effect.free_invokes
        index = (yield from _known(aspects)) if result.target is Target.KNOWN else None
        if index is not None:
            created = replace(aspects[index], free_invokes=aspects[index].free_invokes + invokes)
            aspects[index] = created
        else:
            name = yield from text("fate.effect.ask_aspect", explain="fate.effect.explain_aspect")
            created = Aspect(name, AspectKind.SITUATION, invokes)
            aspects.append(created)
        lines.append(consequence(t("fate.journal.aspect", lang, name=created.name,
                                   free=created.free_invokes)))
    gained: Aspect | None = None
    if gets_boost:
        gained = boost((yield from text("fate.effect.ask_boost",
                                        explain="fate.effect.explain_boost")))
        aspects.append(gained)
        lines.append(consequence(t("fate.journal.boost", lang, name=gained.name)))
    if hit > 0:
        lines.append(consequence(t("fate.journal.hit", lang, hit=hit)))
    yield Record(mechanics(*lines))
    return EffectOutcome(effect.text, achieved, cost, cost_text, created, gained, hit,
                         enemy_invoke, tuple(aspects))
