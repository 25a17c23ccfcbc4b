"""Guide a reto step by step: odds first, the roll, its presagios, the amenaza, any loss.

With a sheet it also offers what superación buys after a failure: activating a
cualidad to turn it into a success, script protection against a dangerous loss,
and a retry (without superación a retry would only fail again).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from solo.dice.rng import Rng
from solo.i18n import current_language, t
from solo.journal.entry import action, mechanics
from solo.procedures.fragmentos import answers
from solo.procedures.fragmentos.lines import harm_line, omen_line, reto_line, threat_line
from solo.procedures.steps import Ask, Choice, Message, Procedure, Record, Show, ask
from solo.rules.fragmentos.character import Character, Characteristic
from solo.rules.fragmentos.harm import Harm, apply_loss
from solo.rules.fragmentos.odds import reto_odds, reto_omen_odds
from solo.rules.fragmentos.reto import Outcome, Reto, force, resolve_reto
from solo.rules.fragmentos.settings import (
    EXTRA_DICE_RANGE,
    MONSTER_SCORE_RANGE,
    MONSTER_TRAIT_RANGE,
    STARTING_THREAT,
)
from solo.rules.fragmentos.superacion import Use, activate_quality, protect, spend
from solo.rules.fragmentos.threat import (
    after_omens,
    after_out,
    pay_for_danger,
    script_protection_allowed,
)
from solo.tables.pick import Draw

OMEN_TABLE = "fragmentos/presagios"
Drawer = Callable[[str], Draw]


@dataclass(frozen=True)
class Forecast:
    """The exact odds of a reto about to be rolled."""

    dice: int
    trait: int
    difficulty: int
    outcomes: dict[Outcome, Fraction]
    omen_at_least_one: Fraction

    def to_json(self) -> dict[str, Any]:
        """Return the shape of `odds frag`, plus the roll it describes."""
        return {"outcomes": {o.value: p for o, p in self.outcomes.items()},
                "omen_at_least_one": self.omen_at_least_one, "dice": self.dice,
                "trait": self.trait, "difficulty": self.difficulty}


@dataclass(frozen=True)
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

    def to_json(self) -> dict[str, Any]:
        """The last reto's JSON plus the presagios, the amenaza and the sheet."""
        return {**self.reto.to_json(), "attempts": self.attempts,
                "omen_texts": [dict(d.text) for d in self.omens],
                "threat_before": self.threat_before, "threat": self.threat,
                "losses": [h.loss for h in self.harms], "spent": list(self.spent),
                "out": self.character.out if self.character else None,
                "character": self.character.to_data() if self.character else None}


@dataclass
class _State:
    """What changes while the procedure runs (kept local to one run)."""

    character: Character | None
    threat: int
    omens: list[Draw]
    harms: list[Harm]
    spent: list[Use]


def guided_reto(rng: Rng, draw: Drawer, *, character: Character | None = None,
                threat: int = STARTING_THREAT, lang: str | None = None) -> Procedure[RetoSummary]:
    """Ask for the reto, show its odds, roll, draw presagios and settle the consequences."""
    lang = lang or current_language()
    state = _State(character, threat, [], [], [])
    what = yield Ask("frag.ask.attempt", default="", explain="frag.explain.reto")
    chosen, score = yield from _ask_score(character)
    extra = yield from ask(Ask("frag.ask.weapon", choices=tuple(
        Choice(f"+{n}", f"frag.weapon.{n}") for n in EXTRA_DICE_RANGE), default="+0",
        explain="frag.explain.weapon"), answers.number_in(0, EXTRA_DICE_RANGE.stop - 1))
    trait_name, trait = yield from _ask_trait(character)
    difficulty = yield from ask(Ask("frag.ask.difficulty", explain="frag.explain.difficulty"),
                                answers.number_in(1))
    dangerous = yield from _ask_dangerous(state, lang)
    attempts = 0
    while True:
        attempts += 1
        yield Show(Forecast(score + extra, trait, difficulty,
                            reto_odds(score, difficulty, extra=extra, trait=trait),
                            reto_omen_odds(score, extra=extra)))
        reto = resolve_reto(score, difficulty, rng, extra=extra, trait=trait,
                            dangerous=dangerous)
        yield Show(reto)
        yield Record(mechanics(action(what) if what.strip() and attempts == 1 else "",
                               reto_line(reto, lang, trait_name)))
        yield from _omens(reto.omens, state, draw, lang)
        if reto.success:
            break
        reto = yield from _offer_quality(reto, state, lang)
        if reto.success:
            break
        if reto.loss:
            yield from _settle_loss(reto.loss, chosen, state, lang)
        if not (yield from _offer_retry(state)):
            break
        score = state.character.dice(chosen) if state.character and chosen else score
    return RetoSummary(reto, attempts, tuple(state.omens), threat, state.threat,
                       state.character, tuple(state.harms), tuple(state.spent))


def _ask_score(character: Character | None) -> Procedure[tuple[Characteristic | None, int]]:
    if character is None:
        score = yield from ask(Ask("frag.ask.score", explain="frag.explain.score"),
                               answers.number_in(MONSTER_SCORE_RANGE.start,
                                                 MONSTER_SCORE_RANGE.stop - 1))
        return None, score
    choices = tuple(Choice(ch.value, f"frag.characteristic.{ch.value}") for ch in Characteristic)
    scores = {ch.value: character.dice(ch) for ch in Characteristic}
    chosen = yield from ask(Ask("frag.ask.characteristic", {"name": character.name, **scores},
                                choices, explain="frag.explain.score"), answers.characteristic)
    return chosen, character.dice(chosen)


def _ask_trait(character: Character | None) -> Procedure[tuple[str, int]]:
    if character is None or not character.traits:
        bonus = yield from ask(Ask("frag.ask.trait_bonus", default="0",
                                   explain="frag.explain.trait"),
                               answers.number_in(0, MONSTER_TRAIT_RANGE.stop - 1))
        return "", bonus
    choices = (Choice("-", "frag.choice.no_trait"), *(
        Choice(tr.name, "frag.choice.trait", {"name": tr.name, "bonus": tr.bonus})
        for tr in sorted(character.traits, key=lambda tr: -tr.bonus)))
    picked = yield from ask(Ask("frag.ask.trait", choices=choices, default="-",
                                explain="frag.explain.trait"),
                            answers.one_of(c.value for c in choices))
    found = character.trait(picked)
    return (found.name, found.bonus) if found else ("", 0)


def _ask_dangerous(state: _State, lang: str) -> Procedure[bool]:
    def read(text: str) -> bool:
        dangerous = answers.yes_no(text)
        if dangerous:
            pay_for_danger(state.threat, against_monster=False)
        return dangerous

    dangerous = yield from ask(Ask("frag.ask.dangerous", choices=answers.YES_NO_CHOICES,
                                   default="no", explain="frag.explain.dangerous"), read)
    paid = pay_for_danger(state.threat, against_monster=False) if dangerous else state.threat
    if paid != state.threat:
        yield Show(Message("frag.msg.danger_paid", {"before": state.threat, "after": paid},
                           "rule"))
        yield Record(mechanics(threat_line(state.threat, paid, lang)))
        state.threat = paid
    return dangerous


def _omens(count: int, state: _State, draw: Drawer, lang: str) -> Procedure[None]:
    for _ in range(count):
        omen = draw(OMEN_TABLE)
        state.omens.append(omen)
        yield Show(omen)
        yield Record(mechanics(omen_line(omen, lang)))
    risen = after_omens(state.threat, count)
    if risen != state.threat:
        yield Show(Message("frag.msg.threat_rises", {"before": state.threat, "after": risen,
                                                      "omens": count}, "warning"))
        yield Record(mechanics(threat_line(state.threat, risen, lang)))
        state.threat = risen


def _offer_quality(reto: Reto, state: _State, lang: str) -> Procedure[Reto]:
    sheet = state.character
    if sheet is None or not sheet.qualities.usable:
        return reto
    choices = (Choice("-", "frag.choice.no_quality"),
               *(Choice(q, "frag.choice.quality", {"name": q}) for q in sheet.qualities.usable))
    picked = yield from ask(Ask("frag.ask.quality", {"points": sheet.superacion}, choices,
                                default="-", explain="frag.explain.quality"),
                            answers.one_of(c.value for c in choices))
    if picked == "-":
        return reto
    done = activate_quality(sheet, state.threat, picked, owner=sheet)
    forced = force(reto, Outcome.SUCCESS)
    key = "frag.msg.quality_crossed" if done.crossed_out else "frag.msg.quality_used"
    yield Show(Message(key, {"name": picked, "before": state.threat, "after": done.threat}))
    yield Record(mechanics(reto_line(forced, lang), threat_line(state.threat, done.threat, lang)
                           if done.threat != state.threat else ""))
    state.character, state.threat = done.character, done.threat
    state.spent.append(Use.ACTIVATE_QUALITY)
    return forced


def _settle_loss(loss: int, chosen: Characteristic | None, state: _State,
                 lang: str) -> Procedure[None]:
    sheet = state.character
    if sheet is None or chosen is None:
        yield Show(Message("frag.msg.loss", {"loss": loss}, "warning"))
        return
    protected = False
    if not script_protection_allowed(state.threat, sheet.rank):
        yield Show(Message("frag.msg.no_protection", {"level": state.threat}, "rule"))
    elif sheet.superacion > 0:
        protected = yield from ask(Ask("frag.ask.protection", {"loss": loss,
                                                               "points": sheet.superacion},
                                       answers.YES_NO_CHOICES, default="no",
                                       explain="frag.explain.protection"), answers.yes_no)
    if protected:
        done = protect(sheet, state.threat)
        state.character, state.threat = done.character, done.threat
        state.spent.append(Use.SCRIPT_PROTECTION)
    harm = apply_loss(state.character or sheet, chosen, loss, protected=protected)
    state.character = harm.character
    state.harms.append(harm)
    yield Show(harm)
    out = (f"frag.out.{harm.out.value}",) if harm.out else ()
    risen = after_out(state.threat, out=bool(out), rank=sheet.rank)
    yield Record(mechanics(harm_line(harm, lang), *(
        "=> " + t(key, lang, name=sheet.name) for key in out),
        threat_line(state.threat, risen, lang) if risen != state.threat else ""))
    state.threat = risen
    for key in out:
        yield Show(Message(key, {"name": sheet.name}, "warning"))


def _offer_retry(state: _State) -> Procedure[bool]:
    sheet = state.character
    if sheet is None or sheet.out is not None:
        return False
    if sheet.superacion < 1:
        yield Show(Message("frag.msg.no_retry", {"name": sheet.name}, "rule"))
        return False
    again = yield from ask(Ask("frag.ask.retry", {"points": sheet.superacion},
                               answers.YES_NO_CHOICES, default="no",
                               explain="frag.explain.retry"), answers.yes_no)
    if again:
        done = spend(sheet, state.threat, Use.RETRY)
        state.character, state.threat = done.character, done.threat
        state.spent.append(Use.RETRY)
    return again
