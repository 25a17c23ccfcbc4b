"""A player's own oracle: what the checks accept and what they refuse."""

from __future__ import annotations

from typing import Any

import pytest

from solo.dice.rng import ScriptedRng
from solo.engine.oracle.chances import answer_odds
from solo.engine.oracle.consult import consult
from solo.engine.oracle.levels import Answer, Likelihood
from solo.engine.oracle.spec import from_data
from solo.errors import TableError
from solo.i18n import t


def test_a_two_d10_oracle_of_ones_own(d6_data: dict[str, Any]) -> None:
    data = d6_data
    data["oracle"]["dice"] = [{"count": 2, "die": "d10"}]
    data["oracle"]["answers"] = [{"up_to": 7, "answer": "no_and"}, {"up_to": 10, "answer": False},
                                 {"up_to": 11, "answer": "tie"}, {"up_to": 15, "answer": True},
                                 {"answer": "yes_and"}]
    data["oracle"]["levels"] = {"casi imposible": -6, "very unlikely": -4, "improbable": -2,
                                "50/50": 0, "likely": 2, "muy probable": 4, "casi seguro": 6}
    data["oracle"]["events"] = {"ladder": ["1", "10"], "by_tension": [0, 0, 0, 1, 1, 1, 2, 2, 2]}
    data["oracle"]["tiebreak"] = {"die": "d6", "read": {1: -1, 2: -1, 3: 0, 4: 0, 5: 1, 6: 1}}
    spec = from_data(data, "mine.yaml")
    rng = ScriptedRng([5, 6, 3, 2])
    result = consult(spec, Likelihood.EVEN, rng)
    assert (result.total, result.answer, result.tiebreak, result.decided_by) == \
        (11, Answer.NO_BUT, (3, 2), 3)
    assert spec.dice_label == "2d10"
    odds = answer_odds(spec, Likelihood.EVEN)
    assert sum(odds[a] for a in Answer if a.is_yes) == sum(odds[a] for a in Answer if not a.is_yes)


def broken(data: dict[str, Any], change: str) -> dict[str, Any]:
    oracle = data["oracle"]
    changes = {
        "no_oracle": lambda: data.pop("oracle"),
        "no_dice": lambda: oracle.update(dice=[]),
        "bad_die": lambda: oracle.update(dice=[{"count": 1, "die": "d"}]),
        "bad_count": lambda: oracle.update(dice=[{"count": 0, "die": "d6"}]),
        "bad_read": lambda: oracle["dice"][1].update(read={7: 1}),
        "text_count": lambda: oracle["dice"][0].update(count="two"),
        "bad_level": lambda: oracle["levels"].update(quizas=1),
        "missing_level": lambda: oracle["levels"].pop("probable"),
        "bad_answer": lambda: oracle["answers"][0].update(answer="maybe"),
        "open_middle": lambda: oracle["answers"][1].pop("up_to"),
        "closed_end": lambda: oracle["answers"][-1].update(up_to=9),
        "unordered": lambda: oracle["answers"][1].update(up_to=0),
        "bad_rung": lambda: oracle["events"].update(ladder=["7", "1", "5", "2", "4", "3"]),
        "long_rung": lambda: oracle["events"].update(ladder=["6 6", "1", "5", "2", "4", "3"]),
        "short_tension": lambda: oracle["events"].update(by_tension=[1, 2]),
        "falling_tension": lambda: oracle["events"].update(by_tension=[2, 1, 1, 1, 1, 1, 1, 1, 1]),
        "tie_unbreakable": lambda: (oracle["answers"][2].update(answer="tie"),
                                    oracle.update(tiebreak={"die": "d6"})),
    }
    changes[change]()
    return data


@pytest.mark.parametrize(("change", "key"), [
    ("no_oracle", "engine.spec.missing"), ("no_dice", "engine.spec.missing"),
    ("bad_die", "engine.spec.bad_die"), ("bad_count", "engine.spec.bad_count"),
    ("bad_read", "engine.spec.bad_read"), ("text_count", "engine.spec.not_number"),
    ("bad_level", "engine.spec.bad_level"), ("missing_level", "engine.spec.missing_levels"),
    ("bad_answer", "engine.spec.bad_answer"), ("open_middle", "engine.spec.open_end"),
    ("closed_end", "engine.spec.open_end"), ("unordered", "engine.spec.unordered"),
    ("bad_rung", "engine.spec.bad_rung"), ("long_rung", "engine.spec.bad_rung"),
    ("short_tension", "engine.spec.bad_by_tension"),
    ("falling_tension", "engine.spec.bad_by_tension"),
    ("tie_unbreakable", "engine.spec.tie_unbreakable"),
])
def test_broken_oracles_are_refused_with_a_message(d6_data: dict[str, Any], change: str,
                                                   key: str) -> None:
    with pytest.raises(TableError) as caught:
        from_data(broken(d6_data, change), "mine.yaml")
    assert caught.value.key == key
    assert "mine.yaml" in str(caught.value)
    for lang in ("es", "en"):
        assert t(key, lang) != key


def test_the_bundled_fate_oracle_is_the_one_the_help_describes(fate_oracle: Any,
                                                               d6_oracle: Any) -> None:
    """`oracle --help` (engine.oracle.rules) explains these numbers: keep them in step."""
    bands = [(b.up_to, b.answer.value if b.answer else "tie") for b in fate_oracle.bands]
    assert bands == [(-3, "no_and"), (-1, "no"), (0, "tie"), (2, "yes"), (None, "yes_and")]
    assert [fate_oracle.levels[level] for level in Likelihood] == [-4, -3, -2, -1, 0, 1, 2, 3, 4]
    assert fate_oracle.tiebreak.die.label == "dF"
    assert dict(d6_oracle.groups[1].read) == {1: -1, 2: -1, 3: 0, 4: 0, 5: 1, 6: 1}
    for lang in ("es", "en"):
        assert "4dF" in t("engine.oracle.rules", lang)
