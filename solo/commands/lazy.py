"""Subcommands whose parser and module are built only when one of them is typed.

`fate roll` needs `fate roll`'s options and code, not those of `fate conflict`. A command's
parser factory adds `LazySubcommands` (`parser.add_subparsers(action=LazySubcommands, …)`) and
lists each subcommand with `add_lazy`: its name, the catalog keys of its words and help line, and
the `module:function` that adds its real parser (`function(subs)`, which may add siblings too).
Until then the subcommand is a stub with its names and help, so `fate --help`, `fate tirar` and
an unknown word's error read as before; the first time anything asks for its parser (parsing,
`choices[name]`, `choices.values()`: the shell's completion and the tests that walk parsers),
its module is imported and its real parser takes the stub's place, checked by `guard_text`.

Subcommands added the usual way (`subcommand(subs, …)`) are built at once, as before.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable, ItemsView, Sequence, ValuesView
from typing import Any

Guard = Callable[[argparse.ArgumentParser], argparse.ArgumentParser]


class LazyChoices(dict[str, argparse.ArgumentParser]):
    """Subcommand names -> parsers, where a stub's real parser is built when first read.

    Its names (and whether a word is one) are known without building anything.
    """

    def __init__(self) -> None:
        super().__init__()
        self.owner: LazySubcommands | None = None
        self.pending: dict[str, str] = {}
        """Each stub's names -> the `module:function` that adds its real parser."""

    def __getitem__(self, name: str) -> argparse.ArgumentParser:
        self._build(name)
        return super().__getitem__(name)

    def get(self, name: str, default: Any = None) -> Any:
        """The parser of `name` (built if it was a stub), or `default`."""
        try:
            return self[name]
        except KeyError:
            return default

    def values(self) -> ValuesView[argparse.ArgumentParser]:  # type: ignore[override]
        """Every parser, each stub built first."""
        self.build_all()
        return super().values()

    def items(self) -> ItemsView[str, argparse.ArgumentParser]:  # type: ignore[override]
        """Every name and parser, each stub built first."""
        self.build_all()
        return super().items()

    def build_all(self) -> None:
        """Build every stub still waiting."""
        while self.pending:
            self._build(next(iter(self.pending)))

    def _build(self, name: str) -> None:
        adder = self.pending.get(name)
        if adder is None or self.owner is None:
            return
        built = self.owner.build(adder)
        for word, parser in built.items():
            if self.pending.get(word) == adder:
                super().__setitem__(word, parser)
                del self.pending[word]
        if name in self.pending:
            raise LookupError(f"{adder} did not add the subcommand {name!r}")


class LazySubcommands(argparse._SubParsersAction):  # type: ignore[type-arg]
    """argparse's subcommands, some of them stubs until typed (see the module's docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._lazy = LazyChoices()
        self._lazy.owner = self
        self._name_parser_map = self._lazy
        self.choices = self._lazy
        self._guards: list[Guard] = []

    def add_lazy(self, name: str, words_key: str, help_key: str, adder: str) -> None:
        """A stub for the subcommand `name`, typed also as its `words_key` words, built by
        `adder` (`module:function`, `function(subs)`) when first needed."""
        from solo.i18n import LANGUAGES, t
        from solo.i18n.words import words_of

        aliases = list(dict.fromkeys(word for lang in LANGUAGES
                                     for word in words_of(words_key, lang) if word != name))
        self.add_parser(name, aliases=aliases, help=t(help_key), add_help=False)
        for word in (name, *aliases):
            self._lazy.pending[word] = adder

    def guard_with(self, guard: Guard) -> None:
        """Pass each parser built from now on (and those built already) through `guard` too
        (after the guards given before it: the arguments' names, then the text check)."""
        self._guards.append(guard)
        for parser in dict.fromkeys(parser for word, parser in dict.items(self._lazy)
                                    if word not in self._lazy.pending):
            guard(parser)

    def build(self, adder: str) -> dict[str, argparse.ArgumentParser]:
        """Import `adder`'s module and let it add its subcommands; their names -> parsers."""
        module, _, function = adder.partition(":")
        collector = argparse._SubParsersAction(option_strings=[], prog=self._prog_prefix,
                                               parser_class=self._parser_class)
        getattr(importlib.import_module(module), function)(collector)
        built = dict(collector._name_parser_map)
        for guard in self._guards:
            for parser in dict.fromkeys(built.values()):
                guard(parser)
        return built


def lazy_subparsers(parser: argparse.ArgumentParser, **options: Any) -> LazySubcommands:
    """`parser.add_subparsers(**options)`, whose subcommands may be stubs (`add_lazy`)."""
    subs = parser.add_subparsers(action=LazySubcommands, **options)
    assert isinstance(subs, LazySubcommands)
    return subs


Listing = Sequence[tuple[str, str, str, str]]
"""Subcommands in help order: name, catalog keys of its words and help line, `module:function`."""


def with_lazy_subcommands(parser: argparse.ArgumentParser, listing: Listing,
                          metavar: str | None = None) -> argparse.ArgumentParser:
    """`parser` with a required subcommand (`args.sub`), each of `listing` a stub until typed;
    its usage lists their names in `listing`'s order unless `metavar` says otherwise."""
    shown = metavar if metavar is not None else "|".join(name for name, *_rest in listing)
    subs = lazy_subparsers(parser, dest="sub", required=True, metavar=shown)
    for name, words_key, help_key, adder in listing:
        subs.add_lazy(name, words_key, help_key, adder)
    return parser
