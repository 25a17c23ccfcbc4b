r"""Rich building blocks that show stored and typed text literally.

Rich reads markup in plain strings: a table cell, a table or panel title, a
panel's body (`[/]` in a character's name raises `MarkupError`; `[bold red]`
and `[link=…]` are obeyed), and keeps ESC and C1 controls in `Text`. Renderers
build with these instead: `shown(value)` is a `Text` never parsed as markup,
with control characters made visible (`solo.text.inert`); `Table` and `Panel`
turn every string they are given into `shown(...)`; `Text` makes the controls of
the strings it is built from or given visible; `Inert` is the last guard
`render` puts around every renderable.

>>> shown("[bold red]x[/] \x1b[2J").plain
'[bold red]x[/] \\x1b[2J'
"""

from __future__ import annotations

from copy import copy
from typing import Any, Self

from rich import panel, table, text
from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.measure import Measurement
from rich.padding import Padding
from rich.segment import Segment
from rich.style import Style
from rich.text import TextType

from solo.render.theme import resolved
from solo.text import inert


class Text(text.Text):
    """`rich.text.Text` whose strings have their control characters made visible."""

    def __init__(self, value: str = "", *args: Any, **options: Any) -> None:
        super().__init__(inert(value), *args, **options)

    def append(self, value: str | text.Text, style: str | Style | None = None) -> Self:
        """Append a string (controls made visible) or a `Text`."""
        super().append(inert(value) if isinstance(value, str) else value, style)
        return self


def shown(value: object, style: str = "") -> Text:
    """Stored or typed text as rich shows it: literally (no markup), controls made visible."""
    return Text(str(value), style=style)


def cells(*values: RenderableType | None) -> list[RenderableType | None]:
    """A table row's cells: strings shown literally (`shown`), renderables as they are."""
    return [shown(value) if isinstance(value, str) else value for value in values]


def _title(value: TextType | None) -> text.Text | None:
    return shown(value) if isinstance(value, str) else value


class Table(table.Table):
    """`rich.table.Table` showing strings literally; named styles resolved by the theme."""

    def __init__(self, *headers: table.Column | str, title: TextType | None = None,
                 caption: TextType | None = None, **options: Any) -> None:
        super().__init__(*headers, title=_title(title), caption=_title(caption),
                         **resolved(options))

    def add_column(self, header: RenderableType = "", footer: RenderableType = "",
                   **options: Any) -> None:
        """Add a column; a string header or footer is shown literally."""
        super().add_column(shown(header) if isinstance(header, str) else header,
                           shown(footer) if isinstance(footer, str) else footer,
                           **resolved(options))

    def add_row(self, *renderables: RenderableType | None, style: Any = None,
                end_section: bool = False) -> None:
        """Add a row; string cells are shown literally."""
        super().add_row(*cells(*renderables), end_section=end_section,
                        **resolved({"style": style}))


class Panel(panel.Panel):
    """`rich.panel.Panel` showing strings literally; named styles resolved by the theme."""

    def __init__(self, renderable: RenderableType, *args: Any, title: TextType | None = None,
                 subtitle: TextType | None = None, **options: Any) -> None:
        super().__init__(shown(renderable) if isinstance(renderable, str) else renderable,
                         *args, title=_title(title), subtitle=_title(subtitle),
                         **resolved(options))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        """As rich draws it, but a panel fitted to its content is as wide as its subtitle too
        (rich widens it for the title only, and cuts a longer subtitle: `1d100=63 · 1d100=2 ·`)."""
        subtitle = self._subtitle
        if subtitle is None or self.expand or self.width is not None:
            yield from super().__rich_console__(console, options)
            return
        padded = Padding(self.renderable, Padding.unpack(self.padding))
        content = console.measure(padded, options=options.update_width(options.max_width - 2))
        labels = [text.cell_len + 2 for text in (self._title, subtitle) if text is not None]
        fitted = copy(self)
        fitted.expand, fitted.width = True, max(content.maximum, *labels) + 2
        yield from panel.Panel.__rich_console__(fitted, console, options)


class Inert:
    """A renderable whose text cannot reach the terminal as control codes.

    Rich's own styles and hyperlinks are written from styles and control segments, which stay;
    any ESC, BEL, C1 or other control character left inside the text is shown as `\\x1b`.
    """

    def __init__(self, renderable: RenderableType) -> None:
        self.renderable = renderable

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for segment in console.render(self.renderable, options):
            if segment.control:
                yield segment
            else:
                yield Segment(inert(segment.text), segment.style)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.renderable)
