"""What a settled Action roll says about itself: each modifier and special reading, named.

The renderer and the journal show these next to the result, so the player sees why the
grade is what it is (Debilidad, the −3 of Acción Entorpecida, a Deja Vu reroll…).

>>> from solo.dice.rng import ScriptedRng
>>> from solo.systems.zodiac.rules.action import roll_action
>>> from solo.systems.zodiac.rules.request import ActionRequest
>>> [key for key, _ in result_notes(roll_action(ActionRequest(0, 7, weakness=True),
...                                             ScriptedRng([12])))]
['zodiac.note.natural_12_weakness']
"""

from __future__ import annotations

from collections.abc import Mapping

from solo.systems.zodiac.rules.action import ActionResult
from solo.systems.zodiac.rules.reading import Natural
from solo.systems.zodiac.rules.settings import HINDERED_PENALTY, HUMAN_CD_LIMIT

Note = tuple[str, Mapping[str, object]]


def result_notes(result: ActionResult) -> tuple[Note, ...]:
    """The notes of a result, as catalog keys with their parameters, in the rules' order."""
    request = result.request
    notes: list[Note] = []
    if result.trivial:
        return (("zodiac.note.trivial", {}),)
    if request.capped_from is not None:
        notes.append(("zodiac.note.cd_capped", {"asked": request.capped_from,
                                                "cd": HUMAN_CD_LIMIT}))
    if request.hindered:
        notes.append(("zodiac.note.hindered", {"penalty": HINDERED_PENALTY}))
    if request.minimized:
        notes.append(("zodiac.note.minimized", {}))
    if request.weakness:
        high = result.natural is Natural.HIGH
        notes.append(("zodiac.note.natural_12_weakness" if high else "zodiac.note.weakness", {}))
    if request.encumbered:
        notes.append(("zodiac.note.encumbered", {}))
    if result.rerolled is not None:
        index, was = result.rerolled
        notes.append(("zodiac.note.deja_vu", {"die": index, "was": was,
                                              "now": result.dice[index - 1]}))
    return tuple(notes)
