"""Name the topics of `tricube rules [TOPIC]` and read a topic typed in either language.

>>> parse_topic("Karma"), parse_topic("fichas de esfuerzo"), parse_topic("aflicciones")
('karma', 'effort', 'defeat')
"""

from __future__ import annotations

from collections.abc import Mapping

from solo.errors import InputError
from solo.systems.topics import find_topic

# Topic -> its catalog key is `tricube.rules.<topic>`; listed in reading order.
TOPICS: tuple[str, ...] = (
    "overview", "dice", "difficulty", "outcomes", "karma", "quirks", "resolve", "effort",
    "combat", "opposed", "defeat", "advancement", "fear",
)

ALIASES: Mapping[str, str] = {
    "resumen": "overview", "general": "overview", "desafio": "overview", "desafios": "overview",
    "challenge": "overview", "challenges": "overview",
    "dados": "dice", "rasgo": "dice", "rasgos": "dice", "arquetipo": "dice", "trait": "dice",
    "dificultad": "difficulty",
    "resultados": "outcomes", "resultado": "outcomes", "exito": "outcomes", "fallo": "outcomes",
    "critico": "outcomes",
    "ventajas": "karma", "ventaja": "karma", "perks": "karma", "perk": "karma",
    "defectos": "quirks", "defecto": "quirks", "quirk": "quirks",
    "resolucion": "resolve",
    "esfuerzo": "effort", "fichas": "effort", "fichas de esfuerzo": "effort", "tokens": "effort",
    "combate": "combat", "enemigos": "combat", "foes": "combat",
    "oposicion": "opposed", "enfrentado": "opposed", "enfrentados": "opposed",
    "versus": "opposed", "contra": "opposed",
    "derrota": "defeat", "aflicciones": "defeat", "afflictions": "defeat",
    "aflixion": "defeat", "aflicion": "defeat",
    "avances": "advancement", "avance": "advancement", "advances": "advancement",
    "nivel": "advancement",
    "miedo": "fear", "terror": "fear",
}


def parse_topic(text: str) -> str:
    """Return the topic named by `text` (Spanish or English), or raise `InputError`."""
    found = find_topic(text, TOPICS, ALIASES)
    if found is None:
        raise InputError("tricube.error.bad_topic", value=text, choices=", ".join(TOPICS))
    return found
