"""What a Zodiac roll leaves owed to the story: its grade's effect in the pending queue.

A later Deja Vu or the GM's twist that changes the grade withdraws the item the first grade
queued and queues the new grade's own (a clean grade queues nothing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.commands.base import Context, journal_lang
from solo.i18n import t
from solo.systems.zodiac.rules.grades import PENDING_KIND, Grade
from solo.systems.zodiac.rules.roll_keys import GRADE_KEYS

if TYPE_CHECKING:
    from solo.systems.zodiac.commands.state import LastAction
    from solo.systems.zodiac.rules.action import ActionResult


def queue_effect(ctx: Context, grade: Grade, what: str) -> int | None:
    """A grade that leaves something to narrate goes to the pending queue; return its id."""
    kind = PENDING_KIND.get(grade)
    if kind is None or ctx.campaign is None:  # no campaign: no queue (nor the GM's code)
        return None
    from solo.engine.commands.state import add_pending

    lang = journal_lang(ctx)
    item = add_pending(ctx, kind, f"{t(GRADE_KEYS[grade], lang)}: {what}", "zodiac")
    return item.id if item is not None else None


def requeue(ctx: Context, last: LastAction, result: ActionResult) -> int | None:
    """After a reroll: withdraw what the old grade queued, queue what the new one leaves."""
    if result.grade is last.result.grade:
        return last.pending
    from solo.engine.commands.state import withdraw_pending

    withdraw_pending(ctx, last.pending, t("zodiac.pending.undone", journal_lang(ctx)))
    return queue_effect(ctx, result.grade, last.what or last.pc or "d12")
