"""The steps a guided procedure yields, and a scripted driver for tests.

A procedure is a generator: it yields `Ask` (and receives the player's answer
as a string), `Show` (something for the shell to render) and `Record` (an
entry for the journal, appended as soon as it is yielded). Its return value is
its summary. It never prints and never reads input.

>>> def greet() -> Procedure[str]:
...     name = yield Ask("core.argparse", {"prog": "greet", "detail": "name?"})
...     yield Show(Message("core.argparse", {"prog": "greet", "detail": name}))
...     return name.upper()
>>> run_scripted(greet(), ["nia"]).result
'NIA'
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Mapping
from dataclasses import field
from typing import Any, TypeVar

from solo.errors import SoloError
from solo.journal.entry import Entry
from solo.numbers import looks_numeric
from solo.record import record

T = TypeVar("T")


@record
class Choice:
    """One option of a question: the value sent back, and its label's catalog key.

    `words`: a catalog key whose text lists more words the player may type for it (`astuto|astuta`).
    """

    value: str
    label: str
    params: Mapping[str, object] = field(default_factory=dict)
    words: str | None = None


@record
class Ask:
    """A question for the player; `choices` empty means free text.

    `explain` is a catalog key with the rule behind the step, shown before the
    question; `default` is used when the player just presses Enter.
    """

    prompt: str
    params: Mapping[str, object] = field(default_factory=dict)
    choices: tuple[Choice, ...] = ()
    default: str | None = None
    explain: str | None = None


def misnumbered(choices: Iterable[Choice]) -> tuple[str, ...]:
    """The values of `choices` written as a number other than their own place in the menu.

    A number the player types is always the menu's number; a value that looked like another
    one ("1" for the second option) would let a reader take it for the wrong option. Values
    are words ("none", "s1", "easy"); a value may be a number only where it is its own place.

    >>> misnumbered((Choice("-", "x"), Choice("1", "y"), Choice("s2", "z")))
    ('1',)
    >>> misnumbered((Choice("1", "x"), Choice("2", "y"), Choice("+3", "z"), Choice("-1", "w")))
    ('+3', '-1')
    """
    return tuple(choice.value for place, choice in enumerate(choices, start=1)
                 if looks_numeric(choice.value) and choice.value != str(place))


def named(name: str) -> str:
    """The value of a menu item the player named: the name, or `=name` when it is a number.

    A thread called "2" must not be the value of the third option: a typed number is always
    the menu's. The procedure reads the value back with `name_of`.

    >>> named("Huida"), named("2"), name_of(named("2")), name_of("Huida")
    ('Huida', '=2', '2', 'Huida')
    """
    return f"={name}" if looks_numeric(name) else name


def name_of(value: str) -> str:
    """The name a menu value made by `named` stands for (a name typed as it is stays)."""
    return value[1:] if value.startswith("=") and looks_numeric(value[1:]) else value


@record
class Message:
    """A line of text for the player, by catalog key; `style` is info, rule, warning or error."""

    key: str
    params: Mapping[str, object] = field(default_factory=dict)
    style: str = "info"


@record
class Show:
    """Something to render: a `Message` or any result the renderer knows."""

    item: object


@record
class Record:
    """A journal entry, appended to the campaign's journal when yielded."""

    entry: Entry


@record
class Progress:
    """What a long procedure has settled so far (stress taken…), for its command to keep.

    The command saves it in the campaign, so that when the player is next asked something,
    the state already holds what the journal shows as done. Drivers pass it by.
    """

    value: object


@record
class RollFor:
    """The dice about to be rolled: whose they are, why, and the exact odds the player sees first.

    A procedure yields it just before it rolls. Drivers show `odds` (when there are any) and
    tell a physical-dice generator whose roll it is and why, so that its question says so
    ("Tira 4dF por Capitán Rojas (defiende con Vigoroso +2)"); `why` is a catalog key
    formatted with `params`. Quick commands drop the odds (the player already decided): `odds`
    may be a function of no arguments that works them out, called only by a driver that shows
    them (`odds_now`).
    """

    who: str
    why: str
    params: Mapping[str, object] = field(default_factory=dict)
    odds: object | None = None

    def odds_now(self) -> object | None:
        """The odds to show, worked out now when `odds` is the function that works them out.

        >>> RollFor("Ana", "x", odds=lambda: "1/2").odds_now(), RollFor("Ana", "x").odds_now()
        ('1/2', None)
        """
        return self.odds() if callable(self.odds) else self.odds


@record
class Hold:
    """A place where a long procedure may be left and taken up again (a Fate conflict's turn).

    `value` is what it needs to go on from here; its command keeps it in the campaign. When the
    player leaves with nothing rolled since, or leaves after a roll and the procedure has come
    back to such a place, the driver raises `Left` at this point of the procedure (or at the
    question it stands on), which keeps itself open and ends.
    """

    value: object


class Left(Exception):
    """The player left a procedure where it can be kept open (raised in it at a `Hold`)."""


Step = Ask | Show | Record | Progress | RollFor | Hold
Procedure = Generator[Step, str, T]


def keeping(procedure: Procedure[T], keep: Callable[[Any], None]) -> Procedure[T]:
    """`procedure` with `keep(value)` called at each `Progress` it yields (and `keep(hold)` at
    each `Hold`); a `Left` thrown in goes on to the procedure.

    >>> def long() -> Procedure[int]:
    ...     yield Progress(1)
    ...     yield Progress(2)
    ...     return 3
    >>> kept: list[int] = []
    >>> run_scripted(keeping(long(), kept.append), []).result, kept
    (3, [1, 2])
    """
    step = next(procedure)
    while True:
        if isinstance(step, Progress):
            keep(step.value)
        elif isinstance(step, Hold):
            keep(step)  # where it may be left and taken up again
        try:
            try:
                answer = yield step
            except Left as left:  # the player left: the procedure keeps itself open
                step = procedure.throw(left)
                continue
            step = procedure.send(answer) if isinstance(step, Ask) else next(procedure)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


def ask(question: Ask, parse: Callable[[str], T]) -> Procedure[T]:
    """Ask until `parse` accepts the answer; a `SoloError` is shown and asked again."""
    while True:
        answer = yield question
        if not answer.strip() and question.default is not None:
            answer = question.default
        try:
            return parse(answer)
        except SoloError as error:
            yield Show(Message(error.key, error.params, "error"))


@record
class Transcript:
    """What a scripted run of a procedure produced."""

    steps: tuple[Step, ...]
    result: Any

    @property
    def shown(self) -> tuple[object, ...]:
        """The items shown, in order."""
        return tuple(s.item for s in self.steps if isinstance(s, Show))

    @property
    def recorded(self) -> tuple[Entry, ...]:
        """The journal entries recorded, in order."""
        return tuple(s.entry for s in self.steps if isinstance(s, Record))

    @property
    def rolls(self) -> tuple[RollFor, ...]:
        """The rolls announced, in order."""
        return tuple(s for s in self.steps if isinstance(s, RollFor))

    @property
    def errors(self) -> tuple[Message, ...]:
        """The error messages shown (bad answers), in order."""
        return tuple(i for i in self.shown if isinstance(i, Message) and i.style == "error")


class ScriptExhausted(AssertionError):
    """A scripted run needed more answers than it was given."""


def run_scripted(procedure: Procedure[T], answers: Iterable[str]) -> Transcript:
    """Drive `procedure` with `answers` (a test's, or a player's script)."""
    pending = iter(answers)
    steps: list[Step] = []
    try:
        step = next(procedure)
        while True:
            steps.append(step)
            if isinstance(step, Ask):
                try:
                    answer = next(pending)
                except StopIteration:
                    raise ScriptExhausted(f"no answer left for {step.prompt}") from None
                step = procedure.send(answer)
            else:
                step = next(procedure)
    except StopIteration as done:
        return Transcript(tuple(steps), done.value)
