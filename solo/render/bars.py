"""Probability tables with horizontal bars, shared by every `odds` view."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from solo.i18n import t
from solo.render.safe import Table, Text, cells, shown

BAR_WIDTH = 30
#: The longest denominator the Exact column writes as a fraction (`1/7776`); longer
#: ones (a reroll pool over 6^101) are written as a decimal marked `≈`.
SHORT_DENOMINATOR = 10**12


def exact_text(value: Fraction) -> str:
    """`1/7776` when the fraction is short, else `≈0.1666667` (the JSON output stays exact).

    >>> exact_text(Fraction(1, 7776)), exact_text(Fraction(1, 3 ** 40))
    ('1/7776', '≈8.225263e-20')
    """
    if value.denominator < SHORT_DENOMINATOR:
        return f"{value.numerator}/{value.denominator}"
    return f"≈{float(value):.7g}"


def bar(value: Fraction, largest: Fraction, style: str = "bar") -> Text:
    """A bar as long as `value` relative to `largest`."""
    # value / largest as a float, from one integer division (no fraction to reduce)
    length = 0 if largest == 0 else round(value.numerator * largest.denominator / (
        value.denominator * largest.numerator) * BAR_WIDTH)
    return Text("█" * length or ("▏" if value else ""), style=style)


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
