"""The named styles every renderer uses: one theme for the shell and the one-shot console.

Renderers name what a thing *is* (`die.good`, `outcome.fail`, `title`), never a colour;
this table is the one place that says how each looks. `safe_console()` and the shell's
cmd2 console both use it.

>>> THEME.styles["outcome.success"].bold
True
>>> sorted(name for name in STYLES if name.startswith("die."))
['die.bad', 'die.good', 'die.neutral', 'die.spent']
"""

from __future__ import annotations

from rich.theme import Theme

STYLES: dict[str, str] = {
    # messages (`Message.style`)
    "info": "",
    "rule": "italic cyan",
    "warning": "yellow",
    "error": "bold red",
    "success": "green",
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
    # dice faces
    "die.good": "bold green",
    "die.bad": "bold red",
    "die.neutral": "bold white",
    "die.spent": "dim",
    # outcomes, from best to worst
    "outcome.great": "bold green",
    "outcome.success": "bold green",
    "outcome.partial": "bold yellow",
    "outcome.tie": "bold yellow",
    "outcome.fail": "bold red",
    "outcome.disaster": "bold red",
    # trackers and bars
    "track.full": "green",
    "track.empty": "dim",
    "track.danger": "red",
    "bar": "cyan",
    "omen": "magenta",
}

THEME = Theme(STYLES)
