"""Ventaja/Desventaja: for every pair of faces and every AT/CD, the kept die is the rule's."""

import itertools

from solo.dice.rng import D12, ScriptedRng
from solo.systems.zodiac.rules.action import roll_action
from solo.systems.zodiac.rules.grades import RANK
from solo.systems.zodiac.rules.request import ActionRequest, Advantage

SINGLE_RANK_TS = 0  # a natural 1 still waiting for its TS PB ranks below everything


def single(face, at, cd):
    result = roll_action(ActionRequest(at=at, cd=cd), ScriptedRng([face]), ScriptedRng([6]))
    return SINGLE_RANK_TS if face == 1 else RANK[result.grade]


def test_every_pair_every_at_and_cd():
    for at, cd in itertools.product(range(-5, 8), (7, 13)):
        ranks = {face: single(face, at, cd) for face in D12.faces}
        for a, b in itertools.product(D12.faces, repeat=2):
            best = roll_action(ActionRequest(at=at, cd=cd, advantage=Advantage.DIE),
                               ScriptedRng([a, b]), ScriptedRng([6]))
            worst = roll_action(ActionRequest(at=at, cd=cd, disadvantage=True),
                                ScriptedRng([a, b]), ScriptedRng([6]))
            assert ranks[best.die] == max(ranks[a], ranks[b])
            assert ranks[worst.die] == min(ranks[a], ranks[b])
            if ranks[a] == ranks[b]:
                assert best.die == a
                assert worst.die == a
