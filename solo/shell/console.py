"""Guided procedures on the one-shot path: rich output and plain standard input.

With `--json`, questions and intermediate results go to standard error, so
standard output holds only the final JSON object.
"""

from __future__ import annotations

import sys
from typing import Any

from rich.console import Console
from rich.text import Text

from solo.commands.base import Context
from solo.i18n import t
from solo.procedures.steps import Ask, Message, Procedure
from solo.render import render, safe_console
from solo.shell.driver import default_label, drive, match_choice
from solo.text import without_surrogates


class ConsoleIo:
    """Ask with numbered choices on standard input; show with rich."""

    def __init__(self, console: Console | None = None, area: str | None = None) -> None:
        self.console = console or safe_console()
        self.area = area
        self.shown: list[object] = []

    def ask(self, question: Ask) -> str:
        """Print the rule and the question; read until the answer fits."""
        if question.explain:
            self.console.print(Text(t(question.explain), style="rule"))
        for number, choice in enumerate(question.choices, start=1):
            self.console.print(Text(f"  {number:>2}. {t(choice.label, **choice.params)}"))
        label = default_label(question)
        suffix = f" [{label}]" if label else ""
        while True:
            answer = self._read(t(question.prompt, **question.params) + suffix + " ")
            if not question.choices:
                return answer if answer.strip() or question.default is None else question.default
            value = match_choice(question, answer)
            if value is not None:
                return value
            self.show(Message("core.bad_choice", {"answer": answer,
                                                       "count": len(question.choices)}, "error"))

    def _read(self, prompt: str) -> str:
        if sys.stdin.isatty() and not self.console.stderr:
            return without_surrogates(input(prompt))
        self.console.print(Text(prompt))
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        return without_surrogates(line.rstrip("\n"))

    def show(self, item: object) -> None:
        """Render and print."""
        self.shown.append(item)
        self.console.print(render(item, self.area))


def drive_in_console(procedure: Procedure[Any], ctx: Context, area: str | None = None,
                     *, to_stderr: bool = False) -> Any:
    """Run a procedure one-shot, reading answers from standard input."""
    return drive(procedure, ConsoleIo(safe_console(stderr=to_stderr), area), ctx)
