"""Rendering Tricube results into a plain string console, and the campaign hooks."""

from __future__ import annotations

import io
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

from rich.console import Console

from solo.campaign.store import Campaign
from solo.commands.base import Context
from solo.commands.rules_help import RulesText
from solo.dice.rng import SeededRng
from solo.i18n import use_language
from solo.render import render
from solo.systems.tricube.commands.pc import Roster, Trackers, toolbar
from solo.systems.tricube.commands.pc import on_session_start as session_hook
from solo.systems.tricube.commands.state import TricubeState, load, save
from solo.systems.tricube.odds import TricubeOdds, TricubeVersusOdds
from solo.systems.tricube.procedures.challenge import ChallengeSummary
from solo.systems.tricube.procedures.versus import Versus
from solo.systems.tricube.rules.afflictions import defeat, lose_resolve
from solo.systems.tricube.rules.challenge import resolve, with_complication
from solo.systems.tricube.rules.character import new_character, spend_karma
from solo.systems.tricube.rules.effort import effort, foe
from solo.systems.tricube.rules.odds import outcome_odds, versus_odds
from solo.systems.tricube.rules.opposed import versus


def text_of(item: object, lang: str = "es") -> str:
    out = io.StringIO()
    with use_language(lang):
        Console(file=out, width=100, color_system=None).print(render(item, "tricube"))
    return out.getvalue()


def test_challenge_line() -> None:
    out = text_of(resolve((3, 4), 5, quirk=True, karma=True))
    assert "[3] [4]" in out
    assert "vs 5" in out
    assert "+1 defecto" in out
    assert "Fallo" in out


def test_critical_with_complication() -> None:
    out = text_of(with_complication(resolve((1, 1), 5), "Se rompe la cuerda"), "en")
    assert "Critical failure" in out
    assert "Complication: Se rompe la cuerda" in out


def test_summary_with_tracker_and_character() -> None:
    nia = new_character("Nia", "agile", "thief", "locks", "curious")
    summary = ChallengeSummary(resolve((6, 6, 2), 5), nia, tracker=effort("Skeletons", 2),
                               removed=2)
    out = text_of(summary, "en")
    assert "Exceptional success" in out
    assert "Skeletons" in out
    assert "Nia" in out


def test_sheet_and_roster() -> None:
    nia = spend_karma(new_character("Nia", "ágil", "ladrona", "ganzúas", "curiosa"))
    nia = defeat(lose_resolve(nia, 3).character, "brazo roto", critical=True)
    out = text_of(nia)
    for word in ("Nia", "ladrona (rasgo ágil)", "ganzúas", "curiosa", "brazo roto (permanente)",
                 "●●○", "●●●"):
        assert word in out
    roster = text_of(Roster((nia,), "Nia"))
    assert "▶ Nia" in roster
    assert "2/3" in roster
    assert "No hay personajes" in text_of(Roster((), None))


def test_trackers() -> None:
    out = text_of(Trackers((foe("Ogro", 2, 6, boss=True), effort("Muro", 3))))
    assert "Ogro" in out
    assert "jefe" in out
    assert "0/4" not in out
    assert "4/4" in out
    assert "dificultad 6" in out
    assert "No hay desafíos" in text_of(Trackers(()))


def test_versus_and_rules_and_odds() -> None:
    out = text_of(Versus(("Ana", "Beto"), versus((4, 4, 4), (4, 4, 3))))
    assert "Gana Ana" in out
    assert "igualó con más dados" in out
    rules = text_of(RulesText("karma", "Texto de prueba"))
    assert "Texto de prueba" in rules
    assert "karma" in rules
    odds = text_of(TricubeOdds(3, 5, 5, False, False, outcome_odds(3, 5)), "en")
    assert "Exceptional success" in odds
    assert "7/27" in odds


def test_session_hook_restores_karma_and_resolve(tmp_path: Path) -> None:
    with use_language("es"):
        campaign = Campaign.create(tmp_path, "c", "tricube", "es",
                                   datetime(2026, 11, 29, tzinfo=UTC))
        ctx = Context(home=tmp_path, rng=SeededRng(1), campaign=campaign)
        nia = lose_resolve(spend_karma(new_character("Nia", "agile", "x", "y", "z")), 2).character
        save(ctx, TricubeState().with_character(nia), "test")
        assert toolbar(ctx) == "Nia · Karma 2 · Resolución 1"
        shown = session_hook(ctx)
        assert len(shown) == 1
        restored = load(ctx).character()
        assert restored is not None
        assert (restored.karma, restored.resolve) == (3, 3)
        assert toolbar(ctx) == "Nia · Karma 3 · Resolución 3"
    assert session_hook(Context(home=tmp_path, rng=SeededRng(1))) == []
    assert toolbar(Context(home=tmp_path, rng=SeededRng(1))) is None


def test_pure_layers_import_no_heavy_libraries() -> None:
    code = ("import sys, solo.systems.tricube.odds, solo.systems.tricube.procedures.challenge, "
            "solo.systems.tricube.procedures.creation, solo.systems.tricube.rules.advance, solo.systems.tricube.rules.foes;"
            "print(sorted(m for m in ('yaml', 'cmd2', 'rich', 'prompt_toolkit') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_versus_odds_table() -> None:
    out = text_of(TricubeVersusOdds(3, 2, versus_odds(3, 2)))
    assert "Gana quien tira 3d6" in out
    assert "14/27" in out


def test_guided_versus_shows_quirk_karma_and_the_sheets() -> None:
    from solo.systems.tricube.procedures.versus import SideReport
    from solo.systems.tricube.rules.character import new_character

    bruno = new_character("Bruno", "fuerte", "herrero", "brazos", "gruñón")
    result = versus((5, 2), (4, 4, 1), quirks=(True, False), karma=(False, True))
    out = text_of(Versus(("Nia", "Bruno"), result, (SideReport(), SideReport(bruno))))
    assert "+1 defecto" in out
    assert "−1 Karma" in out
    assert "Gana Bruno" in out
    assert "Bruno · Karma 3 · Resolución 3" in out
