"""Name every Fragmentos rule the sources leave open, so it changes in one place.

Each constant cites the rules spec (`fragmentos.md`) section it settles; the
ones marked *inferred* were reconstructed where the seed is silent or cut off.

>>> POINTS_TO_SPEND, SCORE_RANGE
(9, range(1, 6))
"""

from __future__ import annotations

from typing import Final

# §3.1 characters: 9 points over three characteristics, each 1..5.
POINTS_TO_SPEND = 9
SCORE_RANGE = range(1, 6)
# §3.1 a rasgo of a main or secondary character is worth +1..+3.
TRAIT_RANGE = range(1, 4)
# §3.1 rasgo points per characteristic = that characteristic's score (at most).
TRAIT_POINTS_EQUAL_SCORE = True
# Inferred: monsters have no point budget; their scores and rasgos may be larger
# (the Duke's Implacable is +4). These bound what a roll or a monster sheet accepts.
MONSTER_SCORE_RANGE = range(1, 11)
MONSTER_TRAIT_RANGE = range(1, 7)
# §3.1 starting superación, and two hitos plus one complicación.
STARTING_SUPERACION = 5
MILESTONES = 2
COMPLICATIONS = 1

# The most superación a sheet keeps (it starts at 5; an award past it is not kept).
SUPERACION_MAX: Final = 99

# §3.2 a face of 1 is a presagio; the roll still resolves as usual.
OMEN_FACE = 1
# §3.5 a weapon or tool adds 1..3 dice.
EXTRA_DICE_RANGE = range(4)
# §3.2 success on a total equal to or above the difficulty.
SUCCESS_ON_EQUAL = True

# §3.4 a failed dangerous roll costs this much, plus one per counted 1.
LOSS_BASE = 1
# The most one loss can be: the base and a 1 on every die of the largest pool.
MOST_LOSS: Final = LOSS_BASE + (MONSTER_SCORE_RANGE.stop - 1) + (MONSTER_TRAIT_RANGE.stop - 1) \
    + (EXTRA_DICE_RANGE.stop - 1)
# README decision: in a conflict the loser counts the 1s of the winner's roll.
CONFLICT_LOSS_COUNTS_WINNER_ONES = True
# §3.3 inferred cap on automatic rerolls of a tied conflict (a safety net only).
MAX_TIE_REROLLS = 50

# §3.4 / §3.8 amenaza (threat): presagios >= half the level raise it by this much.
OMEN_THREAT_RISE = 1
# Inferred: a roll without any presagio never raises the threat (even at level 0).
OMENS_NEEDED_AT_LEAST = 1
# Inferred: in a conflict the presagios of both sides count against the threat.
CONFLICT_OMENS_BOTH_SIDES = True
# §3.8 at this level dangerous rolls are free and main characters lose script protection.
THREAT_SEVERE = 8
# §3.8 scenario-defined starting threat; the sources' example is 2.
STARTING_THREAT = 2
# The most amenaza a campaign keeps: far past the severe 8 (a rise past it is not kept).
THREAT_MAX: Final = 99
# §3.4 inferred-M: cost in threat points of declaring a roll dangerous (when not free).
DANGEROUS_COST = 1
# §3.4 inferred-M: the GM pays that cost out of the threat when a roll is declared dangerous.
CHARGE_DANGEROUS = True
# §3.8 a main or secondary character taken out raises the threat by this much.
THREAT_ON_OUT = 1
# §3.8 ambiguous: does spending threat points lower the level? Configurable; default yes.
SPENDING_THREAT_LOWERS_LEVEL = True
# §3.8 secondary characters never get script protection; monsters and main ones do.
SECONDARY_SCRIPT_PROTECTION = False

# §3.8 no es tan grave: a rest recovers 1 in each characteristic, or 2 in one.
REST_EACH = 1
REST_ONE = 2
# §3.7 inferred-H: activating one's own quality sends the point to the threat pool.
OWN_QUALITY_POINT_TO_THREAT = True

# §3.2 gives no difficulty ladder (a gap, README §5): the guided reto offers this one, named
# in words, by how likely a score of 3 (no rasgo) is to reach it: 91%, 75%, 49%, 8%.
DIFFICULTY_LADDER: Final = {"easy": 4, "normal": 5, "hard": 6, "very_hard": 7}
DEFAULT_DIFFICULTY: Final = 5

# A presagio drawn twice in one roll is drawn again (up to this many times), so each 1 rolled
# brings a different sign; set OMENS_MAY_REPEAT to let the table repeat itself.
OMENS_MAY_REPEAT: Final = False
OMEN_REDRAWS: Final = 100
