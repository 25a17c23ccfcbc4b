"""What `table check` asks of the tables the game master reads beyond the format's own fields.

A table may load and still be impossible to use: an event focus table whose
row names a focus the engine does not know, an oracle whose `oracle:` section
cannot be read. Each check takes a loaded table and returns its problems, so
the linter reports them at check time rather than the first time a player
rolls an event.
"""

from __future__ import annotations

from collections.abc import Callable

from solo.engine.oracle.spec import from_data
from solo.engine.procedures.event import FOCUS_TABLE
from solo.engine.rules.focus import Focus
from solo.errors import TableError
from solo.tables.model import Table


def check_focus(table: Table) -> list[TableError]:
    """Every `focus:` a row names is one the engine knows; the focus table has one on each row."""
    found: list[TableError] = []
    known = ", ".join(focus.value for focus in Focus)
    for row in table.rows:
        word = row.extra.get("focus")
        if word is None and table.id != FOCUS_TABLE:
            continue
        if word is None or str(word) not in {focus.value for focus in Focus}:
            found.append(TableError("engine.focus.unknown", path=table.path or table.id,
                                    line=row.line or table.line, id=table.id,
                                    row=row.index + 1, focus=word, choices=known))
    return found


def check_oracle(table: Table) -> list[TableError]:
    """An `oracle:` section can be read as an oracle (dice, likelihoods, answers, events)."""
    if "oracle" not in table.extra:
        return []
    data = {"id": table.id, "name": dict(table.name.by_language), "oracle": table.extra["oracle"]}
    try:
        from_data(data, table.path or table.id)
    except TableError as error:
        params = {key: value for key, value in error.params.items()
                  if key not in ("path", "line")}
        return [TableError(error.key, path=table.path or table.id, line=table.line, **params)]
    return []


CHECKS: tuple[Callable[[Table], list[TableError]], ...] = (check_focus, check_oracle)
