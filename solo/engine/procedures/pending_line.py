"""How a pending item is written in the journal: a note (bookkeeping), in the journal's language."""

from __future__ import annotations

from solo.engine.rules.pending import PendingItem
from solo.i18n import t
from solo.journal.entry import meta


def pending_tag(item: PendingItem, lang: str) -> str:
    """A pending item as a Lonelog note, words in the journal's language (Lonelog's `[E:…]`
    is a clock, `[E:Name X/Y]`; what the story still owes is bookkeeping).

    `(note: pendiente #1, presagio: Un cuervo en la ventana)`
    """
    return meta(f"{t('engine.tag.pending', lang, id=item.id)}, {t(item.kind.key, lang)}: "
                f"{item.text}")
