"""`scene end` as a procedure: the tension moves, then the lists are kept up to date.

Did the player keep control? (the tension goes down by one; if not, up.) Then the
bookkeeping a long campaign needs, every question with a default (Enter skips):
threads and characters that came up, threads and characters that are done.
"""

from __future__ import annotations

from dataclasses import replace

from solo.engine.rules.lists import ListKind
from solo.engine.rules.state import EngineState
from solo.engine.rules.tension import after_scene
from solo.i18n import normalize, t
from solo.journal.entry import mechanics, meta, tag
from solo.numbers import menu_number
from solo.procedures.answers import read_yes_no
from solo.procedures.steps import Ask, Choice, Procedure, Record, ask, name_of, named
from solo.record import record
from solo.text import one_line

#: How many names one bookkeeping question takes before it moves on.
MOST_NAMES = 20
DONE = "done"


@record
class SceneEnd:
    """How a scene ended: control, the tension before and after, and the lists' changes."""

    number: int
    kept_control: bool
    tension_before: int
    tension: int
    added_threads: tuple[str, ...] = ()
    closed_threads: tuple[str, ...] = ()
    added_npcs: tuple[str, ...] = ()
    closed_npcs: tuple[str, ...] = ()

    def applied(self, state: EngineState) -> EngineState:
        """`state` with the new tension and the lists' changes, the scene closed."""
        threads, npcs = state.threads, state.npcs
        for name in self.added_threads:
            threads = threads.add(name)
        for name in self.closed_threads:
            threads = threads.close(name)
        for name in self.added_npcs:
            npcs = npcs.add(name)
        for name in self.closed_npcs:
            npcs = npcs.close(name)
        return replace(state.with_tension(self.tension), threads=threads, npcs=npcs,
                       scene_open=False)


_YES_NO = (Choice("yes", "engine.scene.kept"), Choice("no", "engine.scene.lost"))
def parse_control(text: str) -> bool:
    """Read the answer to "did you keep control?" (the menu's number, or yes/sí/no).

    >>> parse_control("Sí"), parse_control("no"), parse_control("2")
    (True, False, False)
    """
    index = menu_number(text, len(_YES_NO))
    if index is not None:
        return _YES_NO[index].value == "yes"
    return read_yes_no(text, "engine.scene.bad_control", answer=text)


def _name(text: str) -> str:
    return one_line(text)


def _new_names(prompt: str, taken: tuple[str, ...]) -> Procedure[tuple[str, ...]]:
    """Ask for names one by one until an empty answer."""
    names: list[str] = []
    while len(names) < MOST_NAMES:
        name = yield from ask(Ask(prompt, default=""), _name)
        if not name:
            break
        if normalize(name) not in {normalize(n) for n in (*taken, *names)}:
            names.append(name)
    return tuple(names)


def _closed_names(prompt: str, open_names: tuple[str, ...]) -> Procedure[tuple[str, ...]]:
    """Offer the open names one menu at a time until "none"."""
    left, closed = list(open_names), []
    while left:
        choices = (Choice(DONE, "engine.scene.end.none"),
                   *(Choice(named(name), "engine.scene.end.name", {"name": name})
                     for name in left))
        picked = yield from ask(Ask(prompt, choices=choices, default=DONE),
                                lambda text: name_of(text.strip()))
        if picked == DONE or picked not in left:
            break
        left.remove(picked)
        closed.append(picked)
    return tuple(closed)


def end_scene(number: int, state: EngineState, lang: str, kept_control: bool | None = None,
              bookkeeping: bool = True) -> Procedure[SceneEnd]:
    """Close scene `number`: ask about control (unless told) and then the bookkeeping.

    Told the control (`--kept`/`--lost`), that is the first answer and the bookkeeping is
    still asked; only a player who cannot be asked (a one-shot) passes `bookkeeping=False`.
    """
    if kept_control is None:
        question = Ask("engine.scene.control_question", choices=_YES_NO, default="yes",
                       explain="engine.scene.control_rule")
        kept_control = yield from ask(question, parse_control)
    after = after_scene(state.tension, kept_control=kept_control)
    ended = SceneEnd(number, kept_control, state.tension, after)
    if bookkeeping:
        ended = yield from _bookkeeping(ended, state)
    lines = [meta(t("engine.scene.end_line", lang, scene=number,
                    control=t(_YES_NO[0 if kept_control else 1].label, lang),
                    before=state.tension, after=after))]
    lines += [tag(ListKind.THREAD.tag, name, t("engine.tag.thread.open", lang))
              for name in ended.added_threads]
    lines += [tag(ListKind.THREAD.tag, name, t("engine.tag.thread.closed", lang))
              for name in ended.closed_threads]
    lines += [tag(ListKind.NPC.tag, name) for name in ended.added_npcs]
    lines += [tag(ListKind.NPC.tag, name, t("engine.tag.npc.closed", lang))
              for name in ended.closed_npcs]
    yield Record(mechanics(*lines))
    return ended


def _bookkeeping(ended: SceneEnd, state: EngineState) -> Procedure[SceneEnd]:
    threads = tuple(entry.name for entry in state.threads.entries)
    npcs = tuple(entry.name for entry in state.npcs.entries)
    new_threads = yield from _new_names("engine.scene.end.new_thread", threads)
    closed_threads = yield from _closed_names(
        "engine.scene.end.close_thread", tuple(e.name for e in state.threads.open_entries))
    new_npcs = yield from _new_names("engine.scene.end.new_npc", npcs)
    closed_npcs = yield from _closed_names(
        "engine.scene.end.close_npc", tuple(e.name for e in state.npcs.open_entries))
    return replace(ended, added_threads=new_threads, closed_threads=closed_threads,
                   added_npcs=new_npcs, closed_npcs=closed_npcs)
