"""Stress and consequences in 30 seconds: the guided step whenever a character takes a hit.

The player picks one way to absorb the shifts (boxes and consequence slots);
each consequence gets a name and gives the attacker one free invoke. A hit
no plan can absorb takes the character out. NPCs absorb by the program's
choice: the plan with the fewest and lightest consequences.
"""

from __future__ import annotations

from solo.i18n import t
from solo.journal.entry import consequence, mechanics, tag
from solo.procedures.steps import Choice, Message, Procedure, Record, Show
from solo.record import record
from solo.systems.fate.procedures.common import choose, text
from solo.systems.fate.rules.absorb import AbsorbPlan
from solo.systems.fate.rules.aspects import Aspect, AspectKind
from solo.systems.fate.rules.character import Character, Role
from solo.systems.fate.rules.consequences import Severity
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.harm import options, take_hit
from solo.systems.fate.rules.stress import TrackKind

_EXPLAIN = {Edition.FAE: "fate.absorb.explain.fae",
            Edition.CONDENSED: "fate.absorb.explain.condensed"}
#: An NPC's consequence (and a PC's default one) named by its severity: "Herida leve".
NPC_CONSEQUENCE = {Severity.MILD: "fate.absorb.npc_consequence.mild",
                   Severity.MODERATE: "fate.absorb.npc_consequence.moderate",
                   Severity.SEVERE: "fate.absorb.npc_consequence.severe"}


@record
class AbsorbSummary:
    """The sheet after the hit, the plan used, and the consequences the attacker may invoke."""

    character: Character
    shifts: int
    plan: AbsorbPlan | None
    taken_out: bool
    consequences: tuple[Aspect, ...]


def plan_label(sheet: Character, plan: AbsorbPlan) -> dict[str, object]:
    """The words of one plan: boxes checked and consequences taken."""
    boxes = " ".join(f"[{v}]" for v in plan.box_values) or "—"
    slots = ", ".join(f"{t(sheet.consequences[i].severity.label_key)} "
                      f"({sheet.consequences[i].value})" for i in plan.slots) or "—"
    return {"boxes": boxes, "slots": slots}


def _lines(sheet: Character, names: tuple[str, ...], lang: str | None) -> tuple[str, ...]:
    marks = " ".join(tr.marks() for tr in sheet.tracks)
    said = [t("fate.journal.quoted", lang, name=n) for n in names]  # «…» / '…'
    taken = ", ".join(said)
    if sheet.role is not Role.PC:   # an NPC's condition is its tag: [N:Matón|[X]|«Herida leve»]
        return (consequence(t("fate.journal.npc_absorbed", lang, name=sheet.name,
                              tag=tag("N", sheet.name, marks, *said))),)
    return (consequence(t("fate.journal.absorbed", lang, name=sheet.name, marks=marks,
                          taken=taken or "—")),)


def taken_out_line(sheet: Character, lang: str | None) -> str:
    """`=> Matón queda fuera de combate [N:Matón|fuera de combate]` (a PC is named, untagged)."""
    words = t("fate.journal.taken_out", lang, name=sheet.name)
    if sheet.role is not Role.PC:
        words = f"{words} {tag('N', sheet.name, t('fate.journal.out_tag', lang))}"
    return consequence(words)


def absorb_hit(sheet: Character, shifts: int, kind: TrackKind | None = None, *,
               lang: str | None = None) -> Procedure[AbsorbSummary]:
    """Guide the player through absorbing a hit of `shifts`."""
    if shifts <= 0:
        return AbsorbSummary(sheet, shifts, None, False, ())
    plans = options(sheet, shifts, kind)
    if not plans:
        yield Show(Message("fate.absorb.taken_out", {"name": sheet.name, "shifts": shifts},
                           "warning"))
        yield Record(mechanics(taken_out_line(sheet, lang)))
        return AbsorbSummary(sheet, shifts, None, True, ())
    choices = tuple(Choice(str(i), "fate.choice.plan", plan_label(sheet, p))
                    for i, p in enumerate(plans, start=1))
    picked = yield from choose("fate.absorb.ask_plan", choices, name=sheet.name, shifts=shifts,
                               explain=_EXPLAIN[sheet.edition], default=choices[0].value)
    plan = plans[int(picked) - 1]
    names: list[str] = []
    for slot in plan.slots:
        severity = sheet.consequences[slot].severity
        names.append((yield from text("fate.absorb.ask_consequence",
                                      severity=t(severity.label_key),
                                      explain="fate.absorb.explain_consequence",
                                      default=t(NPC_CONSEQUENCE[severity], lang))))
    after = take_hit(sheet, shifts, plan, tuple(names))
    yield Show(after)
    yield Record(mechanics(*_lines(after, tuple(names), lang)))
    return AbsorbSummary(after, shifts, plan, False, _taken(after, names))


def _taken(sheet: Character, names: list[str]) -> tuple[Aspect, ...]:
    return tuple(Aspect(n, AspectKind.CONSEQUENCE, 1, sheet.name) for n in names)


def auto_absorb(sheet: Character, shifts: int, kind: TrackKind | None = None, *,
                lang: str | None = None) -> AbsorbSummary:
    """Absorb a hit for an NPC: the first (lightest) plan, consequences named by severity."""
    if shifts <= 0:
        return AbsorbSummary(sheet, shifts, None, False, ())
    plans = options(sheet, shifts, kind)
    if not plans:
        return AbsorbSummary(sheet, shifts, None, True, ())
    plan = plans[0]
    names = [t(NPC_CONSEQUENCE[sheet.consequences[i].severity], lang) for i in plan.slots]
    after = take_hit(sheet, shifts, plan, tuple(names))
    return AbsorbSummary(after, shifts, plan, False, _taken(after, names))


def absorb_message(summary: AbsorbSummary) -> Message:
    """The one screen line of a hit the program absorbed for an NPC: boxes and consequences."""
    sheet = summary.character
    taken = ", ".join(t("fate.journal.quoted", name=a.name) for a in summary.consequences)
    return Message("fate.conflict.npc_absorbs", {
        "name": sheet.name, "shifts": summary.shifts,
        "marks": " ".join(tr.marks() for tr in sheet.tracks), "taken": taken or "—"}, "warning")


def absorb_record(summary: AbsorbSummary, lang: str | None = None) -> Record:
    """The journal entry of an absorb the program made."""
    if summary.taken_out:
        return Record(mechanics(taken_out_line(summary.character, lang)))
    return Record(mechanics(*_lines(summary.character,
                                    tuple(a.name for a in summary.consequences), lang)))
