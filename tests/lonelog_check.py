"""A Lonelog v1.6.0 reader for the tests: every line of a journal placed, or named with why not.

Our own reading of the spec's grammar (core §2–§5, and inside `d:` the dice add-on's
expressions), as `docs/lonelog.md` states it:

- the file: YAML front matter (§5.1 keys plus `lang`; `title`, `ruleset`, `start_date`,
  `last_update`, `lang` present), then `# Title` once; `## <Session word> N` followed by
  `*Date: YYYY-MM-DD[ | Duration: …]*` (§5.2.1); `### S<n> *context*` (§5.3); the notation
  inside ```` ```lonelog ```` blocks, prose between them (the last block may still be open: the
  program closes it before the next prose, heading or the session's end);
- inside a block, each line one of: `@ action`, `@(Actor) action`, `? question`,
  `d: [label ]EXPR=TOTAL[ (faces)][ vs TN N] -> outcome`, `-> result`, `=> consequence`
  (no bookkeeping arrow outside its tags), `tbl: …` and `gen: …` in the spec's forms, a line of
  tags, `(note: …)`, dialogue (`N (Name): …`, `PC: …`), or a blank line;
- tags: `[N:…]`, `[L:…]`, `[PC:…]`, `[Thread:Name|state]` (the state one of the journal
  language's words), `[E:Name X/Y]`, `[Clock:Name X/Y]`, `[Track:Name X/Y]`, `[Timer:Name X]`,
  `[#Kind:Name]` for an element named before; an element named again with the same tags in a
  later scene is a reference (§4.1.6: within one scene it is the writer's choice).

`check_text(text)` returns the problems; `check_file(path)` reads the file first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

FRONT_KEYS = {"title", "ruleset", "genre", "player", "pcs", "start_date", "last_update", "tools",
              "themes", "tone", "notes", "setting", "inspiration", "safety_tools", "lang"}
FRONT_REQUIRED = ("title", "ruleset", "start_date", "last_update", "lang")
SESSION_WORDS = {"es": "Sesión", "en": "Session"}
THREAD_STATES = {
    "es": ("engine.tag.thread.open", "engine.tag.thread.closed", "engine.tag.thread.removed"),
    "en": ("engine.tag.thread.open", "engine.tag.thread.closed", "engine.tag.thread.removed"),
}
KINDS = {"N", "L", "E", "Thread", "PC", "Clock", "Track", "Timer"}
PROGRESS = re.compile(r"(?P<name>\S.*) (?P<done>\d+)/(?P<size>\d+)")
TIMER = re.compile(r"(?P<name>\S.*) (?P<left>\d+)")
DATE = r"\d{4}-\d{2}-\d{2}"
SESSION_DATE = re.compile(rf"\*Date: {DATE}(?: \| Duration: [^|*]+)?(?: \| Scenes: [^|*]+)?\*")
SCENE = re.compile(r"### (?:T\d+-)?S\d+[a-z]?(?:\.\d+)? \*\S(?:.*\S)?\*")
META = re.compile(r"\((?:note|reflection|house rule|reminder|question): \S.*\)")
DIALOGUE = re.compile(r"(?:N \([^()]+\)|PC(?: \([^()]+\))?): \S.*")
ACTION = re.compile(r"@(?:\((?P<actor>[^()\s][^()]*)\))? \S.*")

# the dice add-on's expressions (Part II), without parentheses and `{…}` groups
_CP = r"(?:<=|>=|!=|<>|=|<|>)\d+"
_DIE = r"(?:[1-9]\d{0,2})?d(?:[1-9]\d*|%|F(?:\.[12])?)"
_MOD = (rf"(?:min\d+|max\d+|!!?p?(?:{_CP})?|ro?(?:{_CP})?|uo?(?:{_CP})?|k[hl]?\d+|d[hl]?\d+"
        rf"|{_CP}(?:f{_CP})?|c[sf](?:{_CP})?|s[ad]?)")
_TERM = rf"(?:{_DIE}{_MOD}*|\d+)"
EXPRESSION = re.compile(rf"{_TERM}(?:[-+*/%^]{_TERM})*")
TOTAL = re.compile(r"[+-]?\d+")
FACES = re.compile(r"[-+0]+|(?P<die>(?:\(\d+\))*\d+(?:\+\d+)*[v^]?(?:!p?)?(?:\*\*?|__?)?d?)"
                   r"(?: (?&die))*".replace("(?&die)", r"(?:\(\d+\))*\d+(?:\+\d+)*[v^]?(?:!p?)?"
                                            r"(?:\*\*?|__?)?d?"))
TN = re.compile(r"(?P<head>.*) vs TN (?P<tn>[+-]?\d+)")
WITH_FACES = re.compile(r"(?P<head>.*?) \((?P<faces>(?:[^()]|\(\d+\))*)\)")
TABLE_DEFINED = re.compile(r"tbl: \S.* \((?:[1-9]\d*)?d\d+\)")
TABLE_SET = re.compile(r"tbl: \S.* \[[^\[\]]+\]")
TABLE_ENTRY = re.compile(r"\s+\d+(?:-\d+)?: \S.*")
AXIS = re.compile(r"\s+[^:\s][^:]*: (?:(?P<roll>\S+) )?-> \S.*")


def is_expression(text: str) -> bool:
    """Whether `text` is a dice expression of the add-on (groups and parentheses read inwards).

    >>> is_expression("{2d6,1d8}kh1"), is_expression("(1d6+2)*3"), is_expression("2d6+x")
    (True, True, False)
    """
    text = text.rstrip()
    inner = re.compile(r"\(([^(){}]*)\)|\{([^(){}]*)\}")
    while (found := inner.search(text)) is not None:
        parts = (found.group(1),) if found.group(1) is not None else found.group(2).split(",")
        if not all(EXPRESSION.fullmatch(part) for part in parts):
            return False
        text = text[:found.start()] + ("1" if found.group(1) is not None else "1d1") + \
            text[found.end():]
    return EXPRESSION.fullmatch(text) is not None


@dataclass(frozen=True)
class Problem:
    """A line the reader could not place: where, what it says, and what was expected."""

    path: str
    line: int
    text: str
    why: str

    def __str__(self) -> str:
        text = self.text if len(self.text) <= 160 else self.text[:160] + "…"
        return f"{self.path}:{self.line}: {self.why}\n    {text!r}"


@dataclass
class _Reader:
    path: str
    lang: str = "es"
    title: str | None = None
    problems: list[Problem] = field(default_factory=list)
    seen: dict[tuple[str, str], tuple[tuple[str, ...], int]] = field(default_factory=dict)
    """Each element's tags when last named, and the scene it was named in."""
    scene: int = 0
    """How many session and scene headings came before (a later scene names an element anew)."""
    indented: str | None = None
    """`tbl` or `gen` while the indented lines of a table's or generator's definition follow."""

    def bad(self, number: int, text: str, why: str) -> None:
        self.problems.append(Problem(self.path, number, text, why))


def check_file(path: Path) -> list[Problem]:
    """The problems of the journal at `path`."""
    return check_text(path.read_text(encoding="utf-8"), str(path))


def check_text(text: str, path: str = "journal.md") -> list[Problem]:
    """Every line of `text` placed in the spec's grammar, or a `Problem` saying why not.

    >>> check_text("---\\ntitle: a\\n---\\n")[0].why.startswith("front matter lacks")
    True
    """
    reader = _Reader(path)
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    start = _front_matter(reader, lines)
    _body(reader, lines, start)
    return reader.problems


def _front_matter(reader: _Reader, lines: list[str]) -> int:
    if not lines or lines[0] != "---":
        reader.bad(1, lines[0] if lines else "", "the file opens with YAML front matter (`---`, "
                   "§5.1 keys, `---`)")
        return 0
    keys: dict[str, str] = {}
    for index in range(1, len(lines)):
        line = lines[index]
        if line == "---":
            missing = [key for key in FRONT_REQUIRED if key not in keys]
            if missing:
                reader.bad(index + 1, line, f"front matter lacks {', '.join(missing)} (§5.1)")
            reader.lang = keys.get("lang", "es")
            reader.title = keys.get("title")
            return index + 1
        key, colon, value = line.partition(": ")
        if not colon and line.endswith(":"):
            key, colon, value = line[:-1], ":", ""
        if not colon or key not in FRONT_KEYS:
            reader.bad(index + 1, line, f"front matter line is not `key: value` with a §5.1 key "
                       f"({', '.join(sorted(FRONT_KEYS))})")
            continue
        value = value.strip().strip("'\"")
        if key in ("start_date", "last_update") and not re.fullmatch(DATE, value):
            reader.bad(index + 1, line, f"{key} is a date, YYYY-MM-DD")
        keys[key] = value
    reader.bad(len(lines), "", "the front matter is never closed by `---`")
    return len(lines)


def _body(reader: _Reader, lines: list[str], start: int) -> None:
    inside, headings, after_session = False, 0, 0
    for index in range(start, len(lines)):
        number, line = index + 1, lines[index]
        if inside:
            if line == "```":
                inside, reader.indented = False, None
            else:
                _mechanics(reader, number, line)
            continue
        if line == "```lonelog":
            inside = True  # (a block still open at the end: the session goes on)
        elif line.startswith("```"):
            reader.bad(number, line, "a fence outside a block: blocks open with ```lonelog")
        elif after_session:
            if not SESSION_DATE.fullmatch(line):
                reader.bad(number, line, "the line under a session heading is its date, "
                           "`*Date: YYYY-MM-DD[ | Duration: …]*` (§5.2.1)")
            after_session = 0
        elif line.startswith("# "):
            headings += 1
            if headings > 1 or (reader.title is not None and line != f"# {reader.title}"):
                reader.bad(number, line, f"the one level-1 heading is the campaign's title "
                           f"`# {reader.title}` (§2.1)")
        elif line.startswith("## "):
            reader.scene += 1
            word = SESSION_WORDS.get(reader.lang, "Session")
            if not re.fullmatch(rf"## {word} \d+", line):
                reader.bad(number, line, f"a level-2 heading is a session, `## {word} N` (§2.1)")
            after_session = number
        elif line.startswith("###"):
            reader.scene += 1
            if not SCENE.fullmatch(line):
                reader.bad(number, line, "a level-3 heading is a scene, `### S<n> *context*` "
                           "(§5.3)")
        elif re.match(r"#{4,} ", line):
            reader.bad(number, line, "Lonelog's headings stop at level 3 (scenes)")
    if after_session:
        reader.bad(after_session, lines[after_session - 1], "a session heading without its "
                   "`*Date: …*` line")


def _mechanics(reader: _Reader, number: int, line: str) -> None:
    if reader.indented and line[:1].isspace():
        entry = TABLE_ENTRY if reader.indented == "tbl" else AXIS
        if not entry.fullmatch(line):
            shape = "`  N: text`" if reader.indented == "tbl" else "`  Axis: roll -> result`"
            reader.bad(number, line, f"an indented line under a definition is {shape} (§4.3)")
        return
    reader.indented = None
    text = line.strip()
    why = _why(reader, text) if text else None
    if why:
        reader.bad(number, line, why)
    elif text:
        _tags(reader, number, line, text)


def _why(reader: _Reader, text: str) -> str | None:
    """Why `text` is no Lonelog line (None: it is one)."""
    if text.startswith("@"):
        if text.startswith("@ ("):
            return "an actor is written `@(Name) action`, no space after `@` (§3.1.1)"
        return None if ACTION.fullmatch(text) else "an action is `@ text` or `@(Name) text`"
    if text.startswith("?"):
        return None if re.fullmatch(r"\? \S.*", text) else "a question is `? text`"
    if text.startswith("d:"):
        return _roll(text)
    if text.startswith("->"):
        return None if re.fullmatch(r"-> \S.*", text) else "a result is `-> text`"
    if text.startswith("=>"):
        if not re.fullmatch(r"=> \S.*", text):
            return "a consequence is `=> text`"
        bare = _without_tags(text[3:])
        if "->" in bare or "→" in bare:
            return ("a consequence holds no arrow: a number or state changing is bookkeeping, "
                    "`(note: …)` or a tag (§3.3, §4.5)")
        return None
    if text.startswith("tbl:"):
        return _table(reader, text)
    if text.startswith("gen:"):
        return _generator(reader, text)
    if text.startswith("[") and not _without_tags(text).strip():
        return None
    if text.startswith("(") and META.fullmatch(text):
        return None
    if DIALOGUE.fullmatch(text) or text in ("\\---", "---\\"):
        return None
    return ("not a Lonelog line: expected @, ?, d:, ->, =>, tbl:, gen:, tags, (note: …) or "
            "dialogue")


def _roll(text: str) -> str | None:
    """Why a `d:` line is not `d: [label ]EXPR=TOTAL[ (faces)][ vs TN N] -> outcome`."""
    expected = "expected `d: [label ]EXPR=TOTAL[ (faces)][ vs TN N] -> outcome`"
    head, arrow, outcome = text[3:].partition(" -> ")
    if not text.startswith("d: ") or not arrow or not outcome.strip():
        return f"a roll without its `-> outcome` (§3.2.1): {expected}"
    tn = TN.fullmatch(head)
    if tn:
        head = tn.group("head")
    faces = None
    shown = WITH_FACES.fullmatch(head)
    if shown:
        head, faces = shown.group("head"), shown.group("faces")
        if not FACES.fullmatch(faces):
            return f"the faces `({faces})` are Fate symbols `+0-` or numbers apart: {expected}"
    _label, _, roll = head.rpartition(" ")
    if roll.startswith("=") and _label:  # `2d6! =13`: the add-on's space before `=`
        _label, _, before = _label.rpartition(" ")
        roll = before + roll
    expression, equals, total = roll.rpartition("=")
    if not equals or not TOTAL.fullmatch(total):
        return f"`{roll}` is not EXPR=TOTAL: {expected}"
    if not is_expression(expression):
        return f"`{expression}` is not a dice expression of the dice add-on: {expected}"
    if faces is not None:
        return _faces_add_up(expression, faces, int(total))
    return None


def _faces_add_up(expression: str, faces: str, total: int) -> str | None:
    """Why the shown faces do not give the total (None: they do, or the shape is not checked)."""
    fate = re.fullmatch(r"(\d*)dF([+-]\d+)?", expression)
    if fate and re.fullmatch(r"[-+0]+", faces):
        count, bonus = int(fate.group(1) or 1), int(fate.group(2) or 0)
        values = [{"+": 1, "0": 0, "-": -1}[face] for face in faces]
    else:
        plain = re.fullmatch(r"(\d*)d(\d+)(?:(k[hl]?|>=|>)(\d+))?((?:[+-]\d+)*)", expression)
        if not plain or not re.fullmatch(r"\d+( \d+)*", faces):
            return None
        count, sides = int(plain.group(1) or 1), int(plain.group(2))
        values = [int(face) for face in faces.split()]
        if any(not 1 <= value <= sides for value in values):
            return f"a face of `({faces})` is not on a d{sides}"
        bonus = sum(int(number) for number in re.findall(r"[+-]\d+", plain.group(5)))
        rule, limit = plain.group(3), int(plain.group(4) or 0)
        if rule in ("k", "kh"):
            values = sorted(values, reverse=True)[:limit]
        elif rule == "kl":
            values = sorted(values)[:limit]
        elif rule in (">=", ">"):
            values = [1 for value in values if value > limit or (rule == ">=" and value == limit)]
    if len(faces.split()) != count and len(faces) != count:
        return f"{count} dice rolled but `({faces})` shows another count"
    if sum(values) + bonus != total:
        return f"the faces `({faces})` of `{expression}` give {sum(values) + bonus}, not {total}"
    return None


def _table(reader: _Reader, text: str) -> str | None:
    if TABLE_DEFINED.fullmatch(text):
        reader.indented = "tbl"
        return None
    if TABLE_SET.fullmatch(text):
        return None
    head, arrow, result = text[5:].partition(" -> ")
    if text.startswith("tbl: ") and arrow and result.strip():
        roll = head.rpartition(" ")[2]
        expression, equals, value = roll.rpartition("=")
        if not equals:  # `tbl: Name -> result`, a pick from a named set
            return None
        if is_expression(expression) and re.fullmatch(r"\d+", value):
            return None
    return ("a table line is `tbl: [Name ]EXPR=N -> result`, `tbl: Name -> result`, "
            "`tbl: Name (dN)` or `tbl: Name [A, B]` (§4.3)")


def _generator(reader: _Reader, text: str) -> str | None:
    expected = ("a generator line is `gen: Name ROLL[ + ROLL]… -> result`, `gen: Name -> "
                "result`, or `gen: Name` over indented `Axis: roll -> result` lines (§4.3)")
    if not text.startswith("gen: ") or not text[5:].strip():
        return expected
    head, arrow, result = text[5:].partition(" -> ")
    if not arrow:
        reader.indented = "gen"
        return None if "=" not in head else expected
    if not result.strip():
        return expected
    rolls = re.findall(r"(\S+?)=(\d+)(?= \+ |\+|,| ?$)", head)
    for expression, _value in rolls:
        if not is_expression(expression):
            return f"`{expression}` is not a dice expression of the dice add-on: {expected}"
    return None


_TAG_START = re.compile(r"\[(#?)([A-Za-z]+):")


def _split_tags(text: str) -> tuple[list[tuple[bool, str, list[str]]], str]:
    """The tags of `text` (reference?, kind, fields) and the text around them."""
    found: list[tuple[bool, str, list[str]]] = []
    rest: list[str] = []
    position = 0
    while (start := _TAG_START.search(text, position)) is not None:
        fields, end = _fields(text, start.end())
        if fields is None:
            rest.append(text[position:start.end()])
            position = start.end()
            continue
        rest.append(text[position:start.start()])
        found.append((bool(start.group(1)), start.group(2), fields))
        position = end
    rest.append(text[position:])
    return found, "".join(rest)


def _fields(text: str, position: int) -> tuple[list[str] | None, int]:
    fields, chars, depth, quoted = [], [], 0, False
    while position < len(text):
        char = text[position]
        if quoted:
            if char == "\\" and position + 1 < len(text):
                position += 1
                chars.append(text[position])
            elif char == '"':
                quoted = False
            else:
                chars.append(char)
        elif char == '"' and not chars:
            quoted = True
        elif char == "[":
            depth += 1
            chars.append(char)
        elif char == "]" and depth:
            depth -= 1
            chars.append(char)
        elif char in "|]":
            fields.append("".join(chars))
            chars = []
            if char == "]":
                return fields, position + 1
        else:
            chars.append(char)
        position += 1
    return None, position


def _without_tags(text: str) -> str:
    return _split_tags(text)[1]


def _tags(reader: _Reader, number: int, line: str, text: str) -> None:
    if text.startswith(("(", "N (", "PC")):
        return
    for is_reference, kind, fields in _split_tags(text)[0]:
        why = _tag_why(reader, is_reference, kind, fields)
        if why:
            reader.bad(number, line, why)


def _tag_why(reader: _Reader, is_reference: bool, kind: str, fields: list[str]) -> str | None:
    name, tags = fields[0], tuple(fields[1:])
    shown = f"[{'#' if is_reference else ''}{kind}:{'|'.join(fields)}]"
    if kind not in KINDS:
        return f"`{shown}`: a tag's kind is one of {', '.join(sorted(KINDS))} (§4.1, App. A.3)"
    if not name.strip() or any(not tag.strip() for tag in tags):
        return f"`{shown}`: a tag's name and fields are never empty"
    key = (kind, name)
    if is_reference:
        if tags:
            return f"`{shown}`: a reference `[#{kind}:Name]` carries no tags (§4.1.6)"
        if kind in ("N", "L", "Thread", "PC") and key not in reader.seen:
            return f"`{shown}` refers to an element not named before in this journal (§4.1.6)"
        return None
    if kind in ("E", "Clock", "Track"):
        if tags or not PROGRESS.fullmatch(name):
            return f"`{shown}`: written `[{kind}:Name X/Y]` (§4.1.3, §4.2)"
        done, size = PROGRESS.fullmatch(name).group("done", "size")  # type: ignore[union-attr]
        if int(done) > int(size):
            return f"`{shown}`: more than full"
        return None
    if kind == "Timer":
        return None if not tags and TIMER.fullmatch(name) else (
            f"`{shown}`: written `[Timer:Name X]` (§4.2)")
    if kind == "Thread":
        from solo.i18n import t

        states = [t(key, reader.lang) for key in THREAD_STATES.get(reader.lang, ())]
        if len(tags) != 1 or tags[0] not in states:
            return (f"`{shown}`: written `[Thread:Name|state]`, the state one of "
                    f"{', '.join(states)} in this journal's language (§4.1.4)")
    last = reader.seen.get(key)
    reader.seen[key] = (tags, reader.scene)
    if kind in ("N", "L", "Thread") and last is not None and last[0] == tags \
            and last[1] != reader.scene:
        return (f"`{shown}` named again unchanged in a later scene: write `[#{kind}:{name}]` "
                "(§4.1.6)")
    return None


def main(paths: list[str]) -> int:
    """Check the journals named (`python -m tests.lonelog_check FILE…`); 1 when any line is
    not placed."""
    problems = [problem for path in paths for problem in check_file(Path(path))]
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
