"""Odds providers for `odds SYSTEM …`: the oracle's, and each game system's (from the registry).

A provider has `add_arguments(parser)` and `compute(args, ctx=None)` (see
`solo.systems.OddsProvider`). This module is imported on the fast path, so it
loads nothing until a provider is asked for.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, cast

from solo.i18n import normalize

if TYPE_CHECKING:
    from solo.systems import OddsProvider

ORACLE_MODULE = "solo.engine.odds"
ORACLE_NAMES = ("oracle", "oraculo")
SCENE_MODULE = "solo.engine.odds_scene"
SCENE_NAMES = ("scene", "escena")


def names() -> list[str]:
    """Every word `odds` takes for a provider: the oracle's, then each system's (sorted)."""
    from solo.systems import all_systems

    words = {*ORACLE_NAMES, *SCENE_NAMES}
    for system in all_systems():
        if system.odds:
            words.update(system.names())
    return sorted(words)


def providers() -> list[str]:
    """The canonical name of every provider: `oracle` and each system's with odds."""
    from solo.systems import all_systems

    systems = (system.name for system in all_systems() if system.odds)
    return sorted({ORACLE_NAMES[0], SCENE_NAMES[0], *systems})


def provider(name: str) -> OddsProvider | None:
    """Return the odds provider for `name`, or None when it names none."""
    if normalize(name) in ORACLE_NAMES:
        return cast("OddsProvider", importlib.import_module(ORACLE_MODULE))
    if normalize(name) in SCENE_NAMES:
        return cast("OddsProvider", importlib.import_module(SCENE_MODULE))
    if not name.isalpha():
        return None  # a dice expression (`2d6`, `d20+1`), not a word: no plug-in to look for
    from solo.systems import find_system

    system = find_system(name)
    return system.load_odds() if system is not None else None
