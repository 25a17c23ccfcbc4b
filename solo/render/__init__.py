"""Turn results into rich renderables: a registry by result type.

Each area has a module `solo.render.<area>` whose functions register
themselves with `@renders(ResultType)`; it is imported the first time a result
of that area is rendered. Results nobody registered get a generic table.

Player text is data (see `solo.text`): renderers put it in `Text(...)` or
`shown(...)`, never in a markup string, and `render` wraps every renderable
in `Inert`, which shows any control character left in its text as `\\x1b`
(a last guard: rich keeps ESC and C1 controls in `Text`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from fractions import Fraction
from typing import Any, TypeVar

from rich.console import Console, Group, RenderableType
from rich.text import Text as RichText

from solo.i18n import t
from solo.jsonable import to_jsonable
from solo.procedures.steps import Message
from solo.render.safe import Inert, Table, Text, shown
from solo.render.theme import STYLES, THEME

Renderer = Callable[[Any], RenderableType]
R = TypeVar("R", bound=Renderer)

_RENDERERS: dict[type, Renderer] = {}
_LOADED: set[str] = set()


def renders(kind: type) -> Callable[[R], R]:
    """Register the decorated function as the renderer of `kind`."""
    def register(function: R) -> R:
        _RENDERERS[kind] = function
        return function
    return register


def load_area(area: str | None) -> None:
    """Import the renderers of `area` once (areas without renderers are fine)."""
    if area is None or area in _LOADED:
        return
    _LOADED.add(area)
    name = _render_module(area)
    try:
        importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise


def _render_module(area: str) -> str:
    if area == "engine":
        return "solo.engine.render"
    from solo.systems import system_named

    system = None if area in _AREA_WORDS else system_named(area)
    return system.render if system is not None else f"solo.render.{area}"


def render(item: Any, area: str | None = None) -> RenderableType:
    """The renderable for `item` (always `Inert`)."""
    return item if isinstance(item, Inert) else Inert(_render(item, area))


def _render(item: Any, area: str | None) -> RenderableType:
    load_area(area)
    if isinstance(item, Message):
        return Text(t(item.key, **item.params), style=item.style if item.style in STYLES else "")
    for attempt in range(2):
        for kind in type(item).__mro__:
            function = _RENDERERS.get(kind)
            if function is not None:
                return function(item)
        if attempt == 0:
            load_area(area_of(item))
    return generic(item)


_AREA_WORDS = {"oracle": "engine", "engine": "engine", "tables": "tables", "dice": "dice",
               "campaign": "campaign", "rules": "rules_help"}


def area_of(item: Any) -> str | None:
    """The area whose renderers may know `item`, from the module that defines its type.

    >>> from solo.procedures.steps import Message
    >>> area_of(Message("x"))
    >>> area_of(_Probe())
    'fate'
    >>> _Probe.__module__ = "solo.systems.zodiac.commands.pc"
    >>> area_of(_Probe())
    'zodiac'
    """
    from solo.systems import BUILTINS, third_party

    module = type(item).__module__
    systems = BUILTINS if module.startswith("solo.") else third_party()
    for system in systems:
        if module.startswith(f"{system.package}."):
            return system.name
    for word in module.split(".")[1:]:
        stem = word.split("_", 1)[0]   # `zodiac_pc` belongs to zodiac
        if stem in _AREA_WORDS:
            return _AREA_WORDS[stem]
    return None


class _Probe:
    __module__ = "solo.systems.fate.rules.outcomes"


def generic(item: Any) -> RenderableType:
    """A key/value table of the item's JSON data (fractions also as percentages)."""
    data = to_jsonable(item)
    if isinstance(data, list) and data and all(isinstance(row, dict) for row in data):
        return _rows(data)
    if isinstance(data, list):
        return shown("—" if not data else ", ".join(_cell(value) for value in data))
    if not isinstance(data, dict):
        return shown(data)
    outcomes = data.get("outcomes")
    if isinstance(outcomes, dict) and all(isinstance(v, str) for v in outcomes.values()):
        return _outcomes(data, outcomes)
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column(style="label")
    table.add_column()
    for key, value in data.items():
        table.add_row(shown(key), shown(_cell(value)))
    return table


def _outcomes(data: dict[str, Any], outcomes: dict[str, str]) -> RenderableType:
    from rich.console import Group

    from solo.render.bars import odds_table

    rows = [(outcome_name(k), Fraction(v)) for k, v in outcomes.items()]
    rest = {k: v for k, v in data.items() if k != "outcomes"}
    parts: list[RenderableType] = [odds_table(rows)]
    if rest:
        parts.append(generic(rest))
    return Group(*parts)


def outcome_name(key: str) -> str:
    """The player's word for an outcome key (`success` → `Éxito`), or the key itself."""
    found = _OUTCOME_NAMES.get(key)
    return t(found) if found else key


#: The outcome values results use (`Outcome.SUCCESS.value`…) -> their catalog names.
_OUTCOME_NAMES = {
    "success": "outcome.success", "failure": "outcome.failure", "fail": "outcome.fail",
    "tie": "outcome.tie", "style": "outcome.style", "exceptional": "outcome.exceptional",
    "critical_failure": "outcome.critical_failure",
    "success_benefit": "outcome.success_benefit",
    "success_consequence": "outcome.success_consequence",
    "success_complication": "outcome.success_complication",
    "failure_consequence": "outcome.failure_consequence",
    "failure_complication": "outcome.failure_complication",
    "failure_catastrophe": "outcome.failure_catastrophe",
    "yes_and": "outcome.yes_and", "yes": "outcome.yes", "yes_but": "outcome.yes_but",
    "no_but": "outcome.no_but", "no": "outcome.no", "no_and": "outcome.no_and",
}


def _rows(rows: list[dict[str, Any]]) -> RenderableType:
    """A list of records as a table, one column per key."""
    table = Table(box=None, pad_edge=False, header_style="title")
    columns = list(dict.fromkeys(key for row in rows for key in row))
    for column in columns:
        table.add_column(shown(column))
    for row in rows:
        table.add_row(*(shown(_cell(row.get(column, ""))) for column in columns))
    return table


def _cell(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_cell(v)}" for k, v in value.items())
    if isinstance(value, list):
        return " ".join(_cell(v) for v in value)
    if isinstance(value, str) and "/" in value:
        try:
            return f"{percent(Fraction(value))} ({value})"
        except (ValueError, ZeroDivisionError):
            return value
    return str(value)


def percent(value: Fraction) -> str:
    """`12.35%`, rounded for display (the exact fraction is shown beside it)."""
    return f"{float(value) * 100:.2f}%"


def safe_console(**options: Any) -> Console:
    """A console that never reads markup or emoji codes in strings (player text is data)."""
    return Console(markup=False, emoji=False, theme=THEME, **options)


def blank(renderable: RenderableType) -> bool:
    """Whether `renderable` shows nothing: an empty group or text, as a summary whose every
    part was already shown (printing it would leave an empty line).

    >>> from rich.console import Group
    >>> blank(Inert(Group())), blank(Group(Text(""), Group())), blank(Group(Text("x")))
    (True, True, False)
    """
    inner = renderable.renderable if isinstance(renderable, Inert) else renderable
    if isinstance(inner, Group):
        return all(blank(part) for part in inner.renderables)
    return isinstance(inner, RichText) and not inner.plain


def print_result(item: Any, area: str | None = None) -> None:
    """Print one result to standard output (the one-shot path); nothing when it shows nothing."""
    rendered = render(item, area)
    if not blank(rendered):
        safe_console().print(rendered)
