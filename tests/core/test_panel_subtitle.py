"""A panel fitted to its content is as wide as its subtitle (the dice of an event stay whole)."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from solo.render.safe import Panel


def draw(panel: Panel, width: int = 80) -> list[str]:
    console = Console(width=width, record=True, color_system=None)
    console.print(panel)
    return console.export_text().splitlines()


def test_a_long_subtitle_widens_a_fitted_panel() -> None:
    lines = draw(Panel(Text("Un hilo nuevo"), title="Suceso",
                       subtitle="1d100=63 · 1d100=2 · 1d100=2", expand=False))
    assert lines[-1] == "╰─ 1d100=63 · 1d100=2 · 1d100=2 ─╯"
    assert len({len(line) for line in lines}) == 1


def test_content_wider_than_the_subtitle_keeps_its_width_and_the_terminal_still_limits() -> None:
    lines = draw(Panel(Text("contenido más largo que el subtítulo"), subtitle="1d6=3",
                       expand=False))
    assert lines[1] == "│ contenido más largo que el subtítulo │"
    narrow = draw(Panel(Text("abc"), subtitle="1d100=63 · 1d100=2 · 1d100=2 · 1d100=9",
                        expand=False), width=20)
    assert all(len(line) == 20 for line in narrow)
