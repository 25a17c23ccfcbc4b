"""The oracles solo ships, as data: what `tables/oracle/*.yaml` hold, without reading YAML.

`oracle` asks the bundled oracle here when the player has no tables of their own (none could
replace it), so a question costs no YAML parser and no table library. A test keeps each entry
equal to its file (`tests/engine/test_oracle_bundled.py`): change both together.
"""

from __future__ import annotations

DEFAULT_ORACLE = "fate"
"""The oracle asked when none is named."""
_LEVELS = {"imposible": -4, "casi-imposible": -3, "muy-improbable": -2, "improbable": -1,
           "50/50": 0, "probable": 1, "muy-probable": 2, "casi-seguro": 3, "seguro": 4}

ORACLES: dict[str, dict[str, object]] = {
    "oracle/fate": {
        "id": "oracle/fate",
        "name": {"es": "Oráculo de dados Fate", "en": "Fate dice oracle"},
        "oracle": {
            "dice": [{"count": 4, "die": "dF"}],
            "levels": _LEVELS,
            "answers": [{"up_to": -3, "answer": "no_and"}, {"up_to": -1, "answer": "no"},
                        {"up_to": 0, "answer": "tie"}, {"up_to": 2, "answer": "yes"},
                        {"answer": "yes_and"}],
            "tiebreak": {"die": "dF"},
            "events": {"ladder": ["++", "--", "00", "+-", "-+", "+0", "-0", "0+", "0-"],
                       "by_tension": [1, 2, 3, 4, 5, 6, 7, 8, 9]},
            "tension_odds": {"likelihood": [-2, -1, -1, 0, 0, 0, 1, 1, 2],
                             "events": [-1, -1, 0, 0, 0, 0, 0, 1, 1], "any_order_from": 9},
        },
    },
    "oracle/d6": {
        "id": "oracle/d6",
        "name": {"es": "Oráculo de un d6 y dado modificador",
                 "en": "One d6 and a modifier die oracle"},
        "oracle": {
            "dice": [{"count": 1, "die": "d6"},
                     {"count": 1, "die": "d6",
                      "read": {1: -1, 2: -1, 3: 0, 4: 0, 5: 1, 6: 1}}],
            "levels": _LEVELS,
            "answers": [{"up_to": 1, "answer": "no_and"}, {"up_to": 2, "answer": "no"},
                        {"up_to": 3, "answer": "no_but"}, {"up_to": 4, "answer": "yes_but"},
                        {"up_to": 5, "answer": "yes"}, {"answer": "yes_and"}],
            "events": {"ladder": ["6", "1", "5", "2", "4", "3"],
                       "by_tension": [1, 1, 2, 2, 3, 3, 4, 4, 5]},
            "tension_odds": {"likelihood": [-2, -1, -1, 0, 0, 0, 1, 1, 2],
                             "events": [-1, -1, 0, 0, 0, 0, 0, 1, 1]},
        },
    },
}
