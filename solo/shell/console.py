"""Guided procedures on the one-shot path: rich output and plain `input()`."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.text import Text

from solo.commands.base import Context
from solo.i18n import t
from solo.procedures.steps import Ask, Message, Procedure
from solo.shell.driver import drive, match_choice
from solo.shell.render import render


class ConsoleIo:
    """Ask with numbered choices on standard input; show with rich."""

    def __init__(self, console: Console | None = None) -> None:
        self.console = console or Console()

    def ask(self, question: Ask) -> str:
        """Print the rule and the question; read until the answer fits."""
        if question.explain:
            self.console.print(Text(t(question.explain), style="italic cyan"))
        for number, choice in enumerate(question.choices, start=1):
            self.console.print(f"  {number:>2}. {t(choice.label, **choice.params)}")
        suffix = f" [{question.default}]" if question.default is not None else ""
        while True:
            answer = input(t(question.prompt, **question.params) + suffix + " ")
            if not question.choices:
                return answer if answer.strip() or question.default is None else question.default
            value = match_choice(question, answer)
            if value is not None:
                return value
            self.show(Message("core.bad_choice", {"answer": answer}, "error"))

    def show(self, item: object) -> None:
        """Render and print."""
        self.console.print(render(item))


def drive_in_console(procedure: Procedure[Any], ctx: Context) -> Any:
    """Run a procedure one-shot, reading answers from standard input."""
    return drive(procedure, ConsoleIo(), ctx)
