"""Lose Resolve, fall defeated, suffer afflictions, cure them and retire.

>>> from solo.systems.tricube.rules.character import new_character
>>> loss = lose_resolve(new_character("Nia", "agile", "ladrona", "ágil", "curiosa"), 3)
>>> loss.defeated
True
>>> after = defeat(loss.character, "brazo roto", critical=True)
>>> after.resolve, after.afflictions[0].permanent, after.sitting_out
(3, True, True)
"""

from __future__ import annotations

from dataclasses import replace

from solo.errors import RuleError
from solo.record import record
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.challenge import QuirkReward
from solo.systems.tricube.rules.character import (
    Affliction,
    Character,
    gain_karma,
    gain_resolve,
    spend_karma,
)


@record
class ResolveLoss:
    """Resolve lost, and whether it left the character defeated."""

    character: Character
    lost: int
    defeated: bool


def lose_resolve(character: Character, amount: int) -> ResolveLoss:
    """Remove Resolve (not below 0); at 0 the character is defeated.

    >>> from solo.systems.tricube.rules.character import new_character
    >>> lose_resolve(new_character("A", "agile", "b", "c", "d"), 2).character.resolve
    1
    """
    if amount < 0:
        raise RuleError("tricube.error.negative_cost", value=amount)
    lost = min(amount, character.resolve)
    after = replace(character, resolve=character.resolve - lost)
    return ResolveLoss(after, lost, amount > 0 and after.resolve == 0)


def defeat(character: Character, affliction: str, *, critical: bool = False) -> Character:
    """Give a defeated character an affliction and all their Resolve back.

    The affliction is permanent when the defeat came from a critical failure. The character
    normally sits out the rest of the scene (`sitting_out`, until the scene ends).
    """
    if character.resolve > 0:
        raise RuleError("tricube.error.not_defeated", name=character.name)
    if not affliction.strip():
        raise RuleError("tricube.error.no_affliction")
    permanent = critical and settings.CRITICAL_AFFLICTION_PERMANENT
    return replace(character, resolve=character.resolve_max, sitting_out=True,
                   afflictions=(*character.afflictions, Affliction(affliction.strip(), permanent)))


def back_in_play(character: Character) -> Character:
    """The scene is over: a character defeated in it plays again.

    >>> from solo.systems.tricube.rules.character import new_character
    >>> out = defeat(replace(new_character("A", "agile", "b", "c", "d"), resolve=0), "huida")
    >>> out.sitting_out, back_in_play(out).sitting_out
    (True, False)
    """
    return replace(character, sitting_out=False)


def _find(character: Character, name: str) -> int:
    for index, affliction in enumerate(character.afflictions):
        if affliction.name.casefold() == name.strip().casefold():
            return index
    raise RuleError("tricube.error.no_such_affliction", name=name)


def _without(character: Character, index: int) -> tuple[Affliction, ...]:
    return character.afflictions[:index] + character.afflictions[index + 1:]


def recover(character: Character, name: str) -> Character:
    """Remove a temporary affliction that has run its course (end of scene, rest, story).

    >>> from solo.systems.tricube.rules.character import new_character
    >>> nia = replace(new_character("A", "agile", "b", "c", "d"), resolve=0)
    >>> recover(defeat(nia, "huida"), "huida").afflictions
    ()
    """
    index = _find(character, name)
    if character.afflictions[index].permanent:
        raise RuleError("tricube.error.permanent_affliction", name=name)
    return replace(character, afflictions=_without(character, index))


def cure_with_karma(character: Character, name: str) -> Character:
    """Cure an affliction with a suitable perk: a Karma, or a Karma of the quota if permanent."""
    index = _find(character, name)
    if character.afflictions[index].permanent and settings.PERMANENT_CURE_COSTS_QUOTA:
        if character.karma_max < 1:
            raise RuleError("tricube.error.no_karma", name=character.name, karma=0)
        quota = character.karma_max - 1
        return replace(character, karma_max=quota, karma=min(character.karma, quota),
                       afflictions=_without(character, index))
    paid = spend_karma(character)
    return replace(paid, afflictions=_without(paid, index))


def take_reward(character: Character, reward: QuirkReward) -> Character:
    """Take what a quirk pays back: a Karma or a Resolve (capped at the session quota)."""
    gain = {QuirkReward.KARMA: gain_karma, QuirkReward.RESOLVE: gain_resolve}[reward]
    return gain(character)


def fitting_rewards(character: Character,
                    options: tuple[QuirkReward, ...]) -> tuple[QuirkReward, ...]:
    """The paybacks among `options` that would give something: a pool below its quota.

    When the one offered is full, the other goes where it can (Karma when Resolve is full).

    >>> from solo.systems.tricube.rules.character import new_character
    >>> full = new_character("A", "agile", "b", "c", "d")
    >>> both = (QuirkReward.KARMA, QuirkReward.RESOLVE)
    >>> [r.value for r in fitting_rewards(replace(full, karma=2), both)]
    ['karma']
    >>> fitting_rewards(full, both)
    ()
    """
    room = {QuirkReward.KARMA: character.karma < character.karma_max,
            QuirkReward.RESOLVE: character.resolve < character.resolve_max}
    fitting = tuple(r for r in options if room[r])
    if options and not fitting and room[QuirkReward.KARMA]:
        return (QuirkReward.KARMA,)
    return fitting


def quick_reward(character: Character, options: tuple[QuirkReward, ...]) -> QuirkReward | None:
    """Choose a quirk's payback when nobody is asked: a Resolve if offered and missing, else Karma.

    >>> from solo.systems.tricube.rules.character import new_character
    >>> hurt = replace(new_character("A", "agile", "b", "c", "d"), resolve=2)
    >>> both = (QuirkReward.KARMA, QuirkReward.RESOLVE)
    >>> quick_reward(hurt, both).value, quick_reward(replace(hurt, resolve=3), both).value
    ('resolve', 'karma')
    """
    if not options:
        return None
    if QuirkReward.RESOLVE in options and character.resolve < character.resolve_max:
        return QuirkReward.RESOLVE
    return QuirkReward(settings.QUICK_QUIRK_REWARD)
