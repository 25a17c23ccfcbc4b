"""Fate Condensed skills: the list, the starting pyramid, and what Physique and Will give.

>>> Skill.parse("pelea"), Skill.parse("Will")
(<Skill.FIGHT: 'fight'>, <Skill.WILL: 'will'>)
>>> stress_boxes(2), stress_boxes(5)
(4, 6)
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Mapping

from solo.errors import RuleError
from solo.i18n.words import parse_word


class Skill(enum.StrEnum):
    """The 19 skills of Fate Condensed."""

    ACADEMICS = "academics"
    ATHLETICS = "athletics"
    BURGLARY = "burglary"
    CONTACTS = "contacts"
    CRAFTS = "crafts"
    DECEIVE = "deceive"
    DRIVE = "drive"
    EMPATHY = "empathy"
    FIGHT = "fight"
    INVESTIGATE = "investigate"
    LORE = "lore"
    NOTICE = "notice"
    PHYSIQUE = "physique"
    PROVOKE = "provoke"
    RAPPORT = "rapport"
    RESOURCES = "resources"
    SHOOT = "shoot"
    STEALTH = "stealth"
    WILL = "will"

    @property
    def label_key(self) -> str:
        """Catalog key of the skill's name."""
        return _LABELS[self]

    @classmethod
    def parse(cls, text: str) -> Skill:
        """Read a skill name in either language."""
        return parse_word(text, _LABELS, "fate.error.skill")


# Each skill's name, which is also the word a player types for it (in either language).
_LABELS = {
    Skill.ACADEMICS: "fate.skill.academics",
    Skill.ATHLETICS: "fate.skill.athletics",
    Skill.BURGLARY: "fate.skill.burglary",
    Skill.CONTACTS: "fate.skill.contacts",
    Skill.CRAFTS: "fate.skill.crafts",
    Skill.DECEIVE: "fate.skill.deceive",
    Skill.DRIVE: "fate.skill.drive",
    Skill.EMPATHY: "fate.skill.empathy",
    Skill.FIGHT: "fate.skill.fight",
    Skill.INVESTIGATE: "fate.skill.investigate",
    Skill.LORE: "fate.skill.lore",
    Skill.NOTICE: "fate.skill.notice",
    Skill.PHYSIQUE: "fate.skill.physique",
    Skill.PROVOKE: "fate.skill.provoke",
    Skill.RAPPORT: "fate.skill.rapport",
    Skill.RESOURCES: "fate.skill.resources",
    Skill.SHOOT: "fate.skill.shoot",
    Skill.STEALTH: "fate.skill.stealth",
    Skill.WILL: "fate.skill.will",
}


# Starting pyramid [SRC]: one at +4, two at +3, three at +2, four at +1; the rest +0.
PYRAMID = {4: 1, 3: 2, 2: 3, 1: 4}
SKILL_CAP = 4

# Stress boxes by Physique (physical) or Will (mental) [SRC]; +5 adds a second mild slot.
_BOXES_BY_RATING = ((5, 6), (3, 6), (1, 4), (0, 3))
EXTRA_MILD_RATING = 5

# Who attacks and defends with what [SEED gl + SRC].
PHYSICAL_ATTACK = (Skill.FIGHT, Skill.SHOOT)
PHYSICAL_DEFENSE = (Skill.ATHLETICS, Skill.FIGHT)
MENTAL_ATTACK = (Skill.PROVOKE,)
MENTAL_DEFENSE = (Skill.WILL,)


def stress_boxes(rating: int) -> int:
    """Return how many 1-point boxes a track has for a Physique or Will rating.

    >>> [stress_boxes(r) for r in range(0, 6)]
    [3, 4, 4, 6, 6, 6]
    """
    return next((boxes for low, boxes in _BOXES_BY_RATING if rating >= low), 3)


def check_pyramid(ratings: Mapping[Skill, int], *, starting: bool = True) -> None:
    """Raise `RuleError` unless the skills form the starting pyramid (or a valid column).

    >>> check_pyramid({Skill.FIGHT: 4, Skill.SHOOT: 3, Skill.WILL: 3, Skill.LORE: 2,
    ...     Skill.DRIVE: 2, Skill.CRAFTS: 2, Skill.EMPATHY: 1, Skill.NOTICE: 1,
    ...     Skill.STEALTH: 1, Skill.RAPPORT: 1})
    """
    rated = Counter(value for value in ratings.values() if value > 0)
    if any(value < 0 for value in ratings.values()):
        raise RuleError("fate.error.skill_negative")
    if starting:
        if dict(rated) != PYRAMID:
            raise RuleError("fate.error.skill_pyramid")
        return
    top = max(rated, default=0)
    if any(rated[level] > rated[level - 1] for level in range(2, top + 1)):
        raise RuleError("fate.error.skill_column")
