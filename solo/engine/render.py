"""Renderers for the solo engine: oracle answers and odds, scenes, events, lists, pending items."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from rich.console import Group, RenderableType

from solo.engine.commands.lists import ListView, PendingView
from solo.engine.commands.main import TensionInfo
from solo.engine.commands.scene import SceneInfo
from solo.engine.oracle.chances import OddsMatrix, OracleOdds
from solo.engine.oracle.levels import ANSWERS_DOWN, Answer
from solo.engine.procedures.event import MeaningPair, RandomEvent
from solo.engine.procedures.oracle import OracleReply
from solo.engine.procedures.scene import SceneStart
from solo.engine.procedures.scene_end import SceneEnd
from solo.engine.procedures.tour import TourSummary
from solo.engine.rules.lists import ListKind, Status
from solo.engine.rules.scene_check import SceneOutcome
from solo.i18n import current_language, t
from solo.render import percent, renders
from solo.render.bars import odds_table
from solo.render.safe import Panel, Table, Text, cells, shown
from solo.systems import system_named
from solo.text import signed

ANSWER_STYLE = {Answer.YES_AND: "answer.yes_and", Answer.YES: "answer.yes",
                Answer.YES_BUT: "answer.yes_but", Answer.NO_BUT: "answer.no_but",
                Answer.NO: "answer.no", Answer.NO_AND: "answer.no_and"}
SCENE_STYLE = {SceneOutcome.AS_EXPECTED: "scene.as_expected", SceneOutcome.ALTERED: "scene.altered",
               SceneOutcome.INTERRUPTED: "scene.interrupted"}
_FATE = {1: ("+", "die.good"), 0: ("0", "die.neutral"), -1: ("−", "die.bad")}


def answer_text(answer: Answer) -> Text:
    """The answer's name, coloured from green (yes, and) to red (no, and)."""
    return Text(t(answer.key), style=ANSWER_STYLE[answer])


def faces_line(faces: tuple[int, ...], fate: bool) -> Text:
    """Faces in brackets: Fate symbols coloured, or plain numbers."""
    line = Text()
    for face in faces:
        symbol, style = _FATE[face] if fate else (str(face), "die.neutral")
        line.append(f"[{symbol}]", style=style)
        line.append(" ")
    return line


@renders(OracleReply)
def render_oracle(reply: OracleReply) -> RenderableType:
    """The question, the dice, the answer in colour, why, and the event it brought."""
    result = reply.result
    fate = result.dice == "4dF"
    line = Text(f"{result.dice}  ", style="code")
    line.append_text(faces_line(result.faces, fate))
    if result.tiebreak:
        line.append("+ ")
        line.append_text(faces_line(result.tiebreak, fate or all(-1 <= f <= 1 for f in
                                                                  result.tiebreak)))
    line.append(f" → {result.total:+d}  ", style="result")
    line.append_text(answer_text(result.answer))
    parts: list[RenderableType] = []
    if result.question:
        parts.append(shown(f"? {result.question}  ({t(result.odds.key)})", style="emphasis"))
    parts += [line, shown(reply.why, style="muted")]
    if reply.random_event is not None:
        parts.append(Text(t("engine.oracle.event_line"), style="special"))
        parts.append(render_event(reply.random_event))
    return Group(*parts)


@renders(OracleOdds)
def render_oracle_odds(odds: OracleOdds) -> RenderableType:
    """Each answer with its exact chance, and the chance of a random event."""
    rows = [(t(answer.key), odds.outcomes[answer]) for answer in ANSWERS_DOWN]
    table = odds_table(rows, title=shown(f"{odds.oracle} · {t(odds.odds.key)}"),
                       first_column=t("engine.render.answer"))
    note = Text(t("engine.render.yes_event", yes=percent(odds.yes), event=percent(odds.event),
                  exact=str(odds.event), tension=odds.tension), style="muted")
    if odds.shifts:
        note.append("\n" + t("engine.oracle.shifts_on", tension=odds.tension))
    if odds.tension_odds and odds.base_event is not None:
        note.append("\n" + t("engine.oracle.odds_on", tension=odds.tension,
                              lean=signed(odds.lean), event=percent(odds.event),
                              base=percent(odds.base_event)))
    return Group(table, note)


#: The one- or two-letter name of each answer, as the matrix's columns show it.
_SHORT = {Answer.NO_AND: "engine.render.short.no_and", Answer.NO: "engine.render.short.no",
          Answer.NO_BUT: "engine.render.short.no_but",
          Answer.YES_BUT: "engine.render.short.yes_but", Answer.YES: "engine.render.short.yes",
          Answer.YES_AND: "engine.render.short.yes_and"}


@renders(OddsMatrix)
def render_matrix(matrix: OddsMatrix) -> RenderableType:
    """Every answer at every level: percentages coloured by answer (fits 80 columns)."""
    table = Table(title=t("engine.render.matrix_title", oracle=matrix.oracle),
                  title_justify="left", box=None, pad_edge=False)
    table.add_column(t("engine.render.level"), style="label", no_wrap=True)
    for answer in ANSWERS_DOWN:
        table.add_column(Text(t(_SHORT[answer]),
                              style=ANSWER_STYLE[answer]), justify="right", no_wrap=True)
    table.add_column(t("engine.render.yes_total"), justify="right", no_wrap=True)
    for level, row in matrix.rows.items():
        yes = sum((p for a, p in row.items() if a.is_yes), Fraction(0))
        table.add_row(shown(t(level.key)), *(Text(_short_percent(row[a]), style=ANSWER_STYLE[a])
                                      for a in ANSWERS_DOWN),
                      Text(_short_percent(yes), style="result"))
    legend = Text("  ".join(f"{t(_SHORT[a])} = {t(a.key)}"
                            for a in ANSWERS_DOWN), style="muted")
    note = Text(t("engine.render.event_note", tension=matrix.tension, event=percent(matrix.event),
                  exact=str(matrix.event)), style="muted")
    if matrix.shifts:
        note.append("\n" + t("engine.oracle.shifts_on", tension=matrix.tension))
    if matrix.tension_odds:
        note.append("\n" + odds_steps(matrix))
    return Group(table, legend, note)


def odds_steps(matrix: OddsMatrix) -> str:
    """What tension moves, tension by tension: the likelihood's step and the event's chance."""
    return t("engine.render.odds_steps", leans=" ".join(signed(n) for n in matrix.leans),
             events=" ".join(str(p) for p in matrix.events))


def _short_percent(value: Fraction) -> str:
    """`61.7%`; a chance that is not zero never shows as 0.0%."""
    if value and value < Fraction(1, 1000):
        return "<0.1%"
    return f"{float(value) * 100:.1f}%"


@renders(RandomEvent)
def render_event(event: RandomEvent) -> RenderableType:
    """A panel: focus (and whom it points at), then the action and subject pair."""
    head = Text(t(event.focus.key), style="special")
    if event.target:
        head.append_text(shown(f"  → {event.target}", style="result"))
    if event.focus is event.rolled_focus:
        body = [head, shown(event.focus_draw.in_language(_lang()), style="emphasis")]
    else:
        body = [head, Text(t("engine.render.fallback", rolled=t(event.rolled_focus.key)),
                           style="muted")]
    meaning = shown(event.action.in_language(_lang()), style="meaning")
    meaning.append(" / ", style="muted")
    meaning.append_text(shown(event.subject.in_language(_lang()), style="meaning"))
    body.append(meaning)
    dice = " · ".join(f"{d.dice}={d.value}" for d in (event.focus_draw, event.action,
                                                     event.subject))
    return Panel(Group(*body), title=shown(t("engine.render.event_title")),
                 subtitle=shown(dice), expand=False)


@renders(MeaningPair)
def render_meaning(pair: MeaningPair) -> RenderableType:
    """`Esconder / Una aldea`, and the dice."""
    line = shown(pair.action.in_language(_lang()), style="meaning")
    line.append(" / ", style="muted")
    line.append_text(shown(pair.subject.in_language(_lang()), style="meaning"))
    line.append_text(shown(f"   {pair.action.dice}={pair.action.value} · {pair.subject.dice}="
                           f"{pair.subject.value}", style="muted"))
    return line


def _lang() -> str:
    return current_language()


@renders(SceneStart)
def render_scene_start(scene: SceneStart) -> RenderableType:
    """`S2 · title`, the d10 against the tension, and the alteration or event."""
    check = scene.check
    line = shown(f"S{scene.number} · {scene.title}", style="title")
    line.append("\n")
    if check is None:
        line.append(t("engine.scene.unchecked"), style=SCENE_STYLE[scene.outcome])
    else:
        line.append(f"1d10 [{check.die}] ", style="value")
        line.append(t("engine.scene.versus", tension=check.tension) + " → ")
        line.append(t(check.outcome.key), style=SCENE_STYLE[check.outcome])
    parts: list[RenderableType] = [line]
    if scene.expected and scene.expected != scene.title:
        parts.append(shown(t("engine.scene.expected_line", title=scene.expected), style="muted"))
    if scene.adjustment is not None:
        parts.append(shown("↳ " + scene.adjustment, style="scene.altered"))
    if scene.alteration is not None:
        parts.append(shown("↳ " + scene.alteration.in_language(_lang()), style="scene.altered"))
    if scene.event is not None:
        parts.append(render_event(scene.event))
    return Group(*parts)


@renders(SceneEnd)
def render_scene_end(scene: SceneEnd) -> RenderableType:
    """`Fin de S2 · tensión 5 → 4`."""
    return Text(t("engine.render.scene_end", scene=scene.number, before=scene.tension_before,
                  after=scene.tension), style="result")


@renders(SceneInfo)
def render_scene_info(info: SceneInfo) -> RenderableType:
    """Where the story is, and the chances of the next scene check."""
    rows = [(t(outcome.key), info.outcomes[outcome]) for outcome in SceneOutcome]
    return Group(Text(t("engine.render.scene_info", scene=info.scene, tension=info.tension,
                        pending=info.pending)),
                 odds_table(rows, title=t("engine.render.next_check"),
                            first_column=t("engine.render.outcome")))


@renders(TensionInfo)
def render_tension(info: TensionInfo) -> RenderableType:
    """`Tensión ●●●●●○○○○ 5`."""
    line = Text(t("engine.render.tension") + " ", style="label")
    line.append("●" * info.tension, style="tension.high" if info.tension >= 7 else "tension.normal")
    line.append("○" * (9 - info.tension), style="muted")
    line.append(f" {info.tension}")
    if info.before != info.tension:
        line.append(f"  ({info.before} → {info.tension})", style="muted")
    return line


#: Each list's (title, empty, none open) keys.
_LIST_KEYS = {
    ListKind.THREAD: ("engine.render.thread_title", "engine.render.thread_empty",
                      "engine.render.thread_none_open"),
    ListKind.NPC: ("engine.render.npc_title", "engine.render.npc_empty",
                   "engine.render.npc_none_open"),
}
_STATUS = {Status.OPEN: "engine.render.open", Status.CLOSED: "engine.render.closed"}


@renders(ListView)
def render_list(view: ListView) -> RenderableType:
    """The threads or characters, with weights; the drawn or changed one highlighted."""
    keys = _LIST_KEYS[view.kind]
    table = Table(title=shown(t(keys[0])), title_justify="left",
                  box=None, pad_edge=False)
    table.add_column(t("engine.render.name"), style="label")
    table.add_column(t("engine.render.weight"), justify="right")
    table.add_column(t("engine.render.status"))
    window = _window(view)
    for entry in window:
        style = "selected" if view.entry is not None and entry.name == view.entry.name else ""
        table.add_row(*cells(shown(entry.name, style=style), "●" * entry.weight,
                             t(_STATUS[entry.status])))
    if not view.entries:
        return Text(t(keys[1]), style="muted")
    parts: list[RenderableType] = [table]
    if len(window) < len(view.entries):
        parts.append(Text(t("engine.render.more", count=len(view.entries) - len(window),
                            command=f"{view.kind.value} list"), style="muted"))
    if view.action == "roll" and view.entry is not None:
        parts.append(shown(f"{view.die}={view.face} → {view.entry.name}", style="code"))
    elif view.action == "roll":
        parts.append(Text(t(keys[2]), style="warning"))
    return Group(*parts)


SHORT_LIST = 12
"""After a change or a draw, a long list shows only this many entries around the one concerned."""


def _window(view: ListView) -> tuple[Any, ...]:
    entries = tuple(view.entries)
    if view.action == "list" or len(entries) <= SHORT_LIST:
        return entries
    names = [entry.name for entry in entries]
    at = names.index(view.entry.name) if view.entry is not None and view.entry.name in names \
        else len(entries) - 1
    start = max(0, min(at - SHORT_LIST // 2, len(entries) - SHORT_LIST))
    return entries[start:start + SHORT_LIST]


_PROGRESS_SOURCES = {"clock": "engine.clock.source", "track": "engine.track.source"}
_PENDING_DONE = {"add": "engine.render.pending_add", "resolve": "engine.render.pending_resolve",
                 "dismiss": "engine.render.pending_dismiss"}


def _source(source: str) -> str:
    """Where a pending item came from, in the player's words: the player, or a system's name."""
    if source == "player":
        return t("engine.source.player")
    if source in _PROGRESS_SOURCES:
        return t(_PROGRESS_SOURCES[source])
    system = system_named(source)
    return t(system.source) if system is not None and system.source else source


@renders(PendingView)
def render_pending(view: PendingView) -> RenderableType:
    """The open items, numbered, with their kind and where they came from."""
    parts: list[RenderableType] = []
    if view.item is not None:
        parts.append(Text(t(_PENDING_DONE[view.action], id=view.item.id,
                            text=view.item.text), style="success"))
    if not view.items:
        parts.append(Text(t("engine.render.pending_empty"), style="muted"))
        return Group(*parts)
    table = Table(box=None, pad_edge=False)
    for heading in ("#", t("engine.render.kind"), t("engine.render.text"),
                    t("engine.render.source")):
        table.add_column(heading)
    for item in view.items:
        source = _source(item.source)
        table.add_row(*cells(str(item.id), t(item.kind.key), item.text,
                             " ".join(filter(None, [source,
                                                    f"S{item.scene}" if item.scene else ""]))))
    parts.append(table)
    return Group(*parts)


@renders(TourSummary)
def render_tour(summary: TourSummary) -> RenderableType:
    """One line of what the tour went through (the details are in the journal)."""
    params = {"name": summary.character,
              "outcome": t((summary.second or summary.scene).outcome.key),
              "answer": t(summary.oracle.result.answer.key), "tension": summary.end.tension}
    if summary.system == "none":  # the game master alone
        return Text(t("engine.render.tour_done_gm", **params), style="success.title")
    return Text(t("engine.render.tour_done", system=summary.system, **params),
                style="success.title")



from solo.engine import render_gm  # noqa: E402,F401  (registers the clocks', settings' renderers)
