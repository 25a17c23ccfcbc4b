"""Probability tables with horizontal bars, shared by every `odds` view."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from solo.i18n import t
from solo.plain_odds import SHORT_DENOMINATOR, bar_text, exact_text
from solo.render.safe import Table, Text, cells, shown


def bar(value: Fraction, largest: Fraction, style: str = "bar") -> Text:
    """A bar as long as `value` relative to `largest`."""
    return Text(bar_text(value, largest), style=style)


def odds_table(rows: Iterable[tuple[str, Fraction]], title: str | Text | None = None,
               first_column: str | None = None,
               extra: tuple[tuple[str, list[str]], ...] = ()) -> Table:
    """Label, percentage, exact fraction, a bar and `extra` columns for each row.

    A fraction too long to read is shown as a decimal, and a caption says so.
    Labels and the title may be the player's words (a table's rows, a character): shown literally.
    """
    rows = list(rows)
    largest = max((p for _, p in rows), default=Fraction(0))
    table = Table(title=shown(title) if isinstance(title, str) else title, title_justify="left",
                  box=None, pad_edge=False)
    table.add_column(shown(first_column or t("cmd.odds.outcome")), style="label")
    table.add_column(t("cmd.odds.col.percent"), justify="right")
    table.add_column(t("cmd.odds.col.exact"), justify="right", style="muted")
    table.add_column("", no_wrap=True)
    for heading, _cells in extra:
        table.add_column(shown(heading), justify="right")
    for index, (label, probability) in enumerate(rows):
        table.add_row(*cells(label, f"{float(probability) * 100:.2f}", exact_text(probability),
                             bar(probability, largest), *(column[index] for _h, column in extra)))
    if any(p.denominator >= SHORT_DENOMINATOR for _, p in rows):
        table.caption = t("cmd.odds.long_fractions")
        table.caption_justify = "left"
    return table
