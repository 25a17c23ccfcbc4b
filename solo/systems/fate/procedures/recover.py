"""Starting to heal a consequence: which slot, the overcome roll (Condensed), the journal line.

The quick `fate recover` drives this procedure (it asks nothing: every choice comes from
the command's options).
"""

from __future__ import annotations

from dataclasses import replace

from solo.dice.rng import Rng
from solo.errors import RuleError
from solo.i18n import t
from solo.journal.entry import consequence, mechanics
from solo.procedures.steps import Procedure, Record
from solo.record import record
from solo.systems.fate.procedures.announce import player_roll
from solo.systems.fate.procedures.common import result_line
from solo.systems.fate.rules.actions import Action
from solo.systems.fate.rules.approaches import Approach
from solo.systems.fate.rules.character import Character
from solo.systems.fate.rules.consequences import Severity, recovery_difficulty, start_recovery
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.resolve import FateResult, resolve_faces
from solo.systems.fate.rules.skills import Skill
from solo.text import signed

# Condensed [SRC]: the roll must succeed (a tie is not enough) to start recovering.
RECOVERY_NEEDS = (Outcome.SUCCESS, Outcome.STYLE)


@record
class Recovery:
    """The recovery roll (if any), whether healing started, and the sheet after it."""

    roll: FateResult | None
    started: bool
    character: Character


def taken_slot(sheet: Character, severity: Severity) -> int:
    """The index of `sheet`'s consequence of `severity`, or `RuleError` when it has none."""
    index = next((i for i, s in enumerate(sheet.consequences)
                  if s.severity is severity and not s.empty), None)
    if index is None:
        raise RuleError("fate.error.slot_empty", severity=t(severity.label_key))
    return index


def _rated(sheet: Character, name: str) -> Approach | Skill:
    """The approach (FAE) or skill (Condensed) a player named, in either language."""
    return Approach.parse(name) if sheet.edition is Edition.FAE else Skill.parse(name)


def recover(sheet: Character, severity: Severity, *, rng: Rng | None = None,
            skill: str | None = None, self_treatment: bool = False, rename: str | None = None,
            healer: Character | None = None, lang: str | None = None) -> Procedure[Recovery]:
    """Start healing `sheet`'s consequence of `severity`; with `skill`, `healer` (the patient
    when none is named) rolls the overcome first, its odds shown before the dice."""
    index = taken_slot(sheet, severity)
    roll = None
    if skill and rng is not None:
        rolls = healer or sheet
        bonus = rolls.rating(skill)
        vs = recovery_difficulty(severity, self_treatment=self_treatment)
        faces = yield from player_roll(
            rng, rolls.name, "fate.roll.why.recover",
            {"aspect": sheet.consequences[index].aspect, "bonus": signed(bonus),
             "using": t(_rated(rolls, skill).label_key)}, bonus=bonus, vs=vs)
        roll = resolve_faces(faces, bonus, vs, action=Action.OVERCOME, edition=sheet.edition)
    started = roll is None or roll.outcome in RECOVERY_NEEDS
    slots = list(sheet.consequences)
    if started:
        slots[index] = start_recovery(slots[index], rename)
    changed = replace(sheet, consequences=tuple(slots))
    lines = [result_line(roll, lang)] if roll else []
    key = "fate.journal.recovering" if started else "fate.journal.not_recovering"
    lines.append(consequence(t(key, lang, name=sheet.name, aspect=slots[index].aspect)))
    yield Record(mechanics(*lines))
    return Recovery(roll, started, changed)
