"""Rolling an Action's dice inside a procedure: announced with its odds, Ventaja chosen late.

The roll is announced (`RollFor`: whose dice, why, the exact odds of each grade); with
Ventaja still to be chosen, the first die is rolled, the player sees what +2 and an extra
die would each give with it, and chooses; a natural 1 on the d12 announces its TS PB.

>>> from solo.dice.rng import ScriptedRng
>>> from solo.procedures.steps import run_scripted
>>> from solo.systems.zodiac.rules.request import ActionRequest, Advantage
>>> req = ActionRequest(at=0, cd=7, advantage=Advantage.DIE)
>>> run = run_scripted(roll_main(req, ScriptedRng([5]), "Nia", "zodiac.why.roll", {"cd": 7},
...                              choose_advantage=True), ["+2"])
>>> run.result.total, run.result.grade.value, len(run.rolls)
(7, 'success_benefit', 1)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import cached_property
from typing import TYPE_CHECKING

from solo.dice.rng import D6, Rng
from solo.errors import RuleError
from solo.procedures.steps import Ask, Choice, Procedure, RollFor, Show, ask
from solo.record import record
from solo.systems.zodiac.rules.action import ActionResult, settle
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.reading import choose, final_grade, read
from solo.systems.zodiac.rules.request import (
    ActionRequest,
    Advantage,
    dice_count,
    main_die,
    parse_advantage,
)
from solo.systems.zodiac.rules.simple import simple_from_die, simple_odds

if TYPE_CHECKING:
    from fractions import Fraction


@record
class ActionOdds:
    """The exact chance of each grade of the roll about to be made.

    Counted when first read: a quick command drops the odds unread (issue 16: start-up).
    """

    request: ActionRequest

    @cached_property
    def outcomes(self) -> Mapping[Grade, Fraction]:
        """Each grade's exact chance."""
        from solo.systems.zodiac.rules.odds import action_odds

        return action_odds(self.request)


@record
class AdvantageOdds:
    """With the first die seen: the grade +2 gives, and the chances an extra die gives."""

    first: tuple[int, ...]
    bonus: Mapping[Grade, Fraction]
    die: Mapping[Grade, Fraction]


def odds_of(request: ActionRequest) -> ActionOdds | None:
    """The odds to show before a roll (none for a trivial task: nothing is rolled)."""
    return None if request.trivial else ActionOdds(request)


def _grades(request: ActionRequest, first: tuple[int, ...],
            second: tuple[int, ...] | None) -> dict[Grade, Fraction]:
    """The grades the kept reading leads to, the TS PB after a natural 1 folded in."""
    from fractions import Fraction

    kept = choose(read(first, request), read(second, request) if second else None, request)
    if not kept.needs_ts:
        return {final_grade(kept, request, None): Fraction(1)}
    passed = simple_odds(request.ts_score)
    found = {final_grade(kept, request, True): passed}
    failed = final_grade(kept, request, False)
    found[failed] = found.get(failed, Fraction(0)) + 1 - passed
    return found


def advantage_odds(request: ActionRequest, first: tuple[int, ...]) -> AdvantageOdds:
    """What each way of taking Ventaja would give, the first die being `first`.

    >>> from solo.systems.zodiac.rules.request import ActionRequest
    >>> odds = advantage_odds(ActionRequest(at=0, cd=7), (5,))
    >>> [g.value for g in odds.bonus], odds.die[Grade.SUCCESS_BENEFIT]
    (['success_benefit'], Fraction(1, 12))
    """
    from fractions import Fraction

    bonus = replace(request, advantage=Advantage.BONUS)
    extra = replace(request, advantage=Advantage.DIE)
    die = main_die(extra)
    size = Fraction(1, len(die.faces))
    spread: dict[Grade, Fraction] = {}
    for face in die.faces:
        for grade, chance in _grades(extra, first, (face,)).items():
            spread[grade] = spread.get(grade, Fraction(0)) + chance * size
    return AdvantageOdds(first, _grades(bonus, first, None), spread)


def roll_main(request: ActionRequest, rng: Rng, who: str, why: str,
              params: Mapping[str, object], *, choose_advantage: bool = False,
              ts_rng: Rng | None = None, odds_shown: bool = False) -> Procedure[ActionResult]:
    """Announce and roll an Action; with `choose_advantage`, Ventaja is chosen after one die.

    `odds_shown`: the odds of `request` are on screen already (not shown again with the roll).
    """
    request.check()
    if request.trivial:
        return settle(request, (), None)
    later = (choose_advantage and request.advantage is not Advantage.NONE
             and not request.disadvantage and dice_count(request) == 1)
    first_request = replace(request, advantage=Advantage.NONE) if later else request
    odds = None if odds_shown and first_request == request else odds_of(first_request)
    yield RollFor(who, why, params, odds)
    together = 2 if first_request.extra_die else 1  # Ventaja's extra die known: one roll
    faces = rng.roll(main_die(request), dice_count(request) * together)
    if later:
        yield Show(advantage_odds(request, faces))
        choices = (Choice(Advantage.DIE.value, "zodiac.choice.extra_die"),
                   Choice(Advantage.BONUS.value, "zodiac.choice.plus_two"))
        kind = yield from ask(Ask("zodiac.ask.advantage", choices=choices,  # +2: no more dice
                                  default=Advantage.BONUS.value,
                                  explain="zodiac.explain.advantage"), parse_advantage)
        request = replace(request, advantage=kind).check()
        if request.extra_die:
            yield RollFor(who, "zodiac.why.advantage_die", {})
    if request.extra_die and together == 1:
        faces += rng.roll(main_die(request), dice_count(request))
    try:
        return settle(request, faces, None)
    except RuleError as error:
        if error.key != "zodiac.error.ts_needed":
            raise
    yield RollFor(who, "zodiac.why.ts_pb", {"pb": request.ts_score})
    (face,) = (ts_rng or rng).roll(D6, 1)
    return settle(request, faces, None, ts=simple_from_die(request.ts_score, face))
