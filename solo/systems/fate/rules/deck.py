"""The Deck of Fate: 81 cards, one per ordered 4dF result, drawn without replacement.

The deck's state is plain data (the cards left, as symbol strings), so a
campaign can save it. Drawing picks uniformly among the cards left, which is
the same as drawing the top card of a shuffled deck; an empty deck is
reshuffled (all 81 cards come back) before the draw.

>>> deck = Deck.full()
>>> len(deck.left)
81
>>> from solo.dice.rng import ScriptedRng
>>> card, after = draw(deck, ScriptedRng([1]))
>>> card, len(after.left)
((-1, -1, -1, -1), 80)
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping

from solo.dice.faces import parse_faces
from solo.dice.rng import FATE, Die, Rng, SeededRng, d
from solo.errors import DiceEntryError, RuleError
from solo.record import record
from solo.systems.fate.rules.dice import DICE_COUNT, faces_text

Card = tuple[int, ...]

ALL_CARDS: tuple[Card, ...] = tuple(itertools.product((-1, 0, 1), repeat=DICE_COUNT))


@record
class Deck:
    """The cards still in the deck, in a fixed order (draws pick among them)."""

    left: tuple[Card, ...]

    @classmethod
    def full(cls) -> Deck:
        """A freshly shuffled deck of 81 cards."""
        return cls(ALL_CARDS)

    def to_data(self) -> dict[str, object]:
        """Plain YAML-ready data: the cards left as symbol strings."""
        return {"left": [faces_text(card) for card in self.left]}

    @classmethod
    def from_data(cls, data: Mapping[str, object]) -> Deck:
        """Rebuild a deck saved with `to_data`; a broken card raises `RuleError`."""
        raw = data.get("left", [])
        if not isinstance(raw, list):
            raise RuleError("fate.error.deck_data")
        cards = tuple(_card(str(text)) for text in raw)
        if len(set(cards)) != len(cards):
            raise RuleError("fate.error.deck_data")
        return cls(cards)


def _card(text: str) -> Card:
    faces = parse_faces(text)
    if faces not in ALL_CARDS:
        raise RuleError("fate.error.deck_card", card=text)
    return faces


def draw(deck: Deck, rng: Rng) -> tuple[Card, Deck]:
    """Draw one card at random; return it and the deck without it."""
    left = deck.left or ALL_CARDS
    index = rng.roll(d(len(left)), 1)[0] - 1
    return left[index], Deck(left[:index] + left[index + 1:])


def draw_known(deck: Deck, card: Card) -> Deck:
    """Remove a card the player drew from a physical deck; it must still be in the deck.

    >>> len(draw_known(Deck.full(), (1, 1, 1, 1)).left)
    80
    """
    left = deck.left or ALL_CARDS
    if card not in left:
        raise DiceEntryError("fate.error.card_gone", card=faces_text(card))
    index = left.index(card)
    return Deck(left[:index] + left[index + 1:])


class DeckRng:
    """Dice that come from the deck: every roll of four Fate dice draws a card.

    With the program's dice (`SeededRng`) the card is drawn at random; with
    any other generator (typed faces, a player with a physical deck) the card's
    four faces are asked for and that card leaves the deck. Other dice (a d6,
    a table's die) come from `rng`; `deck` is the deck after the draws.

    >>> from solo.dice.rng import FATE, ScriptedRng
    >>> cards = DeckRng(Deck.full(), ScriptedRng([1, 1, 1, 1]))
    >>> cards.roll(FATE, 4), len(cards.deck.left)
    ((1, 1, 1, 1), 80)
    """

    def __init__(self, deck: Deck, rng: Rng) -> None:
        self.deck = deck
        self._rng = rng

    def roll(self, die: Die, count: int) -> tuple[int, ...]:
        """Draw a card for four Fate dice; roll anything else."""
        if die != FATE or count != DICE_COUNT:
            return self._rng.roll(die, count)
        if isinstance(self._rng, SeededRng):
            card, self.deck = draw(self.deck, self._rng)
            return card
        checked = getattr(self._rng, "roll_checked", None)  # the player's own deck: a card
        if checked is not None:                             # already drawn is asked again
            return tuple(checked(FATE, DICE_COUNT, self._take))
        card = self._rng.roll(FATE, DICE_COUNT)
        self._take(card)
        return card

    def _take(self, card: Card) -> None:
        """Take `card` out of the deck; one no longer in it raises `DiceEntryError`."""
        self.deck = draw_known(self.deck, card)
