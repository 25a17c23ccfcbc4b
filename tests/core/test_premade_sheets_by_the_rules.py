"""Issue 27: every shipped ready-made character sheet obeys its game's creation rules, in both
languages, and the two languages' sheets are the same character (only the words translated)."""

from __future__ import annotations

from typing import Any

import pytest

from solo.tables.load import load_library


def _sheets(table_id: str) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    table = load_library().get(table_id)
    return [(row.extra["pc"]["es"], row.extra["pc"]["en"]) for row in table.rows]


def test_zodiac_sheets_follow_creation() -> None:
    from solo.systems.zodiac.rules.character import Character, check_new_character

    pairs = _sheets("zodiac/pjs")
    assert len(pairs) == 2
    for es, en in pairs:
        one, other = (check_new_character(Character.from_data(d)) for d in (es, en))
        assert one.pk == one.karma and one.px == 0           # a new PJ holds its Karma in PK
        assert not one.states.altered and not one.free_use_spent
        assert (one.scores, one.pk, len(one.bonds), len(one.skills)) == (
            other.scores, other.pk, len(other.bonds), len(other.skills))


def test_tricube_sheets_follow_creation() -> None:
    from solo.systems.tricube.rules.character import Character, new_character

    pairs = _sheets("tricube/pjs")
    assert len(pairs) == 3
    for es, en in pairs:
        for data in (es, en):
            sheet = Character.from_data(data)
            assert len(sheet.perks) == 1 and len(sheet.quirks) == 1
            assert sheet == new_character(sheet.name, sheet.trait, sheet.concept,
                                          sheet.perks[0], sheet.quirks[0])
        assert Character.from_data(es).trait == Character.from_data(en).trait


def test_fragmentos_sheets_follow_creation() -> None:
    from solo.systems.fragmentos.rules.character import Character, Characteristic
    from solo.systems.fragmentos.rules.validate import validate_new

    pairs = _sheets("fragmentos/pjs")
    assert len(pairs) == 3
    for es, en in pairs:
        one, other = (validate_new(Character.from_data(d)) for d in (es, en))
        assert one.superacion == other.superacion == 5
        assert [one.score(c).total for c in Characteristic] == [
            other.score(c).total for c in Characteristic]
        assert sorted(tr.bonus for tr in one.traits) == sorted(tr.bonus for tr in other.traits)


@pytest.mark.parametrize("table_id", ["zodiac/pjs", "tricube/pjs", "fragmentos/pjs"])
def test_every_row_has_a_sheet_in_both_languages(table_id: str) -> None:
    for es, en in _sheets(table_id):
        assert es["name"] == en["name"]
