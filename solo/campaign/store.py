"""A campaign: a folder with `journal.md`, `campaign.yaml` and one YAML file per area.

Every save is atomic and keeps the previous version for `undo`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

import yaml

from solo.campaign.atomic import remove_stale_temporaries, write_atomic
from solo.campaign.names import check_name
from solo.errors import CampaignError
from solo.i18n import t
from solo.journal.entry import Entry, session_heading
from solo.journal.store import JournalStore

SYSTEMS = ("fate", "zodiac", "fragmentos", "tricube", "none")
SYSTEM_ALIASES = {"frag": "fragmentos", "ninguno": "none", "ninguna": "none"}
SETTINGS_FILE = "campaign.yaml"
SETTINGS_AREA = "campaign"
JOURNAL_FILE = "journal.md"
HISTORY_FOLDER = ".history"
HISTORY_LIMIT = 50


@dataclass(frozen=True)
class Settings:
    """What a campaign is: its name, system, language and counters."""

    name: str
    system: str
    lang: str
    created: str
    edition: str | None = None
    session: int = 0
    scene: int = 0
    session_open: bool = False


@dataclass(frozen=True)
class Undone:
    """What `undo` took back."""

    area: str
    label: str


def journals_folder(home: Path) -> Path:
    """Where the campaigns of `home` live."""
    return home / "journals"


def check_system(system: str) -> str:
    """Return the canonical system name, or raise."""
    from solo.i18n import normalize

    name = SYSTEM_ALIASES.get(normalize(system), normalize(system))
    if name not in SYSTEMS:
        raise CampaignError("campaign.system.unknown", system=system, choices=", ".join(SYSTEMS))
    return name


def list_campaigns(home: Path) -> list[Settings]:
    """The campaigns found under `home`, by name."""
    folder = journals_folder(home)
    if not folder.is_dir():
        return []
    found = []
    for child in sorted(folder.iterdir()):
        if (child / SETTINGS_FILE).is_file():
            try:
                found.append(Campaign.open(home, child.name).settings)
            except CampaignError:
                continue
    return found


class Campaign:
    """One open campaign."""

    def __init__(self, folder: Path, settings: Settings) -> None:
        self.folder = folder
        self.settings = settings
        self.journal = JournalStore(folder / JOURNAL_FILE)
        remove_stale_temporaries(folder)
        remove_stale_temporaries(folder / HISTORY_FOLDER)

    @classmethod
    def create(cls, home: Path, name: str, system: str, lang: str, now: datetime,
               edition: str | None = None) -> Campaign:
        """Make the folder, the settings and the journal's front matter."""
        name = check_name(name)
        folder = journals_folder(home) / name
        if (folder / SETTINGS_FILE).exists():
            raise CampaignError("campaign.exists", name=name)
        settings = Settings(name=name, system=check_system(system), lang=lang,
                            created=now.isoformat(timespec="seconds"), edition=edition)
        campaign = cls(folder, settings)
        campaign._write_settings()
        campaign.journal.write_raw(_front_matter(settings))
        return campaign

    @classmethod
    def open(cls, home: Path, name: str) -> Campaign:
        """Open an existing campaign of `home`."""
        name = check_name(name)
        folder = journals_folder(home) / name
        path = folder / SETTINGS_FILE
        if not path.is_file():
            raise CampaignError("campaign.missing", name=name)
        data = _read_yaml(path)
        try:
            settings = Settings(**{k: v for k, v in data.items() if k in Settings.__annotations__})
        except TypeError:
            raise CampaignError("campaign.broken", path=str(path)) from None
        return cls(folder, settings)

    def record(self, entry: Entry) -> None:
        """Append an entry to the journal."""
        self.journal.append(entry)

    def update(self, label: str = "", *, undoable: bool = True, **changes: Any) -> Settings:
        """Change settings and save them; `undo` can take it back unless it only mirrors state."""
        if undoable:
            self._push_history(SETTINGS_AREA, self.folder / SETTINGS_FILE, label)
        self.settings = replace(self.settings, **changes)
        self._write_settings()
        return self.settings

    def start_session(self, now: datetime) -> int:
        """Count a new session and write its heading."""
        settings = self.update(label=t("journal.session_word", self.settings.lang) + " "
                               + str(self.settings.session + 1),
                               session=self.settings.session + 1, session_open=True)
        word = t("journal.session_word", settings.lang)
        self.record(session_heading(settings.session, word, now))
        return settings.session

    def load(self, area: str) -> dict[str, Any]:
        """The saved state of one area (`fate`, `engine`…), or an empty dict."""
        path = self._area_path(area)
        return _read_yaml(path) if path.is_file() else {}

    def save(self, area: str, data: Mapping[str, Any], label: str = "") -> None:
        """Save one area's state atomically, keeping the old version for undo."""
        path = self._area_path(area)
        self._push_history(area, path, label)
        write_atomic(path, _dump(dict(data)))

    def undo(self) -> Undone:
        """Put back the state saved before the last change."""
        snapshots = self._snapshots()
        if not snapshots:
            raise CampaignError("campaign.undo.empty")
        last = snapshots[-1]
        record = _read_yaml(last)
        area = str(record.get("area", ""))
        path = self._area_path(area)
        if record.get("existed"):
            write_atomic(path, _dump(dict(record.get("data") or {})))
        elif path.exists():
            path.unlink()
        last.unlink()
        if area == SETTINGS_AREA:
            self.settings = Campaign.open(self.folder.parent.parent, self.settings.name).settings
        return Undone(area=area, label=str(record.get("label", "")))

    def _area_path(self, area: str) -> Path:
        if not area.isidentifier():
            raise CampaignError("campaign.area.bad", area=area)
        return self.folder / f"{area}.yaml"

    def _snapshots(self) -> list[Path]:
        folder = self.folder / HISTORY_FOLDER
        return sorted(folder.glob("*.yaml")) if folder.is_dir() else []

    def _push_history(self, area: str, path: Path, label: str) -> None:
        snapshots = self._snapshots()
        number = int(snapshots[-1].stem) + 1 if snapshots else 1
        existed = path.is_file()
        record = {"area": area, "label": label, "existed": existed,
                  "data": _read_yaml(path) if existed else None}
        write_atomic(self.folder / HISTORY_FOLDER / f"{number:08d}.yaml", _dump(record))
        for old in snapshots[: max(0, len(snapshots) + 1 - HISTORY_LIMIT)]:
            old.unlink()

    def _write_settings(self) -> None:
        write_atomic(self.folder / SETTINGS_FILE, _dump(asdict(self.settings)))


def _front_matter(settings: Settings) -> str:
    lang = settings.lang
    keys = ("campaign", "system", "language", "created")
    values = (settings.name, settings.system + (f" ({settings.edition})" if settings.edition
                                                   else ""), lang, settings.created)
    lines = [f"{t('journal.front.' + k, lang)}: {yaml.safe_dump(v, allow_unicode=True).strip()}"
             .replace("\n...", "") for k, v in zip(keys, values, strict=True)]
    return "---\n" + "\n".join(lines) + "\n---\n"


def _dump(data: dict[str, Any]) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


def _read_yaml(path: Path) -> dict[str, Any]:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        line = getattr(getattr(error, "problem_mark", None), "line", None)
        raise CampaignError("campaign.file_broken", path=str(path),
                            line=line + 1 if line is not None else "?") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise CampaignError("campaign.file_broken", path=str(path), line=1)
    return data
