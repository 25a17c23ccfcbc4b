"""A Zodiac PJ: nine scores with their Rasgos, skills, Encrucijada paragraphs, Karma, Vínculos.

>>> pj = Character.from_data(SAMPLE_DATA)
>>> pj.karma, pj.derived(Action.ATLETISMO)
(4, Derived(pb=3, at=-1, cde=6))
>>> Character.from_data(pj.to_data()) == pj
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field, replace
from typing import Any

from solo.errors import RuleError, data_reason
from solo.i18n import normalize
from solo.record import record
from solo.systems.zodiac.rules.bonds import Bond, check_creation_bonds
from solo.systems.zodiac.rules.karma import check_score_sum, karma_score
from solo.systems.zodiac.rules.scores import (
    ACTION_PAIRS,
    Action,
    Attribute,
    Derivation,
    Derived,
    Social,
    attempt_cd,
    check_score,
    derive,
    parse_action,
    parse_score_name,
)
from solo.systems.zodiac.rules.settings import CREATION_PX, PK_MAX
from solo.systems.zodiac.rules.skills import Skill, skills_cost
from solo.systems.zodiac.rules.states import States

SCORE_NAMES: tuple[str, ...] = (*(a.value for a in Attribute), *(s.value for s in Social))


@record
class Character:
    """A PJ's sheet; `karma` (the score) is always 26 − the sum of the nine scores."""

    name: str
    concept: str
    scores: Mapping[str, int]
    traits: Mapping[str, str] = field(default_factory=dict)
    skills: tuple[Skill, ...] = ()
    obligation: str = ""
    emotion: str = ""
    bonds: tuple[Bond, ...] = ()
    pk: int = 0
    px: int = 0
    states: States = field(default_factory=States)
    free_use_spent: bool = False
    rewrote: bool = False
    encumbrance_failed: frozenset[Attribute] = frozenset()
    """Attributes with Estorbo whose TS already failed this scene: the next ones fail alone."""

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise RuleError("zodiac.error.name_empty")
        missing = [n.upper() for n in SCORE_NAMES if n not in self.scores]
        if missing:
            raise RuleError("zodiac.error.missing_scores", names=", ".join(missing))
        for name in SCORE_NAMES:
            check_score(name, self.scores[name])
        if not 0 <= self.pk <= PK_MAX:
            raise RuleError("zodiac.error.pk_range", value=self.pk, most=PK_MAX)

    @property
    def score_sum(self) -> int:
        """The sum of the six Attributes and three Social scores."""
        return sum(self.scores[n] for n in SCORE_NAMES)

    @property
    def karma(self) -> int:
        """The Karma score: the least PK the PJ starts each Episode with."""
        return karma_score(self.score_sum)

    def attribute(self, attribute: Attribute) -> int:
        """The score of one Attribute."""
        return self.scores[attribute.value]

    def derivation(self) -> Derivation:
        """PB, AT and CDE of the 15 Actions."""
        return derive({a: self.attribute(a) for a in Attribute})

    def derived(self, action: Action) -> Derived:
        """PB, AT and CDE of one Action."""
        return self.derivation().actions[action]

    def ts_score(self, name: str) -> tuple[int, Attribute | Social | Action]:
        """The score a TS on `name` rolls under: a score of the sheet, else an Action's PB.

        Returns the value and what it is (the score, or the Action whose PB it is).
        """
        try:
            score = parse_score_name(name)
        except RuleError:  # not a score: then an Action, and its PB
            action = parse_action(name)
            return self.derived(action).pb, action
        return self.scores[score.value], score

    def attempt_cd(self, action: Action, cd: int) -> int:
        """The CD this PJ rolls against for `action` (or an error when it cannot try)."""
        a, b = ACTION_PAIRS[action]
        return attempt_cd(action, cd, self.attribute(a), self.attribute(b))

    def skills_for(self, action: Action) -> tuple[Skill, ...]:
        """The skills whose attribute is one of the Action's pair."""
        pair = ACTION_PAIRS[action]
        return tuple(s for s in self.skills if s.attribute in pair)

    def skill(self, name: str) -> Skill:
        """The skill called `name`, or raise `RuleError`."""
        for skill in self.skills:
            if normalize(skill.name) == normalize(name):
                return skill
        raise RuleError("zodiac.error.unknown_skill", name=name, pj=self.name)

    def with_(self, **changes: Any) -> Character:
        """A copy with some fields changed (validated again)."""
        return replace(self, **changes)

    def to_data(self) -> dict[str, Any]:
        """Return plain, YAML-ready data."""
        return {
            "system": "zodiac", "name": self.name, "concept": self.concept,
            "scores": {n: self.scores[n] for n in SCORE_NAMES},
            "traits": {n: self.traits[n] for n in SCORE_NAMES if self.traits.get(n)},
            "skills": [s.to_data() for s in self.skills],
            "crossroads": {"obligation": self.obligation, "emotion": self.emotion},
            "bonds": [b.to_data() for b in self.bonds],
            "pk": self.pk, "px": self.px, "states": self.states.to_data(),
            "free_use_spent": self.free_use_spent, "rewrote": self.rewrote,
            **({"encumbrance_failed": sorted(a.value for a in self.encumbrance_failed)}
               if self.encumbrance_failed else {}),
        }

    def to_json(self) -> dict[str, Any]:
        """The sheet's data with its Karma score."""
        return {**self.to_data(), "karma": self.karma}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Character:
        """Build a PJ from plain data, or raise `RuleError` naming what is wrong."""
        try:
            scores = {normalize(str(k)): int(v) for k, v in dict(data["scores"]).items()}
            traits = {normalize(str(k)): str(v) for k, v in dict(data.get("traits") or {}).items()}
            crossroads = dict(data.get("crossroads") or {})
            return cls(
                name=str(data["name"]), concept=str(data.get("concept", "")),
                scores=scores, traits=traits,
                skills=tuple(Skill.from_data(s) for s in data.get("skills") or ()),
                obligation=str(crossroads.get("obligation", "")),
                emotion=str(crossroads.get("emotion", "")),
                bonds=tuple(Bond.from_data(b) for b in data.get("bonds") or ()),
                pk=int(data.get("pk", 0)), px=int(data.get("px", 0)),
                states=States.from_data(data.get("states")),
                free_use_spent=bool(data.get("free_use_spent", False)),
                rewrote=bool(data.get("rewrote", False)),
                encumbrance_failed=frozenset(Attribute(str(a).lower()) for a in
                                             data.get("encumbrance_failed") or ()))
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise RuleError("zodiac.error.character_data", detail=data_reason(error)) from None


def check_new_character(pj: Character) -> Character:
    """Return `pj` if it follows the creation rules (sum 20..24, 12 PX of skills, 2..4 Vínculos)."""
    check_score_sum(pj.score_sum)
    cost = skills_cost(pj.skills, pj.scores)
    if cost > CREATION_PX:
        raise RuleError("zodiac.error.skills_cost", cost=cost, budget=CREATION_PX)
    check_creation_bonds(pj.bonds)
    if not pj.obligation.strip() or not pj.emotion.strip():
        raise RuleError("zodiac.error.paragraphs_missing", name=pj.name)
    return pj


SAMPLE_DATA: Mapping[str, Any] = {
    "name": "Nia", "concept": "exploradora",
    "scores": {"fue": 2, "agi": 3, "des": 2, "per": 2, "int": 3, "vol": 2,
               "rec": 3, "con": 3, "ter": 2},
    "traits": {"fue": "esbelta"},
    "crossroads": {"obligation": "Servir al consejo", "emotion": "Encontrar a su hermano"},
    "bonds": ["Proteger a Tomás", "Pagar la deuda"],
    "pk": 4,
}
