"""The rich renderers of Fragmentos results, rendered into a plain string console."""

from __future__ import annotations

import io
from fractions import Fraction

from rich.console import Console

from solo.commands.rules_help import RulesText
from solo.dice.rng import ScriptedRng
from solo.i18n import use_language
from solo.render import render
from solo.render.theme import THEME
from solo.systems.fragmentos.commands.pc import (
    SceneOrder,
    SheetList,
    SheetView,
    SpendReport,
    ThreatReport,
)
from solo.systems.fragmentos.commands.roll import RollReport
from solo.systems.fragmentos.odds import FragOdds
from solo.systems.fragmentos.procedures.reto import Forecast
from solo.systems.fragmentos.rules.character import Character, Qualities, Trait
from solo.systems.fragmentos.rules.character import Characteristic as C
from solo.systems.fragmentos.rules.conflict import Rank, Side, resolve_conflict
from solo.systems.fragmentos.rules.harm import apply_loss
from solo.systems.fragmentos.rules.odds import reto_odds, reto_omen_odds
from solo.systems.fragmentos.rules.reto import Outcome, fail_without_rolling, resolve_reto

BARBARA = Character.new("Barbara", {C.ACTION: 3, C.INTERACTION: 2, C.COGNITION: 4},
                        traits=[Trait("Escala", C.ACTION, 2)],
                        qualities=Qualities("Aristócrata", ("Convento", "Padre"), ("Engreída",),
                                            frozenset({"Padre"})))


def text(item: object, lang: str = "es") -> str:
    out = io.StringIO()
    with use_language(lang):
        Console(file=out, width=100, color_system=None, theme=THEME).print(render(item, "fragmentos"))
    return out.getvalue()


def test_reto_line() -> None:
    reto = resolve_reto(3, 7, ScriptedRng([2, 4, 4]), trait=2)
    assert text(reto).strip() == "3d6  [2] [4] [4] = 5 +2 = 7  contra 7  →  Éxito"
    failed = resolve_reto(2, 9, ScriptedRng([1, 3]), dangerous=True)
    assert "☾ 1 presagio " in text(failed)              # one presagio, singular
    assert "☾ 1 omen " in text(failed, "en")
    twice = resolve_reto(2, 9, ScriptedRng([1, 1]), dangerous=True)
    assert "☾ 2 presagios" in text(twice)
    assert "☾ 2 omens" in text(twice, "en")
    assert "Failure (dangerous)  −2" in text(failed, "en")
    assert "sin tirar" in text(fail_without_rolling(5))


def test_conflict_and_report() -> None:
    duke = resolve_conflict(Side(4, 1), Side(3, 4, rank=Rank.MONSTER),
                            ScriptedRng([2, 2, 3, 5, 1, 3, 3]), dangerous=True)
    shown = text(RollReport(duke, names=("Barbara", "Duque"), threat=(2, 3),
                            harm=apply_loss(BARBARA, C.COGNITION, duke.loss)))
    assert "Barbara  [2] [2] [3] [5] = 5 +1 = 6" in shown
    assert "gana Duque  −2" in shown
    assert "Amenaza 2 → 3" in shown
    assert "Cognición 4 → 2" in shown


def test_odds_and_forecast() -> None:
    odds = FragOdds({Outcome.SUCCESS: Fraction(163, 216), Outcome.FAILURE: Fraction(53, 216)},
                    Fraction(91, 216))
    shown = text(odds)
    assert "163/216" in shown
    assert "Al menos un presagio: 42.13% (91/216)" in shown
    forecast = Forecast(3, 0, 5)
    assert forecast.outcomes == odds.outcomes
    assert forecast.omen_at_least_one == Fraction(91, 216)
    assert "3d6 contra 5" in text(forecast)
    assert "163/216" in text(forecast)
    armed = Forecast(4, 1, 6, extra=1)  # a weapon die: 3 dice of the score and 1 more
    assert armed.outcomes == reto_odds(3, 6, extra=1, trait=1)
    assert armed.omen_at_least_one == reto_omen_odds(3, extra=1)


def test_sheet_and_pools() -> None:
    shown = text(SheetView(BARBARA, 2, True))
    assert "Barbara · personaje principal" in shown
    assert "Acción       3/3  Escala +2" in shown
    assert "Superación   5" in shown
    assert "Cualidades   Aristócrata" in shown  # the qualities under their own label
    out = apply_loss(BARBARA, C.INTERACTION, 5).character
    assert "silencio catatónico" in text(out)
    assert "▶" in text(SheetList((BARBARA,), "Barbara", 2))
    assert "Amenaza 7 → 8" in text(ThreatReport(7, 8, True))
    assert "1. Duque  2. Barbara" in text(SceneOrder(("Duque", "Barbara")))
    spend = SpendReport("quality", "Barbara", 4, 3, 2, target="Engreída")
    assert "Barbara activa la cualidad «Engreída»  Superación 4  Amenaza 2 → 3" in text(spend)


def test_rules_panel() -> None:
    assert "Fragmentos · omens" in text(RulesText("omens", "…", system="Fragmentos"))
