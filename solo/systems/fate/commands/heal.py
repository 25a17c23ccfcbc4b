"""`fate recover`: start healing a consequence (Condensed: after an overcome roll)."""

from __future__ import annotations

import argparse
from dataclasses import dataclass, replace
from typing import Any

from solo.commands.base import Context, add_dice_option, journal_lang
from solo.errors import RuleError
from solo.i18n import t
from solo.journal.entry import consequence, mechanics
from solo.systems.fate.commands.state import load, save
from solo.systems.fate.procedures.common import result_line
from solo.systems.fate.rules.actions import Action
from solo.systems.fate.rules.character import Character
from solo.systems.fate.rules.consequences import Severity, recovery_difficulty, start_recovery
from solo.systems.fate.rules.dice import roll_4df
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.resolve import FateResult, resolve_faces

_SEVERITIES = {"mild": "mild", "leve": "mild", "moderate": "moderate", "moderada": "moderate",
               "severe": "severe", "grave": "severe"}
# Condensed [SRC]: the roll must succeed (a tie is not enough) to start recovering.
RECOVERY_NEEDS = (Outcome.SUCCESS, Outcome.STYLE)


@dataclass(frozen=True)
class Recovery:
    """The recovery roll (if any), whether healing started, and the sheet after it."""

    roll: FateResult | None
    started: bool
    character: Character


def add_parser(subs: Any) -> None:
    """Add `fate recover`."""
    recover = subs.add_parser("recover", aliases=["recuperar"], help=t("fate.cmd.recover"))
    recover.add_argument("severity", choices=sorted(_SEVERITIES), help=t("fate.help.severity"))
    recover.add_argument("--rename", "--renombrar", help=t("fate.help.rename"))
    recover.add_argument("--pc", "--pj", help=t("fate.help.pc"))
    recover.add_argument("--skill", "--habilidad", help=t("fate.help.recover_skill"))
    recover.add_argument("--self", "--uno-mismo", dest="self_treatment", action="store_true",
                         help=t("fate.help.self"))
    add_dice_option(recover)


def run_recover(ctx: Context, args: argparse.Namespace) -> Recovery:
    """Start recovering a consequence; with --skill, roll the overcome first (Condensed)."""
    state = load(ctx)
    sheet = state.character(args.pc)
    severity = Severity(_SEVERITIES[args.severity])
    index = next((i for i, s in enumerate(sheet.consequences)
                  if s.severity is severity and not s.empty), None)
    if index is None:
        raise RuleError("fate.error.slot_empty", severity=t(f"fate.severity.{severity.value}"))
    lang = journal_lang(ctx)
    roll = None
    if args.skill:
        rng = ctx.dice(args.dice)
        faces = roll_4df(rng)
        ctx.finish(rng)
        roll = resolve_faces(faces, sheet.rating(args.skill),
                             recovery_difficulty(severity, self_treatment=args.self_treatment),
                             action=Action.OVERCOME, edition=sheet.edition)
    started = roll is None or roll.outcome in RECOVERY_NEEDS
    slots = list(sheet.consequences)
    if started:
        slots[index] = start_recovery(slots[index], args.rename)
    changed = replace(sheet, consequences=tuple(slots))
    save(ctx, state.with_character(changed), "fate recover")
    lines = [result_line(roll, lang)] if roll else []
    key = "fate.journal.recovering" if started else "fate.journal.not_recovering"
    lines.append(consequence(t(key, lang, name=sheet.name, aspect=slots[index].aspect)))
    ctx.record(mechanics(*lines))
    return Recovery(roll, started, changed)
