"""The error guard: a bug is one line and a crash log; a closed pipe, a full disk, a NUL are one line.

Closed pipes and /dev/full need a real process (the output is only written when it is flushed), so
those tests run `python -m solo` as the player's shell would.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import Shell, run_cli


def _boom(*_args: object, **_kwargs: object) -> int:
    raise RuntimeError("a bug for the test")


def _crash_logs(home: Path) -> list[Path]:
    return sorted((home / ".solo").glob("crash-*.log"))


@pytest.fixture
def no_debug(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SOLO_DEBUG", raising=False)


@pytest.mark.usefixtures("no_debug")
def test_a_bug_is_one_line_naming_its_crash_log(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("solo.oneshot.run_once", _boom)
    code, out, err = run_cli("--lang", "en", "roll", "2d6", home=home)
    assert (code, out) == (1, "")
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in err
    [log] = _crash_logs(home)
    assert err.startswith("Something failed inside solo (RuntimeError).")
    assert err.strip().endswith(str(log))
    report = log.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in report
    assert "RuntimeError: a bug for the test" in report
    assert "'roll', '2d6'" in report
    for name in ("solo: 0.1.0", "python: 3.", "cmd2: ", "rich: ", "platform: "):
        assert name in report


@pytest.mark.usefixtures("no_debug")
def test_the_message_is_in_the_players_language(home: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("solo.oneshot.run_once", _boom)
    _code, _out, err = run_cli("roll", "2d6", home=home)
    assert err.startswith("Algo ha fallado dentro de solo (RuntimeError).")
    assert "El informe completo está en" in err


@pytest.mark.usefixtures("no_debug")
def test_two_crashes_in_the_same_second_keep_two_logs(home: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("solo.oneshot.run_once", _boom)
    for _ in range(3):
        assert run_cli("roll", "2d6", home=home)[0] == 1
    assert len(_crash_logs(home)) == 3


@pytest.mark.usefixtures("no_debug")
def test_a_log_that_cannot_be_written_is_said_in_the_same_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("solo.oneshot.run_once", _boom)
    home = tmp_path
    (home / ".solo").write_text("not a folder", encoding="utf-8")  # where the logs would go
    code, _out, err = run_cli("--lang", "en", "roll", "2d6", home=home)
    assert code == 1
    assert len(err.strip().splitlines()) == 1, err
    assert "the report could not be saved in" in err and str(home / ".solo") in err
    assert "--debug" in err and "Traceback" not in err


@pytest.mark.parametrize("how", ["option", "spanish option", "environment"])
def test_debug_prints_the_traceback_instead(home: Path, monkeypatch: pytest.MonkeyPatch,
                                            how: str) -> None:
    monkeypatch.setattr("solo.oneshot.run_once", _boom)
    monkeypatch.delenv("SOLO_DEBUG", raising=False)
    flags = {"option": ["--debug"], "spanish option": ["--depurar"], "environment": []}[how]
    if how == "environment":
        monkeypatch.setenv("SOLO_DEBUG", "1")
    code, _out, err = run_cli(*flags, "roll", "2d6", home=home)
    assert code == 1
    assert "Traceback (most recent call last)" in err
    assert "RuntimeError: a bug for the test" in err
    assert _crash_logs(home) == []


def test_solo_debug_zero_is_off(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("solo.oneshot.run_once", _boom)
    monkeypatch.setenv("SOLO_DEBUG", "0")
    _code, _out, err = run_cli("roll", "2d6", home=home)
    assert "Traceback" not in err
    assert len(_crash_logs(home)) == 1


def test_debug_is_a_global_option_only_before_the_command(home: Path) -> None:
    code, _out, err = run_cli("--debug", "--json", "roll", "2d6", "--dice", "3 4", home=home)
    assert (code, err) == (0, "")
    assert run_cli("roll", "2d6", "--debug", home=home)[0] == 2


def test_ctrl_c_is_exit_130_and_quiet(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(*_args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr("solo.oneshot.run_once", interrupted)
    assert run_cli("roll", "2d6", home=home) == (130, "", "")


@pytest.mark.usefixtures("no_debug")
def test_a_bug_in_the_shell_is_one_line_and_a_log(home: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("solo.shell.app.SoloApp.execute", _boom)
    shell = Shell(home)
    run = shell.run("roll 2d6 --dice '3 4'")
    assert len(run.err.strip().splitlines()) == 1, run.err
    assert "Traceback" not in run.err + run.out
    [log] = _crash_logs(home)
    assert run.err.strip().endswith(str(log))
    report = log.read_text(encoding="utf-8")
    assert "shell line: \"roll 2d6 --dice '3 4'\"" in report
    assert "RuntimeError: a bug for the test" in report


def test_debug_in_the_shell_prints_the_traceback(home: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("solo.shell.app.SoloApp.execute", _boom)
    monkeypatch.setenv("SOLO_DEBUG", "1")
    run = Shell(home).run("roll 2d6")
    assert "Traceback (most recent call last)" in run.err
    assert _crash_logs(home) == []


# -- NUL and other OS errors --------------------------------------------------------------------
@pytest.mark.parametrize("option", ["--home", "--campaign"])
def test_nul_in_a_global_path_is_one_line(home: Path, option: str) -> None:
    code, _out, err = run_cli("--lang", "en", option, "a\x00b", "campaign", "list", home=home)
    assert code == 2
    assert err.strip() == f"{option} cannot hold the null character (\\0)."


@pytest.mark.parametrize("argv", [["journal", "export", "a\x00b"], ["campaign", "open", "a\x00b"],
                                  ["campaign", "new", "a\x00b"]])
def test_nul_anywhere_else_is_one_line_too(home: Path, argv: list[str]) -> None:
    run_cli("campaign", "new", "faro", "--system", "none", home=home)
    code, _out, err = run_cli("--campaign", "faro", *argv, home=home)
    assert code == 2, err
    assert len(err.strip().splitlines()) == 1, err
    assert "\x00" not in err
    assert "Algo ha fallado" not in err and "Traceback" not in err


def test_nul_in_the_shell_is_one_line(home: Path) -> None:
    shell = Shell(home)
    shell.run("campaign new faro --system none")
    run = shell.run("journal export a\x00b")
    assert len(run.err.strip().splitlines()) == 1, run.err
    assert "Algo ha fallado" not in run.err and "\x00" not in run.err


def test_a_home_that_is_a_file_is_one_line(tmp_path: Path) -> None:
    home = tmp_path / "a-file"
    home.write_text("x", encoding="utf-8")
    code, _out, err = run_cli("campaign", "new", "faro", home=home)
    assert code == 2
    assert len(err.strip().splitlines()) == 1, err
    assert str(home) in err and "Traceback" not in err


def test_version_and_help_go_through_the_guard() -> None:
    assert run_cli("--version") == (0, "solo 0.1.0\n", "")
    code, out, err = run_cli("--lang", "en", "--help")
    assert (code, err) == (0, "")
    assert out.startswith("Usage: solo") and "--debug" in out


# -- closed pipes and full disks: a real process ------------------------------------------------
OUTPUTS = [["--help"], ["--version"], ["roll", "1d6"], ["--json", "roll", "1d6"],
           ["roll", "--help"], ["table", "list"], ["odds", "2d6", "vs", "7"]]


def _solo(home: Path, *argv: str, **popen: object) -> subprocess.Popen[bytes]:
    env = {**os.environ, "SOLO_HOME": str(home), "SOLO_LANG": "en"}
    env.pop("SOLO_DEBUG", None)
    return subprocess.Popen([sys.executable, "-m", "solo", *argv], cwd=home, env=env,
                            stderr=subprocess.PIPE, **popen)  # type: ignore[call-overload]


@pytest.mark.parametrize("argv", OUTPUTS, ids=" ".join)
def test_a_closed_pipe_ends_quietly(home: Path, argv: list[str]) -> None:
    process = _solo(home, *argv, stdout=subprocess.PIPE)
    assert process.stdout is not None
    process.stdout.close()  # the reader is gone before solo writes: `solo … | head -0`
    _out, err = process.communicate(timeout=60)
    assert err.decode() == ""
    assert process.returncode == 0


def test_help_piped_into_head_ends_quietly(home: Path) -> None:
    done = subprocess.run(f"'{sys.executable}' -m solo --help | head -1", shell=True, cwd=home,
                          capture_output=True, text=True, timeout=60, check=False,
                          env={**os.environ, "SOLO_LANG": "en"})
    assert done.stdout.startswith("Usage: solo")
    assert done.stderr == ""


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("argv", OUTPUTS, ids=" ".join)
def test_a_full_disk_for_the_output_is_one_line(home: Path, argv: list[str]) -> None:
    with open("/dev/full", "wb") as full:
        process = _solo(home, *argv, stdout=full)
        _out, err = process.communicate(timeout=60)
    assert err.decode().splitlines() == ["Could not write solo's output: the disk is full."]
    assert process.returncode == 1


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_the_shell_on_a_full_disk_is_one_line(home: Path) -> None:
    with open("/dev/full", "wb") as full:
        process = _solo(home, stdin=subprocess.PIPE, stdout=full)
        _out, err = process.communicate(b"roll 1d6\nquit\n", timeout=60)
    lines = err.decode().splitlines()
    assert lines and set(lines) == {"Could not write solo's output: the disk is full."}
    assert "Traceback" not in err.decode()
    assert process.returncode == 1


def test_the_shell_into_a_closed_pipe_ends_quietly(home: Path) -> None:
    process = _solo(home, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert process.stdout is not None
    process.stdout.close()
    _out, err = process.communicate(b"help -v\n" * 50 + b"quit\n", timeout=60)
    assert err.decode() == ""
    assert process.returncode == 0
