"""Build journal entries in Lonelog notation (pure; the clock is passed in).

Mechanics lines go inside fenced code blocks in the file; prose stays outside.

Player text is data here too (see `solo.text`): every builder writes control
characters in their visible form (`\\x1b`), so the journal never holds a raw
ESC, BEL, NUL or C1 control from a note, a name or a table row. A note's lines
cannot open a heading, an HTML block or a fence (a Markdown backslash goes
before them, which a viewer does not show); a mechanics line cannot close its
block (a run of backticks is written `ˋˋˋ`). A note holding a NUL is refused.

>>> roll_line("4dF+3", "+4", faces="+0-+", target="+2", outcome="Éxito")
'd: 4dF+3=+4 (+0-+) vs TN +2 -> Éxito'
>>> table_line("giros-fate", "d6", 5, "El tren entra en un túnel")
'tbl: giros-fate d6=5 -> "El tren entra en un túnel"'
>>> tag("N", "Mayordomo", "nervioso")
'[N:Mayordomo|nervioso]'
>>> reference("N", "Mayordomo"), fate_dice((1, 1, 0, -1))
('[#N:Mayordomo]', '4dF=+1 (++0-)')

Lonelog v1.6 to the letter: a `d:` line carries its `-> outcome` (a bare
`-> answer` right after a `d:` line without one joins it: oracle answers
too); Fate dice are written `4dF=+2 (++0-)` everywhere; `vs` is the one
comparison word; a compound generator is one `gen:` line; an element named
again is a `[#Kind:Name]` reference.

A tag's field that holds a `|`, a backslash or a bracket without its pair (or starts with
`"`) is written between double quotes, its `"` and `\\` backslash-escaped, as a `tbl:`
line's text is; `read_tags` splits a line's tags back into their fields.
"""

from __future__ import annotations

import enum
import re
from typing import TYPE_CHECKING

from solo.errors import InputError
from solo.record import record
from solo.text import fold_lines, inert, mechanics_line, one_line, prose_line, signed

if TYPE_CHECKING:
    from datetime import datetime


class Kind(enum.Enum):
    """What an entry is: mechanics (fenced), prose, or a heading."""

    MECHANICS = "mechanics"
    PROSE = "prose"
    HEADING = "heading"


@record
class Entry:
    """Lines to append, of one kind."""

    kind: Kind
    lines: tuple[str, ...]


def mechanics(*lines: str) -> Entry:
    """A block of Lonelog lines (`@`, `?`, `d:`, `->`, `=>`, `tbl:`, tags), controls shown.

    >>> mechanics(tag("N", "Nia\\x1b[2J"), table_line("t", "d6", 1, "```")).lines
    ('[N:"Nia\\\\x1b[2J"]', 'tbl: t d6=1 -> "ˋˋˋ"')
    >>> mechanics("d: 4dF=+1 (+0-+) = +1", "-> Sí").lines
    ('d: 4dF=+1 (+0-+) = +1 -> Sí',)
    """
    return Entry(Kind.MECHANICS, tuple(mechanics_line(line) for line in _joined(lines) if line))


def _joined(lines: tuple[str, ...]) -> list[str]:
    """A `-> outcome` line joined to the `d:` line before it, when that one has none."""
    joined: list[str] = []
    for line in lines:
        if (line.startswith("-> ") and joined and joined[-1].startswith("d: ")
                and " -> " not in joined[-1]):
            joined[-1] = f"{joined[-1]} {line}"
        else:
            joined.append(line)
    return joined


def prose(text: str) -> Entry:
    """The player's own words, outside the code blocks (refused when they hold a NUL).

    >>> prose("Llego al faro.\\n## No es un título\\n```").lines
    ('Llego al faro.', '\\\\## No es un título', '\\\\`\\\\`\\\\`')
    """
    if "\x00" in text:
        raise InputError("core.text.nul", field="note")
    return Entry(Kind.PROSE, tuple(prose_line(line) for line in text.strip().splitlines())
                 or ("",))


def heading(level: int, text: str) -> Entry:
    """A Markdown heading (`## Sesión 1`, `### S1 *title*`), on one line."""
    return Entry(Kind.HEADING, ("#" * level + " " + inert(fold_lines(text), newlines=False),))


def session_heading(number: int, word: str, now: datetime) -> Entry:
    """`## <Sesión|Session> N` and the date below it, as Lonelog's session header writes it
    (`*Date: 2026-12-06*`: the spec's key, as the front matter's are).

    >>> from datetime import datetime
    >>> session_heading(2, "Sesión", datetime(2026, 12, 6)).lines
    ('## Sesión 2', '*Date: 2026-12-06*')
    """
    return Entry(Kind.HEADING, (f"## {one_line(word)} {number}",
                                f"*Date: {now.date().isoformat()}*"))


def scene_heading(number: int, title: str) -> Entry:
    """`### S<n> *title*`."""
    return heading(3, f"S{number} *{one_line(title)}*")


def action(text: str) -> str:
    """`@ what the character attempts`; an actor named first in parentheses, as the player
    types it, is Lonelog's `@(Name) action` (§3.1.1: `@(A > B)`, `@(A+B)` too).

    >>> action("Fuerzo la puerta"), action("(Tobias) Sostiene la linterna")
    ('@ Fuerzo la puerta', '@(Tobias) Sostiene la linterna')
    """
    clean = one_line(text)
    actor = re.fullmatch(_ACTOR, clean)
    if actor:
        return f"@({actor.group(1).strip()}) {actor.group(2)}"
    return f"@ {clean}"


_ACTOR = r"\(([^()]*[^()\s][^()]*)\)\s*(\S.*)"  # compiled by `re` on first use


def question(text: str, odds: str | None = None) -> str:
    """`? question (odds)`."""
    return f"? {one_line(text)}" + (f" ({odds})" if odds else "")


def roll_line(expression: str, total: int | str, *, outcome: str, faces: str | None = None,
              label: str = "", target: int | str | None = None) -> str:
    """`d: [label ]EXPR=TOTAL[ (faces)][ vs TN N] -> outcome`: the dice add-on's expression,
    its total, the faces when they tell more, the target number, and what the roll decides.

    >>> roll_line("4dF+3", 4, faces="+0-+", target=2, outcome="Éxito (2)")
    'd: 4dF+3=4 (+0-+) vs TN 2 -> Éxito (2)'
    >>> roll_line("1d10", 8, label="Tensión", target=6, outcome="Como esperabas")
    'd: Tensión 1d10=8 vs TN 6 -> Como esperabas'
    """
    line = f"d: {one_line(label)} " if label else "d: "
    line += f"{expression}={total}"
    if faces:
        line += f" ({faces})"
    if target is not None:
        line += f" vs TN {target}"
    return f"{line} -> {one_line(outcome)}"


def expression(dice: str, *modifiers: int) -> str:
    """Dice and their flat modifiers as one expression of the dice add-on (`4dF+3`, `1d12-1`).

    >>> expression("4dF", 3), expression("1d12", -1, 2), expression("2d6", 0)
    ('4dF+3', '1d12-1+2', '2d6')
    """
    return dice + "".join(f"{modifier:+d}" for modifier in modifiers if modifier)


def faces_shown(faces: tuple[int, ...]) -> str:
    """Numbered dice's faces as a roll line shows them: `2 4 4`."""
    return " ".join(map(str, faces))


def fate_faces(faces: tuple[int, ...]) -> str:
    """Fate dice's faces as symbols: `+0-+`."""
    return "".join({1: "+", 0: "0", -1: "-"}[face] for face in faces)


def fate_dice(faces: tuple[int, ...], bonus: int = 0) -> str:
    """Fate dice as the journal writes them everywhere: `4dF=+2 (++0-)`, `4dF+1=+3 (++0-)`.

    >>> fate_dice((0, 0, -1, 0)), fate_dice((1, 1, 0, -1), 1)
    ('4dF=-1 (00-0)', '4dF+1=+2 (++0-)')
    """
    total = signed(sum(faces) + bonus)
    return f"{expression(f'{len(faces)}dF', bonus)}={total} ({fate_faces(faces)})"


def generator_line(name: str, rolls: tuple[str, ...], result: str) -> str:
    """`gen: <name> <roll> + <roll> -> <result>`: a compound result on one line.

    >>> generator_line("Suceso", ("1d20=8", "1d100=14"), "Un PNJ actúa: Callar")
    'gen: Suceso 1d20=8 + 1d100=14 -> Un PNJ actúa: Callar'
    """
    return f"gen: {one_line(name)} {' + '.join(rolls)} -> {one_line(result)}"


def outcome(text: str) -> str:
    """`-> outcome` (an oracle answer, a result)."""
    return f"-> {one_line(text)}"


def consequence(text: str) -> str:
    """`=> what follows`."""
    return f"=> {one_line(text)}"


def table_line(table_id: str, dice: str, value: int | str, text: str) -> str:
    """`tbl: <table> <dice>=<value> -> "text"`, the text quoted (see `quoted`).

    A table id is one word (`core/giros`); anything else in its place is quoted too.

    >>> print(table_line("mias/tabernas", "1d6", 4, 'La Sirena "Tuerta"'))
    tbl: mias/tabernas 1d6=4 -> "La Sirena \\"Tuerta\\""
    >>> print(table_line('Mis "tablas"', "1d6", 1, "x"))
    tbl: "Mis \\"tablas\\"" 1d6=1 -> "x"
    """
    name = one_line(table_id)
    if not re.fullmatch(_BARE_WORD, name):
        name = quoted(name)
    return f"tbl: {name} {dice}={value} -> {quoted(text)}"


_BARE_WORD = r'[^\s"\\]+'  # compiled by `re` on first use


def quoted(text: str) -> str:
    """Text between double quotes on one line, its own `"` and `\\` backslash-escaped.

    Whoever reads the line back finds where the text ends at the first unescaped `"`.

    >>> print(quoted('Dijo "no" \\\\ se fue'))
    "Dijo \\"no\\" \\\\ se fue"
    """
    return '"' + one_line(text).replace("\\", "\\\\").replace('"', '\\"') + '"'


def tag(kind: str, name: str, *tags: str) -> str:
    """`[Kind:Name|tag|tag]` (N, PC, Thread, Clock...), each field as `tag_field` writes it.

    >>> print(tag("Thread", 'Encontrar "La Gaviota" | ya', "Abierto"))
    [Thread:"Encontrar \\"La Gaviota\\" | ya"|Abierto]
    """
    return "[" + "|".join((f"{kind}:{tag_field(name)}", *map(tag_field, tags))) + "]"


def reference(kind: str, name: str) -> str:
    """`[#Kind:Name]`: an element named again, its tags as they were."""
    return f"[#{kind}:{tag_field(name)}]"


def tag_field(text: str) -> str:
    """One field of a tag, on one line: as it is, or `quoted` when whoever splits the tag
    would misread it: it holds a `|`, a backslash or a bracket without its pair, or starts
    with `"`. Paired brackets stay (a Fate stress track: `[1][X][3]`).

    The same rule as a table id on a `tbl:` line: plain words stay bare.

    >>> tag_field("La Gaviota"), tag_field('Dijo "sí"'), tag_field("[1][X][3]")
    ('La Gaviota', 'Dijo "sí"', '[1][X][3]')
    >>> print(tag_field("ya|abierto"), tag_field("la ]Roja["), tag_field('"Rápido"'))
    "ya|abierto" "la ]Roja[" "\\"Rápido\\""
    """
    clean = one_line(text)
    if "|" in clean or "\\" in clean or clean.startswith('"') or _bracket_end(clean, 0) != -1:
        return quoted(clean)
    return clean


def _bracket_end(line: str, position: int) -> int:
    """Where a bare field starting at `position` ends: at the first `|`, or the first `]` that
    closes no `[` of the field; -1 when it runs to the end of the line with its brackets
    paired, -2 when a `[` is left open.

    >>> _bracket_end("a[b]c|d", 0), _bracket_end("a]b", 0), _bracket_end("ab", 0)
    (5, 1, -1)
    >>> _bracket_end("a[b", 0)
    -2
    """
    depth = 0
    for index in range(position, len(line)):
        char = line[index]
        if char == "|" or (char == "]" and depth == 0):
            return index
        depth += {"[": 1, "]": -1}.get(char, 0)
    return -1 if depth == 0 else -2


@record
class Tag:
    """A tag read back from a journal line: its kind, name and tags, and whether it is a
    `[#Kind:Name]` reference."""

    kind: str
    name: str
    tags: tuple[str, ...] = ()
    reference: bool = False


_TAG_START = r"\[(#?)([A-Za-z]+):"  # compiled by `re` on first use


def read_tags(line: str) -> tuple[Tag, ...]:
    """Every tag of a journal line, its fields as they were given to `tag` (quotes undone).

    >>> read_tags('=> [N:Mara|"a|b"] y [#Thread:"x]y"]')
    (Tag(kind='N', name='Mara', tags=('a|b',), reference=False), \
Tag(kind='Thread', name='x]y', tags=(), reference=True))
    """
    found: list[Tag] = []
    position = 0
    tag_start = re.compile(_TAG_START)
    while (start := tag_start.search(line, position)) is not None:
        fields, position = _tag_fields(line, start.end())
        if fields is None:
            position = start.end()
            continue
        found.append(Tag(start.group(2), fields[0], tuple(fields[1:]), bool(start.group(1))))
    return tuple(found)


def _tag_fields(line: str, position: int) -> tuple[list[str] | None, int]:
    """The fields of the tag whose first field starts at `position`, and where it ends
    (None when no `]` closes it there)."""
    fields: list[str] = []
    while position < len(line):
        if line[position] == '"':
            text, position = _unquoted(line, position)
        else:
            end = _bracket_end(line, position)
            end = len(line) if end < 0 else end
            text, position = line[position:end], end
        if text is None or position >= len(line) or line[position] not in "|]":
            return None, position
        fields.append(text)
        position += 1
        if line[position - 1] == "]":
            return fields, position
    return None, position


def _unquoted(line: str, position: int) -> tuple[str | None, int]:
    """The text `quoted` wrote from `position` (its opening `"`), and the place after it."""
    chars: list[str] = []
    position += 1
    while position < len(line):
        char = line[position]
        if char == '"':
            return "".join(chars), position + 1
        if char == "\\" and position + 1 < len(line):
            position += 1
            char = line[position]
        chars.append(char)
        position += 1
    return None, position


def meta(text: str) -> str:
    """`(note: …)`, a remark about the log itself (an undo, a correction)."""
    return f"(note: {one_line(text)})"
