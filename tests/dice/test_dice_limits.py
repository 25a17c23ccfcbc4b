"""Never a crash at any size (issue 28): every form at the notation's limits rolls, or is refused
in one line naming the feature and the column; `odds` (plain or `--json`) answers or says the
work is too large. Exit codes are 0 or 2, never 1."""

from __future__ import annotations

import json
import sys
import time
from fractions import Fraction
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo.dice.limits import MAX_DICE, MAX_LENGTH, MAX_NUMBER, MAX_SIDES
from tests.conftest import HANG_GUARD, run_cli

COUNTS = ["", "1", "2", "7", "999", str(MAX_DICE), str(MAX_DICE + 1), "(2*3)", "(1000-1)"]
DICE = ["6", "20", "100", "2", "1", str(MAX_SIDES), str(MAX_SIDES + 1), "%", "F", "F.1",
        "{1,2,4,4}", "{1..1000}", "{-1000000..-999001}", "(2*500)", "{1..3,7}", "{0}"]
MODIFIERS = ["", "!", "!!", "!p", "!!p", "!o", "!>=2", "!<>1", " e", " ie3", "r", "ro", "r<3",
             "rr1=1", "r1=1", "u", "uo", "u=1", "kh1", "kl999", "k1000", "dh1dl1", "km3",
             "d999", ">=2", "<3", " t2", " tt3 t2 f1", "even", "odd", "cs", "cf<2", "s", "sd",
             "min2", "max999999", "mi-5", "kh1000dl999", "!kh2", "!pkl1", "uokh3", "f1"]
TAILS = ["", "+1", "-1000000", "*1000000", "/7", "%3", "^2", "^-1", " vs 15", " vs <=0",
         " x20", " // a note", " /* a description */", " # iniciativa", "[fuego]"]
WRAPS = ["{}", "{}k1", "{}>5", "floor(/2)", "ceil(/3)", "round(/2)", "abs()", "max(, 3)",
         "min(, 1d6)", "()", "-()", "(()*1000000)"]


@st.composite
def limit_expressions(draw: st.DrawFn) -> str:
    """An expression of every feature, its numbers at or past the limits."""
    pools = []
    for _ in range(draw(st.integers(1, 3))):
        modifiers = "".join(draw(st.lists(st.sampled_from(MODIFIERS), max_size=3)))
        pools.append(f"{draw(st.sampled_from(COUNTS))}d{draw(st.sampled_from(DICE))}{modifiers}")
    joiner = draw(st.sampled_from(["+", ", ", "*", "-", "/", "^"]))
    text = joiner.join(pools)
    for _ in range(draw(st.integers(0, 2))):
        wrap = draw(st.sampled_from(WRAPS))
        head, _, tail = wrap.partition("(") if "(" in wrap else (wrap[:1], "", wrap[1:])
        text = f"{head}({text}{tail}" if "(" in wrap else f"{head}{text}{tail}"
    return text + draw(st.sampled_from(TAILS))


def _answers(argv: tuple[str, ...], home: Path) -> tuple[int, str, str]:
    started = time.perf_counter()
    code, out, err = run_cli(*argv, home=home)
    assert code in (0, 2), (argv, code, err)
    assert time.perf_counter() - started < HANG_GUARD, argv  # a blow-up guard, no speed goal
    if code == 2:
        assert err.count("\n") == 1, err  # one line for the player
        assert "Traceback" not in err
    return code, out, err


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(text=limit_expressions())
def test_every_form_at_its_limits_rolls_or_is_refused_in_one_line(text: str,
                                                                   tmp_path: Path) -> None:
    for argv in (("roll", text), ("odds", text), ("--json", "odds", text),
                 ("--json", "roll", text)):
        code, out, _ = _answers(argv, tmp_path)
        if argv[0] == "--json":
            data = json.loads(out)
            assert ("error" in data) == (code == 2)


def test_the_longest_lines_and_deepest_nesting_are_refused_in_one_line(tmp_path: Path) -> None:
    for text in ("(" * 99 + "1d6" + ")" * 98, "-" * 150 + "1d6", "1" * (MAX_LENGTH + 1),
                 f"{MAX_NUMBER + 1}", "9" * 150, "floor(" * 33 + "1" + ")" * 33,
                 "{" * 40 + "1d6" + "}" * 40, "1d6^" * 40 + "2"):
        for argv in (("roll", text), ("--json", "odds", text)):
            code, _, err = _answers(("--lang", "en", *argv), tmp_path)
            assert code == 2
            assert "Column" in err or "long" in err


def test_acceptance_json_odds_of_a_reroll_pool_past_the_digit_limit(tmp_path: Path) -> None:
    code, out, err = run_cli("--json", "odds", "60d6r5", home=tmp_path)
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data["expression"] == "60d6r=5"
    longest = max(len(chance) for chance in data["distribution"].values())
    assert longest > 4300  # Python's own limit on writing integers: passed, exactly
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)  # to read them back here
    try:
        assert sum(Fraction(chance) for chance in data["distribution"].values()) \
            + Fraction(data["beyond"]) == 1
    finally:
        sys.set_int_max_str_digits(limit)


def test_odds_too_long_to_write_exactly_say_so_in_one_line(tmp_path: Path) -> None:
    code, out, err = run_cli("--lang", "en", "--json", "odds", "100d6r5", home=tmp_path)
    assert code == 2
    assert "too long to write out as fractions" in err
    assert json.loads(out)["key"] == "dice.odds.too_long_exact"
    code, out, _ = run_cli("--lang", "en", "odds", "100d6r5", home=tmp_path)
    assert code == 0 and "≈" in out  # without --json: rounded


def test_totals_spread_far_apart_are_kept_alone_and_too_many_refused(tmp_path: Path) -> None:
    code, out, _ = _answers(("--lang", "en", "odds", "1d1000*1000000"), tmp_path)
    assert code == 0 and "1000 totals grouped" in out  # a billion apart: only these kept
    code, out, _ = _answers(("--lang", "en", "--json", "odds", "3d20^4"), tmp_path)
    assert code == 0 and len(json.loads(out)["distribution"]) == 58
    text = "(1d1000*1000000+1d1000)*(1d1000*1000000+1d1000)"
    code, _, err = _answers(("--lang", "en", "odds", text), tmp_path)
    assert code == 2 and "would take too long" in err
    code, out, _ = _answers(("--lang", "en", "roll", "1d1000*1000000", "--dice", "7"), tmp_path)
    assert code == 0 and out.strip().endswith("= 7000000")
