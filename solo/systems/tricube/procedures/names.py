"""The catalog key that names each value of Tricube's outcomes, verdicts, rewards and traits.

Lookup tables, so that every key is written once, literally: `t(OUTCOME_NAME[outcome])`.

>>> from solo.i18n import t
>>> t(OUTCOME_NAME[Outcome.CRITICAL_FAILURE], "en"), t(TRAIT_NAME[Trait.CRAFTY], "es")
('Critical failure', 'astuto')
"""

from __future__ import annotations

from collections.abc import Mapping

from solo.systems.tricube.rules.challenge import Outcome, QuirkReward
from solo.systems.tricube.rules.dice import Trait
from solo.systems.tricube.rules.foes import FoeTrait
from solo.systems.tricube.rules.opposed import Verdict

OUTCOME_NAME: Mapping[Outcome, str] = {
    Outcome.EXCEPTIONAL: "tricube.outcome.exceptional",
    Outcome.SUCCESS: "tricube.outcome.success",
    Outcome.FAILURE: "tricube.outcome.failure",
    Outcome.CRITICAL_FAILURE: "tricube.outcome.critical_failure",
}
# A verdict's text names the sides: `t(VERDICT_NAME[verdict], first=…, second=…)`.
VERDICT_NAME: Mapping[Verdict, str] = {
    Verdict.FIRST: "tricube.verdict.first",
    Verdict.SECOND: "tricube.verdict.second",
    Verdict.DRAW: "tricube.verdict.draw",
    Verdict.BOTH_CRITICAL: "tricube.verdict.both_critical",
}
REWARD_NAME: Mapping[QuirkReward, str] = {
    QuirkReward.KARMA: "tricube.reward.karma",
    QuirkReward.RESOLVE: "tricube.reward.resolve",
}
TRAIT_NAME: Mapping[Trait, str] = {
    Trait.AGILE: "tricube.trait.agile",
    Trait.BRAWNY: "tricube.trait.brawny",
    Trait.CRAFTY: "tricube.trait.crafty",
}
FOE_TRAIT_NAME: Mapping[FoeTrait, str] = {
    FoeTrait.AGILE: "tricube.foe_trait.agile",
    FoeTrait.BRAWNY: "tricube.foe_trait.brawny",
    FoeTrait.CRAFTY: "tricube.foe_trait.crafty",
    FoeTrait.CLUMSY: "tricube.foe_trait.clumsy",
    FoeTrait.WEAK: "tricube.foe_trait.weak",
    FoeTrait.STUPID: "tricube.foe_trait.stupid",
}
