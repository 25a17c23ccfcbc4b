"""Taking a hit on a character's sheet, being taken out, conceding, and healing with time.

>>> from solo.systems.fate.rules.approaches import PRESETS
>>> from solo.systems.fate.rules.character import new_fae
>>> nia = new_fae("Nia", "Ladrona", "Deudas", approaches=PRESETS["ladron"])
>>> plan = options(nia, 4)[0]
>>> hurt = take_hit(nia, 4, plan, ("Torcedura en el tobillo",))
>>> hurt.tracks[0].marks(), hurt.consequences[0].aspect
('[1][X][3]', 'Torcedura en el tobillo')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from solo.errors import RuleError
from solo.systems.fate.rules.absorb import AbsorbPlan, absorb_options, check_plan
from solo.systems.fate.rules.character import Character
from solo.systems.fate.rules.consequences import Moment, pass_moment
from solo.systems.fate.rules.fate_points import concession_points
from solo.systems.fate.rules.stress import TrackKind


def default_track(character: Character) -> TrackKind:
    """The track a hit lands on when nobody says: the single one, or physical."""
    kinds = [tr.kind for tr in character.tracks]
    return TrackKind.PHYSICAL if TrackKind.PHYSICAL in kinds else TrackKind.STRESS


def options(character: Character, shifts: int,
            kind: TrackKind | None = None) -> tuple[AbsorbPlan, ...]:
    """The ways `character` can absorb a hit of `shifts` (empty: taken out)."""
    return absorb_options(character.edition, character.tracks, character.consequences, shifts,
                          kind or default_track(character))


def taken_out(character: Character, shifts: int, kind: TrackKind | None = None) -> bool:
    """Whether no plan can absorb the hit.

    >>> from solo.systems.fate.rules.character import mook
    >>> from solo.systems.fate.rules.edition import Edition
    >>> taken_out(mook("Matón", Edition.FAE, boxes=1), 2)
    True
    """
    return shifts > 0 and not options(character, shifts, kind)


def take_hit(character: Character, shifts: int, plan: AbsorbPlan,
             names: Sequence[str] = ()) -> Character:
    """Check the plan's boxes and fill its slots with the consequences named in `names`."""
    check_plan(character.edition, character.tracks, character.consequences, shifts, plan)
    if len(names) != len(plan.slots):
        raise RuleError("fate.error.consequence_name")
    tracks = list(character.tracks)
    index = next(i for i, tr in enumerate(tracks) if tr.kind is plan.track
                 or tr.kind is TrackKind.STRESS)
    for box in plan.boxes:
        tracks[index] = tracks[index].check(box)
    slots = list(character.consequences)
    for slot, name in zip(plan.slots, names, strict=True):
        slots[slot] = slots[slot].take(name)
    return replace(character, tracks=tuple(tracks), consequences=tuple(slots))


def concede(character: Character, consequences_in_conflict: int) -> Character:
    """Concede: gain one fate point plus one per consequence taken in this conflict.

    >>> from solo.systems.fate.rules.approaches import PRESETS
    >>> from solo.systems.fate.rules.character import new_fae
    >>> concede(new_fae("Nia", "a", "b", approaches=PRESETS["ladron"]), 1).fate_points
    5
    """
    return replace(character, fate_points=character.fate_points
                   + concession_points(consequences_in_conflict))


def pass_time(character: Character, moment: Moment) -> Character:
    """Clear stress (every moment ends a scene) and the consequences that heal at `moment`."""
    return replace(character, tracks=tuple(tr.clear() for tr in character.tracks),
                   consequences=tuple(pass_moment(s, moment, character.edition)
                                      for s in character.consequences))
