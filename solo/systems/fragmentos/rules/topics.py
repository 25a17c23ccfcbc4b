"""The topics of `frag rules [TOPIC]`, in reading order: words and text are catalog keys.

>>> [TOPICS.find(w).name for w in ("Presagios", "amenaza", "conflicto")]
['omens', 'threat', 'conflict']
"""

from __future__ import annotations

from solo.i18n.topics import Topic, Topics

TOPICS = Topics("frag.system", "frag.rules.overview", (
    Topic("overview", "frag.topic.overview", "frag.rules.overview"),
    Topic("reto", "frag.topic.reto", "frag.rules.reto"),
    Topic("pool", "frag.topic.pool", "frag.rules.pool"),
    Topic("traits", "frag.topic.traits", "frag.rules.traits"),
    Topic("weapons", "frag.topic.weapons", "frag.rules.weapons"),
    Topic("conflict", "frag.topic.conflict", "frag.rules.conflict"),
    Topic("omens", "frag.topic.omens", "frag.rules.omens"),
    Topic("dangerous", "frag.topic.dangerous", "frag.rules.dangerous"),
    Topic("out", "frag.topic.out", "frag.rules.out"),
    Topic("character", "frag.topic.character", "frag.rules.character"),
    Topic("qualities", "frag.topic.qualities", "frag.rules.qualities"),
    Topic("superacion", "frag.topic.superacion", "frag.rules.superacion"),
    Topic("threat", "frag.topic.threat", "frag.rules.threat"),
    Topic("order", "frag.topic.order", "frag.rules.order"),
))
