"""The quick paths drive procedures, and typed words come from the catalogs."""

from __future__ import annotations

from dataclasses import replace

import pytest

from solo.errors import InputError, RuleError
from solo.procedures.prefilled import run_quick
from solo.procedures.steps import run_scripted
from solo.systems.fate.procedures.recover import recover
from solo.systems.fate.procedures.roll import bare_roll
from solo.systems.fate.rules.actions import Action, Target
from solo.systems.fate.rules.approaches import PRESETS, Approach
from solo.systems.fate.rules.character import new_fae
from solo.systems.fate.rules.consequences import Severity
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.stress import TrackKind


def test_bare_roll_journals_the_roll_and_its_effect() -> None:
    kept: list[object] = []
    result = run_quick(bare_roll((1, 0, -1, 1), 2, 1, action=Action.OVERCOME,
                                 target=Target.NEW, edition=Edition.FAE, lang="es"), {},
                       kept.append)
    assert result.total == 3
    text = str(kept[0])
    assert "4dF+2=+3 (+0-+)" in text and "Lo consigues" in text


def test_recover_refuses_an_empty_slot_and_starts_a_taken_one() -> None:
    sheet = new_fae("Nia", "Ladrona", "Deudas", approaches=PRESETS["ladron"])
    with pytest.raises(RuleError):
        run_scripted(recover(sheet, Severity.MILD), [])
    slots = tuple(replace(s, aspect="Torcedura") if s.severity is Severity.MILD else s
                  for s in sheet.consequences)
    done = run_scripted(recover(replace(sheet, consequences=slots), Severity.MILD,
                                rename="Tobillo vendado"), []).result
    assert done.started and done.roll is None
    assert done.character.consequences[0].aspect == "Tobillo vendado"


@pytest.mark.parametrize(("typed", "found"), [
    ("sagaz", Approach.CLEVER), ("Enérgico", Approach.FORCEFUL), ("Forceful", Approach.FORCEFUL),
    ("ingenioso", Approach.CLEVER)])
def test_approach_words(typed: str, found: Approach) -> None:
    assert Approach.parse(typed) is found


@pytest.mark.parametrize(("typed", "found"), [
    ("o", Action.OVERCOME), ("crear una ventaja", Action.ADVANTAGE), ("caa", Action.ADVANTAGE),
    ("ataque", Action.ATTACK), ("defensa", Action.DEFEND)])
def test_action_words(typed: str, found: Action) -> None:
    assert Action.parse(typed) is found


def test_edition_and_track_words() -> None:
    assert Edition.parse("Fate Acelerado") is Edition.FAE
    assert Edition.parse("fc") is Edition.CONDENSED
    assert TrackKind.parse("física") is TrackKind.PHYSICAL
    assert TrackKind.parse("estres") is TrackKind.STRESS
    with pytest.raises(InputError) as error:
        TrackKind.parse("alma")
    assert error.value.key == "fate.error.track"
