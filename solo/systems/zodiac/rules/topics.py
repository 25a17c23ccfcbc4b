"""The topics of `zodiac rules`, with the words a player may type for each.

>>> parse_topic("Vínculos"), parse_topic("advantage")
('bonds', 'advantage')
"""

from __future__ import annotations

from solo.errors import InputError
from solo.systems.topics import find_topic

TOPICS: tuple[str, ...] = ("scores", "actions", "roll", "grades", "natural", "modifiers",
                           "advantage", "safe", "passive", "opposed", "ts", "karma",
                           "crossroads", "bonds", "states", "skills")
#: The Spanish word shown for each topic (the English one is the topic itself).
SPANISH: dict[str, str] = {
    "scores": "puntuaciones", "actions": "acciones", "roll": "tirada", "grades": "grados",
    "natural": "naturales", "modifiers": "modificadores", "advantage": "ventaja",
    "safe": "seguridad", "passive": "pasiva", "opposed": "enfrentada", "ts": "ts",
    "karma": "karma", "crossroads": "encrucijada", "bonds": "vinculos", "states": "estados",
    "skills": "habilidades",
}
_WORDS = {
    "puntuaciones": "scores", "atributos": "scores", "acciones": "actions", "tirada": "roll",
    "grados": "grades", "resultados": "grades", "naturales": "natural",
    "modificadores": "modifiers",
    "ventaja": "advantage", "desventaja": "advantage", "seguridad": "safe", "pasiva": "passive",
    "enfrentada": "opposed", "enfrentadas": "opposed", "encrucijada": "crossroads",
    "encrucijadas": "crossroads", "vinculos": "bonds", "estados": "states",
    "habilidades": "skills", "pk": "karma",
}


def topic_names(lang: str) -> tuple[str, ...]:
    """Return the topics as a player of `lang` types them.

    >>> topic_names("es")[:3]
    ('puntuaciones', 'acciones', 'tirada')
    """
    return tuple(SPANISH[topic] for topic in TOPICS) if lang == "es" else TOPICS


def parse_topic(text: str) -> str:
    """Return the topic named by `text` (Spanish or English), or raise `InputError`."""
    found = find_topic(text, TOPICS, _WORDS)
    if found is None:
        raise InputError("zodiac.error.unknown_topic", topic=text, topics=", ".join(TOPICS))
    return found
