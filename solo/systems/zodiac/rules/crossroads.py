"""Encrucijadas: the declaration of conviction, the Situación Social swap, the rewrite.

>>> c = declare_conviction(Conviction.DOUBT, 7)
>>> c.points, c.surplus, c.disadvantage
(7, 1, True)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

from solo.errors import RuleError
from solo.record import record
from solo.systems.zodiac.rules.character import Character
from solo.systems.zodiac.rules.karma import gain_pk, spend_pk
from solo.systems.zodiac.rules.scores import Social
from solo.systems.zodiac.rules.settings import SCORE_MAX, SCORE_MIN
from solo.systems.zodiac.rules.words import read_word
from solo.text import one_line

#: The ±1 Situación Social against ∓1 Karma is offered, never forced.
OFFER_SOCIAL_SWAP = True
#: Rewriting one paragraph at the session's end pays this many PX.
REWRITE_PX = 1


class Side(enum.StrEnum):
    """Which paragraph the PJ follows."""

    OBLIGATION = "obligation"
    EMOTION = "emotion"


class Conviction(enum.StrEnum):
    """Ventaja for −1 PK (resolve) or Desventaja for +1 PK (doubt)."""

    RESOLVE = "resolve"
    DOUBT = "doubt"


@record
class ConvictionResult:
    """PK after the declaration, surplus to give away, and the roll's modifier."""

    conviction: Conviction
    points: int
    surplus: int

    @property
    def advantage(self) -> bool:
        """Resolve gives Ventaja."""
        return self.conviction is Conviction.RESOLVE

    @property
    def disadvantage(self) -> bool:
        """Doubt gives Desventaja."""
        return self.conviction is Conviction.DOUBT


def declare_conviction(conviction: Conviction, points: int) -> ConvictionResult:
    """Pay 1 PK for Ventaja (refused at 0 PK) or take 1 PK with Desventaja (cap 7).

    >>> declare_conviction(Conviction.RESOLVE, 1).points
    0
    """
    if conviction is Conviction.RESOLVE:
        if points < 1:
            raise RuleError("zodiac.error.conviction_no_pk")
        return ConvictionResult(conviction, spend_pk(points), 0)
    gain = gain_pk(points)
    return ConvictionResult(conviction, gain.points, gain.surplus)


def social_swap(pj: Character, social: Social, delta: int) -> Character:
    """Move a Situación Social score by ±1; the Karma score moves the other way.

    The PK the PJ holds do not change.

    >>> from solo.systems.zodiac.rules.character import SAMPLE_DATA
    >>> pj = social_swap(Character.from_data(SAMPLE_DATA), Social.CON, +1)
    >>> pj.scores["con"], pj.karma, pj.pk
    (4, 3, 4)
    """
    if delta not in (-1, 1):
        raise RuleError("zodiac.error.swap_step", value=delta)
    value = pj.scores[social.value] + delta
    if not SCORE_MIN <= value <= SCORE_MAX or pj.karma - delta < 0:
        raise RuleError("zodiac.error.swap_range", score=social.value.upper(), value=value)
    return pj.with_(scores={**pj.scores, social.value: value})


def rewrite_paragraph(pj: Character, side: Side, text: str) -> Character:
    """Rewrite one Encrucijada paragraph at the session's end, for +1 PX (one per session).

    >>> from solo.systems.zodiac.rules.character import SAMPLE_DATA
    >>> pj = rewrite_paragraph(Character.from_data(SAMPLE_DATA), Side.EMOTION, "Vengarse")
    >>> pj.emotion, pj.px, pj.rewrote
    ('Vengarse', 1, True)
    """
    if pj.rewrote:
        raise RuleError("zodiac.error.rewrite_once", name=pj.name)
    if not text.strip():
        raise RuleError("zodiac.error.paragraph_empty")
    field_name = "obligation" if side is Side.OBLIGATION else "emotion"
    return pj.with_(**{field_name: one_line(text), "px": pj.px + REWRITE_PX,
                       "rewrote": True})


SIDE_WORDS: Mapping[Side, str] = {Side.OBLIGATION: "zodiac.word.side.obligation",
                                  Side.EMOTION: "zodiac.word.side.emotion"}
CONVICTION_WORDS: Mapping[Conviction, str] = {
    Conviction.RESOLVE: "zodiac.word.conviction.resolve",
    Conviction.DOUBT: "zodiac.word.conviction.doubt"}


def parse_side(text: str) -> Side:
    """Return the paragraph named by `text`.

    >>> parse_side("Motivación")
    <Side.EMOTION: 'emotion'>
    """
    first = text.split(maxsplit=1)[0] if text.strip() else ""
    return read_word(first, SIDE_WORDS, "zodiac.error.unknown_side", text=text)


def parse_conviction(text: str) -> Conviction:
    """Return the conviction `text` declares (`convicción`/`ventaja` or `duda`/`desventaja`).

    >>> parse_conviction("Desventaja"), parse_conviction("resolve")
    (<Conviction.DOUBT: 'doubt'>, <Conviction.RESOLVE: 'resolve'>)
    """
    return read_word(text, CONVICTION_WORDS, "zodiac.error.unknown_conviction", text=text)
