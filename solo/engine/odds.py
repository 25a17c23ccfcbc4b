"""Odds provider for `odds oracle [--odds LEVEL] [--tension N] [--oracle NAME] [--shifts]
[--tension-odds]`, and oracle lookup.

Oracles are tables with an `oracle:` section (`tables/oracle/*.yaml`, or the
player's own under `<home>/tables/oracle/`); `oracle_spec` finds one by name.

>>> import argparse
>>> parser = argparse.ArgumentParser()
>>> add_arguments(parser)
>>> odds = compute(parser.parse_args(["--odds", "50/50"]))
>>> odds.to_json()["outcomes"]["yes_and"] == odds.to_json()["outcomes"]["no_and"]
True
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Protocol

from solo.commands.numbers import bounded
from solo.engine.oracle.bundled import DEFAULT_ORACLE
from solo.engine.oracle.chances import OracleOdds, oracle_odds
from solo.engine.oracle.consult import DEFAULT_TENSION
from solo.engine.oracle.levels import Likelihood, parse_level
from solo.engine.oracle.spec import OracleSpec, from_data
from solo.engine.rules.tension import HIGHEST, LOWEST
from solo.errors import InputError
from solo.i18n import t

if TYPE_CHECKING:
    from solo.tables.library import Library

ORACLE_AREA = "oracle"


def oracle_names(library: Library) -> tuple[str, ...]:
    """The names of the oracles in `library` (`fate`, `d6`, the player's own)."""
    return tuple(table.id.split("/", 1)[1] for table in library.area(ORACLE_AREA)
                 if "oracle" in table.extra)


def oracle_spec(library: Library, name: str = DEFAULT_ORACLE) -> OracleSpec:
    """The oracle `name` (`fate`, `oracle/d6`…) read from its table, or raise."""
    table_id = name if "/" in name else f"{ORACLE_AREA}/{name.strip().lower()}"
    table = library.by_id.get(table_id)
    if table is None or "oracle" not in table.extra:
        raise InputError("engine.oracle.unknown", name=name,
                         choices=", ".join(oracle_names(library)))
    data = {"id": table.id, "name": dict(table.name.by_language), "oracle": table.extra["oracle"]}
    return from_data(data, table.path or table.id)


def parse_tension(text: str) -> int:
    """Read a tension typed by the player (the rules check its range)."""
    try:
        return int(str(text).strip())
    except ValueError:
        raise InputError("engine.tension.not_number", value=text) from None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the options of `odds oracle`."""
    odds = parser.add_argument("--odds", "--probabilidad", dest="odds",
                               default=Likelihood.EVEN.value, metavar="LEVEL",
                               help=t("engine.help.odds"))
    # the shell's Tab offers the words (`solo.commands.base.complete_with`, whose module this
    # pure layer may not import)
    odds.solo_complete = "likelihoods"  # type: ignore[attr-defined]
    parser.add_argument("--tension", "--tensión", dest="tension", default=str(DEFAULT_TENSION),
                        metavar="N", type=bounded(LOWEST, HIGHEST), help=t("engine.help.tension"))
    parser.add_argument("--oracle", "--oraculo", dest="oracle", default=DEFAULT_ORACLE,
                        metavar="NAME", help=t("engine.help.oracle"))
    parser.add_argument("--shifts", "--desplaza", dest="shifts", action="store_true",
                        help=t("engine.help.shifts"))
    parser.add_argument("--tension-odds", "--tension-probabilidad", dest="tension_odds",
                        action="store_true", help=t("engine.help.tension_odds"))


class WithLibrary(Protocol):
    """A command context, as far as odds need it: the player's tables."""

    def library(self) -> Library:
        """The bundled tables and the player's own."""


def _campaign_setting(ctx: object, name: str) -> bool:
    """Whether the open campaign (if any) has the engine setting `name` on."""
    campaign = getattr(ctx, "campaign", None)
    if campaign is None:
        return False
    from solo.engine.rules.state import EngineState
    from solo.engine.rules.state_schema import EngineData

    state: EngineState = campaign.typed("engine", EngineState.from_data, EngineData)
    return state.setting(name)


def compute(args: argparse.Namespace, ctx: WithLibrary | None = None) -> OracleOdds:
    """Return the exact chance of each answer and of a random event (the player's oracles too)."""
    if ctx is not None:
        library = ctx.library()
    else:
        from solo.tables.load import load_library

        library = load_library()
    spec = oracle_spec(library, str(args.oracle))
    from solo.engine.rules.settings import TENSION_ODDS, TENSION_SHIFTS

    shifts = bool(getattr(args, "shifts", False)) or _campaign_setting(ctx, TENSION_SHIFTS)
    leans = bool(getattr(args, "tension_odds", False)) or _campaign_setting(ctx, TENSION_ODDS)
    return oracle_odds(spec, parse_level(str(args.odds)), parse_tension(str(args.tension)),
                       shifts, leans)
