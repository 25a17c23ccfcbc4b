"""A first game for a newcomer: a ready-made character, two short scenes, every step explained.

The tour walks through the whole loop of a solo session: a first scene set up
without a check, a note, a thread and a character for the lists, a question
to the oracle, the system's own roll (its guided procedure, which explains each
rule as it asks), what it leaves pending, the end of the scene and its
bookkeeping; then a second scene checked against the tension, a random event,
and its end. Each result is explained in a sentence, and the journal is
written as it goes, so the player keeps it: each step's state (scenes, lists, pending, tension)
is yielded as `Progress` with it, so a tour left half-way leaves a campaign whose state matches
its journal.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import field, replace
from typing import Any, TypeVar

from solo.dice.rng import Rng
from solo.engine.oracle.levels import Answer
from solo.engine.oracle.spec import OracleSpec
from solo.engine.procedures.event import RandomEvent, event_lines, offer_close, random_event
from solo.engine.procedures.oracle import OracleReply, guided_question
from solo.engine.procedures.pending_line import pending_tag
from solo.engine.procedures.scene import SceneStart, new_scene
from solo.engine.procedures.scene_end import SceneEnd, end_scene
from solo.engine.rules.lists import ListKind
from solo.engine.rules.pending import PendingKind
from solo.engine.rules.scene_check import SceneOutcome
from solo.engine.rules.state import EngineState
from solo.journal.entry import mechanics, prose, tag
from solo.numbers import menu_number
from solo.procedures.steps import Ask, Choice, Left, Message, Procedure, Progress, Record, Show, ask
from solo.record import record
from solo.tables.library import Library
from solo.tables.model import Row
from solo.tables.pick import draw
from solo.text import one_line

RANDOM = "random"
T = TypeVar("T")


@record
class TourKeys:
    """The catalog keys of one tour's texts (each a literal where the plan is made): its
    introduction, then what Enter answers at each question — its own story, scene by scene."""

    intro: str
    scene: str
    question: str
    step_roll: str
    note: str
    thread: str
    npc: str
    pending: str
    scene2: str


@record
class TourPlan:
    """One system's part of the tour: its character and its guided roll, ready to run."""

    system: str
    character: object
    name: str
    act: Callable[[], Procedure[Any]]
    keys: TourKeys
    character_in: Callable[[object], object | None] = lambda _progress: None
    """What a `Progress` of the system's roll, or its result, carries for the system's
    `keep_character` (the sheet with fate points spent…; Fragmentos' amenaza too), if any."""
    second_act: Callable[[Any], Procedure[Any]] | None = None
    """The system's part of the second scene, given what its first roll left (Fate: a short
    conflict), announced by `second_key`; None: the second scene has no roll of its own."""
    second_key: str = ""
    defaults: Mapping[str, str] = field(default_factory=dict)
    """What Enter answers at the system's own questions that have no default of their own
    (prompt key → an answer of the tour's story: a text, or a choice's value)."""


def suggesting(procedure: Procedure[T], defaults: Mapping[str, str]) -> Procedure[T]:
    """`procedure`, with `defaults` as the answer Enter gives to the questions it names that
    have none (or an empty one) of their own; every other step passes through.

    >>> from solo.procedures.steps import run_scripted
    >>> def asks() -> Procedure[str]:
    ...     return (yield Ask("x.what", default=""))
    >>> next(suggesting(asks(), {"x.what": "Saltar"})).default
    'Saltar'
    >>> run_scripted(suggesting(asks(), {"x.what": "Saltar"}), ["Correr"]).result
    'Correr'
    """
    step = next(procedure)
    while True:
        if isinstance(step, Ask) and not step.default and step.prompt in defaults:
            step = replace(step, default=defaults[step.prompt])
        try:
            try:
                answer = yield step
            except Left as left:  # the player left a conflict: it keeps itself open
                step = procedure.throw(left)
                continue
            step = procedure.send(answer) if isinstance(step, Ask) else next(procedure)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


@record
class TourSummary:
    """What the tour went through: two scenes, the oracle, the system's roll, an event."""

    system: str
    character: str
    scene: SceneStart
    oracle: OracleReply
    roll: Any
    end: SceneEnd
    first_end: SceneEnd | None = None
    second: SceneStart | None = None
    event: RandomEvent | None = None
    state: EngineState | None = None
    """The engine's state once the tour is over (threads, characters, pending, tension)."""
    fight: Any = None
    """What the system's part of the second scene left (Fate's conflict), if it has one."""


def choose_pregen(library: Library, table_id: str, rng: Rng,
                  lang: str) -> Procedure[tuple[Row, dict[str, Any]]]:
    """Let the player pick a ready-made character from table `table_id` (or draw one).

    Return its row and sheet data (a system's `pregens` table).
    """
    table = library.get(table_id)
    choices = tuple(Choice(str(index), "engine.tour.pc_choice",
                           {"text": row.text.by_language.get(lang) or row.text.by_language["es"]})
                    for index, row in enumerate(table.rows, start=1))
    picked = yield from ask(Ask("engine.tour.ask_pc", choices=(*choices, Choice(
        RANDOM, "engine.tour.pc_random")), default="1", explain="engine.tour.explain_pc"),
        lambda text: text.strip() or "1")
    if picked == RANDOM:
        drawn = draw(library, table.id, rng)
        row = table.row_for(drawn.value or 1) or table.rows[0]
    else:
        index = menu_number(picked, len(table.rows))
        row = table.rows[index] if index is not None else table.rows[0]
    sheets = row.extra.get("pc") or {}
    return row, dict(sheets.get(lang) or sheets.get("es") or {})


#: One sentence on what each answer of the oracle means for the story.
_ANSWER_EXPLAINED = {
    Answer.YES_AND: "engine.tour.answer.yes_and", Answer.YES: "engine.tour.answer.yes",
    Answer.YES_BUT: "engine.tour.answer.yes_but", Answer.NO_BUT: "engine.tour.answer.no_but",
    Answer.NO: "engine.tour.answer.no", Answer.NO_AND: "engine.tour.answer.no_and",
}
#: One sentence on what the second scene's check did.
_SCENE_EXPLAINED = {
    SceneOutcome.AS_EXPECTED: "engine.tour.scene.as_expected",
    SceneOutcome.ALTERED: "engine.tour.scene.altered",
    SceneOutcome.INTERRUPTED: "engine.tour.scene.interrupted",
}

PendingOf = Callable[[Any], Sequence[tuple[PendingKind, str]]]


def run_tour(plan: TourPlan, number: int, state: EngineState, library: Library, rng: Rng,
             oracle: OracleSpec, lang: str,
             pending_of: PendingOf = lambda _roll: ()) -> Procedure[TourSummary]:
    """Play the tour's two scenes (numbers `number` and `number + 1`); return what happened.

    `pending_of` says what the system's roll leaves hanging (the registry's `pending_sources`).
    """
    yield Show(Message(plan.keys.intro, style="rule"))
    yield Show(Message("engine.tour.dice", style="rule"))
    yield Show(plan.character)
    yield Show(Message("engine.tour.step.scene", {"tension": state.tension}, "rule"))
    title = yield from ask(Ask("engine.tour.ask_title", explain="engine.tour.explain_title",
                               default=_text(plan.keys.scene, lang)), str.strip)
    first = yield from new_scene(title, number, state, library, rng, lang, checked=False)
    state = replace(state, scene=number, scene_open=True)
    yield Progress(state)  # each step's state is kept with the journal lines it wrote
    yield Show(first)
    state = yield from _note_and_lists(state, plan.keys, lang)
    yield Progress(state)
    yield Show(Message("engine.tour.step.oracle", style="rule"))
    reply = yield from guided_question(oracle, state, library, rng, lang,
                                       _text(plan.keys.question, lang))
    yield Show(Message(_ANSWER_EXPLAINED[reply.result.answer], style="rule"))
    yield Show(Message(plan.keys.step_roll, {"name": plan.name}, "rule"))
    rolled = yield from suggesting(plan.act(), plan.defaults)
    state = yield from _pending(state, pending_of(rolled), plan.system, number,
                                _text(plan.keys.pending, lang), lang)
    yield Progress(state)
    yield Show(Message("engine.tour.step.end", style="rule"))
    first_end = yield from end_scene(number, state, lang)
    state = first_end.applied(state)
    yield Progress(state)
    yield Show(first_end)
    yield Show(Message("engine.tour.step.scene2", {"tension": state.tension}, "rule"))
    title = yield from ask(Ask("engine.tour.ask_title", explain="engine.tour.explain_title2",
                               default=_text(plan.keys.scene2, lang)), str.strip)
    # interrupted, the real scene's title defaults to the one expected
    second = yield from suggesting(new_scene(title, number + 1, state, library, rng, lang),
                                   {"engine.scene.real_title": title})
    state = replace(state, scene=number + 1, scene_open=True)
    yield Progress(state)
    yield Show(second)
    yield Show(Message(_SCENE_EXPLAINED[second.outcome], style="rule"))
    fight = None
    if plan.second_act is not None:
        yield Show(Message(plan.second_key, {"name": plan.name}, "rule"))
        fight = yield from plan.second_act(rolled)
    yield Show(Message("engine.tour.step.event", style="rule"))
    event = second.event or random_event(library, rng, state)
    if second.event is None:
        yield Record(mechanics(*event_lines(event, lang)))
    yield Show(event)
    yield Show(Message("engine.tour.event_explained", {"focus": _text(event.focus.key, lang)},
                       "rule"))
    closed = yield from offer_close(event, state, lang)
    state = closed or state
    yield Progress(state)
    yield Show(Message("engine.tour.step.end2", style="rule"))
    end = yield from end_scene(number + 1, state, lang)
    state = end.applied(state)
    yield Progress(state)
    yield Show(end)
    yield Show(Message("engine.tour.done", {"name": plan.name}, "success"))
    return TourSummary(plan.system, plan.name, first, reply, rolled, end, first_end, second,
                       event, state, fight)


def _note_and_lists(state: EngineState, keys: TourKeys, lang: str) -> Procedure[EngineState]:
    """A note in prose, then a thread and a character for the campaign's lists."""
    yield Show(Message("engine.tour.step.note", style="rule"))
    note = yield from ask(Ask("engine.tour.ask_note", explain="engine.tour.explain_note",
                              default=_text(keys.note, lang)), one_line)
    yield Record(prose(note or _text(keys.note, lang)))
    yield Show(Message("engine.tour.step.lists", style="rule"))
    thread = yield from ask(Ask("engine.tour.ask_thread", explain="engine.tour.explain_thread",
                                default=_text(keys.thread, lang)), one_line)
    npc = yield from ask(Ask("engine.tour.ask_npc", explain="engine.tour.explain_npc",
                             default=_text(keys.npc, lang)), one_line)
    thread = thread or _text(keys.thread, lang)
    npc = npc or _text(keys.npc, lang)
    state = state.with_list(state.threads.add(thread)).with_list(state.npcs.add(npc))
    word = _text("engine.tag.thread.open", lang)
    yield Record(mechanics(tag(ListKind.THREAD.tag, thread, word), tag(ListKind.NPC.tag, npc)))
    return state


def _pending(state: EngineState, left: Sequence[tuple[PendingKind, str]], system: str,
             scene: int, suggested: str, lang: str) -> Procedure[EngineState]:
    """Queue what the roll left hanging (or, if nothing, what the player says is)."""
    yield Show(Message("engine.tour.step.pending", style="rule"))
    queue = state.pending
    items = []
    for kind, text in left:
        queue, item = queue.add(kind, text, system, scene)
        items.append(item)
    if not items:
        text = yield from ask(Ask("engine.tour.ask_pending", explain="engine.tour.explain_pending",
                                  default=suggested), one_line)
        queue, item = queue.add(PendingKind.OTHER, text or suggested, "player", scene)
        items.append(item)
    yield Record(mechanics(*(pending_tag(item, lang) for item in items)))
    return replace(state, pending=queue)


def _text(key: str, lang: str) -> str:
    from solo.i18n import t

    return t(key, lang)
