"""The nesting check before decoding counts the levels a JSON text really opens: brackets, quotes
and backslashes inside its strings never count, a text cut short counts what it opened."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from solo.campaign.nesting import line_too_deep, too_deep

TRICKY = st.text(alphabet='[]{}"\\ a\n', max_size=8)
VALUES = st.recursive(st.none() | st.integers() | TRICKY,
                      lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(TRICKY, inner, max_size=3), max_leaves=30)


def _depth(value: Any) -> int:
    if isinstance(value, list):
        return 1 + max((_depth(item) for item in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(item) for item in value.values()), default=0)
    return 0


@given(VALUES, st.booleans(), st.integers(0, 3))
def test_the_levels_counted_are_the_levels_opened(value: Any, ascii_only: bool,
                                                  around: int) -> None:
    text = json.dumps(value, ensure_ascii=ascii_only).encode()
    depth = _depth(value)
    most = max(0, depth - 2 + around)
    assert too_deep(text, most) == (depth > most)


@given(st.integers(1, 200), st.integers(1, 100))
def test_a_text_cut_short_counts_what_it_opened(opened: int, most: int) -> None:
    text = b'{"a": ' + b'[{"b": "]}", "c": ' * opened
    assert too_deep(text, most) == (1 + 2 * opened > most)


def test_the_line_named_is_where_the_limit_is_passed() -> None:
    text = b'{\n"a": "[[[[[[",\n"b": [\n[\n[1]]]}'
    assert (too_deep(text, 3), line_too_deep(text, 3)) == (True, 5)
