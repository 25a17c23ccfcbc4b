"""Open campaigns written by solo 0.1 (one YAML file per area and `.history/` snapshots).

The first open turns them into one `state.json`, keeping their undo history, and moves the
old files into `backup-v1/` beside it, untouched. The journal is not changed.
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


def migrate_v1(folder: Path) -> None:
    """Write `state.json` from the old files, then move those into `backup-v1/`."""
    settings_data = _read_yaml(folder / OLD_SETTINGS)
    try:
        settings = Settings(**{k: v for k, v in settings_data.items()
                               if k in Settings.__dataclass_fields__})
    except TypeError:
        raise CampaignError("campaign.broken", path=str(folder / OLD_SETTINGS)) from None
    areas = {path.stem: _read_yaml(path) for path in sorted(folder.glob("*.yaml"))
             if path.name != OLD_SETTINGS and path.stem.isidentifier()}
    history = [_step(path) for path in sorted((folder / OLD_HISTORY).glob("*.yaml"))]
    engine_scene = int(areas.get("engine", {}).get("scene") or 0)
    document: dict[str, Any] = {
        "format": FORMAT, "settings": settings_dict(settings), "areas": areas,
        "numbers": {"session": settings.session, "scene": max(settings.scene, engine_scene)},
        "history": [step for step in history if step is not None], "outbox": None}
    write_atomic(folder / STATE_FILE, encode(document))
    backup = folder / BACKUP
    backup.mkdir(exist_ok=True)
    for path in [folder / OLD_SETTINGS, *(folder / f"{a}.yaml" for a in areas)]:
        if path.exists():
            os.replace(path, backup / path.name)
    if (folder / OLD_HISTORY).is_dir():
        os.replace(folder / OLD_HISTORY, backup / OLD_HISTORY)


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
