"""One roster and one state base for every system: one lookup, one missing-name error."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from solo.commands.roster import Roster, UnknownName
from solo.errors import RuleError
from solo.i18n import t, use_language
from solo.systems.fate.commands.state import FateState
from solo.systems.fragmentos.commands.state import FragState
from solo.systems.tricube.commands.state import TricubeState
from solo.systems.zodiac.commands.state import ZodiacState


@dataclass(frozen=True)
class Thing:
    name: str
    value: int = 0


def test_roster_finds_by_any_case_and_accents_and_keeps_order() -> None:
    roster = Roster((Thing("Nía"), Thing("Tomás")))
    assert roster.get("NIA").name == "Nía"
    assert "tomas" in roster
    assert "Ana" not in roster
    assert roster.get_or_none("Ana") is None
    assert roster.names() == ("Nía", "Tomás")
    assert [thing.name for thing in roster] == ["Nía", "Tomás"]
    assert len(roster) == 2
    assert not Roster[Thing]()


def test_roster_is_immutable_with_item_replaces_and_without_removes() -> None:
    roster = Roster((Thing("Nía", 1), Thing("Tomás", 2)))
    changed = roster.with_item(Thing("nia", 5))
    assert changed.names() == ("Tomás", "nia")
    assert changed.get("Nía").value == 5
    assert roster.get("Nía").value == 1
    assert roster.without("TOMAS").names() == ("Nía",)
    assert roster.without("nadie") == roster
    assert roster.to_json() == [Thing("Nía", 1), Thing("Tomás", 2)]


def test_a_missing_name_is_one_error_naming_the_kind_and_the_names() -> None:
    roster = Roster((Thing("Nía"), Thing("Tomás")), "core.roster.characters")
    with use_language("es"), pytest.raises(UnknownName) as error:
        roster.get("Ana")
    assert isinstance(error.value, RuleError)
    assert t(error.value.key, "es", **error.value.params) == (
        "No hay «Ana» en la lista de personajes: Nía, Tomás.")
    with use_language("en"), pytest.raises(UnknownName) as empty:
        Roster[Thing]((), "core.roster.characters").get("Ana")
    assert t(empty.value.key, "en", **empty.value.params) == (
        "There is no 'Ana': there are no characters yet.")


@pytest.mark.parametrize(("state", "kind"), [
    (FateState(), "personajes"), (FragState(), "fichas"), (ZodiacState(), "PJ"),
    (TricubeState(), "personajes")])
def test_every_system_raises_the_same_error_for_a_missing_character(state: object,
                                                                   kind: str) -> None:
    with use_language("es"), pytest.raises(UnknownName) as error:
        state.character("Nadie")  # type: ignore[attr-defined]
    assert error.value.key == "core.roster.empty"
    assert error.value.params["kind"] == kind


@pytest.mark.parametrize("state", [FateState(), FragState(), ZodiacState(), TricubeState()])
def test_no_character_named_and_none_active_is_the_systems_own_error(state: object) -> None:
    assert state.character_or_none() is None  # type: ignore[attr-defined]
    with pytest.raises(RuleError) as error:
        state.character()  # type: ignore[attr-defined]
    assert not isinstance(error.value, UnknownName)
    assert error.value.key.endswith(".error.no_character")


def test_tricube_trackers_use_the_same_roster() -> None:
    with use_language("es"), pytest.raises(UnknownName) as error:
        TricubeState().tracker("muro")
    assert error.value.params["kind"] == "desafíos y enemigos"
    with pytest.raises(UnknownName):
        TricubeState().without_tracker("muro")
