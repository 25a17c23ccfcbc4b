"""Resolve a conflicto: both sides roll a pool, the higher total wins.

A tie goes to a main character facing a monster or a secondary character; any
other tie is rolled again, automatically, and every round is kept.

>>> decide(7, 5, Rank.MAIN, Rank.MONSTER)
<Winner.CHARACTER: 'character'>
>>> decide(6, 6, Rank.MONSTER, Rank.MAIN)
<Winner.OPPONENT: 'opponent'>
>>> decide(6, 6, Rank.MAIN, Rank.MAIN) is None
True
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from solo.dice.rng import Rng
from solo.errors import RuleError
from solo.i18n.words import parse_word
from solo.record import record
from solo.systems.fragmentos.rules.pool import Pool, roll_pool
from solo.systems.fragmentos.rules.reto import dangerous_loss
from solo.systems.fragmentos.rules.settings import (
    CONFLICT_LOSS_COUNTS_WINNER_ONES,
    CONFLICT_OMENS_BOTH_SIDES,
    MAX_TIE_REROLLS,
)


class Rank(enum.StrEnum):
    """Who a character is in the story."""

    MAIN = "main"
    SECONDARY = "secondary"
    MONSTER = "monster"


class Winner(enum.StrEnum):
    """Which side won: the character who rolls first, or the opponent."""

    CHARACTER = "character"
    OPPONENT = "opponent"


RANK_WORDS: dict[Rank, str] = {
    Rank.MAIN: "frag.name.rank.main",
    Rank.SECONDARY: "frag.name.rank.secondary",
    Rank.MONSTER: "frag.name.rank.monster",
}
"""The words a player may type for each rank (`principal|pj`); the first one is listed."""


def parse_rank(text: str) -> Rank:
    """Read a rank in either language (`principal`, `monster`, `secundario`, `pnj`...).

    >>> parse_rank("Monstruo"), parse_rank("npc")
    (<Rank.MONSTER: 'monster'>, <Rank.SECONDARY: 'secondary'>)
    """
    return parse_word(str(text), RANK_WORDS, "frag.error.bad_rank")


# A tie is won by the only main character of the two; otherwise it is rerolled.
_TIE_WINNER: dict[tuple[bool, bool], Winner | None] = {
    (True, False): Winner.CHARACTER,
    (False, True): Winner.OPPONENT,
    (True, True): None,
    (False, False): None,
}


def decide(total: int, vs_total: int, rank: Rank, vs_rank: Rank) -> Winner | None:
    """Return the winner of one round, or None when the tie must be rerolled.

    >>> decide(4, 8, Rank.MAIN, Rank.MONSTER)
    <Winner.OPPONENT: 'opponent'>
    """
    if total != vs_total:
        return Winner.CHARACTER if total > vs_total else Winner.OPPONENT
    return _TIE_WINNER[(rank is Rank.MAIN, vs_rank is Rank.MAIN)]


@record
class Side:
    """What one side rolls: its current score, weapon dice, best rasgo and rank."""

    score: int
    trait: int = 0
    extra: int = 0
    rank: Rank = Rank.MAIN


@record
class Round:
    """One exchange of rolls."""

    mine: Pool
    theirs: Pool


@record
class Conflict:
    """A resolved conflicto: every round (the last one decided it) and the winner."""

    rounds: tuple[Round, ...]
    winner: Winner
    tie_won_by_rank: bool
    dangerous: bool = False
    forced: bool = False

    @property
    def last(self) -> Round:
        """The round that decided the conflict."""
        return self.rounds[-1]

    @property
    def loser(self) -> Winner:
        """The side that lost."""
        return Winner.OPPONENT if self.winner is Winner.CHARACTER else Winner.CHARACTER

    @property
    def omens(self) -> int:
        """Presagios rolled by the character, over every round."""
        return sum(r.mine.omens for r in self.rounds)

    @property
    def vs_omens(self) -> int:
        """Presagios rolled by the opponent, over every round."""
        return sum(r.theirs.omens for r in self.rounds)

    @property
    def threat_omens(self) -> int:
        """Presagios that count against the amenaza."""
        return self.omens + (self.vs_omens if CONFLICT_OMENS_BOTH_SIDES else 0)

    @property
    def loss(self) -> int:
        """Points the loser loses when the conflict is dangerous (0 otherwise)."""
        if not self.dangerous:
            return 0
        mine, theirs = self.last.mine, self.last.theirs
        winner_pool = mine if self.winner is Winner.CHARACTER else theirs
        loser_pool = theirs if self.winner is Winner.CHARACTER else mine
        counted = winner_pool if CONFLICT_LOSS_COUNTS_WINNER_ONES else loser_pool
        return dangerous_loss(counted.omens)

    def to_json(self) -> dict[str, Any]:
        """Both pools of the deciding round, the winner, the loss and earlier tied rounds."""
        mine, theirs = self.last.mine, self.last.theirs
        return {
            "faces": list(mine.faces), "base": mine.base, "trait": mine.trait,
            "total": mine.total,
            "vs_faces": list(theirs.faces), "vs_base": theirs.base, "vs_trait": theirs.trait,
            "vs_total": theirs.total,
            "winner": self.winner, "loser": self.loser, "tie_won_by_rank": self.tie_won_by_rank,
            "dangerous": self.dangerous, "loss": self.loss, "forced": self.forced,
            "omens": self.omens, "vs_omens": self.vs_omens,
            "rerolled": [{"faces": list(r.mine.faces), "vs_faces": list(r.theirs.faces),
                          "total": r.mine.total, "vs_total": r.theirs.total}
                         for r in self.rounds[:-1]],
        }


def resolve_conflict(me: Side, them: Side, rng: Rng, *, dangerous: bool = False,
                     vs_rng: Rng | None = None) -> Conflict:
    """Roll both sides (the character first) until one wins; `vs_rng` rolls the opponent's dice.

    >>> from solo.dice.rng import ScriptedRng
    >>> c = resolve_conflict(Side(3, 1), Side(4, 1, rank=Rank.SECONDARY),
    ...                      ScriptedRng([2, 5, 6, 3, 3, 2, 2]))
    >>> c.winner, c.last.mine.total, c.last.theirs.total
    (<Winner.CHARACTER: 'character'>, 7, 5)
    """
    rounds: list[Round] = []
    for _ in range(MAX_TIE_REROLLS):
        mine = roll_pool(me.score, rng, extra=me.extra, trait=me.trait)
        theirs = roll_pool(them.score, vs_rng or rng, extra=them.extra, trait=them.trait)
        rounds.append(Round(mine, theirs))
        winner = decide(mine.total, theirs.total, me.rank, them.rank)
        if winner is not None:
            tied = mine.total == theirs.total
            return Conflict(tuple(rounds), winner, tied, dangerous)
    raise RuleError("frag.error.endless_tie", rounds=MAX_TIE_REROLLS)


def force_winner(conflict: Conflict, winner: Winner) -> Conflict:
    """Return `conflict` with its winner forced by an activated cualidad.

    >>> from solo.dice.rng import ScriptedRng
    >>> c = resolve_conflict(Side(1), Side(1, rank=Rank.MONSTER), ScriptedRng([2, 5]))
    >>> force_winner(c, Winner.CHARACTER).winner
    <Winner.CHARACTER: 'character'>
    """
    return dataclasses.replace(conflict, winner=winner, forced=True, tie_won_by_rank=False)
