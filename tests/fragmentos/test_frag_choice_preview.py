"""Before Fragmentos asks to spend superación, it shows what a yes would change.

Activating a cualidad: the result before → after, the loss avoided, the cost. Script
protection: the loss avoided and the cost. A retry: its chance of success and the cost.
"""

from __future__ import annotations

import io
from fractions import Fraction
from typing import Any

from rich.console import Console

from solo.i18n import use_language
from solo.procedures.steps import Ask, Message, Show
from solo.render import render
from solo.render.theme import THEME
from solo.systems.fragmentos.procedures.preview import Avoided, ChoicePreview
from solo.systems.fragmentos.rules.character import Characteristic as C
from tests.fragmentos.test_frag_guided_conflict import play as play_conflict
from tests.fragmentos.test_frag_guided_reto import barbara, play

FAILURE, SUCCESS = Message("frag.outcome.failure"), Message("frag.outcome.success")


def _text(item: object, lang: str = "es") -> str:
    out = io.StringIO()
    with use_language(lang):
        Console(file=out, width=200, color_system=None, theme=THEME).print(
            render(item, "fragmentos"))
    return out.getvalue().rstrip("\n")


def _before(run: Any, prompt: str) -> object:
    """What was shown just before the question `prompt`."""
    steps = run.steps
    index = next(i for i, s in enumerate(steps) if isinstance(s, Ask) and s.prompt == prompt)
    shown = steps[index - 1]
    assert isinstance(shown, Show)
    return shown.item


def test_a_cualidad_shows_the_result_it_turns_and_what_it_costs() -> None:
    run = play(["Intimidar al cochero", "interaccion", "0", "-", "5", "no", "Engreída"], [2, 3],
               barbara())
    preview = _before(run, "frag.ask.quality")
    assert preview == ChoicePreview((5, 4), (2, 3), (FAILURE, SUCCESS))
    assert _text(preview) == "Si dices que sí: Fracaso → Éxito · superación 5 → 4 · amenaza 2 → 3"
    assert _text(preview, "en") == ("If you say yes: Failure → Success · Overcoming 5 → 4 · "
                                    "threat 2 → 3")


def test_without_superacion_the_cualidad_is_crossed_out() -> None:
    run = play(["", "interaccion", "0", "-", "5", "no", "Engreída"], [2, 3], barbara(points=0))
    preview = _before(run, "frag.ask.quality")
    assert preview == ChoicePreview((0, 0), (2, 2), (FAILURE, SUCCESS), crossed_out=True)
    assert _text(preview) == ("Si dices que sí: Fracaso → Éxito · tachas esa cualidad "
                              "(no te queda superación)")


def test_a_dangerous_failure_shows_the_loss_each_choice_avoids_and_the_retrys_chance() -> None:
    # 4d6 [1 2 3 5] against 9, dangerous: Cognición 4 would drop 2 (one for the 1).
    run = play(["", "cognicion", "0", "-", "9", "si", "-", "si", "no"], [1, 2, 3, 5, 7],
               barbara())
    avoided = Avoided(C.COGNITION, 2, 4, 2, out=False)
    quality = _before(run, "frag.ask.quality")
    assert quality == ChoicePreview((5, 4), (2, 3), (FAILURE, SUCCESS), avoided)
    protection = _before(run, "frag.ask.protection")
    assert protection == ChoicePreview((5, 4), (2, 3), avoided=avoided)
    assert _text(protection) == ("Si dices que sí: Cognición se queda en 4 en vez de bajar 2 a 2"
                                 " · superación 5 → 4 · amenaza 2 → 3")
    retry = _before(run, "frag.ask.retry")       # protected: 4 dice again, against 9
    assert retry == ChoicePreview((4, 3), (3, 4), chance=Fraction(1, 1296))
    assert _text(retry, "en") == ("If you say yes: <0.5% chance of success on the retry · "
                                  "Overcoming 4 → 3 · threat 3 → 4")


def test_a_loss_that_would_take_the_character_out_says_so() -> None:
    run = play(["", "cognicion", "0", "-", "9", "si", "-", "no"], [1, 1, 7, 8],
               barbara(cognition=2))             # two 1s: 3 points off a Cognición of 2
    preview = _before(run, "frag.ask.protection")
    assert isinstance(preview, ChoicePreview) and preview.avoided is not None
    assert preview.avoided == Avoided(C.COGNITION, 3, 2, 0, out=True)
    assert "y dejarte fuera de la historia" in _text(preview)


def test_a_lost_conflict_shows_who_would_win_instead() -> None:
    run = play_conflict(["", "interaccion", "+0", "-", "3", "+0", "0", "secondary", "no",
                         "Engreída"], [2, 3, 5, 6, 2])
    preview = _before(run, "frag.ask.quality_conflict")
    assert _text(preview) == ("Si dices que sí: gana Rival → gana Barbara · superación 5 → 4 · "
                              "amenaza 2 → 3")
