"""A campaign's state document: one plain-text JSON file, read by one typed loader.

The whole state of a campaign — its settings, every area's data (`engine`, `fate`…), the
undo history and the journal text its last command is appending (the outbox) — lives in
`state.json`, written atomically, so one command changes all of it or none of it.

Why JSON and not YAML: a campaign of a thousand characters is ~200 KB of state, which the C
YAML loader takes ~200 ms to read and ~150 ms to write — more than a whole one-shot command.
msgspec reads and writes the same document in about a millisecond and checks its shape on the
way in, naming the field of a hand-edited mistake. The file stays plain text (indented, UTF-8,
one key per line), so a campaign folder can live in git or a notes vault.
"""

from __future__ import annotations

import re
from dataclasses import field
from pathlib import Path
from typing import Any

import msgspec

from solo.errors import CampaignError
from solo.record import record

FORMAT = 2
STATE_FILE = "state.json"


@record
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


@record(frozen=False)
class Outbox:
    """The journal text the last command appended, and the journal's length before it."""

    size: int
    text: str


@record(frozen=False)
class Step:
    """One command's undo step: the edits that put the state back as it was before it."""

    id: str
    label: str
    edits: list[list[Any]]


@record(frozen=False)
class Envelope:
    """The document's shape, checked on the way in."""

    format: int
    settings: Settings
    areas: dict[str, dict[str, Any]] = field(default_factory=dict)
    numbers: dict[str, int] = field(default_factory=dict)
    history: list[Step] = field(default_factory=list)
    outbox: Outbox | None = None
    seq: int = 0
    log: bool = False
    """The shell's change log continues this state (`state-changes.jsonl`)."""


def encode(document: dict[str, Any]) -> bytes:
    """The document as indented UTF-8 JSON text."""
    return msgspec.json.format(msgspec.json.encode(document), indent=1) + b"\n"


def decode(data: bytes, path: Path) -> dict[str, Any]:
    """Read and check a document; a mistake names the file and the field (or the line)."""
    try:
        raw = msgspec.json.decode(data)
    except msgspec.DecodeError as error:
        raise CampaignError("campaign.file_broken", path=str(path),
                            line=_line_of(str(error), data)) from None
    try:
        msgspec.convert(raw, Envelope)
    except msgspec.ValidationError as error:
        raise field_error(path, str(error)) from None
    assert isinstance(raw, dict)
    return raw


_VALIDATION = re.compile(r"(?P<what>.*?)(?: - at `\$(?P<where>[^`]*)`)?$")
_EXPECTED = re.compile(r"Expected `(?P<expected>[^`]+)`, got `(?P<got>[^`]+)`")
#: msgspec's name of a type -> the catalog key of the player's word for it.
_TYPE_WORDS = {"int": "campaign.type.number", "str": "campaign.type.text",
               "bool": "campaign.type.boolean", "object": "campaign.type.object",
               "array": "campaign.type.list", "null": "campaign.type.null",
               "float": "campaign.type.number"}


def check_area(path: Path, area: str, data: Any, schema: type) -> None:
    """Check an area's data against its shape; a mistake names `areas.<area>.<field>`."""
    try:
        msgspec.convert(data, schema)
    except msgspec.ValidationError as error:
        raise field_error(path, _named_keys(str(error), data), prefix=f"areas.{area}") from None


_GOT_TYPES = {"str": str, "int": int, "bool": bool, "float": float, "object": dict,
              "array": list, "null": type(None)}


def _named_keys(message: str, data: Any) -> str:
    """msgspec writes a mapping's key as `[...]`: put back the key whose value is the mistake."""
    found = re.search(r"got `([^`]+)` - at `\$([^`]*)`", message)
    if not found or "[...]" not in found.group(2):
        return message
    got = _GOT_TYPES.get(found.group(1), object)
    parts = re.findall(r"\.([^.\[]+)|\[(\d+|\.\.\.)\]", found.group(2))

    def walk(node: Any, rest: list[tuple[str, str]], named: str) -> str | None:
        if not rest:
            return named if isinstance(node, got) else None
        key, index = rest[0]
        if key and isinstance(node, dict) and key in node:
            return walk(node[key], rest[1:], f"{named}.{key}")
        if index.isdigit() and isinstance(node, list) and int(index) < len(node):
            return walk(node[int(index)], rest[1:], f"{named}[{index}]")
        if index == "..." and isinstance(node, dict):
            for name, value in node.items():
                hit = walk(value, rest[1:], f"{named}.{name}")
                if hit is not None:
                    return hit
        return None

    named = walk(data, parts, "")
    return message.replace(found.group(2), named) if named else message


def field_error(path: Path, message: str, prefix: str = "") -> CampaignError:
    """A `CampaignError` naming the file, the field path and what was expected there."""
    match = _VALIDATION.match(message)
    where = prefix + ((match.group("where") if match else "") or "")
    what = match.group("what") if match else message
    expected = _EXPECTED.search(what)
    if expected:
        want = " | ".join(_word(part) for part in expected.group("expected").split(" | "))
        return CampaignError("campaign.field_type", path=str(path), field=where.lstrip("."),
                             expected=want, got=_word(expected.group("got")))
    missing = re.search(r"missing required field `([^`]+)`", what)
    if missing:
        return CampaignError("campaign.field_missing", path=str(path),
                             field=(where.lstrip(".") + "." + missing.group(1)).lstrip("."))
    from solo.errors import data_reason

    # msgspec's other complaints (a tuple's length, an enum's value) are said in general words
    short = re.search(r"of length", what)
    return CampaignError("campaign.field_other", path=str(path), field=where.lstrip("."),
                         detail=data_reason(IndexError() if short else ValueError()))


def _word(kind: str) -> str:
    from solo.i18n import t

    word = _TYPE_WORDS.get(kind.strip())
    return t(word) if word else kind


def _line_of(message: str, data: bytes) -> int | str:
    found = re.search(r"\(byte (\d+)\)", message)
    if not found:
        return data.count(b"\n") + 1 if "truncated" in message else "?"
    return data[: int(found.group(1))].count(b"\n") + 1


def settings_of(document: dict[str, Any]) -> Settings:
    """The settings of a checked document."""
    data = document["settings"]
    return Settings(**{key: data[key] for key in Settings.__dataclass_fields__ if key in data})


def new_document(settings: Settings) -> dict[str, Any]:
    """The document of a campaign just created."""
    return {"format": FORMAT, "settings": settings_dict(settings), "areas": {}, "numbers": {},
            "history": [], "outbox": None}


def settings_dict(settings: Settings) -> dict[str, Any]:
    """Settings as plain data."""
    return {key: getattr(settings, key) for key in Settings.__dataclass_fields__}
