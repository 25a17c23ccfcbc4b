"""Read Datasworn oracles (and Dataforged's, and the first Ironsworn JSON's) for `table import`.

An oracle is a mapping with a list of rows, each giving its range — Datasworn's
`roll: {min, max}` (0.1) or `min`/`max` (0.0), Dataforged's `Floor`/`Ceiling`,
the first Ironsworn JSON's cumulative `Chance` — and its `text` (`text2`,
`text3` join it with ` — `). Every oracle in the file is found, however deep
its collections nest; rows without a range (headings in some files) are left
out.

Each oracle keeps its own id as solo writes it (`ident`):
`oracle_rollable:starforged/planet/desert/atmosphere` and
`starforged/oracles/planets/desert/atmosphere` become
`starforged/planet/desert/atmosphere` and `starforged/planets/desert/atmosphere`
(the type, `oracles` and `collections` dropped, a move's oracles under `move/`).
Its name is the oracle's, its contexts the names of the collections around it
(`Atmosphere (Desert World)`).

What a row rolls comes alive: `oracle_rolls` with no oracle ("Roll twice") is
`again`; a roll on another oracle — `oracle_rolls`, `embed_table`, a template's
`{{text>…}}` — is a `Link` to it, in place of the Markdown link that names it
when the roll is automatic ("[Action] + [Theme]"), else after the row's text.
Other links read as their label.

>>> data = {"_id": "x", "oracles": {"core": {"name": "Core", "contents": {"action": {
...     "_id": "oracle_rollable:x/core/action", "name": "Action", "dice": "1d100", "rows": [
...     {"roll": {"min": 1, "max": 60}, "text": "[Scheme](datasworn:move:x/y)"},
...     {"roll": {"min": 61, "max": 100}, "text": "Roll twice",
...      "oracle_rolls": [{"oracle": None, "number_of_rolls": 2}]}]}}}}}
>>> (table,) = read_json(data, "x.json")
>>> table.ident, table.name, table.contexts, table.pointer
('x/core/action', 'Action', ('Core',), '/oracles/core/contents/action')
>>> [(row.range, row.plain, row.again) for row in table.rows]
[('1-60', 'Scheme', 0), ('61-100', 'Roll twice', 2)]
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from solo.tables.imported import (
    MAX_NAME_CHARS,
    ImportedRow,
    ImportedTable,
    Link,
    Piece,
    id_part,
    size_problem,
)
from solo.tables.model import MAX_AGAIN

TOOL = "Datasworn JSON"
MAX_DEPTH = 40
_MAX_DESCRIPTION = 1000
_LINK = re.compile(r"\[([^\]]*)\]\(([^)]*)\)")
_TEMPLATE = re.compile(r"\$?\{\{\s*(?:[a-z0-9_]+\s*[>:]\s*)?([^{}]+?)\s*\}\}", re.IGNORECASE)
_STRUCTURE = frozenset({"contents", "collections", "oracles", "Oracles", "Tables", "Sets"})
_SKIPPED = frozenset({"_source", "_i18n", "Source", "images", "icon", "tags", "suggestions",
                      "Display", "column_labels", "_comment"})


def read_json(data: object, file: str) -> list[ImportedTable]:
    """Every oracle in the JSON `data` (none: an empty list), each with its problem if any."""
    ruleset = _ruleset(data)
    found: list[ImportedTable] = []
    stack: list[tuple[object, str, tuple[str, ...], int]] = [(data, "", (), 0)]
    while stack:  # depth first, in the file's order
        item, pointer, collections, depth = stack.pop()
        if depth > MAX_DEPTH:
            continue
        if isinstance(item, Mapping):
            rows = _rows_of(item)
            if rows is not None:
                found.append(_table(item, rows, pointer, collections, file, ruleset))
                continue
            name = _name_of(item)
            inner = (name, *collections) if name and depth else collections
            stack.extend((value, f"{pointer}/{_escaped(str(key))}", inner, depth + 1)
                         for key, value in reversed(list(item.items()))
                         if key not in _SKIPPED and isinstance(value, Mapping | list))
        elif isinstance(item, list):
            stack.extend((value, f"{pointer}/{index}", collections, depth + 1)
                         for index, value in reversed(list(enumerate(item)))
                         if isinstance(value, Mapping | list))
    return found


def oracle_path(raw: str) -> str:
    """A Datasworn or Dataforged id as solo writes it (no type, no `oracles`), or "".

    >>> oracle_path("oracle_rollable:starforged/planet/desert/atmosphere")
    'starforged/planet/desert/atmosphere'
    >>> oracle_path("starforged/collections/oracles/planets/desert")
    'starforged/planets/desert'
    >>> oracle_path("move.oracle_rollable:starforged/session/begin_a_session.begin_a_session")
    'starforged/move/session/begin_a_session'
    >>> oracle_path("datasworn:oracle_rollable:classic/action_and_theme/action")
    'classic/action_and_theme/action'
    >>> oracle_path("Starforged/Oracles/Core/Action"), oracle_path("https://x.org")
    ('starforged/core/action', '')
    """
    text = raw.strip()
    for prefix in ("datasworn:", "id:"):
        text = text[len(prefix):] if text.startswith(prefix) else text
    if "://" in text or text.startswith(("#", "mailto:")):
        return ""  # a web address, not an id
    kinds, _colon, rest = text.rpartition(":")
    types = [kind for kind in kinds.split(".")
             if kind and kind not in ("oracle_rollable", "oracle_collection")]
    parts = rest.replace(".", "/").split("/")
    head, tail = parts[0], parts[1:]
    while tail and tail[0].lower() in ("oracles", "collections"):
        tail = tail[1:]
    words: list[str] = []
    for part in (head, *types, *tail):
        word = id_part(part)
        if word and (not words or words[-1] != word):
            words.append(word)
    return "/".join(words) if len(words) > 1 else ""


def _ruleset(data: object) -> str:
    if isinstance(data, Mapping):
        own = data.get("_id", data.get("id"))
        if isinstance(own, str) and id_part(own):
            return id_part(own)
    return ""


def _rows_of(item: Mapping[str, Any]) -> list[Any] | None:
    for field in ("rows", "Table", "Oracle Table"):
        rows = item.get(field)
        if isinstance(rows, list) and any(_bounds(row, 0) for row in rows):
            return rows
    return None


def _bounds(row: object, previous: int) -> tuple[int, int] | None:
    if not isinstance(row, Mapping):
        return None
    roll = row.get("roll")
    holder: Mapping[str, Any] = roll if isinstance(roll, Mapping) else row
    low = holder.get("min", holder.get("Floor"))
    high = holder.get("max", holder.get("Ceiling"))
    if low is None and high is None and _whole(row.get("Chance")):
        low, high = previous + 1, row["Chance"]
    if _whole(low) and _whole(high):
        return low, high
    return None


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _name_of(item: Mapping[str, Any]) -> str:
    name = item.get("name", item.get("Name"))
    if not isinstance(name, str):
        title = item.get("Title")
        name = title.get("Standard") if isinstance(title, Mapping) else title
    return _plain(name)[:MAX_NAME_CHARS] if isinstance(name, str) else ""


def _escaped(key: str) -> str:
    """A key as a JSON pointer writes it (RFC 6901).

    >>> _escaped("a/b~c")
    'a~1b~0c'
    """
    return key.replace("~", "~0").replace("/", "~1")


def _table(oracle: Mapping[str, Any], raw_rows: list[Any], pointer: str,
           collections: tuple[str, ...], file: str, ruleset: str) -> ImportedTable:
    field = next(name for name in ("rows", "Table", "Oracle Table") if oracle.get(name) is raw_rows)
    rows: list[ImportedRow] = []
    highest = previous = 0
    for index, row in enumerate(raw_rows):
        bounds = _bounds(row, previous)
        if bounds is None:
            continue
        low, high = bounds
        previous = high
        highest = max(highest, high)
        rows.append(_row(row, f"{low}-{high}" if low != high else str(low),
                         f"{pointer}/{_escaped(field)}/{index}"))
    dice = oracle.get("dice")
    sides = oracle.get("d")
    dice_text = (dice.strip() if isinstance(dice, str) and dice.strip() else
                 f"1d{sides}" if isinstance(sides, str | int) and str(sides).isdigit() else
                 f"1d{highest}")
    name = _name_of(oracle) or pointer.rsplit("/", 1)[-1] or "oracle"
    own = oracle.get("_id", oracle.get("$id"))
    ident = oracle_path(own) if isinstance(own, str) else ""
    if not ident and ruleset:
        ident = oracle_path("/".join([ruleset, *(part for part in pointer.split("/")[1:]
                                                 if part not in _STRUCTURE)]))
    table = ImportedTable(name, dice_text, tuple(rows), file, key=pointer.rsplit("/", 1)[-1],
                          pointer=pointer, ident=ident,
                          contexts=tuple(c for c in collections if c != name),
                          always_context=bool(ident), description=_description(oracle))
    problem = size_problem(table)
    return table if problem is None else replace(table, problem=problem)


def _description(oracle: Mapping[str, Any]) -> str:
    for field in ("summary", "description", "Description"):
        value = oracle.get(field)
        if isinstance(value, str) and value.strip():
            text = " ".join(_plain(value).split())
            return text if len(text) <= _MAX_DESCRIPTION else text[:_MAX_DESCRIPTION - 1] + "…"
    return ""


def _row(row: Mapping[str, Any], where: str, pointer: str) -> ImportedRow:
    rolls = _rolls(row)
    again = min(sum(count for target, count, _auto in rolls if not target), MAX_AGAIN)
    wanted = [(target, count, auto) for target, count, auto in rolls if target]
    texts = [row.get(field) for field in ("text", "text2", "text3", "Result", "Summary",
                                          "Description")]
    words = [str(text) for text in texts if isinstance(text, str | int | float)
             and not isinstance(text, bool) and str(text).strip()]
    fallback = _joined([_pieces(text, []) for text in words])
    template = _template_text(row)
    if template is not None:
        pieces = _template(template)
        linked = {piece.target for piece in pieces if isinstance(piece, Link)}
        wanted = [roll for roll in wanted if roll[0] not in linked]
        return ImportedRow(where, (*pieces, *_appended(wanted)), pointer=pointer, again=again,
                           fallback=fallback)
    pieces_by_text = [_pieces(text, wanted) for text in words]
    return ImportedRow(where, (*_joined(pieces_by_text), *_appended(wanted)), pointer=pointer,
                       again=again)


def _rolls(row: Mapping[str, Any]) -> list[tuple[str, int, bool]]:
    """What the row rolls: (oracle, times, automatic); oracle "" is this table again."""
    found: list[tuple[str, int, bool]] = []
    for roll in row.get("oracle_rolls") or ():
        if isinstance(roll, Mapping):
            times = roll.get("number_of_rolls", 1)
            times = times if _whole(times) and 0 < times <= MAX_AGAIN else 1
            target = roll.get("oracle")
            found.append((oracle_path(target) if isinstance(target, str) else "", times,
                          roll.get("auto") is not False))
    for target in row.get("Oracle rolls") or ():
        if isinstance(target, str) and oracle_path(target):
            found.append((oracle_path(target), 1, True))
    many = row.get("Multiple rolls")
    if isinstance(many, Mapping) and _whole(many.get("Amount")):
        found.append(("", min(max(many["Amount"], 1), MAX_AGAIN), True))
    embedded = row.get("embed_table")
    if isinstance(embedded, str) and oracle_path(embedded) and not any(
            target == oracle_path(embedded) for target, _times, _auto in found):
        found.append((oracle_path(embedded), 1, False))
    return found


def _template_text(row: Mapping[str, Any]) -> str | None:
    for field in ("template", "Roll template"):
        holder = row.get(field)
        if isinstance(holder, Mapping):
            text = holder.get("text", holder.get("Result"))
            if isinstance(text, str) and text.strip():
                return text
    return None


def _template(text: str) -> list[Piece]:
    """A template's words and the oracles it rolls (`{{text>id}}`, `${{id}}`)."""
    pieces: list[Piece] = []
    start = 0
    for match in _TEMPLATE.finditer(text):
        pieces.append(_plain(text[start:match.start()]))
        target = oracle_path(match.group(1))
        pieces.append(Link("oracle", target, "") if target else match.group(0))
        start = match.end()
    pieces.append(_plain(text[start:]))
    return [piece for piece in pieces if piece != ""]


def _pieces(text: str, wanted: list[tuple[str, int, bool]]) -> list[Piece]:
    """A text's words; a link to an oracle the row rolls by itself is that roll."""
    pieces: list[Piece] = []
    start = 0
    for match in _LINK.finditer(text):
        pieces.append(text[start:match.start()])
        target = oracle_path(match.group(2))
        taken = next((roll for roll in wanted if roll[0] == target and roll[2]), None)
        if taken is not None:
            wanted.remove(taken)
            pieces.extend(_repeated(Link("oracle", target, match.group(1)), taken[1]))
        else:
            pieces.append(match.group(1))
        start = match.end()
    pieces.append(text[start:])
    return [piece for piece in pieces if piece != ""]


def _repeated(link: Link, times: int) -> list[Piece]:
    found: list[Piece] = [link]
    for _ in range(times - 1):
        found.extend([", ", link])
    return found


def _appended(wanted: Sequence[tuple[str, int, bool]]) -> list[Piece]:
    """The rolls the text does not name, after it: ` — ` and a link each."""
    pieces: list[Piece] = []
    for target, times, _auto in wanted:
        for _ in range(times):
            pieces.extend([" — ", Link("oracle", target, "")])
    return pieces


def _joined(texts: list[list[Piece]]) -> tuple[Piece, ...]:
    pieces: list[Piece] = []
    for number, text in enumerate(texts):
        if number:
            pieces.append(" — ")
        pieces.extend(text)
    merged: list[Piece] = []
    for piece in pieces:
        if isinstance(piece, str) and merged and isinstance(merged[-1], str):
            merged[-1] += piece
        else:
            merged.append(piece)
    return tuple(merged)


def _plain(text: str) -> str:
    """Markdown links reduced to their label.

    >>> _plain("Ver [Acción](datasworn:oracle_rollable:x)")
    'Ver Acción'
    """
    return _LINK.sub(r"\1", text)
