"""An answer a procedure cannot check itself, checked by the command that runs it.

A creation procedure asks for a name; only its command knows the campaign, and so the names
already taken. `checking(procedure, key, check)` passes the answers to the question `key`
through `check` first: one it refuses (a `SoloError`) is shown and the question asked again,
as `ask` does with its own checks, so a sheet never silently replaces another of that name.

>>> from solo.errors import RuleError
>>> from solo.procedures.steps import run_scripted
>>> def named() -> Procedure[str]:
...     return (yield Ask("x.ask.name"))
>>> def free(name: str) -> None:
...     if name == "Nia":
...         raise RuleError("core.error.character_exists", name=name)
>>> run = run_scripted(checking(named(), "x.ask.name", free), ["Nia", "Ona"])
>>> run.result, [item.key for item in run.shown]
('Ona', ['core.error.character_exists'])
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from solo.errors import SoloError
from solo.procedures.steps import Ask, Message, Procedure, Show

T = TypeVar("T")


def checking(procedure: Procedure[T], key: str, check: Callable[[str], object]) -> Procedure[T]:
    """`procedure`, with every answer to the question `key` checked by `check` first."""
    try:
        step = next(procedure)
        while True:
            answer = yield step
            if isinstance(step, Ask) and step.prompt == key:
                try:
                    check(answer.strip() or (step.default or ""))
                except SoloError as error:
                    yield Show(Message(error.key, error.params, "error"))
                    continue  # the same question again
            step = procedure.send(answer) if isinstance(step, Ask) else next(procedure)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
