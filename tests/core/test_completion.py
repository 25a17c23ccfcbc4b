"""Tab completion of command names, options and values (table ids, campaign names)."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import Shell


def complete(shell: Shell, line: str) -> set[str]:
    """What Tab offers at the end of `line`."""
    text = line.rsplit(" ", maxsplit=1)[-1]
    begin = len(line) - len(text)
    result = shell.in_context(lambda: shell.app.complete(text, line, begin, len(line)))
    return set(result.to_strings())


def test_command_names_and_spanish_aliases(shell: Shell) -> None:
    assert {"roll", "odds"} <= complete(shell, "ro") | complete(shell, "od")
    assert "tirar" in complete(shell, "ti")


def test_options_of_a_command(shell: Shell) -> None:
    assert "--dice" in complete(shell, "roll 3d6 --d")


def test_table_ids(shell: Shell) -> None:
    offered = complete(shell, "table roll core/")
    assert {"core/giros", "core/complicaciones", "core/dilemas"} <= offered


def test_campaign_names(home: Path) -> None:
    shell = Shell(home)
    shell.run("campaign new tren")
    shell.run("campaign new misterio")
    assert complete(shell, "campaign open ") >= {"tren", "misterio"}
    assert complete(shell, "campaign new x --system fr") == {"fragmentos"}
    assert complete(shell, "campaign new x fr") == {"fragmentos"}  # the system after the name


def test_clock_and_track_names(home: Path) -> None:
    shell = Shell(home)
    assert complete(shell, "clock tick ") == set()  # no campaign, nothing to offer
    shell.run("campaign new puerto")
    shell.run("clock new La guardia 6")
    shell.run("clock new Lluvia 4")
    shell.run("track new El viaje")
    assert complete(shell, "clock tick ") == {"La guardia", "Lluvia"}
    assert complete(shell, "clock tick Ll") == {"Lluvia"}
    assert complete(shell, "reloj remove La") == {"La guardia"}
    assert complete(shell, "track mark ") == {"El viaje"}
    assert complete(shell, "track remove ") == {"El viaje"}
    shell.run("clock remove Lluvia")
    assert complete(shell, "clock tick ") == {"La guardia"}
    # what Tab writes for a name with a space (quoted) is read back as that name
    ticked = shell.run('clock tick "La guardia" 2')
    assert ticked.err == ""
    assert (ticked.result.item.name, ticked.result.item.filled) == ("La guardia", 2)
    assert shell.run('clock remove "La guardia"').result.item.name == "La guardia"
    assert complete(shell, "clock tick ") == set()


def test_thread_and_npc_names(home: Path) -> None:
    shell = Shell(home)
    assert complete(shell, "thread close ") == set()  # no campaign, nothing to offer
    shell.run("campaign new puerto")
    shell.run("thread add Encontrar el barco")
    shell.run("thread add Huir")
    shell.run("npc add Capitana Mara")
    shell.run("npc add Ruperto")
    assert complete(shell, "thread close ") == {"Encontrar el barco", "Huir"}
    assert complete(shell, "hilo cerrar Hu") == {"Huir"}
    assert complete(shell, "thread add ") == {"Encontrar el barco", "Huir"}  # weighs more
    assert complete(shell, "npc close ") == {"Capitana Mara", "Ruperto"}
    assert complete(shell, "pnj quitar R") == {"Ruperto"}
    assert complete(shell, "npc react C") == {"Capitana Mara"}
    assert complete(shell, "npc do ") == {"Capitana Mara", "Ruperto"}
    shell.run("thread close Huir")
    shell.run("npc close Ruperto")
    # a closed entry cannot be closed again; it can still be removed, asked about, re-added
    assert complete(shell, "thread close ") == {"Encontrar el barco"}
    assert complete(shell, "thread add ") == {"Encontrar el barco", "Huir"}
    assert complete(shell, "npc close ") == {"Capitana Mara"}
    assert complete(shell, "npc remove ") == {"Capitana Mara", "Ruperto"}
    # what Tab writes for a name with a space (quoted) is read back as that name
    closed = shell.run('thread close "Encontrar el barco"')
    assert closed.err == ""
    assert (closed.result.entry.name, closed.result.entry.is_open) == ("Encontrar el barco", False)
    asked = shell.run('npc react "Capitana Mara" --dice "3 4"')
    assert (asked.err, asked.result.total) == ("", 7)
    assert shell.run('npc remove "Capitana Mara"').result.entry.name == "Capitana Mara"
    assert complete(shell, "npc remove ") == {"Ruperto"}
