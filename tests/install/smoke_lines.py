"""One sensible command line for every leaf command, in an order that builds what the next needs.

`test_installed_smoke.py` runs them all, one-shot, against the installed wheel (plain, then `--json`,
each pass in a home of its own). A leaf command (`frag reto`, `tricube effort new`, `undo`…) is
found by walking the real parsers, so a command added without a line here fails the test.
"""

from __future__ import annotations

import argparse
import shlex
from dataclasses import dataclass

from solo.dice.rng import FATE, SeededRng

# the campaign each system's lines run in (`campaign new` lines below create them)
CAMPAIGNS = {"none": "libre", "fate": "tren", "zodiac": "viaje", "fragmentos": "ruina",
             "tricube": "cuento"}

FATE_PC = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"
ZODIAC_PC = "\n".join(["Nia", "exploradora", "2 esbelta", "3", "2", "2", "3", "2", "3", "3", "2",
                       "e", "fue", "natación: nadar", "", "Servir al consejo",
                       "Encontrar a su hermano", "Proteger a Tomás", "Pagar la deuda", "", "no"]) + "\n"
FRAG_PC = "\n".join(["Barbara", "Aristócrata fugitiva", "3", "2", "Escala", "2", "Correr", "1",
                     "Tenacidad", "1", "Mentir", "1", "Discreta", "1", "Latín", "3", "",
                     "Huyó del convento", "Vio morir a su padre", "Engreída"]) + "\n"
TRICUBE_PC = "\n".join(["ágil", "ladrona", "ganzúas", "curiosa"]) + "\n"
# with `--seed 7`, Nia (Quick +2) beats this difficulty by exactly one: no boost to name
_SUCCESS_BY_ONE = sum(SeededRng(7).roll(FATE, 4)) + 2 - 1
ENOUGH = "\n" * 60  # a guided procedure's defaults, whatever it asks


@dataclass(frozen=True)
class Line:
    """A command line (after the global options), the campaign it runs in, what stdin holds."""

    words: str
    system: str | None = None
    stdin: str = ""
    codes: tuple[int, ...] = (0,)

    def argv(self) -> list[str]:
        """The words as a list, `--campaign` first when the line runs in a campaign."""
        campaign = ["--campaign", CAMPAIGNS[self.system]] if self.system else []
        return [*campaign, *shlex.split(self.words)]

    def leaf(self) -> tuple[str, ...]:
        """The leaf command this line runs."""
        from solo.cli import split_globals

        return leaf_of(split_globals(self.argv())[1])


LINES: tuple[Line, ...] = (
    # dice and tables: no campaign
    Line("roll 3d6 --dice '1 2 3'"),
    Line("odds 2d6 vs 7"),
    Line("table list"),
    Line("table show core/giros"),
    Line("table roll core/giros --times 2"),
    Line("table new mias/clima --dice 1d6"),
    Line("table import no-existe.md", codes=(2,)),
    Line("table check"),
    Line("table export core/giros --markdown"),
    Line("table sim core/giros 50"),
    Line("--seed 4 tour tricube", stdin=ENOUGH),
    # one campaign per system
    *(Line(f"campaign new {name} --system {system}") for system, name in CAMPAIGNS.items()),
    Line("campaign list"),
    Line("campaign open libre"),
    Line("campaign close", "none"),
    Line("campaign repair", "none"),
    Line("session start", "none"),
    Line("note Llego al faro; la luz está apagada", "none"),
    Line("act Fuerzo la puerta; con cuidado", "none"),
    Line("consequence La puerta cede > y | nadie responde", "none"),
    Line("question ¿Hay luz arriba? -> No", "none"),
    Line("meta Probaré el oráculo de Fate la próxima vez", "none"),
    Line("journal", "none"),
    # the game master's engine
    Line("oracle ¿Hay alguien? --odds probable --dice '+0-+'", "none"),
    Line("tension 6", "none"),
    Line("scene new 'El faro' --dice 8", "none"),
    Line("scene end --kept", "none"),
    Line("scene show", "none"),
    Line("event --dice 1", "none"),
    Line("thread add Encontrar la llave", "none"),
    Line("thread add La luz del faro --weight 2", "none"),
    Line("thread list", "none"),
    Line("thread roll", "none"),
    Line("thread close Encontrar la llave", "none"),
    Line("npc add El farero", "none"),
    Line("npc add La vieja", "none"),
    Line("npc list", "none"),
    Line("npc roll", "none"),
    Line("npc close La vieja", "none"),
    Line("npc remove La vieja", "none"),
    Line("pending add omen Un cuervo en la ventana", "none"),
    Line("pending add complication La escalera cruje", "none"),
    Line("pending list", "none"),
    Line("pending resolve 1 Era solo un cuervo", "none"),
    Line("pending dismiss 2", "none"),
    Line("setting oracle.tension_shifts on", "none"),
    Line("setting", "none"),
    Line("oracle --odds-table --tension 9", "none"),
    Line("odds scene --tension 7", "none"),
    Line("clock new La marea sube 4", "none"),
    Line("clock tick La marea sube 2", "none"),
    Line("clock tick 2", "none"),
    Line("clock list", "none"),
    Line("clock remove La marea sube", "none"),
    Line("track new El viaje --boxes 5", "none"),
    Line("track mark El viaje", "none"),
    Line("track list", "none"),
    Line("track remove El viaje", "none"),
    Line("npc react El farero --attitude 1 --dice '3 4'", "none"),
    Line("npc do El farero", "none"),
    Line("event --detail", "none"),
    Line("event --meaning criaturas,lugares", "none"),
    Line("undo", "none"),
    Line("resume", "none", codes=(2,)),  # nothing left half-way: said in one line
    Line("journal export", "none"),
    Line("session end", "none"),
    # Fate
    Line("fate roll --bonus 2 --vs 1 --dice '+0-+'"),
    Line("fate ladder"),
    Line("fate rules"),
    Line("fate character new", "fate", FATE_PC),
    Line("fate character npc Matón --good vigoroso --boxes 0", "fate"),
    Line("fate sheet", "fate"),
    Line("fate deck", "fate"),
    Line("fate aspect add Tren en marcha --free 1", "fate"),
    Line("fate compel accept Debo dinero", "fate"),
    Line("fate points +1", "fate"),
    Line("fate refresh", "fate"),
    Line("--seed 7 fate do", "fate", f"Saltar al vagón\nfixed\n{_SUCCESS_BY_ONE}\novercome\nquick\n\n"),
    Line("fate absorb 4", "fate", "1\nTorcedura en el tobillo\n"),
    Line("fate recover leve --skill cauto --dice '++00'", "fate", ENOUGH),
    # seed 7: a tie on the first task (invoke? the GM's free invoke turns it: answer it? draw
    # its cost?), then the second task
    Line("--seed 7 fate challenge", "fate",
         "Huir del tren\nSaltar, Esconderse\n\n2\nquick\n\n\n\n\n3\nsneaky\n" + ENOUGH),
    Line("fate contest Perro --vs 1", "fate", "quick\n\n" * 40),
    Line("--seed 5 fate conflict Matón", "fate",
         "\n\n" + ("attack\nMatón\nsneaky\n\nno\n" * 3 + "quick\n\n1\nHerida\n" * 2) * 3),
    Line("fate concede", "fate"),
    Line("fate end scene", "fate"),
    Line("fate stunt add Sombra --text '+2 al Furtivo de noche'", "fate"),
    # Zodiac
    Line("zodiac rules"),
    Line("zodiac derive --fue 3 --agi 2 --des 2 --per 3 --int 2 --vol 3"),
    Line("zodiac character new", "zodiac", ZODIAC_PC),
    Line("zodiac character list", "zodiac"),
    Line("zodiac character show", "zodiac"),
    Line("zodiac character use Nia", "zodiac"),
    Line("zodiac action atletismo --cd 7 --dice 8", "zodiac"),
    Line("zodiac ts --score 3 --dice 4"),
    Line("zodiac crossroads --dice 6", "zodiac", "\n".join(
        ["El consejo llama", "obligation", "presencia", "", "", "resolve", "", "+2", "no"]) + "\n"),
    Line("zodiac idea benefit --dice 3", "zodiac"),
    Line("zodiac karma show", "zodiac"),
    Line("zodiac bond list", "zodiac"),
    Line("zodiac state take heridas leve", "zodiac"),
    Line("zodiac rewrite emotion Quiere volver a casa", "zodiac"),
    # Fragmentos
    Line("frag reto --score 3 --dice '2 4 4' --difficulty 5"),
    Line("frag conflicto --score 3 --trait 1 --dice '2 5 6' --vs-score 4 --vs-trait 1 "
         "--vs-dice '3 3 2 2'"),
    Line("frag rules"),
    Line("frag character new", "fragmentos", FRAG_PC),
    Line("frag character list", "fragmentos"),
    Line("frag character show", "fragmentos"),
    Line("frag character use Barbara", "fragmentos"),
    Line("frag amenaza raise 2", "fragmentos"),
    Line("frag reto --characteristic accion --dice '1 2 3' --difficulty 9 --peligroso",
         "fragmentos"),
    Line("frag superacion rest", "fragmentos"),
    Line("frag superacion rest --focus interaccion", "fragmentos", codes=(2,)),
    Line("frag scene Guardia", "fragmentos", ENOUGH),
    # Tricube Tales
    Line("tricube challenge --dice '3 4 5' --count 3"),
    Line("tricube versus --dice '3 4' --against '2 5'"),
    Line("tricube rules"),
    Line("tricube character new Nia", "tricube", TRICUBE_PC),
    Line("tricube character list", "tricube"),
    Line("tricube character show", "tricube"),
    Line("tricube character use Nia", "tricube"),
    Line("tricube effort new cerradura 3", "tricube"),
    Line("tricube effort foe Lobos --level 2 --members 3", "tricube"),
    Line("tricube effort list", "tricube"),
    Line("tricube effort drop cerradura", "tricube"),
    Line("tricube karma -1", "tricube"),
    Line("tricube resolve -1 --affliction 'brazo roto'", "tricube"),
    Line("tricube affliction add miedo a la oscuridad", "tricube"),
    Line("tricube advance perk trepar muros", "tricube"),
)


def _subparsers(parser: argparse.ArgumentParser) -> argparse._SubParsersAction | None:  # type: ignore[type-arg]
    found = [action for action in parser._actions
             if isinstance(action, argparse._SubParsersAction)]
    return found[0] if found else None


def leaf_commands() -> set[tuple[str, ...]]:
    """Every leaf command: a command without subcommands, or one subcommand path to the end."""
    from solo.commands import all_commands
    from solo.commands.parsing import PlainParser

    leaves: set[tuple[str, ...]] = set()

    def walk(parser: argparse.ArgumentParser, path: tuple[str, ...]) -> None:
        subs = _subparsers(parser)
        if subs is None:
            leaves.add(path)
            return
        seen: set[int] = set()
        for name, child in subs.choices.items():  # the first name of each is its own, then aliases
            if id(child) not in seen:
                seen.add(id(child))
                walk(child, (*path, name))

    for _area, command in all_commands():
        walk(command.build(PlainParser), (command.name,))
    return leaves


def leaf_of(words: list[str]) -> tuple[str, ...]:
    """The leaf command a command line runs (aliases read as the names they stand for)."""
    from solo.commands import find
    from solo.commands.parsing import PlainParser

    found = find(words[0])
    assert found is not None, words
    command = found[1]
    parser, path = command.build(PlainParser), [command.name]
    for word in words[1:]:
        subs = _subparsers(parser)
        if subs is None or word not in subs.choices:
            break
        child = subs.choices[word]
        path.append(next(name for name, p in subs.choices.items() if p is child))
        parser = child
    return tuple(path)
