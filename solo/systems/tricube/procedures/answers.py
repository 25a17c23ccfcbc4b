"""Read the answers of the Tricube procedures: yes/no, costs, free text, one of a list.

>>> parse_yes_no("Sí"), parse_yes_no("n")
(True, False)
>>> parse_cost("dj"), parse_cost("0")
(1, 0)
"""

from __future__ import annotations

from collections.abc import Sequence

from solo.errors import InputError
from solo.i18n import normalize
from solo.numbers import menu_number, read_number
from solo.procedures.answers import read_yes_no
from solo.procedures.steps import Choice
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.challenge import QuirkReward
from solo.systems.tricube.rules.dice import Trait

NONE_WORDS = frozenset({"", "no", "n", "ninguno", "ninguna", "nada", "none", "-"})
GM_WORDS = frozenset({"gm", "dj", "mj", "programa", "program", "auto"})

YES_NO = (Choice("yes", "tricube.choice.yes"), Choice("no", "tricube.choice.no"))
DIFFICULTY_CHOICES = tuple(Choice(str(v), f"tricube.difficulty.{v}")
                           for v in range(settings.MIN_DIFFICULTY, settings.MAX_DIFFICULTY + 1))
TRAIT_CHOICES = tuple(Choice(trait.value, f"tricube.trait.{trait.value}") for trait in Trait)
COST_CHOICES = (Choice("gm", "tricube.choice.cost_gm"), Choice("0", "tricube.choice.cost_0"),
                Choice("1", "tricube.choice.cost_1"))
REWARD_CHOICES = tuple(Choice(r.value, f"tricube.reward.{r.value}") for r in QuirkReward)

_REWARD_WORDS = {"karma": QuirkReward.KARMA, "k": QuirkReward.KARMA,
                 "resolve": QuirkReward.RESOLVE, "resolucion": QuirkReward.RESOLVE,
                 "r": QuirkReward.RESOLVE}


def parse_yes_no(text: str) -> bool:
    """Read yes or no in Spanish or English."""
    return read_yes_no(text, "tricube.error.bad_yes_no")


def parse_cost(text: str) -> int:
    """Read what a normal failure costs: a number of Resolve, or `gm` to let the program decide."""
    word = normalize(text)
    if word in GM_WORDS:
        return settings.GM_FAILURE_RESOLVE
    return read_number(word, 0, settings.MAX_POOL, key="tricube.error.bad_number")


def parse_reward(text: str) -> QuirkReward:
    """Read Karma or Resolve.

    >>> parse_reward("Resolución").value
    'resolve'
    """
    found = _REWARD_WORDS.get(normalize(text))
    if found is None:
        raise InputError("tricube.error.bad_choice", value=text)
    return found


def parse_text(text: str) -> str:
    """Return non-empty text, trimmed.

    >>> parse_text("  sigilo ")
    'sigilo'
    """
    if not text.strip():
        raise InputError("tricube.error.empty")
    return text.strip()


def parse_optional(text: str) -> str:
    """Return the text trimmed, or "" for none.

    >>> parse_optional("ninguno"), parse_optional("nariz verrugosa")
    ('', 'nariz verrugosa')
    """
    return "" if normalize(text) in NONE_WORDS else text.strip()


def pick_named(text: str, names: Sequence[str]) -> str:
    """Return the name in `names` typed (or its number from 1), "" for none, else raise.

    >>> pick_named("2", ["curiosa", "gruñona"]), pick_named("CURIOSA", ["curiosa"])
    ('gruñona', 'curiosa')
    """
    word = normalize(text)
    if word in NONE_WORDS:
        return ""
    index = menu_number(word, len(names))
    if index is not None:
        return names[index]
    for name in names:
        if normalize(name) == word:
            return name
    raise InputError("tricube.error.bad_choice", value=text)
