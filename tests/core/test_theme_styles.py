"""Renderers name their styles (`die.good`, `muted`); only solo/render/theme.py says how they look.

A string that rich would read as a colour or an attribute (`"bold red"`, `"dim"`,
`"italic cyan"`) anywhere in a renderer is a literal style: name it in the theme
instead. The four systems' `render.py` join the list as they are converted.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from rich.errors import StyleSyntaxError
from rich.style import Style

from solo.render.theme import STYLES, THEME, resolved

ROOT = Path(__file__).resolve().parents[2]
RENDERERS = sorted(
    [*(ROOT / "solo" / "render").glob("*.py"), ROOT / "solo" / "engine" / "render.py",
     ROOT / "solo" / "engine" / "render_gm.py",
     *(ROOT / "solo" / "shell").glob("*.py"),
     *(ROOT / "solo" / "systems").glob("*/render.py")])
THEME_FILE = ROOT / "solo" / "render" / "theme.py"


def _is_literal_style(value: str) -> bool:
    words = value.lower().split()
    if not words or value in STYLES or value.lower() == "none" or min(map(len, words)) < 2:
        return False  # rich reads "s" as strike and "none" as no style: too short to mean one
    try:
        Style.parse(value)
    except StyleSyntaxError:
        return False
    return True


def _docstrings(tree: ast.Module) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _literal_styles(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree)
    return [f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in skip and _is_literal_style(node.value)]


def _named_styles(path: Path) -> list[tuple[int, str]]:
    """Every string given to a `…style=` keyword (either side of an `if`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    named = []
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg and node.arg.endswith("style"):
            values = [node.value.body, node.value.orelse] if isinstance(node.value, ast.IfExp) \
                else [node.value]
            named += [(value.lineno, value.value) for value in values
                      if isinstance(value, ast.Constant) and isinstance(value.value, str)]
    return named


def test_the_list_holds_the_shared_and_engine_renderers_and_the_shell() -> None:
    names = {str(path.relative_to(ROOT)) for path in RENDERERS}
    assert {"solo/render/dice.py", "solo/render/tables.py", "solo/render/campaign.py",
            "solo/engine/render.py", "solo/engine/render_gm.py", "solo/shell/console.py", "solo/shell/app.py",
            *(f"solo/systems/{name}/render.py" for name in ("fate", "zodiac", "fragmentos",
                                                             "tricube"))} <= names


@pytest.mark.parametrize("path", [p for p in RENDERERS if p != THEME_FILE],
                         ids=lambda path: str(path.relative_to(ROOT)))
def test_renderers_use_no_literal_colour_or_attribute(path: Path) -> None:
    assert _literal_styles(path) == []


@pytest.mark.parametrize("path", [p for p in RENDERERS if p != THEME_FILE],
                         ids=lambda path: str(path.relative_to(ROOT)))
def test_every_style_a_renderer_names_is_in_the_theme(path: Path) -> None:
    unknown = [(line, name) for line, name in _named_styles(path) if name and name not in STYLES]
    assert unknown == []


def test_the_check_finds_a_literal_style() -> None:
    assert _is_literal_style("bold red")
    assert _is_literal_style("dim")
    assert not _is_literal_style("muted")
    assert not _is_literal_style("right")
    assert not _is_literal_style("S")
    assert not _is_literal_style("cmd.odds.col.exact")


def test_every_theme_style_is_a_valid_rich_style() -> None:
    for name, value in STYLES.items():
        assert THEME.styles[name] == Style.parse(value), name


def test_tables_and_panels_resolve_names_for_any_console() -> None:
    options = resolved({"style": "label", "header_style": "title", "justify": "right"})
    assert options == {"style": THEME.styles["label"], "header_style": THEME.styles["title"],
                       "justify": "right"}
