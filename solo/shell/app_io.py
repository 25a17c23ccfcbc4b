"""The procedure driver's questions and answers through the cmd2 shell.

With `set json true`, what a procedure says on the way (explanations, questions, the
choice made, intermediate results as text) goes to standard error, as on the one-shot
path, so that standard output holds only the final JSON.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.i18n import t
from solo.procedures.steps import Ask, Message
from solo.render import render
from solo.shell.driver import default_label, match_choice
from solo.text import without_surrogates

if TYPE_CHECKING:
    from solo.shell.app import SoloApp


class AppIo:
    """The driver's questions through cmd2's `select` and `read_input`."""

    def __init__(self, app: SoloApp) -> None:
        self.app = app
        self.shown: list[object] = []

    def ask(self, question: Ask) -> str:
        if question.explain:
            self._say(render(Message(question.explain, {}, "rule")), soft_wrap=False)
        prompt = t(question.prompt, **question.params)
        if question.choices:
            options = [(c.value, t(c.label, **c.params)) for c in question.choices]
            if self.app.stdin.isatty():
                return self._menu(question, prompt)
            shown = default_label(question)
            while True:
                self._say(prompt + (f" [{shown}]" if shown else ""))
                for number, (_value, text) in enumerate(options, start=1):
                    self._say(f"  {number:>2}. {text}")
                answer = self._read("> ")
                value = match_choice(question, answer)
                if value is not None:
                    return value
                self.app.perror(t("core.bad_choice", answer=answer, count=len(options)))
        shown = default_label(question)
        suffix = f" [{shown}]" if shown else ""
        answer = self._read(prompt + suffix + " ")
        return answer if answer.strip() or question.default is None else question.default

    def show(self, item: object) -> None:
        self.shown.append(item)
        if self.app.json:   # on the way, as text; the final result alone is JSON
            self._say(render(item), soft_wrap=False)
        else:
            self.app.show(item)

    def _say(self, item: object, *, soft_wrap: bool = True) -> None:
        """Print what the procedure says on the way (to standard error in JSON mode)."""
        if self.app.json:
            self.app.perror(item, style=None, soft_wrap=soft_wrap)
        else:
            self.app.poutput(item, soft_wrap=soft_wrap)

    def _read(self, prompt: str) -> str:
        """Read an answer; in JSON mode off a terminal, the prompt goes to standard error."""
        if self.app.json and not self.app.stdin.isatty():
            self.app.perror(prompt, style=None, end="")
            return without_surrogates(self.app.read_input(""))
        return without_surrogates(self.app.read_input(prompt))

    def _menu(self, question: Ask, prompt: str) -> str:
        """A menu that reads the whole answer; Enter alone takes the marked option."""
        from solo.shell.menu import read_menu

        session = self.app.main_session
        labels = [t(c.label, **c.params) for c in question.choices]
        values = [c.value for c in question.choices]
        start = values.index(question.default) if question.default in values else 0
        while True:
            typed, index = read_menu(session.input, session.output, prompt, labels, start)
            value = match_choice(question, typed) if typed else values[index]
            if value is not None:   # the choice made, under the menu (its mark may be stale)
                chosen = labels[values.index(value)]
                self._say(render(Message("core.menu.chosen", {"label": chosen}, "muted")),
                          soft_wrap=False)
                return value
            self.app.perror(t("core.bad_choice", answer=typed, count=len(values)))
            start = index
