"""Reading the `range` of a row."""

from __future__ import annotations

import pytest

from solo.tables.ranges import MAX_SPAN, RangeSyntaxError, parse_range, range_label


@pytest.mark.parametrize(("value", "faces"), [
    (3, (3,)),
    ("3", (3,)),
    ("2-3", (2, 3)),
    ("2 - 4", (2, 3, 4)),
    ("2–3", (2, 3)),
    ("13,14", (13, 14)),
    ("1-2, 5", (1, 2, 5)),
    (-2, (-2,)),
    ("-4--2", (-4, -3, -2)),
    ("-1..1", (-1, 0, 1)),
    ("+2", (2,)),
    ("11-16, 21-26", (11, 12, 13, 14, 15, 16, 21, 22, 23, 24, 25, 26)),
])
def test_ranges_are_read(value: object, faces: tuple[int, ...]) -> None:
    assert parse_range(value) == faces


@pytest.mark.parametrize(("value", "reason"), [
    ("", "bad"), ("  ", "bad"), ("a", "bad"), ("1-", "bad"), ("1,,2", "bad"),
    (True, "bad"), (None, "bad"), (2.5, "bad"), ([1, 2], "bad"), ("3-2", "reversed"),
    (f"1-{MAX_SPAN + 1}", "too_wide"),
])
def test_bad_ranges_say_why(value: object, reason: str) -> None:
    with pytest.raises(RangeSyntaxError) as caught:
        parse_range(value)
    assert caught.value.reason == reason


@pytest.mark.parametrize(("faces", "label"), [
    ((1,), "1"), ((1, 2, 3), "1-3"), ((3, 1, 2, 7), "1-3, 7"), ((-4, -3), "-4..-3"),
    ((-1, 0, 1, 3), "-1..1, 3"), ((5, 5), "5"),
])
def test_labels_write_runs(faces: tuple[int, ...], label: str) -> None:
    assert range_label(faces) == label


def test_labels_read_back_as_the_same_faces() -> None:
    for faces in [(1, 2, 5), (-4, -3, -2, 0), (11, 12, 13, 21)]:
        assert parse_range(range_label(faces)) == faces
