"""The Fragmentos tour keeps the amenaza it journals: to the end, and when left half-way."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from solo.commands.base import Context
from solo.dice.rng import SeededRng
from solo.engine.commands.scene import run_tour_command
from solo.procedures.steps import Ask, Record
from tests.engine.test_engine_tours import auto

RISES = 1  # with these dice the tour's reto draws presagios enough to raise the amenaza, 2 -> 3


def _saved_threat(ctx: Context) -> Any:
    assert ctx.campaign is not None
    return ctx.campaign.load("fragmentos")["threat"]


def test_the_tour_keeps_the_amenaza_its_reto_raised(tmp_path: Path) -> None:
    ctx = Context(tmp_path, SeededRng(RISES))
    summary, steps = auto(run_tour_command(ctx, argparse.Namespace(system="fragmentos")))
    assert (summary.roll.threat_before, summary.roll.threat) == (2, 3)
    journaled = [line for step in steps if isinstance(step, Record) for line in step.entry.lines]
    assert "(note: Amenaza 2 → 3)" in journaled
    assert _saved_threat(ctx) == 3
    ctx.close_campaign()


def test_a_tour_left_after_the_amenaza_rose_keeps_it(tmp_path: Path) -> None:
    ctx = Context(tmp_path, SeededRng(RISES))
    tour = run_tour_command(ctx, argparse.Namespace(system="fragmentos"))
    risen = False
    step = next(tour)
    while not (risen and isinstance(step, Ask)):  # the first question after the amenaza rose
        if isinstance(step, Record):
            risen = risen or any("Amenaza 2 → 3" in line for line in step.entry.lines)
        if isinstance(step, Ask):
            answer = step.default if step.default is not None else (
                step.choices[0].value if step.choices else "4")
            step = tour.send(answer)
        else:
            step = next(tour)
    tour.close()  # the player leaves (Ctrl-C) at that question
    assert _saved_threat(ctx) == 3
    ctx.close_campaign()
