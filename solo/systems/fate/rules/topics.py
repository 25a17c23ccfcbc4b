"""The topics of `fate rules`, with names a player may type in either language.

>>> parse_topic("Estrés"), parse_topic("contests")
('stress', 'contests')
"""

from __future__ import annotations

from solo.errors import InputError
from solo.i18n import normalize

TOPICS = ("dice", "ladder", "outcomes", "actions", "characters", "aspects", "fate_points",
          "stunts", "stress", "consequences", "challenges", "contests", "conflicts", "deck")

_ALIASES = {
    "dados": "dice", "escala": "ladder", "resultados": "outcomes", "acciones": "actions",
    "personajes": "characters", "creacion": "characters", "aspectos": "aspects",
    "puntos": "fate_points", "puntos fate": "fate_points", "fate points": "fate_points",
    "points": "fate_points", "proezas": "stunts", "estres": "stress",
    "consecuencias": "consequences", "desafios": "challenges", "competiciones": "contests",
    "conflictos": "conflicts", "mazo": "deck", "cartas": "deck",
}


def parse_topic(text: str) -> str:
    """Return the topic named by `text`, or raise `InputError` listing the topics."""
    word = normalize(text).replace("-", " ")
    found = _ALIASES.get(word) or (word.replace(" ", "_") if word.replace(" ", "_") in TOPICS
                                   else None)
    if found is None:
        raise InputError("fate.error.topic", value=text, topics=", ".join(TOPICS))
    return found
