"""Track effort tokens: each die at or above the difficulty removes one.

A long challenge, or a foe in combat, has N tokens; several rolls and several
characters may work on it until none are left.

>>> from solo.systems.tricube.rules.challenge import resolve
>>> tracker = effort("Esqueletos", 2)
>>> tracker = remove_hits(tracker, resolve((6, 6, 2), 5), "Maga").tracker
>>> tracker.remaining, tracker.overcome
(0, True)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from solo.errors import RuleError
from solo.record import record
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.challenge import ChallengeResult
from solo.systems.tricube.rules.dice import check_difficulty
from solo.systems.tricube.rules.foes import FoeTrait

# No tracker holds more tokens than a command makes (a challenge 100, a group of bosses 240):
# a file saying otherwise is damaged, and drawing its tokens would take the machine down.
MOST_TOKENS = max(settings.MOST_MADE_TOKENS,
                  settings.MAX_LEVEL * settings.MOST_MEMBERS * settings.BOSS_TOKEN_FACTOR)


@record
class Contribution:
    """One roll made against the tracker, and the tokens it removed."""

    actor: str
    faces: tuple[int, ...]
    difficulty: int
    removed: int


@record
class EffortTracker:
    """A challenge or foe with effort tokens, its difficulty and its rolls so far."""

    name: str
    tokens: int
    remaining: int
    difficulty: int = settings.DEFAULT_DIFFICULTY
    level: int | None = None
    boss: bool = False
    history: tuple[Contribution, ...] = ()
    traits: tuple[FoeTrait, ...] = ()
    """A foe's traits (optional rule): each makes challenges of one trait harder or easier."""

    @property
    def is_foe(self) -> bool:
        """Whether the tracker is a foe (it has a level), whose traits and level count."""
        return self.level is not None

    @property
    def overcome(self) -> bool:
        """Whether every token has been removed."""
        return self.remaining == 0

    def to_data(self) -> dict[str, Any]:
        """Return plain data to save in a campaign."""
        data: dict[str, Any] = {"name": self.name, "tokens": self.tokens,
                                "remaining": self.remaining, "difficulty": self.difficulty,
                                "level": self.level, "boss": self.boss}
        if self.traits:
            data["traits"] = [trait.value for trait in self.traits]
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> EffortTracker:
        """Rebuild a tracker saved by `to_data`, checking it."""
        try:
            tracker = cls(str(data["name"]), int(data["tokens"]), int(data["remaining"]),
                          int(data.get("difficulty", settings.DEFAULT_DIFFICULTY)),
                          None if data.get("level") is None else int(data["level"]),
                          bool(data.get("boss", False)),
                          traits=tuple(FoeTrait(str(v)) for v in data.get("traits") or ()))
        except (KeyError, TypeError, ValueError):
            raise RuleError("tricube.error.bad_tracker_data") from None
        if not 0 <= tracker.remaining <= tracker.tokens or not 1 <= tracker.tokens <= MOST_TOKENS:
            raise RuleError("tricube.error.bad_tracker_data")
        check_difficulty(tracker.difficulty)
        return tracker


@record
class EffortStep:
    """What one roll did to a tracker."""

    tracker: EffortTracker
    result: ChallengeResult
    removed: int


def effort(name: str, tokens: int, difficulty: int = settings.DEFAULT_DIFFICULTY
           ) -> EffortTracker:
    """Create a challenge needing `tokens` effort tokens.

    >>> effort("Muro", 3).remaining
    3
    """
    if tokens < 1:
        raise RuleError("tricube.error.tokens", tokens=tokens)
    return EffortTracker(name, tokens, tokens, check_difficulty(difficulty))


def foe_tokens(level: int, *, boss: bool = False, members: int = 1) -> int:
    """Return a foe's tokens: its level per member, doubled for a boss.

    >>> foe_tokens(2), foe_tokens(2, boss=True), foe_tokens(1, members=4)
    (2, 4, 4)
    """
    if not 1 <= level <= settings.MAX_LEVEL:
        raise RuleError("tricube.error.level", level=level, high=settings.MAX_LEVEL)
    if members < 1:
        raise RuleError("tricube.error.members", members=members)
    return level * members * (settings.BOSS_TOKEN_FACTOR if boss else 1)


def foe(name: str, level: int = 1, difficulty: int = settings.DEFAULT_DIFFICULTY, *,
        boss: bool = False, members: int = 1,
        traits: tuple[FoeTrait, ...] = ()) -> EffortTracker:
    """Create a foe (or a group of alike foes) for combat.

    >>> foe("Jefe orco", 2, 6, boss=True).tokens
    4
    """
    tokens = foe_tokens(level, boss=boss, members=members)
    return EffortTracker(name, tokens, tokens, check_difficulty(difficulty), level, boss,
                         traits=traits)


def remove_hits(tracker: EffortTracker, result: ChallengeResult, actor: str = "") -> EffortStep:
    """Remove one token per hit of `result` (never below zero).

    >>> from solo.systems.tricube.rules.challenge import resolve
    >>> remove_hits(effort("Puerta", 3), resolve((5, 3, 2), 5)).tracker.remaining
    2
    """
    if tracker.overcome:
        raise RuleError("tricube.error.already_overcome", name=tracker.name)
    removed = min(result.hits, tracker.remaining)
    contribution = Contribution(actor, result.faces, result.difficulty, removed)
    after = replace(tracker, remaining=tracker.remaining - removed,
                    history=(*tracker.history, contribution))
    return EffortStep(after, result, removed)
