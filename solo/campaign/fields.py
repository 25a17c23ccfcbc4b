"""A hand-edited mistake in a campaign's state, named: the field's path and what it may hold.

msgspec checks the state against typed shapes (TypedDicts and Structs whose numbers carry
their limits: `Annotated[int, Meta(ge=1, le=3)]`) and says where its first complaint is, in
its own words (`Expected `int` <= 3 - at `$.threads[0].weight``). This module reads that
place in the shape and in the data, so that the player's one line names the real keys
(`characters.Nia.pk`), both ends of a range, the words an enumeration allows and what the
field holds. It runs only when something is wrong.
"""

from __future__ import annotations

import enum
import re
import types
import typing
from typing import Annotated, Any, Literal, NotRequired, Required, Union, get_args, get_origin

import msgspec

from solo.errors import ABSENT, Expected, FieldError, one_of

_AT = re.compile(r"^(?P<what>.*?)(?: - at `(?P<key>key` in `)?\$(?P<where>[^`]*)`)?$", re.S)
_STEP = re.compile(r"\.([^.\[]+)|\[(\d+|\.\.\.)\]")
_MISSING = re.compile(r"missing required field `([^`]+)`")


def field_error(error: msgspec.ValidationError, data: Any, schema: Any) -> FieldError:
    """The `FieldError` of msgspec's complaint about `data` checked against `schema`.

    >>> from typing import TypedDict
    >>> class Entry(TypedDict):
    ...     weight: Annotated[int, msgspec.Meta(ge=1, le=3)]
    >>> data = {"Ana": {"weight": 7}}
    >>> try:
    ...     msgspec.convert(data, dict[str, Entry])
    ... except msgspec.ValidationError as error:
    ...     found = field_error(error, data, dict[str, Entry])
    >>> found.field, found.expected, found.got
    ('Ana.weight', (('campaign.expected.range', {'low': 1, 'high': 3}),), 7)
    """
    parts = _AT.match(str(error))
    assert parts is not None  # the pattern matches any text
    where, in_key = parts.group("where") or "", parts.group("key") is not None
    path, shape, value = _walk(schema, data, _STEP.findall(where))
    missing = _MISSING.search(parts.group("what"))
    if missing:
        return FieldError(_join(path, missing.group(1)), (), ABSENT)
    if in_key:
        shape, value = _key_of(shape, value)
    return FieldError(path, expected(shape) or (("campaign.expected.valid", {}),), value)


def expected(shape: Any) -> Expected:
    """What a field of type `shape` may hold, as catalog keys (any one of them).

    >>> expected(Annotated[int, msgspec.Meta(ge=0)] | None)
    (('campaign.expected.at_least', {'low': 0}), ('campaign.type.null', {}))
    >>> expected(Literal["es", "en"])
    (('campaign.expected.word', {'word': 'es'}), ('campaign.expected.word', {'word': 'en'}))
    """
    shape, metas = _unwrap(shape)
    origin = get_origin(shape)
    if origin in (Union, types.UnionType):
        return tuple(item for member in get_args(shape) for item in expected(member))
    low = next((m.ge for m in metas if m.ge is not None), None)
    high = next((m.le for m in metas if m.le is not None), None)
    shortest = next((m.min_length for m in metas if m.min_length is not None), None)
    longest = next((m.max_length for m in metas if m.max_length is not None), None)
    if shape is int:
        return (_number(low, high),)
    if origin is Literal:
        return one_of(get_args(shape))
    if isinstance(shape, type) and issubclass(shape, enum.Enum):
        return one_of(item.value for item in shape)
    if shape is str:
        if longest is not None:
            return (("campaign.expected.text_short", {"most": longest}),)
        return (("campaign.expected.text_filled" if shortest else "campaign.type.text", {}),)
    if origin in (list, tuple) and longest is not None:
        return (("campaign.expected.list_short", {"most": longest}),)
    return tuple((key, {}) for kind, key in _KINDS if _is(shape, origin, kind))


def _number(low: float | None, high: float | None) -> tuple[str, dict[str, object]]:
    if low is not None and high is not None:
        return "campaign.expected.range", {"low": low, "high": high}
    if low is not None:
        return "campaign.expected.at_least", {"low": low}
    if high is not None:
        return "campaign.expected.at_most", {"high": high}
    return "campaign.type.number", {}


#: Other kinds of shape -> the catalog key of their words.
_KINDS = (("float", "campaign.type.decimal"), ("bool", "campaign.type.boolean"),
          ("null", "campaign.type.null"), ("text", "campaign.type.text"),
          ("list", "campaign.type.list"), ("object", "campaign.type.object"))


def _is(shape: Any, origin: Any, kind: str) -> bool:
    if kind == "object":
        return origin is dict or shape is dict or _fields_of(shape) is not None
    return {"float": shape is float, "bool": shape is bool, "text": shape is str,
            "null": shape is None or shape is type(None),
            "list": origin in (list, tuple) or shape in (list, tuple)}[kind]


def _unwrap(shape: Any) -> tuple[Any, list[msgspec.Meta]]:
    """The type inside `Annotated`/`Required`/`NotRequired`, and the limits it carries."""
    metas: list[msgspec.Meta] = []
    while True:
        origin = get_origin(shape)
        if origin is Annotated:
            shape, *extra = get_args(shape)
            metas += [item for item in extra if isinstance(item, msgspec.Meta)]
        elif origin in (Required, NotRequired):
            shape = get_args(shape)[0]
        else:
            return shape, metas


def _walk(schema: Any, data: Any, steps: list[tuple[str, str]]) -> tuple[str, Any, Any]:
    """Follow msgspec's path through the shape and the data: the real path, type and value."""
    path, shape, value = "", schema, data
    for key, index in steps:
        shape = _member(shape, value)
        if key:
            fields = _fields_of(shape) or {}
            shape = fields.get(key, Any)
            value = value.get(key, ABSENT) if isinstance(value, dict) else ABSENT
            path = _join(path, key)
        elif index == "...":
            shape = get_args(shape)[1] if len(get_args(shape)) == 2 else Any
            name = _failing(value, shape) if isinstance(value, dict) else None
            value = value[name] if name is not None else ABSENT
            path = _join(path, name if name is not None else "[…]")
        else:
            args = get_args(shape)
            shape = args[0] if args else Any
            place = int(index)
            value = value[place] if isinstance(value, list) and place < len(value) else ABSENT
            path += f"[{place}]"
    return path, shape, value


def _member(shape: Any, value: Any) -> Any:
    """The type itself, or of a union the member that takes values of `value`'s kind."""
    shape, _ = _unwrap(shape)
    if get_origin(shape) not in (Union, types.UnionType):
        return shape
    for member in get_args(shape):
        inner, _ = _unwrap(member)
        origin = get_origin(inner)
        if isinstance(value, dict) and (origin is dict or _fields_of(inner) is not None):
            return inner
        if isinstance(value, list) and origin in (list, tuple):
            return inner
    return shape


def _fields_of(shape: Any) -> dict[str, Any] | None:
    """The fields of a TypedDict, a Struct or a dataclass, with their types (else None)."""
    if isinstance(shape, type) and (typing.is_typeddict(shape)
                                    or issubclass(shape, msgspec.Struct)
                                    or hasattr(shape, "__dataclass_fields__")):
        return typing.get_type_hints(shape, include_extras=True)
    return None


def _failing(mapping: dict[Any, Any], shape: Any) -> str | None:
    """The first key of `mapping` whose value `shape` refuses."""
    for name, item in mapping.items():
        try:
            msgspec.convert(item, shape)
        except msgspec.ValidationError:
            return str(name)
    return None


def _key_of(shape: Any, value: Any) -> tuple[Any, Any]:
    """A mapping's key type and its first key that type refuses."""
    args = get_args(_member(shape, value))
    key_type = args[0] if args else str
    if isinstance(value, dict):
        for name in value:
            try:
                msgspec.convert(name, key_type)
            except msgspec.ValidationError:
                return key_type, name
    return key_type, ABSENT


def _join(path: str, name: str) -> str:
    return f"{path}.{name}" if path else name
