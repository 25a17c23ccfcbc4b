"""The named styles every renderer uses: one theme for the shell and the one-shot console.

Renderers name what a thing *is* (`die.good`, `outcome.fail`, `title`), never a colour;
this table is the one place that says how each looks. `safe_console()` and the shell's
cmd2 console both use it.

>>> THEME.styles["outcome.success"].bold
True
>>> sorted(name for name in STYLES if name.startswith("die."))
['die.bad', 'die.dropped', 'die.good', 'die.neutral', 'die.spent']
"""

from __future__ import annotations

from typing import Any

from rich.theme import Theme

STYLES: dict[str, str] = {
    # messages (`Message.style`)
    "info": "",
    "rule": "italic cyan",
    "warning": "yellow",
    "error": "bold red",
    "success": "green",
    "success.title": "bold green",
    "problem": "red",
    "warning.title": "bold yellow",
    # text roles
    "title": "bold",
    "heading": "bold cyan",
    "label": "bold",
    "muted": "dim",
    "emphasis": "italic",
    "name": "bold white",
    "value": "cyan",
    "special": "bold magenta",
    "gone": "dim strike",
    "selected": "reverse",
    "code": "bold cyan",
    "total": "bold yellow",
    "result": "bold",
    "journal": "dim green",
    "meaning": "bold cyan",
    # dice faces
    "die.good": "bold green",
    "die.bad": "bold red",
    "die.neutral": "bold white",
    "die.spent": "dim",
    "die.dropped": "dim strike",
    # outcomes, from best to worst
    "outcome.great": "bold green",
    "outcome.success": "bold green",
    "outcome.partial": "bold yellow",
    "outcome.tie": "bold yellow",
    "outcome.fail": "bold red",
    "outcome.disaster": "bold red",
    # the oracle's answers, a scene's check, the tension
    "answer.yes_and": "bold green",
    "answer.yes": "green",
    "answer.yes_but": "yellow",
    "answer.no_but": "dark_orange",
    "answer.no": "red",
    "answer.no_and": "bold red",
    "scene.as_expected": "green",
    "scene.altered": "yellow",
    "scene.interrupted": "bold red",
    "tension.high": "bold red",
    "tension.normal": "bold yellow",
    # trackers and bars
    "track.full": "green",
    "track.empty": "dim",
    "track.danger": "red",
    "bar": "cyan",
    "omen": "magenta",
    # menus in a terminal: the option Enter would take
    "menu.marked": "reverse",
}

THEME = Theme(STYLES)


def resolved(options: dict[str, Any]) -> dict[str, Any]:
    """Turn the named styles among rich keyword options (`style`, `header_style`…) into styles.

    Rich tables and panels look their styles up when drawn and refuse a name the
    console's theme lacks; resolved here, they draw the same on any console.

    >>> resolved({"style": "muted", "justify": "right"})["style"] == THEME.styles["muted"]
    True
    >>> resolved({"header_style": "", "row_styles": ["muted"]})["header_style"]
    ''
    """
    return {key: _style(value) if key.endswith("style") else
            [_style(one) for one in value] if key == "row_styles" else value
            for key, value in options.items()}


def _style(value: Any) -> Any:
    return THEME.styles.get(value, value) if isinstance(value, str) else value
