"""The Lonelog lines a player writes: `act` (@), `consequence` (=>), `question` (? … -> …), `meta`.

Each takes the rest of the line as typed and lands in the same mechanics block
as the program's own lines. In the shell each has a one-character shortcut:
`@ …`, `=> …` (or `= …`), `? … -> …`, `( …`.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from solo.commands.base import Command, Context, new_parser
from solo.errors import InputError
from solo.i18n import t
from solo.journal.entry import action, consequence, mechanics, meta, outcome, question
from solo.record import record

ANSWER_MARK = "->"


@record
class Logged:
    """Lonelog lines the player added to the journal."""

    kind: str
    text: str
    lines: tuple[str, ...]
    journal: Path


def _text(args: argparse.Namespace) -> str:
    text = args.text if isinstance(args.text, str) else " ".join(args.text)
    return text.strip()


def split_answer(text: str) -> tuple[str, str]:
    """The question and the player's own answer, around the first `->`.

    >>> split_answer("¿Está cerrada? -> Sí, pero la llave está puesta")
    ('¿Está cerrada?', 'Sí, pero la llave está puesta')
    """
    asked, mark, answer = text.partition(ANSWER_MARK)
    if not mark or not asked.strip() or not answer.strip():
        raise InputError("cmd.question.no_answer")
    return asked.strip(), answer.strip()


def meta_text(text: str) -> str:
    """The note without the wrapping the player may have typed: `(note: …)`, `(…)`.

    >>> meta_text("note: la tirada era con ventaja)")
    'la tirada era con ventaja'
    >>> meta_text("(nota: corrijo la escena)")
    'corrijo la escena'
    >>> meta_text("(a) y (b)"), meta_text("ojo (esto) importa")
    ('(a) y (b)', 'ojo (esto) importa')
    """
    text = text.strip()
    if _wrapped(text):
        text = text[1:-1].strip()
    elif text.endswith(")") and text.count(")") > text.count("("):
        text = text[:-1].rstrip()
    head, colon, rest = text.partition(":")
    if colon and head.strip().lower() in ("note", "nota"):
        text = rest.strip()
    return text


def _wrapped(text: str) -> bool:
    """Whether one pair of parentheses holds the whole text."""
    if not (text.startswith("(") and text.endswith(")")):
        return False
    depth = 0
    for index, char in enumerate(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0 and index < len(text) - 1:
            return False
    return depth == 0


def _lines(kind: str, text: str) -> tuple[str, ...]:
    if kind == "question":
        asked, answer = split_answer(text)
        return question(asked), outcome(answer)
    if kind == "meta":
        text = meta_text(text)
    builders: dict[str, Callable[[str], str]] = {"act": action, "consequence": consequence,
                                                  "meta": meta}
    return (builders[kind](text),) if text else ()


@record
class _Keys:
    """The catalog keys of one Lonelog command (each a literal, so a test can check it)."""

    help: str
    text: str
    empty: str
    example: str


_KEYS = {
    "act": _Keys("cmd.help.act", "cmd.act.text", "cmd.act.empty", "cmd.act.example"),
    "consequence": _Keys("cmd.help.consequence", "cmd.consequence.text",
                         "cmd.consequence.empty", "cmd.consequence.example"),
    "question": _Keys("cmd.help.question", "cmd.question.text", "cmd.question.empty",
                      "cmd.question.example"),
    "meta": _Keys("cmd.help.meta", "cmd.meta.text", "cmd.meta.empty", "cmd.meta.example"),
}


def _run(kind: str) -> Callable[[Context, argparse.Namespace], Logged]:
    keys = _KEYS[kind]

    def run(ctx: Context, args: argparse.Namespace) -> Logged:
        text = _text(args)
        if not text:
            raise InputError(keys.empty)
        campaign = ctx.require_campaign()
        lines = _lines(kind, text)
        if not lines:
            raise InputError(keys.empty)
        entry = mechanics(*lines)
        ctx.record(entry)
        return Logged(kind, text, entry.lines, campaign.journal.path)

    run.__name__ = f"run_{kind}"
    run.__doc__ = f"Write the player's own `{kind}` line in the journal."
    return run


def _parser(kind: str) -> Callable[[type[argparse.ArgumentParser]], argparse.ArgumentParser]:
    keys = _KEYS[kind]

    def build(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
        parser = new_parser(parser_class, kind, keys.help)
        parser.epilog = t(keys.example)
        parser.add_argument("text", nargs="*", help=t(keys.text))
        return parser

    build.__name__ = f"{kind}_parser"
    return build


def _command(kind: str, aliases: tuple[str, ...]) -> Command:
    return Command(kind, aliases, _KEYS[kind].help, _parser(kind), _run(kind), raw_text=True)


LONELOG_COMMANDS = (
    _command("act", ("accion", "acción")),
    _command("consequence", ("consecuencia",)),
    _command("question", ("cuestion", "cuestión")),
    _command("meta", ("aparte",)),
)
