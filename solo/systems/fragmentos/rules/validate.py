"""Check a Fragmentos sheet against the creation rules of its rank.

>>> from solo.systems.fragmentos.rules.sheet import Characteristic as C, Sheet
>>> scores = {C.ACTION: 5, C.INTERACTION: 4, C.COGNITION: 1}
>>> validate(Sheet.new("Duque", scores, Rank.MONSTER)).name
'Duque'
>>> try:
...     validate(Sheet.new("Ana", scores))
... except RuleError as error:
...     error.key
'frag.error.points'
"""

from __future__ import annotations

from collections import Counter
from typing import TypeVar

from solo.errors import RuleError
from solo.i18n import normalize, t
from solo.record import record
from solo.systems.fragmentos.rules.conflict import Rank
from solo.systems.fragmentos.rules.keys import CHARACTERISTIC_KEYS
from solo.systems.fragmentos.rules.settings import (
    COMPLICATIONS,
    MILESTONES,
    MONSTER_SCORE_RANGE,
    MONSTER_TRAIT_RANGE,
    POINTS_TO_SPEND,
    SCORE_RANGE,
    TRAIT_POINTS_EQUAL_SCORE,
    TRAIT_RANGE,
)
from solo.systems.fragmentos.rules.sheet import Characteristic, Sheet

S = TypeVar("S", bound=Sheet)


@record
class SheetRules:
    """What a sheet of one rank must respect."""

    scores: range
    traits: range
    points: int | None
    trait_budget: bool
    full_qualities: bool


RULES_BY_RANK: dict[Rank, SheetRules] = {
    Rank.MAIN: SheetRules(SCORE_RANGE, TRAIT_RANGE, POINTS_TO_SPEND, True, True),
    Rank.SECONDARY: SheetRules(SCORE_RANGE, TRAIT_RANGE, None, False, False),
    Rank.MONSTER: SheetRules(MONSTER_SCORE_RANGE, MONSTER_TRAIT_RANGE, None, False, False),
}


def check_score_value(value: int, rank: Rank = Rank.MAIN, name: str = "") -> int:
    """Return a characteristic's total if its rank allows it, or raise `RuleError`.

    >>> check_score_value(5)
    5
    """
    allowed = RULES_BY_RANK[rank].scores
    if value not in allowed:
        raise RuleError("frag.error.score_range", characteristic=name, value=value,
                        low=allowed.start, high=allowed.stop - 1)
    return value


def check_trait_bonus(bonus: int, rank: Rank = Rank.MAIN, name: str = "") -> int:
    """Return a rasgo's bonus if its rank allows it (+1..+3 for characters), or raise.

    >>> check_trait_bonus(3)
    3
    """
    allowed = RULES_BY_RANK[rank].traits
    if bonus not in allowed:
        raise RuleError("frag.error.trait_range", name=name, bonus=bonus,
                        low=allowed.start, high=allowed.stop - 1)
    return bonus


def trait_points(character: Sheet, characteristic: Characteristic) -> int:
    """Return the rasgo points spent under `characteristic`."""
    return sum(tr.bonus for tr in character.traits if tr.characteristic is characteristic)


def validate(character: S) -> S:
    """Return `character` unchanged if its sheet is legal, or raise `RuleError`."""
    rules = RULES_BY_RANK[character.rank]
    if not character.name.strip():
        raise RuleError("frag.error.name_empty")
    _check_scores(character, rules)
    _check_traits(character, rules)
    if rules.full_qualities:
        _check_qualities(character)
    if character.superacion < 0:
        raise RuleError("frag.error.superacion_negative", points=character.superacion)
    return character


def validate_new(character: S) -> S:
    """Return a new sheet if creation allows it: legal, every rasgo point of a budget spent.

    A main character's rasgos under each characteristic add up to its score exactly (a sheet
    in play keeps them: damage lowers the current score, never the total).

    >>> from solo.systems.fragmentos.rules.sheet import Characteristic as C, Qualities, Sheet
    >>> ana = Sheet.new("Ana", {C.ACTION: 3, C.INTERACTION: 3, C.COGNITION: 3},
    ...                 qualities=Qualities("Enfermera", ("Guerra", "Viuda"), ("Miedosa",)))
    >>> try:
    ...     validate_new(ana)
    ... except RuleError as error:
    ...     error.key
    'frag.error.trait_points_unspent'
    """
    validate(character)
    if not (RULES_BY_RANK[character.rank].trait_budget and TRAIT_POINTS_EQUAL_SCORE):
        return character
    for ch in Characteristic:
        used, budget = trait_points(character, ch), character.score(ch).total
        if used != budget:
            raise RuleError("frag.error.trait_points_unspent",
                            characteristic=t(CHARACTERISTIC_KEYS[ch]), used=used, budget=budget)
    return character


def _check_scores(character: Sheet, rules: SheetRules) -> None:
    for ch in Characteristic:
        score = character.score(ch)
        check_score_value(score.total, character.rank, t(CHARACTERISTIC_KEYS[ch]))
        if not 0 <= score.current <= score.total:
            raise RuleError("frag.error.current_range", characteristic=t(CHARACTERISTIC_KEYS[ch]),
                            current=score.current, total=score.total)
    spent = sum(character.score(ch).total for ch in Characteristic)
    if rules.points is not None and spent != rules.points:
        raise RuleError("frag.error.points", spent=spent, needed=rules.points)


def _check_traits(character: Sheet, rules: SheetRules) -> None:
    for trait in character.traits:
        if not trait.name.strip():
            raise RuleError("frag.error.trait_name_empty")
        check_trait_bonus(trait.bonus, character.rank, trait.name)
    repeated = [n for n, k in Counter(normalize(t.name) for t in character.traits).items() if k > 1]
    if repeated:
        raise RuleError("frag.error.trait_repeated", name=repeated[0])
    if not rules.trait_budget:
        return
    for ch in Characteristic:
        used, budget = trait_points(character, ch), character.score(ch).total
        if used > budget:
            raise RuleError("frag.error.trait_points", characteristic=t(CHARACTERISTIC_KEYS[ch]),
                            used=used,
                            budget=budget)


def _check_qualities(character: Sheet) -> None:
    qualities = character.qualities
    if not qualities.concept.strip():
        raise RuleError("frag.error.concept_missing")
    if len(qualities.milestones) != MILESTONES or not all(m.strip() for m in qualities.milestones):
        raise RuleError("frag.error.milestones", count=len(qualities.milestones),
                        needed=MILESTONES)
    if len(qualities.complications) != COMPLICATIONS or not all(
            c.strip() for c in qualities.complications):
        raise RuleError("frag.error.complications", count=len(qualities.complications),
                        needed=COMPLICATIONS)
    unknown = qualities.crossed_out - set(qualities.all)
    if unknown:
        raise RuleError("frag.error.quality_unknown", name=sorted(unknown)[0])
