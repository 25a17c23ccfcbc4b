"""Subcommands built when typed (`solo.commands.lazy`): same parser, less imported.

A probe module on the path counts how often its adder runs; the game systems' listings are
checked against what their adders really add.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

import pytest

from solo.commands import area_commands
from solo.commands.base import Command, Context
from solo.commands.lazy import LazySubcommands
from solo.commands.parsing import PlainParser
from solo.dice.rng import SeededRng
from solo.errors import InputError
from solo.i18n import t, use_language

PROBE = '''
from solo.commands.base import subcommand

BUILT = []


def add_roll(subs):
    BUILT.append("roll")
    sub = subcommand(subs, "roll", "fate.sub.roll", lambda ctx, args: ("roll", args.bonus),
                     help="rolls")
    sub.add_argument("--bonus", default="0")


def add_pair(subs):
    BUILT.append("pair")
    subcommand(subs, "ladder", "fate.sub.ladder", lambda ctx, args: "ladder", help="ladder")
    subcommand(subs, "deck", "fate.sub.deck", lambda ctx, args: "deck", help="deck")


def add_nothing(subs):
    BUILT.append("nothing")
'''


@pytest.fixture
def probe(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> object:
    (tmp_path / "lazy_probe.py").write_text(PROBE, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("lazy_probe", None)
    module = importlib.import_module("lazy_probe")
    yield module
    sys.modules.pop("lazy_probe", None)


def _parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    parser = parser_class(prog="probe")
    subs = parser.add_subparsers(action=LazySubcommands, dest="sub", required=True)
    assert isinstance(subs, LazySubcommands)
    subs.add_lazy("roll", "fate.sub.roll", "fate.cmd.roll", "lazy_probe:add_roll")
    subs.add_lazy("ladder", "fate.sub.ladder", "fate.cmd.ladder", "lazy_probe:add_pair")
    subs.add_lazy("deck", "fate.sub.deck", "fate.cmd.deck", "lazy_probe:add_pair")
    subs.add_lazy("rules", "fate.sub.rules", "fate.cmd.rules", "lazy_probe:add_nothing")
    return parser


PROBE_COMMAND = Command("probe", (), "cmd.help.fate", _parser, lambda ctx, args: args.run(ctx, args))


def _run(words: list[str]) -> object:
    args = PROBE_COMMAND.build(PlainParser).parse_args(words)
    return PROBE_COMMAND.run(Context(home=Path("."), rng=SeededRng(1)), args)


def test_help_names_every_subcommand_without_building_one(probe: object,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    with use_language("es"):
        text = PROBE_COMMAND.build(PlainParser).format_help()
        assert t("fate.cmd.roll") in text and t("fate.cmd.deck") in text
        assert "roll (tirar)" in text
    assert probe.BUILT == []  # type: ignore[attr-defined]


def test_typing_a_subcommand_builds_only_its_adder(probe: object) -> None:
    assert _run(["tirar", "--bonus", "2"]) == ("roll", "2")  # an alias from the catalog
    assert probe.BUILT == ["roll"]  # type: ignore[attr-defined]
    assert _run(["deck"]) == "deck"
    assert probe.BUILT == ["roll", "pair"]  # type: ignore[attr-defined]


def test_a_built_subcommand_checks_what_is_typed(probe: object) -> None:
    with pytest.raises(InputError) as raised:
        _run(["roll", "--bonus", "a\0b"])
    assert raised.value.key == "core.text.nul"
    assert probe.BUILT == ["roll"]  # type: ignore[attr-defined]


def test_an_unknown_word_is_refused_naming_the_stubs(probe: object) -> None:
    with pytest.raises(InputError) as raised:
        _run(["bogus"])
    assert raised.value.params["detail"] == ("«bogus» no es una opción válida; elige entre: "
                                             "roll, tirar, ladder, escala, deck, mazo, rules, "
                                             "reglas")
    assert probe.BUILT == []  # type: ignore[attr-defined]


def test_walking_the_choices_builds_each_adder_once(probe: object) -> None:
    parser = PROBE_COMMAND.build(PlainParser)
    subs = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    with pytest.raises(LookupError, match="did not add the subcommand 'rules'"):
        dict(subs.choices.items())
    assert probe.BUILT == ["roll", "pair", "nothing"]  # type: ignore[attr-defined]
    assert subs.choices["mazo"] is subs.choices["deck"]
    assert subs.choices["deck"].prog == "probe deck"


def _builds(adder: str) -> dict[str, tuple[tuple[str, ...], str | None]]:
    """What an adder adds: each subcommand's name -> its aliases and help line."""
    module, _, function = adder.partition(":")
    subs = argparse._SubParsersAction(option_strings=[], prog="x", parser_class=PlainParser)
    getattr(importlib.import_module(module), function)(subs)
    names: dict[int, list[str]] = {}
    for word, parser in subs._name_parser_map.items():
        names.setdefault(id(parser), []).append(word)
    helps = {action.dest: action.help for action in subs._choices_actions}
    return {words[0]: (tuple(words[1:]), helps.get(words[0])) for words in names.values()}


@pytest.mark.parametrize("area", ["fate", "zodiac", "fragmentos", "tricube"])
def test_each_system_lists_what_its_adders_add(area: str) -> None:
    module = sys.modules[area_commands(area)[0].run.__module__]
    listed = module.SUBCOMMANDS
    built: dict[str, tuple[tuple[str, ...], str | None]] = {}
    for adder in dict.fromkeys(entry[3] for entry in listed):
        built.update(_builds(adder))
    assert sorted(built) == sorted(entry[0] for entry in listed)  # none left out, none extra
    parser = area_commands(area)[0].build(PlainParser)
    subs = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    stubs = {action.dest: action.help for action in subs._choices_actions}
    for name, words_key, help_key, adder in listed:
        aliases, help_line = built[name]
        assert help_line == stubs[name] == t(help_key), name
        assert [w for w, p in dict.items(subs.choices) if p is dict.__getitem__(subs.choices, name)
                ] == [name, *aliases], (name, words_key, adder)
