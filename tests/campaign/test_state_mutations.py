"""Every field of a full campaign's `state.json`, hand-edited: one line naming the file and the
field, or the value taken — never an internal error, a hang or a heap of memory.

A campaign of each system (and of none) with something in every area (`full_states.py`) has
each of its fields changed in turn: removed, given a value of another kind, a number far out
of range, an empty text, an unknown key beside it. The loader every command runs reads it all
(the settings against the registry, the engine's area and the system's); then hypothesis
draws changes and the real one-shots that show every area are run on them.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.campaign.store import Campaign
from solo.commands.base import Context
from solo.dice.rng import SeededRng
from solo.errors import FieldError, SoloError
from solo.i18n import use_language
from solo.systems import system_named
from tests.campaign.full_states import SYSTEMS, make_full_campaign
from tests.conftest import HANG_GUARD, run_cli

Path_ = tuple[str | int, ...]
GONE = object()
"""A mutation's value that takes the field away."""
EXTRA = object()
"""A mutation's value that adds an unknown key beside the fields of an object."""

#: The one-shots that show every area of a campaign of each system (after the engine's).
SHOWN = {
    "none": (),
    "fate": (("fate", "sheet"), ("fate", "character", "list"), ("fate", "aspect", "list"),
             ("fate", "deck")),
    "zodiac": (("zodiac", "character", "show"), ("zodiac", "character", "list"),
               ("zodiac", "state", "list"), ("zodiac", "karma")),
    "fragmentos": (("frag", "character", "show"), ("frag", "character", "list"),
                   ("frag", "amenaza")),
    "tricube": (("tricube", "character", "show"), ("tricube", "character", "list"),
                ("tricube", "effort", "list")),
}
ENGINE = (("thread", "list"), ("npc", "list"), ("clock", "list"), ("track", "list"),
          ("pending", "list"), ("setting",), ("tension",))


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=3),
    max_leaves=6)
"""Any value a JSON file can hold, for any field."""


def _full(tmp_path_factory: pytest.TempPathFactory, system: str) -> tuple[Path, dict[str, Any]]:
    home = tmp_path_factory.mktemp(f"full-{system}")
    path = make_full_campaign(home, system)
    return home, json.loads(path.read_text("utf-8"))


@pytest.fixture(scope="module")
def full(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, dict[str, Any]]]:
    """Each system's full campaign: its home and its document."""
    return {system: _full(tmp_path_factory, system) for system in SYSTEMS}


def positions(node: Any, path: Path_ = ()) -> Iterator[Path_]:
    """Every field of `node` (of a list, its first and last item), depth first.

    The values an undo step writes back are data of any shape: its edits are changed as a
    whole and in their kind and path, not inside the value.
    """
    if path:
        yield path
    if len(path) == 4 and path[0] == "history" and path[2] == "edits":
        for place in range(min(len(node), 2)):
            yield (*path, place)
        return
    if isinstance(node, dict):
        for key, value in node.items():
            yield from positions(value, (*path, key))
    elif isinstance(node, list) and node:
        for place in sorted({0, len(node) - 1}):
            yield from positions(node[place], (*path, place))


def other_kinds(value: Any) -> list[Any]:
    """Values of other kinds than `value`, and for numbers and texts their edges."""
    found: list[Any] = [GONE]
    if isinstance(value, bool):
        found += ["sí", 1]
    elif isinstance(value, int):
        found += ["3", 1.5, -1, 10**30, -(10**18), None]
    elif isinstance(value, str):
        found += ["", 7, ["x"], "\x1b[2J" + value]
    elif value is None:
        found += [True, [], "x"]
    elif isinstance(value, list):
        found += [{}, "x", [None]]
    elif isinstance(value, dict):
        found += [[], "x", EXTRA]
    return found


def mutated(document: dict[str, Any], path: Path_, value: Any) -> dict[str, Any]:
    """A copy of `document` with the field at `path` changed to `value`."""
    copy = json.loads(json.dumps(document))
    parent = copy
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    if value is GONE:
        del parent[last]
    elif value is EXTRA:
        parent[last]["zz_unknown"] = 1
    else:
        parent[last] = value
    return copy


def field_text(path: Path_) -> str:
    """A path as the player's line names it: `areas.engine.threads[0].weight`."""
    text = ""
    for step in path:
        text += f"[{step}]" if isinstance(step, int) else (f".{step}" if text else step)
    return text


def write(home: Path, document: dict[str, Any]) -> Path:
    """Write `document` as the campaign's `state.json` (the change log gone with the state)."""
    folder = home / "journals" / "c"
    (folder / "state-changes.jsonl").unlink(missing_ok=True)
    path = folder / "state.json"
    path.write_text(json.dumps(document, ensure_ascii=False, indent=1), "utf-8")
    return path


def read_all(home: Path) -> SoloError | None:
    """What every command does first: open the campaign, read the engine's and the system's
    areas. The refusal, or None."""
    from solo.engine.commands.state import load_state

    ctx = Context(home, SeededRng(1))
    try:
        ctx.open_campaign(Campaign.open(home, "c"))
        assert ctx.campaign is not None
        load_state(ctx.campaign)
        system = system_named(ctx.campaign.settings.system)
        state = system.load_hooks().state_type() if system else None  # type: ignore[attr-defined]
        if state is not None:
            state.load(ctx)
    except SoloError as error:
        return error
    return None


def related(named: str, changed: str) -> bool:
    """Whether the field a refusal names is the one changed, one inside it or around it."""
    return named == changed or changed.startswith((f"{named}.", f"{named}[")) \
        or named.startswith((f"{changed}.", f"{changed}["))


#: Fields another field must agree with: changing one may be refused naming the other.
AGREEING = {"active"}


def check_refusal(error: SoloError, state: Path, changed: str) -> None:
    """One line, naming `state.json` and (for a field's mistake) the field changed."""
    with use_language("es"):
        line = error.message()
    assert "\n" not in line, line
    assert line.startswith(str(state)), line
    if isinstance(error, FieldError):
        assert related(error.field, changed) or error.field.split(".")[-1] in AGREEING \
            or changed.endswith((".name", ".characters")), (changed, line)
        assert re.search(r"«[^»]+»", line), line


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_field_changed_is_refused_in_one_line_or_taken(
        full: dict[str, tuple[Path, dict[str, Any]]], system: str) -> None:
    home, document = full[system]
    checked = 0
    for path in positions(document):
        for value in other_kinds(_at(document, path)):
            changed = mutated(document, path, value)
            state = write(home, changed)
            started = time.monotonic()
            error = read_all(home)
            assert time.monotonic() - started < HANG_GUARD, (path, value)
            if error is not None:
                check_refusal(error, state, field_text(path))
            checked += 1
    assert checked > 200
    write(home, document)


def _at(document: dict[str, Any], path: Path_) -> Any:
    node: Any = document
    for step in path:
        node = node[step]
    return node


@pytest.mark.parametrize("system", SYSTEMS)
def test_hand_edits_meet_the_real_commands(full: dict[str, tuple[Path, dict[str, Any]]],
                                           system: str) -> None:
    home, document = full[system]
    fields = list(positions(document))
    commands = (*ENGINE, *SHOWN[system], ("undo",))

    @settings(max_examples=40)
    @given(st.sampled_from(fields).flatmap(lambda path: st.tuples(st.just(path), st.one_of(
        st.sampled_from(other_kinds(_at(document, path))), JSON))))
    def edited(change: tuple[Path_, Any]) -> None:
        path, value = change
        state = write(home, mutated(document, path, value))
        for command in commands:
            started = time.monotonic()
            code, _out, err = run_cli("--lang", "es", "--campaign", "c", *command, home=home)
            assert time.monotonic() - started < HANG_GUARD, (command, path, value)
            assert code in (0, 2), (command, path, value, err)
            assert "Traceback" not in err and "Algo ha fallado" not in err, (command, err)
            assert len(err.strip().splitlines()) <= 1, (command, err)
            if code == 2 and str(state) in err:
                break  # the campaign is refused as a whole: every command says the same

    edited()
    write(home, document)
