"""The questions a roll asks about one side: the character's (`MINE`) or the opponent's.

Apart from the conflicto's procedure, so a quick `frag reto` answers them without loading it.
"""

from __future__ import annotations

from solo.record import record


@record
class Prompts:
    """The questions about one side (the character's, or the opponent's)."""

    score: str
    weapon: str
    trait: str
    rank: str
    rank_default: str


MINE = Prompts("frag.ask.score", "frag.ask.weapon", "frag.ask.trait_bonus", "frag.ask.rank",
               "main")
THEIRS = Prompts("frag.ask.vs_score", "frag.ask.vs_weapon", "frag.ask.vs_trait_bonus",
                 "frag.ask.vs_rank", "monster")
