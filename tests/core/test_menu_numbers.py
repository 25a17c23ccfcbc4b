"""Every menu the procedures build means what it shows: a number is its place, a name its item.

The guided commands of every system (and the solo GM's) are played in the shell, in Spanish and
in English, by a player who answers each menu at random, by its number, and free questions with
plausible text; the dice are the shell's seeded ones. Each menu met on the way is checked: no
value is written as a number other than its own place (`misnumbered`), typing each shown number
picks that item, and typing each item's name (in either language, accents or not, or a unique
start of it) picks that item.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from solo.i18n import LANGUAGES, current_language, normalize, t
from solo.i18n.words import words_of
from solo.procedures.steps import Ask, Choice, misnumbered
from solo.shell.driver import match_choice
from tests.conftest import Shell

FREE_TEXT = {
    "fate.do.ask_difficulty": ["2", "Bueno"], "fate.do.ask_opponent": ["1", "3"],
    "fate.absorb.ask_consequence": ["Tobillo torcido"],
    "frag.ask.difficulty": ["muy difícil", "difícil", "normal", "9"],
}
"""Answers to free questions that need something in particular (else `ANY_TEXT` in turn)."""
ANY_TEXT = ["Nia", "2", "1", "", "3", "sí", "no", "0", "Bueno", "4", "Tomás", "5", "Ágil", "+1"]
MOST_ASKS = 120
"""A command asked this many questions is left (Ctrl-D), as a player tired of it would."""

ENGINE = ["scene new Llegada --dice 5", "oracle ¿Llueve?", "event", "event --dice 61",
          "event --dice '61 1 50 50'", "scene end", "pending add presagio Algo",
          "scene new Otra --review", "npc react Tomás", "scene end"]
"""The solo GM's guided commands; a die typed (`--dice 61`: a thread closes) reaches a menu the
dice seldom bring."""
SYSTEMS = {
    "fate": ["fate character npc Matón --good vigoroso", "fate do", "fate challenge",
             "fate contest Rival", "fate conflict Matón", "fate absorb 3", "fate do",
             "fate conflict Matón --control", "fate do --dice ++++", "fate do --dice ++++",
             "fate character new --as-npc", "fate character new"],
    "zodiac": ["zodiac action", "zodiac crossroads", "zodiac action", "zodiac character new"],
    "fragmentos": ["frag reto --guided", "frag conflicto", "frag reto --guided",
                   "frag conflicto", "frag reto --guided", "frag character new"],
    "tricube": ["tricube challenge --guided", "tricube versus", "tricube effort new Puerta 3",
                "tricube challenge --guided --effort Puerta", "tricube character new"],
}


MENUS = {
    "engine": {"engine.event.close_thread", "engine.pending.review.ask", "engine.scene.adjust_how",
               "engine.scene.control_question", "engine.scene.end.close_npc",
               "engine.scene.end.close_thread", "engine.tour.ask_level", "engine.tour.ask_pc"},
    "fate": {"fate.absorb.ask_plan", "fate.challenge.ask_action", "fate.conflict.ask_defense",
             "fate.conflict.ask_npc_rating", "fate.conflict.ask_turn", "fate.create.ask_approaches",
             "fate.do.ask_action", "fate.do.ask_approach", "fate.do.ask_invoke",
             "fate.do.ask_opposition", "fate.do.ask_payment", "fate.do.ask_stunt",
             "fate.do.ask_target", "fate.do.ask_use", "fate.effect.ask_draw_cost",
             "fate.effect.ask_trade", "fate.effect.ask_major_cost"},
    "fragmentos": {"frag.ask.characteristic", "frag.ask.dangerous", "frag.ask.protection",
                   "frag.ask.retry", "frag.ask.rival", "frag.ask.trait", "frag.ask.vs_rank",
                   "frag.ask.weapon", "frag.ask.vs_weapon", "frag.ask.quality",
                   "frag.ask.quality_conflict"},
    "tricube": {"tricube.ask.cost", "tricube.ask.difficulty", "tricube.ask.karma",
                "tricube.ask.knowledge", "tricube.ask.perk", "tricube.ask.quirk",
                "tricube.ask.reward", "tricube.ask.trait", "tricube.ask.versus_karma",
                "tricube.ask.fits_trait"},
    "zodiac": {"zodiac.ask.advantage", "zodiac.ask.convert", "zodiac.ask.conviction",
               "zodiac.ask.modifier",
               "zodiac.ask.pc", "zodiac.ask.px_left", "zodiac.ask.side", "zodiac.ask.skill_attribute",
               "zodiac.ask.skill_kind", "zodiac.ask.social", "zodiac.ask.social_delta",
               "zodiac.ask.action", "zodiac.tour.ask_action", "zodiac.tour.ask_cd"},
}
"""The menus each walk must meet (every menu the procedures build, found in their code)."""


class Player:
    """Answers every question of a guided command, checking each menu on the way."""

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)
        self.menus: dict[str, int] = {}
        self.wrong: list[str] = []
        self.asked = 0
        self.last: tuple[str, int] = ("", 0)
        self.start = 0

    def ask(self, question: Ask) -> str:
        self.asked += 1
        if self.asked > MOST_ASKS:
            raise EOFError
        turn = self.last[1] + 1 if self.last[0] == question.prompt else 0
        self.last = (question.prompt, turn)
        if not question.choices:
            answers = FREE_TEXT.get(question.prompt, ANY_TEXT)
            if turn == 0:
                self.start = self.random.randrange(len(answers))
            return answers[(self.start + turn) % len(answers)]
        self.menus[question.prompt] = self.menus.get(question.prompt, 0) + 1
        self.wrong.extend(f"{question.prompt}: {problem}" for problem in menu_problems(question))
        place = self.random.randrange(len(question.choices))
        value = match_choice(question, str(place + 1))
        return question.choices[place].value if value is None else value


def menu_problems(question: Ask) -> Iterator[str]:
    """What is wrong with one menu: a misleading value, a number or a name that picks another."""
    choices = question.choices
    for value in misnumbered(choices):
        yield f"the value {value!r} looks like another option's number"
    for place, choice in enumerate(choices, start=1):
        typed = match_choice(question, str(place))
        if typed != choice.value:
            yield f"{place} picks {typed!r}, not {choice.value!r}"
    for choice in choices:
        for typed in _names(choice):
            if _shared(typed, choice, choices):
                continue
            picked = match_choice(question, typed)
            if picked != choice.value:
                yield f"{typed!r} picks {picked!r}, not {choice.value!r}"
        start = _unique_start(choice, choices)
        if start is not None and match_choice(question, start) != choice.value:
            yield f"{start!r} (a start of its name) picks {match_choice(question, start)!r}"


def _names(choice: Choice) -> set[str]:
    """A choice's label as shown now, in the other language, and without accents (a name that is
    a number, a thread called "2", is no name to type: a typed number is the menu's)."""
    shown = t(choice.label, **choice.params)
    names = {shown, normalize(shown).upper()}
    names.update(t(choice.label, lang, **choice.params) for lang in LANGUAGES)
    return {name for name in names if name.strip() and not normalize(name).isdigit()}


def _all_names(choice: Choice) -> set[str]:
    names = {normalize(t(choice.label, lang, **choice.params)) for lang in LANGUAGES}
    if choice.words is not None:
        names.update(normalize(word) for lang in LANGUAGES for word in words_of(choice.words, lang))
    return names | {normalize(choice.value)}


def _shared(typed: str, choice: Choice, choices: tuple[Choice, ...]) -> bool:
    """Whether another choice answers to `typed` too (a player could not mean one of them)."""
    return any(normalize(typed) in _all_names(other) for other in choices if other != choice)


def _unique_start(choice: Choice, choices: tuple[Choice, ...]) -> str | None:
    """The shortest start (two letters or more) of the shown label that no other choice has."""
    shown = normalize(t(choice.label, **choice.params))
    others = [name for other in choices if other != choice for name in _all_names(other)]
    for end in range(2, len(shown)):
        start = shown[:end]
        if start.strip() == start and not start.isdigit() and not any(
                name.startswith(start) for name in others):
            return start
    return None


SEEDS = {"zodiac": (1, 2, 10)}
"""Seeds whose dice reach every menu of the system (Zodiac's conversion is asked only after a
roll that allows it; with the Encrucijada's modifier menu, seed 10 rolls one)."""


def play(home: Path, system: str, lang: str, seed: int, monkeypatch: pytest.MonkeyPatch) -> Player:
    """Play the tour of `system`, then each guided command of it and of the solo GM."""
    player = Player(seed)

    def ask(_io: object, question: Ask) -> str:
        assert current_language() == lang
        return player.ask(question)

    monkeypatch.setattr("solo.shell.app_io.AppIo.ask", ask)
    shell = Shell(home, seed=seed)
    shell.run(f"set lang {lang}")
    for line in [f"tour {system}", "thread add Huida", "npc add Tomás", *ENGINE,
                 "scene new Tercera", *SYSTEMS[system], *SYSTEMS[system], "scene end"]:
        player.asked = 0
        run = shell.run(line)
        assert "Traceback" not in run.out + run.err, (line, run.err)
    return player


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_every_menu_takes_its_numbers_and_its_names(tmp_path: Path, system: str, lang: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    menus: dict[str, int] = {}
    for seed in SEEDS.get(system, (1, 2, 3)):
        player = play(tmp_path / str(seed), system, lang, seed, monkeypatch)
        assert player.wrong == []
        for prompt, count in player.menus.items():
            menus[prompt] = menus.get(prompt, 0) + count
    assert sorted((MENUS["engine"] | MENUS[system]) - set(menus)) == []  # never asked
