"""Name the topics of `frag rules [TOPIC]` and read a topic typed in either language.

>>> parse_topic("Presagios"), parse_topic("amenaza"), parse_topic("conflicto")
('omens', 'threat', 'conflict')
"""

from __future__ import annotations

from collections.abc import Mapping

from solo.errors import InputError
from solo.systems.fragmentos.rules.names import find_name, list_names
from solo.systems.topics import find_topic

# Topic -> its catalog key is `frag.rules.<topic>`; listed in reading order.
TOPICS: tuple[str, ...] = (
    "overview", "reto", "pool", "traits", "weapons", "conflict", "omens", "dangerous", "out",
    "character", "qualities", "superacion", "threat", "order",
)

ALIASES: Mapping[str, str] = {
    "resumen": "overview", "general": "overview",
    "retos": "reto", "challenge": "reto", "challenges": "reto", "dificultad": "reto",
    "difficulty": "reto",
    "dados": "pool", "tirada": "pool", "dice": "pool", "roll": "pool",
    "rasgo": "traits", "rasgos": "traits", "trait": "traits",
    "armas": "weapons", "arma": "weapons", "objetos": "weapons", "weapon": "weapons",
    "tools": "weapons",
    "conflicto": "conflict", "conflictos": "conflict", "conflicts": "conflict",
    "empate": "conflict", "tie": "conflict",
    "presagio": "omens", "presagios": "omens", "omen": "omens",
    "peligroso": "dangerous", "peligro": "dangerous", "danger": "dangerous",
    "dano": "dangerous", "harm": "dangerous",
    "muerte": "out", "locura": "out", "death": "out", "madness": "out", "cero": "out",
    "personaje": "character", "personajes": "character", "creacion": "character",
    "caracteristicas": "character", "characteristics": "character", "creation": "character",
    "cualidad": "qualities", "cualidades": "qualities", "quality": "qualities",
    "hitos": "qualities", "complicacion": "qualities",
    "overcoming": "superacion", "puntos de superacion": "superacion",
    "amenaza": "threat",
    "orden": "order", "iniciativa": "order", "escena": "order", "initiative": "order",
    "apresurarse": "order", "hurry": "order",
}


def parse_topic(text: str) -> str:
    """Return the topic named by `text` (Spanish or English), or raise `InputError`."""
    found = find_topic(text, TOPICS, ALIASES) or find_name(text, TOPICS, "frag.topic.")
    if found is None:
        raise InputError("frag.error.bad_topic", value=text,
                         choices=list_names(TOPICS, "frag.topic."))
    return found
