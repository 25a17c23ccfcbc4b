"""Write Fragmentos events as Lonelog journal lines, in the journal's language.

>>> from solo.dice.rng import ScriptedRng
>>> from solo.systems.fragmentos.rules.reto import resolve_reto
>>> reto_line(resolve_reto(3, 7, ScriptedRng([2, 4, 4]), trait=2), "es", "Escala")
'd: Escala 3d6kh1+1+2=7 (2 4 4) vs TN 7 -> Éxito'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.i18n import t
from solo.journal.entry import (
    consequence,
    expression,
    faces_shown,
    meta,
    roll_line,
    table_line,
    tag,
)
from solo.systems.fragmentos.rules.character import Character, Characteristic
from solo.systems.fragmentos.rules.conflict import Conflict, Winner
from solo.systems.fragmentos.rules.harm import Harm
from solo.systems.fragmentos.rules.keys import CHARACTERISTIC_KEYS, OUTCOME_KEYS, WINNER_KEYS
from solo.systems.fragmentos.rules.pool import Pool
from solo.systems.fragmentos.rules.reto import Reto

if TYPE_CHECKING:
    from solo.tables.pick import Draw


def pool_expression(pool: Pool) -> str:
    """A pool as the dice add-on writes it: the highest die kept, `+1` per other die showing
    it (the repeats, as a number), then the rasgo.

    >>> from solo.systems.fragmentos.rules.pool import read_pool
    >>> pool_expression(read_pool((2, 4, 4), trait=2)), pool_expression(read_pool((1, 6)))
    ('3d6kh1+1+2', '2d6kh1')
    """
    return expression(f"{len(pool.faces)}d6kh1", pool.base - max(pool.faces), pool.trait)


def outcome_word(reto: Reto, lang: str) -> str:
    """`Éxito`, `Fracaso (peligroso)`, `Éxito (forzado)`..."""
    word = t(OUTCOME_KEYS[reto.outcome], lang)
    notes = [t(key, lang) for key, on in (("frag.word.forced", reto.forced),
                                          ("frag.word.dangerous", reto.dangerous)) if on]
    return word + (f" ({', '.join(notes)})" if notes else "")


def reto_line(reto: Reto, lang: str, trait_name: str = "") -> str:
    """The `d:` line of a reto (a retry without superación says so)."""
    if reto.pool is None:
        return consequence(t("frag.journal.auto_failure", lang))
    return roll_line(pool_expression(reto.pool), reto.total, faces=faces_shown(reto.pool.faces),
                     label=trait_name if reto.pool.trait else "", target=reto.difficulty,
                     outcome=outcome_word(reto, lang))


def conflict_lines(conflict: Conflict, lang: str, name: str, vs_name: str,
                   traits: tuple[str, str] = ("", "")) -> tuple[str, ...]:
    """Two `d:` lines per round: the rival's pool (`-> oposición N`), then the character's
    against it as its target number, the round's verdict as its outcome (Lonelog §9.3.1's
    contested roll, one roll a line).

    A tied round says it is rolled again; the last names the winner. `traits` names each
    side's rasgo beside its bonus.
    """
    lines: list[str] = []
    winner = name if conflict.winner is Winner.CHARACTER else vs_name
    for number, rnd in enumerate(conflict.rounds, 1):
        verdict = (t("frag.journal.tie_reroll", lang) if number < len(conflict.rounds)
                   else t(WINNER_KEYS[conflict.winner], lang, name=winner))
        theirs, mine = rnd.theirs, rnd.mine
        lines.append(roll_line(pool_expression(theirs), theirs.total,
                               faces=faces_shown(theirs.faces),
                               label=" ".join(filter(None, (vs_name, traits[1]))),
                               outcome=t("frag.journal.opposition", lang, total=theirs.total)))
        lines.append(roll_line(pool_expression(mine), mine.total, faces=faces_shown(mine.faces),
                               label=" ".join(filter(None, (name, traits[0]))),
                               target=theirs.total, outcome=verdict))
    return tuple(lines)


def omen_line(draw: Draw, lang: str) -> str:
    """`tbl: fragmentos/presagios d36=12 -> "…"`."""
    return table_line(draw.table_id, draw.dice.removeprefix("1"), draw.value or draw.roll,
                      draw.in_language(lang))


def threat_line(before: int, after: int, lang: str) -> str:
    """`(note: Amenaza 2 → 3)`: bookkeeping, a note (Lonelog keeps `=>` for the story)."""
    return meta(f"{t('frag.word.threat', lang)} {before} → {after}")


def harm_line(harm: Harm, lang: str) -> str:
    """`=> [PC:Barbara|Cognición 4→2]`, Lonelog's explicit tag update (or the protection that
    stopped the loss)."""
    name = t(CHARACTERISTIC_KEYS[harm.characteristic], lang)
    if harm.protected:
        return consequence(t("frag.journal.protected", lang, name=harm.character.name,
                             characteristic=name))
    return consequence(tag(_kind(harm.character), harm.character.name,
                           f"{name} {harm.before}→{harm.after}"))


def superacion_line(name: str, before: int, after: int, lang: str) -> str:
    """`[PC:Barbara|Superación 5→4]`.

    >>> superacion_line("Barbara", 5, 4, "es")
    '[PC:Barbara|Superación 5→4]'
    """
    return tag("PC", name, f"{t('frag.word.superacion', lang)} {before}→{after}")


def spending_lines(before: Character | None, after: Character | None, threat_before: int,
                   threat_after: int, lang: str) -> tuple[str, ...]:
    """The lines of a point spent: whose superación and the amenaza, each only if it moved."""
    lines = []
    if before is not None and after is not None and before.superacion != after.superacion:
        lines.append(superacion_line(after.name, before.superacion, after.superacion, lang))
    if threat_before != threat_after:
        lines.append(threat_line(threat_before, threat_after, lang))
    return tuple(lines)


def forced_line(word: str) -> str:
    """`-> Éxito (forzado)`: the outcome a cualidad forced, on the dice already journaled.

    >>> forced_line("Éxito (forzado)")
    '-> Éxito (forzado)'
    """
    return f"-> {word}"


def sheet_tag(character: Character, lang: str) -> str:
    """`[PC:Barbara|Acción 3/3|Interacción 2/2|Cognición 2/4|Superación 5]`."""
    kind = _kind(character)
    scores = [f"{t(CHARACTERISTIC_KEYS[ch], lang)} "
              f"{character.score(ch).current}/{character.score(ch).total}"
              for ch in Characteristic]
    pool = [f"{t('frag.word.superacion', lang)} {character.superacion}"] \
        if character.rank.value != "monster" else []
    return tag(kind, character.name, *scores, *pool)


def _kind(character: Character) -> str:
    """`PC` for the main character, `N` for the others."""
    return {"main": "PC", "secondary": "N", "monster": "N"}[character.rank.value]
