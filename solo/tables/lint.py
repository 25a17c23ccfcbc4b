"""Check tables the way a careful reader would: every problem with its file and line.

`check` reports what stops a table from loading (bad YAML, a refused tag, a
file too big, missing or mistyped fields, ranges with gaps or overlaps or
outside the dice, weights of 0, rows mixing range and weight, bad inline
dice, duplicate ids) and, beyond that, what makes a loaded table wrong:
a text missing Spanish or English, inline dice or references that differ
between the languages, references to tables that do not exist, references an
import kept as text because it found no table they name (with their place in
the imported file), chains
of references that come back to where they started (A → B → A), and tables
whose worst draw would go over a draw's budget (too many draws on tables,
dice or characters: `solo.tables.worst`), at the line of the costliest row.

Files checked on their own are read against the player's whole library
(`others`): a reference to one of the player's tables is not unknown. The
layers above add what they know of their tables' own fields (`checks`: an
event focus the engine does not know is an error now, not when rolled).
A table written in one language (plain strings, `lang:`) is not asked for a
translation.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path

from solo.errors import TableError
from solo.tables.library import Library
from solo.tables.model import Table, read_draft
from solo.tables.text import Text, placeholders
from solo.tables.worst import worst_cases

TableCheck = Callable[[Table], list[TableError]]


def check(target: Library | Path | Iterable[Path], *,
          known: Iterable[str] | None = None, others: Library | None = None,
          checks: Sequence[TableCheck] = ()) -> list[TableError]:
    """Return every problem of a library, or of table files and folders.

    Files are checked together as one set; references may also point to the
    ids in `known`, or to the tables of `others` (by default, the bundled
    tables). Each of `checks` adds its problems for each table.
    """
    if isinstance(target, Library):
        library = target
        ids = set(library.ids()) | set(known or ())
        others = Library()
    else:
        from solo.tables.folders import table_files
        from solo.tables.load import build_library, load_library

        roots = [target] if isinstance(target, Path) else list(target)
        files = [path for root in roots for path in table_files(root)]
        if not files:
            missing = [root for root in roots if not root.exists()] or roots or [Path(".")]
            return [TableError("table.no_files", path=missing[0], line=None)]
        library = build_library([], files)
        if others is None:
            others = load_library() if known is None else Library()
        ids = set(library.ids()) | set(others.ids()) | set(known or ())
    problems = list(library.problems)
    for table in (*library.tables(), *drafts(library.problems)):
        problems.extend(lint_table(table, ids))
        for extra in checks:
            problems.extend(extra(table))
    problems.extend(cycles(library))
    problems.extend(over_budget(library, others))
    return sorted(problems, key=_position)


def drafts(problems: Iterable[TableError]) -> list[Table]:
    """What can be read of each table file that did not load, so its other problems are named too.

    A file that failed (a gap, a bad row) is read again for its good rows: a missing
    translation or an unknown reference there is reported with the rest, not after
    the first problem is fixed.
    """
    from solo.tables.folders import SUFFIXES
    from solo.tables.yaml_file import read_file

    found: list[Table] = []
    for path in sorted({problem.path for problem in problems}):
        if path.suffix not in SUFFIXES or not path.is_file():
            continue
        try:
            data = read_file(path)
        except TableError:
            continue  # unreadable or not YAML: that is its one problem
        draft = read_draft(data, path)
        if draft is not None:
            found.append(draft)
    return found


def lint_table(table: Table, known: set[str]) -> list[TableError]:
    """Problems of one loaded table: translations, placeholders, unknown references."""
    found: list[TableError] = []
    for where, text in table.texts():
        found.extend(_translations(table, where, text, asked=table.lang is None))
        for ref in sorted(_refs(text) - known):
            found.append(_error(table, "table.unknown_ref", text.line, field=where, ref=ref))
    found.extend(unresolved(table))
    return found


def unresolved(table: Table) -> list[TableError]:
    """The references an import kept as text, each with where it is in its source."""
    found: list[TableError] = []
    for row in table.rows:
        refs = row.extra.get("unresolved")
        if not isinstance(refs, list):
            continue
        origin = row.extra.get("origin")
        found.extend(_error(table, "table.unresolved", row.line, field=f"rows[{row.index + 1}]",
                            ref=ref, origin=origin if isinstance(origin, str) else "?")
                     for ref in refs if isinstance(ref, str))
    return found


def _translations(table: Table, where: str, text: Text, *, asked: bool = True
                  ) -> list[TableError]:
    found = [_error(table, "table.missing_translation", text.line, field=where, lang=lang)
             for lang in (text.missing() if asked else ())]
    shapes = {lang: Counter(p.source.strip() for p in placeholders(words))
              for lang, words in text.by_language.items()}
    if len({tuple(sorted(shape.items())) for shape in shapes.values()}) > 1:
        detail = "; ".join(f"{lang}: {', '.join(sorted(shape.elements())) or '-'}"
                           for lang, shape in shapes.items())
        found.append(_error(table, "table.placeholder_mismatch", text.line, field=where,
                            detail=detail))
    return found


def _refs(text: Text) -> set[str]:
    return {ref for words in text.by_language.values()
            for ref in (p.table_id for p in placeholders(words)) if ref}


def over_budget(library: Library, others: Library | None = None) -> list[TableError]:
    """One problem per table whose worst draw goes over the budget (its first count over).

    References are looked up in `library`, then in `others` (the bundled tables
    when checking files on their own).
    """
    def lookup(table_id: str) -> Table | None:
        found = library.by_id.get(table_id)
        return found if found is not None or others is None else others.by_id.get(table_id)

    found: list[TableError] = []
    for table, cost in worst_cases(library.tables(), lookup):
        for what, count, most, row in cost.over()[:1]:
            found.append(_error(table, _WORST[what], row.line if row else None,
                                count=count, most=most,
                                row=row.label if row else "?"))
    return found


def cycles(library: Library) -> list[TableError]:
    """One problem per chain of references that loops back (A → B → A), at its first table."""
    graph: Mapping[str, list[str]] = {
        table.id: sorted(ref for ref in table.references() if ref in library)
        for table in library.tables()}
    reported: set[frozenset[str]] = set()
    found: list[TableError] = []
    for start in sorted(graph):
        for loop in _loops_from(start, graph):
            members = frozenset(loop)
            if members not in reported:
                reported.add(members)
                table = library.get(loop[0])
                found.append(_error(table, "table.cycle", table.line,
                                    chain=" → ".join([*loop, loop[0]])))
    return found


def _loops_from(start: str, graph: Mapping[str, list[str]]) -> list[list[str]]:
    """Paths from `start` that come back to `start` (each node at most once)."""
    loops: list[list[str]] = []
    stack: list[tuple[str, list[str]]] = [(start, [start])]
    while stack:
        node, path = stack.pop()
        for nxt in graph.get(node, []):
            if nxt == start:
                loops.append(path)
            elif nxt not in path and nxt > start:
                stack.append((nxt, [*path, nxt]))
    return loops


#: The error of each budget a table's worst draw can go over.
_WORST = {"draws": "table.worst_draws", "dice": "table.worst_dice", "text": "table.worst_text"}


def _error(table: Table, key: str, line: int | None, **params: object) -> TableError:
    return TableError(key, path=table.path or table.id, line=line or table.line,
                      id=table.id, **params)


def _position(error: TableError) -> tuple[str, int]:
    return str(error.path), error.line or 0
