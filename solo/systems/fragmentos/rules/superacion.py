"""Spend and gain superación: every use of the pool, and where each spent point goes.

A point a player spends becomes amenaza unless it goes to another main
character who was harmed by one of their own cualidades.

>>> from solo.systems.fragmentos.rules.character import Characteristic as C
>>> nia = Character.new("Nia", {C.ACTION: 3, C.INTERACTION: 3, C.COGNITION: 3})
>>> done = spend(nia, 2, Use.HURRY)
>>> done.character.superacion, done.threat
(4, 3)
"""

from __future__ import annotations

import dataclasses
import enum

from solo.errors import RuleError
from solo.i18n import normalize, t
from solo.record import record
from solo.systems.fragmentos.rules.character import Character, Characteristic
from solo.systems.fragmentos.rules.conflict import Rank
from solo.systems.fragmentos.rules.keys import CHARACTERISTIC_KEYS
from solo.systems.fragmentos.rules.settings import OWN_QUALITY_POINT_TO_THREAT, REST_EACH, REST_ONE
from solo.systems.fragmentos.rules.threat import (
    check_threat,
    raise_threat,
    script_protection_allowed,
    spend_threat,
)


class Use(enum.StrEnum):
    """What a point of superación buys."""

    RETRY = "retry"
    SCRIPT_PROTECTION = "script_protection"
    ACTIVATE_QUALITY = "activate_quality"
    SUPERNATURAL_TRAIT = "supernatural_trait"
    FULL_STRENGTH = "full_strength"
    REST = "rest"
    HURRY = "hurry"


@record
class Spent:
    """The sheets and the threat after a use; `receiver` got the point instead of the amenaza."""

    use: Use
    character: Character
    threat: int
    receiver: Character | None = None
    crossed_out: str | None = None


def spend(character: Character, threat: int, use: Use, *,
          receiver: Character | None = None) -> Spent:
    """Spend one superación of `character` (a monster's comes out of the amenaza)."""
    check_threat(threat)
    if character.rank is Rank.MONSTER:
        return Spent(use, character, spend_threat(threat))
    if character.superacion < 1:
        raise RuleError("frag.error.no_superacion", name=character.name)
    paid = character.with_superacion(character.superacion - 1)
    if receiver is not None:
        return Spent(use, paid, threat, receiver.with_superacion(receiver.superacion + 1))
    return Spent(use, paid, raise_threat(threat))


def protect(character: Character, threat: int) -> Spent:
    """Spend a point to ignore the loss of a dangerous roll (not for main characters at 8+).

    >>> from solo.systems.fragmentos.rules.character import Characteristic as C
    >>> nia = Character.new("Nia", {C.ACTION: 3, C.INTERACTION: 3, C.COGNITION: 3})
    >>> protect(nia, 7).character.superacion
    4
    """
    if not script_protection_allowed(threat, character.rank):
        raise RuleError("frag.error.no_protection", name=character.name, level=threat)
    return spend(character, threat, Use.SCRIPT_PROTECTION)


def _find_quality(owner: Character, quality: str) -> str:
    found = next((q for q in owner.qualities.all if normalize(q) == normalize(quality)), None)
    if found is None:
        raise RuleError("frag.error.quality_unknown", name=quality)
    if found in owner.qualities.crossed_out:
        raise RuleError("frag.error.quality_crossed", name=found)
    return found


def activate_quality(activator: Character, threat: int, quality: str,
                     owner: Character | None = None, *, harms_owner: bool = False) -> Spent:
    """Activate a cualidad (force an outcome, add an element or an object) for one point.

    `owner` is the sheet the cualidad is on (the activator's own, another character's,
    or None for one of the scene's). The point goes to another main character when it
    harms them, otherwise to the amenaza; with no superación left a player may cross
    out one of their own cualidades instead.
    """
    own = owner is not None and owner.name == activator.name
    if owner is not None and owner.qualities.all:
        _find_quality(owner, quality)
    if own and activator.superacion < 1 and activator.rank is not Rank.MONSTER:
        crossed = cross_out(activator, quality)
        return Spent(Use.ACTIVATE_QUALITY, crossed, threat,
                     crossed_out=_find_quality(activator, quality))
    if own and not OWN_QUALITY_POINT_TO_THREAT:
        return dataclasses.replace(spend(activator, threat, Use.ACTIVATE_QUALITY),
                                   threat=threat)
    to_owner = (owner is not None and not own and harms_owner and owner.rank is Rank.MAIN)
    return spend(activator, threat, Use.ACTIVATE_QUALITY, receiver=owner if to_owner else None)


def cross_out(character: Character, quality: str) -> Character:
    """Return the sheet with one of its own cualidades crossed out (only at 0 superación)."""
    if character.superacion > 0:
        raise RuleError("frag.error.cross_out_with_points", points=character.superacion)
    found = _find_quality(character, quality)
    qualities = dataclasses.replace(character.qualities,
                                    crossed_out=character.qualities.crossed_out | {found})
    return dataclasses.replace(character, qualities=qualities)


def use_supernatural(character: Character, threat: int, trait: str) -> Spent:
    """Spend a point to use a supernatural rasgo of the sheet."""
    found = character.trait(trait)
    if found is None or not found.supernatural:
        raise RuleError("frag.error.not_supernatural", name=trait)
    return spend(character, threat, Use.SUPERNATURAL_TRAIT)


def full_strength(character: Character, threat: int) -> Spent:
    """Spend a point to roll total instead of current scores until the scene ends."""
    done = spend(character, threat, Use.FULL_STRENGTH)
    return dataclasses.replace(done, character=dataclasses.replace(done.character,
                                                                   full_strength=True))


def end_scene(character: Character) -> Character:
    """Return the sheet back to its current scores when a scene ends."""
    return dataclasses.replace(character, full_strength=False)


def rest(character: Character, threat: int, focus: Characteristic | None = None) -> Spent:
    """Spend a point on a rest: 1 back in each characteristic, or 2 in `focus`.

    >>> from solo.systems.fragmentos.rules.character import Characteristic as C
    >>> nia = Character.new("Nia", {C.ACTION: 3, C.INTERACTION: 3, C.COGNITION: 3})
    >>> rest(nia.lose(C.ACTION, 2), 0, C.ACTION).character.action
    Score(current=3, total=3)

    Nothing to recover spends nothing: a rest with the characteristic (or all three) full is
    refused before paying.
    """
    hurt = [ch for ch in ((focus,) if focus else Characteristic)
            if character.score(ch).current < character.score(ch).total]
    if not hurt and focus is not None:
        raise RuleError("frag.error.rest_full_one", name=character.name,
                        characteristic=t(CHARACTERISTIC_KEYS[focus]))
    if not hurt:
        raise RuleError("frag.error.rest_full", name=character.name)
    done = spend(character, threat, Use.REST)
    healed = done.character
    gains = {focus: REST_ONE} if focus else dict.fromkeys(Characteristic, REST_EACH)
    for ch, points in gains.items():
        healed = healed.with_score(ch, healed.score(ch).current + points)
    return dataclasses.replace(done, character=healed)


def award(character: Character, points: int = 1) -> Character:
    """Return the sheet with a GM's award (fine roleplay, a heroic sacrifice)."""
    return character.with_superacion(character.superacion + points)


def gm_activates_against(character: Character, threat: int) -> Spent:
    """The GM activates the character's cualidad against them: one amenaza becomes superación."""
    level = spend_threat(threat)
    return Spent(Use.ACTIVATE_QUALITY, award(character), level)
