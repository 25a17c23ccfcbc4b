"""Bring an import's links and rolls to life: references resolved, names told apart.

Once every table of one `table import` is read (a file, several, a folder),
a table is made for each column a row draws on (`column_tables`), and
each `Link` is looked for among them: an Obsidian link by its note (name or
path, `.md` or not) and block id (or heading, or the note's only table), a
Datasworn oracle by its id (or, when a release's id skips a collection, the
oracle of that name beside the table). A link to the row's own table is one more draw on
it (`again`). A link that names a solo id (`[[core/giros#^giros]]`, as
`table export` writes them) or an oracle imported before is found in the
library too. What is still not found (or names a table of the import that is
refused) stays in the row as written, and is listed in the row's `unresolved`
for `table check`.

Names that two tables of the import share get their contexts
(`First Look (Characters)`, `Terminus (Settlements, Desert World)`); a Datasworn
oracle always carries its collection (`Atmosphere (Desert World)`).

>>> lobo = ImportedTable("Lobos", "1d2", (ImportedRow("1", ("Un lobo",)),
...     ImportedRow("2", ("Manada ", Link("note", "Bosque#^extra", "`dice: [[Bosque#^extra]]`"))),
...     ), "notas/Lobos.md", block="lobos")
>>> extra = ImportedTable("Extra", None, (ImportedRow(None, ("Niebla",)),), "notas/Bosque.md",
...                       block="extra")
>>> refs = References([(lobo, "mias/lobos"), (extra, "mias/bosque")], known=lambda _: False)
>>> [(row.range, row.text) for row in solo_rows(lobo, refs)]
[('1', 'Un lobo'), ('2', 'Manada {table:mias/bosque}')]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from solo.tables.import_write import SoloRow
from solo.tables.imported import ImportedRow, ImportedTable, Link, Piece, Roll, slug
from solo.tables.markdown_cells import again_of
from solo.tables.model import ID_PATTERN, MAX_AGAIN

SELF = "\x00self"
"""What `References.resolve` answers for a link to the row's own table."""


class References:
    """Every table of one import, found by what links name: a note's block, an oracle's id."""

    def __init__(self, entries: Sequence[tuple[ImportedTable, str]],
                 known: Callable[[str], bool], *,
                 oracle_id: Callable[[str], str] = lambda ident: ident) -> None:
        self.known, self.oracle_id = known, oracle_id
        self.ids = {table_id for _table, table_id in entries}
        self.by_ident = {table.ident: table_id for table, table_id in entries if table.ident}
        self.by_note: dict[str, list[tuple[ImportedTable, str]]] = {}
        self.by_stem: dict[str, list[tuple[ImportedTable, str]]] = {}
        for table, table_id in entries:
            note = _note_key(table.file)
            self.by_note.setdefault(note, []).append((table, table_id))
            self.by_stem.setdefault(note.rsplit("/", 1)[-1], []).append((table, table_id))
        self.own = {id(table): table_id for table, table_id in entries}
        self.refused: set[str] = set()
        """Ids of this import that will not be written: a link to one is not resolved."""
        self.columns: dict[tuple[str, str], str] = {}
        """The table of one column (`column_tables`) by the id of its table and its header."""

    def resolve(self, table: ImportedTable, link: Link) -> str | None:
        """The id the link names, `SELF` for the row's own table, None when not found."""
        if link.kind == "column":
            whole = self._note(table, link.target)
            found = self.columns.get((whole, link.column.casefold())) if whole else None
        elif link.kind == "oracle":
            found = self.by_ident.get(link.target)
            if found is None:
                mapped = self.oracle_id(link.target)
                found = mapped if mapped in self.ids or self.known(mapped) else None
            found = found or self._sibling(table, link.target)
        else:
            found = self._note(table, link.target)
        if found is not None and found == self.own.get(id(table)):
            return SELF
        return None if found in self.refused else found

    def _sibling(self, table: ImportedTable, target: str) -> str | None:
        """The oracle beside the table named like the target, when the target's collection holds
        the table's: a release whose templates name `factions/legacy` for the
        `factions/name/legacy` beside them.

        >>> refs = References([(ImportedTable("Legacy", "1d2", (), "f", ident="sf/f/name/legacy"),
        ...                     "sf/f/name/legacy")], known=lambda _: False)
        >>> template = ImportedTable("Template", "1d2", (), "f", ident="sf/f/name/template")
        >>> refs._sibling(template, "sf/f/legacy"), refs._sibling(template, "sf/g/legacy")
        ('sf/f/name/legacy', None)
        """
        collection = table.ident.rsplit("/", 1)[0] if "/" in table.ident else ""
        above, _, last = target.rpartition("/")
        if not collection or not above or not collection.startswith(f"{above}/"):
            return None
        return self.by_ident.get(f"{collection}/{last}")

    def _note(self, table: ImportedTable, target: str) -> str | None:
        note, hashed, rest = target.partition("#")
        if not hashed and "^" in note:
            note, rest = note.split("^", 1)
            rest = "^" + rest
        key = _note_key(note)
        candidates = (self._in_note(key) if key
                      else [(t, i) for t, i in self.by_note.get(_note_key(table.file), [])])
        block = rest[1:].strip().lower() if rest.startswith("^") else ""
        heading = "" if block else rest.strip().casefold()
        if block:
            chosen = [c for c in candidates if c[0].block.lower() == block]
        elif heading:
            chosen = [c for c in candidates if c[0].name.casefold() == heading]
        else:
            chosen = candidates
        if len(chosen) == 1:
            return chosen[0][1]
        if key and ID_PATTERN.fullmatch(key) and (key in self.ids or self.known(key)):
            return key  # a solo id, as `table export` writes references
        return None

    def _in_note(self, key: str) -> list[tuple[ImportedTable, str]]:
        exact = self.by_note.get(key)
        if exact:
            return exact
        ending = [entry for note, entries in self.by_note.items() if note.endswith("/" + key)
                  for entry in entries]
        return ending or self.by_stem.get(key.rsplit("/", 1)[-1], [])


def column_tables(entries: Sequence[tuple[ImportedTable, str]],
                  references: References) -> list[tuple[int, ImportedTable, str]]:
    """A table for each column a row of the import draws on (`` `dice: [[Note^block]]|Lema` ``):
    the rows of the table named, each with that column's cell alone. Each comes with the index
    of the entry it is made from and its id (the table's, a dash, the header); `references`
    learns them. A column no header names makes nothing: the link stays text.

    >>> bandos = ImportedTable("Bandos", None, (
    ...     ImportedRow(None, ("Hierro — Nunca",), cells=(("Hierro",), ("Nunca",))),), "Bandos.md",
    ...     block="bandos", headers=("Nombre", "Lema"))
    >>> usos = ImportedTable("Usos", None, (ImportedRow(None, ("Un lema: ", Link(
    ...     "column", "Bandos^bandos", "`dice: [[Bandos^bandos]]|Lema`", "lema"))),), "Usos.md")
    >>> entries = [(bandos, "mias/bandos"), (usos, "mias/usos")]
    >>> refs = References(entries, known=lambda _: False)
    >>> [(i, t.name, t_id, t.rows[0].pieces) for i, t, t_id in column_tables(entries, refs)]
    [(0, 'Bandos — Lema', 'mias/bandos-lema', ('Nunca',))]
    >>> [row.text for row in solo_rows(usos, refs)]
    ['Un lema: {table:mias/bandos-lema}']
    """
    index_of = {table_id: index for index, (_table, table_id) in enumerate(entries)}
    made: list[tuple[int, ImportedTable, str]] = []
    for table, _table_id in entries:
        for row in table.rows:
            for piece in row.pieces:
                if not isinstance(piece, Link) or piece.kind != "column":
                    continue
                whole = references._note(table, piece.target)
                key = (whole or "", piece.column.casefold())
                if whole is None or key in references.columns or whole not in index_of:
                    continue
                source = entries[index_of[whole]][0]
                headers = [header.casefold() for header in source.headers]
                if key[1] not in headers:
                    continue
                column = headers.index(key[1])
                made_id = _free(f"{whole}-{slug(source.headers[column])}", references.ids)
                references.ids.add(made_id)
                references.columns[key] = made_id
                made.append((index_of[whole], _column(source, column), made_id))
    return made


#: The most oracles a collection may hold for a row that rolls on it to draw on each of them.
MAX_COLLECTION = 8


def collection_tables(entries: Sequence[tuple[ImportedTable, str]],
                      references: References) -> list[tuple[int, ImportedTable, str]]:
    """A table for each collection of oracles a row of the import rolls on as if it were one
    oracle (Starforged's "Starship Mission", one oracle per region): one row that draws on each
    oracle of the collection, each after its name, for the player to read the one that applies.
    Each comes with the index of its first oracle's entry and its id (the collection's own);
    `references` learns them. A collection of more than `MAX_COLLECTION` oracles makes nothing.

    >>> regions = [ImportedTable(name, "1d2", (), "sf.json", ident=f"sf/ship/mission/{name}",
    ...                          contexts=("Mission", "Starships")) for name in ("near", "far")]
    >>> ship = ImportedTable("Ship", "1d1", (ImportedRow("1", (Link("oracle", "sf/ship/mission",
    ...     "Mission"),)),), "sf.json", ident="sf/ship/type")
    >>> entries = [(regions[0], "sf/ship/mission/near"), (regions[1], "sf/ship/mission/far"),
    ...            (ship, "sf/ship/type")]
    >>> refs = References(entries, known=lambda _: False)
    >>> [(i, t.name, t_id, t.rows[0].plain) for i, t, t_id in collection_tables(entries, refs)]
    [(0, 'Mission', 'sf/ship/mission', 'near: near; far: far')]
    >>> [row.text for row in solo_rows(ship, refs)]
    ['{table:sf/ship/mission}']
    """
    inside: dict[str, list[int]] = {}
    for index, (table, _table_id) in enumerate(entries):
        if table.ident and "/" in table.ident:
            inside.setdefault(table.ident.rsplit("/", 1)[0], []).append(index)
    made: list[tuple[int, ImportedTable, str]] = []
    for table, _table_id in entries:
        for row in table.rows:
            for piece in row.pieces:
                if not isinstance(piece, Link) or piece.kind != "oracle" \
                        or piece.target in references.by_ident:
                    continue
                members = inside.get(piece.target, [])
                made_id = references.oracle_id(piece.target)
                if not 0 < len(members) <= MAX_COLLECTION or made_id in references.ids \
                        or references.known(made_id):
                    continue
                first = entries[members[0]][0]
                drawn: list[Piece] = []
                for member in members:
                    oracle = entries[member][0]
                    drawn += [*(["; "] if drawn else []), f"{oracle.name}: ",
                              Link("oracle", oracle.ident, oracle.name)]
                pointer = first.pointer.rsplit("/", 2)[0] if first.pointer else ""
                collection = ImportedTable(
                    first.contexts[0] if first.contexts else piece.target.rsplit("/", 1)[-1],
                    None, (ImportedRow(None, tuple(drawn), pointer=pointer),), first.file,
                    key=piece.target.rsplit("/", 1)[-1], pointer=pointer, ident=piece.target,
                    contexts=first.contexts[1:], always_context=first.always_context)
                references.ids.add(made_id)
                references.by_ident[piece.target] = made_id
                made.append((members[0], collection, made_id))
    return made


def _column(source: ImportedTable, column: int) -> ImportedTable:
    """The table of one column of `source`: each row's cell of that column alone."""
    from dataclasses import replace

    header = source.headers[column]
    rows = tuple(replace(row, pieces=row.cells[column], cells=(), again=again_of(
        row.cells[column])) for row in source.rows if column < len(row.cells))
    return replace(source, name=f"{source.name} — {header}", rows=rows, headers=(),
                   key=f"{source.key}-{slug(header)}", block="", ident="")


def _free(wanted: str, taken: set[str]) -> str:
    """`wanted`, or it with a number when an id of the import has it already."""
    found, number = wanted, 1
    while found in taken:
        number += 1
        found = f"{wanted}-{number}"
    return found


def _note_key(path: str) -> str:
    """A note as links name it: its path in lower case, no `.md`, `/` between folders.

    >>> _note_key("/Oracles\\\\Core Action.MD ")
    'oracles/core action'
    """
    key = path.strip().replace("\\", "/").lstrip("/").lower()
    return key[:-3] if key.endswith(".md") else key


def solo_rows(table: ImportedTable, references: References) -> tuple[SoloRow, ...]:
    """The table's rows as solo writes them: dice in braces, references resolved or kept."""
    return tuple(_row(table, row, references) for row in table.rows)


def _row(table: ImportedTable, row: ImportedRow, references: References) -> SoloRow:
    again = row.again
    words: list[str] = []
    unresolved: list[str] = []
    for piece in row.pieces:
        if isinstance(piece, Link):
            found = references.resolve(table, piece)
            if found == SELF:
                again += 1
                if words and words[-1] == ", ":  # between two draws on the table itself
                    words.pop()
            elif found is not None:
                words.append(f"{{table:{found}}}")
            else:
                unresolved.append(piece.shown or piece.target)
                words.append(literal(piece.shown))
                if not piece.shown and len(words) > 1 and words[-2].endswith(" — "):
                    words[-2] = words[-2][:-3]  # a roll the text did not name: no dash left
        else:
            words.append(_written(piece))
    if unresolved and row.fallback:
        words = [_written(piece) if not isinstance(piece, Link) else literal(piece.shown)
                 for piece in row.fallback]
    origin = (f"{table.file}#{row.pointer}" if row.pointer
              else f"{table.file}:{row.line}" if row.line is not None else table.file)
    return SoloRow(row.range, "".join(words).strip(), min(again, MAX_AGAIN), row.line,
                   tuple(dict.fromkeys(unresolved)), origin if unresolved else "")


def _written(piece: Piece) -> str:
    if isinstance(piece, Roll):
        return f"{{{piece.dice}}}"
    return literal(piece) if isinstance(piece, str) else literal(piece.shown)


def literal(text: str) -> str:
    """Braces doubled, so the player's `{x}` is shown rather than rolled.

    >>> literal("{{tpl}} {1d6}")
    '{{{{tpl}}}} {{1d6}}'
    """
    return text.replace("{", "{{").replace("}", "}}")


def names(tables: Sequence[ImportedTable]) -> list[str]:
    """Each table's name, with as many of its contexts as tell it apart from the others."""
    levels = [1 if table.always_context and table.contexts else 0 for table in tables]
    for _ in range(1 + max((len(table.contexts) for table in tables), default=0)):
        shown = [_named(table, level) for table, level in zip(tables, levels, strict=True)]
        counts = Counter(name.casefold() for name in shown)
        changed = False
        for index, table in enumerate(tables):
            if counts[shown[index].casefold()] > 1 and levels[index] < len(table.contexts):
                levels[index] += 1
                changed = True
        if not changed:
            return shown
    return [_named(table, level) for table, level in zip(tables, levels, strict=True)]


def _named(table: ImportedTable, level: int) -> str:
    """The table's name and its first `level` contexts.

    >>> _named(ImportedTable("Terminus", None, (), "f", contexts=("Settlements", "Desert")), 2)
    'Terminus (Settlements, Desert)'
    """
    if not level:
        return table.name
    return f"{table.name} ({', '.join(table.contexts[:level])})"
