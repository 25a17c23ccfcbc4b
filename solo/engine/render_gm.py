"""Renderers for the game master's extras: clocks and tracks, settings, NPC questions."""

from __future__ import annotations

from rich.console import Group, RenderableType

from solo.engine.commands.clocks import ClockView
from solo.engine.commands.settings import SettingsView
from solo.engine.procedures.event import MeaningDraw
from solo.engine.rules.clocks import Progress, ProgressKind
from solo.engine.rules.npc import NpcRoll, Question
from solo.engine.rules.scene_check import SceneOdds
from solo.engine.rules.settings import SETTINGS
from solo.i18n import current_language, t
from solo.render import renders
from solo.render.bars import odds_table
from solo.render.safe import Table, Text, cells, shown

_TITLES = {ProgressKind.CLOCK: "engine.clock.title", ProgressKind.TRACK: "engine.track.title"}
_SWITCH = {True: "engine.setting.on", False: "engine.setting.off"}


def segments_bar(item: Progress) -> Text:
    """`●●○○○○ 2/6`: filled segments, then the empty ones."""
    bar = Text("●" * item.filled, style="tension.high" if item.full else "tension.normal")
    bar.append("○" * (item.segments - item.filled), style="muted")
    bar.append(f" {item.filled}/{item.segments}")
    return bar


@renders(ClockView)
def render_clocks(view: ClockView) -> RenderableType:
    """Every clock (or track) with its segments; the one touched highlighted."""
    if not view.items and view.item is None:
        return Text(t("engine.clock.empty"), style="muted")
    table = Table(title=shown(t(_TITLES[view.kind])), title_justify="left", box=None,
                  pad_edge=False)
    table.add_column(t("engine.render.name"), style="label")
    table.add_column("")
    for item in view.items:
        chosen = view.item is not None and item.name == view.item.name
        table.add_row(shown(item.name, style="selected" if chosen else ""), segments_bar(item))
    parts: list[RenderableType] = [table]
    if view.filled_now and view.item is not None:
        parts.append(Text(t("engine.clock.filled_now", name=view.item.name, id=view.pending),
                          style="warning"))
    if view.unqueued is not None and view.item is not None:
        parts.append(Text(t("engine.clock.unqueued", name=view.item.name, id=view.unqueued),
                          style="muted"))
    return Group(*parts)


@renders(SettingsView)
def render_settings(view: SettingsView) -> RenderableType:
    """Each setting: its name, on or off, and what it does."""
    table = Table(title=t("engine.setting.title"), title_justify="left", box=None,
                  pad_edge=False)
    for _ in range(3):
        table.add_column("")
    for name, value in view.values:
        table.add_row(*cells(name, t(_SWITCH[value]), t(SETTINGS[name][1])))
    return table


@renders(MeaningDraw)
def render_meaning_draw(found: MeaningDraw) -> RenderableType:
    """Each table's row, then the rows read together."""
    lang = current_language()
    lines = [shown(f"{drawn.table_id} {drawn.dice}={drawn.value} → {drawn.in_language(lang)}",
                   style="code") for drawn in found.draws]
    return Group(*lines, shown(found.summary(lang), style="result"))


_NPC_TITLES = {Question.REACT: "engine.npc.react_line", Question.DO: "engine.npc.do_line",
               Question.DETAIL: "engine.npc.detail_line"}


@renders(NpcRoll)
def render_npc_roll(roll: NpcRoll) -> RenderableType:
    """The dice and the result, then the exact chance of every result on the ladder."""
    line = Text(f"2d6 [{roll.faces[0]}] [{roll.faces[1]}]", style="value")
    if roll.modifier:
        line.append(f" {roll.modifier:+d}")
    line.append(f" = {roll.total} → ", style="result")
    line.append(t(roll.result.key), style="emphasis")
    rows = [(t(result.key), chance) for result, chance in roll.odds.items()]
    title = t(_NPC_TITLES[roll.question], name=roll.name or t("engine.npc.someone"))
    return Group(shown(title, style="title"), line,
                 odds_table(rows, first_column=t("engine.render.outcome")))


@renders(SceneOdds)
def render_scene_odds(odds: SceneOdds) -> RenderableType:
    """The chance of each outcome of the next scene check."""
    rows = [(t(outcome.key), chance) for outcome, chance in odds.outcomes.items()]
    return odds_table(rows, title=t("engine.scene.odds_title", tension=odds.tension),
                      first_column=t("engine.render.outcome"))
