"""Fixtures for every test, the doctests of `solo/` included."""

from __future__ import annotations

import pytest

from solo.dice import budget


@pytest.fixture(autouse=True)
def _fresh_odds_budget() -> None:
    """Each test (each doctest too) starts with the whole budget of work for the exact odds,
    whatever the tests before it spent: the doctests call the odds' methods directly."""
    budget.start(budget.STEPS, "")
