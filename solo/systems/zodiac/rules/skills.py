"""Skills (·B· ·A· ·E· ·C·): their cost at creation and the bonus they give an Action.

>>> skill_cost(2)
4
>>> s = Skill("natación", SkillKind.TRAINED, Attribute.FUE)
>>> Skill.from_data(s.to_data()) == s
True
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from typing import Any

from solo.errors import RuleError
from solo.i18n import normalize
from solo.record import record
from solo.systems.zodiac.rules.scores import ACTION_PAIRS, Action, Attribute
from solo.systems.zodiac.rules.settings import SKILL_BONUS_CAP, SKILL_COST_BASE
from solo.systems.zodiac.rules.words import read_word


class SkillKind(enum.StrEnum):
    """Básica (+1 on three uses), Avanzada (+2 on one), Entrenada (cancels a −3), Conocimiento."""

    BASIC = "b"
    ADVANCED = "a"
    TRAINED = "e"
    KNOWLEDGE = "c"


BONUS: Mapping[SkillKind, int] = {SkillKind.BASIC: 1, SkillKind.ADVANCED: 2,
                                  SkillKind.TRAINED: 0, SkillKind.KNOWLEDGE: 0}
MAX_USES: Mapping[SkillKind, int] = {SkillKind.BASIC: 3, SkillKind.ADVANCED: 1,
                                     SkillKind.TRAINED: 1, SkillKind.KNOWLEDGE: 1}
KIND_WORDS: Mapping[SkillKind, str] = {
    SkillKind.BASIC: "zodiac.word.skill.b", SkillKind.ADVANCED: "zodiac.word.skill.a",
    SkillKind.TRAINED: "zodiac.word.skill.e", SkillKind.KNOWLEDGE: "zodiac.word.skill.c"}


def parse_skill_kind(text: str) -> SkillKind:
    """Return the kind named by `text` (`B`, `·A·`, `entrenada`, `knowledge`...).

    >>> parse_skill_kind("·A·")
    <SkillKind.ADVANCED: 'a'>
    """
    return read_word(text.strip().strip("·."), KIND_WORDS, "zodiac.error.skill_kind", kind=text)


@record
class Skill:
    """One skill: its name, kind, linked attribute and the uses it covers."""

    name: str
    kind: SkillKind
    attribute: Attribute
    uses: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise RuleError("zodiac.error.skill_name")
        if len(self.uses) > MAX_USES[self.kind]:
            raise RuleError("zodiac.error.skill_uses", name=self.name,
                            most=MAX_USES[self.kind])

    @property
    def bonus(self) -> int:
        """+1 for ·B·, +2 for ·A·, 0 otherwise."""
        return BONUS[self.kind]

    def to_data(self) -> dict[str, Any]:
        """Return plain data for YAML."""
        return {"name": self.name, "kind": self.kind.value, "attribute": self.attribute.value,
                "uses": list(self.uses)}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Skill:
        """Build a skill from plain data, or raise `RuleError`."""
        try:
            return cls(str(data["name"]), parse_skill_kind(str(data["kind"])),
                       Attribute(normalize(str(data["attribute"]))),
                       tuple(str(u) for u in data.get("uses") or ()))
        except (KeyError, ValueError, TypeError):
            raise RuleError("zodiac.error.skill_data", data=str(dict(data))) from None


def skill_cost(attribute_score: int) -> int:
    """Return the PX a skill costs at creation: 6 − its attribute.

    >>> skill_cost(5), skill_cost(0)
    (1, 6)
    """
    return SKILL_COST_BASE - attribute_score


def skills_cost(skills: Iterable[Skill], scores: Mapping[str, int]) -> int:
    """Return the PX all `skills` cost at creation.

    >>> skills_cost([Skill("x", SkillKind.BASIC, Attribute.FUE)], {"fue": 2})
    4
    """
    return sum(skill_cost(scores[s.attribute.value]) for s in skills)


def skill_bonus(applied: Iterable[Skill], action: Action) -> int:
    """Return the bonus of the ·B·/·A· skills applied to `action`, with the rules' limits.

    At most one ·B·/·A· per attribute of the Action; together at most +3.

    >>> a = [Skill("x", SkillKind.ADVANCED, Attribute.FUE), Skill("y", SkillKind.ADVANCED,
    ...      Attribute.AGI)]
    >>> skill_bonus(a, Action.ATLETISMO)
    3
    """
    pair = ACTION_PAIRS[action]
    seen: set[Attribute] = set()
    total = 0
    for skill in applied:
        if skill.attribute not in pair:
            raise RuleError("zodiac.error.skill_not_for_action", name=skill.name,
                            action=action.value)
        if not skill.bonus:
            continue
        if skill.attribute in seen:
            raise RuleError("zodiac.error.skill_twice", attribute=skill.attribute.value.upper())
        seen.add(skill.attribute)
        total += skill.bonus
    return min(total, SKILL_BONUS_CAP)


def trained_against(applied: Iterable[Skill]) -> bool:
    """Whether an ·E· skill among `applied` cancels the −3 of Acción Entorpecida.

    >>> trained_against([Skill("natación", SkillKind.TRAINED, Attribute.FUE)])
    True
    """
    return any(s.kind is SkillKind.TRAINED for s in applied)
