"""Every cell of the actions × outcomes table, for both editions."""

from __future__ import annotations

import pytest

from solo.i18n import t
from solo.systems.fate.rules.actions import Action, Cost, Option, Target, effect_of
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.outcomes import Outcome

FAE, FC = Edition.FAE, Edition.CONDENSED
OV, A, K, D = Action.OVERCOME, Action.ATTACK, Action.ADVANTAGE, Action.DEFEND
NEW, DISC, KNOWN = Target.NEW, Target.DISCOVER, Target.KNOWN
F, T, S, W = Outcome.FAIL, Outcome.TIE, Outcome.SUCCESS, Outcome.STYLE

# (edition, action, target, outcome): (achieved, cost, free invokes, boost,
#                                      enemy free invoke, options)
CELLS = {
    # Overcome
    (FAE, OV, NEW, F): (False, Cost.NONE, 0, False, False, (Option.MAJOR_COST,)),
    (FAE, OV, NEW, T): (True, Cost.MINOR, 0, False, False, ()),
    (FAE, OV, NEW, S): (True, Cost.NONE, 0, False, False, ()),
    (FAE, OV, NEW, W): (True, Cost.NONE, 0, True, False, ()),
    (FC, OV, NEW, F): (False, Cost.NONE, 0, False, False, (Option.MAJOR_COST, Option.TAKE_HIT)),
    (FC, OV, NEW, T): (True, Cost.MINOR, 0, False, False, (Option.FAIL_WITH_BOOST,)),
    (FC, OV, NEW, S): (True, Cost.NONE, 0, False, False, ()),
    (FC, OV, NEW, W): (True, Cost.NONE, 0, True, False, ()),
    # Create an advantage: a new aspect
    (FAE, K, NEW, F): (False, Cost.NONE, 0, False, False, (Option.ASPECT_FOR_OPPONENT,)),
    (FAE, K, NEW, T): (False, Cost.NONE, 0, True, False, ()),
    (FAE, K, NEW, S): (True, Cost.NONE, 1, False, False, ()),
    (FAE, K, NEW, W): (True, Cost.NONE, 2, False, False, ()),
    (FC, K, NEW, F): (False, Cost.NONE, 0, False, False, (Option.ASPECT_FOR_OPPONENT,)),
    (FC, K, NEW, T): (False, Cost.NONE, 0, True, False, ()),
    (FC, K, NEW, S): (True, Cost.NONE, 1, False, False, ()),
    (FC, K, NEW, W): (True, Cost.NONE, 2, False, False, ()),
    # Create an advantage: discover a hidden aspect
    (FAE, K, DISC, F): (False, Cost.NONE, 0, False, False, (Option.ASPECT_FOR_OPPONENT,)),
    (FAE, K, DISC, T): (True, Cost.NONE, 1, False, False, ()),
    (FAE, K, DISC, S): (True, Cost.NONE, 1, False, False, ()),
    (FAE, K, DISC, W): (True, Cost.NONE, 2, False, False, ()),
    (FC, K, DISC, F): (False, Cost.NONE, 0, False, True, ()),
    (FC, K, DISC, T): (False, Cost.NONE, 0, True, False, ()),
    (FC, K, DISC, S): (True, Cost.NONE, 1, False, False, ()),
    (FC, K, DISC, W): (True, Cost.NONE, 2, False, False, ()),
    # Create an advantage on a known aspect
    (FAE, K, KNOWN, F): (False, Cost.NONE, 0, False, False, ()),
    (FAE, K, KNOWN, T): (True, Cost.NONE, 1, False, False, ()),
    (FAE, K, KNOWN, S): (True, Cost.NONE, 1, False, False, ()),
    (FAE, K, KNOWN, W): (True, Cost.NONE, 2, False, False, ()),
    (FC, K, KNOWN, F): (False, Cost.NONE, 0, False, True, ()),
    (FC, K, KNOWN, T): (True, Cost.NONE, 1, False, False, ()),
    (FC, K, KNOWN, S): (True, Cost.NONE, 1, False, False, ()),
    (FC, K, KNOWN, W): (True, Cost.NONE, 2, False, False, ()),
    # Attack
    (FAE, A, NEW, F): (False, Cost.NONE, 0, False, False, ()),
    (FAE, A, NEW, T): (False, Cost.NONE, 0, True, False, ()),
    (FAE, A, NEW, S): (True, Cost.NONE, 0, False, False, ()),
    (FAE, A, NEW, W): (True, Cost.NONE, 0, False, False, (Option.TRADE_HIT_FOR_BOOST,)),
    (FC, A, NEW, F): (False, Cost.NONE, 0, False, False, ()),
    (FC, A, NEW, T): (False, Cost.NONE, 0, True, False, ()),
    (FC, A, NEW, S): (True, Cost.NONE, 0, False, False, ()),
    (FC, A, NEW, W): (True, Cost.NONE, 0, False, False, (Option.TRADE_HIT_FOR_BOOST,)),
    # Defend
    (FAE, D, NEW, F): (False, Cost.NONE, 0, False, False, ()),
    (FAE, D, NEW, T): (False, Cost.NONE, 0, False, False, ()),
    (FAE, D, NEW, S): (True, Cost.NONE, 0, False, False, ()),
    (FAE, D, NEW, W): (True, Cost.NONE, 0, True, False, ()),
    (FC, D, NEW, F): (False, Cost.NONE, 0, False, False, ()),
    (FC, D, NEW, T): (False, Cost.NONE, 0, False, False, ()),
    (FC, D, NEW, S): (True, Cost.NONE, 0, False, False, ()),
    (FC, D, NEW, W): (True, Cost.NONE, 0, True, False, ()),
}


@pytest.mark.parametrize("cell", list(CELLS), ids=lambda c: "-".join(str(x) for x in c))
def test_cell(cell: tuple[Edition, Action, Target, Outcome]) -> None:
    edition, action, target, outcome = cell
    effect = effect_of(edition, action, outcome, target)
    got = (effect.achieved, effect.cost, effect.free_invokes, effect.boost,
           effect.opponent_free_invoke, effect.options)
    assert got == CELLS[cell]
    assert t(effect.text, "es") != effect.text
    assert t(effect.text, "en") != effect.text


def test_table_is_complete() -> None:
    assert len(CELLS) == 2 * 6 * 4


@pytest.mark.parametrize("edition", list(Edition))
def test_attack_hits_for_the_shifts_only_when_it_lands(edition: Edition) -> None:
    assert effect_of(edition, A, S).with_shifts(2).hit == 2
    assert effect_of(edition, A, W).with_shifts(4).hit == 4
    assert effect_of(edition, A, T).with_shifts(0).hit == 0
    assert effect_of(edition, OV, S).with_shifts(2).hit == 0


@pytest.mark.parametrize("edition", list(Edition))
@pytest.mark.parametrize(("mine", "theirs"), [(F, S), (T, T), (S, F), (W, F)])
def test_defend_gives_the_attacker_the_opposite(edition: Edition, mine: Outcome,
                                                theirs: Outcome) -> None:
    assert effect_of(edition, D, mine).opponent_outcome is theirs


def test_target_is_ignored_outside_advantage() -> None:
    assert effect_of(FAE, OV, S, KNOWN) == effect_of(FAE, OV, S, NEW)


def test_editions_differ_exactly_where_the_rules_do() -> None:
    differ = {(a, tg, o) for (e, a, tg, o) in CELLS if e is FAE
              if effect_of(FAE, a, o, tg) != effect_of(FC, a, o, tg)}
    assert differ == {(OV, NEW, F), (OV, NEW, T), (K, DISC, F), (K, DISC, T), (K, KNOWN, F)}


@pytest.mark.parametrize(("text", "action"), [
    ("superar", OV), ("Overcome", OV), ("ventaja", K), ("advantage", K), ("atacar", A),
    ("attack", A), ("defender", D), ("defend", D)])
def test_action_names(text: str, action: Action) -> None:
    assert Action.parse(text) is action
