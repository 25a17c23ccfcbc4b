"""Renderers for campaigns, notes, the journal and sessions."""

from __future__ import annotations

from rich.console import RenderableType
from rich.markdown import Markdown

from solo.campaign.repair import Repaired
from solo.commands.campaign import (
    CampaignInfo,
    CampaignList,
    JournalView,
    Noted,
    SessionInfo,
    UndoInfo,
)
from solo.commands.campaign_lonelog import Logged
from solo.i18n import t
from solo.render import renders
from solo.render.safe import Table, Text, cells, shown
from solo.text import inert


@renders(CampaignInfo)
def render_info(info: CampaignInfo) -> RenderableType:
    """`Campaign 'x' created (fate)`."""
    if info.action == "closed":
        return Text(t("campaign.closed"), style="success")
    system = _system(info.system, info.edition)
    key = "campaign.created" if info.action == "created" else "campaign.opened"
    return Text(t(key, name=info.name, system=system, path=str(info.journal)), style="success")


def _system(name: str, edition: str | None) -> str:
    """`fate (condensado)`: a campaign's system and edition, the edition in the player's words."""
    if not edition:
        return name
    from solo.systems import system_named

    described = system_named(name)
    return f"{name} ({described.edition_shown(edition) if described else edition})"


@renders(CampaignList)
def render_list(listing: CampaignList) -> RenderableType:
    """A table of campaigns."""
    if not listing.campaigns:
        return Text(t("campaign.list.empty", path=str(listing.folder)), style="muted")
    table = Table(title=shown(t("campaign.list.title")), title_justify="left")
    for key in ("campaign.col.name", "campaign.col.system", "campaign.col.sessions",
                "campaign.col.created"):
        table.add_column(shown(t(key)))
    for item in listing.campaigns:
        system = _system(item.system, item.edition)
        table.add_row(*cells(item.name, system, str(item.session), item.created[:10]))
    return table


@renders(Repaired)
def render_repaired(done: Repaired) -> RenderableType:
    """How many lines were applied, and each line set aside: what it held and why."""
    lines = [Text(t("campaign.repair.done", name=done.name, applied=done.applied,
                    aside=len(done.set_aside)), style="success")]
    for line in done.set_aside:
        text = (t("campaign.repair.line", line=line.line, held=line.held, why=line.why)
                if line.line else t("campaign.repair.whole", held=line.held, why=line.why))
        lines.append(Text(text, style="warning"))
    if done.side_file is not None:
        lines.append(Text(t("campaign.repair.side", path=str(done.side_file)), style="muted"))
    if done.journal_ahead:
        lines.append(Text(t("campaign.repair.journal_ahead", extra=done.journal_ahead),
                          style="warning"))
    from rich.console import Group

    return Group(*lines)


@renders(Noted)
def render_noted(noted: Noted) -> RenderableType:
    """A short confirmation."""
    return Text(t("cmd.noted"), style="journal")


@renders(JournalView)
def render_journal(view: JournalView) -> RenderableType:
    """The end of the journal as Markdown (control characters shown, links not followed)."""
    if view.exported:
        return Text(t("cmd.journal.exported", path=str(view.path)), style="success")
    if not view.lines:
        return Text(t("cmd.journal.empty"), style="muted")
    return Markdown("\n".join(inert(line) for line in readable_tail(view.lines)),
                    hyperlinks=False)


def readable_tail(lines: tuple[str, ...]) -> list[str]:
    """Drop a front matter cut in half and reopen a code block the tail starts inside."""
    kept = list(lines)
    markers = [index for index, line in enumerate(kept) if line == "---"]
    if len(markers) == 1 or (len(markers) >= 2 and markers[0] == 0):
        kept = kept[markers[0 if len(markers) == 1 else 1] + 1:]
    fences = [line.strip() for line in kept if line.strip().startswith("```")]
    if fences and fences[0] == "```":
        kept.insert(0, "```")
    return kept


@renders(SessionInfo)
def render_session(info: SessionInfo) -> RenderableType:
    """`Session 2 started`."""
    key = "cmd.session.started" if info.started else "cmd.session.closed"
    heading = Text(t(key, number=info.number), style="success.title")
    if not info.effects:
        return heading
    from rich.console import Group

    from solo.render import render

    return Group(heading, *(render(effect) for effect in info.effects))


@renders(UndoInfo)
def render_undo(info: UndoInfo) -> RenderableType:
    """What was undone."""
    return Text(t("campaign.undone", label=info.label), style="warning")


@renders(Logged)
def render_logged(logged: Logged) -> RenderableType:
    """The Lonelog lines as the journal got them."""
    return Text("\n".join(logged.lines), style="journal")
