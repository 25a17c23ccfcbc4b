"""Write Fragmentos events as Lonelog journal lines, in the journal's language.

>>> from solo.dice.rng import ScriptedRng
>>> from solo.systems.fragmentos.rules.reto import resolve_reto
>>> reto_line(resolve_reto(3, 7, ScriptedRng([2, 4, 4]), trait=2), "es", "Escala")
'd: 3d6=5 [2 4 4] +2 Escala = 7 vs 7 -> Éxito'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.i18n import t
from solo.journal.entry import consequence, roll_line, table_line, tag
from solo.systems.fragmentos.rules.character import Character, Characteristic
from solo.systems.fragmentos.rules.conflict import Conflict, Winner
from solo.systems.fragmentos.rules.harm import Harm
from solo.systems.fragmentos.rules.keys import CHARACTERISTIC_KEYS, OUTCOME_KEYS, WINNER_KEYS
from solo.systems.fragmentos.rules.pool import Pool
from solo.systems.fragmentos.rules.reto import Reto
from solo.text import signed

if TYPE_CHECKING:
    from solo.tables.pick import Draw


def faces_text(pool: Pool) -> str:
    """`[2 4 4]`.

    >>> from solo.systems.fragmentos.rules.pool import read_pool
    >>> faces_text(read_pool((1, 6)))
    '[1 6]'
    """
    return "[" + " ".join(str(f) for f in pool.faces) + "]"


def pool_parts(pool: Pool, trait_name: str = "") -> tuple[str, str, str]:
    """Return the dice, the result and the modifier of one pool for a `d:` line."""
    modifier = f"{signed(pool.trait)} {trait_name}".strip() if pool.trait else ""
    return f"{len(pool.faces)}d6", f"{pool.base} {faces_text(pool)}", modifier


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
    dice, result, modifier = pool_parts(reto.pool, trait_name)
    return roll_line(dice, result, modifier, f"{reto.total} vs {reto.difficulty}",
                     outcome_word(reto, lang))


def conflict_lines(conflict: Conflict, lang: str, name: str, vs_name: str,
                   traits: tuple[str, str] = ("", "")) -> tuple[str, ...]:
    """One `d:` line per round, both sides `vs` each other, its outcome on the line (Lonelog).

    A tied round says it is rolled again; the last names the winner. `traits` names each
    side's rasgo beside its bonus.
    """
    lines: list[str] = []
    winner = name if conflict.winner is Winner.CHARACTER else vs_name
    for number, rnd in enumerate(conflict.rounds, 1):
        sides = []
        for who, pool, trait in ((name, rnd.mine, traits[0]), (vs_name, rnd.theirs, traits[1])):
            dice, result, modifier = pool_parts(pool, trait)
            sides.append(roll_line(dice, result, modifier, str(pool.total)).removeprefix("d: ")
                         + f" ({who})")
        verdict = (t("frag.journal.tie_reroll", lang) if number < len(conflict.rounds)
                   else t(WINNER_KEYS[conflict.winner], lang, name=winner))
        lines.append(f"d: {sides[0]} vs {sides[1]} -> {verdict}")
    return tuple(lines)


def omen_line(draw: Draw, lang: str) -> str:
    """`tbl: fragmentos/presagios d36=12 -> "…"`."""
    return table_line(draw.table_id, draw.dice.removeprefix("1"), draw.value or draw.roll,
                      draw.in_language(lang))


def threat_line(before: int, after: int, lang: str) -> str:
    """`=> Amenaza 2 -> 3`."""
    return consequence(f"{t('frag.word.threat', lang)} {before} -> {after}")


def harm_line(harm: Harm, lang: str) -> str:
    """`=> Barbara: Cognición 4 -> 2` (or the protection that stopped the loss)."""
    name = t(CHARACTERISTIC_KEYS[harm.characteristic], lang)
    if harm.protected:
        return consequence(t("frag.journal.protected", lang, name=harm.character.name,
                             characteristic=name))
    return consequence(f"{harm.character.name}: {name} {harm.before} -> {harm.after}")


def superacion_line(name: str, before: int, after: int, lang: str) -> str:
    """`=> Barbara: Superación 5 -> 4`.

    >>> superacion_line("Barbara", 5, 4, "es")
    '=> Barbara: Superación 5 -> 4'
    """
    return consequence(f"{name}: {t('frag.word.superacion', lang)} {before} -> {after}")


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
    kind = {"main": "PC", "secondary": "N", "monster": "N"}[character.rank.value]
    scores = [f"{t(CHARACTERISTIC_KEYS[ch], lang)} "
              f"{character.score(ch).current}/{character.score(ch).total}"
              for ch in Characteristic]
    pool = [f"{t('frag.word.superacion', lang)} {character.superacion}"] \
        if character.rank.value != "monster" else []
    return tag(kind, character.name, *scores, *pool)
