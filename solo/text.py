r"""Player text is data: make it inert for a terminal and for the journal (stdlib only).

Text a player typed, pasted or imported (notes, names, aspects, table rows, file
names) may hold control characters. Shown raw, an ESC starts a CSI or OSC
sequence that clears the screen, retitles the window or plants a hyperlink. Here
every such character is shown in one visible form, the escape Python would
write: `\xNN` for C0 controls, DEL and C1 controls, `\uNNNN` for the Unicode
line separators and bidirectional overrides. Tab and newline stay (unless a
one-line value is asked for); a backslash the player typed stays as typed.

>>> inert("a\x1b[2Jb\x07")
'a\\x1b[2Jb\\x07'
>>> inert("\x9b31m rojo\r")
'\\x9b31m rojo\\x0d'
>>> inert("dos\nlíneas"), inert("dos\nlíneas", newlines=False)
('dos\nlíneas', 'dos\\x0alíneas')
>>> inert("[bold red]ñ[/] \\x1b")
'[bold red]ñ[/] \\x1b'
>>> inert("a\udc9bb\u202e")
'a\\x9bb\\u202e'
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fractions import Fraction

# C0 controls but tab and newline, DEL, C1 controls; line/paragraph separators and the
# bidirectional embeddings, overrides and isolates (they reorder what a line seems to say);
# lone surrogates (a byte of a command line that was not UTF-8: it would go out raw, or fail).
# Every one of them is a character `str.isprintable` refuses: printable text has none, and the
# patterns (slow to compile) are compiled the first time a text is not printable.
_UNSAFE = "\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff"
_PATTERNS = {
    "controls": f"[\x00-\x08\x0b-\x1f{_UNSAFE}]",
    "controls_and_newline": f"[\x00-\x08\x0a-\x1f{_UNSAFE}]",
    "surrogates": "[\ud800-\udfff]",
    "line_breaks": "\r\n|[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]",
    "fence_run": r"`{3,}|~{3,}",
    "opens_block": r"[ \t]*(#|<|(=+|-+|\*+|_+)[ \t]*$)",
}


@cache
def _pattern(name: str) -> re.Pattern[str]:
    return re.compile(_PATTERNS[name])


def _visible(match: re.Match[str]) -> str:
    code = ord(match.group())
    if 0xDC80 <= code <= 0xDCFF:  # the byte Python could not decode, as the byte it was
        code -= 0xDC00
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def inert(text: str, *, newlines: bool = True) -> str:
    r"""`text` with every control character in its visible form (`\x1b`, `\x07`, `\x9b`...).

    With `newlines=False` a newline is shown as `\x0a` too (one-line places: an error).
    """
    if text.isprintable():
        return text
    pattern = _pattern("controls" if newlines else "controls_and_newline")
    if pattern.search(text) is None:
        return text
    return pattern.sub(_visible, text)


def without_surrogates(text: str) -> str:
    r"""`text` with each byte that was not UTF-8 written as its escape (`\xff`), all else as typed.

    Python reads such a byte of a command line, or of an answer, as a lone surrogate, which no
    file can hold as UTF-8: a name keeps the byte's visible form, as a journal note does.

    >>> without_surrogates("a\udcffb"), without_surrogates("ñ\tb")
    ('a\\xffb', 'ñ\tb')
    """
    if text.isprintable():  # a lone surrogate is never printable
        return text
    return _pattern("surrogates").sub(_visible, text)


def has_controls(text: str) -> bool:
    r"""Whether `text` holds a character `inert` would change (tab and newline do not count).

    >>> has_controls("hola"), has_controls("a\x1bb"), has_controls("a\tb\n")
    (False, True, False)
    """
    return not text.isprintable() and _pattern("controls").search(text) is not None


def fold_lines(text: str) -> str:
    r"""Join the lines of a value that lives on one line (a name, a title), with a space.

    >>> fold_lines("Nia\r\nla  Roja\n")
    'Nia la  Roja '
    """
    return text if text.isprintable() else _pattern("line_breaks").sub(" ", text)


# -- the journal: a note must not open a heading, a block or a fence ----------------------


def prose_line(line: str) -> str:
    r"""One line of a player's note, made unable to start Markdown structure in the journal.

    Markdown backslash escapes, so a Markdown viewer shows the words exactly as typed: a
    backslash goes before a line's first `#` (heading) or `<` (HTML block, comment), and before
    a line that is only `---`, `===`, `***` or `___` (a heading underline, a rule, the front
    matter); every backtick and tilde of a run of three or more (a fence) gets one too.
    Control characters become visible.

    >>> prose_line("## b")
    '\\## b'
    >>> prose_line("```x")
    '\\`\\`\\`x'
    >>> prose_line("---"), prose_line("a - b")
    ('\\---', 'a - b')
    """
    line = _pattern("fence_run").sub(
        lambda run: "".join("\\" + mark for mark in run.group()), inert(line))
    match = _pattern("opens_block").match(line)
    if match:
        start = match.start(1)
        line = line[:start] + "\\" + line[start:]
    return line


def mechanics_line(line: str) -> str:
    r"""A Lonelog line inside a fenced block, unable to close it (and with controls visible).

    Backslashes mean nothing inside a code block, so a run of three or more backticks is
    written with the look-alike modifier letter `ˋ` (U+02CB) instead.

    >>> mechanics_line('tbl: t d6=1 -> "```"')
    'tbl: t d6=1 -> "ˋˋˋ"'
    """
    line = inert(line, newlines=False)
    if "```" not in line:
        return line
    return re.sub(r"`{3,}", lambda run: "ˋ" * len(run.group()), line)


def one_line(text: str) -> str:
    r"""A value on one line (a name, a journal line, a list entry): its line breaks folded into
    spaces, the ends trimmed, the spacing inside kept as typed (a lookup may fold it: `normalize`).

    >>> one_line("  Dos   espacios\n y\ttab ")
    'Dos   espacios  y\ttab'
    """
    return fold_lines(text).strip()


def signed(value: int) -> str:
    """`+2`, `0`, `-1`: how modifiers and Fate totals are written.

    >>> signed(2), signed(0), signed(-1)
    ('+2', '0', '-1')
    """
    return f"+{value}" if value > 0 else str(value)


def percent_text(value: Fraction, digits: int = 0) -> str:
    """A chance as a percentage with `digits` decimals, never reading 0% or 100% unless it is.

    >>> from fractions import Fraction
    >>> percent_text(Fraction(7, 10)), percent_text(Fraction(1, 216)), percent_text(Fraction(0))
    ('70%', '<0.5%', '0%')
    >>> percent_text(Fraction(215, 216)), percent_text(Fraction(1, 7776), 2)
    ('>99.5%', '0.01%')
    >>> percent_text(Fraction(1))
    '100%'
    >>> percent_text(Fraction(1, 10**6), 2)
    '<0.005%'
    """
    from fractions import Fraction

    half = Fraction(1, 2 * 10 ** (digits + 2))  # half of the last digit shown
    if 0 < value < half:
        return f"<{float(half) * 100:.{digits + 1}f}%"
    if 1 - half < value < 1:
        return f">{100 - float(half) * 100:.{digits + 1}f}%"
    return f"{float(value) * 100:.{digits}f}%"
