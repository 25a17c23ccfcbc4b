"""Read an oracle written as data (a YAML table's `oracle:` section) and check it.

An oracle rolls groups of dice, adds the values read from their faces and the
likelihood's modifier, and looks the total up in bands of answers. A band may
be a tie, broken by an extra die (a Fate die unless `tiebreak` names another
and how to read it), rolled again while it reads 0.
Random events come when the second half of the faces repeats the first half
and that half is on the ladder as far as the tension reaches.
When the campaign lets tension bend the answers (`oracle.tension_shifts`),
`tension_shift` says by how many steps each tension pushes a total away from
the middle (toward "…and" answers) or, when negative, pulls it in.
When the campaign lets tension move the odds themselves (`oracle.tension_odds`), the
`tension_odds` section says what each tension adds to the likelihood's modifier, how many
rungs it adds to the events' ladder (or takes away), and from which tension the second half
of the faces may repeat the first in any order (more events than the ladder alone allows).

>>> spec = demo_spec()
>>> spec.dice_label, spec.answer_for_total(3), spec.answer_for_total(0)
('4dF', <Answer.YES_AND: 'yes_and'>, None)
"""

from __future__ import annotations

import itertools
import os
import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from solo.dice.faces import parse_faces
from solo.dice.rng import FATE, Die, d
from solo.engine.oracle.levels import Answer, Likelihood, parse_level
from solo.errors import InputError, NotationError, TableError
from solo.record import record

if TYPE_CHECKING:
    from pathlib import Path

TIE = "tie"
TENSIONS = range(1, 10)
#: How far each tension (1…9) pushes a total away from the middle when shifts are on.
DEFAULT_SHIFT = (-1, -1, 0, 0, 0, 0, 0, 1, 1)
#: What each tension (1…9) adds to the likelihood's modifier when tension moves the odds.
DEFAULT_LEAN = (-2, -1, -1, 0, 0, 0, 1, 1, 2)
#: How many rungs of the events' ladder each tension adds (or takes away) then.
DEFAULT_EVENT_LEAN = (-1, -1, 0, 0, 0, 0, 0, 1, 1)
#: From this tension on, the halves of the faces then bring an event in any order (10: never).
DEFAULT_ANY_ORDER = 9
#: The two levels outside our seven (Mythic's ends): one step beyond the level next to them.
_ENDS = {Likelihood.IMPOSSIBLE: (Likelihood.ALMOST_IMPOSSIBLE, -1),
         Likelihood.CERTAIN: (Likelihood.ALMOST_CERTAIN, 1)}
_YAML_BOOLEANS = {True: "yes", False: "no"}
_DIE = re.compile(r"d(\d+|F)", re.IGNORECASE)


@record
class DiceGroup:
    """`count` dice of one kind; `read` turns a face into the value added (identity if empty)."""

    count: int
    die: Die
    read: Mapping[int, int]

    def value(self, face: int) -> int:
        """The value a face adds to the total."""
        return self.read.get(face, face)

    @property
    def label(self) -> str:
        """`4dF`, `1d6`."""
        return f"{self.count}{self.die.label}"


@record
class Band:
    """Totals up to `up_to` (None: all the rest) give `answer` (None: a tie)."""

    up_to: int | None
    answer: Answer | None


@record
class EventRule:
    """Repeated halves on the first `by_tension[t - 1]` rungs of `ladder` bring an event."""

    ladder: tuple[tuple[int, ...], ...]
    by_tension: tuple[int, ...]

    def rungs(self, tension: int, lean: int = 0) -> tuple[tuple[int, ...], ...]:
        """The halves that bring an event at `tension` (`lean` rungs more, or fewer)."""
        reach = max(0, min(len(self.ladder), self.by_tension[tension - 1] + lean))
        return self.ladder[:reach]


@record
class TensionOdds:
    """How tension moves the odds when `oracle.tension_odds` is on, tension by tension (1…9)."""

    likelihood: tuple[int, ...] = DEFAULT_LEAN
    events: tuple[int, ...] = DEFAULT_EVENT_LEAN
    any_order_from: int = DEFAULT_ANY_ORDER


@record
class OracleSpec:
    """One oracle: its dice, level modifiers, answer bands and event rule."""

    id: str
    name: Mapping[str, str]
    groups: tuple[DiceGroup, ...]
    levels: Mapping[Likelihood, int]
    bands: tuple[Band, ...]
    events: EventRule
    tiebreak: DiceGroup = DiceGroup(1, FATE, {})
    tension_shift: tuple[int, ...] = DEFAULT_SHIFT
    tension_odds: TensionOdds = TensionOdds()

    @property
    def dice_label(self) -> str:
        """The dice the oracle rolls, as notation (`4dF`, `1d6+1d6`)."""
        return "+".join(group.label for group in self.groups)

    @property
    def face_count(self) -> int:
        """How many faces one answer reads (tie-breaking dice aside)."""
        return sum(group.count for group in self.groups)

    def answer_for_total(self, total: int) -> Answer | None:
        """The answer of a total, or None when it is a tie."""
        for band in self.bands:
            if band.up_to is None or total <= band.up_to:
                return band.answer
        raise AssertionError("bands are checked to end open")  # pragma: no cover

    def shift_for(self, tension: int) -> int:
        """How many steps `tension` pushes a total outward (negative: inward)."""
        return self.tension_shift[tension - 1]

    def lean_for(self, tension: int) -> int:
        """What `tension` adds to the likelihood's modifier when tension moves the odds."""
        return self.tension_odds.likelihood[tension - 1]

    def event_lean_for(self, tension: int) -> int:
        """How many rungs `tension` adds to the events' ladder when tension moves the odds."""
        return self.tension_odds.events[tension - 1]

    @property
    def middle(self) -> tuple[int, int]:
        """The highest total read as a kind of no, and the lowest read as a kind of yes."""
        low = high = None
        previous: int | None = None
        for band in self.bands:
            if band.answer is not None and not band.answer.is_yes and band.up_to is not None:
                low = band.up_to
            if band.answer is not None and band.answer.is_yes and high is None:
                high = (previous if previous is not None else -1000) + 1
            previous = band.up_to
        return (low if low is not None else -1000), (high if high is not None else 1000)

    def shifted(self, total: int, shift: int) -> int:
        """Push a total `shift` steps away from the middle (pull it in, never across, if < 0).

        >>> spec = demo_spec()
        >>> spec.shifted(1, 1), spec.shifted(-2, 1), spec.shifted(0, 1), spec.shifted(2, -1)
        (2, -3, 0, 1)
        >>> spec.shifted(1, -1), spec.shifted(-1, -2)
        (1, -1)
        """
        no_to, yes_from = self.middle
        if total >= yes_from:
            return max(total + shift, yes_from)
        if total <= no_to:
            return min(total - shift, no_to)
        return total


def from_data(data: Mapping[str, object], path: Path | str) -> OracleSpec:
    """Build and check an oracle from a loaded YAML document, or raise `TableError`."""
    section = _mapping(data.get("oracle"), "oracle", path)
    groups = tuple(_group(g, path) for g in _sequence(section.get("dice"), "dice", path))
    if not groups:
        raise TableError("engine.spec.missing", path=path, field="dice")
    name = _mapping(data.get("name"), "name", path)
    spec = OracleSpec(
        id=str(data.get("id", os.path.splitext(os.path.basename(path))[0])),  # the file's stem
        name={str(k): str(v) for k, v in name.items()},
        groups=groups,
        levels=_levels(_mapping(section.get("levels"), "levels", path), path),
        bands=_bands(_sequence(section.get("answers"), "answers", path), path),
        events=_events(_mapping(section.get("events"), "events", path), path),
        tiebreak=_group(section.get("tiebreak") or {"die": "dF"}, path),
        tension_shift=_shift(section.get("tension_shift"), path),
        tension_odds=_tension_odds(section.get("tension_odds"), path),
    )
    _check_tie(spec, path)
    _check_ladder(spec, path)
    return spec


def _mapping(value: object, field: str, path: Path | str) -> Mapping[str, object]:
    if not isinstance(value, Mapping) or not value:
        raise TableError("engine.spec.missing", path=path, field=field)
    return {str(k): v for k, v in value.items()}


def _sequence(value: object, field: str, path: Path | str) -> Sequence[object]:
    if not isinstance(value, list):
        raise TableError("engine.spec.missing", path=path, field=field)
    return value


def _int(value: object, field: str, path: Path | str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TableError("engine.spec.not_number", path=path, field=field, value=value)
    return value


def _number(value: object) -> object:
    """A key written as text ("5") read as the number it names."""
    return int(value) if isinstance(value, str) and re.fullmatch(r"[+-]?\d+", value) else value


def _group(value: object, path: Path | str) -> DiceGroup:
    item = _mapping(value, "dice", path)
    match = _DIE.fullmatch(str(item.get("die", "")))
    if match is None:
        raise TableError("engine.spec.bad_die", path=path, die=item.get("die"))
    die = FATE if match.group(1).upper() == "F" else d(int(match.group(1)))
    count = _int(item.get("count", 1), "count", path)
    if not 1 <= count <= 10:
        raise TableError("engine.spec.bad_count", path=path, count=count)
    read_data = item.get("read") or {}
    if not isinstance(read_data, Mapping):
        raise TableError("engine.spec.bad_read", path=path, die=die.label)
    read = {_int(_number(k), "read", path): _int(v, "read", path) for k, v in read_data.items()}
    if any(face not in die.faces for face in read):
        raise TableError("engine.spec.bad_read", path=path, die=die.label)
    return DiceGroup(count, die, read)


def _levels(data: Mapping[str, object], path: Path | str) -> dict[Likelihood, int]:
    levels: dict[Likelihood, int] = {}
    for word, modifier in data.items():
        try:
            level = parse_level(word)
        except InputError:
            raise TableError("engine.spec.bad_level", path=path, level=word) from None
        levels[level] = _int(modifier, word, path)
    missing = [level.value for level in Likelihood if level not in levels and level not in _ENDS]
    if missing:
        raise TableError("engine.spec.missing_levels", path=path, levels=", ".join(missing))
    for end, (beside, step) in _ENDS.items():
        levels.setdefault(end, levels[beside] + step)
    return {level: levels[level] for level in Likelihood}


def _bands(items: Sequence[object], path: Path | str) -> tuple[Band, ...]:
    bands: list[Band] = []
    for raw in items:
        item = _mapping(raw, "answers", path)
        raw_answer = item.get("answer", "")
        # YAML 1.1 reads a bare `no` / `yes` as a boolean: take it as the answer meant
        word = _YAML_BOOLEANS.get(raw_answer, str(raw_answer)) if isinstance(raw_answer, bool) \
            else str(raw_answer)
        if word != TIE and word not in Answer.__members__.values():
            raise TableError("engine.spec.bad_answer", path=path, answer=word)
        up_to = item.get("up_to")
        bands.append(Band(None if up_to is None else _int(up_to, "up_to", path),
                          None if word == TIE else Answer(word)))
    limits = [band.up_to for band in bands]
    if not bands or limits[-1] is not None or None in limits[:-1]:
        raise TableError("engine.spec.open_end", path=path)
    bounded = [limit for limit in limits if limit is not None]
    if any(a >= b for a, b in itertools.pairwise(bounded)):
        raise TableError("engine.spec.unordered", path=path)
    return tuple(bands)


def _events(data: Mapping[str, object], path: Path | str) -> EventRule:
    ladder = []
    for rung in _sequence(data.get("ladder"), "ladder", path):
        try:
            ladder.append(parse_faces(str(rung)))
        except NotationError:
            raise TableError("engine.spec.bad_rung", path=path, rung=rung) from None
    by_tension = tuple(_int(n, "by_tension", path)
                       for n in _sequence(data.get("by_tension"), "by_tension", path))
    if len(by_tension) != len(TENSIONS) or sorted(by_tension) != list(by_tension) \
            or not all(0 <= n <= len(ladder) for n in by_tension):
        raise TableError("engine.spec.bad_by_tension", path=path, size=len(ladder))
    return EventRule(tuple(ladder), by_tension)


def _shift(value: object, path: Path | str) -> tuple[int, ...]:
    if value is None:
        return DEFAULT_SHIFT
    steps = tuple(_int(n, "tension_shift", path) for n in _sequence(value, "tension_shift", path))
    if len(steps) != len(TENSIONS) or not all(-3 <= n <= 3 for n in steps):
        raise TableError("engine.spec.bad_shift", path=path)
    return steps


def _steps(value: object, field: str, path: Path | str, most: int) -> tuple[int, ...]:
    steps = tuple(_int(n, field, path) for n in _sequence(value, field, path))
    if len(steps) != len(TENSIONS) or not all(-most <= n <= most for n in steps):
        raise TableError("engine.spec.bad_tension_odds", path=path, field=field, most=most)
    return steps


def _tension_odds(value: object, path: Path | str) -> TensionOdds:
    if value is None:
        return TensionOdds()
    section = _mapping(value, "tension_odds", path)
    default = TensionOdds()
    likelihood = section.get("likelihood")
    events = section.get("events")
    start = _int(section.get("any_order_from", default.any_order_from), "any_order_from", path)
    if not 1 <= start <= len(TENSIONS) + 1:
        raise TableError("engine.spec.bad_any_order", path=path)
    return TensionOdds(
        default.likelihood if likelihood is None else _steps(likelihood, "likelihood", path, 4),
        default.events if events is None else _steps(events, "events", path, 9),
        start)


def _check_tie(spec: OracleSpec, path: Path | str) -> None:
    if all(band.answer is not None for band in spec.bands):
        return
    values = {spec.tiebreak.value(face) for face in spec.tiebreak.die.faces}
    if not (any(v > 0 for v in values) and any(v < 0 for v in values)):
        raise TableError("engine.spec.tie_unbreakable", path=path)


def _check_ladder(spec: OracleSpec, path: Path | str) -> None:
    half = spec.face_count // 2
    dice = [group.die for group in spec.groups for _ in range(group.count)]
    for rung in spec.events.ladder:
        fits = len(rung) == half and all(f in die.faces for f, die in zip(rung, dice, strict=False))
        if spec.face_count % 2 or not fits:
            raise TableError("engine.spec.bad_rung", path=path, rung="".join(map(str, rung)))


def demo_spec() -> OracleSpec:
    """A small 4dF oracle for examples and doctests (the bundled ones are YAML).

    >>> demo_spec().dice_label
    '4dF'
    """
    steps = {level.value: index - 4 for index, level in enumerate(Likelihood)}
    return from_data({"id": "oracle/demo", "name": {"es": "Demo", "en": "Demo"}, "oracle": {
        "dice": [{"count": 4, "die": "dF"}], "levels": steps,
        "answers": [{"up_to": -3, "answer": "no_and"}, {"up_to": -1, "answer": "no"},
                    {"up_to": 0, "answer": TIE}, {"up_to": 2, "answer": "yes"},
                    {"answer": "yes_and"}],
        "events": {"ladder": ["++", "--"], "by_tension": [0, 0, 1, 1, 2, 2, 2, 2, 2]}}},
        "demo.yaml")
