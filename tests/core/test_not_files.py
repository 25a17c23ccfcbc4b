"""Devices and FIFOs are not files: every path a player gives is refused in one line, at once.

`table import`, `table check PATH`, `--home` (and `SOLO_HOME`), `journal export`'s target, a
campaign's files and the shell's history: a device (`/dev/zero` never ends) or a FIFO (opening
it waits for a writer) is never read. Each refusal runs in a process of its own with a timeout,
so a path that would hang fails the test instead of the run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from solo.files import NotRegular, TooBig, kind_of, read_regular
from tests.conftest import run_cli

NOT_REGULAR = "no es un archivo normal (es un dispositivo, una tubería o algo así)"


def _solo(home: Path, *argv: str) -> tuple[int, str, str]:
    """The real program (a FIFO must not hang the test run: the timeout fails it instead)."""
    env = {**os.environ, "SOLO_HOME": str(home), "SOLO_LANG": "es"}
    done = subprocess.run([sys.executable, "-m", "solo", *argv], capture_output=True, text=True,
                          env=env, cwd=home, timeout=30, stdin=subprocess.DEVNULL, check=False)
    return done.returncode, done.stdout, done.stderr


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "tubo.md"
    os.mkfifo(path)
    return path


def test_table_import_of_a_device_is_one_line_exit_2(tmp_path: Path) -> None:
    code, out, err = _solo(tmp_path, "table", "import", "/dev/zero")
    assert (code, out) == (2, "")
    assert err == (f"/dev/zero {NOT_REGULAR}; indica un archivo .md, .json o .yaml.\n")
    assert not (tmp_path / "tables").exists()


def test_table_import_of_a_fifo_or_a_folder_is_refused(tmp_path: Path, fifo: Path) -> None:
    code, _out, err = _solo(tmp_path, "table", "import", str(fifo))
    assert (code, err) == (2, f"{fifo} {NOT_REGULAR}; indica un archivo .md, .json o .yaml.\n")
    code, _out, err = run_cli("table", "import", str(tmp_path), home=tmp_path)  # a folder: its
    shown = f"{tmp_path.name}/tubo.md"  # notes are imported, the FIFO among them named, not read
    assert (code, err) == (2, f"No se ha importado nada: {shown} {NOT_REGULAR}; indica un "
                              "archivo .md, .json o .yaml.\n")


def test_table_check_refuses_a_device_or_a_fifo(tmp_path: Path, fifo: Path) -> None:
    for path in ("/dev/zero", str(fifo.rename(tmp_path / "tubo.yaml"))):
        code, out, err = _solo(tmp_path, "table", "check", path)
        assert (code, out) == (2, ""), err
        assert err == (f"{path} no es un archivo normal ni una carpeta (es un dispositivo, una "
                       "tubería o algo así): indica un archivo .yaml o una carpeta de tablas.\n")


def test_a_home_that_is_a_device_or_a_fifo_is_refused(tmp_path: Path, fifo: Path) -> None:
    for home in ("/dev/null", str(fifo)):
        code, _out, err = run_cli("--home", home, "roll", "1d6")
        assert code == 2
        assert err == (f"--home: {home} no es una carpeta; indica una carpeta (o una que aún no "
                       "exista) con --home o SOLO_HOME.\n")
    code, _out, err = _solo(tmp_path, "campaign", "list")  # SOLO_HOME, a folder: fine
    assert code == 0, err
    assert run_cli("--home", str(tmp_path / "nueva"), "roll", "1d6")[0] == 0  # made when needed


def test_the_journal_export_never_writes_over_a_device_or_a_fifo(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "none", home=tmp_path)[0] == 0
    target = tmp_path / "journals" / "c" / "journal-prose.md"
    os.mkfifo(target)
    for argv in ((), ("/dev/null",)):
        code, _out, err = _solo(tmp_path, "--campaign", "c", "journal", "export", *argv)
        shown = argv[0] if argv else str(target)
        assert (code, err) == (2, f"{shown} {NOT_REGULAR}: escribe el nombre de un archivo para "
                                  "la copia.\n")
    assert kind_of(target) == "other"


@pytest.mark.parametrize("name", ["journal.md", "state.json", "state-changes.jsonl", ".lock"])
def test_a_campaign_file_that_is_a_fifo_is_named_not_waited_for(tmp_path: Path,
                                                                name: str) -> None:
    assert run_cli("campaign", "new", "c", "--system", "none", home=tmp_path)[0] == 0
    path = tmp_path / "journals" / "c" / name
    path.unlink(missing_ok=True)
    os.mkfifo(path)
    code, _out, err = _solo(tmp_path, "--campaign", "c", "note", "hola")
    assert (code, err) == (2, f"{path} {NOT_REGULAR} y solo no lo lee ni lo escribe: quítalo, o "
                              "pon en su lugar el archivo de la campaña.\n")


def test_the_shell_keeps_no_history_in_a_fifo(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / ".solo_history")
    env = {**os.environ, "SOLO_HOME": str(tmp_path), "SOLO_LANG": "es"}
    done = subprocess.run([sys.executable, "-m", "solo"], input="quit\n", capture_output=True,
                          text=True, env=env, cwd=tmp_path, timeout=30, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stderr.startswith(f"{tmp_path / '.solo_history'} {NOT_REGULAR}: esta vez no se "
                                  "guarda el historial de órdenes.")


def test_a_file_is_read_at_most_one_byte_past_its_limit(tmp_path: Path) -> None:
    path = tmp_path / "t.yaml"
    path.write_bytes(b"x" * 10)
    assert read_regular(path, 10) == b"x" * 10
    with pytest.raises(TooBig) as big:
        read_regular(path, 9)
    assert (big.value.size, big.value.most) == (10, 9)
    with pytest.raises(NotRegular) as other:
        read_regular(tmp_path, 9)
    assert other.value.folder
    link = tmp_path / "enlace.yaml"
    link.symlink_to(path)
    with pytest.raises(OSError, match="Too many levels"):  # ELOOP: a link is not followed
        read_regular(link, 10, follow_links=False)
