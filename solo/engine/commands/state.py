"""The engine's campaign state for commands: load, save (undoable) and the pending API.

Other areas queue what their rolls leave hanging with `add_pending`:

    from solo.engine.commands.state import add_pending
    add_pending(ctx, "presagio", "Un cuervo en la ventana", source="fragmentos")
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from solo.engine.procedures.pending_line import pending_tag
from solo.engine.rules.pending import PendingItem, PendingKind, parse_kind
from solo.engine.rules.state import EngineState
from solo.i18n import t
from solo.journal.entry import consequence, mechanics

if TYPE_CHECKING:
    from solo.campaign.store import Campaign
    from solo.commands.base import Context

AREA = "engine"


def load_state(campaign: Campaign | None) -> EngineState:
    """The campaign's engine state (defaults when there is no campaign or nothing saved)."""
    if campaign is None:
        return EngineState()
    from solo.engine.rules.state_schema import EngineData

    return campaign.typed(AREA, EngineState.from_data, EngineData)


def save_state(campaign: Campaign, state: EngineState, label: str) -> None:
    """Save the engine state; `undo` can take it back."""
    campaign.save(AREA, state.to_data(), label=label)
    campaign.remember(AREA, EngineState.from_data, state)


def words(parts: list[str] | str) -> str:
    """The player's words as one line of text that can be written anywhere.

    Bytes a terminal could not decode (lone surrogates) become `?`.

    >>> words(["Huir", "de" + chr(0xDCFF), "aquí"])
    'Huir de? aquí'
    """
    text = parts if isinstance(parts, str) else " ".join(parts)
    return text.encode("utf-8", "replace").decode("utf-8").strip()


def journal_lang(ctx: Context) -> str:
    """The language journal lines are written in (the campaign's, else the one in use)."""
    return ctx.campaign.settings.lang if ctx.campaign is not None else ctx.lang


def add_pending(ctx: Context, kind: PendingKind | str, text: str,
                source: str = "") -> PendingItem | None:
    """Queue a pending item in the open campaign (None when no campaign is open)."""
    item = queue_pending(ctx, kind, text, source)
    if item is not None and ctx.campaign is not None:
        ctx.campaign.record(mechanics(pending_tag(item, ctx.campaign.settings.lang)))
    return item


def queue_pending(ctx: Context, kind: PendingKind | str, text: str,
                  source: str = "") -> PendingItem | None:
    """Queue a pending item and save it, leaving its journal line to the caller (who writes
    it beside the roll that brought it); None when no campaign is open."""
    campaign = ctx.campaign
    if campaign is None:
        return None
    found = kind if isinstance(kind, PendingKind) else parse_kind(kind)
    state = load_state(campaign)
    number = campaign.next_number("pending", state.pending.highest)
    queue, item = state.pending.add(found, text, source, state.scene or None, number)
    save_state(campaign, replace(state, pending=queue),
               label=f"pending add #{item.id}")
    return item


def withdraw_pending(ctx: Context, item_id: int | None, why: str) -> bool:
    """Dismiss an open item that a later reroll or choice undid (`why`: the journal's note).

    Returns whether an open item was withdrawn (a settled or unknown one is left alone).
    """
    campaign = ctx.campaign
    if campaign is None or item_id is None:
        return False
    state = load_state(campaign)
    if not any(item.id == item_id for item in state.pending.open_items):
        return False
    queue = state.pending.dismiss(item_id, why)
    save_state(campaign, replace(state, pending=queue), label=f"pending dismiss #{item_id}")
    lang = campaign.settings.lang
    campaign.record(mechanics(consequence(t(
        "engine.pending.dismiss_line", lang, id=item_id, text=queue.get(item_id).text,
        note=t("engine.pending.withdrawn", lang)))))
    return True
