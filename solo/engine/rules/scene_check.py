"""The scene check: does the scene go as the player expects, or does the tension bend it?

Roll a d10. Above the tension, the scene goes as expected. At or below it, the
scene is altered; and if the die is also at or below a third of the tension
(rounded down), the scene is interrupted by a random event instead.

>>> outcome_of(7, 5), outcome_of(4, 5), outcome_of(1, 5)
(<SceneOutcome.AS_EXPECTED: 'as_expected'>, <SceneOutcome.ALTERED: 'altered'>, \
<SceneOutcome.INTERRUPTED: 'interrupted'>)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from fractions import Fraction

from solo.dice.rng import Die, Rng, d
from solo.engine.rules.tension import check
from solo.record import record

SCENE_DIE: Die = d(10)
#: The interruption band is the tension divided by this, rounded down.
INTERRUPT_DIVISOR = 3


class SceneOutcome(enum.StrEnum):
    """What the scene check says."""

    AS_EXPECTED = "as_expected"
    ALTERED = "altered"
    INTERRUPTED = "interrupted"

    @property
    def key(self) -> str:
        """The catalog key of the outcome's name."""
        return _KEYS[self]


_KEYS = {SceneOutcome.AS_EXPECTED: "engine.scene.as_expected",
         SceneOutcome.ALTERED: "engine.scene.altered",
         SceneOutcome.INTERRUPTED: "engine.scene.interrupted"}


@record
class SceneCheck:
    """One scene check: the die, the tension it was read against, the outcome."""

    die: int
    tension: int
    outcome: SceneOutcome


def outcome_of(die: int, tension: int) -> SceneOutcome:
    """Read a d10 against the tension."""
    check(tension)
    if die > tension:
        return SceneOutcome.AS_EXPECTED
    if die <= tension // INTERRUPT_DIVISOR:
        return SceneOutcome.INTERRUPTED
    return SceneOutcome.ALTERED


def check_scene(tension: int, rng: Rng) -> SceneCheck:
    """Roll the scene check at `tension`."""
    check(tension)
    (die,) = rng.roll(SCENE_DIE, 1)
    return SceneCheck(die, tension, outcome_of(die, tension))


def scene_odds(tension: int) -> dict[SceneOutcome, Fraction]:
    """The exact chance of each outcome at `tension`.

    >>> scene_odds(5)[SceneOutcome.ALTERED]
    Fraction(2, 5)
    """
    odds = dict.fromkeys(SceneOutcome, Fraction(0))
    for face in SCENE_DIE.faces:
        odds[outcome_of(face, tension)] += Fraction(1, SCENE_DIE.size)
    return odds


@record
class SceneOdds:
    """The chance of each outcome of the next scene check at one tension."""

    tension: int
    outcomes: Mapping[SceneOutcome, Fraction]

    def to_json(self) -> dict[str, object]:
        """`{"tension", "outcomes": {"as_expected", "altered", "interrupted"}}`."""
        return {"tension": self.tension,
                "outcomes": {outcome.value: chance for outcome, chance in self.outcomes.items()}}


def odds_at(tension: int) -> SceneOdds:
    """The odds of the scene check at `tension`, as shown before its die.

    >>> odds_at(9).outcomes[SceneOutcome.INTERRUPTED]
    Fraction(3, 10)
    """
    return SceneOdds(tension, scene_odds(tension))
