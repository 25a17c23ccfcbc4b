"""A game's rules-help topics as data: each one a name and two catalog keys.

A system lists its topics once (`rules/topics.py`): the topic's name (what `--json`
calls it), the catalog key whose `|`-separated words a player may type for it (the
first is the one shown), and the catalog key of its text. One implementation reads
them (`solo.commands.rules_help`).

>>> ZODIAC = Topics("core.category.zodiac", None, (
...     Topic("bonds", "zodiac.topic.bonds", "zodiac.rules.bonds"),
...     Topic("skills", "zodiac.topic.skills", "zodiac.rules.skills")))
>>> ZODIAC.find("Vínculos").name, ZODIAC.find("skill").name
('bonds', 'skills')
>>> ZODIAC.names("es")
('vínculos', 'habilidades')
"""

from __future__ import annotations

from solo.i18n.words import parse_word, shown_word
from solo.record import record


@record
class Topic:
    """One topic: its name, the catalog key of the words that name it, and of its text."""

    name: str
    words: str
    text: str


@record
class Topics:
    """A system's rules help: the catalog key of its name, of its overview (if any), its topics."""

    system: str
    overview: str | None
    topics: tuple[Topic, ...]

    def find(self, text: str) -> Topic:
        """The topic `text` names in either language, else `InputError` listing the topics."""
        return parse_word(text, {topic: topic.words for topic in self.topics},
                          "core.rules.unknown_topic")

    def ids(self) -> tuple[str, ...]:
        """The topics' names, in reading order."""
        return tuple(topic.name for topic in self.topics)

    def names(self, lang: str | None = None) -> tuple[str, ...]:
        """The topics as a player of `lang` (the one in use by default) types them."""
        return tuple(shown_word(topic.words, lang) for topic in self.topics)
