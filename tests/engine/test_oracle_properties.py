"""Any oracle a player may write: its exact odds agree with answering every roll one by one."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice.rng import ScriptedRng
from solo.engine.oracle.chances import answer_odds, event_odds
from solo.engine.oracle.consult import consult
from solo.engine.oracle.levels import Answer, Likelihood
from solo.engine.oracle.spec import from_data


@st.composite
def oracles(draw: Any) -> dict[str, Any]:
    fate = draw(st.booleans())
    count = draw(st.integers(2, 4)) if fate else draw(st.integers(1, 3))
    die = "dF" if fate else draw(st.sampled_from(["d4", "d6"]))
    limits = sorted(draw(st.sets(st.integers(-6, 12), min_size=1, max_size=5)))
    names = draw(st.lists(st.sampled_from([a.value for a in Answer] + ["tie"]),
                          min_size=len(limits) + 1, max_size=len(limits) + 1))
    answers = [{"up_to": up, "answer": name} for up, name in zip(limits, names, strict=False)]
    answers.append({"answer": names[-1]})
    steps = draw(st.lists(st.integers(-4, 4), min_size=7, max_size=7))
    return {"id": "oracle/prueba", "name": {"es": "P", "en": "P"}, "oracle": {
        "dice": [{"count": count, "die": die}],
        # our seven levels (Mythic's two ends are left to their default, one step beyond)
        "levels": {level.value: step
                   for level, step in zip(list(Likelihood)[1:-1], steps, strict=True)},
        "answers": answers,
        "events": {"ladder": [], "by_tension": [0] * 9}}}


@settings(max_examples=60, deadline=None)
@given(data=oracles(), level=st.sampled_from(list(Likelihood)))
def test_exact_odds_equal_answering_every_roll(data: dict[str, Any], level: Likelihood) -> None:
    spec = from_data(data, "prueba.yaml")
    group = spec.groups[0]
    counts: Counter[Answer] = Counter()
    rolls = list(itertools.product(group.die.faces, repeat=group.count))
    for faces in rolls:
        for extra in (1, -1):  # a tie reads one more Fate die: each sign half the time
            rng = ScriptedRng([*faces, extra])
            result = consult(spec, level, rng)
            counts[result.answer] += 1
            assert result.faces == faces
    exact = {answer: Fraction(counts[answer], 2 * len(rolls)) for answer in Answer}
    assert answer_odds(spec, level) == exact
    assert sum(exact.values()) == 1
    assert event_odds(spec, 5) == 0
