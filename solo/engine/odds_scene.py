"""Odds provider for `odds scene [--tension N]`: the exact chance of each scene-check outcome.

>>> import argparse
>>> parser = argparse.ArgumentParser()
>>> add_arguments(parser)
>>> odds = compute(parser.parse_args(["--tension", "6"]))
>>> odds.to_json()["outcomes"]["interrupted"]
Fraction(1, 5)
"""

from __future__ import annotations

import argparse

from solo.commands.numbers import bounded
from solo.engine.rules.scene_check import SceneOdds, scene_odds
from solo.engine.rules.tension import DEFAULT, HIGHEST, LOWEST
from solo.i18n import t


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the options of `odds scene`."""
    parser.add_argument("--tension", "--tensión", dest="tension", default=None, metavar="N",
                        type=bounded(LOWEST, HIGHEST), help=t("engine.help.scene_tension"))


def compute(args: argparse.Namespace, ctx: object = None) -> SceneOdds:
    """The exact odds at `--tension`, else the open campaign's tension, else 5."""
    tension = args.tension
    if tension is None:
        campaign = getattr(ctx, "campaign", None)
        if campaign is not None:
            from solo.engine.rules.state import EngineState
            from solo.engine.rules.state_schema import EngineData

            state: EngineState = campaign.typed("engine", EngineState.from_data, EngineData)
            tension = state.tension
    level = int(tension) if tension is not None else DEFAULT
    return SceneOdds(level, scene_odds(level))
