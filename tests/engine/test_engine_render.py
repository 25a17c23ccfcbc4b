"""The engine's renderers, into an 80-column string console."""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console

from solo.dice.rng import ScriptedRng
from solo.engine.commands.lists import ListView, PendingView
from solo.engine.commands.main import OracleReply, TensionInfo, why
from solo.engine.oracle.chances import odds_matrix, oracle_odds
from solo.engine.oracle.consult import consult
from solo.engine.oracle.levels import Likelihood
from solo.engine.oracle.spec import OracleSpec
from solo.engine.procedures.event import random_event
from solo.engine.rules.lists import ListKind
from solo.engine.rules.pending import PendingKind
from solo.engine.rules.state import EngineState
from solo.i18n import use_language
from solo.render import render


def text_of(item: object, lang: str = "es") -> str:
    console = Console(file=io.StringIO(), width=80, color_system=None)
    with use_language(lang):
        console.print(render(item, "engine"))
    output = console.file.getvalue()  # type: ignore[attr-defined]
    assert all(len(line) <= 80 for line in output.splitlines())
    return output


def test_oracle_reply_shows_dice_answer_and_why(fate_oracle: OracleSpec) -> None:
    result = consult(fate_oracle, Likelihood.LIKELY, ScriptedRng([1, 0, 1, -1]), question="¿Sí?")
    out = text_of(OracleReply(result, why(fate_oracle, result, "es"), None))
    assert "? ¿Sí?  (Probable)" in out
    assert "[+] [0] [+] [−]" in out and "Sí" in out
    assert "suman +1; +1 por la probabilidad da +2" in out


def test_tie_explains_the_extra_die(fate_oracle: OracleSpec) -> None:
    result = consult(fate_oracle, Likelihood.EVEN, ScriptedRng([1, -1, 0, 0, 0, 1]))
    explanation = why(fate_oracle, result, "en")
    assert explanation == "Total 0: a tie. The tie-breaking dF showed + (roll 2): Yes, but…"
    assert "Yes, but" in text_of(OracleReply(result, explanation, None), "en")


def test_oracle_reply_with_an_event(fate_oracle: OracleSpec, library: Any) -> None:
    result = consult(fate_oracle, Likelihood.EVEN, ScriptedRng([1, 1, 1, 1]))
    event = random_event(library, ScriptedRng([75, 1, 1]), EngineState())
    out = text_of(OracleReply(result, why(fate_oracle, result), event))
    assert "¡Suceso aleatorio!" in out and "A favor del PJ" in out and "Abandonar" in out


def test_matrix_fits_and_names_every_level(fate_oracle: OracleSpec) -> None:
    out = text_of(odds_matrix(fate_oracle), "en")
    for name in ("Almost impossible", "50/50", "Almost certain", "Any yes"):
        assert name in out
    assert "6.17% of the time (5/81)" in out


def test_odds_view(d6_oracle: OracleSpec) -> None:
    out = text_of(oracle_odds(d6_oracle, Likelihood.EVEN, 5))
    assert "1/6" in out and "Algún sí: 50.00%" in out and "(1/12)" in out


def test_lists_pending_and_tension() -> None:
    npcs = EngineState().npcs.add("Mayordomo").add("Cocinera", 2)
    out = text_of(ListView(ListKind.NPC, "roll", npcs.entries, npcs.entries[1], "1d3", 3))
    assert "Mayordomo" in out and "●●" in out and "1d3=3 → Cocinera" in out
    assert "Aún no hay hilos" in text_of(ListView(ListKind.THREAD, "list", ()))
    queue, item = EngineState().pending.add(PendingKind.PRESAGIO, "Un cuervo", "fragmentos", 2)
    out = text_of(PendingView("add", queue.open_items, item))
    assert "Pendiente #1 añadido" in out and "presagio" in out and "Fragmentos S2" in out
    assert "Nada pendiente" in text_of(PendingView("list", ()))
    queue, _ = queue.add(PendingKind.COMPLICATION, "Se rompe la cuerda", "tricube")
    queue, _ = queue.add(PendingKind.COMPLICATION, "Llueve", "player")
    queue, _ = queue.add(PendingKind.COMPLICATION, "Cara", "coin")
    out = text_of(PendingView("list", queue.open_items), "en")
    # each system names itself (its catalog's `source`); the player is "you"; others as stored
    sources = [line.split()[-1] for line in out.splitlines()[2:]]
    assert sources == ["Tricube", "you", "coin"] and "Fragmentos S2" in out
    assert "●●●●●●○○○ 6  (5 → 6)" in text_of(TensionInfo(6, 5))
