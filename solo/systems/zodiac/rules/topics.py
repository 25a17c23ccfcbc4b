"""The topics of `zodiac rules`: the words a player may type for each, and its text.

>>> TOPICS.find("Vínculos").name, TOPICS.find("advantage").name
('bonds', 'advantage')
>>> TOPICS.names("es")[:3]
('puntuaciones', 'acciones', 'tirada')
"""

from __future__ import annotations

from solo.i18n.topics import Topic, Topics

TOPICS = Topics("core.category.zodiac", None, (
    Topic("scores", "zodiac.topic.scores", "zodiac.rules.scores"),
    Topic("actions", "zodiac.topic.actions", "zodiac.rules.actions"),
    Topic("roll", "zodiac.topic.roll", "zodiac.rules.roll"),
    Topic("grades", "zodiac.topic.grades", "zodiac.rules.grades"),
    Topic("natural", "zodiac.topic.natural", "zodiac.rules.natural"),
    Topic("modifiers", "zodiac.topic.modifiers", "zodiac.rules.modifiers"),
    Topic("advantage", "zodiac.topic.advantage", "zodiac.rules.advantage"),
    Topic("safe", "zodiac.topic.safe", "zodiac.rules.safe"),
    Topic("passive", "zodiac.topic.passive", "zodiac.rules.passive"),
    Topic("opposed", "zodiac.topic.opposed", "zodiac.rules.opposed"),
    Topic("ts", "zodiac.topic.ts", "zodiac.rules.ts"),
    Topic("karma", "zodiac.topic.karma", "zodiac.rules.karma"),
    Topic("crossroads", "zodiac.topic.crossroads", "zodiac.rules.crossroads"),
    Topic("bonds", "zodiac.topic.bonds", "zodiac.rules.bonds"),
    Topic("states", "zodiac.topic.states", "zodiac.rules.states"),
    Topic("skills", "zodiac.topic.skills", "zodiac.rules.skills"),
    Topic("abbreviations", "zodiac.topic.abbreviations", "zodiac.rules.abbreviations"),
))
