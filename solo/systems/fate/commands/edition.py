"""Which Fate edition a command plays: the one typed, else the campaign's, else the default.

Apart from the saved state (`state.py`), so a quick `fate roll` reads no character code.
"""

from __future__ import annotations

from solo.commands.base import Context
from solo.systems.fate.rules.edition import DEFAULT_EDITION, Edition


def edition_of(ctx: Context, typed: str | None = None) -> Edition:
    """The edition typed, else the campaign's, else the default."""
    if typed:
        return Edition.parse(typed)
    if ctx.campaign is not None and ctx.campaign.settings.edition:
        return Edition.parse(ctx.campaign.settings.edition)
    return DEFAULT_EDITION
