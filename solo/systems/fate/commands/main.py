"""`fate …`: rolls, the ladder, the deck, characters, guided play, rules."""

from __future__ import annotations

import argparse
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

from solo.commands.base import (
    Command,
    Context,
    add_dice_option,
    journal_lang,
    new_parser,
    subcommand,
)
from solo.commands.lazy import with_lazy_subcommands
from solo.i18n import t
from solo.record import record
from solo.text import signed

if TYPE_CHECKING:
    from solo.commands.rules_help import RulesText
    from solo.systems.fate.rules.resolve import FateResult

__all__ = ["COMMANDS"]


@record
class Ladder:
    """The ladder, top to bottom, in the language in use."""

    rungs: tuple[tuple[int, str], ...]

    def to_json(self) -> dict[str, Any]:
        """`{"ladder": [{"value": 8, "name": "Legendario"}, …]}`."""
        return {"ladder": [{"value": v, "name": n} for v, n in self.rungs]}


@record
class DeckView:
    """How many cards are left in the Deck of Fate, and the odds of the next card's sum."""

    left: int
    sums: dict[int, Any]
    reshuffled: bool = False


HERE = __name__
PC = "solo.systems.fate.commands.pc:add_parsers"
PLAY = "solo.systems.fate.commands.play:add_parsers"
# Each subcommand, in help order: its name, the catalog keys of its words and help line, and the
# `module:function` adding its parser (built when typed: `solo.commands.lazy`).
SUBCOMMANDS: tuple[tuple[str, str, str, str], ...] = (
    ("roll", "fate.sub.roll", "fate.cmd.roll", f"{HERE}:add_roll_parser"),
    ("ladder", "fate.sub.ladder", "fate.cmd.ladder", f"{HERE}:add_ladder_parser"),
    ("deck", "fate.sub.deck", "fate.cmd.deck", f"{HERE}:add_deck_parser"),
    ("rules", "fate.sub.rules", "fate.cmd.rules", f"{HERE}:add_rules_parser"),
    ("character", "fate.sub.character", "fate.cmd.character", PC),
    ("sheet", "fate.sub.sheet", "fate.cmd.sheet", PC),
    ("aspect", "fate.sub.aspect", "fate.cmd.aspect", PC),
    ("stunt", "fate.sub.stunt", "fate.cmd.stunt", "solo.systems.fate.commands.stunt:add_parser"),
    ("compel", "fate.sub.compel", "fate.cmd.compel", PC),
    ("points", "fate.sub.points", "fate.cmd.points", PC),
    ("refresh", "fate.sub.refresh", "fate.cmd.refresh", PC),
    ("end", "fate.sub.end", "fate.cmd.end", PC),
    ("recover", "fate.sub.recover", "fate.cmd.recover", PC),
    ("concede", "fate.sub.concede", "fate.cmd.concede", PC),
    ("do", "fate.sub.do", "fate.cmd.do", PLAY),
    ("absorb", "fate.sub.absorb", "fate.cmd.absorb", PLAY),
    ("challenge", "fate.sub.challenge", "fate.cmd.challenge", PLAY),
    ("contest", "fate.sub.contest", "fate.cmd.contest", PLAY),
    ("conflict", "fate.sub.conflict", "fate.cmd.conflict", PLAY),
)


def add_roll_parser(subs: Any) -> None:
    """`fate roll`."""
    from solo.commands.numbers import bounded_words
    from solo.i18n.words import shown_choices
    from solo.systems.fate.rules.actions import TARGET_WORDS, Target
    from solo.systems.fate.rules.ladder import HIGHEST_VALUE, LOWEST_VALUE

    ladder_value = bounded_words(LOWEST_VALUE, HIGHEST_VALUE)
    roll = subcommand(subs, "roll", "fate.sub.roll", run_roll, help=t("fate.cmd.roll"))
    roll.add_argument("--bonus", default="0", type=ladder_value,
                      help=t("fate.help.bonus"))
    roll.add_argument("--vs", "--contra", default="0", type=ladder_value,
                      help=t("fate.help.vs"))
    roll.add_argument("--action", "--accion", help=t("fate.help.action"))
    roll.add_argument("--target", "--objetivo", default=Target.NEW.value,
                      metavar=shown_choices(TARGET_WORDS.values()), help=t("fate.help.target"))
    roll.add_argument("--approach", "--estilo", help=t("fate.help.approach"))
    roll.add_argument("--skill", "--habilidad", help=t("fate.help.skill"))
    roll.add_argument("--pc", "--pj", help=t("fate.help.pc"))
    roll.add_argument("--edition", "--edicion", help=t("fate.help.edition"))
    how = roll.add_mutually_exclusive_group()
    how.add_argument("--d6", action="store_true", help=t("fate.help.d6"))
    how.add_argument("--deck", "--mazo", action="store_true", help=t("fate.help.deck"))
    add_dice_option(roll, "fate.dice.fudge", covers="fate.dice.covers.roll")


def add_ladder_parser(subs: Any) -> None:
    """`fate ladder`."""
    subcommand(subs, "ladder", "fate.sub.ladder", run_ladder, help=t("fate.cmd.ladder"))


def add_deck_parser(subs: Any) -> None:
    """`fate deck`."""
    deck = subcommand(subs, "deck", "fate.sub.deck", run_deck, help=t("fate.cmd.deck"))
    deck.add_argument("--reset", "--barajar", action="store_true", help=t("fate.help.reset"))


def add_rules_parser(subs: Any) -> None:
    """`fate rules`."""
    from solo.commands.rules_help import add_topic_argument
    from solo.systems.fate.rules.topics import TOPICS

    rules = subcommand(subs, "rules", "fate.sub.rules", run_rules, help=t("fate.cmd.rules"))
    add_topic_argument(rules, TOPICS)


def fate_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`fate roll|ladder|deck|rules|character|sheet|do|absorb|…` (each built when typed)."""
    return with_lazy_subcommands(new_parser(parser_class, "fate", "cmd.help.fate"), SUBCOMMANDS,
                                 t("fate.cmd.subs"))


def run_fate(ctx: Context, args: argparse.Namespace) -> object:
    """Run the subcommand (its runner is kept on the parser with `set_defaults`)."""
    return args.run(ctx, args)


def _faces(ctx: Context, args: argparse.Namespace) -> tuple[int, ...]:
    if args.deck:
        from solo.dice.faces import parse_faces
        from solo.systems.fate.commands.state import load, save
        from solo.systems.fate.rules.deck import draw, draw_known

        state = load(ctx)
        if args.dice is not None:
            card = parse_faces(args.dice)
            deck = draw_known(state.deck, card)
        else:
            card, deck = draw(state.deck, ctx.rng)
        save(ctx, replace(state, deck=deck), "fate deck")
        return card
    from solo.systems.fate.rules.dice import roll_4df, roll_d6_as_fate

    rng = ctx.dice(args.dice)
    faces = roll_d6_as_fate(rng) if args.d6 else roll_4df(rng)
    ctx.finish(rng)
    return faces


def run_roll(ctx: Context, args: argparse.Namespace) -> FateResult:
    """Resolve one roll: bonus (or a character's approach/skill) against a difficulty."""
    from solo.procedures.prefilled import run_quick
    from solo.systems.fate.commands.edition import edition_of
    from solo.systems.fate.procedures.roll import bare_roll
    from solo.systems.fate.rules.actions import Action, Target
    from solo.systems.fate.rules.ladder import parse_difficulty

    bonus = parse_difficulty(args.bonus, "fate.error.bonus")
    vs = parse_difficulty(args.vs, "fate.error.vs")
    action = Action.parse(args.action) if args.action else None
    edition = edition_of(ctx, args.edition)
    who = t("fate.who.roll")
    if args.approach or args.skill or args.pc:
        from solo.systems.fate.commands.state import load

        sheet = load(ctx).character(args.pc)
        edition = sheet.edition if not args.edition else edition
        who = sheet.name
        if args.approach or args.skill:
            bonus += sheet.rating(args.approach or args.skill)
    ctx.announce(who, "fate.roll.why.roll", {"bonus": signed(bonus), "vs": signed(vs)},
                 None if args.deck else partial(_preview, bonus, vs))  # a card's odds: the deck's
    roll = bare_roll(_faces(ctx, args), bonus, vs, action=action, target=Target.parse(args.target),
                     edition=edition, lang=journal_lang(ctx))
    return run_quick(roll, {}, ctx.record, ctx.roll_for)


def _preview(bonus: int, vs: int) -> object:
    """The odds of 4dF + `bonus` against `vs`, worked out when they are shown."""
    from solo.systems.fate.procedures.announce import preview

    return preview(bonus, vs)


def run_ladder(_ctx: Context, _args: argparse.Namespace) -> Ladder:
    """The ladder, by number, in the language in use."""
    from solo.systems.fate.rules.ladder import LADDER, ladder_name

    return Ladder(tuple((value, ladder_name(value)) for value in LADDER))


def run_deck(ctx: Context, args: argparse.Namespace) -> DeckView:
    """Show the deck (cards left, chance of each sum on the next card), or reshuffle it."""
    from solo.systems.fate.commands.state import load, save
    from solo.systems.fate.rules.deck import ALL_CARDS, Deck
    from solo.systems.fate.rules.odds import dice_distribution

    state = load(ctx)
    if args.reset:
        state = replace(state, deck=Deck.full())
        save(ctx, state, "fate deck")
    return DeckView(len(state.deck.left), dice_distribution(state.deck.left or ALL_CARDS),
                    args.reset)


def run_rules(_ctx: Context, args: argparse.Namespace) -> RulesText:
    """One topic, or the overview with the list of topics."""
    from solo.commands.rules_help import rules_text
    from solo.systems.fate.rules.topics import TOPICS

    return rules_text(TOPICS, args.topic)



COMMANDS = (Command("fate", (), "cmd.help.fate", fate_parser, run_fate, fast=True),)
