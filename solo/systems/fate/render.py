"""Renderers for Fate: rolls, odds, sheets, the ladder, the deck, aspects, summaries."""

from __future__ import annotations

from fractions import Fraction

from rich.console import Group, RenderableType

from solo.i18n import t
from solo.render import renders
from solo.render.bars import odds_table
from solo.render.safe import Panel, Table, Text
from solo.systems.fate.commands.main import DeckView, Ladder
from solo.systems.fate.commands.pc import PointsChange, Roster, SceneAspects
from solo.systems.fate.odds import FateOdds
from solo.systems.fate.procedures.absorb import AbsorbSummary
from solo.systems.fate.procedures.conflict_state import ConflictSummary
from solo.systems.fate.procedures.contest import ChallengeSummary, ContestSummary
from solo.systems.fate.procedures.do import DoSummary, OddsPreview
from solo.systems.fate.procedures.recover import Recovery
from solo.systems.fate.rules.actions import Cost
from solo.systems.fate.rules.approaches import Approach
from solo.systems.fate.rules.aspects import GM, Aspect
from solo.systems.fate.rules.character import Character
from solo.systems.fate.rules.contest import VERDICTS, Exchange
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.ladder import ladder_label
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.resolve import FateResult
from solo.systems.fate.rules.skills import Skill
from solo.text import signed

_FACES = {1: ("+", "die.good"), 0: ("0", "die.neutral"), -1: ("−", "die.bad")}
OUTCOME_STYLE = {Outcome.FAIL: "outcome.fail", Outcome.TIE: "outcome.tie",
                 Outcome.SUCCESS: "outcome.success", Outcome.STYLE: "outcome.great"}
_RATINGS = {Edition.FAE: "fate.sheet.ratings.fae",
            Edition.CONDENSED: "fate.sheet.ratings.condensed"}


def faces_text(faces: tuple[int, ...]) -> Text:
    """`[+] [0] [−] [+]`, coloured."""
    line = Text()
    for face in faces:
        symbol, style = _FACES[face]
        line.append(f"[{symbol}]", style=style)
        line.append(" ")
    return line


def outcome_text(outcome: Outcome) -> Text:
    """The outcome's name, coloured."""
    return Text(t(outcome.label_key), style=OUTCOME_STYLE[outcome])


@renders(FateResult)
def render_result(result: FateResult) -> RenderableType:
    """`4dF [+] [0] [−] [+] +3 = +4 vs +2 Bueno → Éxito (2)` and the action's effect."""
    line = Text("4dF  ", style="heading")
    line.append_text(faces_text(result.faces))
    line.append(f"{signed(result.bonus)} = ")
    line.append(signed(result.total), style="value")
    line.append(f"  vs {ladder_label(result.vs)}  →  ")
    line.append_text(outcome_text(result.outcome))
    line.append(f" ({result.shifts})", style="muted")
    if result.effect is None:
        return line
    effect = Text(t(result.effect.text), style="rule")
    return Group(line, effect)


def _outcome_odds(outcomes: dict[Outcome, Fraction], title: str | None = None) -> Table:
    return odds_table(((t(o.label_key), Fraction(outcomes[o])) for o in Outcome), title=title)


@renders(FateOdds)
def render_odds(result: FateOdds) -> RenderableType:
    """The chance of each outcome."""
    return _outcome_odds(result.outcomes, f"4dF {signed(result.bonus)} vs {signed(result.vs)}")


@renders(OddsPreview)
def render_preview(result: OddsPreview) -> RenderableType:
    """The chance of each outcome, before the roll."""
    against = f"4dF {signed(result.vs)}" if result.active else signed(result.vs)
    return _outcome_odds({o: Fraction(str(p)) for o, p in result.outcomes.items()},
                         f"4dF {signed(result.bonus)} vs {against}")


def _ratings(sheet: Character) -> str:
    rated: list[tuple[Approach | Skill, int]] = list(
        sheet.approaches.items() if sheet.edition is Edition.FAE else sheet.skills.items())
    ordered = sorted(rated, key=lambda pair: -pair[1])
    return ", ".join(f"{t(name.label_key)} {signed(v)}" for name, v in ordered)


@renders(Character)
def render_character(sheet: Character) -> RenderableType:
    """The sheet: aspects, approaches or skills, stunts, fate points, stress, consequences."""
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column(style="label")
    table.add_column()
    table.add_row(t("fate.sheet.aspects"), "\n".join(
        a for a in (sheet.high_concept, sheet.trouble, *sheet.aspects) if a) or "—")
    table.add_row(t(_RATINGS[sheet.edition]), _ratings(sheet) or "—")
    table.add_row(t("fate.sheet.stunts"), "\n".join(
        f"{s.name}: {s.text}" for s in sheet.stunts) or "—")
    table.add_row(t("fate.sheet.points"), t("fate.sheet.points_value",
                                           points=sheet.fate_points, refresh=sheet.refresh))
    table.add_row(t("fate.sheet.stress"), "  ".join(
        f"{t(tr.kind.label_key)} {tr.marks()}" for tr in sheet.tracks) or "—")
    table.add_row(t("fate.sheet.consequences"), "\n".join(
        f"{t(s.severity.label_key)} ({s.value}): {s.aspect or '—'}"
        for s in sheet.consequences) or "—")
    title = f"{sheet.name} · {t(sheet.edition.label_key)}"
    return Panel(table, title=title, title_align="left")


@renders(Ladder)
def render_ladder(result: Ladder) -> RenderableType:
    """Each rung: number and name."""
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column(justify="right", style="label")
    table.add_column()
    for value, name in result.rungs:
        table.add_row(signed(value), name)
    return table


@renders(DeckView)
def render_deck(result: DeckView) -> RenderableType:
    """Cards left and the chance of each sum on the next card."""
    table = odds_table(((signed(k), Fraction(v)) for k, v in result.sums.items()),
                       title=t("fate.deck.title", left=result.left),
                       first_column=t("fate.deck.sum"))
    return table


def _aspect_line(aspect: Aspect) -> str:
    """`Humo (de situación)`, or with its free invokes and whose they are."""
    kind = t(aspect.kind.label_key)
    if not aspect.free_invokes:
        return t("fate.choice.aspect", name=aspect.name, kind=kind)
    whose = (t("fate.sheet.held_by_gm") if aspect.holder == GM
             else aspect.holder or t("fate.sheet.held_by_you"))
    return t("fate.sheet.aspect_free", name=aspect.name, kind=kind, free=aspect.free_invokes,
             whose=whose)


@renders(SceneAspects)
def render_aspects(result: SceneAspects) -> RenderableType:
    """The aspects in play, one per line."""
    lines = [_aspect_line(a) for a in result.aspects] or [t("fate.sheet.no_aspects")]
    return Text("\n".join(lines))


@renders(Roster)
def render_roster(result: Roster) -> RenderableType:
    """The characters, the active one marked."""
    table = Table(show_header=False, box=None, pad_edge=False)
    for sheet in result.characters:
        mark = "▶" if sheet.name == result.active else " "
        table.add_row(mark, sheet.name, t(sheet.role.label_key),
                      t("fate.journal.points", points=sheet.fate_points),
                      " ".join(tr.marks() for tr in sheet.tracks))
    shown = table if result.characters else Text(t("fate.sheet.no_characters"))
    if not result.done:
        return shown
    return Group(*(Text(t(m.key, **m.params), style="rule") for m in result.done), shown)


@renders(PointsChange)
def render_points(result: PointsChange) -> RenderableType:
    """`Nia: 3 → 4 PF`."""
    return Text(t("fate.msg.points", name=result.name, before=result.before, after=result.after))


@renders(Exchange)
def render_exchange(result: Exchange) -> RenderableType:
    """Both totals and who scored."""
    totals = "  ".join(f"{name} {signed(total)}" for name, total in result.totals.items())
    verdict = (t("fate.msg.twist_tie") if result.twist else
               t("fate.msg.victory", name=result.winner, victories=result.victories))
    return Text(f"{totals}  →  {verdict}")


@renders(DoSummary)
def render_do(result: DoSummary) -> RenderableType:
    """The final roll (unless the guided loop showed it) and what changed."""
    parts: list[RenderableType] = [Text(result.intent, style="title")]
    if result.result is not None and not result.roll_shown:
        parts.append(render_result(result.result))
    effect = result.effect
    if effect is not None and result.result is not None and effect.cost is Cost.MAJOR and (
            result.result.outcome is Outcome.FAIL):        # the failure turned into success
        parts.append(Text(t("fate.journal.chose_major_cost"), style="warning"))
    if effect is not None and effect.cost_text and not result.roll_shown:  # else said already
        parts.append(Text(t("fate.effect.cost", text=effect.cost_text), style="warning"))
    if result.effect is not None and result.effect.hit:
        parts.append(Text(t("fate.journal.hit", hit=result.effect.hit), style="warning"))
    before, after = result.started_points, result.character.fate_points
    if before is None:
        parts.append(Text(t("fate.journal.points", points=after), style="muted"))
    elif before != after:                      # the fate points only when they changed
        parts.append(Text(t("fate.msg.points", name=result.character.name, before=before,
                            after=after), style="muted"))
    return Group(*parts)


@renders(AbsorbSummary)
def render_absorb(result: AbsorbSummary) -> RenderableType:
    """The sheet after the hit, or taken out."""
    if result.taken_out:
        return Text(t("fate.journal.taken_out", name=result.character.name), style="outcome.fail")
    return render_character(result.character)


@renders(ChallengeSummary)
def render_challenge(result: ChallengeSummary) -> RenderableType:
    """Each task's outcome and the verdict."""
    table = Table(show_header=False, box=None, pad_edge=False)
    costs = result.costs or (Cost.NONE,) * len(result.tasks)
    for task, roll, cost in zip(result.tasks, result.results, costs, strict=True):
        row = outcome_text(roll.outcome)
        if cost is not Cost.NONE:
            row.append(f" · {t(cost.label_key)}")
        table.add_row(task, row)
    return Group(table, Text(t(VERDICTS[result.verdict], name=result.name),
                             style="title"))


@renders(ContestSummary)
def render_contest(result: ContestSummary) -> RenderableType:
    """The tally and the winner (and whether the player's character was taken out)."""
    tally = ", ".join(f"{side} {result.victories.get(side, 0)}" for side in result.sides)
    if result.left:
        return Text(f"{t('fate.contest.left')}  ({tally})", style="warning")
    won = Text(f"{t('fate.contest.won', name=result.winner)}  ({tally})", style="title")
    if not result.taken_out:
        return won
    return Group(Text(t("fate.journal.taken_out", name=result.character.name),
                      style="outcome.fail"), won)


@renders(ConflictSummary)
def render_conflict(result: ConflictSummary) -> RenderableType:
    """Who is left standing."""
    table = Table(show_header=False, box=None, pad_edge=False)
    for fighter in result.fighters:
        state = (t("fate.msg.conceded") if fighter.conceded else t("fate.msg.out")
                 if fighter.out else t("fate.msg.standing"))
        table.add_row(fighter.name, fighter.side, state,
                      " ".join(tr.marks() for tr in fighter.sheet.tracks))
    if result.paused is not None:
        title = Text(t("fate.conflict.paused", what=result.paused.describe(None)), style="warning")
    else:
        title = Text(t("fate.conflict.over", side=result.winner or "—"), style="title")
    return Group(title, table)


@renders(Recovery)
def render_recovery(result: Recovery) -> RenderableType:
    """The recovery roll, if any, and whether healing started."""
    parts: list[RenderableType] = []
    if result.roll is not None:
        parts.append(render_result(result.roll))
    key = "fate.msg.recovering" if result.started else "fate.msg.not_recovering"
    parts.append(Text(t(key), style="title" if result.started else "warning"))
    return Group(*parts)
