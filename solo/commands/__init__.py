"""The registry of command areas: which module holds each command name.

`NAMES` lets the one-shot path import only the area it needs (so `solo roll`
never imports the game systems); a test checks it against every area's
`COMMANDS`.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from solo.commands.base import Command

# area module -> help category key, in the order `help` lists them
AREAS: dict[str, str] = {
    "dice": "core.category.dice",
    "tables": "core.category.tables",
    "campaign": "core.category.campaign",
    "engine": "core.category.engine",
    "fate": "core.category.fate",
    "zodiac": "core.category.zodiac",
    "fragmentos": "core.category.fragmentos",
    "tricube": "core.category.tricube",
}

# every command name and alias -> its area module
NAMES: dict[str, str] = {
    "roll": "dice", "tirar": "dice", "odds": "dice", "probabilidades": "dice",
    "table": "tables", "tabla": "tables",
    "campaign": "campaign", "campaña": "campaign", "campana": "campaign",
    "note": "campaign", "nota": "campaign",
    "journal": "campaign", "diario": "campaign",
    "session": "campaign", "sesion": "campaign", "sesión": "campaign",
    "undo": "campaign", "deshacer": "campaign",
    "oracle": "engine", "oraculo": "engine", "oráculo": "engine", "pregunta": "engine",
    "tension": "engine", "tensión": "engine",
    "scene": "engine", "escena": "engine",
    "event": "engine", "evento": "engine",
    "thread": "engine", "hilo": "engine",
    "npc": "engine", "pnj": "engine",
    "pending": "engine", "pendientes": "engine",
    "tour": "engine", "tutorial": "engine",
    "fate": "fate",
    "zodiac": "zodiac",
    "frag": "fragmentos", "fragmentos": "fragmentos",
    "tricube": "tricube",
}


def area_module(area: str) -> ModuleType | None:
    """The module `solo.commands.<area>`, or None while that area has no commands yet."""
    try:
        return importlib.import_module(f"solo.commands.{area}")
    except ModuleNotFoundError as error:
        if error.name == f"solo.commands.{area}":
            return None
        raise


def area_commands(area: str) -> tuple[Command, ...]:
    """The commands an area defines."""
    module = area_module(area)
    return tuple(getattr(module, "COMMANDS", ())) if module else ()


def find(name: str) -> tuple[str, Command] | None:
    """The area and command that `name` (a command or an alias) names."""
    area = NAMES.get(name.lower())
    if area is None:
        return None
    for command in area_commands(area):
        if name.lower() in (command.name, *command.aliases):
            return area, command
    return None


def all_commands() -> list[tuple[str, Command]]:
    """Every command of every area that exists, in help order."""
    return [(area, command) for area in AREAS for command in area_commands(area)]
