"""A random event: a focus, maybe a character or thread it points at, and a meaning pair.

The focus comes from `engine/foco`; a focus about a character or a thread
draws one from the campaign's weighted list (or becomes "a new one" when the
list has nothing open); then an action (`engine/acciones`) and a subject
(`engine/temas`) give it a meaning to interpret.
"""

from __future__ import annotations

from typing import Any

from solo.dice.rng import Rng
from solo.dice.typed import one_roll
from solo.engine.rules.focus import Focus, aim
from solo.engine.rules.lists import ListKind
from solo.engine.rules.state import EngineState
from solo.errors import InputError, TableError
from solo.i18n import current_language, normalize, t
from solo.journal.entry import generator_line, mechanics, reference, tag
from solo.procedures.answers import read_yes_no
from solo.procedures.steps import Ask, Choice, Procedure, Record, ask
from solo.record import record
from solo.tables.library import Library
from solo.tables.model import Table
from solo.tables.pick import Draw, draw
from solo.text import one_line

FOCUS_TABLE = "engine/foco"
ACTION_TABLE = "engine/acciones"
SUBJECT_TABLE = "engine/temas"
ALTERATION_TABLE = "engine/alteraciones"
MEANING_AREA = "meaning"
#: How many meaning tables one `event --meaning A,B,C` may draw on.
MOST_MEANINGS = 4


@record
class RandomEvent:
    """What happened: the rolled focus, the one used, its target and the meaning pair."""

    focus: Focus
    rolled_focus: Focus
    target: str | None
    target_kind: ListKind | None
    focus_draw: Draw
    action: Draw
    subject: Draw

    def summary(self, lang: str) -> str:
        """One line: `Focus (target): action / subject`."""
        head = t(self.focus.key, lang)
        if self.target:
            head += f" ({self.target})"
        return f"{head}: {self.action.in_language(lang)} / {self.subject.in_language(lang)}"

    def to_json(self) -> dict[str, Any]:
        """Focus, target and meaning pair by language, plus the draws behind them."""
        return {"focus": self.focus, "rolled_focus": self.rolled_focus, "target": self.target,
                "target_kind": self.target_kind,
                "action": dict(self.action.text), "subject": dict(self.subject.text),
                "draws": [self.focus_draw, self.action, self.subject]}


@record
class MeaningPair:
    """An action and a subject, for when the story needs an idea but not an event."""

    action: Draw
    subject: Draw

    def summary(self, lang: str) -> str:
        """`action / subject` in `lang`."""
        return f"{self.action.in_language(lang)} / {self.subject.in_language(lang)}"

    def to_json(self) -> dict[str, Any]:
        """The pair by language, plus the draws behind it."""
        return {"action": dict(self.action.text), "subject": dict(self.subject.text),
                "draws": [self.action, self.subject]}


@record
class MeaningDraw:
    """One row from each meaning table the player named, to read together."""

    draws: tuple[Draw, ...]

    def summary(self, lang: str) -> str:
        """`row / row`, in `lang`."""
        return " / ".join(drawn.in_language(lang) for drawn in self.draws)

    def to_json(self) -> dict[str, Any]:
        """The rows by language, and the draws behind them."""
        return {"meaning": [dict(drawn.text) for drawn in self.draws], "draws": list(self.draws)}


def meaning_tables(library: Library) -> tuple[str, ...]:
    """The ids of every meaning table (bundled and the player's own), grouped, then by id."""
    tables = sorted(library.area(MEANING_AREA),
                    key=lambda table: (str(table.extra.get("group", "")), table.id))
    return tuple(table.id for table in tables)


def find_meaning(library: Library, name: str) -> str:
    """The meaning table a player named (`criaturas`, `meaning/lugares`, `Creatures`…)."""
    wanted = normalize(name.strip()).replace(" ", "-")
    for table in library.area(MEANING_AREA):
        names = {normalize(table.id), normalize(table.id.split("/", 1)[1]),
                 *(normalize(text).replace(" ", "-") for text in table.name.by_language.values())}
        if wanted in names:
            return table.id
    for table_id in (ACTION_TABLE, SUBJECT_TABLE):
        if wanted in (table_id, table_id.split("/", 1)[1]):
            return table_id
    raise InputError("engine.meaning.unknown", name=name, choices=", ".join(
        typed_name(library.get(table_id)) for table_id in meaning_tables(library)))


def typed_name(table: Table) -> str:
    """How a player names a meaning table in the language in use (`creatures`, `criaturas`):
    its name there, in lower case with hyphens (its id when it has no name in that language)."""
    shown = table.name.by_language.get(current_language())
    return normalize(shown).replace(" ", "-") if shown else table.id.split("/", 1)[1]


def meaning_draw(library: Library, rng: Rng, names: str) -> MeaningDraw:
    """Draw one row on each table named in `names` (comma-separated, at most four)."""
    wanted = [part for part in names.split(",") if part.strip()]
    if not 1 <= len(wanted) <= MOST_MEANINGS:
        raise InputError("engine.meaning.how_many", most=MOST_MEANINGS)
    ids = [find_meaning(library, part) for part in wanted]
    with one_roll(rng):  # one die per table, rolled together
        return MeaningDraw(tuple(draw(library, table_id, rng) for table_id in ids))


def meaning_pair(library: Library, rng: Rng) -> MeaningPair:
    """Draw an action and a subject (two d100, one roll)."""
    with one_roll(rng):
        return MeaningPair(draw(library, ACTION_TABLE, rng), draw(library, SUBJECT_TABLE, rng))


def meaning_draw_lines(found: MeaningDraw, lang: str) -> tuple[str, ...]:
    """The journal lines of a meaning draw: one `tbl:` line per table."""
    return tuple(draw_line(drawn, lang) for drawn in found.draws)


def meaning_lines(pair: MeaningPair, lang: str) -> tuple[str, ...]:
    """The journal's one `gen:` line of a meaning pair: both rolls, then `action / subject`."""
    rolls = tuple(f"{drawn.dice}={drawn.roll}" for drawn in (pair.action, pair.subject))
    return (generator_line(t("engine.meaning.gen", lang), rolls, pair.summary(lang)),)


def focus_of(library: Library, drawn: Draw) -> Focus:
    """The focus named by the row a draw on the focus table landed on."""
    table = library.get(drawn.table_id)
    row = table.row_for(drawn.value) if drawn.value is not None else None
    word = row.extra.get("focus") if row is not None else None
    try:
        return Focus(str(word))
    except ValueError:
        raise TableError("engine.focus.bad_row", path=table.path or table.id,
                         line=row.line if row is not None else None, focus=word) from None


def random_event(library: Library, rng: Rng, state: EngineState) -> RandomEvent:
    """Roll a random event against the campaign's threads and characters.

    Dice in order: the focus, the list entry (when the focus points at one), the
    action, the subject.
    """
    focus_draw = draw(library, FOCUS_TABLE, rng)
    rolled = focus_of(library, focus_draw)
    focus, kind = aim(rolled, has_npcs=bool(state.npcs.open_entries),
                      has_threads=bool(state.threads.open_entries))
    entry = state.list_of(kind).roll(rng) if kind is not None else None
    with one_roll(rng):  # the meaning pair: two d100, one roll
        action = draw(library, ACTION_TABLE, rng)
        subject = draw(library, SUBJECT_TABLE, rng)
    return RandomEvent(focus, rolled, entry.name if entry else None, kind, focus_draw, action,
                       subject)


def draw_line(drawn: Draw, lang: str) -> str:
    """The journal's `tbl:` line of a draw."""
    return drawn.journal_line(lang)


def event_lines(event: RandomEvent, lang: str) -> tuple[str, ...]:
    """The journal lines of a random event: one Lonelog `gen:` line, then whom it names.

    `gen: Suceso 1d20=8 + 1d100=14 + 1d100=93 -> Un personaje actúa (Mara): Callar / Un aliado`,
    and `[#N:Mara]` (a reference: the character is already in the journal).
    """
    rolls = tuple(f"{drawn.dice}={drawn.roll}"
                  for drawn in (event.focus_draw, event.action, event.subject))
    lines = [generator_line(t("engine.event.gen", lang), rolls, event.summary(lang))]
    if event.target and event.target_kind:
        lines.append(reference(event.target_kind.tag, event.target))
    return tuple(lines)


_YES_NO = (Choice("yes", "engine.event.close_yes"), Choice("no", "engine.event.close_no"))


def _yes_no(text: str) -> bool:
    return read_yes_no(text, "engine.event.bad_yes_no", value=text)


def offer_close(event: RandomEvent, state: EngineState,
                lang: str) -> Procedure[EngineState | None]:
    """When an event closes a thread, ask whether it does (yes by default); the new state if so."""
    if event.focus is not Focus.THREAD_CLOSES or not event.target:
        return None
    close = yield from ask(Ask("engine.event.close_thread",
                               {"name": event.target, "summary": event.summary(lang)},
                               choices=_YES_NO, default="yes", explain="engine.event.close_rule"),
                           _yes_no)
    if not close:
        return None
    threads = state.threads.close(event.target)
    yield Record(mechanics(tag(ListKind.THREAD.tag, event.target,
                               t("engine.tag.thread.closed", lang))))
    return state.with_list(threads)


#: The foci that bring someone or something new, and the list the newcomer joins.
NEW_ENTRY: dict[Focus, ListKind] = {Focus.NEW_NPC: ListKind.NPC, Focus.NEW_THREAD: ListKind.THREAD}


def offer_add(event: RandomEvent, state: EngineState,
              lang: str) -> Procedure[EngineState | None]:
    """When an event brings a new character or thread, ask its name (Enter: none); the new
    state with it on its list if the player named it."""
    kind = NEW_ENTRY.get(event.focus)
    if kind is None:
        return None
    name = yield from ask(Ask("engine.event.add_name", {"summary": event.summary(lang)},
                              default="", explain="engine.event.add_rule"), one_line)
    if not name:
        return None
    current = state.list_of(kind)
    if current.index_of(name) is not None:
        return None
    yield Record(mechanics(tag(kind.tag, name, *((t("engine.tag.thread.open", lang),)
                                                 if kind is ListKind.THREAD else ()))))
    return state.with_list(current.add(name))
