"""Name the six answers and the seven likelihood levels, and read what a player types.

>>> parse_level("Casi Imposible")
<Likelihood.ALMOST_IMPOSSIBLE: 'casi-imposible'>
>>> parse_level("likely").value
'probable'
>>> Answer.NO_BUT.is_yes
False
"""

from __future__ import annotations

import enum

from solo.errors import InputError
from solo.i18n import normalize, t


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
        return f"engine.answer.{self.value}"


_YES = frozenset({Answer.YES_BUT, Answer.YES, Answer.YES_AND})

#: The answers from the most positive down, as a table shows them.
ANSWERS_DOWN = tuple(reversed(Answer))


class Likelihood(enum.StrEnum):
    """How likely the player thinks a yes is; the ids are Spanish."""

    ALMOST_IMPOSSIBLE = "casi-imposible"
    VERY_UNLIKELY = "muy-improbable"
    UNLIKELY = "improbable"
    EVEN = "50/50"
    LIKELY = "probable"
    VERY_LIKELY = "muy-probable"
    ALMOST_CERTAIN = "casi-seguro"

    @property
    def key(self) -> str:
        """The catalog key of the level's name."""
        return f"engine.level.{self.value.replace('/', '-')}"


#: Every way of naming a level (after `normalize` and with spaces and `_` read as `-`).
_NAMES: dict[str, Likelihood] = {
    "casi-imposible": Likelihood.ALMOST_IMPOSSIBLE,
    "almost-impossible": Likelihood.ALMOST_IMPOSSIBLE,
    "imposible": Likelihood.ALMOST_IMPOSSIBLE, "impossible": Likelihood.ALMOST_IMPOSSIBLE,
    "muy-improbable": Likelihood.VERY_UNLIKELY, "very-unlikely": Likelihood.VERY_UNLIKELY,
    "improbable": Likelihood.UNLIKELY, "unlikely": Likelihood.UNLIKELY,
    "50/50": Likelihood.EVEN, "50-50": Likelihood.EVEN, "5050": Likelihood.EVEN,
    "even": Likelihood.EVEN, "igual": Likelihood.EVEN, "dudoso": Likelihood.EVEN,
    "probable": Likelihood.LIKELY, "likely": Likelihood.LIKELY,
    "muy-probable": Likelihood.VERY_LIKELY, "very-likely": Likelihood.VERY_LIKELY,
    "casi-seguro": Likelihood.ALMOST_CERTAIN, "almost-certain": Likelihood.ALMOST_CERTAIN,
    "seguro": Likelihood.ALMOST_CERTAIN, "certain": Likelihood.ALMOST_CERTAIN,
    "casi-cierto": Likelihood.ALMOST_CERTAIN,
}

#: The levels by their signed step (−3 … +3), as a player may type them.
_STEPS = {index - 3: level for index, level in enumerate(Likelihood)}


def parse_level(text: str) -> Likelihood:
    """Return the level named by `text` (Spanish, English, no accents, or −3…+3)."""
    word = "-".join(normalize(text).replace("_", " ").split())
    found = _NAMES.get(word)
    if found is not None:
        return found
    try:
        return _STEPS[int(word)]
    except (ValueError, KeyError):
        raise InputError("engine.level.unknown", level=text,
                         choices=", ".join(t(level.key) for level in Likelihood)) from None
