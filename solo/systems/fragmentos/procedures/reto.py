"""Guide a reto step by step: odds first, the roll, its presagios, the amenaza, any loss.

With a sheet it also offers what superación buys after a failure: activating a
cualidad to turn it into a success, script protection against a dangerous loss,
and a retry (without superación a retry would only fail again).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import field, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from solo.dice.rng import Rng
from solo.errors import RuleError
from solo.i18n import current_language, t
from solo.journal.entry import action, mechanics
from solo.procedures.steps import Ask, Procedure, Record, RollFor, Show, ask
from solo.procedures.told import told_mark, was_shown
from solo.record import record
from solo.systems.fragmentos.procedures import answers
from solo.systems.fragmentos.procedures.aftermath import (
    OMEN_TABLE,
    Drawer,
    draw_omens,
    offer_quality,
    offer_retry,
    pay_retry,
    settle_loss,
)
from solo.systems.fragmentos.procedures.lines import forced_line, outcome_word, reto_line
from solo.systems.fragmentos.procedures.questions import (
    ask_dangerous,
    ask_score,
    ask_trait,
    ask_weapon,
)
from solo.systems.fragmentos.procedures.tally import Tally
from solo.systems.fragmentos.rules.character import Character
from solo.systems.fragmentos.rules.harm import Harm, check_can_act
from solo.systems.fragmentos.rules.reto import (
    Outcome,
    Reto,
    fail_without_rolling,
    force,
    resolve_reto,
)
from solo.systems.fragmentos.rules.settings import DEFAULT_DIFFICULTY, STARTING_THREAT
from solo.systems.fragmentos.rules.superacion import Use

if TYPE_CHECKING:
    from fractions import Fraction

    from solo.tables.pick import Draw

__all__ = ["OMEN_TABLE", "Drawer", "Forecast", "RetoSummary", "guided_reto"]


@record
class Forecast:
    """The exact odds of a reto about to be rolled: `dice` in all, `extra` of them a weapon's.

    Worked out when first read (the guided reto shows them; a quick one never does)."""

    dice: int
    trait: int
    difficulty: int
    extra: int = 0

    @cached_property
    def outcomes(self) -> dict[Outcome, Fraction]:
        """The chance of each outcome."""
        from solo.systems.fragmentos.rules.odds import reto_odds

        return reto_odds(self.dice - self.extra, self.difficulty, extra=self.extra,
                         trait=self.trait)

    @cached_property
    def omen_at_least_one(self) -> Fraction:
        """The chance of at least one presagio."""
        from solo.systems.fragmentos.rules.odds import reto_omen_odds

        return reto_omen_odds(self.dice - self.extra, extra=self.extra)

    def to_json(self) -> dict[str, Any]:
        """Return the shape of `odds frag`, plus the roll it describes."""
        return {"outcomes": {o.value: p for o, p in self.outcomes.items()},
                "omen_at_least_one": self.omen_at_least_one, "dice": self.dice,
                "trait": self.trait, "difficulty": self.difficulty}


@record
class RetoSummary:
    """How the guided reto ended: the last roll, every presagio, the sheet and the amenaza."""

    reto: Reto
    attempts: int
    omens: tuple[Draw, ...]
    threat_before: int
    threat: int
    character: Character | None = None
    harms: tuple[Harm, ...] = ()
    spent: tuple[Use, ...] = ()
    started: Character | None = field(
        default=None, compare=False, repr=False, metadata={"json": False})
    """The sheet before the reto: the summary says only what changed on it."""
    roll_shown: bool = told_mark()
    """The guided reto already showed its last roll (not printed again)."""

    def told(self, shown: Sequence[object]) -> RetoSummary:
        """This summary, marked when `shown` holds its last roll."""
        return replace(self, roll_shown=was_shown(self.reto, shown))

    def to_json(self) -> dict[str, Any]:
        """The last reto's JSON plus the presagios, the amenaza and the sheet."""
        return {**self.reto.to_json(), "attempts": self.attempts,
                "omen_texts": [dict(d.text) for d in self.omens],
                "threat_before": self.threat_before, "threat": self.threat,
                "losses": [h.loss for h in self.harms], "spent": list(self.spent),
                "out": self.character.out if self.character else None,
                "character": self.character.to_data() if self.character else None}


def guided_reto(rng: Rng, draw: Drawer, *, character: Character | None = None,
                threat: int = STARTING_THREAT, lang: str | None = None, retrying: bool = False,
                protect: bool | None = None) -> Procedure[RetoSummary]:
    """Ask for the reto, show its odds, roll, draw presagios and settle the consequences.

    `retrying`: this reto repeats a failed one, paid with superación (without any, it fails
    without rolling). `protect`: script protection decided beforehand (None: asked).
    """
    lang = lang or current_language()
    check_can_act(character)
    state = Tally(character, threat, protect=protect)
    what = yield Ask("frag.ask.attempt", default="", explain="frag.explain.reto")
    chosen, score = yield from ask_score(character)
    extra = yield from ask_weapon()
    trait_name, trait = yield from ask_trait(character)
    difficulty = yield from ask(Ask("frag.ask.difficulty", default=str(DEFAULT_DIFFICULTY),
                                    explain="frag.explain.difficulty"), answers.difficulty)
    if retrying and (failed := (yield from _retry_first(state, difficulty, what, lang))):
        return RetoSummary(failed, 1, (), threat, threat, character, started=character)
    dangerous = yield from ask_dangerous(state, lang)
    attempts = 0
    while True:
        attempts += 1
        if attempts == 1 and retrying:
            yield from pay_retry(state, lang)
        yield RollFor(character.name if character else t("frag.word.character"),
                      "frag.why.reto", {"dice": score + extra, "difficulty": difficulty},
                      Forecast(score + extra, trait, difficulty, extra))
        reto = resolve_reto(score, difficulty, rng, extra=extra, trait=trait,
                            dangerous=dangerous)
        yield Show(reto)
        yield Record(mechanics(action(what) if what.strip() and attempts == 1 else "",
                               reto_line(reto, lang, trait_name)))
        yield from draw_omens(reto.omens, state, draw, lang)
        if reto.success:
            break
        if (yield from offer_quality(state, lang, loss=reto.loss, chosen=chosen)) is not None:
            reto = force(reto, Outcome.SUCCESS)
            yield Record(mechanics(forced_line(outcome_word(reto, lang))))
            break
        if reto.loss:
            yield from settle_loss(reto.loss, chosen, state, lang)
        next_score = state.character.dice(chosen) if state.character and chosen else score
        if not (yield from offer_retry(state, lang,
                                       _chance(next_score, difficulty, extra, trait))):
            break
        score = next_score
    return RetoSummary(reto, attempts, tuple(state.omens), threat, state.threat,
                       state.character, tuple(state.harms), tuple(state.spent),
                       started=character)


def _chance(score: int, difficulty: int, extra: int, trait: int) -> Callable[[], Fraction]:
    """The chance of success of a retry with `score` dice, worked out when it is offered."""
    from solo.systems.fragmentos.rules.odds import reto_odds

    return lambda: reto_odds(score, difficulty, extra=extra, trait=trait)[Outcome.SUCCESS]


def _retry_first(state: Tally, difficulty: int, what: str, lang: str) -> Procedure[Reto | None]:
    """A retry needs a sheet; without superación it fails again without rolling (returned)."""
    if state.character is None:
        raise RuleError("frag.error.retry_needs_sheet")
    if state.character.superacion >= 1:
        return None
    reto = fail_without_rolling(difficulty)
    yield Show(reto)
    yield Record(mechanics(action(what) if what.strip() else "", reto_line(reto, lang)))
    return reto
