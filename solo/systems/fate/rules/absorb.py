"""Absorbing a hit: the ways stress boxes and consequence slots can take its shifts.

FAE checks at most one box, worth its number; Condensed checks any number of
1-point boxes on the hit's track. Either may add empty consequence slots. A
hit no plan can absorb takes the character out.

>>> from solo.systems.fate.rules.stress import fae_track
>>> from solo.systems.fate.rules.consequences import standard_slots
>>> plans = absorb_options(Edition.FAE, (fae_track(),), standard_slots(), 4, TrackKind.STRESS)
>>> [(p.box_values, p.slots) for p in plans][:3]
[((2,), (0,)), ((3,), (0,)), ((), (1,))]
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from solo.errors import RuleError
from solo.record import record
from solo.systems.fate.rules.consequences import Slot
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.stress import BOXES_PER_HIT, StressTrack, TrackKind


@record
class AbsorbPlan:
    """Which boxes (indices on the hit's track) and slots (indices) take the hit."""

    track: TrackKind
    boxes: tuple[int, ...]
    box_values: tuple[int, ...]
    slots: tuple[int, ...]
    slot_values: tuple[int, ...]

    @property
    def absorbs(self) -> int:
        """Total shifts the plan soaks up."""
        return sum(self.box_values) + sum(self.slot_values)

    def to_json(self) -> dict[str, object]:
        """Plain data for `--json`."""
        return {"track": self.track, "boxes": [i + 1 for i in self.boxes],
                "slots": list(self.slots), "absorbs": self.absorbs}


def track_for(tracks: Sequence[StressTrack], kind: TrackKind) -> StressTrack:
    """Return the track a hit of `kind` lands on (FAE's single track takes any hit)."""
    found = next((tr for tr in tracks if tr.kind is kind), None)
    if found is None:
        found = next((tr for tr in tracks if tr.kind is TrackKind.STRESS), None)
    if found is None:
        raise RuleError("fate.error.no_track", track=kind.value)
    return found


def _box_choices(edition: Edition, track: StressTrack) -> list[tuple[int, ...]]:
    free = track.free()
    limit = BOXES_PER_HIT[edition]
    if limit is None:   # identical 1-point boxes: only how many matters
        return [free[:n] for n in range(len(free) + 1)]
    return [(), *[(i,) for i in free]]


def _usable_slots(slots: Sequence[Slot], kind: TrackKind) -> list[int]:
    return [i for i, s in enumerate(slots) if s.empty and (s.track is None or s.track is kind)]


def absorb_options(edition: Edition, tracks: Sequence[StressTrack], slots: Sequence[Slot],
                   shifts: int, kind: TrackKind) -> tuple[AbsorbPlan, ...]:
    """Return every plan that takes all `shifts` with nothing to spare (none: taken out)."""
    track = track_for(tracks, kind)
    usable = _usable_slots(slots, kind)
    plans: list[AbsorbPlan] = []
    for boxes in _box_choices(edition, track):
        for size in range(len(usable) + 1):
            for chosen in itertools.combinations(usable, size):
                plan = AbsorbPlan(track.kind, boxes, tuple(track.boxes[i] for i in boxes),
                                  chosen, tuple(slots[i].value for i in chosen))
                if plan.absorbs >= shifts and _minimal(plan, shifts):
                    plans.append(plan)
    return tuple(sorted(plans, key=lambda p: (len(p.slots), sum(p.slot_values), p.absorbs)))


def _minimal(plan: AbsorbPlan, shifts: int) -> bool:
    """No box or slot could be left out and still absorb the hit."""
    parts = [*plan.box_values, *plan.slot_values]
    return all(plan.absorbs - part < shifts for part in parts)


def check_plan(edition: Edition, tracks: Sequence[StressTrack], slots: Sequence[Slot],
               shifts: int, plan: AbsorbPlan) -> None:
    """Raise `RuleError` unless `plan` is allowed and absorbs the whole hit."""
    track = track_for(tracks, plan.track)
    limit = BOXES_PER_HIT[edition]
    if limit is not None and len(plan.boxes) > limit:
        raise RuleError("fate.error.one_box")
    if any(i not in track.free() for i in plan.boxes):
        raise RuleError("fate.error.box_taken", box=", ".join(str(i + 1) for i in plan.boxes))
    if any(i not in _usable_slots(slots, plan.track) for i in plan.slots):
        raise RuleError("fate.error.slot_unusable")
    if plan.absorbs < shifts:
        raise RuleError("fate.error.absorb_short", shifts=shifts, absorbs=plan.absorbs)
