"""The two editions and every reconstructed or ambiguous rule, each one named constant.

>>> Edition.parse("Condensed")
<Edition.CONDENSED: 'condensed'>
"""

from __future__ import annotations

import enum

from solo.i18n.words import parse_word


class Edition(enum.StrEnum):
    """Which Fate a campaign or character follows."""

    FAE = "fae"
    CONDENSED = "condensed"

    @classmethod
    def parse(cls, text: str) -> Edition:
        """Read an edition name (`fae`, `acelerado`, `condensed`, `condensado`)."""
        return parse_word(text, EDITION_WORDS, "fate.error.edition")

    @property
    def label_key(self) -> str:
        """The catalog key of the edition's name."""
        return _LABELS[self]


# The words a player may type for each edition, and each edition's name.
EDITION_WORDS = {Edition.FAE: "fate.word.fae", Edition.CONDENSED: "fate.word.condensed"}
_LABELS = {Edition.FAE: "fate.edition.fae", Edition.CONDENSED: "fate.edition.condensed"}

# The edition used when neither the campaign nor the character says (FAE: the Spanish seed).
DEFAULT_EDITION = Edition.FAE

# Refresh and stunts [both]: 3 refresh, 3 free stunts, each extra costs 1, never below 1.
BASE_REFRESH = 3
FREE_STUNTS = 3
MIN_REFRESH = 1

# FAE approach cap when raising [SRC FAE].
APPROACH_CAP = 5

# Invokes [both]: +2 to the total or to the opposition, or reroll all dice.
INVOKE_BONUS = 2

# Shift thresholds: success with style at 3 or more shifts [both].
STYLE_SHIFTS = 3

# Contests [both]: first side to 3 victories wins; 5 for a long contest (Condensed extended).
CONTEST_VICTORIES = 3
LONG_CONTEST_VICTORIES = 5

# Concession [SEED FAE cut off; completed from SRC]: 1 point + 1 per consequence of the conflict.
CONCESSION_BASE_POINTS = 1

# Condensed recovery [SRC]: difficulty to start recovering, +2 when treating yourself.
RECOVERY_DIFFICULTY = {"mild": 2, "moderate": 4, "severe": 6}
SELF_TREATMENT_PENALTY = 2

# FAE help [SEED]: +1 per helping ally; Condensed [SRC]: +1 per helper with at least +1,
# capped at the highest participant's level.
HELP_BONUS = 1
CONDENSED_HELPER_MIN_SKILL = 1
