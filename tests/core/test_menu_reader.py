"""One reader of menu answers everywhere: the whole typed answer, never its first digit."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from solo.procedures.steps import Ask, Choice
from solo.shell.console import ConsoleIo
from solo.shell.driver import match_choice
from solo.shell.menu import MenuState

FIFTEEN = Ask("x", choices=tuple(Choice(f"v{n}", f"opción {n}") for n in range(1, 16)),
              default="v3")


@pytest.mark.parametrize(("typed", "value"), [("11", "v11"), ("1", "v1"), ("15", "v15"),
                                              ("opción 12", "v12"), ("OPCION 12", "v12"),
                                              ("", "v3"), ("16", None), ("opción", None)])
def test_match_choice_reads_the_whole_answer(typed: str, value: str | None) -> None:
    assert match_choice(FIFTEEN, typed) == value


def test_the_menu_marker_stays_inside_the_list() -> None:
    state = MenuState(["a", "b", "c"], 2)
    state.move(1)
    assert state.index == 2
    state.move(-5)
    assert state.index == 0
    text = "".join(fragment for _style, fragment in state.lines("¿Cuál?"))
    assert text == "¿Cuál?\n>  1. a\n   2. b\n   3. c\n> "


def test_an_answered_menu_folds_its_options_away() -> None:
    state = MenuState(["a", "b", "c"], 1)
    text = "".join(fragment for _style, fragment in state.lines("¿Cuál?", done=True))
    assert text == "¿Cuál?\n> "


def test_a_redrawing_terminal_keeps_only_the_question_once_answered() -> None:
    from prompt_toolkit.data_structures import Size
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output.vt100 import Vt100_Output

    from solo.shell.menu import read_menu

    screen = io.StringIO()
    output = Vt100_Output(screen, lambda: Size(rows=40, columns=100), term="xterm",
                          enable_cpr=False)
    with create_pipe_input() as keys:
        keys.send_text("\x1b[B\x1b[B\r")                 # down, down, Enter
        assert read_menu(keys, output, "¿Cuál?", ["uno", "dos", "tres"], 0) == ("", 2)
    drawn = screen.getvalue()
    assert "tres" in drawn                                  # the menu was drawn…
    assert "tres" not in drawn[drawn.rindex("¿Cuál?"):]     # …and its last drawing is folded


def _console_io(monkeypatch: pytest.MonkeyPatch, typed: str) -> tuple[ConsoleIo, io.StringIO]:
    out = io.StringIO()
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    return ConsoleIo(Console(file=out, width=100)), out


def test_one_shot_menu_takes_two_digits(monkeypatch: pytest.MonkeyPatch) -> None:
    reader, out = _console_io(monkeypatch, "11\n")
    assert reader.ask(FIFTEEN) == "v11"
    assert "15. opción 15" in out.getvalue()


def test_a_refused_answer_is_asked_again(monkeypatch: pytest.MonkeyPatch) -> None:
    reader, out = _console_io(monkeypatch, "99\n2\n")
    assert reader.ask(FIFTEEN) == "v2"
    assert "«99»" in out.getvalue()


def test_an_empty_default_is_not_shown_as_brackets(monkeypatch: pytest.MonkeyPatch) -> None:
    reader, out = _console_io(monkeypatch, "\n")
    assert reader.ask(Ask("core.cancelled", default="")) == ""
    assert "[]" not in out.getvalue()
