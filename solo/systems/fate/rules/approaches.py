"""FAE approaches: the six ways of acting, the starting spread and the seed's example spreads.

>>> Approach.parse("sagaz"), Approach.parse("Forceful")
(<Approach.CLEVER: 'clever'>, <Approach.FORCEFUL: 'forceful'>)
>>> PRESETS["forzudo"][Approach.FORCEFUL]
3
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Mapping

from solo.errors import RuleError
from solo.i18n import t
from solo.i18n.words import parse_word
from solo.systems.fate.rules.edition import APPROACH_CAP


class Approach(enum.StrEnum):
    """Careful, Clever, Flashy, Forceful, Quick, Sneaky."""

    CAREFUL = "careful"
    CLEVER = "clever"
    FLASHY = "flashy"
    FORCEFUL = "forceful"
    QUICK = "quick"
    SNEAKY = "sneaky"

    @property
    def label_key(self) -> str:
        """Catalog key of the approach's name."""
        return _LABELS[self]

    @property
    def hint_key(self) -> str:
        """Catalog key of the one-line reminder of what the approach means."""
        return _HINTS[self]

    @classmethod
    def parse(cls, text: str) -> Approach:
        """Read an approach name in either language (aliases `Sagaz`, `Enérgico` too)."""
        return parse_word(text, _WORDS, "fate.error.approach")


A = Approach
_LABELS = {A.CAREFUL: "fate.approach.careful", A.CLEVER: "fate.approach.clever",
           A.FLASHY: "fate.approach.flashy", A.FORCEFUL: "fate.approach.forceful",
           A.QUICK: "fate.approach.quick", A.SNEAKY: "fate.approach.sneaky"}
_HINTS = {A.CAREFUL: "fate.approach.careful.hint", A.CLEVER: "fate.approach.clever.hint",
          A.FLASHY: "fate.approach.flashy.hint", A.FORCEFUL: "fate.approach.forceful.hint",
          A.QUICK: "fate.approach.quick.hint", A.SNEAKY: "fate.approach.sneaky.hint"}
# The words a player may type; the FAE seed spells two approaches two ways [rules README]:
# Sagaz = Ingenioso, Enérgico = Vigoroso.
_WORDS = {A.CAREFUL: "fate.word.careful", A.CLEVER: "fate.word.clever",
          A.FLASHY: "fate.word.flashy", A.FORCEFUL: "fate.word.forceful",
          A.QUICK: "fate.word.quick", A.SNEAKY: "fate.word.sneaky"}

# Starting spread [SEED]: one at +3, two at +2, two at +1, one at +0.
STARTING_SPREAD = (3, 2, 2, 1, 1, 0)

# The six example spreads of the FAE seed, by their Spanish key (names in the catalog).
PRESETS: dict[str, dict[Approach, int]] = {
    "forzudo": {A.FORCEFUL: 3, A.CAREFUL: 2, A.FLASHY: 2, A.SNEAKY: 1, A.QUICK: 1, A.CLEVER: 0},
    "estrella": {A.QUICK: 3, A.FORCEFUL: 2, A.FLASHY: 2, A.CLEVER: 1, A.CAREFUL: 1, A.SNEAKY: 0},
    "tramposo": {A.CLEVER: 3, A.SNEAKY: 2, A.FLASHY: 2, A.FORCEFUL: 1, A.QUICK: 1, A.CAREFUL: 0},
    "guardian": {A.CAREFUL: 3, A.FORCEFUL: 2, A.CLEVER: 2, A.SNEAKY: 1, A.QUICK: 1, A.FLASHY: 0},
    "ladron": {A.SNEAKY: 3, A.CAREFUL: 2, A.QUICK: 2, A.CLEVER: 1, A.FLASHY: 1, A.FORCEFUL: 0},
    "espadachin": {A.FLASHY: 3, A.QUICK: 2, A.CLEVER: 2, A.FORCEFUL: 1, A.SNEAKY: 1,
                   A.CAREFUL: 0},
}


def check_approaches(ratings: Mapping[Approach, int], *, starting: bool = True) -> None:
    """Raise `RuleError` unless all six approaches are rated (the starting spread when new).

    >>> check_approaches(PRESETS["ladron"])
    """
    missing = [a for a in Approach if a not in ratings]
    if missing:
        raise RuleError("fate.error.approach_missing", missing=", ".join(t(a.label_key)
                                                                         for a in missing))
    if starting and Counter(ratings.values()) != Counter(STARTING_SPREAD):
        raise RuleError("fate.error.approach_spread")
    if any(not 0 <= value <= APPROACH_CAP for value in ratings.values()):
        raise RuleError("fate.error.approach_cap", cap=APPROACH_CAP)


def spread_from_order(order: tuple[Approach, ...]) -> dict[Approach, int]:
    """Give the starting spread to approaches listed best first.

    >>> spread_from_order(tuple(Approach))[Approach.CAREFUL]
    3
    """
    if len(order) != len(Approach) or len(set(order)) != len(order):
        raise RuleError("fate.error.approach_order")
    return dict(zip(order, STARTING_SPREAD, strict=True))
