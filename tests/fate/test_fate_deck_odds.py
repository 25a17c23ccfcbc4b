"""`fate do --deck`: the odds shown are over the cards left in the Deck of Fate (checked against
enumeration), and the journal says a card was drawn, not 4dF."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from fractions import Fraction
from itertools import permutations

from solo.dice.rng import FATE, ScriptedRng
from solo.i18n import t
from solo.procedures.steps import Ask, Message, RollFor, run_scripted
from solo.shell.driver import AskingRng, Leaving
from solo.systems.fate.procedures.do import do_action
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.character import new_fae
from solo.systems.fate.rules.deck import ALL_CARDS, Deck, DeckRng, draw_known
from solo.systems.fate.rules.odds import deck_odds, deck_opposed_odds
from solo.systems.fate.rules.outcomes import Outcome, outcome_of
from solo.text import percent_text

DRAWN = ((1, 1, 1, 1), (1, 1, 1, 0))


def _deck() -> Deck:
    deck = Deck.full()
    for card in DRAWN:
        deck = draw_known(deck, card)
    return deck


def _enumerated(left: tuple[tuple[int, ...], ...], bonus: int, vs: int) -> dict[Outcome, Fraction]:
    counts = Counter(outcome_of(sum(card) + bonus - vs) for card in left)
    return {o: Fraction(counts[o], len(left)) for o in Outcome}


def test_the_odds_over_79_cards_match_enumeration() -> None:
    left = _deck().left
    assert len(left) == 79
    for bonus, vs in ((2, 2), (3, 1), (0, 4), (4, -1)):
        assert deck_odds(bonus, vs, left) == _enumerated(left, bonus, vs)
    # Both sides draw: the roller's card, then the opposition's among the other 78.
    pairs = Counter(outcome_of(sum(a) - sum(b) + 2 - 1) for a, b in permutations(left, 2))
    assert deck_opposed_odds(2, 1, left) == {o: Fraction(pairs[o], 79 * 78) for o in Outcome}
    assert sum(deck_opposed_odds(0, 0, ALL_CARDS).values()) == 1


def test_fate_do_with_the_deck_shows_those_odds_and_journals_cards() -> None:
    nia = new_fae("Nia", "Ladrona de trenes", "Debo dinero", approaches=PRESETS["ladron"])
    cards = DeckRng(_deck(), ScriptedRng([1, 0, -1, 1, 0, 0, 0, 0]))
    run = run_scripted(do_action(nia, cards, lang="es"),
                       ["Saltar", "active", "1", "overcome", "quick", "done"])
    mine = next(s for s in run.steps if isinstance(s, RollFor) and s.who == "Nia")
    assert mine.odds is not None
    assert mine.odds.outcomes == deck_opposed_odds(2, 1, _deck().left)
    lines = [line for entry in run.recorded for line in entry.lines]
    assert "d: rival carta 4dF+1=+1 (0000) -> oposición +1" in lines, lines
    assert "d: carta 4dF+2=+3 (+0-+) vs TN +1 -> Éxito (2)" in lines
    # a card shows four Fate faces: the roll line keeps the dice add-on's 4dF, the card named first
    assert all(line.startswith(("d: carta ", "d: rival carta ")) for line in lines
               if line.startswith("d: "))
    assert len(cards.deck.left) == 77


def test_a_reroll_of_a_card_draws_another_with_its_odds_over_the_cards_left() -> None:
    nia = replace(new_fae("Nia", "Ladrona de trenes", "Debo dinero",
                          approaches=PRESETS["ladron"]), fate_points=2)
    cards = DeckRng(_deck(), ScriptedRng([-1, -1, -1, -1, 0, 0, 0, 0]))
    run = run_scripted(do_action(nia, cards, lang="es"),
                       ["Robar la llave", "fixed", "5", "overcome", "sneaky",
                        "2", "reroll", "fate_point", "", "no"])
    lines = [line for entry in run.recorded for line in entry.lines]
    assert "d: repite carta 4dF=0 (0000) -> sustituye a carta 4dF=-4 (----)" in lines, lines
    assert [r.why for r in run.rolls] == ["fate.roll.why.act", "fate.roll.why.redraw"]
    assert t("fate.roll.why.redraw", "es", aspect="Ladrona de trenes") == (
        "saca otra carta por «Ladrona de trenes»")
    assert len(cards.deck.left) == 77                   # both cards left the deck
    # the invoke question's chance for a reroll: over the cards left (dice would say 6%)
    asked = next(s for s in run.steps if isinstance(s, Ask) and s.prompt == "fate.do.ask_invoke")
    after_first = draw_known(_deck(), (-1, -1, -1, -1)).left
    chance = deck_odds(3, 5, after_first)               # Furtivo +3 against 5: 3 cards in 78
    assert asked.params["reroll"] == percent_text(chance[Outcome.SUCCESS] + chance[Outcome.STYLE])
    assert asked.params["reroll"] == "4%"


class _DeckInHand:
    """A player drawing from their own Deck of Fate: types each card; the errors shown."""

    def __init__(self, cards: list[str]) -> None:
        self.cards = cards
        self.errors: list[str] = []

    def ask(self, question: Ask) -> str:
        return self.cards.pop(0)

    def show(self, item: object) -> None:
        if isinstance(item, Message) and item.style == "error":
            self.errors.append(item.key)


def test_a_card_already_out_of_the_players_deck_is_asked_again_not_the_roll_lost() -> None:
    player = _DeckInHand(["----", "----", "0000"])
    cards = DeckRng(Deck.full(), AskingRng(player))
    assert cards.roll(FATE, 4) == (-1, -1, -1, -1)
    assert cards.roll(FATE, 4) == (0, 0, 0, 0)          # the second ---- refused, then asked again
    assert player.errors == ["fate.error.card_gone"]
    assert len(cards.deck.left) == 79 and not player.cards


def test_a_card_drawn_for_a_player_who_left_is_one_still_in_the_deck() -> None:
    player = _DeckInHand(["----"])
    asking = AskingRng(player, digital=ScriptedRng([-1, -1, -1, -1, 0, 1, 0, -1]))
    cards = DeckRng(Deck.full(), asking)
    assert cards.roll(FATE, 4) == (-1, -1, -1, -1)     # typed from the player's deck
    asking.leaving = Leaving()
    asking.leaving.left = True                          # then the player left after that roll
    shown: list[object] = []
    player.show = shown.append  # type: ignore[method-assign]
    assert cards.roll(FATE, 4) == (0, 1, 0, -1)         # ---- again: drawn once more, for them
    assert len(cards.deck.left) == 79
    assert [m.params["faces"] for m in shown if isinstance(m, Message)] == ["0+0-"]
