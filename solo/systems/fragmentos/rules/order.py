"""Order of action in a scene: the monster, then main characters, then secondary ones.

A main character who hurries (apresurarse) acts before the monster.

>>> action_order([("Duque", Rank.MONSTER), ("Nia", Rank.MAIN), ("Cochero", Rank.SECONDARY),
...               ("Barbara", Rank.MAIN)], hurried={"Barbara"})
('Barbara', 'Duque', 'Nia', 'Cochero')
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from solo.systems.fragmentos.rules.conflict import Rank

# Lower acts first; a hurried character gets HURRIED.
RANK_ORDER: dict[Rank, int] = {Rank.MONSTER: 1, Rank.MAIN: 2, Rank.SECONDARY: 3}
HURRIED = 0


def action_order(participants: Iterable[tuple[str, Rank]],
                 hurried: Collection[str] = ()) -> tuple[str, ...]:
    """Return the names in the order they act (ties keep the order given).

    >>> action_order([("Cochero", Rank.SECONDARY), ("Duque", Rank.MONSTER)])
    ('Duque', 'Cochero')
    """
    ranked = [(HURRIED if name in hurried and rank is Rank.MAIN else RANK_ORDER[rank], i, name)
              for i, (name, rank) in enumerate(participants)]
    return tuple(name for _, _, name in sorted(ranked))
