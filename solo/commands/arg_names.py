"""The names arguments go by in usage lines and errors, in the player's language.

A command's code writes an argument's shown name (its metavar) in capitals, in either
language (`NAME`, `FACES`, `NOMBRE`), and a positional argument without one goes by its
`dest` (`value`). `name_arguments(parser)` says each known word in the language in use, so
`tension 99` is refused naming `valor` in Spanish and `value` in English, and `--dice FACES`
reads `--dice CARAS`. Words not listed (`N`, `EXPR`, a game's abbreviation) stay as written;
an argument with choices and no metavar keeps showing its choices.

>>> import argparse
>>> from solo.i18n import use_language
>>> parser = argparse.ArgumentParser(prog="x")
>>> _ = parser.add_argument("value"), parser.add_argument("--dice", metavar="NAME[:FACES]")
>>> with use_language("es"):
...     _ = name_arguments(parser)
>>> [action.metavar for action in parser._actions[1:]]
['valor', 'NOMBRE[:CARAS]']
"""

from __future__ import annotations

import argparse
import re

from solo.commands.parser_walk import each_argument
from solo.i18n import t

WORDS = {
    "NAME": "core.metavar.name",
    "NOMBRE": "core.metavar.name",
    "FACES": "core.metavar.faces",
    "CARAS": "core.metavar.faces",
    "FACE": "core.metavar.face",
    "CARA": "core.metavar.face",
    "TEXT": "core.metavar.text",
    "TEXTO": "core.metavar.text",
    "RANK": "core.metavar.rank",
    "RANGO": "core.metavar.rank",
    "TOPIC": "core.metavar.topic",
    "TEMA": "core.metavar.topic",
    "PC": "core.metavar.pc",
    "PJ": "core.metavar.pc",
    "DIFFICULTY": "core.metavar.difficulty",
    "DIFICULTAD": "core.metavar.difficulty",
    "EDITION": "core.metavar.edition",
    "EDICIÓN": "core.metavar.edition",
    "TOKENS": "core.metavar.tokens",
    "FICHAS": "core.metavar.tokens",
    "KIND": "core.metavar.kind",
    "TIPO": "core.metavar.kind",
    "BONUS": "core.metavar.bonus",
    "BONO": "core.metavar.bonus",
    "SKILL": "core.metavar.skill",
    "HABILIDAD": "core.metavar.skill",
    "LEVEL": "core.metavar.level",
    "NIVEL": "core.metavar.level",
    "MEMBERS": "core.metavar.members",
    "MIEMBROS": "core.metavar.members",
    "PATH": "core.metavar.path",
    "RUTA": "core.metavar.path",
    "FILE": "core.metavar.file",
    "ARCHIVO": "core.metavar.file",
    "ACTION": "core.metavar.action",
    "ACCIÓN": "core.metavar.action",
    "BOXES": "core.metavar.boxes",
    "CASILLAS": "core.metavar.boxes",
    "USE": "core.metavar.use",
    "USO": "core.metavar.use",
    "QUIRK": "core.metavar.quirk",
    "DEFECTO": "core.metavar.quirk",
    "FOE": "core.metavar.foe",
    "ENEMIGO": "core.metavar.foe",
    "TRACK": "core.metavar.track",
    "MEDIDOR": "core.metavar.track",
    "SCORE": "core.metavar.score",
    "PUNTUACIÓN": "core.metavar.score",
    "HEALER": "core.metavar.healer",
    "SANADOR": "core.metavar.healer",
    "EFFECT": "core.metavar.effect",
    "EFECTO": "core.metavar.effect",
    "TABLE": "core.metavar.table",
    "TABLA": "core.metavar.table",
    "SYSTEM": "core.metavar.system",
    "SISTEMA": "core.metavar.system",
    "LANG": "core.metavar.lang",
    "IDIOMA": "core.metavar.lang",
    "TARGET": "core.metavar.target",
    "OBJETIVO": "core.metavar.target",
    "APPROACH": "core.metavar.approach",
    "ESTILO": "core.metavar.approach",
    "HELPERS": "core.metavar.helpers",
    "AYUDANTES": "core.metavar.helpers",
    "WINDOW": "core.metavar.window",
    "VENTANA": "core.metavar.window",
    "FOCUS": "core.metavar.focus",
    "FOCO": "core.metavar.focus",
    "LINES": "core.metavar.lines",
    "LÍNEAS": "core.metavar.lines",
    "CONSEQUENCES": "core.metavar.consequences",
    "CONSECUENCIAS": "core.metavar.consequences",
    "RENAME": "core.metavar.rename",
    "NUEVO": "core.metavar.rename",
    "FREE": "core.metavar.free",
    "GRATIS": "core.metavar.free",
    "GOOD": "core.metavar.good",
    "BUENO": "core.metavar.good",
    "BAD": "core.metavar.bad",
    "MALO": "core.metavar.bad",
    "VS": "core.metavar.vs",
    "RIVAL": "core.metavar.vs",
    "NOTE": "core.metavar.note",
    "NOTA": "core.metavar.note",
    "AREA": "core.metavar.area",
    "ÁREA": "core.metavar.area",
    "VALUE": "core.metavar.value",
    "VALOR": "core.metavar.value",
    "TITLE": "core.metavar.title",
    "TÍTULO": "core.metavar.title",
    "ANSWER": "core.metavar.answer",
    "RESPUESTA": "core.metavar.answer",
    "ASPECT": "core.metavar.aspect",
    "ASPECTO": "core.metavar.aspect",
    "CHANGE": "core.metavar.change",
    "CAMBIO": "core.metavar.change",
    "MOMENT": "core.metavar.moment",
    "MOMENTO": "core.metavar.moment",
    "SEVERITY": "core.metavar.severity",
    "GRAVEDAD": "core.metavar.severity",
    "OPPONENT": "core.metavar.opponent",
    "ENEMIES": "core.metavar.enemies",
    "ENEMIGOS": "core.metavar.enemies",
    "WORDS": "core.metavar.words",
    "PALABRAS": "core.metavar.words",
    "QUESTION": "core.metavar.question",
    "PREGUNTA": "core.metavar.question",
    "SHIFTS": "core.metavar.shifts",
    "AUMENTOS": "core.metavar.shifts",
}
"""A capitalised word of a metavar (or a `dest` in capitals), in either language -> its entry."""

_WORD = r"[A-ZÁÉÍÓÚÑ]+"  # compiled by `re` on first use, not at every start-up


def shown_name(text: str) -> str:
    """`text` with each known word in the language in use (`NAME[:RANK]` -> `NOMBRE[:RANGO]`).

    >>> from solo.i18n import use_language
    >>> with use_language("en"):
    ...     shown_name("NOMBRE, FICHAS"), shown_name("N")
    ('NAME, TOKENS', 'N')
    """
    return re.sub(_WORD, lambda found: t(WORDS[found.group()]) if found.group() in WORDS
                  else found.group(), text)


def name_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Give every argument of `parser` (and of its subcommands) its name in the language in use."""
    return each_argument(parser, _name)


def _name(action: argparse.Action) -> None:
    if isinstance(action.metavar, str):
        action.metavar = shown_name(action.metavar)
    elif isinstance(action.metavar, tuple):
        action.metavar = tuple(shown_name(part) for part in action.metavar)
    elif action.metavar is None and action.choices is None and action.nargs != 0:
        bare = action.dest.upper()
        if bare in WORDS:  # argparse's own way: a positional lowercase, an option's capitals
            shown = t(WORDS[bare])
            action.metavar = shown if action.option_strings else shown.lower()
