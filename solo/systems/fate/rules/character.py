"""Fate characters (PCs, NPCs, mooks) as frozen data with validation and plain-data round trips.

>>> nia = new_fae("Nia", "Ladrona de trenes", "Debo dinero a la Cofradía",
...               approaches=PRESETS["ladron"], stunts=(Stunt("Sombra", "+2 al ..."),))
>>> nia.refresh, nia.fate_points, nia.rating("furtivo"), nia.tracks[0].marks()
(3, 3, 3, '[1][2][3]')
>>> Character.from_data(nia.to_data()) == nia
True
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping
from dataclasses import field, replace
from typing import Any

from solo.errors import InputError, RuleError
from solo.record import record
from solo.systems.fate.rules.approaches import PRESETS, Approach, check_approaches
from solo.systems.fate.rules.aspects import Aspect, AspectKind
from solo.systems.fate.rules.consequences import Severity, Slot, standard_slots
from solo.systems.fate.rules.edition import MIN_REFRESH, Edition
from solo.systems.fate.rules.fate_points import FATE_POINTS_MAX, refresh_for_stunts
from solo.systems.fate.rules.skills import EXTRA_MILD_RATING, Skill, check_pyramid, stress_boxes
from solo.systems.fate.rules.stress import (
    FAE_BOXES,
    StressTrack,
    TrackKind,
    condensed_track,
    fae_track,
)

__all__ = ["PRESETS", "Character", "Role", "Stunt", "mook", "new_condensed", "new_fae"]

# High concept + trouble + one more, plus up to two optional ones [SEED FAE].
MAX_ASPECTS = 5
# FAE mooks [SRC]: +2 at what they are good at, -2 at what they are bad at.
MOOK_GOOD, MOOK_BAD = 2, -2
MOOK_MAX_BOXES = {Edition.FAE: 2, Edition.CONDENSED: 3}


class Role(enum.StrEnum):
    """A player character, a named NPC, or a mook (minor NPC without consequences)."""

    PC = "pc"
    NPC = "npc"
    MOOK = "mook"

    @property
    def label_key(self) -> str:
        """The catalog key of the role's name."""
        return _ROLE_LABELS[self]


_ROLE_LABELS = {Role.PC: "fate.role.pc", Role.NPC: "fate.role.npc", Role.MOOK: "fate.role.mook"}


# A stunt's usual bonus [both]: +2 in its narrow circumstance; a text may name another.
STUNT_BONUS = 2
_BONUS = re.compile(r"(?<![\w+-])[+]\d\b")


@record
class Stunt:
    """A stunt: its name and what it does (e.g. "+2 when ... ")."""

    name: str
    text: str = ""

    @property
    def bonus(self) -> int:
        """The bonus its text names ("+1 when..."), else the usual +2 of a stunt.

        >>> Stunt("Ojo", "+1 al Notar en la oscuridad").bonus, Stunt("Ágil").bonus
        (1, 2)
        """
        found = _BONUS.search(self.text)
        return int(found.group(0)) if found else STUNT_BONUS


@record
class Character:
    """One sheet. FAE characters rate approaches; Condensed ones rate skills."""

    name: str
    edition: Edition
    high_concept: str = ""
    trouble: str = ""
    aspects: tuple[str, ...] = ()
    description: str = ""
    role: Role = Role.PC
    approaches: dict[Approach, int] = field(default_factory=dict)
    skills: dict[Skill, int] = field(default_factory=dict)
    stunts: tuple[Stunt, ...] = ()
    refresh: int = 3
    fate_points: int = 3
    tracks: tuple[StressTrack, ...] = ()
    consequences: tuple[Slot, ...] = ()

    def __post_init__(self) -> None:
        if self.fate_points > FATE_POINTS_MAX:  # a gain past the most a sheet holds is lost
            object.__setattr__(self, "fate_points", FATE_POINTS_MAX)

    def rating(self, name: str) -> int:
        """The bonus of an approach (FAE) or skill (Condensed) named in either language."""
        if self.edition is Edition.FAE:
            approach = Approach.parse(name)
            if approach not in self.approaches and self.role is not Role.MOOK:
                raise RuleError("fate.error.lacks", name=self.name, what=name)
            return self.approaches.get(approach, 0)
        return self.skills.get(Skill.parse(name), 0)

    def character_aspects(self) -> tuple[Aspect, ...]:
        """High concept, trouble, the others, and each consequence taken."""
        names = [a for a in (self.high_concept, self.trouble, *self.aspects) if a]
        own = [Aspect(a, AspectKind.CHARACTER, owner=self.name) for a in names]
        hurt = [Aspect(s.aspect, AspectKind.CONSEQUENCE, s.free_invokes, self.name, s.holder)
                for s in self.consequences if not s.empty]
        return (*own, *hurt)

    def with_points(self, fate_points: int) -> Character:
        """The same character with `fate_points`."""
        if fate_points < 0:
            raise RuleError("fate.error.no_fate_point")
        return replace(self, fate_points=fate_points)

    def to_data(self) -> dict[str, object]:
        """Plain YAML-ready data."""
        return {
            "name": self.name, "edition": self.edition.value, "role": self.role.value,
            "high_concept": self.high_concept, "trouble": self.trouble,
            "aspects": list(self.aspects), "description": self.description,
            "approaches": {a.value: v for a, v in self.approaches.items()},
            "skills": {s.value: v for s, v in self.skills.items()},
            "stunts": [{"name": s.name, "text": s.text} for s in self.stunts],
            "refresh": self.refresh, "fate_points": self.fate_points,
            "tracks": [tr.to_data() for tr in self.tracks],
            "consequences": [s.to_data() for s in self.consequences],
        }

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Character:
        """Rebuild (and validate) a character saved with `to_data`."""
        try:
            built = cls(
                str(data["name"]), Edition(str(data["edition"])),
                str(data.get("high_concept", "")), str(data.get("trouble", "")),
                tuple(str(a) for a in data.get("aspects", ())), str(data.get("description", "")),
                Role(str(data.get("role", "pc"))),
                {Approach(k): int(v) for k, v in dict(data.get("approaches", {})).items()},
                {Skill(k): int(v) for k, v in dict(data.get("skills", {})).items()},
                tuple(Stunt(str(s["name"]), str(s.get("text", "")))
                      for s in data.get("stunts", ())),
                int(data.get("refresh", 3)), int(data.get("fate_points", 3)),
                tuple(StressTrack.from_data(tr) for tr in data.get("tracks", ())),
                tuple(Slot.from_data(s) for s in data.get("consequences", ())),
            )
        except (KeyError, TypeError, ValueError, AttributeError):
            raise InputError("fate.error.character_data") from None
        validate(built, starting=False)
        return built


def validate(character: Character, *, starting: bool = True) -> None:
    """Raise `RuleError` unless the sheet follows its edition's rules."""
    if not character.name.strip():
        raise RuleError("fate.error.name_required")
    if character.role is Role.PC:
        if not character.high_concept.strip() or not character.trouble.strip():
            raise RuleError("fate.error.aspect_required")
        if 2 + len(character.aspects) > MAX_ASPECTS:
            raise RuleError("fate.error.too_many_aspects", most=MAX_ASPECTS)
        if character.edition is Edition.FAE:
            check_approaches(character.approaches, starting=starting)
        else:
            check_pyramid(character.skills, starting=starting)
        if starting and character.refresh != refresh_for_stunts(len(character.stunts)):
            raise RuleError("fate.error.refresh_cost")
    if character.refresh < MIN_REFRESH and character.role is Role.PC:
        raise RuleError("fate.error.too_many_stunts", minimum=MIN_REFRESH)
    if character.fate_points < 0:
        raise RuleError("fate.error.no_fate_point")


def new_fae(name: str, high_concept: str, trouble: str, *, approaches: Mapping[Approach, int],
            aspects: tuple[str, ...] = (), stunts: tuple[Stunt, ...] = (),
            description: str = "") -> Character:
    """A new FAE player character: refresh 3 less extra stunts, one `[1][2][3]` track."""
    refresh = refresh_for_stunts(len(stunts))
    built = Character(name.strip(), Edition.FAE, high_concept.strip(), trouble.strip(),
                      tuple(a.strip() for a in aspects if a.strip()), description.strip(),
                      Role.PC, dict(approaches), {}, stunts, refresh, refresh,
                      (fae_track(),), standard_slots())
    validate(built)
    return built


def condensed_tracks(skills: Mapping[Skill, int]) -> tuple[tuple[StressTrack, ...],
                                                          tuple[Slot, ...]]:
    """Physical and mental tracks sized by Physique and Will, plus the consequence slots."""
    physique, will = skills.get(Skill.PHYSIQUE, 0), skills.get(Skill.WILL, 0)
    tracks = (condensed_track(TrackKind.PHYSICAL, stress_boxes(physique)),
              condensed_track(TrackKind.MENTAL, stress_boxes(will)))
    extra = tuple(Slot(Severity.MILD, track=kind)
                  for kind, rating in ((TrackKind.PHYSICAL, physique), (TrackKind.MENTAL, will))
                  if rating >= EXTRA_MILD_RATING)
    return tracks, (*standard_slots(), *extra)


def new_condensed(name: str, high_concept: str, trouble: str, *, skills: Mapping[Skill, int],
                  aspects: tuple[str, ...] = (), stunts: tuple[Stunt, ...] = (),
                  description: str = "") -> Character:
    """A new Condensed player character with the skill pyramid and two stress tracks."""
    refresh = refresh_for_stunts(len(stunts))
    tracks, slots = condensed_tracks(skills)
    built = Character(name.strip(), Edition.CONDENSED, high_concept.strip(), trouble.strip(),
                      tuple(a.strip() for a in aspects if a.strip()), description.strip(),
                      Role.PC, {}, dict(skills), stunts, refresh, refresh, tracks, slots)
    validate(built)
    return built


def mook(name: str, edition: Edition, *, good_at: tuple[str, ...] = (),
         bad_at: tuple[str, ...] = (), boxes: int = 1, aspects: tuple[str, ...] = ()) -> Character:
    """A mook: +2 at what it is good at, -2 at what it is bad at, a few boxes, no consequences."""
    if not 0 <= boxes <= MOOK_MAX_BOXES[edition]:
        raise RuleError("fate.error.mook_boxes", most=MOOK_MAX_BOXES[edition])
    ratings = {**dict.fromkeys(good_at, MOOK_GOOD), **dict.fromkeys(bad_at, MOOK_BAD)}
    approaches = ({Approach.parse(k): v for k, v in ratings.items()}
                  if edition is Edition.FAE else {})
    skills = {Skill.parse(k): v for k, v in ratings.items()} if edition is Edition.CONDENSED else {}
    values = FAE_BOXES[:boxes] if edition is Edition.FAE else (1,) * boxes
    track = StressTrack(TrackKind.STRESS, values)   # one track takes any hit
    return Character(name.strip(), edition, aspects=aspects, role=Role.MOOK,
                     approaches=approaches, skills=skills, refresh=0, fate_points=0,
                     tracks=(track,))
