"""The rules' upkeep when a scene, a session or a scenario ends: what clears, heals and resets.

Every end of a scene clears stress, lets the scene's aspects and boosts go, pays the fate
points owed for hostile invokes and resets the GM's pool (one point per PC when the next
scene starts). A session's or a scenario's end is also the end of its last scene. The notes
say what changed, one per thing, so nothing is announced that did not happen.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence

from solo.record import record
from solo.systems.fate.rules.character import Character
from solo.systems.fate.rules.consequences import NEEDS_RECOVERY_ROLL, Moment
from solo.systems.fate.rules.harm import pass_time


class Done(enum.StrEnum):
    """One kind of thing the upkeep did."""

    STRESS_CLEARED = "stress_cleared"
    CONSEQUENCE_HEALED = "consequence_healed"
    CONSEQUENCE_LASTS = "consequence_lasts"
    CONSEQUENCE_UNTREATED = "consequence_untreated"   # Condensed: waits for a recovery roll
    ASPECTS_GONE = "aspects_gone"
    POINTS_PAID = "points_paid"
    GM_POOL_RESET = "gm_pool_reset"
    GM_POOL_PAID = "gm_pool_paid"      # reset, plus the points of hostile invokes against PCs


@record
class Note:
    """One line of upkeep: what was done, to whom (or `""`), naming what (or `""`), how many."""

    done: Done
    who: str = ""
    what: str = ""
    count: int = 0


@record
class Upkeep:
    """The characters after the upkeep, and the notes of what changed."""

    characters: tuple[Character, ...]
    notes: tuple[Note, ...]


_THROUGH = {Moment.SCENE_END: (Moment.SCENE_END,),
            Moment.SESSION_END: (Moment.SCENE_END, Moment.SESSION_END),
            Moment.SCENARIO_END: (Moment.SCENE_END, Moment.SESSION_END, Moment.SCENARIO_END)}
"""A session's end is also its last scene's; a scenario's, its last session's."""


def _passed(character: Character, moment: Moment) -> Character:
    for step in _THROUGH[moment]:
        character = pass_time(character, step)
    return character


def _character_notes(before: Character, after: Character) -> list[Note]:
    notes: list[Note] = []
    if any(any(track.checked) for track in before.tracks):
        notes.append(Note(Done.STRESS_CLEARED, before.name))
    for old, new in zip(before.consequences, after.consequences, strict=True):
        if old.empty:
            continue
        done = (Done.CONSEQUENCE_HEALED if new.empty
                else Done.CONSEQUENCE_LASTS if new.recovering
                or not NEEDS_RECOVERY_ROLL[before.edition] else Done.CONSEQUENCE_UNTREATED)
        notes.append(Note(done, before.name, old.aspect))
    return notes


def end_upkeep(characters: Sequence[Character], moment: Moment, *, scene_aspects: int = 0,
               owed: Mapping[str, int] | None = None, gm_pool: int | None = None,
               gm_owed: int = 0) -> Upkeep:
    """The upkeep at `moment`: stress, consequences, scene aspects, owed points, the GM's pool.

    `scene_aspects` is how many situation aspects and boosts the scene had, `owed` the fate
    points each character earned from hostile invokes, `gm_pool` what was left in the GM's
    pool (None: untouched this scene, nothing to reset), `gm_owed` the points its hostile
    invokes earned it (they join the next scene's pool).

    >>> from dataclasses import replace
    >>> from solo.systems.fate.rules.approaches import PRESETS
    >>> from solo.systems.fate.rules.character import new_fae
    >>> nia = new_fae("Nia", "Ladrona", "Deudas", approaches=PRESETS["ladron"])
    >>> hurt = replace(nia, tracks=(nia.tracks[0].check(1),))
    >>> done = end_upkeep([hurt], Moment.SCENE_END, scene_aspects=2, owed={"Nia": 1}, gm_pool=0)
    >>> [note.done.value for note in done.notes]
    ['stress_cleared', 'points_paid', 'aspects_gone', 'gm_pool_reset']
    >>> done.characters[0].fate_points, any(done.characters[0].tracks[0].checked)
    (4, False)
    """
    owed = owed or {}
    after: list[Character] = []
    notes: list[Note] = []
    for character in characters:
        passed = _passed(character, moment)
        notes.extend(_character_notes(character, passed))
        earned = owed.get(character.name, 0)
        if earned:
            passed = passed.with_points(passed.fate_points + earned)
            notes.append(Note(Done.POINTS_PAID, character.name, count=earned))
        after.append(passed)
    if scene_aspects:
        notes.append(Note(Done.ASPECTS_GONE, count=scene_aspects))
    if gm_owed:
        notes.append(Note(Done.GM_POOL_PAID, count=gm_owed))
    elif gm_pool is not None:
        notes.append(Note(Done.GM_POOL_RESET))
    return Upkeep(tuple(after), tuple(notes))
