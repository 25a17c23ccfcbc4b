"""The last TS rolled on its own (`zodiac ts`): kept so that Déjà vu may reroll it once if failed.

Spending 1 PK rerolls a TS just failed; the second result stands, and it cannot be rerolled
again. A TS that failed alone by Estorbo has no die to reroll. When the reroll passes a TS whose
failure had marked its attribute's Estorbo, that mark goes away (the TS did not fail after all).

>>> from solo.dice.rng import ScriptedRng
>>> failed = LastTs("Nia", "TS FUE", 3, 2, estorbo="fue")
>>> again = deja_vu_ts(failed, ScriptedRng([5]))
>>> again.roll.total, again.roll.passed, again.rerolled
(8, True, 2)
>>> sorted(a.value for a in encumbrance_after(again, frozenset({Attribute.FUE, Attribute.AGI})))
['agi']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from solo.dice.rng import D6, Rng
from solo.errors import RuleError
from solo.record import record
from solo.systems.zodiac.rules.scores import Attribute
from solo.systems.zodiac.rules.settings import TS_TARGET
from solo.systems.zodiac.rules.simple import SimpleRoll, simple_from_die


@record
class LastTs:
    """A TS rolled on its own: whose, its label, the score, its die, and what Déjà vu did.

    `die` 0 means it failed alone (Estorbo); `estorbo` is the attribute whose Estorbo its
    failure marked; `rerolled` is the first die once Déjà vu rerolled it.
    """

    pc: str | None
    label: str
    score: int
    die: int
    estorbo: str | None = None
    rerolled: int | None = None

    @property
    def roll(self) -> SimpleRoll:
        """The TS as it stands."""
        if not self.die:
            return SimpleRoll(0, self.score, self.score, TS_TARGET, passed=False, automatic=True)
        return simple_from_die(self.score, self.die)

    def to_data(self) -> dict[str, Any]:
        """Plain data for the campaign."""
        return {"pc": self.pc, "label": self.label, "score": self.score, "die": self.die,
                "estorbo": self.estorbo, "rerolled": self.rerolled}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> LastTs:
        """Read what `to_data` wrote."""
        pc, estorbo, rerolled = data.get("pc"), data.get("estorbo"), data.get("rerolled")
        return cls(str(pc) if pc else None, str(data.get("label") or "TS"),
                   int(data.get("score") or 0), int(data.get("die") or 0),
                   str(estorbo) if estorbo else None,
                   int(rerolled) if isinstance(rerolled, int) else None)


def last_ts(pc: str | None, label: str, roll: SimpleRoll,
            estorbo: Attribute | None = None) -> LastTs:
    """Remember a TS just rolled on its own.

    >>> last_ts("Nia", "TS FUE", simple_from_die(3, 2), Attribute.FUE).estorbo
    'fue'
    """
    return LastTs(pc, label, roll.score, roll.die, estorbo.value if estorbo else None)


def check_rerollable(ts: LastTs) -> LastTs:
    """Return `ts` if Déjà vu may reroll it: rolled, failed, not rerolled yet; else say why.

    >>> try:
    ...     check_rerollable(LastTs("Nia", "TS FUE", 3, 5))
    ... except RuleError as error:
    ...     print(error.key)
    zodiac.error.ts_not_failed
    """
    if ts.rerolled is not None:
        raise RuleError("zodiac.error.ts_rerolled", label=ts.label, die=ts.die)
    if ts.roll.automatic:
        raise RuleError("zodiac.error.ts_alone", label=ts.label)
    if ts.roll.passed:
        raise RuleError("zodiac.error.ts_not_failed")
    return ts


def deja_vu_ts(ts: LastTs, rng: Rng) -> LastTs:
    """Reroll the failed TS (once): the second die is kept, the first remembered."""
    check_rerollable(ts)
    (die,) = rng.roll(D6, 1)
    return replace(ts, die=die, rerolled=ts.die)


def encumbrance_after(ts: LastTs, failed: frozenset[Attribute]) -> frozenset[Attribute]:
    """The PJ's Estorbo failures after the reroll: a passed TS no longer marks its attribute."""
    if ts.estorbo is None or not ts.roll.passed:
        return failed
    return failed - {Attribute(ts.estorbo)}
