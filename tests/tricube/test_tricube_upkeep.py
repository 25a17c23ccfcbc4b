"""A defeated character sits out the scene until it ends; what a quirk or a Karma would change."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng
from solo.i18n import use_language
from solo.procedures.steps import Message, run_scripted
from solo.systems.tricube.procedures.challenge import challenge, quirk_preview
from solo.systems.tricube.procedures.versus import versus
from solo.systems.tricube.rules.afflictions import back_in_play, defeat, lose_resolve
from solo.systems.tricube.rules.character import Character, new_character
from tests.conftest import area_state, run_cli
from tests.tricube.test_tricube_procedures import asked, journal, mage


@pytest.fixture(autouse=True)
def spanish() -> object:
    with use_language("es"):
        yield


def _defeated() -> Character:
    return defeat(lose_resolve(mage(), 3).character, "quemaduras")


# -- the rule ---------------------------------------------------------------------------------

def test_defeat_sits_the_character_out_and_the_scene_end_brings_them_back() -> None:
    out = _defeated()
    assert (out.resolve, out.sitting_out) == (3, True)
    assert back_in_play(out).sitting_out is False


def test_sitting_out_is_kept_with_the_sheet_and_old_sheets_load() -> None:
    out = _defeated()
    assert out.to_data()["sitting_out"] is True
    assert Character.from_data(out.to_data()) == out
    assert "sitting_out" not in mage().to_data()
    assert Character.from_data(mage().to_data()).sitting_out is False


# -- the guided challenge ---------------------------------------------------------------------

def test_a_character_sitting_out_is_warned_but_rolls() -> None:
    run = run_scripted(challenge(ScriptedRng([5, 2]), _defeated(), dice=2, difficulty=5,
                                 quirk=False, karma=False, failure_cost=1, action_text=""), [])
    warning = Message("tricube.msg.sitting_out_rolls", {"name": "Maga"}, "warning")
    assert run.shown[0] == warning
    assert run.result.result.faces == (5, 2)


def test_a_character_in_play_is_not_warned() -> None:
    run = run_scripted(challenge(ScriptedRng([5, 2]), mage(), dice=2, difficulty=5,
                                 quirk=False, karma=False, failure_cost=1, action_text=""), [])
    assert all(getattr(item, "key", "") != "tricube.msg.sitting_out_rolls"
               for item in run.shown)


def test_a_defeat_in_a_challenge_sits_out_and_journals_it() -> None:
    tired = lose_resolve(mage(), 2).character
    run = run_scripted(challenge(ScriptedRng([2, 3]), tired, dice=2, difficulty=5, quirk=False,
                                 karma=False, failure_cost=1, action_text=""), ["quemaduras"])
    assert run.result.defeated
    assert run.result.character.sitting_out
    assert Message("tricube.msg.sits_out", {"name": "Maga"}, "rule") in run.shown
    assert "=> Maga queda fuera del resto de la escena" in journal(run)


def test_quirk_preview_gives_the_exact_change() -> None:
    # 3d6 vs 5: 1 - (4/6)^3 = 19/27 (70%); with the quirk vs 6: 1 - (5/6)^3 = 91/216 (42%)
    assert quirk_preview(3, 5) == Message("tricube.msg.quirk_preview",
                                          {"before": "19/27 (70.4%)", "after": "91/216 (42.1%)",
                                           "difficulty": 6},
                                          "rule")


def test_the_guided_challenge_shows_the_quirk_preview_before_asking() -> None:
    run = run_scripted(challenge(ScriptedRng([3, 4]), mage(), action_text=""),
                       ["no", "no", "5", "no", "no", "gm"])
    preview = quirk_preview(2, 5)
    assert preview.params == {"before": "5/9 (55.6%)", "after": "11/36 (30.6%)",
                              "difficulty": 6}
    steps = list(run.steps)
    shown_at = next(i for i, s in enumerate(steps) if getattr(s, "item", None) == preview)
    asked_at = next(i for i, s in enumerate(steps)
                    if getattr(s, "prompt", "") == "tricube.ask.quirk")
    assert shown_at < asked_at


def test_the_karma_question_says_the_outcome_now_and_after() -> None:
    run = run_scripted(challenge(ScriptedRng([3, 4]), mage(), dice=2, difficulty=5,
                                 quirk=False, action_text=""), ["no", "gm"])
    (question,) = [s for s in run.steps if getattr(s, "prompt", "") == "tricube.ask.karma"]
    assert dict(question.params) == {"difficulty": 4, "outcome": "Éxito", "now": "Fallo"}


def test_versus_second_side_sees_what_a_quirk_would_change() -> None:
    bruno = new_character("Bruno", "fuerte", "herrero", "brazos", "gruñón")
    run = run_scripted(versus(ScriptedRng([6, 6, 1, 1]), (bruno,), names=("Orco", "Bruno"),
                              dice=(2, 2), action_text="", settle_price=False),
                       ["no", "no"])
    previews = [i for i in run.shown
                if getattr(i, "key", "") == "tricube.msg.versus_quirk_preview"]
    # by brute force over the 6^4 rolls: 535/1296 without the quirk, 505/1296 with it
    assert [dict(p.params) for p in previews] == [
        {"name": "Bruno", "before": "535/1296 (41.3%)", "after": "505/1296 (39.0%)"}]
    assert asked(run) == ["tricube.ask.quirk", "tricube.ask.quirk"]


def test_the_versus_karma_question_says_the_verdict_now_and_after() -> None:
    nia = new_character("Nia", "ágil", "ladrona", "ganzúas", "curiosa")
    bruno = new_character("Bruno", "fuerte", "herrero", "brazos", "gruñón")
    run = run_scripted(versus(ScriptedRng([5, 2, 6, 1]), (nia, bruno), active="Nia"),
                       ["", "", "no", "no", "no", "", "no", "no", "no", "no", "0"])
    question = next(s for s in run.steps if getattr(s, "prompt", "") == "tricube.ask.versus_karma")
    assert question.params["verdict"] == "Empate: el resultado favorece a ambos por igual"
    assert question.params["now"] == "Gana Bruno"


# -- through the commands ---------------------------------------------------------------------

CREATION = "\n".join(["Maga", "astuto", "maga", "piromancia", "nariz verrugosa"]) + "\n"


def _maga(home: Path) -> dict[str, object]:
    return area_state(home, "c", "tricube")["characters"]["Maga"]


def test_defeat_then_scene_end_through_the_commands(home: Path) -> None:
    opened = ("--campaign", "c")
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=home)[0] == 0
    assert run_cli(*opened, "tricube", "character", "new", home=home, stdin=CREATION)[0] == 0
    assert run_cli(*opened, "scene", "new", "La cripta", "--dice", "10", home=home)[0] == 0
    code, _out, err = run_cli(*opened, "tricube", "resolve", "-3", "--affliction", "quemaduras",
                              home=home)
    assert code == 0, err
    assert _maga(home)["sitting_out"] is True
    code, out, err = run_cli(*opened, "tricube", "character", "show", home=home)
    assert "fuera hasta que acabe (tras una derrota)" in out
    code, out, err = run_cli(*opened, "tricube", "challenge", "--dice", "5 5", home=home)
    assert code == 0, err
    assert "Maga sufrió una derrota en esta escena" in out + err
    code, out, err = run_cli(*opened, "scene", "end", "--kept", home=home)
    assert code == 0, err
    assert "Fin de escena: Maga vuelve al juego tras su derrota." in out
    assert "sitting_out" not in _maga(home)
    journal_text = (home / "journals" / "c" / "journal.md").read_text(encoding="utf-8")
    assert "=> Maga queda fuera del resto de la escena" in journal_text
    assert "=> Fin de escena: Maga vuelve al juego tras su derrota." in journal_text


def test_session_end_brings_them_back_too(home: Path) -> None:
    opened = ("--campaign", "c")
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=home)[0] == 0
    assert run_cli(*opened, "tricube", "character", "new", home=home, stdin=CREATION)[0] == 0
    assert run_cli(*opened, "session", "start", home=home)[0] == 0
    assert run_cli(*opened, "tricube", "resolve", "-3", "--affliction", "quemaduras",
                   home=home)[0] == 0
    code, out, err = run_cli(*opened, "session", "end", home=home)
    assert code == 0, err
    assert "Maga vuelve al juego" in out
    assert "sitting_out" not in _maga(home)


def test_toolbar_says_who_sits_out(monkeypatch: pytest.MonkeyPatch) -> None:
    import solo.systems.tricube.commands.pc as module

    class Ctx:
        campaign = object()

    state = module.TricubeState(module.TricubeState.roster()).with_character(
        _defeated(), activate=True)
    monkeypatch.setattr(module, "load", lambda _ctx: state)
    assert module.toolbar(Ctx()) == "Maga · Karma 3 · Resolución 3 · fuera de escena"  # type: ignore[arg-type]
    monkeypatch.setattr(module, "load", lambda _ctx: state.with_character(
        back_in_play(_defeated())))
    assert module.toolbar(Ctx()) == "Maga · Karma 3 · Resolución 3"  # type: ignore[arg-type]
