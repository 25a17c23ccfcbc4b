"""Helpers the Zodiac procedures share: answers, table draws and journal lines.

>>> parse_yes_no("Sí"), parse_yes_no("n")
(True, False)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from solo.errors import InputError
from solo.i18n import t
from solo.journal.entry import expression, faces_shown, outcome, roll_line
from solo.procedures.answers import read_yes_no
from solo.procedures.steps import Choice
from solo.systems.zodiac.rules.action import ActionResult
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.notes import result_notes
from solo.systems.zodiac.rules.reading import Natural
from solo.systems.zodiac.rules.request import dice_count, main_die
from solo.systems.zodiac.rules.roll_keys import GRADE_KEYS, NATURAL_KEYS
from solo.systems.zodiac.rules.simple import SimpleRoll
from solo.text import one_line

if TYPE_CHECKING:
    from solo.tables.pick import DrawLike

Drawer: TypeAlias = Callable[[str], "DrawLike"]

YES_NO = (Choice("si", "zodiac.choice.yes"), Choice("no", "zodiac.choice.no"))


def parse_yes_no(text: str) -> bool:
    """Read a yes/no answer in either language."""
    return read_yes_no(text, "zodiac.error.yes_no", text=text)


def parse_text(text: str) -> str:
    """Return the answer on one line, refusing an empty one.

    >>> parse_text("  Nia   la  roja ")
    'Nia   la  roja'
    """
    cleaned = one_line(text)
    if not cleaned:
        raise InputError("zodiac.error.empty_answer")
    return cleaned


def grade_label(result: ActionResult | str, lang: str | None = None) -> str:
    """Return the grade's name, e.g. `Éxito+Beneficio`."""
    grade = result.grade if isinstance(result, ActionResult) else result
    return t(GRADE_KEYS[Grade(grade)], lang)


def action_roll_line(result: ActionResult, lang: str | None = None) -> str:
    """Return the Lonelog `d:` line of an Action roll.

    >>> from solo.dice.rng import ScriptedRng
    >>> from solo.systems.zodiac.rules.action import roll_action
    >>> from solo.systems.zodiac.rules.request import ActionRequest, Advantage
    >>> r = roll_action(ActionRequest(-1, 7, advantage=Advantage.DIE), ScriptedRng([12, 8]))
    >>> action_roll_line(r, "es")
    'd: 2d12kl1-1=7 (12 8) vs TN 7 -> Éxito+Beneficio'

    A trivial action rolls nothing: its grade alone, `-> Éxito (…)`.
    """
    request = result.request
    notes = [t(NATURAL_KEYS[result.natural], lang)] if result.natural is not Natural.NONE else []
    notes += [t(key, lang, **params) for key, params in result_notes(result)]
    grade = grade_label(result, lang) + (f" ({'; '.join(notes)})" if notes else "")
    if result.trivial:
        return outcome(grade)
    count = dice_count(request) * (2 if request.extra_die else 1)
    dice = f"{count}{main_die(request).label}"
    if len(result.dice) != len(result.kept):
        highest = sorted(result.dice, reverse=True)[:len(result.kept)]
        keep = "kh" if sorted(result.kept, reverse=True) == highest else "kl"
        dice += f"{keep}{len(result.kept)}"
    return roll_line(expression(dice, *(m.value for m in result.modifiers)), result.total,
                     faces=faces_shown(tuple(result.dice)), target=result.cd, outcome=grade)


def ts_roll_line(roll: SimpleRoll, label: str, lang: str | None = None,
                 note: str | None = None) -> str:
    """Return the `d:` line of a TS.

    >>> from solo.systems.zodiac.rules.simple import simple_from_die
    >>> ts_roll_line(simple_from_die(3, 3), "TS PB", "es")
    'd: TS PB 1d6+3=6 (3) vs TN 7 -> Fallada'

    One that fails alone (its attribute's Estorbo already failed a TS this scene) has no die:

    >>> from solo.systems.zodiac.rules.simple import simple_roll
    >>> from solo.dice.rng import ScriptedRng
    >>> ts_roll_line(simple_roll(3, ScriptedRng([]), auto_fail=True), "TS FUE", "es")
    '-> TS FUE: Fallada (sola, por el Estorbo)'

    A TS rerolled by Déjà vu says so (`note`):

    >>> ts_roll_line(simple_from_die(3, 5), "TS FUE", "es", note="Deja Vu: 2 → 5")
    'd: TS FUE 1d6+3=8 (5) vs TN 7 -> Superada (Deja Vu: 2 → 5)'
    """
    passed = t("zodiac.ts.passed" if roll.passed else "zodiac.ts.failed", lang)
    if roll.automatic:
        return outcome(f"{label}: {passed} ({t('zodiac.ts.alone', lang)})")
    return roll_line(expression("1d6", roll.score), roll.total, faces=str(roll.die), label=label,
                     target=roll.target, outcome=passed + (f" ({note})" if note else ""))
