"""One rules help for every system: topics as data, found by their catalog words."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from solo.commands.rules_help import RulesText, rules_text
from solo.errors import InputError
from solo.i18n import LANGUAGES, normalize, t, use_language
from solo.i18n.topics import Topics
from solo.i18n.words import words_of
from solo.render import render
from solo.systems.fate.rules.topics import TOPICS as FATE
from solo.systems.fragmentos.rules.topics import TOPICS as FRAG
from solo.systems.tricube.rules.topics import TOPICS as TRICUBE
from solo.systems.zodiac.rules.topics import TOPICS as ZODIAC

SYSTEMS = {"fate": FATE, "fragmentos": FRAG, "tricube": TRICUBE, "zodiac": ZODIAC}


@pytest.mark.parametrize("topics", SYSTEMS.values(), ids=SYSTEMS.keys())
def test_every_topic_has_words_and_text_in_both_languages(topics: Topics) -> None:
    for topic in topics.topics:
        for lang in LANGUAGES:
            assert words_of(topic.words, lang), (topic, lang)
            assert len(t(topic.text, lang)) > 80, (topic, lang)


@pytest.mark.parametrize("topics", SYSTEMS.values(), ids=SYSTEMS.keys())
def test_every_word_names_one_topic_of_its_system(topics: Topics) -> None:
    owner: dict[str, str] = {}
    for topic in topics.topics:
        for lang in LANGUAGES:
            for word in words_of(topic.words, lang):
                assert owner.setdefault(normalize(word), topic.name) == topic.name, word
                assert topics.find(word).name == topic.name


def test_topics_are_listed_in_the_players_language() -> None:
    with use_language("es"):
        shown = rules_text(FRAG, ["omens"])
    assert (shown.topic, shown.heading, shown.system) == ("omens", "presagios", "Fragmentos")
    assert "presagios" in shown.names
    assert shown.topics == FRAG.ids()
    with use_language("en"):
        assert rules_text(FRAG, ["presagios"]).heading == "omens"


def test_without_words_the_overview_or_only_the_list() -> None:
    with use_language("es"):
        fate = rules_text(FATE, [])
        zodiac = rules_text(ZODIAC, None)
    assert fate.topic is None
    assert fate.text == t("fate.rules.overview", "es")
    assert (zodiac.text, zodiac.names[0]) == ("", "puntuaciones")
    assert zodiac.to_json() == {"topic": None, "text": "", "topics": list(ZODIAC.ids())}


def test_an_unknown_topic_lists_the_topics_in_the_players_words() -> None:
    with use_language("es"), pytest.raises(InputError) as error:
        rules_text(TRICUBE, ["cocina"])
    assert error.value.key == "core.rules.unknown_topic"
    assert "esfuerzo" in str(error.value.params["choices"])


def test_the_text_wraps_to_the_terminal() -> None:
    with use_language("es"):
        shown = rules_text(TRICUBE, ["esfuerzo"])
        out = io.StringIO()
        Console(file=out, width=40, color_system=None).print(render(shown))
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("╭─ Tricube Tales · esfuerzo")
    assert all(len(line) <= 40 for line in lines)
    assert len(lines) > 8
    assert isinstance(shown, RulesText)


@pytest.mark.parametrize(("line", "key"), [("zodiac rules ventaja", "zodiac.rules.advantage"),
                                           ("fate rules aspectos", "fate.rules.aspects")])
def test_the_shell_wraps_rules_help_to_the_terminal(line: str, key: str, tmp_path: Path) -> None:
    from tests.conftest import Shell

    shell = Shell(tmp_path)
    out = shell.run(line).out
    panel = [row.strip().strip("│").strip() for row in out.splitlines() if row.startswith("│")]
    assert len(panel) > 1  # wrapped over several lines, not cut at the border
    assert " ".join(panel) == shell.in_context(lambda: t(key))
