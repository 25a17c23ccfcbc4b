"""A campaign's folder and its own files: never reached through a link out of the home, and
none of its files read or written through a link or when it is a device or a FIFO."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from solo.campaign.changes import CHANGES_FILE
from solo.campaign.document import STATE_FILE
from solo.campaign.lock import LOCK_FILE
from solo.errors import CampaignError

JOURNAL_FILE = "journal.md"


def journals_folder(home: Path) -> Path:
    """Where the campaigns of `home` live."""
    return home / "journals"


def campaign_folder(home: Path, name: str) -> Path:
    """A campaign's folder, refused when it (or `journals/`) leads out of the home."""
    folder = journals_folder(home) / name
    for part in (journals_folder(home), folder):
        if part.is_symlink():
            target = part.resolve()
            if not target.is_relative_to(home.resolve()):
                raise CampaignError("campaign.outside_home", path=str(part))
    _refuse_links(folder, home)
    return folder


def _refuse_links(folder: Path, home: Path) -> None:
    """Refuse a campaign file that is a link, naming it and where it leads (out of the home, or
    not): its files are never read or written through one; or that is a device or a FIFO
    (reading one could wait for ever)."""
    for name in (JOURNAL_FILE, STATE_FILE, CHANGES_FILE, LOCK_FILE):
        path = folder / name
        try:
            mode = os.lstat(path).st_mode
        except (FileNotFoundError, NotADirectoryError):
            continue
        if stat.S_ISLNK(mode):
            target = Path(os.path.realpath(path))
            key = ("campaign.file_link" if target.is_relative_to(home.resolve())
                   else "campaign.file_link_outside")
            raise CampaignError(key, path=str(path), target=str(target))
        if stat.S_ISDIR(mode) and name == CHANGES_FILE:
            continue  # the change log's reader names it, and `campaign repair` moves it aside
        if not stat.S_ISREG(mode):
            raise CampaignError("campaign.file_not_regular", path=str(path))
