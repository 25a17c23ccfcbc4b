"""The solo engine's commands: `oracle`, `tension`, `event`; scenes and lists in siblings."""

from __future__ import annotations

import argparse
import dataclasses
from dataclasses import dataclass
from typing import Any

from solo.commands.base import Command, Context, add_dice_option, new_parser, parse_int
from solo.commands.engine_state import journal_lang, load_state, save_state
from solo.i18n import normalize, t
from solo.journal.entry import consequence, mechanics, question, roll_line, signed
from solo.odds.oracle import DEFAULT_ORACLE, oracle_spec, parse_tension
from solo.procedures.engine.event import RandomEvent, event_lines, random_event
from solo.rules.engine.tension import clamp
from solo.rules.oracle.chances import OddsMatrix, odds_matrix
from solo.rules.oracle.consult import OracleAnswer, consult
from solo.rules.oracle.levels import Likelihood, parse_level
from solo.rules.oracle.spec import OracleSpec

_FATE_SYMBOLS = {1: "+", 0: "0", -1: "-"}


def faces_text(spec: OracleSpec, faces: tuple[int, ...]) -> str:
    """The faces as the journal writes them: `+0+-` for Fate dice, `4 2` otherwise."""
    parts, start = [], 0
    for group in spec.groups:
        chunk = faces[start:start + group.count]
        start += group.count
        if group.die.label == "dF":
            parts.append("".join(_FATE_SYMBOLS[f] for f in chunk))
        else:
            parts.append(" ".join(map(str, chunk)))
    return "[" + " | ".join(parts) + "]"


def why(spec: OracleSpec, result: OracleAnswer, lang: str | None = None) -> str:
    """Say which dice gave the answer, in one sentence."""
    answer = t(result.answer.key, lang)
    if result.decided_by is None:
        return t("engine.oracle.why.total", lang, dice=spec.dice_label,
                 faces=faces_text(spec, result.faces), sum=signed(result.total - result.modifier),
                 modifier=signed(result.modifier), total=signed(result.total), answer=answer)
    extra = result.tiebreak[result.decided_by - len(result.faces)]
    label = spec.tiebreak.die.label
    face = _FATE_SYMBOLS[extra] if label == "dF" else str(extra)
    return t("engine.oracle.why.tie", lang, total=signed(result.total), die=label, face=face,
             rolls=len(result.tiebreak), answer=answer)


@dataclass(frozen=True)
class OracleReply:
    """An oracle answer, why it came out so, and the random event it brought (if any)."""

    result: OracleAnswer
    why: str
    random_event: RandomEvent | None

    def to_json(self) -> dict[str, Any]:
        """The answer's fields (`question`, `odds`, `faces`, `answer`…), `why`, the event."""
        data = {f.name: getattr(self.result, f.name) for f in dataclasses.fields(self.result)}
        return {**data, "why": self.why, "random_event": self.random_event}


def oracle_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`oracle [QUESTION] [--odds LEVEL] [--tension N] [--oracle NAME] [--dice FACES]`."""
    parser = new_parser(parser_class, "oracle", "engine.cmd.oracle")
    parser.add_argument("question", nargs="*", help=t("engine.help.question"))
    parser.add_argument("--odds", "--probabilidad", dest="odds", default=Likelihood.EVEN.value,
                        metavar="LEVEL", help=t("engine.help.odds"))
    parser.add_argument("--tension", "--tensión", dest="tension", metavar="N",
                        help=t("engine.help.tension"))
    parser.add_argument("--oracle", "--oraculo", dest="oracle", default=DEFAULT_ORACLE,
                        metavar="NAME", help=t("engine.help.oracle"))
    parser.add_argument("--odds-table", "--tabla", dest="odds_table", action="store_true",
                        help=t("engine.help.odds_table"))
    add_dice_option(parser)
    return parser


def run_oracle(ctx: Context, args: argparse.Namespace) -> OracleReply | OddsMatrix:
    """Answer a question (journaled as `?` and `->`), or show the odds of every answer."""
    state = load_state(ctx.campaign)
    tension = parse_tension(args.tension) if args.tension is not None else state.tension
    spec = oracle_spec(ctx.library(), args.oracle)
    if args.odds_table:
        return odds_matrix(spec, tension)
    level = parse_level(args.odds)
    rng = ctx.dice(args.dice)
    result = consult(spec, level, rng, tension, " ".join(args.question).strip())
    ctx.finish(rng)
    event = random_event(ctx.library(), ctx.rng, state) if result.event else None
    lang = journal_lang(ctx)
    lines = [question(result.question or t("engine.oracle.no_question", lang),
                      t(level.key, lang)),
             roll_line(spec.dice_label, faces_text(spec, result.faces),
                       signed(result.modifier) if result.modifier else "", signed(result.total),
                       t(result.answer.key, lang))]
    if event is not None:
        lines += [consequence(t("engine.oracle.event_line", lang)), *event_lines(event, lang)]
    ctx.record(mechanics(*lines))
    return OracleReply(result, why(spec, result), event)


@dataclass(frozen=True)
class TensionInfo:
    """The tension now, and before the command."""

    tension: int
    before: int


_STEPS = {"up": 1, "sube": 1, "subir": 1, "+": 1, "down": -1, "baja": -1, "bajar": -1, "-": -1}


def tension_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`tension [N | up | down | +N | -N]`."""
    parser = new_parser(parser_class, "tension", "engine.cmd.tension")
    parser.add_argument("value", nargs="?", help=t("engine.help.tension_value"))
    return parser


def run_tension(ctx: Context, args: argparse.Namespace) -> TensionInfo:
    """Show the tension, or set it (a number, or a step up or down)."""
    campaign = ctx.require_campaign()
    state = load_state(campaign)
    if args.value is None:
        return TensionInfo(state.tension, state.tension)
    word = normalize(args.value)
    if word in _STEPS:
        target = clamp(state.tension + _STEPS[word])
    elif word[:1] in "+-" and word[1:].isdigit():
        target = clamp(state.tension + int(word))
    else:
        target = parse_int(args.value, "engine.tension.not_number")
    updated = state.with_tension(target)
    save_state(campaign, updated, label=f"tension {state.tension} -> {updated.tension}")
    lang = journal_lang(ctx)
    ctx.record(mechanics(consequence(t("engine.tension.line", lang, before=state.tension,
                                       after=updated.tension))))
    return TensionInfo(updated.tension, state.tension)


def event_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`event [--dice FACES]`."""
    parser = new_parser(parser_class, "event", "engine.cmd.event")
    add_dice_option(parser)
    return parser


def run_event(ctx: Context, args: argparse.Namespace) -> RandomEvent:
    """Roll a random event against the campaign's threads and characters; journal it."""
    rng = ctx.dice(args.dice)
    event = random_event(ctx.library(), rng, load_state(ctx.campaign))
    ctx.finish(rng)
    ctx.record(mechanics(*event_lines(event, journal_lang(ctx))))
    return event


def toolbar(ctx: Context) -> str | None:
    """`Tensión 5 · Hilos 2 · Pendientes 1` for the shell's bottom toolbar."""
    if ctx.campaign is None:
        return None
    state = load_state(ctx.campaign)
    return t("engine.toolbar", tension=state.tension, threads=len(state.threads.open_entries),
             npcs=len(state.npcs.open_entries), pending=len(state.pending.open_items))


def _commands() -> tuple[Command, ...]:
    from solo.commands.engine_lists import LIST_COMMANDS
    from solo.commands.engine_scene import SCENE_COMMANDS

    return (
        Command("oracle", ("oraculo", "oráculo", "pregunta"), "engine.cmd.oracle",
                oracle_parser, run_oracle),
        Command("tension", ("tensión",), "engine.cmd.tension", tension_parser, run_tension),
        *SCENE_COMMANDS[:1],
        Command("event", ("evento",), "engine.cmd.event", event_parser, run_event),
        *LIST_COMMANDS,
        *SCENE_COMMANDS[1:],
    )


COMMANDS = _commands()
