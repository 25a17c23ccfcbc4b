"""The catalog key of each value of the Fragmentos enums: literal keys, one table per enum.

>>> OUTCOME_KEYS[Outcome.SUCCESS], OUT_KEYS[OutCause.MADNESS]
('frag.outcome.success', 'frag.out.madness')
"""

from __future__ import annotations

from solo.systems.fragmentos.rules.conflict import Rank, Winner
from solo.systems.fragmentos.rules.reto import Outcome
from solo.systems.fragmentos.rules.sheet import Characteristic, OutCause

OUTCOME_KEYS: dict[Outcome, str] = {
    Outcome.SUCCESS: "frag.outcome.success",
    Outcome.FAILURE: "frag.outcome.failure",
}
WINNER_KEYS: dict[Winner, str] = {
    Winner.CHARACTER: "frag.winner.character",
    Winner.OPPONENT: "frag.winner.opponent",
}
OUT_KEYS: dict[OutCause, str] = {
    OutCause.MAIMED: "frag.out.maimed",
    OutCause.CATATONIA: "frag.out.catatonia",
    OutCause.MADNESS: "frag.out.madness",
}
CHARACTERISTIC_KEYS: dict[Characteristic, str] = {
    Characteristic.ACTION: "frag.characteristic.action",
    Characteristic.INTERACTION: "frag.characteristic.interaction",
    Characteristic.COGNITION: "frag.characteristic.cognition",
}
CHARACTERISTIC_WORDS: dict[Characteristic, str] = {
    Characteristic.ACTION: "frag.word.action",
    Characteristic.INTERACTION: "frag.word.interaction",
    Characteristic.COGNITION: "frag.word.cognition",
}
"""The words a player may type for each characteristic (`|`-separated in the catalogs)."""
RANK_KEYS: dict[Rank, str] = {
    Rank.MAIN: "frag.rank.main",
    Rank.SECONDARY: "frag.rank.secondary",
    Rank.MONSTER: "frag.rank.monster",
}
