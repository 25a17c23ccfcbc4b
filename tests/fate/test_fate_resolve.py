"""`resolve`: the acceptance commands of `fate roll` and the worked examples of the seeds."""

from __future__ import annotations

from solo.dice.faces import parse_faces
from solo.dice.rng import ScriptedRng
from solo.jsonable import to_jsonable
from solo.systems.fate.rules.actions import Action, Target
from solo.systems.fate.rules.dice import DiceMode
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.resolve import Effort, resolve, resolve_faces


def _roll(bonus: int, vs: int, faces: str, action: Action | None = None) -> dict[str, object]:
    rng = ScriptedRng(parse_faces(faces))
    result = resolve(bonus, vs, rng, action=action, edition=Edition.CONDENSED)
    rng.finish()
    data = to_jsonable(result)
    assert isinstance(data, dict)
    return data


def test_acceptance_plain_roll_is_exact() -> None:
    assert _roll(1, 2, "00++") == {"faces": [0, 0, 1, 1], "bonus": 1, "total": 3, "vs": 2,
                                   "shifts": 1, "outcome": "success"}


def test_acceptance_advantage_gives_one_free_invoke() -> None:
    data = _roll(1, 3, "0+++", Action.ADVANTAGE)
    assert (data["total"], data["shifts"], data["outcome"]) == (4, 1, "success")
    assert data["action"] == "advantage"
    assert isinstance(data["effect"], dict)
    assert data["effect"]["free_invokes"] == 1


def test_acceptance_attack() -> None:
    data = _roll(4, 0, "--00", Action.ATTACK)
    assert (data["total"], data["shifts"], data["outcome"]) == (2, 2, "success")
    assert isinstance(data["effect"], dict)
    assert data["effect"]["hit"] == 2


def test_acceptance_style() -> None:
    data = _roll(1, 0, "+++-")
    assert (data["total"], data["shifts"], data["outcome"]) == (3, 3, "style")


def test_carolina_finds_the_footprints() -> None:
    # Investigate Average (+1) vs Fair (+2), dice 00++ -> Good (+3), success by 1
    result = resolve(1, 2, ScriptedRng([0, 0, 1, 1]), action=Action.OVERCOME,
                     edition=Edition.CONDENSED)
    assert (result.total, result.shifts, result.outcome) == (3, 1, Outcome.SUCCESS)
    assert result.effect is not None
    assert result.effect.achieved


def test_eva_sets_the_shoggoth_on_fire() -> None:
    # Crafts Average (+1) vs Good (+3), dice 0+++ -> Great (+4): aspect with one free invoke
    result = resolve(1, 3, ScriptedRng([0, 1, 1, 1]), action=Action.ADVANTAGE,
                     target=Target.NEW, edition=Edition.CONDENSED)
    assert (result.total, result.shifts, result.outcome) == (4, 1, Outcome.SUCCESS)
    assert result.effect is not None
    assert result.effect.free_invokes == 1


def test_ruth_hits_the_risen_corpse_for_two() -> None:
    ruth = Effort(parse_faces("--00"), 4)
    corpse = Effort(parse_faces("-00+"), 0)
    assert (ruth.total, corpse.total) == (2, 0)
    result = resolve_faces(ruth.faces, ruth.bonus, corpse.total, action=Action.ATTACK,
                           edition=Edition.CONDENSED)
    assert result.shifts == 2
    assert result.effect is not None
    assert result.effect.hit == 2


def test_fae_damage_example_attack_five_against_defence_three() -> None:
    result = resolve_faces((0, 0, 0, 0), 5, 3, action=Action.ATTACK, edition=Edition.FAE)
    assert result.effect is not None
    assert result.effect.hit == 2


def test_ghoul_attacks_charles() -> None:
    ghoul = Effort(parse_faces("00++"), 2)
    charles = Effort(parse_faces("000-"), 3)
    result = resolve_faces(ghoul.faces, ghoul.bonus, charles.total, action=Action.ATTACK,
                           edition=Edition.CONDENSED)
    assert (ghoul.total, charles.total, result.shifts) == (4, 2, 2)


def test_fae_seed_dice_sums() -> None:
    for text, value in (("-+0+", 1), ("+-00", 0), ("+++-", 2), ("-000", -1)):
        assert Effort(parse_faces(text), 0).total == value


def test_d6_mode_reads_the_dice() -> None:
    result = resolve(0, 0, ScriptedRng([6, 5, 1, 3]), mode=DiceMode.D6)
    assert result.faces == (1, 1, -1, 0)
    assert result.outcome is Outcome.SUCCESS


def test_defend_reports_what_the_attacker_gets() -> None:
    result = resolve_faces((1, 1, 1, 0), 2, 2, action=Action.DEFEND)
    assert result.outcome is Outcome.STYLE
    assert result.effect is not None
    assert result.effect.boost
    assert result.effect.opponent_outcome is Outcome.FAIL
