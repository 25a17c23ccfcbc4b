"""The topics of `tricube rules [TOPIC]`, in reading order: words and text are catalog keys.

>>> [TOPICS.find(w).name for w in ("Karma", "fichas de esfuerzo", "aflicciones")]
['karma', 'effort', 'defeat']
"""

from __future__ import annotations

from solo.i18n.topics import Topic, Topics

TOPICS = Topics("core.category.tricube", "tricube.rules.overview", (
    Topic("overview", "tricube.topic.overview", "tricube.rules.overview"),
    Topic("dice", "tricube.topic.dice", "tricube.rules.dice"),
    Topic("difficulty", "tricube.topic.difficulty", "tricube.rules.difficulty"),
    Topic("outcomes", "tricube.topic.outcomes", "tricube.rules.outcomes"),
    Topic("karma", "tricube.topic.karma", "tricube.rules.karma"),
    Topic("quirks", "tricube.topic.quirks", "tricube.rules.quirks"),
    Topic("resolve", "tricube.topic.resolve", "tricube.rules.resolve"),
    Topic("effort", "tricube.topic.effort", "tricube.rules.effort"),
    Topic("combat", "tricube.topic.combat", "tricube.rules.combat"),
    Topic("opposed", "tricube.topic.opposed", "tricube.rules.opposed"),
    Topic("defeat", "tricube.topic.defeat", "tricube.rules.defeat"),
    Topic("advancement", "tricube.topic.advancement", "tricube.rules.advancement"),
    Topic("fear", "tricube.topic.fear", "tricube.rules.fear"),
))
