"""The Fate renderers, into a plain string console."""

from __future__ import annotations

import io
from fractions import Fraction

import pytest
from rich.console import Console

from solo.commands.rules_help import RulesText
from solo.i18n import use_language
from solo.render import render
from solo.render.theme import THEME
from solo.systems.fate.commands.main import DeckView, Ladder
from solo.systems.fate.commands.pc import PointsChange, Roster, SceneAspects
from solo.systems.fate.odds import FateOdds
from solo.systems.fate.procedures.recover import Recovery
from solo.systems.fate.rules.actions import Action
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.aspects import boost
from solo.systems.fate.rules.character import new_fae
from solo.systems.fate.rules.contest import score_exchange
from solo.systems.fate.rules.odds import dice_distribution, outcome_odds
from solo.systems.fate.rules.resolve import resolve_faces


def _text(item: object) -> str:
    out = io.StringIO()
    with use_language("es"):
        Console(file=out, width=100, color_system=None, theme=THEME).print(render(item, "fate"))
    return out.getvalue()


NIA = new_fae("Nia", "Ladrona de trenes", "Debo dinero", approaches=PRESETS["ladron"])


@pytest.mark.parametrize(("item", "words"), [
    (resolve_faces((1, 0, -1, 1), 3, 2), ["[+] [0] [−] [+]", "+4", "+2 Bueno", "Éxito (2)"]),
    (resolve_faces((0, 0, 0, 0), 4, 0, action=Action.ATTACK), ["Éxito con estilo", "Impactas"]),
    (NIA, ["Nia", "Furtivo +3", "[1][2][3]", "Leve (2)"]),
    (Ladder(((8, "Legendario"), (0, "Mediocre"))), ["+8", "Legendario"]),
    (DeckView(81, dice_distribution()), ["81", "19/81"]),
    (RulesText("stress", "Texto de prueba"), ["Texto de prueba"]),
    (Roster((NIA,), "Nia"), ["▶", "Nia", "PF 3"]),
    (SceneAspects((boost("Humo"),), None), ["Humo", "impulso"]),
    (PointsChange("Nia", 3, 4, "compel"), ["Nia: 3 → 4 PF"]),
    (score_exchange({"Nia": 5, "Guardia": 2}), ["Nia +2"]),
    (FateOdds(2, 1, False, outcome_odds(2, 1)), ["Empate", "16/81"]),
    (Recovery(None, True, NIA), ["empieza a sanar"]),
])
def test_renders(item: object, words: list[str]) -> None:
    text = _text(item)
    for word in words:
        assert word in text


def test_odds_preview_renders_as_a_table() -> None:
    from solo.systems.fate.procedures.do import OddsPreview

    text = _text(OddsPreview(0, 0, False, {k: Fraction(v) for k, v in outcome_odds(0, 0).items()}))
    assert "Éxito con estilo" in text
