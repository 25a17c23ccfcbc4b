"""The topics of `fate rules`: each one's words (either language) and text are catalog keys.

>>> TOPICS.find("Estrés").name, TOPICS.find("contests").name
('stress', 'contests')
"""

from __future__ import annotations

from solo.i18n.topics import Topic, Topics

TOPICS = Topics("core.category.fate", "fate.rules.overview", (
    Topic("dice", "fate.topic.dice", "fate.rules.dice"),
    Topic("ladder", "fate.topic.ladder", "fate.rules.ladder"),
    Topic("outcomes", "fate.topic.outcomes", "fate.rules.outcomes"),
    Topic("actions", "fate.topic.actions", "fate.rules.actions"),
    Topic("characters", "fate.topic.characters", "fate.rules.characters"),
    Topic("aspects", "fate.topic.aspects", "fate.rules.aspects"),
    Topic("fate_points", "fate.topic.fate_points", "fate.rules.fate_points"),
    Topic("stunts", "fate.topic.stunts", "fate.rules.stunts"),
    Topic("stress", "fate.topic.stress", "fate.rules.stress"),
    Topic("consequences", "fate.topic.consequences", "fate.rules.consequences"),
    Topic("challenges", "fate.topic.challenges", "fate.rules.challenges"),
    Topic("contests", "fate.topic.contests", "fate.rules.contests"),
    Topic("conflicts", "fate.topic.conflicts", "fate.rules.conflicts"),
    Topic("deck", "fate.topic.deck", "fate.rules.deck"),
))
