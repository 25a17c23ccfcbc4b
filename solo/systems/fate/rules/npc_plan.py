"""The GM's policy for a named NPC's turn: attack, or first create an advantage [INFERRED-L,
issue 26].

The rules leave the choice to the GM; the program asks 4dF like an oracle question. A named
NPC (not a mook: nameless NPCs keep it simple and attack) that holds no free invoke creates an
advantage when the GM's dice total +1 or more (31 rolls in 81), else it attacks. The advantage
is a new situation aspect against Fair (+2) passive opposition, rolled with the NPC's best
rating; a tie gives it a boost, a success one free invoke, with style two; a failure, nothing.
Its free invokes are then spent against the player's rolls when they turn the result.

>>> from dataclasses import replace
>>> from solo.systems.fate.rules.character import mook
>>> from solo.systems.fate.rules.edition import Edition
>>> wolf = replace(mook("Lobo", Edition.FAE), role=Role.NPC)
>>> plans_advantage(wolf, holds=0, gm_roll=1), plans_advantage(wolf, holds=1, gm_roll=4)
(True, False)
>>> plans_advantage(mook("Lobo", Edition.FAE), holds=0, gm_roll=4)
False
"""

from __future__ import annotations

from solo.systems.fate.rules.character import Character, Role
from solo.systems.fate.rules.edition import Edition

#: The GM's 4dF total at which a named NPC without a free invoke makes an advantage first.
ADVANTAGE_AT = 1
#: The passive opposition an NPC's advantage on the scene rolls against: Fair (+2).
ADVANTAGE_DIFFICULTY = 2

def plans_advantage(sheet: Character, *, holds: int, gm_roll: int) -> bool:
    """Whether the NPC of `sheet`, holding `holds` free invokes, creates an advantage now."""
    return sheet.role is Role.NPC and holds == 0 and gm_roll >= ADVANTAGE_AT


def advantage_rating(sheet: Character) -> tuple[str, int]:
    """The approach or skill an NPC creates its advantage with: its best rated one.

    >>> from solo.systems.fate.rules.character import mook
    >>> advantage_rating(mook("Lobo", Edition.CONDENSED, good_at=("notice",)))
    ('notice', 2)
    """
    ratings = sheet.approaches if sheet.edition is Edition.FAE else sheet.skills
    if not ratings:
        names = ("clever",) if sheet.edition is Edition.FAE else ("notice",)
        return names[0], sheet.rating(names[0])
    name, value = max(ratings.items(), key=lambda pair: pair[1])
    return name.value, value
