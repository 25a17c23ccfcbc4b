"""Exact odds of every answer and of a random event, by enumerating every face.

>>> from solo.engine.oracle.spec import demo_spec
>>> odds = answer_odds(demo_spec(), Likelihood.EVEN)
>>> sum(odds[a] for a in Answer if a.is_yes)
Fraction(1, 2)
>>> event_odds(demo_spec(), 5)
Fraction(2, 81)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping
from fractions import Fraction

from solo.engine.oracle.consult import DEFAULT_TENSION, answer_of, check_tension, is_event
from solo.engine.oracle.levels import Answer, Likelihood
from solo.engine.oracle.spec import TENSIONS, OracleSpec
from solo.record import record


@record
class OracleOdds:
    """The chance of each answer at one level, and of a random event at one tension."""

    oracle: str
    odds: Likelihood
    tension: int
    outcomes: Mapping[Answer, Fraction]
    event: Fraction
    shifts: bool = False
    tension_odds: bool = False
    lean: int = 0
    """What the tension adds to the likelihood's modifier (0 unless `tension_odds`)."""
    base_event: Fraction | None = None
    """The event's chance at this tension without `tension_odds` (None when it is off)."""

    @property
    def yes(self) -> Fraction:
        """The chance of any kind of yes."""
        return sum((p for a, p in self.outcomes.items() if a.is_yes), Fraction(0))

    def to_json(self) -> dict[str, object]:
        """The shape of `odds oracle`: outcomes by answer, and the event chance."""
        return {"oracle": self.oracle, "odds": self.odds, "tension": self.tension,
                "tension_shifts": self.shifts, "tension_odds": self.tension_odds,
                "lean": self.lean,
                "outcomes": {a.value: self.outcomes[a] for a in reversed(Answer)},
                "yes": self.yes, "event": self.event}


def all_faces(spec: OracleSpec) -> Iterator[tuple[int, ...]]:
    """Every ordered set of faces the oracle's dice can show, each equally likely."""
    dice = [group.die.faces for group in spec.groups for _ in range(group.count)]
    return itertools.product(*dice)


def _tie_split(spec: OracleSpec) -> dict[Answer, Fraction]:
    """How a tie ends: extra dice are rolled until one is not blank."""
    group = spec.tiebreak
    values = [group.value(face) for face in group.die.faces]
    plus, minus = sum(v > 0 for v in values), sum(v < 0 for v in values)
    return {Answer.YES_BUT: Fraction(plus, plus + minus),
            Answer.NO_BUT: Fraction(minus, plus + minus)}


def answer_odds(spec: OracleSpec, level: Likelihood, shift: int = 0,
                lean: int = 0) -> dict[Answer, Fraction]:
    """The exact chance of each answer at `level` (all six keys, most negative first).

    `shift` is what the tension pushes each total away from the middle (see `OracleSpec.shifted`);
    `lean` what it adds to the likelihood's modifier (tension moving the odds).
    """
    counts = dict.fromkeys(Answer, Fraction(0))
    outcomes = list(all_faces(spec))
    for faces in outcomes:
        answer, _ = answer_of(spec, faces, level, shift=shift, lean=lean)
        if answer is not None:
            counts[answer] += 1
        else:
            for tied, share in _tie_split(spec).items():
                counts[tied] += share
    return {answer: count / len(outcomes) for answer, count in counts.items()}


def event_odds(spec: OracleSpec, tension: int = DEFAULT_TENSION, odds: bool = False) -> Fraction:
    """The exact chance that an answer brings a random event at `tension` (moved with `odds`)."""
    check_tension(tension)
    outcomes = list(all_faces(spec))
    return Fraction(sum(is_event(spec, faces, tension, odds) for faces in outcomes), len(outcomes))


def _shift(spec: OracleSpec, tension: int, shifts: bool) -> int:
    return spec.shift_for(check_tension(tension)) if shifts else 0


def _lean(spec: OracleSpec, tension: int, odds: bool) -> int:
    return spec.lean_for(check_tension(tension)) if odds else 0


def oracle_odds(spec: OracleSpec, level: Likelihood, tension: int = DEFAULT_TENSION,
                shifts: bool = False, tension_odds: bool = False) -> OracleOdds:
    """Everything `odds oracle` shows for one level and tension (bent by it with `shifts`,
    the odds moved by it with `tension_odds`)."""
    lean = _lean(spec, tension, tension_odds)
    return OracleOdds(spec.id, level, tension,
                      answer_odds(spec, level, _shift(spec, tension, shifts), lean),
                      event_odds(spec, tension, tension_odds), shifts, tension_odds, lean,
                      event_odds(spec, tension) if tension_odds else None)


@record
class OddsMatrix:
    """Every answer at every level (rows: levels, lowest first), and the event chance."""

    oracle: str
    tension: int
    rows: Mapping[Likelihood, Mapping[Answer, Fraction]]
    event: Fraction
    shifts: bool = False
    tension_odds: bool = False
    lean: int = 0
    """What the tension adds to every level's modifier (0 unless `tension_odds`)."""
    leans: tuple[int, ...] = ()
    """What each tension 1…9 adds to the modifier, as the table states it (with `tension_odds`)."""
    events: tuple[Fraction, ...] = ()
    """The chance of a random event at each tension 1…9, as the table states it."""

    def to_json(self) -> dict[str, object]:
        """Levels by id, each with its answers from yes-and down."""
        return {"oracle": self.oracle, "tension": self.tension, "event": self.event,
                "tension_shifts": self.shifts, "tension_odds": self.tension_odds,
                "lean": self.lean, "leans": list(self.leans),
                "events_by_tension": list(self.events),
                "levels": {level.value: {a.value: row[a] for a in reversed(Answer)}
                           for level, row in self.rows.items()}}


def odds_matrix(spec: OracleSpec, tension: int = DEFAULT_TENSION,
                shifts: bool = False, tension_odds: bool = False) -> OddsMatrix:
    """The whole table of `oracle --odds-table` (bent by the tension with `shifts`, the odds
    moved by it with `tension_odds`), with the event's chance at every tension."""
    shift = _shift(spec, tension, shifts)
    lean = _lean(spec, tension, tension_odds)
    leans = spec.tension_odds.likelihood if tension_odds else ()
    return OddsMatrix(spec.id, tension,
                      {level: answer_odds(spec, level, shift, lean) for level in Likelihood},
                      event_odds(spec, tension, tension_odds), shifts, tension_odds, lean,
                      tuple(leans),
                      tuple(event_odds(spec, step, tension_odds) for step in TENSIONS))
