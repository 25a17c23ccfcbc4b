"""A menu in a terminal that reads the whole typed answer (`11` is the eleventh, never the first).

The options are listed, numbered, with a marker on the one Enter would take (the question's
default, else the first); the arrows move the marker. Whatever the player types is read as a
whole line when Enter is pressed: a number, a label or a unique prefix of one, in either
language, accents optional (`solo.shell.driver.match_choice`, the reader of every path).
A terminal that cannot redraw (a dumb one) keeps the first drawing, so the shell prints the
choice made under the menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prompt_toolkit.completion import WordCompleter
from prompt_toolkit.formatted_text import FormattedText
from prompt_toolkit.key_binding import KeyBindings

if TYPE_CHECKING:
    from prompt_toolkit.input import Input
    from prompt_toolkit.key_binding import KeyPressEvent
    from prompt_toolkit.output import Output


class MenuState:
    """Where the marker is, among `labels`."""

    def __init__(self, labels: list[str], start: int) -> None:
        self.labels = labels
        self.index = start

    def move(self, step: int) -> None:
        """Move the marker, staying inside the list."""
        self.index = max(0, min(len(self.labels) - 1, self.index + step))

    def lines(self, question: str, *, done: bool = False) -> FormattedText:
        """The question, the numbered options (the marked one highlighted), the input mark.

        Once answered (`done`), the options are folded away: a terminal that redraws leaves
        the question in its scrollback, and the shell prints the choice made under it.
        """
        fragments: list[tuple[str, str]] = [("", question + "\n")]
        for number, label in enumerate(() if done else self.labels, start=1):
            marked = number - 1 == self.index
            style = "class:menu-marked" if marked else ""
            fragments.append((style, f"{'>' if marked else ' '} {number:>2}. {label}"))
            fragments.append(("", "\n"))
        fragments.append(("", "> "))
        return FormattedText(fragments)


def read_menu(session_input: Input, session_output: Output, question: str,
              labels: list[str], start: int) -> tuple[str, int]:
    """Ask until Enter: the typed text (stripped) and the marker's index when it was pressed."""
    from prompt_toolkit.application import create_app_session, get_app
    from prompt_toolkit.shortcuts import PromptSession
    from prompt_toolkit.styles import Style

    from solo.render.theme import STYLES

    state = MenuState(labels, start)
    keys = KeyBindings()

    @keys.add("up")
    def _up(event: KeyPressEvent) -> None:
        state.move(-1)
        event.app.invalidate()

    @keys.add("down")
    def _down(event: KeyPressEvent) -> None:
        state.move(1)
        event.app.invalidate()

    completer = WordCompleter(labels, ignore_case=True, sentence=True)
    # Raw mode before the menu is drawn: a dumb terminal's prompt writes the menu before it
    # reads keys, and a Ctrl-C typed in between would be a signal, not the key that leaves.
    with create_app_session(input=session_input, output=session_output), \
            session_input.raw_mode():
        session: PromptSession[str] = PromptSession(
            message=lambda: state.lines(question, done=get_app().is_done),
            key_bindings=keys, completer=completer,
            complete_while_typing=False,
            style=Style.from_dict({"menu-marked": STYLES["menu.marked"]}))
        text = session.prompt()
    return text.strip(), state.index
