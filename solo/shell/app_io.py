"""The procedure driver's questions and answers through the cmd2 shell."""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.i18n import t
from solo.procedures.steps import Ask, Message
from solo.render import render
from solo.shell.driver import default_label, match_choice

if TYPE_CHECKING:
    from solo.shell.app import SoloApp


class AppIo:
    """The driver's questions through cmd2's `select` and `read_input`."""

    def __init__(self, app: SoloApp) -> None:
        self.app = app
        self.shown: list[object] = []

    def ask(self, question: Ask) -> str:
        if question.explain:
            self.app.poutput(render(Message(question.explain, {}, "rule")), soft_wrap=False)
        prompt = t(question.prompt, **question.params)
        if question.choices:
            options = [(c.value, t(c.label, **c.params)) for c in question.choices]
            if self.app.stdin.isatty():
                return self._menu(question, prompt)
            shown = default_label(question)
            while True:
                self.app.poutput(prompt + (f" [{shown}]" if shown else ""))
                for number, (_value, text) in enumerate(options, start=1):
                    self.app.poutput(f"  {number:>2}. {text}")
                answer = self.app.read_input("> ")
                value = match_choice(question, answer)
                if value is not None:
                    return value
                self.app.perror(t("core.bad_choice", answer=answer))
        shown = default_label(question)
        suffix = f" [{shown}]" if shown else ""
        answer = self.app.read_input(prompt + suffix + " ")
        return answer if answer.strip() or question.default is None else question.default

    def show(self, item: object) -> None:
        self.shown.append(item)
        self.app.show(item)

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
                self.app.poutput(render(Message("core.menu.chosen", {"label": chosen}, "muted")),
                                 soft_wrap=False)
                return value
            self.app.perror(t("core.bad_choice", answer=typed))
            start = index
