"""How a pending item is written in the journal: a Lonelog event tag in the journal's language."""

from __future__ import annotations

from solo.engine.rules.pending import PendingItem
from solo.i18n import t
from solo.journal.entry import tag


def pending_tag(item: PendingItem, lang: str) -> str:
    """A pending item as a Lonelog event tag, words in the journal's language.

    `[E:Un cuervo en la ventana|pendiente #1|presagio]`
    """
    return tag("E", item.text, t("engine.tag.pending", lang, id=item.id), t(item.kind.key, lang))
