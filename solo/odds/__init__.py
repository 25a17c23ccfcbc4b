"""Odds providers for `odds SYSTEM …`: one module per game system.

Each module has `add_arguments(parser)` and `compute(args)`; this registry maps
the names a player may type to the module, and is imported on the fast path,
so it loads nothing until a system is asked for.
"""

from __future__ import annotations

import importlib
from types import ModuleType

MODULES = {"oracle": "solo.engine.odds",
           **{system: f"solo.systems.{system}.odds"
              for system in ("fate", "zodiac", "fragmentos", "tricube")}}

PROVIDERS = {
    "fate": "fate",
    "zodiac": "zodiac",
    "frag": "fragmentos",
    "fragmentos": "fragmentos",
    "tricube": "tricube",
    "oracle": "oracle",
    "oraculo": "oracle",
}


def provider(name: str) -> ModuleType | None:
    """Return the odds module for `name`, or None when it is not a system name."""
    module = PROVIDERS.get(name.lower().replace("á", "a"))
    if module is None:
        return None
    return importlib.import_module(MODULES[module])
