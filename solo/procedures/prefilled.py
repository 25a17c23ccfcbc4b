"""Quick commands drive the guided procedure of their rule, with the answers taken from options.

One procedure per rule: `frag reto --score 3 --dice …` runs the same generator as the
guided `frag reto`, its questions answered from the command's options by prompt key.

A pre-filled answer is what the option says, never a menu's number: a choice's value
(`"gm"`, a character's name) or the option's own number, which the procedure reads in the
option's meaning (`tricube challenge --cost 1` is one Resolve, `frag reto --extra 2` two
extra dice, `zodiac action --cd 13` a CD of 13). Menus never have values written as numbers
(`solo.procedures.steps.misnumbered`), so the two cannot be confused; a number only means a
menu's place when a player types it at the menu (`solo.shell.driver.match_choice`).

>>> from solo.procedures.steps import Ask, Record, Show, Message
>>> from solo.journal.entry import meta
>>> def guided() -> Procedure[int]:
...     name = yield Ask("x.ask.name")
...     yield Show(Message("x.hello", {"name": name}))
...     yield Record(meta(f"hola {name}"))
...     size = yield Ask("x.ask.size")
...     return len(name) + int(size)
>>> kept = []
>>> run_quick(guided(), {"x.ask.name": "Nia", "x.ask.size": "2"}, kept.append)
5
>>> [str(entry) for entry in kept] == [str(meta("hola Nia"))]
True
>>> try:
...     run_quick(guided(), {"x.ask.name": "Nia"}, kept.append)
... except Exception as error:
...     print(type(error).__name__, error.key)
InputError core.quick.missing
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

from solo.errors import InputError
from solo.i18n import t
from solo.journal.entry import Entry
from solo.procedures.steps import Ask, Message, Procedure, Record, RollFor, Show, Step

T = TypeVar("T")
Answers = Mapping[str, str | Sequence[str]]
"""Answers by the prompt key of the question: one answer, or one per time it is asked, in order."""


class _Filler:
    """Hands out the answer of each question from `answers`, or None when it has none."""

    def __init__(self, answers: Answers) -> None:
        self.answers = answers
        self.used: dict[str, int] = {}

    def answer(self, question: Ask) -> str | None:
        given = self.answers.get(question.prompt)
        if given is None:
            return None
        if isinstance(given, str):
            return given
        turn = self.used.get(question.prompt, 0)
        if turn >= len(given):
            return None
        self.used[question.prompt] = turn + 1
        return given[turn]


def answered(procedure: Procedure[T], answers: Answers) -> Procedure[T]:
    """`procedure` with the questions `answers` knows answered; every other step passes through.

    A pre-filled answer the procedure refuses (it shows an error and asks again) raises that
    error as an `InputError`: a quick command fails in one line instead of asking forever.
    """
    filler = _Filler(answers)
    step: Step = next(procedure)
    filled = False
    while True:
        if isinstance(step, Show) and filled and _is_error(step.item):
            message = step.item
            assert isinstance(message, Message)
            raise InputError(message.key, **message.params)
        if isinstance(step, Ask):
            given = filler.answer(step)
            filled = given is not None
            answer = given if given is not None else (yield step)
            try:
                step = procedure.send(answer)
            except StopIteration as done:
                return done.value  # type: ignore[no-any-return]
            continue
        filled = filled and isinstance(step, Show)
        yield step
        try:
            step = next(procedure)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


def _is_error(item: object) -> bool:
    return isinstance(item, Message) and item.style == "error"


def run_quick(procedure: Procedure[T], answers: Answers, record: Callable[[Entry], None],
              announce: Callable[[RollFor], None] | None = None) -> T:
    """Run `procedure` to its end with all its answers: entries go to `record`, rolls to
    `announce` (a command's `Context.roll_for`: their odds said, physical dice told whose they
    are), other shows are dropped.

    A question `answers` has no answer for raises `InputError("core.quick.missing", question=…)`.
    """
    steps = answered(procedure, answers)
    try:
        step = next(steps)
        while True:
            if isinstance(step, Ask):
                raise InputError("core.quick.missing", question=t(step.prompt, **step.params))
            if isinstance(step, Record):
                record(step.entry)
            if isinstance(step, RollFor) and announce is not None:
                announce(step)
            step = next(steps)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]


def quiet(procedure: Procedure[T], answers: Answers) -> Procedure[T]:
    """`procedure` as a quick command runs it: answered from `answers`, its commentary dropped.

    Questions `answers` lacks, the errors shown, the rolls announced (their odds come first)
    and the journal entries pass through (the shell asks the player what it must); the result
    is the command's to show.

    >>> from solo.procedures.steps import Ask, Show, Message, run_scripted
    >>> def guided() -> Procedure[str]:
    ...     yield Show(Message("x.hello", {}))
    ...     name = yield Ask("x.ask.name")
    ...     return (yield Ask("x.ask.title")) + " " + name
    >>> run = run_scripted(quiet(guided(), {"x.ask.name": "Nia"}), ["Doña"])
    >>> run.result, run.shown
    ('Doña Nia', ())
    """
    steps = answered(procedure, answers)
    try:
        step = next(steps)
        while True:
            if isinstance(step, Show) and not _is_error(step.item):
                step = next(steps)
                continue
            answer = yield step
            step = steps.send(answer) if isinstance(step, Ask) else next(steps)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
