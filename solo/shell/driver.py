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
from solo.numbers import looks_numeric, menu_number
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
    """The choice the player typed: its number in the menu, or its name (or a word it lists).

    A number is always the menu's number, never a value that happens to be one: here the
    second option's value is "4", and `4` is no option (there are three).

    >>> from solo.procedures.steps import Choice
    >>> question = Ask("x", choices=(Choice("-", "ninguna"), Choice("4", "cuatro"),
    ...                              Choice("five", "cinco")))
    >>> match_choice(question, "1"), match_choice(question, "2"), match_choice(question, "4")
    ('-', '4', None)

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

    A word in brackets counts as well (a signed number is a name, not the menu's number):

    >>> weapons = Ask("x", choices=(Choice("unarmed", "sin arma (+0 dados)"),
    ...                             Choice("light", "cuchillo (+1 dado)")))
    >>> match_choice(weapons, "+1"), match_choice(weapons, "1")
    ('light', 'unarmed')

    A choice may list more words it answers to (a catalog text `astuto|astuta`):

    >>> traits = Ask("x", choices=(Choice("crafty", "tricube.trait.crafty",
    ...                                   words="tricube.words.crafty"),))
    >>> match_choice(traits, "Astuta"), match_choice(traits, "crafty")
    ('crafty', 'crafty')
    """
    typed = normalize(answer)
    if not typed:
        return question.default
    if typed.isascii() and typed.isdigit():  # a number: the menu's, and nothing else
        index = menu_number(typed, len(question.choices))
        return None if index is None else question.choices[index].value
    labels = {choice.value: _labels(choice) for choice in question.choices}
    for choice in question.choices:  # its value too, when it is a word (`yes`, `overcome`)
        if typed in labels[choice.value] or (
                typed == normalize(choice.value) and not looks_numeric(choice.value)):
            return choice.value
    if len(typed) >= 2:  # a label's start first ("rap": Rápido, though a description says it)
        for starts in (str.startswith,
                       lambda text, typed: any(word.strip(_MARKS).startswith(typed)
                                               for word in text.split())):
            starting = [value for value, texts in labels.items()
                        if any(starts(text, typed) for text in texts)]
            if len(starting) == 1:
                return starting[0]
    return None


_MARKS = "()[]{},.:;¿?¡!«»\"'"
"""Marks around a label's words: `(+2 dados)` answers to `+2`."""


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
