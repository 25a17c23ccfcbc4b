"""Every number of every command is bounded: huge, negative or zero values are refused cleanly.

The parsers are walked (every leaf command, and every `odds SYSTEM`), every argument whose type
reads a number is found, and each gets 0, -1, 10**9, 2**63 and its own bounds (and one past
them) in a minimal valid command line. The answer is a result or one clean line (exit 2) that
names the option and its range, nothing is saved by a refusal, and no value makes a run hang
(`HANG_GUARD`: speed itself is judged in `benchmarks/`). A leaf command missing from `MINIMAL` fails, so new commands are covered.
"""

from __future__ import annotations

import argparse
import atexit
import hashlib
import shutil
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.commands import all_commands
from solo.commands.numbers import bounds_of
from solo.commands.odds_providers import provider, providers
from solo.commands.parsing import PlainParser
from tests.conftest import HANG_GUARD, run_cli

INTERNAL = ("Traceback", "Algo ha fallado dentro de solo", "Something failed inside solo")
CAMPAIGN = "c"

# What each system's campaign has before a command runs (so that commands reach their rules).
SETUP: dict[str, tuple[tuple[str, str], ...]] = {
    "none": (("scene new Calle", ""), ("thread add Pista", ""), ("npc add Ana", ""),
             ("pending add other algo", ""), ("pending add other otro", ""),
             ("clock new Guardia 4", ""), ("track new Viaje", "")),
    "fate": (("fate character new", "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n"
                                     "\n5\n\n\n"), ("fate character npc Orco", "")),
    "zodiac": (("zodiac character new", "\n".join([
        "Nia", "exploradora", "2 esbelta", "3", "2", "2", "3", "2", "3", "3", "2", "e", "fue",
        "natación: nadar", "", "Servir al consejo", "Encontrar a su hermano", "Proteger a Tomás",
        "Pagar la deuda", "", "no"]) + "\n"),),
    "fragmentos": (("frag character new", "\n".join([
        "Barbara", "Aristócrata fugitiva", "3", "2", "Escala", "2", "Correr", "1", "Tenacidad",
        "1", "Mentir", "1", "Discreta", "1", "Latín", "3", "", "Huyó del convento",
        "Vio morir a su padre", "Engreída"]) + "\n"),),
    "tricube": (("tricube character new", "Nia\nágil\nladrona\nganzúas\ncuriosa\n"),
                ("tricube effort new Muro 3", "")),
}

# A minimal valid command line of every leaf command: the campaign's system, and the words.
# `{dest}` stands for a numeric positional (filled with its lowest value when another slot is
# tested); options are written `--name=value` so that the test can replace them.
MINIMAL: dict[str, tuple[str, str]] = {
    "roll": ("none", "roll 2d6"),
    "odds": ("none", "odds 2d6"),
    "odds fate": ("none", "odds fate"),
    "odds zodiac": ("none", "odds zodiac --at=0"),
    "odds fragmentos": ("none", "odds frag --score=3 --difficulty=4"),
    "odds tricube": ("none", "odds tricube"),
    "odds oracle": ("none", "odds oracle"),
    "odds scene": ("none", "odds scene"),
    "table list": ("none", "table list"),
    "table show": ("none", "table show core/giros"),
    "table roll": ("none", "table roll core/giros"),
    "table new": ("none", "table new mias/prueba"),
    "table import": ("none", "table import nada.md"),
    "table export": ("none", "table export core/giros"),
    "table check": ("none", "table check"),
    "table sim": ("none", "table sim core/giros {n}"),
    "campaign new": ("none", "campaign new otra --system=none"),
    "campaign open": ("none", "campaign open c"),
    "campaign list": ("none", "campaign list"),
    "campaign close": ("none", "campaign close"),
    "campaign repair": ("none", "campaign repair"),
    "note": ("none", "note una nota"),
    "journal": ("none", "journal"),
    "session": ("none", "session start"),
    "undo": ("none", "undo"),
    "resume": ("none", "resume"),
    "act": ("none", "act Abro la puerta"),
    "consequence": ("none", "consequence La puerta cede"),
    "question": ("none", "question ¿Hay alguien? -> No"),
    "meta": ("none", "meta una aclaración"),
    "oracle": ("none", "oracle llueve"),
    "tension": ("none", "tension {value}"),
    "scene new": ("none", "scene new Calle"),
    "scene end": ("none", "scene end"),
    "scene show": ("none", "scene show"),
    "event": ("none", "event"),
    "thread add": ("none", "thread add Pista"),
    "thread list": ("none", "thread list"),
    "thread close": ("none", "thread close Pista"),
    "thread roll": ("none", "thread roll"),
    "npc add": ("none", "npc add Ana"),
    "npc list": ("none", "npc list"),
    "npc roll": ("none", "npc roll"),
    "npc close": ("none", "npc close Ana"),
    "npc remove": ("none", "npc remove Ana"),
    "npc react": ("none", "npc react Ana --attitude=0"),
    "npc do": ("none", "npc do Ana --attitude=0"),
    "clock new": ("none", "clock new Marea {segments}"),
    "clock tick": ("none", "clock tick Guardia"),
    "clock list": ("none", "clock list"),
    "clock remove": ("none", "clock remove Guardia"),
    "track new": ("none", "track new Camino --boxes=5"),
    "track mark": ("none", "track mark Viaje"),
    "track list": ("none", "track list"),
    "track remove": ("none", "track remove Viaje"),
    "setting": ("none", "setting oracle.tension_shifts on"),
    "pending list": ("none", "pending list"),
    "pending add": ("none", "pending add other algo"),
    "pending resolve": ("none", "pending resolve {id}"),
    "pending dismiss": ("none", "pending dismiss {id}"),
    "tour": ("none", "tour fate"),
    "fate roll": ("fate", "fate roll"),
    "fate ladder": ("fate", "fate ladder"),
    "fate deck": ("fate", "fate deck"),
    "fate rules": ("fate", "fate rules"),
    "fate character": ("fate", "fate character npc Guardia"),
    "fate sheet": ("fate", "fate sheet"),
    "fate aspect": ("fate", "fate aspect add Niebla"),
    "fate stunt": ("fate", "fate stunt add Sombra --text +2"),
    "fate compel": ("fate", "fate compel accept Debo dinero"),
    "fate points": ("fate", "fate points {change}"),
    "fate refresh": ("fate", "fate refresh"),
    "fate end": ("fate", "fate end scene"),
    "fate recover": ("fate", "fate recover mild"),
    "fate concede": ("fate", "fate concede"),
    "fate do": ("fate", "fate do"),
    "fate absorb": ("fate", "fate absorb {shifts}"),
    "fate challenge": ("fate", "fate challenge"),
    "fate contest": ("fate", "fate contest Guardia"),
    "fate conflict": ("fate", "fate conflict Orco"),
    "zodiac action": ("zodiac", "zodiac action --at=0"),
    "zodiac ts": ("zodiac", "zodiac ts --score=2"),
    "zodiac derive": ("zodiac", "zodiac derive"),
    "zodiac crossroads": ("zodiac", "zodiac crossroads"),
    "zodiac idea": ("zodiac", "zodiac idea"),
    "zodiac rules": ("zodiac", "zodiac rules"),
    "zodiac character new": ("zodiac", "zodiac character new"),
    "zodiac character show": ("zodiac", "zodiac character show"),
    "zodiac character list": ("zodiac", "zodiac character list"),
    "zodiac character use": ("zodiac", "zodiac character use Nia"),
    "zodiac karma": ("zodiac", "zodiac karma gain {value}"),
    "zodiac bond": ("zodiac", "zodiac bond"),
    "zodiac state": ("zodiac", "zodiac state"),
    "zodiac rewrite": ("zodiac", "zodiac rewrite motivación Otro texto"),
    "frag reto": ("fragmentos", "frag reto --score=3 --difficulty=4"),
    "frag conflicto": ("fragmentos", "frag conflicto --score=3 --vs-score=3"),
    "frag character new": ("fragmentos", "frag character new"),
    "frag character show": ("fragmentos", "frag character show"),
    "frag character list": ("fragmentos", "frag character list"),
    "frag character use": ("fragmentos", "frag character use Barbara"),
    "frag superacion": ("fragmentos", "frag superacion repetir"),
    "frag amenaza": ("fragmentos", "frag amenaza raise {points}"),
    "frag scene": ("fragmentos", "frag scene"),
    "frag rules": ("fragmentos", "frag rules"),
    "tricube challenge": ("tricube", "tricube challenge --count=2"),
    "tricube versus": ("tricube", "tricube versus --dice=6 --against=1"),
    "tricube rules": ("tricube", "tricube rules"),
    "tricube character new": ("tricube", "tricube character new"),
    "tricube character show": ("tricube", "tricube character show"),
    "tricube character list": ("tricube", "tricube character list"),
    "tricube character use": ("tricube", "tricube character use Nia"),
    "tricube effort new": ("tricube", "tricube effort new Muro {tokens}"),
    "tricube effort foe": ("tricube", "tricube effort foe Orco"),
    "tricube effort list": ("tricube", "tricube effort list"),
    "tricube effort drop": ("tricube", "tricube effort drop Muro"),
    "tricube karma": ("tricube", "tricube karma {change}"),
    "tricube resolve": ("tricube", "tricube resolve {change}"),
    "tricube affliction": ("tricube", "tricube affliction add Miedo"),
    "tricube advance": ("tricube", "tricube advance perk Valiente"),
}


def _leaves(parser: argparse.ArgumentParser, path: tuple[str, ...]
            ) -> Iterator[tuple[str, argparse.ArgumentParser]]:
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not subs:
        yield " ".join(path), parser
        return
    seen: set[int] = set()
    for name, sub in subs[0].choices.items():  # the first name of each is the English one
        if id(sub) not in seen:
            seen.add(id(sub))
            yield from _leaves(sub, (*path, name))


def leaves() -> dict[str, argparse.ArgumentParser]:
    """Every leaf command's parser (`tricube effort new`…), and every `odds SYSTEM`'s."""
    found = {name: parser for _area, command in all_commands()
             for name, parser in _leaves(command.build(PlainParser), (command.name,))}
    for module_name in providers():
        module = provider(module_name)
        assert module is not None
        parser = PlainParser(prog=f"odds {module_name}")
        module.add_arguments(parser)
        found[f"odds {module_name}"] = parser
    return found


def _reads_numbers(action: argparse.Action) -> bool:
    if action.type in (int, float) or bounds_of(action) is not None:
        return True
    if not callable(action.type) or action.type is str:
        return False
    try:
        return isinstance(action.type("1"), int | float)
    except Exception:
        return False


@dataclass(frozen=True)
class Slot:
    """One numeric argument of one leaf command."""

    leaf: str
    name: str  # `--times` or the positional's dest
    shown: str  # how argparse names it in errors (`--times/--veces`, `tokens`, `±N`)
    low: int
    high: int
    step: int | None
    positional: bool

    def __str__(self) -> str:
        return f"{self.leaf} {self.name}"

    def accepts(self, value: int) -> bool:
        """Whether the parser should take `value` (a signed change has its own range)."""
        if self.step is not None and value < 0:
            return -self.step <= value <= self.step
        return self.low <= value <= self.high


def slots() -> list[Slot]:
    """Every numeric argument of every leaf command."""
    found = []
    for leaf, parser in leaves().items():
        for action in parser._actions:
            if not _reads_numbers(action):
                continue
            bounds = bounds_of(action) or (None, None)
            assert bounds[0] is not None, f"{leaf}: {action.dest} reads a number without a range"
            positional = not action.option_strings
            shown = ("/".join(action.option_strings) if action.option_strings
                     else str(action.metavar or action.dest))
            found.append(Slot(leaf, action.option_strings[0] if action.option_strings
                              else action.dest, shown, bounds[0], bounds[1],
                              getattr(action.type, "solo_step", None), positional))
    return found


SLOTS = slots()


def _positional_lows(leaf: str) -> dict[str, str]:
    return {s.name: str(max(s.low, 1) if s.low <= 1 <= s.high else s.low)
            for s in SLOTS if s.leaf == leaf and s.positional}


def command_line(leaf: str, slot: Slot | None = None, value: int | None = None) -> list[str]:
    """The minimal line of `leaf`, with `value` in `slot` (words split on spaces)."""
    template = MINIMAL[leaf][1].format(**_positional_lows(leaf))
    words = template.split()
    if slot is None:
        return words
    if slot.positional:
        assert f"{{{slot.name}}}" in MINIMAL[leaf][1], f"MINIMAL[{leaf!r}] needs {{{slot.name}}}"
        words = MINIMAL[leaf][1].format(**{**_positional_lows(leaf),
                                           slot.name: str(value)}).split()
        return words
    return [w for w in words if not w.startswith(f"{slot.name}=")] + [f"{slot.name}={value}"]


_HOMES: dict[str, Path] = {}
_TEMPLATES = Path(tempfile.mkdtemp(prefix="solo-numbers-"))
atexit.register(shutil.rmtree, _TEMPLATES, ignore_errors=True)


def campaign_home(system: str, root: Path) -> Path:
    """A fresh folder in `root` with the campaign `c` of `system` (copied from one made once)."""
    if system not in _HOMES:
        made = _TEMPLATES / system
        made.mkdir(parents=True)
        code, _out, err = run_cli("campaign", "new", CAMPAIGN, "--system", system, home=made)
        assert code == 0, err
        for line, answers in SETUP[system]:
            code, _out, err = run_cli("--campaign", CAMPAIGN, *line.split(), home=made,
                                      stdin=answers)
            assert code == 0, (line, err)
        _HOMES[system] = made
    home = root / f"home-{len(list(root.iterdir()))}"
    shutil.copytree(_HOMES[system], home)
    return home


def snapshot(home: Path) -> dict[str, str]:
    """Every file under `home` and a digest of its bytes."""
    return {str(p.relative_to(home)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(home.rglob("*")) if p.is_file()}


def run_in(home: Path, leaf: str, words: list[str]) -> tuple[int, str, str]:
    """Run a command line in the campaign; check the time it took and that it did not break."""
    started = time.monotonic()
    # fixed dice: a random failure could lead a command into a question (and so a different path)
    code, out, err = run_cli("--seed", "1", "--campaign", CAMPAIGN, *words, home=home)
    took = time.monotonic() - started
    assert took < HANG_GUARD, f"{' '.join(words)} took {took:.1f} s: a value ran away"
    for marker in INTERNAL:
        assert marker not in out + err, (words, err)
    return code, out, err


def check_value(home: Path, slot: Slot, value: int) -> None:
    """`value` in `slot`: a result, or one clean refusal (naming the range) that saved nothing."""
    words = command_line(slot.leaf, slot, value)
    before = snapshot(home)
    code, _out, err = run_in(home, slot.leaf, words)
    assert code in (0, 2), (words, code, err)
    if code == 2:
        assert len(err.strip().splitlines()) == 1, (words, err)
        assert snapshot(home) == before, f"{' '.join(words)} was refused but saved something"
    if not slot.accepts(value):
        assert code == 2, (words, "accepted a value out of range")
        assert slot.shown in err and "fuera de rango" in err, (words, err)


def test_every_leaf_command_has_a_minimal_line() -> None:
    missing = sorted(set(leaves()) - set(MINIMAL))
    assert not missing, f"add these commands to MINIMAL in {__file__}: {missing}"
    assert not sorted(set(MINIMAL) - set(leaves())), "MINIMAL names commands that are gone"


def test_numeric_arguments_are_found() -> None:
    names = {str(slot) for slot in SLOTS}
    for expected in ("tricube effort new tokens", "table roll --times", "table sim n",
                     "journal --lines", "fate roll --bonus", "zodiac action --at",
                     "tricube karma change", "frag amenaza points", "odds fate --bonus"):
        assert expected in names
    assert len(SLOTS) > 60


@pytest.mark.parametrize("leaf", sorted(MINIMAL))
def test_minimal_lines_are_valid(leaf: str, tmp_path: Path) -> None:
    home = campaign_home(MINIMAL[leaf][0], tmp_path)
    code, _out, err = run_in(home, leaf, command_line(leaf))
    assert code in (0, 2), err
    assert "core.argparse" not in err and "opciones que no conozco" not in err, err
    assert not err.startswith(f"{leaf}: "), f"the minimal line of {leaf} does not parse: {err}"


FIXED = (0, -1, 10**9, 2**63, -(2**63))


@pytest.mark.parametrize("slot", SLOTS, ids=str)
def test_each_number_is_bounded(slot: Slot, tmp_path: Path) -> None:
    home = campaign_home(MINIMAL[slot.leaf][0], tmp_path)
    for value in (*FIXED, slot.low, slot.high, slot.low - 1, slot.high + 1):
        check_value(home, slot, value)


def test_the_global_seed_is_bounded(tmp_path: Path) -> None:
    for value in ("-1", str(2**63), "4294967296", "x", "9" * 5000):
        code, _out, err = run_cli("--seed", value, "roll", "1d6", home=tmp_path)
        assert code == 2 and len(err.strip().splitlines()) == 1 and "--seed" in err, err
    assert run_cli("--seed", "4294967295", "roll", "1d6", home=tmp_path)[0] == 0


def test_the_issue_examples_are_refused_before_saving(tmp_path: Path) -> None:
    home = campaign_home("tricube", tmp_path)
    before = snapshot(home)
    for tokens in ("999999999", str(2**63)):
        code, _out, err = run_cli("--lang", "en", "--campaign", CAMPAIGN, "tricube", "effort",
                                  "new", "lock", tokens, home=home)
        assert code == 2
        assert err.strip() == (f"tricube effort new: TOKENS: {tokens} is out of range: "
                               "a whole number from 1 to 100")
    code, _out, err = run_cli("--campaign", CAMPAIGN, "tricube", "effort", "new", "lock",
                              "999999999", home=home)
    assert "fuera de rango" in err and "de 1 a 100" in err
    assert snapshot(home) == before


@settings(max_examples=120)
@given(data=st.data())
def test_any_integer_in_any_numeric_slot(data: st.DataObject, tmp_path_factory:
                                         pytest.TempPathFactory) -> None:
    slot = data.draw(st.sampled_from(SLOTS), label="slot")
    value = data.draw(st.one_of(st.integers(slot.low - 3, slot.high + 3),
                                st.integers(-(2**70), 2**70)), label="value")
    check_value(campaign_home(MINIMAL[slot.leaf][0], tmp_path_factory.mktemp("any")),
                slot, value)


def test_the_shell_refuses_the_same_way(tmp_path: Path) -> None:
    from tests.conftest import Shell

    shell = Shell(tmp_path)
    shell.run("campaign new x --system tricube")
    before = snapshot(tmp_path)
    for line, option in (("tricube effort new lock 999999999", "FICHAS"),  # its metavar, in Spanish
                         (f"tricube effort foe orco --members {2**63}", "--members"),
                         ("tension 99", "valor"), ("journal --lines -1", "--lines")):
        run = shell.run(line)
        assert len(run.err.strip().splitlines()) == 1 and option in run.err, (line, run.err)
        assert "fuera de rango" in run.err
    assert snapshot(tmp_path) == before
