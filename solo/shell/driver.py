"""Run a guided procedure: questions to the player, results on screen, entries in the journal."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import Any, Protocol

from solo.commands.base import Context
from solo.dice.faces import parse_faces
from solo.dice.physical import reading_of
from solo.dice.rng import FATE, Die, Rng
from solo.dice.typed import Purpose
from solo.errors import SoloError
from solo.i18n import LANGUAGES, normalize, t
from solo.i18n.words import words_of
from solo.journal.entry import fate_faces
from solo.numbers import looks_numeric, menu_number
from solo.procedures.steps import (
    Ask,
    Choice,
    Hold,
    Left,
    Message,
    Procedure,
    Record,
    RollFor,
    Show,
    Step,
)
from solo.procedures.told import was_shown
from solo.shell.dice_prompt import dice_question
from solo.text import inert


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


MOST_LEFT_ANSWERS = 500
"""Questions answered by their default after the player left, at most (a default its own
question refuses would ask for ever)."""


class Leaving:
    """Where the player stands in the procedure being driven: leaving keeps what dice said.

    Before any dice, leaving cancels (nothing was rolled). After a roll, each question takes its
    marked default (said in one line) and the procedure goes on to its end; its later dice are
    rolled for the player. A long procedure (a Fate conflict) marks the places it can be kept
    open (`Hold`): leaving with nothing rolled since the last one, or reaching the next one after
    leaving, keeps it open there (`Left`).
    """

    def __init__(self) -> None:
        self.rolls = 0
        """Rolls announced so far."""
        self.since_hold: int | None = None
        """Rolls announced since the last `Hold` (None: no `Hold` yet)."""
        self.left = False
        self.answered = 0

    def rolled(self) -> None:
        """A roll was announced (its dice follow)."""
        self.rolls += 1
        if self.since_hold is not None:
            self.since_hold += 1

    def held(self) -> None:
        """The procedure stands at a place where it can be kept open."""
        self.since_hold = 0

    def keeps_open(self, dice_asked: bool = False) -> bool:
        """Whether leaving now keeps the procedure open at its last `Hold`: nothing rolled since
        (the dice being asked for are not rolled yet)."""
        return self.since_hold is not None and self.since_hold <= int(dice_asked)

    def after_roll(self, dice_asked: bool = False) -> bool:
        """Whether dice were shown before this question (the dice being asked for excepted)."""
        return self.rolls > int(dice_asked)


def drive(procedure: Procedure[Any], io: Io, ctx: Context) -> Any:
    """Run `procedure` to its end; journal entries are appended as they come.

    Leaving (Ctrl-C, Ctrl-D) before any dice cancels it; after dice were shown it goes on with
    each question's default, or stays open where it can (`Leaving`).
    """
    leaving = Leaving()
    if isinstance(ctx.rng, AskingRng):
        ctx.rng.leaving = leaving
    try:
        step = next(procedure)
        while True:
            if isinstance(step, Ask):
                step = _answer(procedure, step, io, ctx, leaving)
            elif isinstance(step, Show):
                io.show(step.item)
                step = next(procedure)
            elif isinstance(step, Record):
                ctx.record(step.entry)
                step = next(procedure)
            elif isinstance(step, RollFor):
                leaving.rolled()
                announce(step, io, ctx)
                step = next(procedure)
            elif isinstance(step, Hold):
                leaving.held()
                step = procedure.throw(Left()) if leaving.left else next(procedure)
            else:
                step = next(procedure)
    except StopIteration as done:
        return done.value
    except Left:  # a procedure that cannot be kept open: what it journaled stays
        raise Cancelled("core.cancelled") from None
    finally:
        if isinstance(ctx.rng, AskingRng):
            ctx.rng.leaving = None


def _answer(procedure: Procedure[Any], question: Ask, io: Io, ctx: Context,
            leaving: Leaving) -> Step:
    """The procedure's next step after `question`: the player's answer, or its default when the
    player left after a roll."""
    if not leaving.left:
        try:
            with ctx.waiting():  # what the player has seen is kept; others may write
                answer = io.ask(question)
        except (EOFError, KeyboardInterrupt):
            if leaving.keeps_open():
                return procedure.throw(Left())
            if not leaving.after_roll() or question.default is None:
                procedure.close()
                raise Cancelled("core.cancelled") from None
            leaving.left = True
        else:
            return procedure.send(answer)
    leaving.answered += 1
    if question.default is None or leaving.answered > MOST_LEFT_ANSWERS:
        procedure.close()
        raise Cancelled("core.cancelled")
    io.show(Message("core.left.default", {"answer": default_label(question) or "—"}, "warning"))
    return procedure.send(question.default)


def already_shown(result: object, shown: list[object]) -> bool:
    """Whether a procedure already showed its result on the way (then it is not shown again).

    >>> already_shown(Message("x"), [Message("y"), Message("x")]), already_shown(None, [None])
    (True, False)
    """
    return was_shown(result, shown)


def announce(roll: RollFor, io: Io, ctx: Context) -> None:
    """Show the odds of the roll about to be made (unless hidden: `set odds off`); tell physical
    dice whose roll it is and why."""
    odds = roll.odds_now() if ctx.show_odds else None
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
    return inert(question.default, newlines=False)  # maybe a player's own text: shown literally


class AskingRng:
    """Physical dice: every batch of dice is asked of the player, as dice a player owns.

    A die no one owns is asked as the dice it is read on (`solo.dice.physical`: a d36 as two
    d6, tens and units); the faces typed are read back into its faces. A die of one face is
    not asked. An announced roll (`expect`) names the next batch, or every batch of a roll
    made of several (`group`, `solo.dice.typed.one_roll`).
    """

    def __init__(self, io: Io,
                 waiting: Callable[[], AbstractContextManager[None]] | None = None,
                 before_asking: Callable[[], None] | None = None, *,
                 digital: Rng | None = None) -> None:
        self._io = io
        self._waiting = waiting
        """Wraps each question: the command's work so far saved, the campaign let go."""
        self._before_asking = before_asking
        """Called before each question (the odds said first)."""
        self._next: RollFor | Purpose | None = None
        self._depth = 0
        self.leaving: Leaving | None = None
        """The procedure being driven, if any: leaving at its dice after a roll rolls them."""
        self._for_you = digital
        """The session's own dice: a player who left after a roll has them rolled for them."""

    def expect(self, roll: RollFor | Purpose | None) -> None:
        """The next batch asked for is `roll`'s: its question names whose dice and why.

        None forgets an announced roll that other dice answered (faces typed after `--dice`).
        """
        self._next = roll

    def suggest(self, roll: Purpose) -> None:
        """Whose the next batch is and why, unless a procedure announced it already
        (`solo.dice.typed.tell`: a table drawn, a list's die, an oracle's tie-break)."""
        if self._next is None:
            self._next = roll

    @contextlib.contextmanager
    def group(self) -> Iterator[None]:
        """Keep the announced roll's name for every batch rolled inside (one roll)."""
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
            if not self._depth:
                self._next = None

    def roll(self, die: Die, count: int) -> tuple[int, ...]:
        """Ask for `count` faces of `die`, on dice the player owns, until they fit."""
        return self.roll_checked(die, count, None)

    def roll_checked(self, die: Die, count: int,
                     check: Callable[[tuple[int, ...]], object] | None) -> tuple[int, ...]:
        """`roll`, asking again while `check` refuses the faces typed with a `SoloError` (a card
        of the Deck of Fate that has already left the deck)."""
        reading = reading_of(die)
        roll = self._next
        if not self._depth:
            self._next = None
        if reading.plain and die.size == 1:  # one face: nothing to roll
            return (die.low,) * count
        leaving = self.leaving
        if leaving is not None and leaving.left:
            return self._rolled_for_you(die, count, check)
        if self._before_asking is not None:
            self._before_asking()
        question = dice_question(reading, count, roll)
        while True:
            try:
                if self._waiting is None:
                    answer = self._io.ask(question)
                else:
                    with self._waiting():
                        answer = self._io.ask(question)
            except (EOFError, KeyboardInterrupt):
                if leaving is not None and leaving.keeps_open(dice_asked=True):
                    raise Left from None  # back to where the procedure can be kept open
                if leaving is None or not leaving.after_roll(dice_asked=True):
                    raise Cancelled("core.cancelled") from None
                leaving.left = True  # a roll already taken: these dice are rolled for you
                return self._rolled_for_you(die, count, check)
            try:
                faces = reading.typed(parse_faces(answer), count)
                if check is not None:
                    check(faces)
                return faces
            except SoloError as error:
                self._io.show(Message(error.key, error.params, "error"))

    def _rolled_for_you(self, die: Die, count: int,
                        check: Callable[[tuple[int, ...]], object] | None = None,
                        ) -> tuple[int, ...]:
        """The program's dice for a player who left after a roll: shown in one line (rolled
        again while `check` refuses them: a card no longer in the deck)."""
        if self._for_you is None:
            from solo.dice.rng import SeededRng

            self._for_you = SeededRng(None)
        while True:
            faces = self._for_you.roll(die, count)
            try:
                if check is not None:
                    check(faces)
                break
            except SoloError:
                continue
        shown = (fate_faces(faces) if die == FATE
                 else " ".join(str(face) for face in faces))
        self._io.show(Message("core.left.rolled", {"faces": shown}, "warning"))
        return faces
