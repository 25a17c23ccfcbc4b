"""Adding and removing a stunt after the character is made: the refresh pays for extra ones.

The first stunts are free; each one past them costs a player character one refresh, which
never goes below its minimum; removing a paid stunt gives its refresh back. Fate points in hand
are not touched (the next refresh uses the new number).

>>> from solo.systems.fate.rules.approaches import PRESETS
>>> from solo.systems.fate.rules.character import new_fae
>>> nia = new_fae("Nia", "Ladrona", "Deudas", approaches=PRESETS["ladron"])
>>> nia = add_stunt(nia, Stunt("Sombra", "+2 al Furtivo de noche"))
>>> [s.name for s in nia.stunts], nia.refresh
(['Sombra'], 3)
"""

from __future__ import annotations

from dataclasses import replace

from solo.errors import RuleError
from solo.i18n import normalize
from solo.systems.fate.rules.character import Character, Role, Stunt
from solo.systems.fate.rules.edition import FREE_STUNTS, MIN_REFRESH

#: The most stunts one sheet holds (far past what any refresh can pay for).
MOST_STUNTS = 12


def add_stunt(sheet: Character, stunt: Stunt) -> Character:
    """`sheet` with `stunt`, its refresh lowered by one when the stunt is past the free ones.

    >>> from solo.systems.fate.rules.character import mook
    >>> from solo.systems.fate.rules.edition import Edition
    >>> bruto = mook("Bruto", Edition.FAE)
    >>> len(add_stunt(bruto, Stunt("Puño", "+2 al atacar")).stunts)
    1
    """
    if not stunt.name.strip():
        raise RuleError("fate.error.stunt_name")
    if any(normalize(s.name) == normalize(stunt.name) for s in sheet.stunts):
        raise RuleError("fate.error.stunt_taken", name=stunt.name)
    if len(sheet.stunts) >= MOST_STUNTS:
        raise RuleError("fate.error.stunts_max", most=MOST_STUNTS)
    cost = 1 if sheet.role is Role.PC and len(sheet.stunts) >= FREE_STUNTS else 0
    if cost and sheet.refresh - cost < MIN_REFRESH:
        raise RuleError("fate.error.too_many_stunts", minimum=MIN_REFRESH)
    return replace(sheet, stunts=(*sheet.stunts, stunt), refresh=sheet.refresh - cost)


def remove_stunt(sheet: Character, name: str) -> tuple[Character, Stunt]:
    """`sheet` without the stunt called `name` (a paid one gives its refresh back), and it.

    >>> from solo.systems.fate.rules.character import mook
    >>> from solo.systems.fate.rules.edition import Edition
    >>> bruto = add_stunt(mook("Bruto", Edition.FAE), Stunt("Puño", "+2 al atacar"))
    >>> after, gone = remove_stunt(bruto, "puño")
    >>> after.stunts, gone.name
    ((), 'Puño')
    """
    found = next((s for s in sheet.stunts if normalize(s.name) == normalize(name)), None)
    if found is None:
        raise RuleError("fate.error.unknown_stunt", value=name,
                        known=", ".join(s.name for s in sheet.stunts) or "—")
    back = 1 if sheet.role is Role.PC and len(sheet.stunts) > FREE_STUNTS else 0
    kept = tuple(s for s in sheet.stunts if s is not found)
    return replace(sheet, stunts=kept, refresh=sheet.refresh + back), found
