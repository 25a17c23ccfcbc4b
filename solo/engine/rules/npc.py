"""Quick questions about characters: how one reacts, what one does, and the detail check.

Each is 2d6 plus a modifier read on a ladder (a lookup table of totals), so the
exact chance of every result comes from enumerating the 36 faces.

>>> from solo.dice.rng import ScriptedRng
>>> roll = ask_npc(Question.REACT, ScriptedRng([6, 5]), modifier=1)
>>> roll.total, roll.result.value
(12, 'devoted')
>>> exact_odds(Question.REACT, 0)[Result.WARY]
Fraction(4, 9)
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Mapping
from dataclasses import field
from fractions import Fraction

from solo.dice.rng import D6, Rng
from solo.engine.rules.tension import check
from solo.record import record

#: How far an attitude (or the tension, for details) may move the total.
MOST_MODIFIER = 3


class Question(enum.StrEnum):
    """What is asked: a reaction, an action, or a detail of the event at hand."""

    REACT = "react"
    DO = "do"
    DETAIL = "detail"


class Result(enum.StrEnum):
    """Every answer the three ladders give."""

    HOSTILE = "hostile"
    UNFRIENDLY = "unfriendly"
    WARY = "wary"
    FRIENDLY = "friendly"
    DEVOTED = "devoted"
    OPENLY_AGAINST = "openly_against"
    SECRETLY_AGAINST = "secretly_against"
    OWN_GOAL = "own_goal"
    HESITATES = "hesitates"
    BARGAINS = "bargains"
    HELPS = "helps"
    GOES_BEYOND = "goes_beyond"
    AGAINST_PC = "against_pc"
    AGAINST_THREAD = "against_thread"
    AGAINST_NPC = "against_npc"
    FEAR = "fear"
    ABOUT_NPC = "about_npc"
    ABOUT_THREAD = "about_thread"
    ABOUT_PC = "about_pc"
    HOPE = "hope"
    FOR_NPC = "for_npc"
    FOR_THREAD = "for_thread"
    FOR_PC = "for_pc"

    @property
    def key(self) -> str:
        """The catalog key of the result's text."""
        return KEYS[self]


KEYS = {
    Result.HOSTILE: "engine.npc.result.hostile",
    Result.UNFRIENDLY: "engine.npc.result.unfriendly",
    Result.WARY: "engine.npc.result.wary",
    Result.FRIENDLY: "engine.npc.result.friendly",
    Result.DEVOTED: "engine.npc.result.devoted",
    Result.OPENLY_AGAINST: "engine.npc.result.openly_against",
    Result.SECRETLY_AGAINST: "engine.npc.result.secretly_against",
    Result.OWN_GOAL: "engine.npc.result.own_goal",
    Result.HESITATES: "engine.npc.result.hesitates",
    Result.BARGAINS: "engine.npc.result.bargains",
    Result.HELPS: "engine.npc.result.helps",
    Result.GOES_BEYOND: "engine.npc.result.goes_beyond",
    Result.AGAINST_PC: "engine.npc.result.against_pc",
    Result.AGAINST_THREAD: "engine.npc.result.against_thread",
    Result.AGAINST_NPC: "engine.npc.result.against_npc",
    Result.FEAR: "engine.npc.result.fear",
    Result.ABOUT_NPC: "engine.npc.result.about_npc",
    Result.ABOUT_THREAD: "engine.npc.result.about_thread",
    Result.ABOUT_PC: "engine.npc.result.about_pc",
    Result.HOPE: "engine.npc.result.hope",
    Result.FOR_NPC: "engine.npc.result.for_npc",
    Result.FOR_THREAD: "engine.npc.result.for_thread",
    Result.FOR_PC: "engine.npc.result.for_pc",
}

#: Each ladder: (highest total, result), lowest first; the last takes every higher total.
LADDERS: Mapping[Question, tuple[tuple[int, Result], ...]] = {
    Question.REACT: ((2, Result.HOSTILE), (5, Result.UNFRIENDLY), (8, Result.WARY),
                     (11, Result.FRIENDLY), (99, Result.DEVOTED)),
    Question.DO: ((2, Result.OPENLY_AGAINST), (4, Result.SECRETLY_AGAINST), (6, Result.OWN_GOAL),
                  (7, Result.HESITATES), (9, Result.BARGAINS), (11, Result.HELPS),
                  (99, Result.GOES_BEYOND)),
    Question.DETAIL: ((2, Result.AGAINST_PC), (3, Result.AGAINST_THREAD), (4, Result.AGAINST_NPC),
                      (5, Result.FEAR), (6, Result.ABOUT_NPC), (7, Result.ABOUT_THREAD),
                      (8, Result.ABOUT_PC), (9, Result.HOPE), (10, Result.FOR_NPC),
                      (11, Result.FOR_THREAD), (99, Result.FOR_PC)),
}

#: The detail check darkens with the tension: its modifier at tension 1…9.
DETAIL_BY_TENSION = (1, 1, 1, 0, 0, 0, -1, -1, -1)


def detail_modifier(tension: int) -> int:
    """What the tension adds to a detail check.

    >>> detail_modifier(2), detail_modifier(5), detail_modifier(9)
    (1, 0, -1)
    """
    return DETAIL_BY_TENSION[check(tension) - 1]


def read(question: Question, total: int) -> Result:
    """The result of a total on a question's ladder.

    >>> read(Question.DO, 7).value, read(Question.DETAIL, -3).value
    ('hesitates', 'against_pc')
    """
    for highest, result in LADDERS[question]:
        if total <= highest:
            return result
    raise AssertionError("ladders end open")  # pragma: no cover


def exact_odds(question: Question, modifier: int) -> dict[Result, Fraction]:
    """The exact chance of each result of `question` (only the ladder's results, in order)."""
    odds = {result: Fraction(0) for _high, result in LADDERS[question]}
    for faces in itertools.product(D6.faces, repeat=2):
        odds[read(question, sum(faces) + modifier)] += Fraction(1, 36)
    return odds


@record
class NpcRoll:
    """One quick question: the dice, the modifier, the result, and the exact odds behind it."""

    question: Question
    faces: tuple[int, ...]
    modifier: int
    total: int
    result: Result
    odds: Mapping[Result, Fraction] = field(default_factory=dict)
    name: str = ""

    def to_json(self) -> dict[str, object]:
        """`question`, `name`, `faces`, `modifier`, `total`, `result`, `outcomes` (exact odds)."""
        return {"question": self.question, "name": self.name, "faces": self.faces,
                "modifier": self.modifier, "total": self.total, "result": self.result,
                "outcomes": {result.value: chance for result, chance in self.odds.items()}}


def ask_npc(question: Question, rng: Rng, modifier: int = 0, name: str = "") -> NpcRoll:
    """Roll 2d6 + `modifier` for `question`."""
    faces = rng.roll(D6, 2)
    total = sum(faces) + modifier
    return NpcRoll(question, faces, modifier, total, read(question, total),
                   exact_odds(question, modifier), name)
