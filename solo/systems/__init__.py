"""The registry of game systems: one typed description per game, the only list of them.

A `System` is a description, cheap to build: names, catalog area, command
index entries and the dotted paths of its modules. Nothing of a system is
imported until one of its commands, renderers or hooks is first used. The
built-in systems are `BUILTINS`; third-party ones register through the
`solo.systems` entry-point group (each entry loads a `System`), read only
when a name is not a built-in one or when every system is listed.

>>> find_system("Zodiaco").name, find_system("frag").name, find_system("nada")
('zodiac', 'fragmentos', None)
"""

from __future__ import annotations

import importlib
import os
import sys
from functools import cache
from typing import TYPE_CHECKING, Any, Protocol, cast, runtime_checkable

from solo.i18n import normalize, register_catalog, t
from solo.record import record
from solo.tables.folders import register_tables

if TYPE_CHECKING:
    from argparse import ArgumentParser, Namespace
    from pathlib import Path

    from solo.commands.base import Context
    from solo.commands.system_state import SystemState
    from solo.dice.rng import Rng
    from solo.engine.procedures.tour import TourPlan
    from solo.engine.rules.pending import PendingKind
    from solo.errors import FieldError
    from solo.tables.library import Library

ENTRY_POINT_GROUP = "solo.systems"


@record
class TopCommand:
    """A system's top-level command, as the command index lists it before importing it."""

    name: str
    help: str
    aliases: tuple[str, ...] = ()
    free_text: bool = False


@runtime_checkable
class SystemHooks(Protocol):
    """What the solo GM and the shell ask of a system (`NoHooks` answers nothing)."""

    def on_session_start(self, ctx: Context) -> list[object]:
        """`session start`: per-session refreshes; return what to show."""

    def on_session_end(self, ctx: Context) -> list[object]:
        """`session end`: reminders and rewards; return what to show."""

    def on_scene_start(self, ctx: Context) -> list[object]:
        """`scene new`: what the system does when a scene opens."""

    def on_scene_end(self, ctx: Context) -> list[object]:
        """`scene end`: what the system does when a scene closes."""

    def pending_sources(self, result: object, lang: str) -> tuple[tuple[PendingKind, str], ...]:
        """What a result of this system leaves hanging (omens, complications)."""

    def toolbar(self, ctx: Context) -> str | None:
        """The system's part of the shell's bottom toolbar, or None."""

    def tour_plan(self, data: dict[str, object], rng: Rng, library: Library,
                  lang: str) -> TourPlan | None:
        """The tour's character (from its sheet data) and guided roll, or None: no tour."""

    def keep_character(self, ctx: Context, character: object) -> None:
        """Put the tour's character in the campaign, active."""

    def take_up(self, ctx: Context, *, drop: bool) -> object | None:
        """`resume`: what was left half-way (a procedure to drive), or dropped by the rules
        (`drop`); None when nothing was."""


class NoHooks:
    """Hooks that do nothing: a system overrides the ones it has."""

    def on_session_start(self, ctx: Context) -> list[object]:  # noqa: ARG002
        """Nothing to refresh."""
        return []

    def on_session_end(self, ctx: Context) -> list[object]:  # noqa: ARG002
        """Nothing to remind."""
        return []

    def on_scene_start(self, ctx: Context) -> list[object]:  # noqa: ARG002
        """Nothing happens when a scene opens."""
        return []

    def on_scene_end(self, ctx: Context) -> list[object]:  # noqa: ARG002
        """Nothing happens when a scene closes."""
        return []

    def pending_sources(self, result: object,  # noqa: ARG002
                        lang: str) -> tuple[tuple[PendingKind, str], ...]:  # noqa: ARG002
        """Nothing left hanging."""
        return ()

    def toolbar(self, ctx: Context) -> str | None:  # noqa: ARG002
        """No toolbar part."""
        return None

    def tour_plan(self, data: dict[str, object], rng: Rng, library: Library,  # noqa: ARG002
                  lang: str) -> TourPlan | None:  # noqa: ARG002
        """No tour."""
        return None

    def take_up(self, ctx: Context, *, drop: bool) -> object | None:  # noqa: ARG002
        """Nothing is ever left half-way."""
        return None

    def state_type(self) -> type[SystemState[Any]] | None:
        """The class of the system's saved state (where its characters are), or None."""
        return None

    def keep_character(self, ctx: Context, character: object) -> None:
        """Put the tour's character in the state `state_type` names, active (else nothing)."""
        state = self.state_type()
        if state is not None:
            state.keep_active(ctx, character, f"tour {state.AREA}")


class OddsProvider(Protocol):
    """`odds SYSTEM …`: the options and the exact odds (with the command context)."""

    def add_arguments(self, parser: ArgumentParser) -> None:
        """Add this provider's options to `parser`."""

    def compute(self, args: Namespace, ctx: Context | None = None) -> object:
        """The odds of what `args` describe (`ctx`: the player's tables, when it matters)."""


@record
class System:
    """One game system, described: what the program needs before importing any of it.

    `package` holds every module of it (the types of its results: how
    renderers are found); `hooks` is a `module:attribute` path; `commands`, `render`, `odds` and
    `tables` are dotted module/package paths; `state_area` is its campaign
    state's area; `pregens` the id of its tour's table of ready-made characters;
    `source` the catalog key of its name where the pending list says what an item came from;
    `plain` the module whose `plain_text(result)` writes its quick results without rich (the
    one-shot path), None when rich shows them all.
    """

    name: str
    aliases: tuple[str, ...]
    package: str
    category: str
    catalog_area: str
    catalog_package: str
    index: tuple[TopCommand, ...]
    commands: str
    render: str
    hooks: str
    odds: str | None = None
    tables: str | None = None
    state_area: str | None = None
    topics: str | None = None
    pregens: str | None = None
    source: str | None = None
    editions: tuple[str, ...] = ()
    default_edition: str | None = None
    plain: str | None = None
    edition_words: tuple[tuple[str, str], ...] = ()
    """Each edition and the catalog key of the words it is typed as, the first one shown
    (`("condensed", "fate.word.condensed")`: `condensado` in Spanish)."""

    def edition_shown(self, edition: str, lang: str | None = None) -> str:
        """An edition as the player reads it (`condensado`; the stored value when unnamed)."""
        from solo.i18n.words import shown_word

        key = dict(self.edition_words).get(edition)
        return shown_word(key, lang) if key else edition

    def edition_named(self, word: str) -> str | None:
        """The edition `word` names, in either language (`condensado`, `fae`), or None."""
        from solo.i18n import LANGUAGES
        from solo.i18n.words import words_of

        typed = normalize(word)
        if typed in self.editions:
            return typed
        for edition, key in self.edition_words:
            if any(typed == normalize(w) for lang in LANGUAGES for w in words_of(key, lang)):
                return edition
        return None

    def names(self) -> tuple[str, ...]:
        """Every word that names this system: its name and aliases."""
        return (self.name, *self.aliases)

    def load_hooks(self) -> SystemHooks:
        """Import the system's hooks object (its first use)."""
        hooks = _attribute(self.hooks)
        if not isinstance(hooks, SystemHooks):
            raise TypeError(f"{self.hooks} is not a SystemHooks")
        return hooks

    def load_odds(self) -> OddsProvider | None:
        """Import the system's odds provider, if it has one."""
        return cast(OddsProvider, importlib.import_module(self.odds)) if self.odds else None

    def tables_folder(self) -> Path | None:
        """The folder of the system's bundled tables, without importing the system."""
        from pathlib import Path

        if self.tables is None:
            return None
        if self.tables.startswith(__name__ + "."):  # a built-in: a folder of this package
            folder = Path(__file__).parent.joinpath(*self.tables.split(".")[2:])
            return folder if folder.is_dir() else None
        from importlib.util import find_spec

        spec = find_spec(self.tables)
        locations = list(spec.submodule_search_locations or ()) if spec else []
        return Path(locations[0]) if locations else None


def _attribute(path: str) -> object:
    module, _, attribute = path.partition(":")
    return getattr(importlib.import_module(module), attribute)


def _builtin(name: str, aliases: tuple[str, ...], category: str, command: TopCommand,
             catalog_area: str, **more: object) -> System:
    home = f"solo.systems.{name}"
    return System(name=name, aliases=aliases, package=home, category=category,
                  catalog_area=catalog_area, catalog_package=f"{home}.messages",
                  index=(command,), commands=f"{home}.commands.main", render=f"{home}.render",
                  hooks=f"{home}.plugin:HOOKS", odds=f"{home}.odds",
                  tables=f"{home}.tables", state_area=name, topics=f"{home}.rules.topics",
                  plain=f"{home}.plain", **more)  # type: ignore[arg-type]


BUILTINS: tuple[System, ...] = (
    _builtin("fate", (), "core.category.fate",
             TopCommand("fate", "cmd.help.fate", free_text=True), "fate",
             editions=("fae", "condensed"), default_edition="fae", pregens="fate/pjs",
             source="fate.source",
             edition_words=(("fae", "fate.word.fae"), ("condensed", "fate.word.condensed"))),
    _builtin("zodiac", ("zodiaco",), "core.category.zodiac",
             TopCommand("zodiac", "cmd.help.zodiac", free_text=True), "zodiac",
             pregens="zodiac/pjs", source="zodiac.source"),
    _builtin("fragmentos", ("frag",), "core.category.fragmentos",
             TopCommand("frag", "cmd.help.frag", ("fragmentos",), free_text=True), "frag",
             pregens="fragmentos/pjs", source="frag.source"),
    _builtin("tricube", (), "core.category.tricube",
             TopCommand("tricube", "cmd.help.tricube", free_text=True), "tricube",
             pregens="tricube/pjs", source="tricube.source"),
)


def _register(system: System) -> System:
    register_catalog(system.catalog_area, system.catalog_package)
    return system


for _system in BUILTINS:
    _register(_system)


@cache
def third_party() -> tuple[System, ...]:
    """The systems registered through the `solo.systems` entry points (read once).

    A broken entry point is reported as one line on standard error and left out.
    """
    if not _may_declare_systems():
        return ()
    from importlib.metadata import entry_points

    found: list[System] = []
    taken = {word for system in BUILTINS for word in system.names()}
    for point in entry_points(group=ENTRY_POINT_GROUP):
        try:
            system = point.load()
            if not isinstance(system, System):
                raise TypeError(f"{point.value} is not a solo.systems.System")
        except Exception as error:
            detail = f"{type(error).__name__}: {error}".splitlines()[0]
            print(t("core.plugin.left_out", name=point.name, detail=detail), file=sys.stderr)
            continue
        if taken & set(system.names()):
            continue
        taken |= set(system.names())
        found.append(_register(system))
    return tuple(found)


def _may_declare_systems() -> bool:
    """Whether an installed distribution may declare a system: its `entry_points.txt` names the
    group (a quick look at each folder on the path, without `importlib.metadata`, which reads
    every distribution's metadata: a tenth of a one-shot's start). Anything else on the path
    than folders (a zip): maybe."""
    marker = ENTRY_POINT_GROUP.encode()
    for entry in sys.path:
        folder = entry or "."
        try:
            names = [item.name for item in os.scandir(folder)]
        except NotADirectoryError:
            return True
        except OSError:
            continue
        for name in names:
            if name.endswith((".dist-info", ".egg-info")):
                try:
                    with open(os.path.join(folder, name, "entry_points.txt"), "rb") as points:
                        if marker in points.read():
                            return True
                except OSError:
                    continue
    return False


def all_systems() -> tuple[System, ...]:
    """Every system: the built-ins, then the third-party ones."""
    return (*BUILTINS, *third_party())


def find_system(word: str) -> System | None:
    """The system `word` names (name or alias, any case, accents optional), or None."""
    typed = normalize(word)
    for system in BUILTINS:
        if typed in system.names():
            return system
    return next((system for system in third_party() if typed in system.names()), None)


def system_named(name: str) -> System | None:
    """The system whose canonical name (as a campaign stores it) is `name`, or None."""
    return find_system(name) if name and name != "none" else None


def check_settings(system: str, edition: str | None) -> FieldError | None:
    """The mistake in a campaign's `system` and `edition` as saved, or None: the system must be
    one of the registry's (or `none`), the edition one of that system's (or null).

    >>> check_settings("fate", "condensed"), check_settings("tricube", None)
    (None, None)
    >>> check_settings("fate", "d20").field, check_settings("fat", None).field
    ('settings.edition', 'settings.system')
    """
    from solo.errors import FieldError, one_of

    found = system_named(system)
    if system != "none" and (found is None or found.name != system):
        names = ("none", *(known.name for known in all_systems()))
        return FieldError("settings.system", one_of(names), system)
    editions = found.editions if found is not None else ()
    if edition is not None and edition not in editions:
        return FieldError("settings.edition", one_of(editions, null=True), edition)
    return None


def hooks_of(name: str) -> SystemHooks | None:
    """The hooks of the system called `name` (a campaign's system), or None."""
    system = system_named(name)
    return system.load_hooks() if system else None


def plain_text(result: object) -> str | None:
    """A system's result as its plain lines (`System.plain`), or None: rich shows it.

    The system is the one whose package defines the result's type.
    """
    module = type(result).__module__
    for system in BUILTINS if module.startswith("solo.") else third_party():
        if system.plain and module.startswith(f"{system.package}."):
            text = importlib.import_module(system.plain).plain_text(result)
            return text if isinstance(text, str) else None
    return None


def table_folders() -> list[Path]:
    """The bundled tables folder of every system."""
    return [folder for system in all_systems() if (folder := system.tables_folder())]


register_tables(table_folders)
