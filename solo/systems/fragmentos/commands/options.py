"""What the quick options of `frag reto` and `frag conflicto` say about each side.

A side's options name its sheet, its dice, its weapon and its rasgo; they become the answers
to the questions the guided procedure asks (in its order), and typed faces become its dice.
"""

from __future__ import annotations

import argparse
from typing import Any

from solo.commands.numbers import bounded, bounded_word
from solo.errors import InputError, RuleError
from solo.i18n import normalize, t
from solo.record import record
from solo.systems.fragmentos.commands.state import FragState
from solo.systems.fragmentos.procedures import answers
from solo.systems.fragmentos.procedures.prompts import Prompts
from solo.systems.fragmentos.rules.character import Character
from solo.systems.fragmentos.rules.conflict import Rank, parse_rank
from solo.systems.fragmentos.rules.settings import (
    EXTRA_DICE_RANGE,
    MONSTER_SCORE_RANGE,
    MONSTER_TRAIT_RANGE,
)

# What a side's options take: dice of a characteristic (0 once harmed), weapon dice, a trait.
SCORE = bounded(0, MONSTER_SCORE_RANGE.stop - 1)
EXTRA = bounded(0, EXTRA_DICE_RANGE.stop - 1)
TRAIT = bounded(0, MONSTER_TRAIT_RANGE.stop - 1)


@record
class SideOptions:
    """One side's option names, destinations and help keys."""

    prefix: str
    vs: str
    pc: tuple[str, str]
    score_help: str
    extra_help: str
    trait_help: str
    rank_help: str
    pc_help: str


MY_OPTIONS = SideOptions("", "", ("--pc", "--pj"), "frag.help.score", "frag.help.extra",
                      "frag.help.trait", "frag.help.rank", "frag.help.pc")
THEIR_OPTIONS = SideOptions("vs-", "vs_", ("--vs", "--contra"), "frag.help.vs_score",
                         "frag.help.vs_extra", "frag.help.vs_trait", "frag.help.vs_rank",
                         "frag.help.vs_pc")


def side_options(sub: argparse.ArgumentParser, side: SideOptions) -> None:
    prefix, vs = side.prefix, side.vs
    sub.add_argument(f"--{prefix}score", f"--{prefix}puntuacion", dest=f"{vs}score",
                     metavar="N", type=SCORE, help=t(side.score_help))
    sub.add_argument(f"--{prefix}extra", f"--{prefix}arma", dest=f"{vs}extra",
                     metavar="N", type=EXTRA, help=t(side.extra_help))
    sub.add_argument(f"--{prefix}trait", f"--{prefix}rasgo-valor", dest=f"{vs}trait",
                     metavar="N", type=TRAIT, help=t(side.trait_help))
    sub.add_argument(f"--{prefix}rasgo", dest=f"{vs}rasgo", action="append", metavar="NAME",
                     type=bounded_word(0, MONSTER_TRAIT_RANGE.stop - 1, prefix=""),
                     help=t("frag.help.rasgo"))
    sub.add_argument(f"--{prefix}characteristic", f"--{prefix}caracteristica",
                     dest=f"{vs}characteristic", metavar="X", help=t("frag.help.characteristic"))
    sub.add_argument(f"--{prefix}rank", f"--{prefix}rango", dest=f"{vs}rank",
                     metavar="RANK", help=t(side.rank_help))
    sub.add_argument(*side.pc, dest=f"{vs}pc", metavar="NAME", help=t(side.pc_help))


@record
class Side:
    """One side as the options give it: its sheet (if any) and its answers to the questions."""

    sheet: Character | None
    score: str
    extra: int
    trait: int
    rank: Rank | None


def read_side(args: argparse.Namespace, state: FragState, vs: str) -> Side:
    def get(name: str) -> Any:
        return getattr(args, f"{vs}{name}")

    wanted = get("pc") or (not vs and get("characteristic"))
    sheet = state.character_or_none(get("pc")) if wanted else None
    chosen = answers.characteristic(get("characteristic")) if get("characteristic") else None
    if get("score") is not None:
        score = str(get("score"))
    elif sheet is not None and chosen is not None:
        score = chosen.value
    else:
        raise InputError("frag.error.score_missing")
    trait: int = get("trait") if get("trait") is not None else best_trait(
        sheet, get("rasgo") or [])
    rank = parse_rank(get("rank")) if get("rank") else None
    extra: int = get("extra") if get("extra") is not None else 0
    return Side(sheet, score, extra, trait, rank)


def side_answers(sides: tuple[Side, ...], *prompts: Prompts) -> dict[str, list[str]]:
    """The answers to each side's questions, in the order the procedure asks them."""
    given: dict[str, list[str]] = {}
    for side, asked in zip(sides, prompts, strict=True):
        score = "frag.ask.characteristic" if side.sheet else asked.score
        trait = "frag.ask.trait" if side.sheet and side.sheet.traits else asked.trait
        for key, value in ((score, side.score), (asked.weapon, str(side.extra)),
                           (trait, str(side.trait))):
            given.setdefault(key, []).append(value)
    return given


def best_trait(sheet: Character | None, named: list[str]) -> int:
    """The best of the rasgos named (`--rasgo 2` is read as a bonus of +2)."""
    bonuses = [int(n.strip()) for n in named if n.strip().lstrip("+").isdigit()]
    for name in (n for n in named if not n.strip().lstrip("+").isdigit()):
        if sheet is None or sheet.trait(name) is None:
            raise RuleError("frag.error.no_such_trait", name=name)
        bonuses.append(sheet.best_bonus([name]))
    return max(bonuses, default=0)


def check_quality(sheet: Character | None, quality: str | None) -> None:
    """Refuse `--quality` without a sheet, or naming a cualidad the sheet does not have."""
    if quality is None:
        return
    if sheet is None:
        raise RuleError("frag.error.quality_needs_sheet")
    if not any(normalize(q) == normalize(quality) for q in sheet.qualities.all):
        raise RuleError("frag.error.quality_unknown", name=quality)
