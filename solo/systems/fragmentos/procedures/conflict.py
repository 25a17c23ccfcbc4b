"""Guide a conflicto: both sides, the odds, the rolls (ties rerolled), presagios and the loss.

The character (with or without a sheet) faces an opponent (a sheet, or numbers);
a tie goes to the only main character, any other tie is rolled again and shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from solo.dice.rng import Rng
from solo.errors import RuleError
from solo.i18n import current_language, t
from solo.journal.entry import action, consequence, mechanics
from solo.procedures.steps import (
    Ask,
    Choice,
    Message,
    Procedure,
    Progress,
    Record,
    RollFor,
    Show,
    ask,
    name_of,
    named,
)
from solo.procedures.told import told_mark, was_shown
from solo.record import record
from solo.systems.fragmentos.procedures import answers
from solo.systems.fragmentos.procedures.aftermath import (
    Drawer,
    draw_omens,
    offer_quality,
    record_harm,
    settle_loss,
)
from solo.systems.fragmentos.procedures.lines import conflict_lines, forced_line, spending_lines
from solo.systems.fragmentos.procedures.prompts import MINE, THEIRS, Prompts
from solo.systems.fragmentos.procedures.questions import (
    ask_dangerous,
    ask_score,
    ask_trait,
    ask_weapon,
)
from solo.systems.fragmentos.procedures.tally import Tally
from solo.systems.fragmentos.rules.character import Character, Characteristic
from solo.systems.fragmentos.rules.conflict import (
    Conflict,
    Rank,
    Round,
    Side,
    Winner,
    decide,
    force_winner,
    parse_rank,
)
from solo.systems.fragmentos.rules.harm import Harm, apply_loss, check_can_act
from solo.systems.fragmentos.rules.keys import RANK_KEYS, WINNER_KEYS
from solo.systems.fragmentos.rules.odds import conflict_odds, conflict_omen_odds
from solo.systems.fragmentos.rules.pool import roll_pool
from solo.systems.fragmentos.rules.settings import MAX_TIE_REROLLS, STARTING_THREAT
from solo.systems.fragmentos.rules.superacion import Use, protect
from solo.systems.fragmentos.rules.threat import script_protection_allowed

if TYPE_CHECKING:
    from solo.tables.pick import Draw

RANK_CHOICES = tuple(Choice(r.value, RANK_KEYS[r])
                     for r in (Rank.MONSTER, Rank.SECONDARY, Rank.MAIN))


@record
class ConflictForecast:
    """The exact chance of each side winning (rerolled ties included), before the roll."""

    me: Side
    them: Side
    outcomes: dict[Winner, Fraction]
    omen_at_least_one: Fraction
    names: tuple[str, str] = ("", "")

    def to_json(self) -> dict[str, Any]:
        """The shape of `odds frag --vs-score …`."""
        return {"outcomes": {w.value: p for w, p in self.outcomes.items()},
                "omen_at_least_one": self.omen_at_least_one}


@record
class NamedConflict:
    """A conflict just rolled, shown with the names of both sides."""

    conflict: Conflict
    names: tuple[str, str]


@record
class ConflictSummary:
    """How the guided conflict ended, with both names, presagios, the amenaza and the sheets."""

    conflict: Conflict
    names: tuple[str, str]
    omens: tuple[Draw, ...]
    threat_before: int
    threat: int
    character: Character | None = None
    opponent: Character | None = None
    harms: tuple[Harm, ...] = ()
    spent: tuple[Use, ...] = ()
    roll_shown: bool = told_mark()
    """The guided conflict already showed its result (not printed again)."""
    harms_shown: bool = told_mark()
    """The guided conflict already showed each loss."""

    def told(self, shown: Sequence[object]) -> ConflictSummary:
        """This summary, marked with what `shown` already holds."""
        rolled = NamedConflict(self.conflict, self.names)
        return replace(self, roll_shown=was_shown(rolled, shown),
                       harms_shown=all(was_shown(harm, shown) for harm in self.harms))

    def to_json(self) -> dict[str, Any]:
        """The conflict's JSON plus names, omen texts, the amenaza and the losses."""
        return {**self.conflict.to_json(), "name": self.names[0], "vs_name": self.names[1],
                "omen_texts": [dict(d.text) for d in self.omens],
                "threat_before": self.threat_before, "threat": self.threat,
                "losses": [h.loss for h in self.harms], "spent": list(self.spent)}


@record
class _Asked:
    """What the questions about one side answered."""

    side: Side
    characteristic: Characteristic | None
    trait_name: str


def _ask_side(sheet: Character | None, rank: Rank | None, prompts: Prompts) -> Procedure[_Asked]:
    chosen, score = yield from ask_score(sheet, prompts.score)
    extra = yield from ask_weapon(prompts.weapon)
    trait_name, trait = yield from ask_trait(sheet, prompts.trait)
    if rank is None:  # a side without a sheet: its rank settles a tie
        rank = yield from ask(Ask(prompts.rank, choices=RANK_CHOICES,
                                  default=prompts.rank_default, explain="frag.explain.vs_rank"),
                              parse_rank)
    return _Asked(Side(score, trait, extra, rank), chosen, trait_name)


def _ask_rival(character: Character | None,
               rivals: Sequence[Character]) -> Procedure[Character | None]:
    """Offer the sheets in play (not the character, not those out) as the rival, or numbers."""
    able = [r for r in rivals if r.out is None and (character is None or r.name != character.name)]
    if not able:
        return None
    choices = (*(Choice(named(r.name), "frag.choice.rival",
                        {"name": r.name, "rank": t(RANK_KEYS[r.rank])})
                 for r in able), Choice("-", "frag.choice.rival_numbers"))
    read = answers.one_of(name_of(c.value) for c in choices)
    picked = yield from ask(Ask("frag.ask.rival", choices=choices, default=named(able[0].name),
                                explain="frag.explain.rival"),
                            lambda text: read(name_of(text)))
    return next((r for r in able if r.name == picked), None)


def _roll(me: Side, them: Side, names: tuple[str, str], forecast: ConflictForecast, rng: Rng,
          vs_rng: Rng | None, dangerous: bool) -> Procedure[Conflict]:
    """Both sides roll, the character first, each roll announced; a tie rolls again."""
    rounds: list[Round] = []
    for number in range(1, MAX_TIE_REROLLS + 1):
        why = "frag.why.conflict" if number == 1 else "frag.why.tie"
        yield RollFor(names[0], why, {"dice": me.score + me.extra, "rival": names[1]},
                      forecast if number == 1 else None)
        mine = roll_pool(me.score, rng, extra=me.extra, trait=me.trait)
        yield RollFor(names[1], why, {"dice": them.score + them.extra, "rival": names[0]})
        theirs = roll_pool(them.score, vs_rng or rng, extra=them.extra, trait=them.trait)
        rounds.append(Round(mine, theirs))
        winner = decide(mine.total, theirs.total, me.rank, them.rank)
        if winner is not None:
            return Conflict(tuple(rounds), winner, mine.total == theirs.total, dangerous)
    raise RuleError("frag.error.endless_tie", rounds=MAX_TIE_REROLLS)


def _protect_rival(state: Tally, rival: Character, loss: int,
                   lang: str) -> Procedure[Character | None]:
    """Offer script protection to a beaten rival with a sheet (a monster pays from the amenaza);
    return its sheet once paid, or None."""
    if not script_protection_allowed(state.threat, rival.rank):
        return None
    if (state.threat if rival.rank is Rank.MONSTER else rival.superacion) < 1:
        return None
    shield = yield from ask(Ask("frag.ask.protection_rival",
                                {"name": rival.name, "loss": loss},
                                answers.YES_NO_CHOICES, default="no",
                                explain="frag.explain.protection_rival"), answers.yes_no)
    if not shield:
        return None
    done = protect(rival, state.threat)
    yield Record(mechanics(consequence(t("frag.journal.use.protect", lang, name=rival.name)),
                           *spending_lines(rival, done.character, state.threat, done.threat,
                                           lang)))
    state.threat = done.threat
    yield Progress(state.settled())
    return done.character


def guided_conflict(rng: Rng, draw: Drawer, *, character: Character | None = None,
                    opponent: Character | None = None, threat: int = STARTING_THREAT,
                    lang: str | None = None, rank: Rank | None = None,
                    vs_rng: Rng | None = None,
                    protect: bool | None = None,
                    rivals: Sequence[Character] = ()) -> Procedure[ConflictSummary]:
    """Ask for both sides, show the odds, roll until someone wins and settle what follows.

    `rank` is the character's without a sheet (None: asked); `vs_rng` rolls the opponent's
    dice (typed apart); `protect` is script protection decided beforehand (None: asked);
    without an `opponent`, the sheets in play (`rivals`) are offered by name and rank.
    """
    lang = lang or current_language()
    check_can_act(character)
    check_can_act(opponent)
    state = Tally(character, threat, protect=protect)
    if opponent is None:
        opponent = yield from _ask_rival(character, rivals)
    names = (character.name if character else t("frag.word.character"),
             opponent.name if opponent else t("frag.word.opponent"))
    what = yield Ask("frag.ask.attempt", default="", explain="frag.explain.conflict")
    mine = yield from _ask_side(character, character.rank if character else rank, MINE)
    theirs = yield from _ask_side(opponent, opponent.rank if opponent else None, THEIRS)
    dangerous = yield from ask_dangerous(state, lang, conflict=True,
                                         against_monster=Rank.MONSTER in (mine.side.rank,
                                                                          theirs.side.rank))
    forecast = ConflictForecast(mine.side, theirs.side, conflict_odds(mine.side, theirs.side),
                                conflict_omen_odds(mine.side, theirs.side), names)
    conflict = yield from _roll(mine.side, theirs.side, names, forecast, rng, vs_rng,
                                dangerous)
    yield Show(NamedConflict(conflict, names))
    yield Record(mechanics(action(what) if what.strip() else "",
                           *conflict_lines(conflict, lang, *names,
                                           traits=(mine.trait_name, theirs.trait_name))))
    yield from draw_omens(conflict.threat_omens, state, draw, lang)
    if conflict.winner is Winner.OPPONENT:
        turns = (Message(WINNER_KEYS[Winner.OPPONENT], {"name": names[1]}),
                 Message(WINNER_KEYS[Winner.CHARACTER], {"name": names[0]}))
        if (yield from offer_quality(state, lang, "frag.ask.quality_conflict", turns=turns,
                                     loss=conflict.loss, chosen=mine.characteristic,
                                     done_keys=("frag.msg.quality_used_conflict",
                                                "frag.msg.quality_crossed_conflict"),
                                     )) is not None:
            conflict = force_winner(conflict, Winner.CHARACTER)
            yield Record(mechanics(forced_line(t("frag.winner.character", lang,
                                                 name=names[0]))))
    if conflict.loss:
        loser, winner = (names if conflict.loser is Winner.CHARACTER else names[::-1])
        yield Show(Message("frag.msg.conflict_loss" if conflict.loss > 1
                           else "frag.msg.conflict_loss_no_ones", {
            "loser": loser, "winner": winner, "loss": conflict.loss,
            "ones": conflict.loss - 1}, "rule"))
    beaten = opponent
    if conflict.loss and conflict.winner is Winner.OPPONENT:
        yield from settle_loss(conflict.loss, mine.characteristic, state, lang)
    elif conflict.loss and opponent is not None and theirs.characteristic is not None:
        shielded = yield from _protect_rival(state, opponent, conflict.loss, lang)
        harm = apply_loss(shielded or opponent, theirs.characteristic, conflict.loss,
                          protected=shielded is not None)
        beaten = harm.character
        yield from record_harm(harm, state, lang)
    return ConflictSummary(conflict, names, tuple(state.omens), threat, state.threat,
                           state.character, beaten, tuple(state.harms), tuple(state.spent))
