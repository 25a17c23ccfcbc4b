"""Write Tricube results as Lonelog lines, in the language in use.

>>> from solo.i18n import use_language
>>> from solo.systems.tricube.rules.challenge import resolve
>>> with use_language("es"):
...     roll_text(resolve((3, 4), 5, karma=True), perk="piromancia")
'd: -1 Karma (piromancia) 2d6>=4=1 (3 4) -> Éxito (aciertos: 1)'
"""

from __future__ import annotations

from solo.i18n import t
from solo.journal.entry import action, consequence, faces_shown, outcome, roll_line, tag
from solo.systems.tricube.procedures.names import (
    FOE_TRAIT_NAME,
    OUTCOME_NAME,
    REWARD_NAME,
    TRAIT_NAME,
    VERDICT_NAME,
)
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.challenge import ChallengeResult, QuirkReward, is_hit
from solo.systems.tricube.rules.character import Affliction, Character
from solo.systems.tricube.rules.effort import EffortTracker
from solo.systems.tricube.rules.opposed import OpposedResult
from solo.text import signed


def outcome_text(result: ChallengeResult, lang: str | None = None) -> str:
    """`Éxito (aciertos: 1)`."""
    return t("tricube.journal.outcome", lang,
             outcome=t(OUTCOME_NAME[result.outcome], lang), hits=result.hits)


def roll_text(result: ChallengeResult, *, quirk: str = "", perk: str = "",
              lang: str | None = None, foe: str = "", ally: str = "") -> str:
    """`d: [+1 Bruja] [+1 defecto (…)] [-1 Karma (…)] 3d6>=D=HITS (5 3 2) -> outcome`: the
    dice add-on's pool, each die at the difficulty (as the foe, the quirk and Karma leave it)
    a hit.

    A quirk or perk nobody named (a roll with no sheet) is written without parentheses;
    `foe` names the foe whose traits and level moved the difficulty (`result.foe`); `ally`
    the character who paid the Karma when the roller did not.
    """
    foe_part = ([t("tricube.journal.foe", lang, step=signed(result.foe), name=foe)]
                if result.foe else [])
    parts = [*foe_part,
             *modifier_texts(result.quirk, quirk, result.karma and not ally, perk, lang),
             *([t("tricube.journal.karma_ally", lang, name=ally, perk=perk or "—")]
               if result.karma and ally else [])]
    return roll_line(pool(result.faces, result.difficulty, result.hits), result.hits,
                     faces=faces_shown(result.faces), label=" ".join(parts),
                     outcome=outcome_text(result, lang))


def pool(faces: tuple[int, ...], difficulty: int, hits: int) -> str:
    """The dice add-on's pool that counts the hits: `3d6>=5`; when the rules count no hit
    where the dice would (a critical failure, all ones, at difficulty 1), its ones count
    against, `2d6>=1f=1`.

    >>> pool((5, 2, 6), 5, 2), pool((1, 1), 1, 0)
    ('3d6>=5', '2d6>=1f=1')
    """
    compare = ">=" if settings.HIT_AT_OR_ABOVE else ">"
    text = f"{len(faces)}d6{compare}{difficulty}"
    if hits == 0 and any(is_hit(face, difficulty) for face in faces):
        text += "f=1"
    return text


def modifier_texts(quirk: bool, quirk_name: str, karma: bool, perk: str,
                   lang: str | None = None) -> list[str]:
    """`+1 defecto (curiosa)`, `-1 Karma (ganzúas)`; without a name, `+1 defecto`, `-1 Karma`.

    >>> from solo.i18n import use_language
    >>> with use_language("es"):
    ...     modifier_texts(True, "", True, "ganzúas")
    ['+1 defecto', '-1 Karma (ganzúas)']
    """
    parts = []
    if quirk:
        parts.append(t("tricube.journal.quirk", lang, quirk=quirk_name) if quirk_name
                     else t("tricube.journal.quirk_unnamed", lang))
    if karma:
        parts.append(t("tricube.journal.karma", lang, perk=perk) if perk
                     else t("tricube.journal.karma_unnamed", lang))
    return parts


def affliction_text(affliction: Affliction, lang: str | None = None, who: str = "") -> str:
    """`Derrotado: brazo roto (permanente)`, or `Nia, derrotado: …` when `who` is named."""
    kind = t("tricube.word.permanent" if affliction.permanent else "tricube.word.temporary", lang)
    key = "tricube.journal.defeated_named" if who else "tricube.journal.defeated"
    return consequence(t(key, lang, affliction=affliction.name, kind=kind, name=who))


def added_text(who: str, affliction: Affliction, lang: str | None = None) -> str:
    """`=> Nia sufre una aflicción: pierna rota (temporal)` (one added by hand, no defeat)."""
    kind = t("tricube.word.permanent" if affliction.permanent else "tricube.word.temporary", lang)
    return consequence(t("tricube.journal.affliction_added", lang, name=who,
                         affliction=affliction.name, kind=kind))


def healed_text(who: str, affliction: Affliction, lang: str | None = None, *,
                cured: bool) -> str:
    """`=> Nia cura pierna rota con Karma` or `=> Nia se recupera de pierna rota`."""
    key = "tricube.journal.affliction_cured" if cured else "tricube.journal.affliction_recovered"
    return consequence(t(key, lang, name=who, affliction=affliction.name))


def reward_text(reward: QuirkReward, lang: str | None = None, who: str = "") -> str:
    """`=> Recupera 1 de Karma por el defecto` (`=> Nia recupera …` when `who` is named)."""
    key = "tricube.journal.reward_named" if who else "tricube.journal.reward"
    return consequence(t(key, lang, reward=t(REWARD_NAME[reward], lang), name=who))


def cost_text(cost: int, lang: str | None = None, who: str = "") -> str:
    """`=> Pierde 2 de Resolución` (`=> Nia pierde …` when `who` is named)."""
    key = "tricube.journal.cost_named" if who else "tricube.journal.cost"
    return consequence(t(key, lang, cost=cost, name=who))


def versus_lines(names: tuple[str, str], result: OpposedResult, lang: str | None = None, *,
                 action_text: str = "", quirks: tuple[str, str] = ("", ""),
                 perks: tuple[str, str] = ("", "")) -> list[str]:
    """`@ A vs B[: action]`, one `d:` line per side (`d: A [quirk] [Karma] 2d6>=D=HITS (faces)`,
    its difficulty the other side's highest die) and `-> verdict`."""
    head = f"{names[0]} vs {names[1]}" + (f": {action_text}" if action_text else "")
    lines = [action(head)]
    sides = result.sides
    for index, (name, side) in enumerate(zip(names, sides, strict=True)):
        parts = [name, *modifier_texts(side.quirk, quirks[index], side.karma, perks[index], lang)]
        lines.append(roll_line(pool(side.faces, side.difficulty, side.hits), side.hits,
                               faces=faces_shown(side.faces), label=" ".join(parts),
                               outcome=t(OUTCOME_NAME[side.outcome], lang)))
    lines.append(outcome(t(VERDICT_NAME[result.verdict], lang,
                           first=names[0], second=names[1])))
    return lines


def retired_text(who: str, lang: str | None = None) -> str:
    """`=> Nia se retira: más de 3 aflicciones`."""
    return consequence(t("tricube.journal.retired", lang, name=who))


def effort_text(tracker: EffortTracker, lang: str | None = None) -> str:
    """`=> Esqueletos: quedan 0/2 fichas`."""
    return consequence(t("tricube.journal.effort", lang, name=tracker.name,
                         remaining=tracker.remaining, tokens=tracker.tokens))


def foe_text(tracker: EffortTracker, lang: str | None = None) -> str:
    """`=> Bruja: nivel 2; ágil, débil` for a foe (its level and traits), else nothing."""
    if tracker.level is None:
        return ""
    traits = ", ".join(t(FOE_TRAIT_NAME[trait], lang) for trait in tracker.traits)
    key = "tricube.journal.foe_traits" if traits else "tricube.journal.foe_level"
    return consequence(t(key, lang, name=tracker.name, level=tracker.level, traits=traits))


def dropped_text(tracker: EffortTracker, lang: str | None = None) -> str:
    """`=> Esqueletos: fuera de juego (quedaban 1/2 fichas)`."""
    return consequence(t("tricube.journal.effort_dropped", lang, name=tracker.name,
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
                  trait=t(TRAIT_NAME[character.trait], lang),
                  concept=character.concept)
    return tag("PC", character.name, archetype,
               *(t("tricube.journal.perk", lang, perk=p) for p in character.perks),
               *(t("tricube.journal.quirk_tag", lang, quirk=q) for q in character.quirks),
               f"{t('tricube.word.karma', lang)} {character.karma}",
               f"{t('tricube.word.resolve', lang)} {character.resolve}")
