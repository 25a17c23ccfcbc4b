"""Campaigns with something in every area and every field of their system, as play leaves them.

Each is made by the real store (`campaign new`, a session and a scene started, areas saved by
the commands' own state classes), so its `state.json` holds settings, numbers, undo steps, an
outbox and a sequence number too. `mutations.py` changes their fields one at a time.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from solo.campaign.store import Campaign
from solo.dice.rng import ScriptedRng, SeededRng
from solo.engine.rules.clocks import Board, ProgressKind
from solo.engine.rules.lists import ListKind, WeightedList
from solo.engine.rules.pending import PendingKind, PendingQueue
from solo.engine.rules.settings import TENSION_SHIFTS
from solo.engine.rules.state import EngineState
from tests.conftest import run_cli

SYSTEMS = ("none", "fate", "zodiac", "fragmentos", "tricube")


def engine_state() -> EngineState:
    """Tension, threads and characters (one closed, weights 1–3), pending items (one settled),
    clocks and tracks (partly filled), a setting changed, a scene running."""
    threads = WeightedList(ListKind.THREAD).add("Huir de la ciudad", 3).add("Encontrar a Tomás")
    threads = threads.add("El tesoro").close("El tesoro")
    npcs = WeightedList(ListKind.NPC).add("La barquera", 2).add("Guardia").close("Guardia")
    queue, _item = PendingQueue().add(PendingKind.PRESAGIO, "Un cuervo", "fragmentos", 1)
    queue, _item = queue.add(PendingKind.COMPLICATION, "La puerta cruje", "player", 2)
    queue = queue.resolve(1, "El cuervo era un aviso")
    board = Board().add(ProgressKind.CLOCK, "La guardia", 6).add(ProgressKind.TRACK, "Viaje", 10)
    board = board.tick(ProgressKind.CLOCK, "La guardia", 2)[0]
    board = board.tick(ProgressKind.TRACK, "Viaje", 3)[0]
    state = EngineState(tension=6, threads=threads, npcs=npcs, pending=queue, scene=2,
                        clocks=board, scene_open=True)
    return state.with_setting(TENSION_SHIFTS, True)


def fate_state() -> dict[str, Any]:
    """A FAE PC hurt (a box checked, a consequence taken and recovering), an NPC, a mook,
    situation aspects and a boost with free invokes, a deck drawn from, the GM's pools."""
    from solo.systems.fate.commands.state import FateState
    from solo.systems.fate.rules.aspects import Aspect, AspectKind
    from solo.systems.fate.rules.character import PRESETS, Role, Stunt, mook, new_fae
    from solo.systems.fate.rules.deck import Deck, draw
    from solo.systems.fate.rules.edition import Edition

    nia = new_fae("Nia", "Ladrona de trenes", "Debo dinero a la Cofradía",
                  approaches=PRESETS["ladron"], aspects=("Ágil como un gato",),
                  stunts=(Stunt("Sombra", "+2 al Furtivo de noche"),), description="Pelirroja")
    hurt = replace(nia.consequences[0].take("Tobillo torcido"), recovering=True,
                   session_ends=1, holder="Guardia")
    nia = replace(nia, fate_points=2, tracks=(nia.tracks[0].check(0),),
                  consequences=(hurt, *nia.consequences[1:]))
    rival = replace(new_fae("Rufo", "Capitán de la guardia", "Orgulloso",
                            approaches=PRESETS["guardian"]), role=Role.NPC)
    guard = mook("Guardias", Edition.FAE, good_at=("forceful",), bad_at=("clever",), boxes=2)
    state = FateState(FateState.roster((nia, rival, guard)), "Nia",
                      aspects=(Aspect("Humo espeso", AspectKind.SITUATION, 2, "", "@gm"),
                               Aspect("Sorpresa", AspectKind.BOOST, 1, "", "Nia")),
                      deck=draw(Deck.full(), SeededRng(3))[1], gm_points=2, owed={"Nia": 1})
    return state.to_data()


def zodiac_state() -> dict[str, Any]:
    """A PJ with skills, a Rasgo, Vínculos (one fulfilled), states, Estorbo, PK and PX; the
    Action under way (with Karma used on it) and a TS rolled since."""
    from solo.systems.zodiac.commands.state import LastAction, ZodiacState
    from solo.systems.zodiac.rules.action import roll_action
    from solo.systems.zodiac.rules.action_karma import ActionKarma
    from solo.systems.zodiac.rules.bonds import Bond
    from solo.systems.zodiac.rules.character import SAMPLE_DATA, Character
    from solo.systems.zodiac.rules.last_ts import LastTs
    from solo.systems.zodiac.rules.request import ActionRequest, Advantage
    from solo.systems.zodiac.rules.scores import Attribute
    from solo.systems.zodiac.rules.skills import Skill, SkillKind
    from solo.systems.zodiac.rules.states import Harm, Severity, Special, add_special, take_state

    pj = Character.from_data(SAMPLE_DATA)
    states = add_special(take_state(pj.states, Harm.FATIGA, Severity.GRAVE).states,
                         Special.DERRIBADO)
    pj = pj.with_(skills=(Skill("Natación", SkillKind.BASIC, Attribute.FUE, ("ríos", "mar")),
                          Skill("Medicina", SkillKind.KNOWLEDGE, Attribute.INT)),
                  bonds=(Bond("Proteger a Tomás", fulfilled=True), Bond("Pagar la deuda")),
                  pk=3, px=4, states=states, free_use_spent=True, rewrote=True,
                  encumbrance_failed=frozenset({Attribute.AGI}))
    request = ActionRequest(at=-1, cd=7, pb=3, skill_bonus=1, advantage=Advantage.DIE,
                            focus=1)
    result = roll_action(request, ScriptedRng([5, 9]))
    last = LastAction("Nia", result, ActionKarma(frozenset({"Nia"}), True), False, 1,
                      "Cruzar el río")
    state = ZodiacState(ZodiacState.roster((pj,)), "Nia", last=last,
                        last_ts=LastTs("Nia", "TS FUE", 2, 3, "fue", 1))
    return state.to_data()


def fragmentos_state() -> dict[str, Any]:
    """A main character hurt, with rasgos, cualidades (one crossed out) and superación spent;
    a monster at full strength; the amenaza and the last harm."""
    from solo.systems.fragmentos.commands.state import FragState, LastHarm
    from solo.systems.fragmentos.rules.character import Character, Characteristic, Qualities, Trait
    from solo.systems.fragmentos.rules.conflict import Rank

    c = Characteristic
    qualities = Qualities("Aristócrata fugitiva", ("Huyó del convento", "Vio morir a su padre"),
                          ("Le persigue su tío",), frozenset({"Huyó del convento"}))
    barbara = Character.new("Bárbara", {c.ACTION: 3, c.INTERACTION: 2, c.COGNITION: 4},
                            traits=(Trait("Esgrima", c.ACTION, 2),
                                    Trait("Latín", c.COGNITION, 1, supernatural=True)),
                            qualities=qualities, superacion=3).lose(c.COGNITION, 1)
    duke = replace(Character.new("El Duque", {c.ACTION: 6, c.INTERACTION: 4, c.COGNITION: 3},
                                 Rank.MONSTER, traits=(Trait("Implacable", c.ACTION, 4),)),
                   full_strength=True)
    state = FragState(FragState.roster((barbara, duke)), "Bárbara", threat=4,
                      last_harm=LastHarm("Bárbara", "cognition", 1))
    return state.to_data()


def tricube_state() -> dict[str, Any]:
    """Two characters (one with afflictions, an advance, pools spent, sitting out) and an
    effort tracker and a boss foe, worked on."""
    from solo.systems.tricube.commands.state import TricubeState
    from solo.systems.tricube.rules.character import Affliction, new_character
    from solo.systems.tricube.rules.effort import effort, foe

    marta = new_character("Marta", "ágil", "Cartera de la sierra", "Conoce los atajos",
                          "Nunca rechaza un encargo")
    marta = replace(marta, karma=1, resolve=2, advances=1, sitting_out=True,
                    perks=(*marta.perks, "Trepa como nadie"),
                    afflictions=(Affliction("Herida"), Affliction("Miedo", permanent=True)))
    leo = new_character("Leo", "fuerte", "Herrero", "Brazos de hierro", "Desconfiado")
    lock = replace(effort("Cerradura", 4, 5), remaining=2)
    boss = foe("Ogro", 3, 6, boss=True)
    state = TricubeState(TricubeState.roster((marta, leo)), "Marta")
    return state.with_tracker(lock).with_tracker(boss).to_data()


AREAS = {"fate": fate_state, "zodiac": zodiac_state, "fragmentos": fragmentos_state,
         "tricube": tricube_state}


def make_full_campaign(home: Path, system: str) -> Path:
    """A campaign of `system` (or none) with content in every area; its `state.json`."""
    code, _out, err = run_cli("campaign", "new", "c", system, home=home)
    assert code == 0, err
    campaign = Campaign.open(home, "c")
    from datetime import UTC, datetime

    campaign.start_session(datetime(2026, 12, 1, tzinfo=UTC))
    campaign.next_number("scene")
    campaign.next_number("scene")
    campaign.save("engine", engine_state().to_data(), "scene new")
    if system in AREAS:
        campaign.save(system, AREAS[system](), f"{system} character")
    with campaign.transaction("note"):
        from solo.journal.entry import prose

        campaign.record(prose("Una nota."))
    return campaign.state_path
