"""Name every Tricube Tales rule that is reconstructed, ambiguous or a house choice.

Each constant is the one place to change a rule (see the rules spec, tricube.md).

>>> HIT_AT_OR_ABOVE, DEFAULT_DIFFICULTY
(True, 5)
"""

from __future__ import annotations

from typing import Final

# A die hits when it equals or exceeds the difficulty ("mayor que" in the Spanish
# seed is a translation slip; the README decision is `die >= difficulty`).
HIT_AT_OR_ABOVE: Final = True

# Dice: 3 when the challenge fits the trait, 2 otherwise, one less without the knowledge.
DICE_WITH_TRAIT: Final = 3
DICE_WITHOUT_TRAIT: Final = 2
KNOWLEDGE_PENALTY: Final = 1
MIN_DICE: Final = 1
MAX_DICE: Final = 3

# Fear challenges use the crafty trait.
FEAR_TRAITS: Final = frozenset({"crafty"})
# A failed fear challenge costs this much Resolve.
FEAR_FAILURE_RESOLVE: Final = 1

# Difficulty: 4 easy, 5 standard (most challenges), 6 hard.
MIN_DIFFICULTY: Final = 4
MAX_DIFFICULTY: Final = 6
DEFAULT_DIFFICULTY: Final = 5

# A quirk declared before the roll raises the difficulty (it may go above 6).
QUIRK_STEP: Final = 1
QUIRKS_PER_CHALLENGE: Final = 1
# A Karma spent after the roll (narrating a perk) lowers it, once per challenge,
# counting help from allies.
KARMA_STEP: Final = 1
KARMA_PER_CHALLENGE: Final = 1

# What a quirk pays back in a quick (non-guided) challenge, where nobody is asked,
# unless it succeeded and the character is missing Resolve (then a Resolve).
QUICK_QUIRK_REWARD: Final = "karma"

# Hits needed for an exceptional success.
EXCEPTIONAL_HITS: Final = 2

# What a failure costs when the program plays GM: a normal failure costs this much
# Resolve; a critical failure multiplies it.
GM_FAILURE_RESOLVE: Final = 1
CRITICAL_COST_FACTOR: Final = 2

# Karma and Resolve at the start of each session, and the most advances can raise them to.
SESSION_KARMA: Final = 3
SESSION_RESOLVE: Final = 3
MAX_POOL: Final = 6

# More afflictions than this retire the character until one is cured.
MAX_AFFLICTIONS: Final = 3
# An affliction gained through a critical failure is permanent.
CRITICAL_AFFLICTION_PERMANENT: Final = True
# Curing a permanent affliction costs one Karma from the session quota for good.
PERMANENT_CURE_COSTS_QUOTA: Final = True

# Advancement: every Nth advance may raise Karma or Resolve instead of adding a
# perk or quirk; the level rises every LEVEL_EVERY advances up to MAX_LEVEL.
POOL_ADVANCE_EVERY: Final = 2
LEVEL_EVERY: Final = 4
START_LEVEL: Final = 1
MAX_LEVEL: Final = 6
# The most advances a sheet counts (years of play; one past it is not counted).
MOST_ADVANCES: Final = 999

# Foes: effort tokens equal to their level; a boss has this many times as many.
BOSS_TOKEN_FACTOR: Final = 2
# The tokens of a challenge a player makes (`tricube effort new NAME N`), and the members of a
# group of foes (`--members`).
MOST_MADE_TOKENS: Final = 100
MOST_MEMBERS: Final = 20

# Opposed challenges: a side whose dice all show 1 fails critically whatever the
# other rolled; a full tie is read as a normal success for both sides.
OPPOSED_ALL_ONES_CRITICAL: Final = True
