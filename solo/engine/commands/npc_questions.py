"""`npc react [NAME]`, `npc do [NAME]` and `event --detail`: quick 2d6 questions with exact odds."""

from __future__ import annotations

import argparse

from solo.commands.base import Context, add_dice_option, complete_with, subcommand
from solo.commands.numbers import bounded
from solo.engine.commands.state import journal_lang, load_state, words
from solo.engine.rules.lists import ListKind
from solo.engine.rules.npc import MOST_MODIFIER, NpcRoll, Question, ask_npc, detail_modifier
from solo.i18n import t
from solo.journal.entry import (
    expression,
    faces_shown,
    mechanics,
    question,
    reference,
    roll_line,
    tag,
)

#: The journal's question line of each kind of question.
_QUESTION_KEYS = {Question.REACT: "engine.npc.react_line", Question.DO: "engine.npc.do_line",
                  Question.DETAIL: "engine.npc.detail_line"}


def add_npc_questions(subs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add `react` and `do` to the `npc` command."""
    for name, words_key, run, help_key in (
            ("react", "engine.sub.react", _react, "engine.npc.help.react"),
            ("do", "engine.sub.do", _do, "engine.npc.help.do")):
        sub = subcommand(subs, name, words_key, run, help=t(help_key))
        complete_with(sub.add_argument("name", nargs="*", help=t("engine.npc.help.who")), "npcs")
        sub.add_argument("--attitude", "--actitud", dest="attitude", default="0", metavar="N",
                         type=bounded(-MOST_MODIFIER, MOST_MODIFIER),
                         help=t("engine.npc.help.attitude"))
        add_dice_option(sub, "engine.dice.example.npc", covers="engine.dice.covers.npc")


def _react(ctx: Context, args: argparse.Namespace) -> NpcRoll:
    return _ask(ctx, Question.REACT, words(args.name), int(args.attitude), args.dice)


def _do(ctx: Context, args: argparse.Namespace) -> NpcRoll:
    return _ask(ctx, Question.DO, words(args.name), int(args.attitude), args.dice)


def run_detail(ctx: Context, typed: str | None) -> NpcRoll:
    """The detail check at the campaign's tension (darker when it is high)."""
    tension = load_state(ctx.campaign).tension
    return _ask(ctx, Question.DETAIL, "", detail_modifier(tension), typed)


def _npc_mark(ctx: Context, name: str) -> str:
    """`[#N:Name]` for a character of the campaign's list (the journal met it when it was
    added), `[N:Name]` for one named here first."""
    npcs = load_state(ctx.campaign).list_of(ListKind.NPC)
    index = npcs.index_of(name)
    if index is None:
        return tag(ListKind.NPC.tag, name)
    return reference(ListKind.NPC.tag, npcs.entries[index].name)


def _ask(ctx: Context, kind: Question, name: str, modifier: int, typed: str | None) -> NpcRoll:
    rng = ctx.dice(typed)
    who = name or t("engine.npc.someone")  # its result shows every result's exact chance
    ctx.announce(who, _QUESTION_KEYS[kind], {"name": who})
    roll = ask_npc(kind, rng, modifier, name)
    ctx.finish(rng)
    lang = journal_lang(ctx)
    lines = [question(t(_QUESTION_KEYS[kind], lang, name=name or t("engine.npc.someone", lang)))]
    if name:
        lines.append(_npc_mark(ctx, name))
    lines.append(roll_line(expression("2d6", modifier), roll.total,
                           faces=faces_shown(roll.faces), outcome=t(roll.result.key, lang)))
    ctx.record(mechanics(*lines))
    return roll
