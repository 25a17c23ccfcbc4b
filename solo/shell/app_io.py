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

    def ask(self, question: Ask) -> str:
        if question.explain:
            self.app.poutput(render(Message(question.explain, {}, "rule")), soft_wrap=False)
        prompt = t(question.prompt, **question.params)
        if question.choices:
            options = [(c.value, t(c.label, **c.params)) for c in question.choices]
            if self.app.stdin.isatty():
                return self._menu(options, prompt, question.default)
            while True:
                self.app.poutput(prompt)
                for number, (_value, text) in enumerate(options, start=1):
                    self.app.poutput(f"  {number:>2}. {text}")
                answer = self.app.read_input("> ")
                value = match_choice(question, answer)
                if value is not None:
                    return value
                self.app.perror(t("core.bad_choice", answer=answer))
        shown = default_label(question)
        suffix = f" [{shown}]" if shown is not None else ""
        answer = self.app.read_input(prompt + suffix + " ")
        return answer if answer.strip() or question.default is None else question.default

    def show(self, item: object) -> None:
        self.app.show(item)

    def _menu(self, options: list[tuple[str, str]], prompt: str, default: str | None) -> str:
        """A prompt_toolkit menu whose cursor starts on the question's default."""
        from prompt_toolkit.application import create_app_session
        from prompt_toolkit.shortcuts import choice

        session = self.app.main_session
        values = [value for value, _label in options]
        with create_app_session(input=session.input, output=session.output):
            return str(choice(message=prompt + " ", options=options,
                              default=default if default in values else None))
