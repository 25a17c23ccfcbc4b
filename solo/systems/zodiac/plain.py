"""Zodiac's quick results as plain lines: what `solo zodiac action` and `ts` print, without rich.

The same words as the renderers in `render.py` (a test keeps them equal), without colour.
"""

from __future__ import annotations

from solo.i18n import t
from solo.systems.zodiac.rules.action import ActionResult
from solo.systems.zodiac.rules.notes import result_notes
from solo.systems.zodiac.rules.passive import PassiveResult
from solo.systems.zodiac.rules.reading import Natural
from solo.systems.zodiac.rules.request import ActionRequest, dice_count, main_die
from solo.systems.zodiac.rules.roll_keys import (
    GRADE_KEYS,
    MODE_DICE_KEYS,
    MODIFIER_KEYS,
    NATURAL_KEYS,
)
from solo.systems.zodiac.rules.simple import SimpleRoll
from solo.text import inert, signed


def plain_text(result: object) -> str | None:
    """A quick result's lines, or None: a result this module does not write (rich shows it)."""
    if isinstance(result, ActionResult):
        lines = _action(result)
    elif isinstance(result, PassiveResult):
        lines = [f"{t('zodiac.render.passive', value=result.value, cd=result.cd)}"
                 f"  →  {t(GRADE_KEYS[result.grade])}"]
        if result.convertible:
            lines.append(t("zodiac.render.convertible"))
    elif isinstance(result, SimpleRoll):
        lines = [_simple(result)]
    elif type(result).__name__ in ("ActionOdds", "TsOdds"):
        return _odds(result)
    else:
        return None
    return inert("\n".join(lines))


def dice_label(result: ActionResult) -> str:
    """The dice rolled, as rolled: `1d12`, `2d12` (Ventaja), `1d6` (Minimizada), with the mode.

    >>> from solo.dice.rng import ScriptedRng
    >>> from solo.systems.zodiac.rules.action import roll_action
    >>> from solo.systems.zodiac.rules.request import ActionRequest
    >>> dice_label(roll_action(ActionRequest(0, 7, minimized=True), ScriptedRng([6])))
    '1d6'
    """
    request = result.request
    dice = f"{len(result.dice) or dice_count(request)}{main_die(request).label}"
    return t(MODE_DICE_KEYS[request.mode], dice=dice)


def request_dice(request: ActionRequest) -> str:
    """The dice a request rolls, named with its mode (`1d6` when Minimizada: the odds' title).

    >>> from solo.systems.zodiac.rules.request import ActionRequest
    >>> request_dice(ActionRequest(0, 7, minimized=True)), request_dice(ActionRequest(0, 7))
    ('1d6', '1d12')
    """
    return t(MODE_DICE_KEYS[request.mode], dice=f"{dice_count(request)}{main_die(request).label}")


def _action(result: ActionResult) -> list[str]:
    request = result.request
    if result.trivial:  # nothing was rolled: the grade, and why
        return [t(GRADE_KEYS[result.grade]),
                *(t(key, **params) for key, params in result_notes(result))]
    line = f"{dice_label(result)}  " + "".join(f"[{face}] " for face in result.dice)
    for modifier in result.modifiers:
        if modifier.value:
            line += f"{signed(modifier.value)} ({t(MODIFIER_KEYS[modifier.kind])}) "
    line += (f"{t('zodiac.render.total', total=result.total, cd=result.cd)}"
             f"  →  {t(GRADE_KEYS[result.grade])}")
    lines = [line]
    if result.natural is not Natural.NONE:
        lines.append(t(NATURAL_KEYS[result.natural]))
    lines.extend(t(key, **params) for key, params in result_notes(result))
    if result.ts is not None:
        lines.append(_simple(result.ts))
    if result.convertible:
        lines.append(t("zodiac.render.convertible"))
    if request.mode.value == "character":
        lines.append(t("zodiac.render.pk_spent" if result.pk_spent else "zodiac.render.pk_kept"))
    return lines


def _simple(roll: SimpleRoll) -> str:
    return (f"TS 1d6  [{roll.die}] {signed(roll.score)} "
            f"{t('zodiac.render.ts_total', total=roll.total, target=roll.target)}"
            f"  →  {t('zodiac.ts.passed' if roll.passed else 'zodiac.ts.failed')}")


def _odds(odds: object) -> str:
    """The odds of an Action or a TS about to be rolled, as the renderers show them."""
    from solo.plain_odds import outcome_odds_text
    from solo.systems.zodiac.procedures.announced import TsOdds
    from solo.systems.zodiac.procedures.roll import ActionOdds

    if isinstance(odds, TsOdds):
        title = t("zodiac.odds.ts_again" if odds.again else "zodiac.odds.ts", label=odds.label,
                  score=signed(odds.score))
        return outcome_odds_text([(t("zodiac.ts.passed"), odds.chance),
                                  (t("zodiac.ts.failed"), 1 - odds.chance)], title)
    assert isinstance(odds, ActionOdds)
    request = odds.request
    title = t("zodiac.render.odds_title", at=signed(request.at), cd=request.cd,
              mode=request_dice(request))
    return outcome_odds_text([(t(GRADE_KEYS[g]), p) for g, p in odds.outcomes.items() if p],
                             title)
