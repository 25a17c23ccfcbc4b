"""The shell's change log is a journal: a bad line is never folded past, nor dropped in silence.

A shell session on a campaign (threads, NPCs, tension, a clock, a note) is left unclosed, as a
killed shell leaves it; then its `state-changes.jsonl` is torn, truncated and edited at every
line, and a one-shot runs. Either everything the journal shows is in the state, or the command
refused in one line naming the log and the line, and changed no file.
"""

from __future__ import annotations

import json
import re
import shutil
import zlib
from pathlib import Path
from typing import Any

import pytest

from solo.campaign.changes import CHANGES_FILE, encode_line
from solo.campaign.repair import REJECTED_FILE
from tests.conftest import Shell, run_cli

SESSION = ("thread add El faro", "npc add Guardia", "tension up", "clock new Alarma 4",
           "clock tick Alarma", "note Llueve; el faro | se apaga > \"ya\" 'no'",
           "thread add Otra", "npc add Vigía", "thread close El faro", "tension up",
           "clock tick Alarma")
FILES = ("state.json", CHANGES_FILE, "journal.md")


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A home whose campaign `c` holds a shell session that was never closed."""
    home = tmp_path_factory.mktemp("recorded")
    assert run_cli("campaign", "new", "c", home=home)[0] == 0
    shell = Shell(home)
    assert shell.run("campaign open c").err == ""
    for line in SESSION:
        assert shell.run(line).err == "", line
    assert len(_lines(home)) == len(SESSION) - 1  # the first command wrote the whole state
    return home


def _folder(home: Path) -> Path:
    return home / "journals" / "c"


def _lines(home: Path) -> list[bytes]:
    return (_folder(home) / CHANGES_FILE).read_bytes().splitlines(keepends=True)


def _copy(recorded: Path, tmp_path: Path) -> Path:
    home = tmp_path / "home"
    shutil.copytree(recorded, home, ignore=shutil.ignore_patterns(".lock"))
    return home


def _files(home: Path) -> dict[str, bytes | None]:
    return {name: (_folder(home) / name).read_bytes() if (_folder(home) / name).exists()
            else None for name in FILES}


def shown(journal: str) -> dict[str, Any]:
    """What the journal says the campaign holds: threads, NPCs, tension, clocks."""
    threads: dict[str, str] = {}
    npcs: set[str] = set()
    clocks: dict[str, int] = {}
    tension = 5
    for line in journal.splitlines():
        if found := re.fullmatch(r"\[Thread:(.+)\|(Abierto|Cerrado)\]", line):
            threads[found[1]] = {"Abierto": "open", "Cerrado": "closed"}[found[2]]
        elif found := re.fullmatch(r"\[N:([^|\]]+)\]", line):
            npcs.add(found[1])
        elif found := re.fullmatch(r"\(note: Tensión \d+ → (\d+)\)", line):
            tension = int(found[1])
        elif found := re.fullmatch(r"\[Clock:(.+) (\d+)/\d+\]", line):
            clocks[found[1]] = int(found[2])
    return {"threads": threads, "npcs": npcs, "tension": tension, "clocks": clocks}


def held(home: Path) -> dict[str, Any]:
    """What the campaign's state holds, in the same terms (clocks: those the journal shows)."""
    engine = json.loads((_folder(home) / "state.json").read_text("utf-8"))["areas"]["engine"]
    return {"threads": {row["name"]: row["status"] for row in engine["threads"]},
            "npcs": {row["name"] for row in engine["npcs"]}, "tension": engine["tension"],
            "clocks": {row["name"]: row["filled"] for row in engine.get("clocks", [])}}


def _line(raw: bytes) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(raw)
    return data


def _reencoded(raw: bytes, **changes: Any) -> bytes:
    """The line with `seq` or `edits` changed, its checksum made to match."""
    line = {**_line(raw), **changes}
    return encode_line(line["seq"], line["edits"])


def _flipped(raw: bytes) -> bytes:
    """One letter of the line's content in the other case (its checksum no longer matches)."""
    at = raw.find(b'["areas","')
    at = at + len(b'["areas","') if at >= 0 else raw.index(b'["', raw.index(b'"edits"')) + 2
    return raw[:at] + bytes([raw[at] ^ 0x20]) + raw[at + 1:]


MUTATIONS = {
    "garbage": lambda raw: b"{garbage\n",
    "array": lambda raw: b"[1,2]\n",
    "gap": lambda raw: _reencoded(raw, seq=_line(raw)["seq"] + 1),
    "huge": lambda raw: _reencoded(raw, seq=10**20),
    "flipped": _flipped,
    "unknown kind": lambda raw: _reencoded(raw, edits=[["move", ["areas", "engine"], 1],
                                                       *_line(raw)["edits"]]),
    "missing path": lambda raw: _reencoded(raw, edits=[["set", ["areas", "nada", "x"], 1],
                                                       *_line(raw)["edits"]]),
    "wrong value": lambda raw: _reencoded(raw, edits=[["set", ["settings", "name"], 7],
                                                      *_line(raw)["edits"]]),
    "duplicated": lambda raw: raw + raw,
    "dropped": lambda raw: b"",
}


def _cases() -> list[tuple[str, int]]:
    count = len(SESSION) - 1
    return [(kind, index) for index in range(count)
            for kind in ("torn", "truncated", *MUTATIONS)]


@pytest.mark.parametrize(("kind", "index"), _cases())
def test_a_broken_log_is_refused_by_file_and_line_or_fully_applied(
        recorded: Path, tmp_path: Path, kind: str, index: int) -> None:
    home = _copy(recorded, tmp_path)
    lines = _lines(home)
    if kind == "torn":
        kept = [*lines[:index], lines[index][: len(lines[index]) // 2]]
    elif kind == "truncated":
        kept = lines[:index]
    else:
        kept = [*lines[:index], MUTATIONS[kind](lines[index]), *lines[index + 1:]]
    (_folder(home) / CHANGES_FILE).write_bytes(b"".join(kept))
    before = _files(home)
    code, out, err = run_cli("--json", "--campaign", "c", "thread", "list", home=home)
    if code == 0:
        assert held(home) == shown((_folder(home) / "journal.md").read_text("utf-8")), (
            kind, index, err)
        return
    assert code == 2, err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    line = index + 2 if kind == "duplicated" else index + 1
    assert f"{CHANGES_FILE}, línea {line}: " in err, err
    assert "campaign repair c" in err, err
    assert _files(home) == before                     # nothing changed, the log kept whole
    code, out, _err = run_cli("--campaign", "c", "campaign", "repair", home=home)
    assert code == 0, out
    assert "reparada" in out
    code, out, err = run_cli("--json", "--campaign", "c", "thread", "list", home=home)
    assert code == 0, err
    assert not (_folder(home) / CHANGES_FILE).exists()


def test_every_bad_line_kind_is_refused_in_the_middle(recorded: Path, tmp_path: Path) -> None:
    """Where the line is not the last, every kind of damage stops the command (none is
    mistaken for a crash's torn tail)."""
    for kind, mutation in MUTATIONS.items():
        if kind in ("duplicated",):
            continue
        home = _copy(recorded, tmp_path / kind.replace(" ", "-"))
        lines = _lines(home)
        lines[3] = mutation(lines[3])
        (_folder(home) / CHANGES_FILE).write_bytes(b"".join(lines))
        code, _out, err = run_cli("--campaign", "c", "thread", "list", home=home)
        assert code == 2, (kind, err)
        expected = {"dropped": "línea 4: se esperaba el cambio número"}.get(kind, "línea 4: ")
        assert expected in err, (kind, err)


def test_a_torn_last_line_the_journal_never_got_is_dropped_and_said(recorded: Path,
                                                                     tmp_path: Path) -> None:
    home = _copy(recorded, tmp_path)
    lines = _lines(home)
    last = _line(lines[-1])
    outbox = {edit[1][1]: edit[2] for edit in last["edits"] if edit[1][:1] == ["outbox"]}
    journal = _folder(home) / "journal.md"
    with journal.open("r+b") as handle:       # the crash came before the journal got the text
        handle.truncate(outbox["size"])
    (_folder(home) / CHANGES_FILE).write_bytes(b"".join(lines[:-1]) + lines[-1][:30])
    code, _out, err = run_cli("--json", "--campaign", "c", "thread", "list", home=home)
    assert code == 0, err
    assert err.strip() == (f"{_folder(home) / CHANGES_FILE}, línea {len(lines)}: la última "
                           "línea de cambios quedó a medias (solo se cerró de golpe); la "
                           "descarto: el diario no llegó a anotar esa orden.")
    assert held(home) == shown(journal.read_text("utf-8"))
    assert held(home)["clocks"] == {"Alarma": 1}       # the last tick is not there
    code, _out, err = run_cli("--campaign", "c", "tension", home=home)
    assert (code, err) == (0, "")                      # said once


def test_the_english_refusal_names_the_file_and_line(recorded: Path, tmp_path: Path) -> None:
    home = _copy(recorded, tmp_path)
    lines = _lines(home)
    lines[1] = b"{garbage\n"
    (_folder(home) / CHANGES_FILE).write_bytes(b"".join(lines))
    code, _out, err = run_cli("--lang", "en", "--campaign", "c", "npc", "list", home=home)
    assert code == 2
    assert err.strip() == (f"{_folder(home) / CHANGES_FILE}, line 2: expected a line of changes "
                           "(a JSON object with «seq» and «edits»). Nothing was changed; "
                           "«campaign repair c» applies the good lines and sets the others "
                           "aside.")


def test_a_log_that_is_a_folder_is_named_and_moved_aside(recorded: Path, tmp_path: Path) -> None:
    home = _copy(recorded, tmp_path)
    log = _folder(home) / CHANGES_FILE
    log.unlink()
    log.mkdir()
    code, _out, err = run_cli("--campaign", "c", "tension", home=home)
    assert code == 2
    assert err.strip() == (f"No puedo leer el registro de cambios {log}: es una carpeta, no un "
                           "archivo. No se ha cambiado nada; «campaign repair c» lo aparta.")
    code, out, err = run_cli("--json", "campaign", "reparar", "c", home=home)
    assert code == 0, err
    done = json.loads(out)
    assert done["side_file"] == str(_folder(home) / f"{CHANGES_FILE}.aside")
    assert done["journal_ahead"] > 0                  # the journal shows what the log held
    assert (_folder(home) / f"{CHANGES_FILE}.aside").is_dir()
    assert run_cli("--campaign", "c", "tension", home=home)[0] == 0


def test_repair_applies_the_good_lines_and_sets_the_bad_ones_aside(recorded: Path,
                                                                  tmp_path: Path) -> None:
    home = _copy(recorded, tmp_path)
    lines = _lines(home)
    bad = _flipped(lines[2])                            # `clock new Alarma 4`'s line, damaged
    lines[2] = bad
    lines[6] = b"{garbage\n"                            # `npc add Vigía`
    (_folder(home) / CHANGES_FILE).write_bytes(b"".join(lines))
    code, out, err = run_cli("--json", "--campaign", "c", "campaign", "repair", home=home)
    assert code == 0, err
    done = json.loads(out)
    aside = done["set_aside"]
    assert (done["applied"], [line["line"] for line in aside]) == (6, [3, 4, 7, 10])
    assert "suma de control" in aside[0]["why"]
    assert aside[0]["held"].startswith("Engine.clocks [0:0] = [{")     # what it held
    assert aside[1] == {"line": 4, "held": "engine.clocks[0].filled = 1",  # a tick of it
                        "why": "se esperaba un cambio que encaje en el estado "
                               "(no hay «engine.clocks[0]»)"}
    assert aside[2]["held"] == "{garbage"
    side = (_folder(home) / REJECTED_FILE).read_bytes().splitlines(keepends=True)
    assert side == [bad, lines[3], b"{garbage\n", lines[9]]
    state = held(home)
    assert state["threads"] == {"El faro": "closed", "Otra": "open"}
    assert state["npcs"] == {"Guardia"} and state["tension"] == 7
    assert state["clocks"] == {}
    assert not (_folder(home) / CHANGES_FILE).exists()
    code, out, err = run_cli("--campaign", "c", "undo", home=home)
    assert code == 0, err                               # the history still undoes


def test_repair_in_english_and_in_the_shell(recorded: Path, tmp_path: Path) -> None:
    home = _copy(recorded, tmp_path)
    lines = _lines(home)
    lines[1] = lines[1].replace(b'"seq":', b'"seq":9', 1)   # `tension up`, by hand
    (_folder(home) / CHANGES_FILE).write_bytes(b"".join(lines))
    shell = Shell(home)
    refused = shell.run("campaign open c")
    assert f"{CHANGES_FILE}, línea 2" in refused.err
    shell.run("set lang en")
    repaired = shell.run("campaign repair c")
    assert repaired.err == ""
    assert "«c» repaired: 9 changes applied, 1 line set aside." in repaired.out
    assert "line 2: engine.tension = 6 — expected a line whose checksum" in repaired.out
    assert shell.run("campaign open c").err == ""


def test_a_crc_is_over_the_bytes_before_it() -> None:
    line = encode_line(7, [["set", ["areas", "engine", "tension"], 6]])
    body, crc = line.rsplit(b',"crc":"', 1)
    assert int(crc[:8], 16) == zlib.crc32(body)
