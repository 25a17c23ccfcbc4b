"""Find a rules topic by the word a player typed, in either language.

>>> find_topic("Esfuerzo", ("effort", "combat"), {"esfuerzo": "effort"})
'effort'
>>> find_topic("combat", ("effort", "combat"), {}) , find_topic("nada", ("effort",), {})
('combat', None)
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from solo.i18n import normalize


def find_topic(text: str, topics: Collection[str], aliases: Mapping[str, str]) -> str | None:
    """The topic `text` names (its own name or an alias, accents optional), or None."""
    word = normalize(text)
    if word in topics:
        return word
    return aliases.get(word)
