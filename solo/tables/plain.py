"""A draw as plain text: what `solo.render.tables.render_draw` shows, uncoloured.

A one-shot `solo table roll …` prints this (`solo.plain`) without importing rich.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.i18n import current_language, t
from solo.text import inert

if TYPE_CHECKING:
    from solo.tables.pick import Draw


def draw_text(result: Draw) -> str:
    """`core/giros 1d20=7 → text`, nested draws indented below."""
    return "\n".join(_lines(result, 0))


def _lines(result: Draw, depth: int) -> list[str]:
    rolled = result.roll if result.column is None else f"{result.roll}/{result.column}"
    line = f"{'  ' * depth}{result.table_id} {result.dice}={rolled}"
    if result.picked:
        line += " " + t("table.view.picked")
    line += " → " + result.in_language(current_language())
    if result.only_in and result.only_in != current_language():
        line += " " + t("table.view.only_in", lang=result.only_in)
    lines = [inert(line, newlines=False)]
    for nested in result.nested:
        lines.extend(_lines(nested, depth + 1))
    return lines
