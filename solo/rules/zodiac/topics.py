"""The topics of `zodiac rules`, with the words a player may type for each.

>>> parse_topic("Vínculos"), parse_topic("advantage")
('bonds', 'advantage')
"""

from __future__ import annotations

from solo.errors import InputError
from solo.i18n import normalize

TOPICS: tuple[str, ...] = ("scores", "actions", "roll", "grades", "natural", "modifiers",
                           "advantage", "safe", "passive", "opposed", "ts", "karma",
                           "crossroads", "bonds", "states", "skills")
_WORDS = {
    "puntuaciones": "scores", "atributos": "scores", "acciones": "actions", "tirada": "roll",
    "grados": "grades", "resultados": "grades", "naturales": "natural",
    "modificadores": "modifiers",
    "ventaja": "advantage", "desventaja": "advantage", "seguridad": "safe", "pasiva": "passive",
    "enfrentada": "opposed", "enfrentadas": "opposed", "encrucijada": "crossroads",
    "encrucijadas": "crossroads", "vinculos": "bonds", "estados": "states",
    "habilidades": "skills", "pk": "karma",
}


def parse_topic(text: str) -> str:
    """Return the topic named by `text` (Spanish or English), or raise `InputError`."""
    word = normalize(text)
    if word in TOPICS:
        return word
    found = _WORDS.get(word)
    if found is None:
        raise InputError("zodiac.error.unknown_topic", topic=text, topics=", ".join(TOPICS))
    return found
