"""Catalogs you can keep true: every key is used, every key used exists, every key is a literal.

The scanner below reads every `.py` file under `solo/` outside the
catalogs: a key is used when its literal string appears there (a lookup table by enum value
counts); a key built at run time (`t(f"fate.outcome.{x}")`) is a problem of its own.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

SOLO = Path(__file__).resolve().parents[2] / "solo"
AREAS = ("core", "cmd", "dice", "table", "campaign", "journal", "cli", "error", "outcome",
         "engine", "fate", "zodiac", "frag", "tricube")
_KEY = re.compile(r"[a-z][a-z0-9_]*(?:\.[A-Za-z0-9_/+-]+)+")
#: Dotted literals that are not keys: file names.
_FILE = re.compile(r".+\.(?:json|jsonl|yaml|yml|md|py|txt|lock)")


@dataclass(frozen=True)
class Use:
    """One string naming a key (or the start of one built at run time) at file:line."""

    text: str
    path: str
    line: int

    @property
    def where(self) -> str:
        """`solo/x.py:12`."""
        return f"{self.path}:{self.line}"


def is_catalog(path: Path) -> bool:
    """Whether `path` is a catalog module (a `MESSAGES` dict of one language)."""
    parts = path.relative_to(SOLO).parts
    return (parts[:1] == ("i18n",) and parts[1:2] in (("es",), ("en",))) or "messages" in parts


def _sources() -> Iterator[Path]:
    for path in sorted(SOLO.rglob("*.py")):
        if not is_catalog(path):
            yield path


def _prefix(node: ast.expr) -> str | None:
    """The literal text a run-time string starts with (an f-string, `"a." + x`, `"a.%s" % x`)."""
    if isinstance(node, ast.JoinedStr):
        first = node.values[0] if node.values else None
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value
        return None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mod):
        left = node.left
        if isinstance(left, ast.Constant) and isinstance(left.value, str):
            return left.value
        if isinstance(left, ast.BinOp):
            return _prefix(left)
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "format" and isinstance(node.func.value, ast.Constant)
            and isinstance(node.func.value.value, str) and "{" in node.func.value.value):
        return node.func.value.value.split("{", 1)[0]
    return None


def _pieces(node: ast.expr) -> Iterator[ast.expr]:
    """The literal pieces of a run-time string (not keys themselves; a call inside still counts)."""
    if isinstance(node, ast.JoinedStr):
        yield from node.values
    elif isinstance(node, ast.BinOp):
        yield node.left
        yield node.right
        if isinstance(node.left, ast.BinOp):
            yield from _pieces(node.left)
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        yield node.func.value


@cache
def scan() -> tuple[tuple[Use, ...], tuple[Use, ...]]:
    """Every literal that looks like a key, and every run-time string that starts like one."""
    literals: list[Use] = []
    built: list[Use] = []
    for path in _sources():
        name = str(path.relative_to(SOLO.parent))
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=name)
        inner: set[int] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr | ast.BinOp | ast.Call):
                prefix = _prefix(node)
                if prefix is not None:
                    inner.update(id(part) for part in _pieces(node))
                    if prefix.split(".", 1)[0] in AREAS and "." in prefix and " " not in prefix:
                        built.append(Use(prefix, name, node.lineno))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                    and id(node) not in inner and _KEY.fullmatch(node.value)):
                literals.append(Use(node.value, name, node.lineno))
    return tuple(literals), tuple(built)


def catalog_keys(area: str) -> set[str]:
    """The keys of one area (both languages: a test checks they are the same)."""
    from solo.i18n import LANGUAGES, catalog

    return {key for lang in LANGUAGES for key in catalog(area, lang)}


def area_of(key: str) -> str:
    """A key's area: its first dotted part."""
    return key.split(".", 1)[0]


def problems(area: str) -> dict[str, list[str]]:
    """What is wrong with one area: unused keys, missing keys, keys built at run time."""
    literals, built = scan()
    keys = catalog_keys(area)
    used = {use.text for use in literals if area_of(use.text) == area}
    from solo.render.theme import STYLES  # a style's name (`outcome.fail`) is not a key

    missing = sorted(f"{use.text} ({use.where})" for use in literals
                     if area_of(use.text) == area and use.text not in keys
                     and use.text not in STYLES and not _FILE.fullmatch(use.text))
    dynamic = sorted(f"{use.text}… ({use.where})" for use in built if area_of(use.text) == area)
    return {"unused": sorted(keys - used), "missing": missing, "built at run time": dynamic}


#: Areas whose code is still being converted; the lead removes them as they land.
PENDING_AREAS: set[str] = set()


@pytest.mark.parametrize("area", AREAS)
def test_catalog_keys_are_used_present_and_literal(area: str) -> None:
    if area in PENDING_AREAS:
        pytest.skip("converted by the system teammates — remove from PENDING_AREAS when done")
    found = {kind: items for kind, items in problems(area).items() if items}
    report = "\n".join(f"{kind}:\n  " + "\n  ".join(items) for kind, items in found.items())
    assert not found, f"catalog area {area!r}:\n{report}"


@pytest.mark.parametrize("area", AREAS)
def test_every_area_has_a_catalog(area: str) -> None:
    assert catalog_keys(area), f"no catalog found for area {area!r} through solo.i18n"
