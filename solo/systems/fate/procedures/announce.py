"""Rolls announced before they are made: whose dice, why, and the exact odds the player sees.

Every Fate procedure rolls through these helpers, so that the order (the attacker first,
then the defender), the question physical dice put and the odds shown are the same
everywhere. An opponent's roll is also shown on screen as soon as it is made.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING

from solo.dice.rng import Rng
from solo.dice.typed import later_rolls
from solo.procedures.steps import Message, Procedure, RollFor, Show
from solo.record import record
from solo.systems.fate.procedures.common import npc_roll
from solo.systems.fate.rules.dice import roll_4df
from solo.systems.fate.rules.odds import deck_odds, deck_opposed_odds, opposed_odds, outcome_odds
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.resolve import roll_faces

if TYPE_CHECKING:
    from solo.systems.fate.rules.deck import Card


@record
class OddsPreview:
    """The exact chance of each outcome, shown before the roll."""

    bonus: int
    vs: int
    active: bool
    outcomes: dict[Outcome, Fraction]

    def to_json(self) -> dict[str, object]:
        """`{"outcomes": {...}}`, the shape the shell renders as an odds table."""
        return {"outcomes": {o.value: p for o, p in self.outcomes.items()}}


def preview(bonus: int, vs: int, *, active: bool = False,
            left: tuple[Card, ...] | None = None) -> OddsPreview:
    """The odds of 4dF + `bonus` against `vs` (rolled by the other side too when `active`);
    over the cards `left` in the Deck of Fate when the roll draws from it.

    >>> preview(0, 0).outcomes[Outcome.TIE]
    Fraction(19, 81)
    """
    if left is not None:
        return OddsPreview(bonus, vs, active, deck_opposed_odds(bonus, vs, left) if active
                           else deck_odds(bonus, vs, left))
    return OddsPreview(bonus, vs, active,
                       dict(opposed_odds(bonus, vs) if active else outcome_odds(bonus, vs)))


def player_roll(rng: Rng, who: str, why: str, params: Mapping[str, object], *,
                bonus: int, vs: int, active: bool = False) -> Procedure[tuple[int, ...]]:
    """Announce a roll the player decided on, with its odds (over the cards left when it
    draws from the Deck of Fate), and roll it."""
    deck = getattr(rng, "deck", None)    # a DeckRng: the Deck of Fate's cards left
    left = None if deck is None else deck.left
    yield RollFor(who, why, params, preview(bonus, vs, active=active, left=left))
    return roll_faces(rng)


def other_roll(rng: Rng, who: str, why: str, params: Mapping[str, object],
               bonus: int, *, show: bool = True) -> Procedure[tuple[int, ...]]:
    """Announce and roll the 4dF of someone the program plays; show the roll on screen
    (unless the caller shows it in its own words).

    Never the faces typed after `--dice`: those are the player's own first roll.
    """
    yield RollFor(who, why, params)
    with later_rolls(rng):
        faces = roll_4df(rng)
    if show:
        yield Show(Message("fate.roll.other", {"name": who, "roll": npc_roll(faces, bonus)}))
    return faces
