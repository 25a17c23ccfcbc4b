"""The index of commands: each name's area, help key and aliases, known without importing areas.

The shell registers every command from this index and imports an area's module
only when one of its commands is first used, so it starts fast; the one-shot
path imports only the area it runs. The game systems' entries come from the
registry (`solo.systems`), imported only when a name is not a core command
or when every command is listed; third-party plug-ins' are read only when a
name is not a built-in one or when every command is listed. A test checks
this index against every area's `COMMANDS`.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any

from solo.commands.base import Command
from solo.record import record

if TYPE_CHECKING:
    from solo.systems import System

# core area -> help category key, in the order `help` lists them (game systems follow)
CORE_AREAS: dict[str, str] = {
    "dice": "core.category.dice",
    "tables": "core.category.tables",
    "campaign": "core.category.campaign",
    "engine": "core.category.engine",
}


@record
class IndexEntry:
    """What the shell needs to list a command before its area is imported."""

    name: str
    area: str
    help: str
    aliases: tuple[str, ...] = ()
    raw_text: bool = False
    free_text: bool = False  # some argument is the player's prose (a question, a name, a title)
    module: str = ""
    """The module whose `COMMANDS` hold it, when not its area's: a one-shot imports only that."""


CORE_INDEX: tuple[IndexEntry, ...] = (
    IndexEntry("roll", "dice", "cmd.roll.help", ("tirar",)),
    IndexEntry("odds", "dice", "cmd.odds.help", ("probabilidades",)),
    IndexEntry("table", "tables", "cmd.help.table", ("tabla",)),
    IndexEntry("campaign", "campaign", "cmd.campaign.help", ("campaña", "campana")),
    IndexEntry("note", "campaign", "cmd.note.help", ("nota",), raw_text=True),
    IndexEntry("act", "campaign", "cmd.help.act", ("accion", "acción"), raw_text=True),
    IndexEntry("consequence", "campaign", "cmd.help.consequence", ("consecuencia",),
               raw_text=True),
    IndexEntry("question", "campaign", "cmd.help.question", ("cuestion", "cuestión"),
               raw_text=True),
    IndexEntry("meta", "campaign", "cmd.help.meta", ("aparte",), raw_text=True),
    IndexEntry("journal", "campaign", "cmd.journal.help", ("diario",)),
    IndexEntry("session", "campaign", "cmd.session.help", ("sesion", "sesión")),
    IndexEntry("undo", "campaign", "cmd.undo.help", ("deshacer",)),
    IndexEntry("resume", "campaign", "cmd.resume.help", ("seguir",)),
    IndexEntry("oracle", "engine", "cmd.help.oracle", ("oraculo", "oráculo", "pregunta", "o"),
               free_text=True, module="solo.engine.commands.oracle"),
    IndexEntry("tension", "engine", "cmd.help.tension", ("tensión",)),
    IndexEntry("scene", "engine", "cmd.help.scene", ("escena",), free_text=True),
    IndexEntry("event", "engine", "cmd.help.event", ("evento",)),
    IndexEntry("thread", "engine", "cmd.help.thread", ("hilo",), free_text=True),
    IndexEntry("npc", "engine", "cmd.help.npc", ("pnj",), free_text=True),
    IndexEntry("pending", "engine", "cmd.help.pending", ("pendientes",), free_text=True),
    IndexEntry("clock", "engine", "cmd.help.clock", ("reloj",), free_text=True),
    IndexEntry("track", "engine", "cmd.help.track", ("progreso",), free_text=True),
    IndexEntry("setting", "engine", "cmd.help.setting", ("ajuste",)),
    IndexEntry("tour", "engine", "cmd.help.tour", ("tutorial",)),
)


def _entries(systems: tuple[System, ...]) -> tuple[IndexEntry, ...]:
    return tuple(IndexEntry(command.name, system.name, command.help, command.aliases,
                            free_text=command.free_text)
                 for system in systems for command in system.index)


def _named(entries: tuple[IndexEntry, ...]) -> dict[str, IndexEntry]:
    """Every command name and alias -> its index entry."""
    return {name: entry for entry in entries for name in (entry.name, *entry.aliases)}


CORE_NAMES: dict[str, IndexEntry] = _named(CORE_INDEX)
"""The core commands' names: a core one-shot finds its command without the registry."""


@cache
def _builtins() -> tuple[dict[str, str], tuple[IndexEntry, ...], dict[str, IndexEntry]]:
    """The areas, index and names of the core and the built-in systems (imports the registry)."""
    from solo.systems import BUILTINS

    entries = CORE_INDEX + _entries(BUILTINS)
    return ({**CORE_AREAS, **{system.name: system.category for system in BUILTINS}}, entries,
            _named(entries))


_LATER = ("AREAS", "INDEX", "NAMES")


def __getattr__(name: str) -> Any:
    """`AREAS` (the core areas and the built-in systems: known without reading any plug-in),
    `INDEX` and `NAMES` (every name and alias -> its entry), built when first read."""
    if name in _LATER:
        return _builtins()[_LATER.index(name)]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _third_party() -> tuple[System, ...]:
    from solo.systems import third_party

    return third_party()


def areas() -> dict[str, str]:
    """Every area (third-party systems included) -> its help category key, in help order."""
    return {**_builtins()[0], **{system.name: system.category for system in _third_party()}}


def index() -> tuple[IndexEntry, ...]:
    """Every indexed command, third-party systems' included (reads the plug-ins once)."""
    return _builtins()[1] + _entries(_third_party())


def entry_named(name: str) -> IndexEntry | None:
    """The index entry of a command name or alias: a core one without the registry, a built-in
    system's without reading the plug-ins."""
    word = name.lower()
    found = CORE_NAMES.get(word) or _builtins()[2].get(word)
    if found is not None:
        return found
    return next((entry for entry in _entries(_third_party())
                 if word in (entry.name, *entry.aliases)), None)


def module_name(area: str) -> str:
    """The module holding an area's `COMMANDS`."""
    if area == "engine":
        return "solo.engine.commands.main"
    if area in CORE_AREAS:
        return f"solo.commands.{area}"
    from solo.systems import system_named

    system = system_named(area)
    return system.commands if system is not None else f"solo.commands.{area}"


def area_module(area: str) -> ModuleType | None:
    """The module of an area's commands, or None while that area has no commands yet."""
    try:
        return importlib.import_module(module_name(area))
    except ModuleNotFoundError as error:
        if error.name == module_name(area):
            return None
        raise


def area_commands(area: str) -> tuple[Command, ...]:
    """The commands an area defines."""
    module = area_module(area)
    return tuple(getattr(module, "COMMANDS", ())) if module else ()


def find(name: str) -> tuple[str, Command] | None:
    """The area and command that `name` (a command or an alias) names (importing only the
    module that defines it)."""
    entry = entry_named(name)
    if entry is None:
        return None
    commands = (getattr(importlib.import_module(entry.module), "COMMANDS", ()) if entry.module
                else area_commands(entry.area))
    for command in commands:
        if command.name == entry.name:
            return entry.area, command
    return None


def available() -> list[IndexEntry]:
    """The indexed commands whose area module exists (without importing it)."""
    present = {area for area in areas() if _exists(module_name(area))}
    return [entry for entry in index() if entry.area in present]


@cache
def _exists(module: str) -> bool:
    """Whether `module` can be imported: solo's own by its file (`find_spec` would import every
    package above it: each game system's, at the shell's start), others by `find_spec`."""
    parts = module.split(".")
    if parts[0] == "solo":
        from pathlib import Path

        path = Path(__file__).resolve().parent.parent.joinpath(*parts[1:])
        return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()
    from importlib.util import find_spec

    return find_spec(module) is not None


def all_commands() -> list[tuple[str, Command]]:
    """Every command of every area that exists, in help order (imports every area)."""
    return [(area, command) for area in areas() for command in area_commands(area)]
