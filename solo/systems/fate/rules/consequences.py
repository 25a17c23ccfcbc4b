"""Consequence slots (mild 2, moderate 4, severe 6) and how they recover in each edition.

>>> slot = Slot(Severity.MILD).take("Torcedura en el tobillo")
>>> slot.aspect, slot.free_invokes, slot.value
('Torcedura en el tobillo', 1, 2)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import replace

from solo.errors import RuleError
from solo.record import record
from solo.systems.fate.rules.aspects import MOST_FREE_INVOKES
from solo.systems.fate.rules.edition import RECOVERY_DIFFICULTY, SELF_TREATMENT_PENALTY, Edition
from solo.systems.fate.rules.stress import TrackKind


class Severity(enum.StrEnum):
    """How bad a consequence is; its value is the shifts it absorbs."""

    MILD = "mild"
    MODERATE = "moderate"
    SEVERE = "severe"

    @property
    def value_shifts(self) -> int:
        """Shifts the slot absorbs: 2, 4 or 6."""
        return SLOT_VALUES[self]

    @property
    def label_key(self) -> str:
        """The catalog key of the severity's name."""
        return _SEVERITY_LABELS[self]


SLOT_VALUES = {Severity.MILD: 2, Severity.MODERATE: 4, Severity.SEVERE: 6}
_SEVERITY_LABELS = {Severity.MILD: "fate.severity.mild",
                    Severity.MODERATE: "fate.severity.moderate",
                    Severity.SEVERE: "fate.severity.severe"}
# The words a player may type for a severity (`fate recover leve`).
SEVERITY_WORDS = {Severity.MILD: "fate.word.mild", Severity.MODERATE: "fate.word.moderate",
                  Severity.SEVERE: "fate.word.severe"}

# The attacker gets one free invoke on each consequence it inflicts [both].
FREE_INVOKES_ON_CONSEQUENCE = 1
#: The most consequence slots a character has: three, and in Condensed an extra mild one for
#: each track whose skill is Superb (+5).
MOST_CONSEQUENCES = 5


class Moment(enum.StrEnum):
    """A point in the story when things may heal."""

    SCENE_END = "scene_end"
    SESSION_END = "session_end"
    SCENARIO_END = "scenario_end"


# The words a player may type for a moment (`fate end escena`), and its journal line.
MOMENT_WORDS = {Moment.SCENE_END: "fate.word.scene", Moment.SESSION_END: "fate.word.session",
                Moment.SCENARIO_END: "fate.word.scenario"}
MOMENT_LINES = {Moment.SCENE_END: "fate.journal.end.scene_end",
                Moment.SESSION_END: "fate.journal.end.session_end",
                Moment.SCENARIO_END: "fate.journal.end.scenario_end"}

# FAE [SRC]: mild clears at scene end, moderate at the end of the next session (the second
# session end after it was taken), severe at the end of the scenario. Condensed [SRC]: once
# recovery has begun, mild clears after a whole scene, moderate after a whole session, severe
# after a whole scenario (a major milestone) [INFERRED-M: the scene, session or scenario in
# which recovery began is not a whole one, so it clears at the second such end after it].
CLEARS_AT = {Severity.MILD: Moment.SCENE_END, Severity.MODERATE: Moment.SESSION_END,
             Severity.SEVERE: Moment.SCENARIO_END}
FAE_MODERATE_SESSION_ENDS = 2
NEEDS_RECOVERY_ROLL = {Edition.FAE: False, Edition.CONDENSED: True}
#: Condensed: the ends of its clearing moment a recovering consequence waits for (the first
#: closes the period in which recovery began; the second, a whole one).
WHOLE_PERIOD_ENDS = 2


@record
class Slot:
    """One consequence slot: empty (`aspect == ""`) or holding a consequence aspect."""

    severity: Severity
    aspect: str = ""
    free_invokes: int = 0
    track: TrackKind | None = None   # a Condensed extra mild slot serves one track only
    recovering: bool = False
    session_ends: int = 0
    holder: str = ""                 # whoever holds its free invokes (the attacker)
    waited: int = 0                  # Condensed: clearing moments passed while recovering

    def __post_init__(self) -> None:
        if self.free_invokes > MOST_FREE_INVOKES:  # stacked past the most one aspect holds
            object.__setattr__(self, "free_invokes", MOST_FREE_INVOKES)

    @property
    def value(self) -> int:
        """Shifts the slot absorbs."""
        return SLOT_VALUES[self.severity]

    @property
    def empty(self) -> bool:
        """Whether the slot can still take a consequence."""
        return not self.aspect

    def take(self, aspect: str) -> Slot:
        """Fill the slot with a named consequence (with its free invoke for the attacker)."""
        if not self.empty:
            raise RuleError("fate.error.slot_taken", severity=self.severity.value)
        if not aspect.strip():
            raise RuleError("fate.error.consequence_name")
        return Slot(self.severity, aspect.strip(), FREE_INVOKES_ON_CONSEQUENCE, self.track)

    def clear(self) -> Slot:
        """Empty the slot."""
        return Slot(self.severity, track=self.track)

    def to_data(self) -> dict[str, object]:
        """Plain YAML-ready data."""
        return {"severity": self.severity.value, "aspect": self.aspect,
                "free_invokes": self.free_invokes,
                "track": self.track.value if self.track else None,
                "recovering": self.recovering, "session_ends": self.session_ends,
                "holder": self.holder, "waited": self.waited}

    @classmethod
    def from_data(cls, data: Mapping[str, object]) -> Slot:
        """Rebuild a slot saved with `to_data`."""
        try:
            track = data.get("track")
            return cls(Severity(str(data["severity"])), str(data.get("aspect") or ""),
                       int(str(data.get("free_invokes", 0))),
                       TrackKind(str(track)) if track else None,
                       bool(data.get("recovering", False)),
                       int(str(data.get("session_ends", 0))),
                       str(data.get("holder") or ""), int(str(data.get("waited") or 0)))
        except (KeyError, ValueError):
            raise RuleError("fate.error.slot_data") from None


def standard_slots() -> tuple[Slot, ...]:
    """One mild, one moderate and one severe slot (both editions)."""
    return tuple(Slot(severity) for severity in Severity)


def recovery_difficulty(severity: Severity, *, self_treatment: bool = False) -> int:
    """Condensed: the overcome difficulty to start recovering (+2 when treating yourself).

    >>> recovery_difficulty(Severity.MODERATE)
    4
    >>> recovery_difficulty(Severity.MILD, self_treatment=True)
    4
    """
    return RECOVERY_DIFFICULTY[severity.value] + (SELF_TREATMENT_PENALTY if self_treatment else 0)


def start_recovery(slot: Slot, new_name: str | None = None) -> Slot:
    """Mark a consequence as recovering (Condensed: after a successful overcome), maybe renamed."""
    if slot.empty:
        raise RuleError("fate.error.slot_empty", severity=slot.severity.value)
    return replace(slot, aspect=(new_name or slot.aspect).strip(), recovering=True, waited=0)


def pass_moment(slot: Slot, moment: Moment, edition: Edition) -> Slot:
    """Return the slot after a scene, session or scenario ends (cleared when it heals).

    >>> pass_moment(Slot(Severity.MILD, "Cojo", 1), Moment.SCENE_END, Edition.FAE).empty
    True
    >>> healing = Slot(Severity.MILD, "Cojo", recovering=True)
    >>> once = pass_moment(healing, Moment.SCENE_END, Edition.CONDENSED)
    >>> once.empty, pass_moment(once, Moment.SCENE_END, Edition.CONDENSED).empty
    (False, True)
    """
    if slot.empty:
        return slot
    if moment is Moment.SESSION_END:
        slot = replace(slot, session_ends=slot.session_ends + 1)
    if CLEARS_AT[slot.severity] is not moment:
        return slot
    if NEEDS_RECOVERY_ROLL[edition]:
        if not slot.recovering:
            return slot
        waited = replace(slot, waited=slot.waited + 1)
        return waited.clear() if waited.waited >= WHOLE_PERIOD_ENDS else waited
    if slot.severity is Severity.MODERATE and slot.session_ends < FAE_MODERATE_SESSION_ENDS:
        return slot
    return slot.clear()
