"""Issue 27: the Encrucijada's roll asks the situation's modifiers on top of the conviction's.

The conviction is one Ventaja (resolve) or Desventaja (doubt), fixed on the roll; the
situation's opposite one cancels it, a second of the same kind adds nothing; the crossroads
is always rolled (no Pasiva, no Tirada de Carácter) and keeps every choice after the roll.
"""

from __future__ import annotations

from solo.dice.rng import ScriptedRng
from solo.procedures.steps import Ask, Message, run_scripted
from solo.systems.zodiac.procedures.crossroads import crossroads
from solo.systems.zodiac.procedures.roll import ActionOdds
from solo.systems.zodiac.rules.character import SAMPLE_DATA, Character
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.odds import action_odds
from solo.systems.zodiac.rules.request import ActionRequest, Advantage, RollMode
from solo.systems.zodiac.rules.scores import Action

START = ["Suceso", "obligation", "atletismo"]


def _nia(pk: int = 4) -> Character:
    return Character.from_data({**SAMPLE_DATA, "pk": pk})


def _lines(transcript) -> list[str]:
    return [line for entry in transcript.recorded for line in entry.lines]


def _asked(transcript, prompt: str) -> list[Ask]:
    return [s for s in transcript.steps if isinstance(s, Ask) and s.prompt == prompt]


def _at() -> int:
    return _nia().derived(Action.ATLETISMO).at


def test_resolve_and_the_situations_disadvantage_cancel_one_die_no_advantage_question():
    rng = ScriptedRng([9])
    run = run_scripted(crossroads([_nia()], rng, lang="es"),
                       [*START, "", "resolve", "desventaja", "tirar", "no"])
    rng.finish()                                       # one d12: nothing extra was rolled
    result = run.result.result
    assert (result.request.advantage, result.request.disadvantage) == (Advantage.DIE, True)
    assert not result.request.extra_die
    assert result.kept == (9,)
    assert not _asked(run, "zodiac.ask.advantage")
    assert run.result.character.pk == 3               # the conviction's PK is paid all the same
    assert f"d: 1d12{_at():+d}={9 + _at()} (9) vs TN 7 -> " in "\n".join(_lines(run))


def test_doubt_and_the_situations_advantage_cancel_and_the_pk_is_still_gained():
    rng = ScriptedRng([4])
    run = run_scripted(crossroads([_nia()], rng, lang="es"),
                       [*START, "", "doubt", "ventaja", "tirar", "no"])
    rng.finish()
    assert run.result.result.kept == (4,)
    assert not run.result.result.request.extra_die
    assert run.result.character.pk == 5


def test_a_second_advantage_adds_nothing_and_the_convictions_item_stays():
    rng = ScriptedRng([5, 8])
    run = run_scripted(crossroads([_nia()], rng, lang="es"),
                       [*START, "", "resolve", "ventaja", "tirar", "dado", "no"])
    rng.finish()                                       # two dice: Ventaja's one extra, not two
    assert [e.key for e in run.shown if isinstance(e, Message)
            ] == ["zodiac.note.conviction_fixed"]
    assert run.result.result.request.advantage is Advantage.DIE
    assert len(run.result.result.dice) == 2


def test_the_doubts_item_stays_too_and_the_menu_leaves_out_passive_and_character():
    rng = ScriptedRng([7, 2])
    run = run_scripted(crossroads([_nia()], rng, lang="es"),
                       [*START, "", "doubt", "desventaja", "tirar", "no"])
    rng.finish()
    assert run.result.result.request.disadvantage
    (menu, *_) = _asked(run, "zodiac.ask.modifier")
    values = [c.value for c in menu.choices]
    assert "pasiva" not in values and "caracter" not in values
    assert {c.label for c in menu.choices if c.value == "desventaja"} == {
        "zodiac.modifier.conviction_disadvantage"}
    assert menu.explain == "zodiac.explain.crossroads_modifier"


def test_the_odds_shown_follow_the_combination_exactly():
    rng = ScriptedRng([9])
    run = run_scripted(crossroads([_nia()], rng, lang="es"),
                       [*START, "", "resolve", "desventaja", "tirar", "no"])
    odds = [s for s in run.shown if isinstance(s, ActionOdds)]
    at = _at()
    with_die = action_odds(ActionRequest(at, 7, pb=3, advantage=Advantage.DIE))
    plain = action_odds(ActionRequest(at, 7, pb=3))
    assert dict(odds[0].outcomes) == dict(with_die)   # the conviction's Ventaja alone
    assert dict(odds[-1].outcomes) == dict(plain)     # cancelled: a plain d12, as shown last
    # A plain d12: each grade's chance is its faces over 12 (the natural 1 through its TS).
    assert sum(plain.values()) == 1
    assert plain[Grade.SUCCESS_BENEFIT] * 12 == sum(1 for f in range(2, 12) if f + at == 7)


def test_playing_it_safe_offers_the_plain_failure_in_a_crossroads():
    rng = ScriptedRng([6])
    run = run_scripted(crossroads([_nia()], rng, lang="es"),
                       ["Suceso", "obligation", "atletismo", "3", "doubt", "ventaja",
                        "seguridad", "foco", "+3", "tirar", "sí", "no"])
    rng.finish()
    result = run.result.result
    assert result.request.mode is RollMode.SAFE
    assert result.grade is Grade.FAILURE
    assert _asked(run, "zodiac.ask.safe_failure")
    assert "=> Fracaso, sin la Consecuencia (Tirando con Seguridad)" in _lines(run)
