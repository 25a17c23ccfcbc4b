"""Rolls outside the guided Action, announced first: a TS, a Déjà vu reroll, the GM's twist.

Each is a `RollFor` (whose dice, why, the exact odds) before its dice are rolled, so that the
odds are on screen first and physical dice are asked for by name ("Tira 1d6 por Nia: TS FUE").

>>> from solo.dice.rng import ScriptedRng
>>> from solo.procedures.steps import run_scripted
>>> from solo.systems.zodiac.rules.scores import Attribute
>>> run = run_scripted(ts_roll(3, Attribute.FUE, "TS FUE", "Nia", frozenset(), ScriptedRng([4]),
...                            encumbered=False), [])
>>> run.result.roll.passed, run.rolls[0].odds.chance
(True, Fraction(1, 2))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from solo.dice.rng import D6, Rng, ScriptedRng
from solo.errors import RuleError
from solo.procedures.steps import Message, Procedure, RollFor, Show
from solo.record import record
from solo.systems.zodiac.rules.action import ActionResult, settle
from solo.systems.zodiac.rules.encumbrance import EncumberedTs, encumbered_ts, fails_alone
from solo.systems.zodiac.rules.grades import RANK, Grade
from solo.systems.zodiac.rules.last_ts import LastTs, check_rerollable, deja_vu_ts
from solo.systems.zodiac.rules.request import main_die
from solo.systems.zodiac.rules.scores import Attribute
from solo.systems.zodiac.rules.simple import simple_from_die, simple_odds
from solo.systems.zodiac.rules.twist import TwistResult, deja_vu_action_ts, gm_twist

if TYPE_CHECKING:
    from fractions import Fraction


@record
class TsOdds:
    """The exact chance a TS passes, shown before its die."""

    label: str
    score: int
    chance: Fraction
    again: bool = False
    """A Déjà vu: the TS is rolled again (its title says so)."""

    def to_json(self) -> dict[str, object]:
        """`{"outcomes": {"passed": …, "failed": …}}`."""
        return {"outcomes": {"passed": self.chance, "failed": 1 - self.chance}}


@record
class GradeOdds:
    """The exact chance of each grade a reroll or the GM's twist can leave.

    `title` is a catalog key formatted with `params`; `pk` is the chance the player earns a PK
    (the GM's twist only).
    """

    title: str
    params: Mapping[str, object]
    outcomes: Mapping[Grade, Fraction]
    pk: Fraction | None = None
    pk_spare: bool = False
    """The PJ holds 7 PK: the PK the twist pays would be spare, for another PJ."""

    def to_json(self) -> dict[str, object]:
        """`{"outcomes": {grade: chance}}`, and `pk` for the twist."""
        data: dict[str, object] = {"outcomes": {g.value: p for g, p in self.outcomes.items()}}
        if self.pk is not None:
            data["pk"] = self.pk
        return data


def ts_roll(score: int, target: object, label: str, who: str, failed: frozenset[Attribute],
            rng: Rng, *, encumbered: bool) -> Procedure[EncumberedTs]:
    """Announce and roll a TS; one its attribute's Estorbo already failed fails with no die."""
    if fails_alone(target, failed):
        yield Show(Message("zodiac.msg.ts_fails_alone", {"name": who, "score": label},
                           "warning"))
        return encumbered_ts(score, target, failed, rng, encumbered=encumbered)
    yield RollFor(who, "zodiac.why.ts", {"label": label}, TsOdds(label, score, simple_odds(score)))
    done = encumbered_ts(score, target, failed, rng, encumbered=encumbered)
    if done.failed != failed:
        yield Show(Message("zodiac.msg.ts_encumbered", {"name": who, "score": label}, "rule"))
    return done


def deja_vu_ts_roll(ts: LastTs, who: str, rng: Rng) -> Procedure[LastTs]:
    """Announce (with its odds) and make a Déjà vu on a TS rolled on its own and failed.

    One that cannot be rerolled (passed, failed alone, already rerolled) is refused at once.

    >>> from solo.procedures.steps import run_scripted
    >>> run = run_scripted(deja_vu_ts_roll(LastTs("Nia", "TS FUE", 3, 2), "Nia",
    ...                                    ScriptedRng([4])), [])
    >>> run.result.roll.passed, run.rolls[0].why, run.rolls[0].odds.chance
    (True, 'zodiac.why.deja_vu_ts_alone', Fraction(1, 2))
    """
    check_rerollable(ts)
    return _reroll_lone_ts(ts, who, rng)


def _reroll_lone_ts(ts: LastTs, who: str, rng: Rng) -> Procedure[LastTs]:
    yield RollFor(who, "zodiac.why.deja_vu_ts_alone", {"label": ts.label},
                  TsOdds(ts.label, ts.score, simple_odds(ts.score), again=True))
    return deja_vu_ts(ts, rng)


def _add(spread: dict[Grade, Fraction], grade: Grade, chance: Fraction) -> None:
    from fractions import Fraction

    spread[grade] = spread.get(grade, Fraction(0)) + chance


def _settled_spread(result: ActionResult, faces: tuple[int, ...]) -> dict[Grade, Fraction]:
    """The grades `faces` leave, a TS PB after a natural 1 folded in with its exact odds."""
    from fractions import Fraction

    try:
        return {settle(result.request, faces, None, shift=result.twist).grade: Fraction(1)}
    except RuleError as error:
        if error.key != "zodiac.error.ts_needed":
            raise
    spread: dict[Grade, Fraction] = {}
    score = result.request.ts_score
    for face in D6.faces:
        ts = simple_from_die(score, face)
        _add(spread, settle(result.request, faces, None, shift=result.twist, ts=ts).grade,
             Fraction(1, D6.size))
    return spread


def reroll_odds(result: ActionResult, index: int) -> GradeOdds:
    """What rerolling die `index` (1-based) can leave, each grade with its exact chance.

    >>> from solo.systems.zodiac.rules.action import roll_action
    >>> from solo.systems.zodiac.rules.request import ActionRequest
    >>> odds = reroll_odds(roll_action(ActionRequest(at=0, cd=7), ScriptedRng([3])), 1)
    >>> odds.outcomes[Grade.SUCCESS_BENEFIT]
    Fraction(1, 12)
    """

    if not 1 <= index <= len(result.dice):
        raise RuleError("zodiac.error.die_number", number=index, count=len(result.dice))
    die = main_die(result.request)
    spread: dict[Grade, Fraction] = {}
    for face in die.faces:
        faces = (*result.dice[:index - 1], face, *result.dice[index:])
        for grade, chance in _settled_spread(result, faces).items():
            _add(spread, grade, chance / len(die.faces))
    return GradeOdds("zodiac.odds.reroll", {"number": index, "die": die.label},
                     _ordered(spread))


def reroll_ts_odds(result: ActionResult) -> GradeOdds:
    """What rerolling the failed TS PB of a natural 1 can leave."""
    from fractions import Fraction

    if result.ts is None:
        raise RuleError("zodiac.error.ts_not_failed")
    spread: dict[Grade, Fraction] = {}
    for face in D6.faces:
        ts = simple_from_die(result.request.ts_score, face)
        _add(spread, settle(result.request, result.dice, None, shift=result.twist, ts=ts).grade,
             Fraction(1, D6.size))
    return GradeOdds("zodiac.odds.reroll_ts", {"pb": result.request.ts_score},
                     _ordered(spread))


def twist_odds(result: ActionResult) -> GradeOdds:
    """What the GM's 2d6 can leave, and the chance the player earns a PK from it.

    >>> from solo.systems.zodiac.rules.action import roll_action
    >>> from solo.systems.zodiac.rules.request import ActionRequest
    >>> odds = twist_odds(roll_action(ActionRequest(at=0, cd=7), ScriptedRng([7])))
    >>> odds.pk
    Fraction(5, 6)
    """
    from fractions import Fraction

    spread: dict[Grade, Fraction] = {}
    pk = Fraction(0)
    for a in D6.faces:
        for b in D6.faces:
            twisted = gm_twist(result, ScriptedRng([a, b]))
            _add(spread, twisted.result.grade, Fraction(1, D6.size ** 2))
            if twisted.pk_gained:
                pk += Fraction(1, D6.size ** 2)
    return GradeOdds("zodiac.odds.twist", {}, _ordered(spread), pk)


def _ordered(spread: Mapping[Grade, Fraction]) -> dict[Grade, Fraction]:
    """Best grade first."""
    return {g: spread[g] for g in sorted(spread, key=lambda g: -RANK[g])}


def deja_vu_roll(result: ActionResult, number: int | None, who: str, rng: Rng,
                 ts_rng: Rng) -> Procedure[ActionResult]:
    """Announce and make a Déjà vu: die `number` again, or (None) the failed TS PB again.

    A wrong die number, or no failed TS to reroll, is refused at once (before any step).
    """
    if number is None:
        odds = reroll_ts_odds(result)
        return _reroll_ts(result, who, odds, rng)
    return _reroll_die(result, number, who, reroll_odds(result, number), rng, ts_rng)


def _reroll_ts(result: ActionResult, who: str, odds: GradeOdds,
               rng: Rng) -> Procedure[ActionResult]:
    yield RollFor(who, "zodiac.why.deja_vu_ts", {"pb": result.request.ts_score}, odds)
    return deja_vu_action_ts(result, rng)


def _reroll_die(result: ActionResult, number: int, who: str, odds: GradeOdds, rng: Rng,
                ts_rng: Rng) -> Procedure[ActionResult]:
    yield RollFor(who, "zodiac.why.deja_vu", {"number": number}, odds)
    (face,) = rng.roll(main_die(result.request), 1)
    faces = (*result.dice[:number - 1], face, *result.dice[number:])
    try:
        again = settle(result.request, faces, None, shift=result.twist)
    except RuleError as error:
        if error.key != "zodiac.error.ts_needed":
            raise
        yield RollFor(who, "zodiac.why.ts_pb", {"pb": result.request.ts_score})
        (die,) = ts_rng.roll(D6, 1)
        again = settle(result.request, faces, None, shift=result.twist,
                       ts=simple_from_die(result.request.ts_score, die))
    return replace(again, rerolled=(number, result.dice[number - 1]))


def twist_roll(result: ActionResult, gm: str, name: str, rng: Rng, *,
               pk_spare: bool = False) -> Procedure[TwistResult]:
    """Announce and roll the GM's 2d6 on `name`'s Action (refused at once if already used).

    `pk_spare`: the PJ holds the most PK, so the odds say the PK would be spare.
    """
    if result.twist:
        raise RuleError("zodiac.error.gm_twice")
    return _twist(result, gm, name, replace(twist_odds(result), pk_spare=pk_spare), rng)


def _twist(result: ActionResult, gm: str, name: str, odds: GradeOdds,
           rng: Rng) -> Procedure[TwistResult]:
    yield RollFor(gm, "zodiac.why.twist", {"name": name}, odds)
    return gm_twist(result, rng)
