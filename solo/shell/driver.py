"""Run a guided procedure: questions to the player, results on screen, entries in the journal."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any, Protocol

from solo.commands.base import Context
from solo.dice.faces import parse_faces
from solo.dice.rng import Die, ScriptedRng
from solo.errors import SoloError
from solo.i18n import LANGUAGES, normalize, t
from solo.i18n.words import words_of
from solo.numbers import menu_number
from solo.procedures.steps import Ask, Choice, Message, Procedure, Record, RollFor, Show
from solo.procedures.told import was_shown


class Io(Protocol):
    """How a driver talks to the player."""

    def ask(self, question: Ask) -> str:
        """Put the question and return the answer (a choice's value, or typed text)."""
        ...

    def show(self, item: object) -> None:
        """Render something."""
        ...


class Cancelled(SoloError):
    """The player left a procedure half-way (Ctrl-C or Ctrl-D)."""


def drive(procedure: Procedure[Any], io: Io, ctx: Context) -> Any:
    """Run `procedure` to its end; journal entries are appended as they come."""
    try:
        step = next(procedure)
        while True:
            if isinstance(step, Ask):
                try:
                    with ctx.waiting():  # what the player has seen is kept; others may write
                        answer = io.ask(step)
                except (EOFError, KeyboardInterrupt):
                    procedure.close()
                    raise Cancelled("core.cancelled") from None
                step = procedure.send(answer)
            elif isinstance(step, Show):
                io.show(step.item)
                step = next(procedure)
            elif isinstance(step, Record):
                ctx.record(step.entry)
                step = next(procedure)
            elif isinstance(step, RollFor):
                announce(step, io, ctx)
                step = next(procedure)
            else:
                step = next(procedure)
    except StopIteration as done:
        return done.value


def already_shown(result: object, shown: list[object]) -> bool:
    """Whether a procedure already showed its result on the way (then it is not shown again).

    >>> already_shown(Message("x"), [Message("y"), Message("x")]), already_shown(None, [None])
    (True, False)
    """
    return was_shown(result, shown)


def announce(roll: RollFor, io: Io, ctx: Context) -> None:
    """Show the odds of the roll about to be made; tell physical dice whose roll it is and why."""
    odds = roll.odds_now()
    if odds is not None:
        io.show(odds)
    if isinstance(ctx.rng, AskingRng):
        ctx.rng.expect(roll)


def match_choice(question: Ask, answer: str) -> str | None:
    """The choice the player typed: its value or label (no accents needed), its number, or a word.

    >>> from solo.procedures.steps import Choice
    >>> question = Ask("x", choices=(Choice("4", "x"), Choice("5", "x"), Choice("6", "x")))
    >>> match_choice(question, "5"), match_choice(question, "1"), match_choice(question, "9")
    ('5', '4', None)

    A word of one label is enough ("secundario" for "personaje secundario").
    Label keys that are not in a catalog are shown as they are:

    >>> rank = Ask("x", choices=(Choice("main", "personaje principal"),
    ...                          Choice("secondary", "personaje secundario")))
    >>> match_choice(rank, "Secundario"), match_choice(rank, "personaje")
    ('secondary', None)

    A unique prefix of a whole label works too, and so does the other language's label:

    >>> dice = Ask("x", choices=(Choice("d", "core.dice.digital"),
    ...                          Choice("p", "core.dice.physical")))
    >>> match_choice(rank, "personaje s"), match_choice(dice, "physical"), match_choice(dice, "DIG")
    ('secondary', 'p', 'd')

    A label that starts with what was typed wins over a label with a word that does:

    >>> styles = Ask("x", choices=(Choice("clever", "Ingenioso: pensando rápido"),
    ...                            Choice("quick", "Rápido: deprisa")))
    >>> match_choice(styles, "rap"), match_choice(styles, "pens")
    ('quick', 'clever')

    A choice may list more words it answers to (a catalog text `astuto|astuta`):

    >>> traits = Ask("x", choices=(Choice("crafty", "tricube.trait.crafty",
    ...                                   words="tricube.words.crafty"),))
    >>> match_choice(traits, "Astuta"), match_choice(traits, "crafty")
    ('crafty', 'crafty')
    """
    typed = normalize(answer)
    if not typed:
        return question.default
    labels = {choice.value: _labels(choice) for choice in question.choices}
    for choice in question.choices:
        if typed == normalize(choice.value) or typed in labels[choice.value]:
            return choice.value
    index = menu_number(typed, len(question.choices))
    if index is not None:
        return question.choices[index].value
    if len(typed) >= 2:  # a label's start first ("rap": Rápido, though a description says it)
        for starts in (str.startswith,
                       lambda text, typed: any(word.startswith(typed) for word in text.split())):
            starting = [value for value, texts in labels.items()
                        if any(starts(text, typed) for text in texts)]
            if len(starting) == 1:
                return starting[0]
    return None


def _labels(choice: Choice) -> set[str]:
    """A choice's label in every language, and the words it also answers to, normalized."""
    labels = {normalize(t(choice.label, lang, **choice.params)) for lang in LANGUAGES}
    if choice.words is not None:
        labels.update(normalize(word)
                      for lang in LANGUAGES for word in words_of(choice.words, lang))
    return labels


def default_label(question: Ask) -> str | None:
    """What the player sees as the default: the choice's label, not its value."""
    if question.default is None:
        return None
    for choice in question.choices:
        if choice.value == question.default:
            return t(choice.label, **choice.params)
    return question.default


def faces_hint(die: Die) -> str:
    """What to type for each of `die`'s faces: Fate symbols, the faces listed, or a range.

    >>> from solo.dice.rng import D6, FATE, custom
    >>> from solo.i18n import use_language
    >>> with use_language("es"):
    ...     faces_hint(FATE), faces_hint(D6), faces_hint(custom((4, 1, 2, 4), "d{4,1,2,4}"))
    ('cada dado +, 0 o -', '1 a 6', 'cada dado uno de 1, 2, 4')
    """
    if die.values:
        return t("core.dice.faces.listed", faces=", ".join(str(v) for v in sorted(set(die.values))))
    if (die.low, die.high) == (-1, 1):
        return t("core.dice.faces.fudge")
    return t("core.dice.faces.range", low=die.low, high=die.high)


class AskingRng:
    """Physical dice: every batch of dice is asked of the player."""

    def __init__(self, io: Io,
                 waiting: Callable[[], AbstractContextManager[None]] | None = None) -> None:
        self._io = io
        self._waiting = waiting
        """Wraps each question: the command's work so far saved, the campaign let go."""
        self._next: RollFor | None = None

    def expect(self, roll: RollFor) -> None:
        """The next batch asked for is `roll`'s: its question names whose dice and why."""
        self._next = roll

    def roll(self, die: Die, count: int) -> tuple[int, ...]:
        """Ask for `count` faces of `die` until they fit."""
        facts: dict[str, object] = {"count": count, "die": die.label, "faces": faces_hint(die)}
        roll, self._next = self._next, None
        question = (Ask("core.dice.type_faces", facts) if roll is None else
                    Ask("core.dice.type_faces_for",
                        {**facts, "who": roll.who, "why": t(roll.why, **roll.params)}))
        while True:
            try:
                if self._waiting is None:
                    answer = self._io.ask(question)
                else:
                    with self._waiting():
                        answer = self._io.ask(question)
            except (EOFError, KeyboardInterrupt):
                raise Cancelled("core.cancelled") from None
            try:
                script = ScriptedRng(parse_faces(answer))
                faces = script.roll(die, count)
                script.finish()
                return faces
            except SoloError as error:
                self._io.show(Message(error.key, error.params, "error"))
