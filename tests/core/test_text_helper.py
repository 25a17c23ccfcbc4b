"""The one helper that makes player text inert: properties over any text."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.commands.parsing import check_text
from solo.errors import InputError, SoloError
from solo.journal.entry import heading, mechanics, prose, question, tag
from solo.text import fold_lines, inert, mechanics_line, prose_line

RAW_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
ANY_TEXT = st.text(st.one_of(st.characters(), st.sampled_from(
    ["\x1b", "\x07", "\x00", "\r", "\n", "\x9b", "\x7f", "#", "`", "~", "<", "-", "=", "["])),
    max_size=40)


@settings(max_examples=400)
@given(ANY_TEXT)
def test_inert_leaves_no_control_and_is_stable(text: str) -> None:
    shown = inert(text)
    assert RAW_CONTROL.search(shown) is None
    assert inert(shown) == shown
    assert "\n" not in inert(text, newlines=False)
    assert shown.count("\n") == text.count("\n")  # newlines stay where they were


@settings(max_examples=400)
@given(ANY_TEXT)
def test_a_note_line_never_opens_structure(text: str) -> None:
    for line in prose(text.replace("\x00", "")).lines:
        assert RAW_CONTROL.search(line) is None
        stripped = line.lstrip(" \t")
        assert not stripped.startswith(("#", "<", "```", "~~~"))
        assert re.fullmatch(r"(=+|-+|\*+|_+)[ \t]*", stripped) is None
        assert re.search(r"(?<!\\)`(?<!\\)`(?<!\\)`", line) is None


@settings(max_examples=300)
@given(ANY_TEXT)
def test_a_mechanics_line_never_closes_its_block(text: str) -> None:
    for line in mechanics(question(text), tag("N", text), text.replace("\n", " ")).lines:
        assert RAW_CONTROL.search(line) is None
        assert "\n" not in line
        assert "```" not in line


def test_visible_forms() -> None:
    assert inert("\x1b[2J\x07\x00\r\x9b\x7f") == "\\x1b[2J\\x07\\x00\\x0d\\x9b\\x7f"
    assert inert("a\u202eb") == "a\\u202eb"
    assert inert("tab\there") == "tab\there"
    assert inert("ya \\x1b escrito") == "ya \\x1b escrito"  # a typed backslash stays


def test_headings_stay_on_one_line() -> None:
    assert heading(3, "S1 *el\nfaro\x1b[2J*").lines == ("### S1 *el faro\\x1b[2J*",)


def test_prose_escapes_as_documented() -> None:
    assert prose("a\n## b\n```x").lines == ("a", "\\## b", "\\`\\`\\`x")
    assert prose_line("  # sangrado") == "  \\# sangrado"
    assert prose_line("texto con # dentro") == "texto con # dentro"
    assert mechanics_line("? ```") == "? ˋˋˋ"


def test_nul_is_refused_with_the_field_named() -> None:
    with pytest.raises(InputError) as raised:
        check_text("a\x00b", "--aspect")
    assert raised.value.message("en").startswith("--aspect: ")
    with pytest.raises(InputError):
        prose("nota\x00")
    assert fold_lines("a\r\nb\nc") == "a b c"


def test_error_messages_show_parameters_inert() -> None:
    error = SoloError("table.unknown", id="\x1b[2Jx/y\nz")
    shown = error.message("en")
    assert "\x1b" not in shown and "\n" not in shown
    assert "\\x1b[2Jx/y\\x0az" in shown


def test_printable_text_is_never_changed_so_the_patterns_are_not_needed_for_it() -> None:
    """`inert`, `has_controls` and `fold_lines` skip their patterns for printable text: exact,
    because every character they change is one `str.isprintable` refuses."""
    from solo.text import _PATTERNS, has_controls

    changed = re.compile(_PATTERNS["controls_and_newline"])
    breaks = re.compile(_PATTERNS["line_breaks"])
    for code in range(0x110000):
        char = chr(code)
        if changed.search(char) or breaks.search(char):
            assert not char.isprintable(), hex(code)
    assert inert("Nia\x1b[31m") == "Nia\\x1b[31m" and inert("ñandú «x»") == "ñandú «x»"
    assert fold_lines("a\u2028b") == "a b" and has_controls("a\u202eb")
