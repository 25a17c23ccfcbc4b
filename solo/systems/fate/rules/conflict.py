"""Conflicts: sides, turn order per edition, and how the program plays an NPC's turn.

>>> from solo.systems.fate.rules.character import mook
>>> a = Fighter("Nia", "pcs", mook("Nia", Edition.FAE, good_at=("rapido",)))
>>> b = Fighter("Matón", "npcs", mook("Matón", Edition.FAE))
>>> [f.name for f in turn_order(Edition.FAE, (b, a), physical=True)]
['Nia', 'Matón']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from solo.errors import RuleError
from solo.record import record
from solo.systems.fate.rules.approaches import Approach
from solo.systems.fate.rules.aspects import Aspect, AspectKind
from solo.systems.fate.rules.character import Character, Role
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.skills import (
    MENTAL_ATTACK,
    MENTAL_DEFENSE,
    PHYSICAL_ATTACK,
    PHYSICAL_DEFENSE,
    Skill,
)

# FAE [SEED]: physical conflicts go by Quick, mental ones by Careful; ties keep the order
# given (the GM breaks them; in solo play the order the player listed) [INFERRED-H].
FAE_ORDER_APPROACH = {True: Approach.QUICK, False: Approach.CAREFUL}
# Condensed [SRC]: the first actor is chosen, then each actor picks who goes next.
CHOSEN_ORDER = {Edition.FAE: False, Edition.CONDENSED: True}


# Full defence (a Condensed optional rule [SRC]): the turn is spent guarding; every defence
# gets +2 until the fighter's next turn, and if nobody attacked it meanwhile, a boost.
FULL_DEFENSE = {Edition.FAE: False, Edition.CONDENSED: True}
FULL_DEFENSE_BONUS = 2


@record
class Fighter:
    """A participant: name, side, sheet, whether they are out of the conflict, and whether they
    are on full defence (`guarding`) and have defended since (`guarded`)."""

    name: str
    side: str
    sheet: Character
    out: bool = False
    conceded: bool = False
    consequences_taken: int = 0
    guarding: bool = False
    guarded: bool = False
    helping: bool = False     # gave up its next action to help an ally's roll

    @property
    def npc(self) -> bool:
        """Whether the program plays this fighter."""
        return self.sheet.role is not Role.PC


def turn_order(edition: Edition, fighters: Sequence[Fighter], *,
               physical: bool = True) -> tuple[Fighter, ...]:
    """FAE: highest Quick (physical) or Careful (mental) first. Condensed: as given (popcorn)."""
    if CHOSEN_ORDER[edition]:
        return tuple(fighters)
    approach = FAE_ORDER_APPROACH[physical]
    return tuple(sorted(fighters, key=lambda f: -f.sheet.approaches.get(approach, 0)))


def npc_passes_to(actor: Fighter, waiting: Sequence[Fighter]) -> Fighter:
    """Whom an NPC hands the turn to in Condensed (the GM's choice, as a small policy
    [INFERRED-M]): an ally still waiting, else the first enemy waiting; itself only when
    nobody else can go.

    >>> from solo.systems.fate.rules.character import mook
    >>> m = mook("M", Edition.CONDENSED)
    >>> orc, wolf, nia = Fighter("Orco", "npc", m), Fighter("Lobo", "npc", m), Fighter("Nia",
    ...                                                                              "pc", m)
    >>> npc_passes_to(orc, (nia, wolf)).name, npc_passes_to(orc, (orc, nia)).name
    ('Lobo', 'Nia')
    """
    others = [f for f in waiting if f.name != actor.name]
    allies = [f for f in others if f.side == actor.side]
    return (allies or others or list(waiting))[0]


def losing(fighter: Fighter) -> bool:
    """Whether an NPC the program plays is losing: it has taken a consequence in this conflict
    (mooks, without consequences, fight on until taken out)."""
    return fighter.npc and fighter.consequences_taken > 0


def concedes(fighter: Fighter, gm_roll: int) -> bool:
    """The GM's choice for a losing NPC, asked of 4dF like an oracle question [INFERRED-L,
    issue 26]: it concedes on +1 or more after one consequence, 0 or more after two, -1 or
    more after three.

    >>> from solo.systems.fate.rules.character import mook
    >>> hurt = Fighter("Orco", "npc", mook("Orco", Edition.FAE), consequences_taken=1)
    >>> concedes(hurt, 1), concedes(hurt, 0), concedes(replace(hurt, consequences_taken=2), 0)
    (True, False, True)
    """
    return losing(fighter) and gm_roll >= 2 - fighter.consequences_taken


def still_in(fighters: Sequence[Fighter]) -> tuple[Fighter, ...]:
    """Fighters neither taken out nor conceded."""
    return tuple(f for f in fighters if not f.out)


def sides_left(fighters: Sequence[Fighter]) -> tuple[str, ...]:
    """The sides that still have someone fighting, in order of first appearance.

    >>> from solo.systems.fate.rules.character import mook
    >>> m = mook("M", Edition.FAE)
    >>> sides_left([Fighter("a", "x", m), Fighter("b", "y", m, out=True)])
    ('x',)
    """
    return tuple(dict.fromkeys(f.side for f in still_in(fighters)))


def over(fighters: Sequence[Fighter]) -> bool:
    """A conflict ends when one side (or none) remains."""
    return len(sides_left(fighters)) <= 1


def best(sheet: Character, names: Sequence[str]) -> tuple[str, int]:
    """The best-rated of the approaches or skills named (for an NPC's choice)."""
    scored = [(name, sheet.rating(name)) for name in names]
    return max(scored, key=lambda pair: pair[1])


# FAE: on equal ratings an NPC picks the approach that fits the fight best (the first).
_FAE_ATTACK = {True: (Approach.FORCEFUL, Approach.QUICK, Approach.SNEAKY, Approach.FLASHY,
                      Approach.CLEVER, Approach.CAREFUL),
               False: (Approach.CLEVER, Approach.FLASHY, Approach.SNEAKY, Approach.FORCEFUL,
                       Approach.CAREFUL, Approach.QUICK)}
# A mental attack is weathered with a cool head or a quick wit: Careful or Clever [INFERRED-H,
# issue 26]; a physical one with any approach that can dodge, parry or endure it.
_FAE_DEFENSE = {True: (Approach.QUICK, Approach.CAREFUL, Approach.FORCEFUL, Approach.SNEAKY,
                       Approach.CLEVER, Approach.FLASHY),
                False: (Approach.CAREFUL, Approach.CLEVER)}
#: What a Condensed character may attack with in a conflict: Fight and Shoot hurt the body,
#: Provoke the mind; the skill decides which track the hit lands on.
ATTACK_SKILLS = (*PHYSICAL_ATTACK, *MENTAL_ATTACK)


def physical_attack(edition: Edition, using: str, physical: bool) -> bool:
    """Whether an attack made with `using` is physical: in Condensed its skill says (Provoke
    is mental, Fight and Shoot physical); in FAE, and for any other skill, the conflict's kind.

    >>> physical_attack(Edition.CONDENSED, "provoke", True), physical_attack(Edition.FAE,
    ...                                                                       "clever", True)
    (False, True)
    """
    if edition is Edition.CONDENSED and using in {s.value for s in ATTACK_SKILLS}:
        return using not in {s.value for s in MENTAL_ATTACK}
    return physical


def attack_choice(sheet: Character, *, physical: bool = True) -> tuple[str, int]:
    """How the program attacks with an NPC: its best approach, or its best attack skill.

    >>> from solo.systems.fate.rules.character import mook
    >>> attack_choice(mook("Matón", Edition.FAE)), defense_choice(mook("Matón", Edition.FAE))
    (('forceful', 0), ('quick', 0))
    """
    if sheet.edition is Edition.FAE:
        return best(sheet, [a.value for a in _FAE_ATTACK[physical]])
    return best(sheet, [s.value for s in (PHYSICAL_ATTACK if physical else MENTAL_ATTACK)])


def defense_choice(sheet: Character, *, physical: bool = True) -> tuple[str, int]:
    """How the program defends with an NPC: best approach, or Athletics/Fight or Will."""
    if sheet.edition is Edition.FAE:
        return best(sheet, [a.value for a in _FAE_DEFENSE[physical]])
    return best(sheet, [s.value for s in (PHYSICAL_DEFENSE if physical else MENTAL_DEFENSE)])


def defense_names(edition: Edition, *, physical: bool = True) -> tuple[str, ...]:
    """What a PC may defend with: any approach (FAE) or the defend skills (Condensed)."""
    if edition is Edition.FAE:
        return tuple(a.value for a in Approach)
    skills: tuple[Skill, ...] = PHYSICAL_DEFENSE if physical else MENTAL_DEFENSE
    return tuple(s.value for s in skills)


def attack_names(edition: Edition, *, physical: bool = True) -> tuple[str, ...]:
    """What may attack: any approach (FAE) or the attack skills (Condensed).

    >>> attack_names(Edition.CONDENSED, physical=False)
    ('provoke',)
    """
    if edition is Edition.FAE:
        return tuple(a.value for a in Approach)
    skills: tuple[Skill, ...] = PHYSICAL_ATTACK if physical else MENTAL_ATTACK
    return tuple(s.value for s in skills)


def first_target(fighters: Sequence[Fighter], actor: Fighter) -> Fighter:
    """The enemy an NPC goes for: the first one still in on another side."""
    found = next((f for f in still_in(fighters) if f.side != actor.side), None)
    if found is None:
        raise RuleError("fate.error.no_target")
    return found


def update(fighters: Sequence[Fighter], changed: Fighter) -> tuple[Fighter, ...]:
    """Replace the fighter of the same name."""
    return tuple(changed if f.name == changed.name else f for f in fighters)


def knock_out(fighter: Fighter, *, conceded: bool = False) -> Fighter:
    """Take a fighter out of the conflict (taken out, or by concession)."""
    return replace(fighter, out=True, conceded=conceded)


def line_up(pcs: Sequence[Character], enemies: Sequence[Character], *, pc_side: str,
            npc_side: str) -> tuple[Fighter, ...]:
    """The fighters of a conflict: the PCs on one side, the enemies on the other, none on both.

    >>> from solo.systems.fate.rules.character import mook
    >>> [f.side for f in line_up([mook("Nia", Edition.FAE)], [mook("Orco", Edition.FAE)],
    ...                          pc_side="PJ", npc_side="PNJ")]
    ['PJ', 'PNJ']
    """
    if any(e.name in {p.name for p in pcs} for e in enemies):
        raise RuleError("fate.error.same_side")
    return (*(Fighter(p.name, pc_side, p) for p in pcs),
            *(Fighter(e.name, npc_side, e) for e in enemies))


def settle_consequences(sheets: Sequence[Character], aspects: Sequence[Aspect]
                        ) -> tuple[tuple[Character, ...], tuple[Aspect, ...]]:
    """Put the consequences a conflict listed in the scene back on their owners' sheets.

    A consequence lives on its sheet (with who holds its free invokes), so the scene's list
    does not show it a second time.

    >>> from solo.systems.fate.rules.edition import Edition
    >>> from solo.systems.fate.rules.consequences import Severity, Slot
    >>> hurt = Character("Matón", Edition.FAE, role=Role.NPC,
    ...                  consequences=(Slot(Severity.MILD, "Ojo morado", 1),))
    >>> rib = Aspect("Ojo morado", AspectKind.CONSEQUENCE, 0, "Matón", "Nia")
    >>> sheets, scene = settle_consequences((hurt,), (rib, Aspect("Humo", AspectKind.SITUATION)))
    >>> [a.name for a in scene], sheets[0].consequences[0].holder
    (['Humo'], 'Nia')
    """
    settled = list(sheets)
    kept: list[Aspect] = []
    for aspect in aspects:
        index = next((i for i, c in enumerate(settled) if aspect.kind is AspectKind.CONSEQUENCE
                      and c.name == aspect.owner
                      and any(s.aspect == aspect.name for s in c.consequences)), None)
        if index is None:
            kept.append(aspect)
            continue
        sheet = settled[index]
        settled[index] = replace(sheet, consequences=tuple(
            replace(s, free_invokes=aspect.free_invokes, holder=aspect.holder)
            if s.aspect == aspect.name else s for s in sheet.consequences))
    return tuple(settled), tuple(kept)
