"""`<system> rules [TOPIC]`: one implementation of every system's rules help.

A system describes its topics as data (`solo.i18n.topics.Topics`, in its
`rules/topics.py`); this module adds the topic argument to its `rules`
subcommand and answers with a `RulesText`, which `solo.render.rules_help` shows.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from solo.i18n import t
from solo.i18n.topics import Topics
from solo.record import record


@record
class RulesText:
    """One topic of a system's rules in our own words (or its overview), and the topics.

    `topic` and `topics` are names (what `--json` shows); `system` is the system's
    name and `heading` the topic as the player's language calls it (the panel's title);
    `names` are the topics in the player's language.
    """

    topic: str | None
    text: str
    system: str = ""
    heading: str | None = None
    topics: tuple[str, ...] = ()
    names: tuple[str, ...] = ()

    @property
    def title(self) -> str:
        """`Fragmentos · presagios`: the system, then the topic when there is one."""
        heading = self.heading or self.topic
        return " · ".join(part for part in (self.system, heading) if part)

    def to_json(self) -> dict[str, Any]:
        """The topic's name, its text and every topic's name."""
        return {"topic": self.topic, "text": self.text, "topics": list(self.topics)}


def add_topic_argument(parser: argparse.ArgumentParser, topics: Topics) -> None:
    """Add the `TOPIC` words of a `rules` subcommand (its help lists the player's topic words)."""
    parser.add_argument("topic", nargs="*", metavar="TOPIC",
                        help=t("core.rules.topic_help", topics=", ".join(topics.names())))


def rules_text(topics: Topics, words: Sequence[str] | None) -> RulesText:
    """The topic the words name (in either language), or the overview without words."""
    system, ids, names = t(topics.system), topics.ids(), topics.names()
    if not words:
        overview = t(topics.overview) if topics.overview else ""
        return RulesText(None, overview, system, None, ids, names)
    topic = topics.find(" ".join(words))
    return RulesText(topic.name, t(topic.text), system, names[ids.index(topic.name)], ids, names)
