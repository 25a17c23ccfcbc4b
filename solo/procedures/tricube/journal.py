"""Write Tricube results as Lonelog lines, in the language in use.

>>> from solo.i18n import use_language
>>> from solo.rules.tricube.challenge import resolve
>>> with use_language("es"):
...     roll_text(resolve((3, 4), 5, karma=True), perk="piromancia")
'd: 2d6=3,4 vs 5 -1 Karma (piromancia) = 4 -> Éxito (aciertos: 1)'
"""

from __future__ import annotations

from solo.i18n import t
from solo.journal.entry import consequence, roll_line, tag
from solo.rules.tricube.challenge import ChallengeResult
from solo.rules.tricube.character import Affliction, Character
from solo.rules.tricube.effort import EffortTracker


def outcome_text(result: ChallengeResult, lang: str | None = None) -> str:
    """`Éxito (aciertos: 1)`."""
    return t("tricube.journal.outcome", lang,
             outcome=t(f"tricube.outcome.{result.outcome.value}", lang), hits=result.hits)


def roll_text(result: ChallengeResult, *, quirk: str = "", perk: str = "",
              lang: str | None = None) -> str:
    """`d: 3d6=5,3,2 vs 5 [+1 defecto (…)] [-1 Karma (…)] = D -> outcome`."""
    parts = [t("tricube.journal.vs", lang, difficulty=result.base_difficulty)]
    if result.quirk:
        parts.append(t("tricube.journal.quirk", lang, quirk=quirk or "?"))
    if result.karma:
        parts.append(t("tricube.journal.karma", lang, perk=perk or "?"))
    total = str(result.difficulty) if result.difficulty != result.base_difficulty else None
    return roll_line(f"{len(result.faces)}d6", ",".join(map(str, result.faces)),
                     " ".join(parts), total, outcome_text(result, lang))


def affliction_text(affliction: Affliction, lang: str | None = None) -> str:
    """`Derrotado: brazo roto (permanente)`."""
    kind = t("tricube.word.permanent" if affliction.permanent else "tricube.word.temporary", lang)
    return consequence(t("tricube.journal.defeated", lang, affliction=affliction.name, kind=kind))


def effort_text(tracker: EffortTracker, lang: str | None = None) -> str:
    """`=> Esqueletos: quedan 0/2 fichas`."""
    return consequence(t("tricube.journal.effort", lang, name=tracker.name,
                         remaining=tracker.remaining, tokens=tracker.tokens))


def character_tag(character: Character, lang: str | None = None) -> str:
    """`[PC:Nia|Karma 2|Resolución 3]`, with afflictions when there are any."""
    return tag("PC", character.name,
               f"{t('tricube.word.karma', lang)} {character.karma}",
               f"{t('tricube.word.resolve', lang)} {character.resolve}",
               *(a.name for a in character.afflictions))


def creation_tag(character: Character, lang: str | None = None) -> str:
    """`[PC:Nia|ágil ladrona|Ventaja: …|Defecto: …|Karma 3|Resolución 3]`."""
    archetype = t("tricube.journal.character", lang,
                  trait=t(f"tricube.trait.{character.trait.value}", lang),
                  concept=character.concept)
    return tag("PC", character.name, archetype,
               *(t("tricube.journal.perk", lang, perk=p) for p in character.perks),
               *(t("tricube.journal.quirk_tag", lang, quirk=q) for q in character.quirks),
               f"{t('tricube.word.karma', lang)} {character.karma}",
               f"{t('tricube.word.resolve', lang)} {character.resolve}")
