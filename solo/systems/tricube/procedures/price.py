"""What a roll gives and costs a character: a quirk's payback, Resolve lost, defeat.

Shared by the challenge and the opposed challenge, guided or quick (a quick
command answers these questions from its options).
"""

from __future__ import annotations

from solo.i18n import t
from solo.journal.entry import consequence
from solo.procedures.steps import Ask, Message, Procedure, Show, ask
from solo.record import record
from solo.systems.tricube.procedures import answers
from solo.systems.tricube.procedures.journal import (
    affliction_text,
    cost_text,
    retired_text,
    reward_text,
)
from solo.systems.tricube.procedures.names import REWARD_NAME
from solo.systems.tricube.rules import afflictions
from solo.systems.tricube.rules.challenge import Outcome, QuirkReward, resolve_cost
from solo.systems.tricube.rules.character import Affliction, Character


@record
class Price:
    """Resolve lost and, at 0, the defeat it brought."""

    character: Character | None
    lost: int = 0
    defeated: bool = False
    affliction: Affliction | None = None


def ask_cost() -> Procedure[int]:
    """Ask what a normal failure costs (a number, or the program playing GM)."""
    return (yield from ask(Ask("tricube.ask.cost", {}, answers.COST_CHOICES, "gm",
                               "tricube.explain.cost"), answers.parse_cost))


def take_reward(character: Character | None, options: tuple[QuirkReward, ...], lines: list[str],
                lang: str, *,
                who: str = "") -> Procedure[tuple[QuirkReward | None, Character | None]]:
    """Pay back a quirk: ask Karma or Resolve when both are offered.

    `who` names the side in the journal (opposed challenges have two).
    """
    if not options:
        return None, character
    if character is not None:
        fitting = afflictions.fitting_rewards(character, options)
        if fitting != options:
            moved = fitting[0] if fitting else None
            yield Show(Message("tricube.msg.reward_moved" if moved else "tricube.msg.reward_full",
                               {"name": character.name,
                                "reward": t(REWARD_NAME[moved]) if moved else ""}, "rule"))
        if not fitting:
            lines.append(consequence(t("tricube.journal.reward_full", lang)))
            return None, character
        options = fitting
    reward = options[0]
    if len(options) > 1:
        reward = yield from ask(Ask("tricube.ask.reward", {}, answers.REWARD_CHOICES, "resolve",
                                    "tricube.explain.reward"), answers.parse_reward)
    name = who
    if character is not None:
        character = afflictions.take_reward(character, reward)
        name = character.name
    yield Show(Message("tricube.msg.reward",
                       {"name": name, "reward": t(REWARD_NAME[reward])}))
    lines.append(reward_text(reward, lang, name))
    return reward, character


def pay(character: Character | None, outcome: Outcome, failure_cost: int | None,
        lines: list[str], lang: str, *, who: str = "",
        faces: tuple[int, ...] = ()) -> Procedure[Price]:
    """Charge the Resolve an outcome costs (asking the price if not given); at 0, the defeat.

    `who` names the side (opposed challenges have two).
    """
    if outcome.succeeded:
        return Price(character)
    who = who or (character.name if character is not None else "")
    if failure_cost is None:
        failure_cost = yield from ask_cost()
    cost = resolve_cost(outcome, failure_cost)
    if cost == 0:
        return Price(character)
    yield Show(Message("tricube.msg.cost", {"cost": cost}, "warning"))
    lines.append(cost_text(cost, lang, who))
    if character is None:
        return Price(None, cost)
    loss = afflictions.lose_resolve(character, cost)
    if not loss.defeated:
        yield Show(Message("tricube.msg.resolve_left",
                           {"name": loss.character.name, "resolve": loss.character.resolve}))
        return Price(loss.character, loss.lost)
    rolled = " ".join(f"[{face}]" for face in faces) or "—"
    affliction = yield from ask(Ask("tricube.ask.affliction", {"name": loss.character.name,
                                                               "faces": rolled, "cost": cost},
                                    default=t("tricube.affliction.default"),  # the book's first
                                    explain="tricube.explain.affliction"), answers.parse_text)
    after = afflictions.defeat(loss.character, affliction,
                               critical=outcome is Outcome.CRITICAL_FAILURE)
    gained = after.afflictions[-1]
    kind = t("tricube.word.permanent" if gained.permanent else "tricube.word.temporary")
    yield Show(Message("tricube.msg.defeated",
                       {"name": after.name, "affliction": gained.name, "kind": kind}, "warning"))
    lines.append(affliction_text(gained, lang, who))
    yield Show(Message("tricube.msg.sits_out", {"name": after.name}, "rule"))
    lines.append(consequence(t("tricube.journal.sits_out", lang, name=after.name)))
    if after.retired:
        yield Show(Message("tricube.msg.retired", {"name": after.name}, "warning"))
        lines.append(retired_text(after.name, lang))
    return Price(after, loss.lost, True, gained)
