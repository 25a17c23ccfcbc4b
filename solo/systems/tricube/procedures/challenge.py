"""Walk a player through one Tricube challenge, from the dice count to its price.

Questions already answered by the caller (dice, difficulty, quirk, Karma,
cost) are skipped, so the same generator serves the guided and the quick
command. Dice come from the `rng` passed in: typed faces or the program's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import field, replace
from functools import partial
from typing import TYPE_CHECKING, Any, TypeAlias

from solo.dice.rng import Rng
from solo.i18n import current_language, t
from solo.journal.entry import action, mechanics, table_line
from solo.procedures.steps import (
    Ask,
    Choice,
    Message,
    Procedure,
    Record,
    RollFor,
    Show,
    ask,
    name_of,
    named,
)
from solo.procedures.told import told_mark, was_shown
from solo.record import record
from solo.systems.tricube.procedures import answers, price
from solo.systems.tricube.procedures.chances import share
from solo.systems.tricube.procedures.effort import ask_effort
from solo.systems.tricube.procedures.journal import character_tag, effort_text, roll_text
from solo.systems.tricube.procedures.names import OUTCOME_NAME, TRAIT_NAME
from solo.systems.tricube.rules import character as pc
from solo.systems.tricube.rules.challenge import (
    ChallengeResult,
    Outcome,
    QuirkReward,
    roll,
    spend_karma,
    with_complication,
)
from solo.systems.tricube.rules.character import Affliction, Character
from solo.systems.tricube.rules.dice import Trait, dice_count, parse_difficulty, parse_trait
from solo.systems.tricube.rules.effort import EffortTracker, remove_hits
from solo.systems.tricube.rules.foes import foe_step
from solo.text import signed

if TYPE_CHECKING:
    from solo.tables.pick import DrawLike

DrawnText: TypeAlias = "DrawLike"  # kept as a name for the callers

# Draws a complication; returns it and the journal line of the pending item it became
# ("" when it became none), written after the roll that brought it.
ComplicationDrawer = Callable[[Rng], tuple[DrawnText, str]]


@record
class ChallengeSummary:
    """Everything one challenge decided."""

    result: ChallengeResult
    character: Character | None = None
    action: str = ""
    quirk: str = ""
    perk: str = ""
    reward: QuirkReward | None = None
    resolve_lost: int = 0
    defeated: bool = False
    affliction: Affliction | None = None
    tracker: EffortTracker | None = None
    removed: int = 0
    ally: Character | None = None
    """The ally who paid the challenge's Karma (their sheet after it), if one did."""
    started: Character | None = field(
        default=None, compare=False, repr=False, metadata={"json": False})
    """The sheet before the challenge: the summary says only what changed on it."""
    roll_shown: bool = told_mark()
    """The guided challenge already showed the roll (and the tracker), not printed again."""
    tracker_shown: bool = told_mark()
    cost_shown: bool = told_mark()

    def told(self, shown: Sequence[object]) -> ChallengeSummary:
        """This summary, marked with what `shown` already holds."""
        roll = replace(self.result, complication=None)
        cost = Message("tricube.msg.cost", {"cost": self.resolve_lost}, "warning")
        return replace(self, roll_shown=was_shown(roll, shown),
                       tracker_shown=was_shown(self.tracker, shown),
                       cost_shown=was_shown(cost, shown))

    def to_json(self) -> dict[str, Any]:
        """The challenge's keys, then what it cost and gave."""
        data = self.result.to_json()
        data.update({"resolve_lost": self.resolve_lost, "defeated": self.defeated})
        if self.reward is not None:
            data["reward"] = self.reward.value
        if self.ally is not None:
            data["karma_from"] = self.ally.name
        if self.tracker is not None:
            data["effort"] = {"name": self.tracker.name, "removed": self.removed,
                              "remaining": self.tracker.remaining, "tokens": self.tracker.tokens}
        return data


def sitting_out_warning(character: Character | None) -> Procedure[None]:
    """One warning line when a character defeated in this scene rolls anyway (it is allowed)."""
    if character is not None and character.sitting_out:
        yield Show(Message("tricube.msg.sitting_out_rolls", {"name": character.name}, "warning"))


def ask_dice(character: Character | None) -> Procedure[int]:
    """Ask whether the roll fits the trait and needs outside knowledge; return the dice."""
    key = "tricube.ask.fits_trait" if character else "tricube.ask.fits_any_trait"
    trait = t(TRAIT_NAME[character.trait]) if character else ""
    fits = yield from ask(Ask(key, {"trait": trait}, answers.YES_NO,
                              "yes", "tricube.explain.fits_trait"), answers.parse_yes_no)
    knowledge = yield from ask(Ask("tricube.ask.knowledge", {}, answers.YES_NO, "no",
                                   "tricube.explain.knowledge"), answers.parse_yes_no)
    return dice_count(fits_trait=fits, needs_knowledge=knowledge)


def chance_message(dice: int, difficulty: int, quirk: bool, foe: int = 0) -> Message:
    """The exact chances of a challenge about to be rolled, as one line."""
    from solo.systems.tricube.rules.odds import outcome_odds

    odds = outcome_odds(dice, difficulty, quirk=quirk, foe=foe)
    return Message("tricube.msg.chance", {
        "chance": share(odds[Outcome.EXCEPTIONAL] + odds[Outcome.SUCCESS]),
        "exceptional": share(odds[Outcome.EXCEPTIONAL]),
        "critical": share(odds[Outcome.CRITICAL_FAILURE])}, "rule")


def quirk_preview(dice: int, difficulty: int, foe: int = 0) -> Message:
    """What a quirk would change: the chance of success without it and with it (one line).

    >>> quirk_preview(3, 5).params["before"], quirk_preview(3, 5).params["after"]
    ('19/27 (70.4%)', '91/216 (42.1%)')
    """
    from solo.systems.tricube.rules.odds import outcome_odds

    without = outcome_odds(dice, difficulty, quirk=False, foe=foe)
    with_quirk = outcome_odds(dice, difficulty, quirk=True, foe=foe)
    return Message("tricube.msg.quirk_preview", {
        "before": share(without[Outcome.EXCEPTIONAL] + without[Outcome.SUCCESS]),
        "after": share(with_quirk[Outcome.EXCEPTIONAL] + with_quirk[Outcome.SUCCESS]),
        "difficulty": difficulty + foe + 1}, "rule")


def ask_foe_step(foe: EffortTracker, character: Character | None, difficulty: int,
                 tested: Trait | None = None) -> Procedure[int]:
    """The optional foe rule: its traits (for the trait the challenge tests) and its level.

    The trait tested is asked only when the foe has traits; the step and the difficulty it
    leaves are shown, the rule's reason given once.
    """
    if foe.traits and tested is None:
        default = character.trait.value if character else Trait.AGILE.value
        tested = yield from ask(Ask("tricube.ask.foe_trait", {"name": foe.name}, tuple(
            Choice(trait.value, TRAIT_NAME[trait]) for trait in Trait), default,
            "tricube.explain.foe_trait"), parse_trait)
    step = foe_step(against=tested or Trait.AGILE, foe_traits=foe.traits, foe_level=foe.level,
                    character_level=character.level if character else None)
    key = "tricube.msg.foe_step" if step else "tricube.msg.foe_no_step"
    yield Show(Message(key, {"name": foe.name, "step": signed(step), "base": difficulty,
                             "difficulty": difficulty + step}, "rule"))
    return step


def ask_quirk(character: Character | None,
              preview: Message | None = None) -> Procedure[tuple[bool, str]]:
    """Ask whether a quirk is used (which one, if the character has any).

    `preview` says first what the answer would change (the odds with and without a quirk).
    """
    if preview is not None:
        yield Show(preview)
    if character is None or not character.quirks:
        used = yield from ask(Ask("tricube.ask.quirk", {}, answers.YES_NO, "no",
                                  "tricube.explain.quirk"), answers.parse_yes_no)
        return used, ""
    choices = (Choice("no", "tricube.choice.none"),
               *(Choice(named(q), "tricube.choice.quirk", {"quirk": q})
                 for q in character.quirks))
    quirks = character.quirks
    name = yield from ask(Ask("tricube.ask.quirk", {}, choices, "no", "tricube.explain.quirk"),
                          lambda text: answers.pick_named(text, quirks))
    return bool(name), name


def ask_perk(character: Character | None) -> Procedure[str]:
    """Ask which perk is narrated when a Karma is spent."""
    perks = character.perks if character else ()
    return (yield from ask(Ask("tricube.ask.perk", {},
                               tuple(Choice(named(p), "tricube.choice.quirk", {"quirk": p})
                                     for p in perks),
                               named(perks[0]) if perks else "", None),
                           lambda text: answers.parse_optional(name_of(text))))


def _karma_from(result: ChallengeResult, character: Character | None,
                allies: Sequence[Character]) -> Procedure[tuple[bool, Character | None]]:
    """Who spends the challenge's one Karma: the roller, an ally (narrating a perk), or nobody.

    Returns whether one is spent and whose sheet pays it (None: a roll with no sheet). With no
    ally able to, the question is yes or no.
    """
    lower = result.difficulty - 1
    params = {"difficulty": lower, "outcome": t(OUTCOME_NAME[spend_karma(result).outcome]),
              "now": t(OUTCOME_NAME[result.outcome])}
    able = [a for a in allies if a.karma > 0 and not a.retired
            and (character is None or a.name != character.name)]
    mine = character is None or character.karma > 0
    if not able:
        if not mine:
            return False, None
        wanted = yield from ask(Ask("tricube.ask.karma", params, answers.YES_NO, "no",
                                    "tricube.explain.karma"), answers.parse_yes_no)
        return wanted, character
    spenders = ([character] if character is not None and mine else []) + able
    choices = (Choice("no", "tricube.choice.none"),
               *(Choice(named(c.name), "tricube.choice.karma_from",
                        {"name": c.name, "karma": c.karma}) for c in spenders))
    names = tuple(c.name for c in spenders)
    picked = yield from ask(Ask("tricube.ask.karma_who", params, choices, "no",
                                "tricube.explain.karma_ally"),
                            lambda text: answers.pick_named(text, names))
    spender = next((c for c in spenders if c.name == picked), None)
    return spender is not None, spender


def _karma(result: ChallengeResult, character: Character | None, wanted: bool | None,
           allies: Sequence[Character] = (), payer: Character | None = None
           ) -> Procedure[tuple[ChallengeResult, Character | None, str, Character | None]]:
    """The one Karma of a challenge (the rules: one at most, allies' help included).

    Returns the result, the roller, the perk narrated and the ally who paid it (if one did);
    `payer`: the ally a quick challenge names to pay it.
    """
    if wanted is False:
        return result, character, "", None
    spender: Character | None = payer or character
    if wanted is None:
        if not result.karma_would_help:
            return result, character, "", None
        wanted, spender = yield from _karma_from(result, character, allies)
        if not wanted:
            return result, character, "", None
    perk = yield from ask_perk(spender)
    result = spend_karma(result)
    ally = None
    if spender is not None:
        paid = pc.spend_karma(spender)
        yield Show(Message("tricube.msg.karma_spent", {"name": paid.name, "karma": paid.karma}))
        if character is not None and paid.name == character.name:
            character = paid
        else:
            ally = paid
    yield Show(result)
    return result, character, perk, ally


def challenge(rng: Rng, character: Character | None = None, *, dice: int | None = None,
              difficulty: int | None = None, quirk: bool | None = None, quirk_name: str = "",
              karma: bool | None = None, failure_cost: int | None = None,
              tracker: EffortTracker | None = None, trackers: Sequence[EffortTracker] = (),
              draw_complication: ComplicationDrawer | None = None,
              action_text: str | None = None, journal_lang: str | None = None,
              settle_price: bool = True, foe: EffortTracker | None = None,
              tested: Trait | None = None,
              allies: Sequence[Character] = (),
              karma_from: Character | None = None) -> Procedure[ChallengeSummary]:
    """Guide one challenge; `None` parameters are asked, the rest are taken as given.

    Without a `tracker`, the hits' effort track is asked among `trackers` (its difficulty is
    the challenge's unless one is given). A given `quirk` is named `quirk_name` in the
    journal. Journal lines are written in `journal_lang` (default: the language in use).
    Without `settle_price` the roll is only reported (and worked on `tracker`): no quirk's
    payback, no price of a failure. Against a foe (the tracker worked on, or `foe` defended
    against), its traits and level move the difficulty (`tested`: the trait the roll uses,
    asked when the foe has traits and it is not given). The one Karma the rules allow may
    come from one of `allies` (the other characters), asked after the roll.
    """
    lang = journal_lang or current_language()
    pc.check_can_roll(character)
    started = character
    yield from sitting_out_warning(character)
    payer = karma_from or character
    if karma and payer is not None:
        pc.check_can_roll(karma_from)  # a retired ally helps no one
        pc.spend_karma(payer)  # refused before rolling when none is left
    if action_text is None:
        question = (Ask("tricube.ask.action", {"name": character.name}, default="")
                    if character else Ask("tricube.ask.action_any", default=""))
        action_text = yield from ask(question, str.strip)
    if tracker is None and trackers:
        tracker = yield from ask_effort(trackers)
        if tracker is not None and difficulty is None:
            difficulty = tracker.difficulty
            yield Show(Message("tricube.msg.effort_difficulty",
                               {"name": tracker.name, "difficulty": difficulty}, "rule"))
    if dice is None:
        dice = yield from ask_dice(character)
    yield Show(Message("tricube.msg.dice", {"count": dice}))
    if difficulty is None:
        difficulty = yield from ask(Ask("tricube.ask.difficulty", {}, answers.DIFFICULTY_CHOICES,
                                        "standard", "tricube.explain.difficulty"),
                                    parse_difficulty)
    foe = foe if foe is not None else tracker if tracker is not None and tracker.is_foe else None
    step = (yield from ask_foe_step(foe, character, difficulty, tested)) if foe else 0
    if quirk is None:
        quirk, quirk_name = yield from ask_quirk(character, quirk_preview(dice, difficulty, step))
    yield RollFor(character.name if character else t("tricube.word.you"), "tricube.why.challenge",
                  {"difficulty": difficulty + step + (1 if quirk else 0)},
                  partial(chance_message, dice, difficulty, quirk, step))
    result = roll(rng, dice, difficulty, quirk=quirk, foe=step)
    yield Show(result)
    result, character, perk, ally = yield from _karma(result, character, karma, allies,
                                                      karma_from)
    summary = ChallengeSummary(result, character, action_text, quirk_name, perk,
                               started=started, ally=ally)
    lines = [action(action_text) if action_text else "",
             roll_text(result, quirk=quirk_name, perk=perk, lang=lang,
                       foe=foe.name if foe else "", ally=ally.name if ally else ""),
             character_tag(ally, lang) if ally else ""]
    if result.outcome is Outcome.CRITICAL_FAILURE and draw_complication is not None:
        yield RollFor(t("tricube.who.complication"), "tricube.why.complication",
                      {"name": character.name if character else t("tricube.word.you")})
        drawn, pending = draw_complication(rng)
        text = drawn.in_language(current_language())
        result = with_complication(result, text)
        summary = replace(summary, result=result)
        yield Show(Message("tricube.msg.complication", {"text": text}, "warning"))
        lines.append(table_line(drawn.table_id, drawn.dice, drawn.value or "",
                                drawn.in_language(lang)))
        if pending:
            lines.append(pending)
    if settle_price:
        summary = yield from settle(summary, lines, lang, failure_cost, tracker)
    elif tracker is not None:
        summary = yield from _work_on(summary, tracker, lines, lang)
    yield Record(mechanics(*lines))
    return summary


def settle(summary: ChallengeSummary, lines: list[str], lang: str, failure_cost: int | None,
           tracker: EffortTracker | None) -> Procedure[ChallengeSummary]:
    """After the roll: the quirk's payback, effort tokens, the price of a failure, the sheet's tag.

    A given `failure_cost` is not asked.
    """
    result = summary.result
    reward, character = yield from price.take_reward(summary.character, result.rewards,
                                                     lines, lang)
    summary = replace(summary, reward=reward, character=character)
    if tracker is not None:
        summary = yield from _work_on(summary, tracker, lines, lang)
    paid = yield from price.pay(character, result.outcome, failure_cost, lines, lang,
                                faces=result.faces)
    summary = replace(summary, character=paid.character, resolve_lost=paid.lost,
                      defeated=paid.defeated, affliction=paid.affliction)
    if summary.character is not None:
        lines.append(character_tag(summary.character, lang))
    return summary


def _work_on(summary: ChallengeSummary, tracker: EffortTracker, lines: list[str],
             lang: str) -> Procedure[ChallengeSummary]:
    """Take the challenge's hits off `tracker`'s effort tokens."""
    character = summary.character
    step = remove_hits(tracker, summary.result, character.name if character else "")
    yield Show(step.tracker)
    lines.append(effort_text(step.tracker, lang))
    return replace(summary, tracker=step.tracker, removed=step.removed)
