"""Show a system's rules help: the topic's text in a panel, then the topics there are."""

from __future__ import annotations

from rich.console import Group, RenderableType

from solo.commands.rules_help import RulesText
from solo.i18n import t
from solo.render import renders
from solo.render.safe import Panel, Text


@renders(RulesText)
def render_rules(rules: RulesText) -> RenderableType:
    """The text (wrapped to the terminal) under the system's and topic's names; the topic list."""
    parts: list[RenderableType] = []
    if rules.text:
        parts.append(Panel(Text(rules.text), title=rules.title or None, title_align="left",
                           border_style="heading"))
    if rules.names:
        topics = t("core.rules.topics", topics=", ".join(rules.names))
        parts.append(Text(topics, style="muted"))
    return Group(*parts)
