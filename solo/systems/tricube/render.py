"""Renderers for Tricube Tales: challenges, sheets, effort tokens, opposed rolls, odds."""

from __future__ import annotations

from rich.console import Group, RenderableType

from solo.i18n import t
from solo.render import renders
from solo.render.bars import odds_table
from solo.render.safe import Panel, Table, Text
from solo.systems.tricube.commands.pc import Roster, Trackers
from solo.systems.tricube.odds import TricubeOdds, TricubeVersusOdds
from solo.systems.tricube.procedures.challenge import ChallengeSummary
from solo.systems.tricube.procedures.names import OUTCOME_NAME, TRAIT_NAME, VERDICT_NAME
from solo.systems.tricube.procedures.versus import Versus
from solo.systems.tricube.rules.challenge import ChallengeResult, Outcome, is_hit
from solo.systems.tricube.rules.character import Character
from solo.systems.tricube.rules.effort import EffortTracker
from solo.text import signed

OUTCOME_STYLE = {Outcome.EXCEPTIONAL: "outcome.great", Outcome.SUCCESS: "outcome.success",
                 Outcome.FAILURE: "outcome.fail", Outcome.CRITICAL_FAILURE: "outcome.disaster"}


def faces_text(faces: tuple[int, ...], difficulty: int) -> Text:
    """Each die in brackets: hits good, ones bad."""
    line = Text()
    for face in faces:
        style = ("die.good" if is_hit(face, difficulty) else "die.bad" if face == 1
                 else "die.neutral")
        line.append(f"[{face}]", style=style)
        line.append(" ")
    return line


def outcome_text(outcome: Outcome) -> Text:
    """The outcome's name, coloured."""
    return Text(t(OUTCOME_NAME[outcome]), style=OUTCOME_STYLE[outcome])


def tokens_text(remaining: int, tokens: int) -> Text:
    """`●●○○` for 2 of 4 tokens left."""
    return Text("●" * remaining, style="track.full").append("○" * (tokens - remaining),
                                                           style="track.empty")


@renders(ChallengeResult)
def render_challenge(result: ChallengeResult) -> RenderableType:
    """`2d6 [3] [4] vs 4 (5 −1 Karma) → Éxito · 1 acierto`, and a complication."""
    line = Text(f"{len(result.faces)}d6  ", style="heading")
    line.append_text(faces_text(result.faces, result.difficulty))
    line.append(t("tricube.render.vs", difficulty=result.difficulty), style="label")
    changes = ([t("tricube.render.foe", step=signed(result.foe))] if result.foe else []) + (
        [t("tricube.render.quirk")] if result.quirk else []) + (
        [t("tricube.render.karma")] if result.karma else [])
    if changes:
        line.append(f" ({result.base_difficulty} {' '.join(changes)})", style="muted")
    line.append("  →  ")
    line.append_text(outcome_text(result.outcome))
    line.append(t("tricube.render.hits", hits=result.hits), style="muted")
    if result.complication is None:
        return line
    return Group(line, Text(t("tricube.msg.complication", text=result.complication),
                            style="warning"))


@renders(ChallengeSummary)
def render_summary(summary: ChallengeSummary) -> RenderableType:
    """The challenge, then what it cost and the tracker it worked on (each unless shown)."""
    parts: list[RenderableType] = [] if summary.roll_shown else [render_challenge(summary.result)]
    if summary.tracker is not None and not summary.tracker_shown:
        parts.append(render_tracker(summary.tracker))
    if summary.character is not None:
        changed = change_line(summary.started, summary.character)
        parts.extend([changed] if changed is not None else [])
    elif summary.resolve_lost and not summary.cost_shown:
        parts.append(Text(t("tricube.msg.cost", cost=summary.resolve_lost), style="warning"))
    return Group(*parts)


def change_line(before: Character | None, after: Character) -> Text | None:
    """`Nia: Karma 3 → 2 · Resolución 3 → 1 · aflicción: brazo roto`, only what changed
    (None when nothing did; every pool when the sheet before is not known). A defeat reads
    `Resolución 1 → 0: derrota (vuelve a 3)`."""
    changes: list[str] = []
    for key, old, new in (("tricube.word.karma", before and before.karma, after.karma),
                          ("tricube.word.resolve", before and before.resolve, after.resolve)):
        if before is None:
            changes.append(f"{t(key)} {new}")
        elif key == "tricube.word.resolve" and after.sitting_out and not before.sitting_out:
            # defeated: Resolve fell to 0 and came back whole (it never rose by itself)
            changes.append(t("tricube.render.resolve_defeat", word=t(key), before=old, after=new))
        elif old != new:
            changes.append(f"{t(key)} {old} → {new}")
    known = before.afflictions if before is not None else ()
    changes.extend(t("tricube.render.new_affliction", name=a.name)
                   for a in after.afflictions if a not in known)
    if not changes:
        return None
    return Text(f"{after.name}: " + " · ".join(changes), style="muted")


def archetype(character: Character) -> str:
    """Trait and concept in the language's order (`ágil ladrona` reads wrong in Spanish: the
    trait's word cannot agree with every concept, so it goes after, in brackets, agreeing with
    «rasgo»: `sabia (rasgo astuto)` for Inés)."""
    return t("tricube.journal.character", trait=t(TRAIT_NAME[character.trait]),
             concept=character.concept)


@renders(Character)
def render_character(character: Character) -> RenderableType:
    """A sheet: archetype, perks, quirks, Karma and Resolve, afflictions."""
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column(style="label")
    table.add_column()
    table.add_row(t("tricube.render.archetype"), archetype(character))
    table.add_row(t("tricube.render.perks"), ", ".join(character.perks) or "—")
    table.add_row(t("tricube.render.quirks"), ", ".join(character.quirks) or "—")
    table.add_row(t("tricube.word.karma"), tokens_text(character.karma, character.karma_max))
    table.add_row(t("tricube.word.resolve"), tokens_text(character.resolve, character.resolve_max))
    ills = [a.name + (f" ({t('tricube.word.permanent')})" if a.permanent else "")
            for a in character.afflictions]
    table.add_row(t("tricube.render.afflictions"), ", ".join(ills) or "—")
    table.add_row(t("tricube.render.level"), f"{character.level} ({character.advances})")
    title = character.name + (f" — {t('tricube.render.retired')}" if character.retired else "")
    if character.sitting_out:
        table.add_row(t("tricube.render.scene"), t("tricube.render.sitting_out"))
    return Panel(table, title=title, title_align="left",
                 border_style="track.danger" if character.retired else "heading")


@renders(Roster)
def render_roster(roster: Roster) -> RenderableType:
    """One line per character; the active one marked."""
    if not roster.characters:
        return Text(t("tricube.render.no_characters"), style="muted")
    table = Table(box=None, pad_edge=False)
    for key in ("tricube.render.col.name", "tricube.render.col.archetype",
                "tricube.render.col.karma", "tricube.render.col.resolve",
                "tricube.render.col.afflictions"):
        table.add_column(t(key))
    for c in roster.characters:
        mark = "▶ " if c.name == roster.active else "  "
        table.add_row(mark + c.name, archetype(c),
                      f"{c.karma}/{c.karma_max}", f"{c.resolve}/{c.resolve_max}",
                      str(len(c.afflictions)))
    return table


@renders(EffortTracker)
def render_tracker(tracker: EffortTracker) -> RenderableType:
    """`Esqueletos  ●○  1/2 · dificultad 5`."""
    line = Text(f"{tracker.name}  ", style="label")
    line.append_text(tokens_text(tracker.remaining, tracker.tokens))
    line.append(f"  {tracker.remaining}/{tracker.tokens} · ")
    line.append(t("tricube.render.difficulty", difficulty=tracker.difficulty), style="muted")
    if tracker.boss:
        line.append(f" · {t('tricube.render.boss')}", style="special")
    if tracker.overcome:
        line.append(f"  {t('tricube.msg.overcome', name='')}".rstrip(), style="success")
    return line


@renders(Trackers)
def render_trackers(listing: Trackers) -> RenderableType:
    """Every tracker in play."""
    if not listing.trackers:
        return Text(t("tricube.render.no_trackers"), style="muted")
    return Group(*(render_tracker(tracker) for tracker in listing.trackers))


@renders(Versus)
def render_versus(match: Versus) -> RenderableType:
    """Both rolls and the verdict."""
    lines: list[RenderableType] = []
    for name, side in zip(match.names, (match.result.first, match.result.second), strict=True):
        line = Text(f"{name}  ", style="label")
        line.append_text(faces_text(side.faces, side.difficulty))
        line.append(t("tricube.render.vs", difficulty=side.difficulty), style="muted")
        changes = ([t("tricube.render.quirk")] if side.quirk else []) + (
            [t("tricube.render.karma")] if side.karma else [])
        if changes:
            line.append(f" ({' '.join(changes)})", style="muted")
        line.append("  →  ")
        line.append_text(outcome_text(side.outcome))
        lines.append(line)
    verdict = t(VERDICT_NAME[match.result.verdict], first=match.names[0],
                second=match.names[1])
    if match.result.tie_break:
        verdict += f" ({t('tricube.render.tie_break')})"
    lines.append(Text(verdict, style="title"))
    for report in match.reports or ():
        if report.character is not None:
            sheet = report.character
            lines.append(Text(t("tricube.toolbar", name=sheet.name, karma=sheet.karma,
                                resolve=sheet.resolve), style="value"))
    return Group(*lines)


@renders(TricubeOdds)
def render_odds(odds: TricubeOdds) -> RenderableType:
    """The four outcomes with their exact odds."""
    title = t("tricube.render.odds_title", dice=odds.dice, difficulty=odds.difficulty)
    return odds_table(((t(OUTCOME_NAME[o]), p) for o, p in odds.outcomes.items()),
                      title=title)


@renders(TricubeVersusOdds)
def render_versus_odds(odds: TricubeVersusOdds) -> RenderableType:
    """Who wins when N dice oppose M dice."""
    names = {"first": t("tricube.render.first_dice", dice=odds.dice),
             "second": t("tricube.render.second_dice", dice=odds.against)}
    rows = ((t(VERDICT_NAME[v], first=names["first"], second=names["second"]), p)
            for v, p in odds.outcomes.items())
    return odds_table(rows, title=t("tricube.render.versus_title", dice=odds.dice,
                                     against=odds.against))
