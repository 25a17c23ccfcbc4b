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
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal

import msgspec

from solo.campaign.names import MAX_LENGTH as NAME_MOST
from solo.campaign.names import check_name
from solo.campaign.nesting import line_too_deep, too_deep
from solo.errors import ABSENT, CampaignError, FieldError, value_words
from solo.i18n import LANGUAGES
from solo.numbers import MOST_COUNTED
from solo.record import record

FORMAT = 2
STATE_FILE = "state.json"
MOST_DEPTH = 64
"""The most levels a state nests (a dozen is what solo writes; deeper is no state of solo)."""
MOST_SEQUENCE = 10**12
"""The most commands a campaign counts (one a second for thirty thousand years)."""
MOST_BYTES = 2**53
"""The most bytes a journal may hold, as the outbox notes its length."""


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


if TYPE_CHECKING:
    Language = str
else:
    Language = Literal[LANGUAGES]
Count = Annotated[int, msgspec.Meta(ge=0, le=MOST_COUNTED)]


class _Settings(msgspec.Struct):
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=NAME_MOST)]
    system: Annotated[str, msgspec.Meta(min_length=1)]
    lang: Language
    created: str
    edition: str | None = None
    session: Count = 0
    scene: Count = 0
    session_open: bool = False


class _Outbox(msgspec.Struct):
    size: Annotated[int, msgspec.Meta(ge=0, le=MOST_BYTES)]
    text: str


class _Step(msgspec.Struct):
    id: str
    label: str
    edits: list[list[Any]]


class _Envelope(msgspec.Struct):
    """The document's shape, checked on the way in (settings checked against the registry
    of systems by the commands that open a campaign)."""

    format: int
    settings: _Settings
    areas: dict[str, dict[str, Any]]
    numbers: dict[str, Count] = {}
    history: list[_Step] = []
    outbox: _Outbox | None = None
    seq: Annotated[int, msgspec.Meta(ge=0, le=MOST_SEQUENCE)] = 0
    log: bool = False
    """The shell's change log continues this state (`state-changes.jsonl`)."""


def encode(document: dict[str, Any]) -> bytes:
    """The document as indented UTF-8 JSON text."""
    return msgspec.json.format(msgspec.json.encode(document), indent=1) + b"\n"


def decode(data: bytes, path: Path) -> dict[str, Any]:
    """Read and check a document; a mistake is one line naming the file and the field (or the
    line, when it is not JSON)."""
    if too_deep(data, MOST_DEPTH):
        raise CampaignError("campaign.too_deep", path=str(path),
                            line=line_too_deep(data, MOST_DEPTH), most=MOST_DEPTH)
    try:
        raw = msgspec.json.decode(data)
    except RecursionError:  # nested deeper than the stack, in a way the check above missed
        raise CampaignError("campaign.too_deep", path=str(path),
                            line=line_too_deep(data, MOST_DEPTH), most=MOST_DEPTH) from None
    except msgspec.ValidationError:  # a number no float or int holds (1e400)
        raise CampaignError("campaign.number_too_big", path=str(path),
                            line=_line_of_number(data)) from None
    except msgspec.DecodeError as error:
        raise CampaignError("campaign.file_broken", path=str(path),
                            line=_line_of(str(error), data)) from None
    check_document(raw, path)
    return raw  # type: ignore[no-any-return]


def check_document(raw: object, path: Path) -> None:
    """Check a decoded document: its format first (a newer one is refused), then its shape."""
    if not isinstance(raw, dict):
        raise CampaignError("campaign.broken", path=str(path))
    version = raw.get("format", ABSENT)
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT:
        raise CampaignError("campaign.newer_format", path=str(path), format=value_words(version),
                            known=FORMAT)
    if version != FORMAT or isinstance(version, bool):
        raise FieldError("format", (("campaign.expected.format", {"format": FORMAT}),),
                         version).at(path)
    try:
        msgspec.convert(raw, _Envelope)
    except msgspec.ValidationError as error:
        from solo.campaign.fields import field_error

        raise field_error(error, raw, _Envelope).at(path) from None
    try:  # the rules of `campaign new` for a name
        check_name(raw["settings"]["name"])
    except CampaignError as error:
        raise FieldError.because("settings.name", error).at(path) from None
    for number, step in enumerate(raw.get("history") or ()):
        for place, edit in enumerate(step["edits"]):
            if not _is_edit(edit):
                raise FieldError(f"history[{number}].edits[{place}]",
                                 (("campaign.expected.edit", {}),), edit).at(path)


#: An undo step's edit: its kind -> how many parts it has.
_EDIT_PARTS = {"set": 3, "del": 2, "splice": 5}


def _is_edit(edit: list[Any]) -> bool:
    """Whether `edit` is one `solo.campaign.diff` can make: `["set", path, value]`, `["del",
    path]` or `["splice", path, start, count, items]`, its path keys and indexes."""
    if len(edit) < 2:
        return False
    kind, where = edit[0], edit[1]
    if not isinstance(kind, str) or _EDIT_PARTS.get(kind) != len(edit) \
            or not isinstance(where, list) or not all(_is_key(step) for step in where):
        return False
    if kind != "splice":
        return True
    return _is_index(edit[2]) and _is_index(edit[3]) and isinstance(edit[4], list)


def _is_key(step: object) -> bool:
    return isinstance(step, str) or _is_index(step)


def _is_index(number: object) -> bool:
    return isinstance(number, int) and not isinstance(number, bool) \
        and 0 <= number <= MOST_BYTES


def check_area(path: Path, area: str, data: Any, schema: type) -> None:
    """Check an area's data against its shape; a mistake names `areas.<area>.<field>`."""
    try:
        msgspec.convert(data, schema)
    except msgspec.ValidationError as error:
        from solo.campaign.fields import field_error

        raise field_error(error, data, schema).at(path, f"areas.{area}") from None


_NUMBER_OR_TEXT = re.compile(rb'"(?:[^"\\]|\\.)*"|-?[0-9][0-9.eE+-]*')


def _line_of_number(data: bytes) -> int:
    """The line of the first number msgspec cannot hold."""
    for found in _NUMBER_OR_TEXT.finditer(data):
        if found.group().startswith(b'"'):
            continue
        try:
            msgspec.json.decode(found.group())
        except msgspec.DecodeError:
            return data[: found.start()].count(b"\n") + 1
    return 1


def _line_of(message: str, data: bytes) -> int:
    found = re.search(r"\(byte (\d+)\)", message)
    if not found:  # cut short: the mistake is at its end
        return data.count(b"\n") + 1
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
