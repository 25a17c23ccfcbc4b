"""Name the six answers and the nine likelihood levels, and read what a player types.

The nine levels are Mythic's scale; the seven in the middle are ours (`casi-imposible` …
`casi-seguro`), and both scales' words name them, short forms too (`vl`, `mp`, `i`…).

>>> parse_level("Casi Imposible")
<Likelihood.ALMOST_IMPOSSIBLE: 'casi-imposible'>
>>> parse_level("likely").value
'probable'
>>> parse_level("nearly certain").value, parse_level("c").value, parse_level("vu").value
('casi-seguro', 'seguro', 'muy-improbable')
>>> Answer.NO_BUT.is_yes
False
"""

from __future__ import annotations

import enum

from solo.errors import InputError
from solo.i18n import normalize, t
from solo.i18n.words import parse_word


class Answer(enum.StrEnum):
    """One of the six answers, most negative first."""

    NO_AND = "no_and"
    NO = "no"
    NO_BUT = "no_but"
    YES_BUT = "yes_but"
    YES = "yes"
    YES_AND = "yes_and"

    @property
    def is_yes(self) -> bool:
        """Whether the answer is a kind of yes."""
        return self in _YES

    @property
    def key(self) -> str:
        """The catalog key of the answer's name."""
        return _ANSWER_KEYS[self]


_YES = frozenset({Answer.YES_BUT, Answer.YES, Answer.YES_AND})
_ANSWER_KEYS = {Answer.NO_AND: "engine.answer.no_and", Answer.NO: "engine.answer.no",
                Answer.NO_BUT: "engine.answer.no_but", Answer.YES_BUT: "engine.answer.yes_but",
                Answer.YES: "engine.answer.yes", Answer.YES_AND: "engine.answer.yes_and"}

#: The answers from the most positive down, as a table shows them.
ANSWERS_DOWN = tuple(reversed(Answer))


class Likelihood(enum.StrEnum):
    """How likely the player thinks a yes is, lowest first; the ids are Spanish."""

    IMPOSSIBLE = "imposible"
    ALMOST_IMPOSSIBLE = "casi-imposible"
    VERY_UNLIKELY = "muy-improbable"
    UNLIKELY = "improbable"
    EVEN = "50/50"
    LIKELY = "probable"
    VERY_LIKELY = "muy-probable"
    ALMOST_CERTAIN = "casi-seguro"
    CERTAIN = "seguro"

    @property
    def key(self) -> str:
        """The catalog key of the level's name."""
        return _LEVEL_KEYS[self]


_LEVEL_KEYS = {
    Likelihood.IMPOSSIBLE: "engine.level.imposible",
    Likelihood.ALMOST_IMPOSSIBLE: "engine.level.casi-imposible",
    Likelihood.VERY_UNLIKELY: "engine.level.muy-improbable",
    Likelihood.UNLIKELY: "engine.level.improbable",
    Likelihood.EVEN: "engine.level.50-50",
    Likelihood.LIKELY: "engine.level.probable",
    Likelihood.VERY_LIKELY: "engine.level.muy-probable",
    Likelihood.ALMOST_CERTAIN: "engine.level.casi-seguro",
    Likelihood.CERTAIN: "engine.level.seguro",
}


#: The catalog words naming each level (matched after `normalize`, spaces and `_` read as `-`).
_WORDS = {
    Likelihood.IMPOSSIBLE: "engine.word.level.impossible",
    Likelihood.ALMOST_IMPOSSIBLE: "engine.word.level.almost_impossible",
    Likelihood.VERY_UNLIKELY: "engine.word.level.very_unlikely",
    Likelihood.UNLIKELY: "engine.word.level.unlikely",
    Likelihood.EVEN: "engine.word.level.even",
    Likelihood.LIKELY: "engine.word.level.likely",
    Likelihood.VERY_LIKELY: "engine.word.level.very_likely",
    Likelihood.ALMOST_CERTAIN: "engine.word.level.almost_certain",
    Likelihood.CERTAIN: "engine.word.level.certain",
}

#: The levels by their signed step (−4 … +4), as a player may type them.
_STEPS = {index - 4: level for index, level in enumerate(Likelihood)}


def level_words(lang: str | None = None) -> tuple[str, ...]:
    """Every word naming a level in `lang` (short forms too), lowest level first: Tab offers them.

    >>> level_words("en")[:3]
    ('impossible', 'i', 'almost-impossible')
    """
    from solo.i18n.words import words_of

    return tuple(word for key in _WORDS.values() for word in words_of(key, lang))


def parse_level(text: str) -> Likelihood:
    """Return the level named by `text` (Spanish, English, Mythic's words, short forms, −4…+4)."""
    word = "-".join(normalize(text).replace("_", " ").split())
    choices = ", ".join(t(level.key) for level in Likelihood)
    try:
        return parse_word(word, _WORDS, "engine.level.unknown", prefixes=False, level=text,
                          choices=choices)
    except InputError:
        step = _step(word)
        if step in _STEPS:
            return _STEPS[step]
        raise


def _step(word: str) -> int | None:
    """The signed step a word writes (`+2`, `-3`, `0`), else None: one sign at most, ASCII digits.

    >>> _step("+2"), _step("-3"), _step("++1"), _step("--00"), _step("²"), _step("-")
    (2, -3, None, None, None, None)
    """
    digits = word[1:] if word[:1] in ("+", "-") else word
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 2:
        return None
    return int(word)
