"""Open campaigns written by solo 0.1 (one YAML file per area and `.history/` snapshots).

The first open turns them into one `state.json`, keeping their undo history, and moves the
old files into `backup-v1/` beside it, untouched. The journal is not changed.

The old files are moved first and `state.json` is written last, so a migration killed at any
point is finished by the next open: while there is no `state.json`, the old files are read
where they are, in the folder or already in `backup-v1/` (each is in one place or the other:
a move is one rename), and the rest are moved.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from solo.atomic import write_atomic
from solo.campaign.document import FORMAT, STATE_FILE, Settings, encode, settings_dict
from solo.errors import CampaignError

OLD_SETTINGS = "campaign.yaml"
OLD_HISTORY = ".history"
BACKUP = "backup-v1"


def has_v1(folder: Path) -> bool:
    """Whether `folder` holds a campaign of solo 0.1 not yet (or not wholly) migrated: its
    settings in the folder or in `backup-v1/` (ask only when there is no `state.json`)."""
    return (folder / OLD_SETTINGS).is_file() or (folder / BACKUP / OLD_SETTINGS).is_file()


def migrate_v1(folder: Path) -> None:
    """Move the old files into `backup-v1/`, then write `state.json` from them."""
    backup = folder / BACKUP

    def old(name: str) -> Path:
        here = folder / name
        return here if here.exists() else backup / name

    settings_data = _read_yaml(old(OLD_SETTINGS))
    try:
        settings = Settings(**{k: v for k, v in settings_data.items()
                               if k in Settings.__dataclass_fields__})
    except TypeError:
        raise CampaignError("campaign.broken", path=str(old(OLD_SETTINGS))) from None
    names = sorted({path.name for place in (folder, backup) for path in place.glob("*.yaml")
                    if path.name != OLD_SETTINGS and path.stem.isidentifier()})
    areas = {Path(name).stem: _read_yaml(old(name)) for name in names}
    history = [_step(path) for path in sorted(old(OLD_HISTORY).glob("*.yaml"))]
    engine_scene = int(areas.get("engine", {}).get("scene") or 0)
    document: dict[str, Any] = {
        "format": FORMAT, "settings": settings_dict(settings), "areas": areas,
        "numbers": {"session": settings.session, "scene": max(settings.scene, engine_scene)},
        "history": [step for step in history if step is not None], "outbox": None}
    backup.mkdir(exist_ok=True)
    for name in (OLD_SETTINGS, *names, OLD_HISTORY):
        if (folder / name).exists():
            os.replace(folder / name, backup / name)
    write_atomic(folder / STATE_FILE, encode(document))


def _step(path: Path) -> dict[str, Any] | None:
    """An old snapshot (an area's whole data before a change) as an undo step."""
    try:
        record = _read_yaml(path)
    except CampaignError:
        return None  # a stray or broken snapshot never blocks the migration
    area = str(record.get("area", ""))
    if not area.isidentifier():
        return None
    target: list[Any] = ["settings"] if area == "campaign" else ["areas", area]
    if area == "campaign":
        try:
            old = Settings(**{k: v for k, v in (record.get("data") or {}).items()
                              if k in Settings.__dataclass_fields__})
        except TypeError:
            return None
        edit: list[Any] = ["set", target, settings_dict(old)]
    elif record.get("existed"):
        edit = ["set", target, dict(record.get("data") or {})]
    else:
        edit = ["del", target]
    return {"id": f"v1-{path.stem}", "label": str(record.get("label", "")), "edits": [edit]}


def _read_yaml(path: Path) -> dict[str, Any]:
    import yaml

    try:
        data = yaml.load(path.read_text(encoding="utf-8"),
                         Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        line = getattr(getattr(error, "problem_mark", None), "line", None)
        raise CampaignError("campaign.file_broken", path=str(path),
                            line=line + 1 if line is not None else "?") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise CampaignError("campaign.file_broken", path=str(path), line=1)
    return data
