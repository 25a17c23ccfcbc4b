"""`table sim` is bounded by time as well as count, and shows progress on long runs."""

from __future__ import annotations

import contextlib
import contextvars
import io
import json
import sys
from pathlib import Path

import pytest

import solo.render.tables as render_tables
from solo.tables import odds
from solo.tables.odds import MAX_SIMULATIONS
from tests.conftest import Shell, refused, run_cli, spawn_solo


class Terminal(io.StringIO):
    """A captured stream that says it is a terminal (as standard error is, interactively)."""

    def isatty(self) -> bool:
        return True


def _fate_table(home: Path, dice: int = 100) -> str:
    """A table on `{dice}dF` with one row per total: slow to roll, quick to load."""
    rows = "".join(f"  - range: {total}\n    text: {{es: \"r{total}\", en: \"r{total}\"}}\n"
                   for total in range(-dice, dice + 1))
    path = home / "tables" / "lenta" / "fate.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(f"id: lenta/fate\nname: {{es: Lenta, en: Slow}}\ndice: {dice}dF\n"
                    f"rows:\n{rows}", encoding="utf-8")
    return "lenta/fate"


def _one_shot_on_a_terminal(*argv: str, home: Path) -> tuple[int, str, str]:
    """Run `solo ARGV…` in-process with standard error that is a terminal."""
    from solo.cli import main

    out, err = io.StringIO(), Terminal()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = contextvars.copy_context().run(main, ["--home", str(home), *argv])
    return code, out.getvalue(), err.getvalue()


def test_a_huge_simulation_stops_by_time_and_says_so(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(odds, "MAX_SIM_SECONDS", 0.3)
    table_id = _fate_table(tmp_path)
    code, out, err = run_cli("--json", "table", "sim", table_id, str(MAX_SIMULATIONS),
                             home=tmp_path)
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data["stopped_early"] is True
    assert data["asked"] == MAX_SIMULATIONS
    assert 0 < data["n"] < MAX_SIMULATIONS
    assert sum(row["count"] for row in data["rows"]) == data["n"]
    assert data["seconds"] >= 0.3
    code, out, _err = run_cli("--lang", "en", "table", "sim", table_id, "1000000",
                              home=tmp_path)
    assert code == 0
    assert "Time ran out after " in out
    assert "(the limit is 0.3 s)" in out
    assert "of the 1000000 rolls asked for were made." in " ".join(out.split())


def test_a_short_simulation_is_not_stopped(tmp_path: Path) -> None:
    code, out, _err = run_cli("--json", "table", "sim", "core/giros", "500", home=tmp_path)
    data = json.loads(out)
    assert (code, data["n"], data["asked"], data["stopped_early"]) == (0, 500, 500, False)
    code, out, _err = run_cli("--lang", "en", "table", "sim", "core/giros", "500",
                              home=tmp_path)
    assert "Time ran out" not in out


@pytest.mark.parametrize("value", ["0", "-1", "1000001", "1000000000", str(2**63), "abc"])
def test_the_number_of_rolls_is_bounded(tmp_path: Path, value: str) -> None:
    err = refused("--lang", "en", "table", "sim", "core/giros", value, home=tmp_path)
    assert "from 1 to 1000000" in err


@pytest.mark.parametrize("value", ["0", "101", str(2**63), "x"])
def test_times_is_bounded(tmp_path: Path, value: str) -> None:
    err = refused("--lang", "en", "table", "roll", "core/giros", "--times", value,
                  home=tmp_path)
    assert err.startswith("table roll: --times/--veces: ")
    assert "from 1 to 100" in err


def test_weights_is_bounded(tmp_path: Path) -> None:
    err = refused("--lang", "en", "table", "new", "mias/x", "--weights", str(2**63),
                  home=tmp_path)
    assert "from 1 to 1000" in err
    assert not (tmp_path / "tables").exists()


def test_one_shot_progress_is_a_plain_line_on_a_terminal(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(odds, "MAX_SIM_SECONDS", 0.5)
    monkeypatch.setattr(render_tables, "PROGRESS_AFTER", 0.0)
    monkeypatch.setattr(render_tables, "PROGRESS_REDRAW", 0.0)
    monkeypatch.delitem(sys.modules, "solo.shell.app", raising=False)  # as one-shot: no shell
    table_id = _fate_table(tmp_path)
    code, out, err = _one_shot_on_a_terminal("--json", "--lang", "en", "table", "sim",
                                             table_id, "1000000", home=tmp_path)
    assert code == 0
    assert json.loads(out)["stopped_early"] is True
    assert f"\r{table_id}: 100 of 1000000 rolls…" in err
    assert err.endswith("\r")  # the line is erased at the end
    assert "\x1b" not in err  # plain text, no terminal codes


def test_no_progress_when_standard_error_is_not_a_terminal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(odds, "MAX_SIM_SECONDS", 0.3)
    monkeypatch.setattr(render_tables, "PROGRESS_AFTER", 0.0)
    table_id = _fate_table(tmp_path)
    code, _out, err = run_cli("--json", "table", "sim", table_id, "1000000", home=tmp_path)
    assert (code, err) == (0, "")


def test_the_shell_shows_a_bar(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(odds, "MAX_SIM_SECONDS", 0.5)
    monkeypatch.setattr(render_tables, "PROGRESS_AFTER", 0.0)
    table_id = _fate_table(tmp_path)
    shell = Shell(tmp_path)
    err = Terminal()
    with contextlib.redirect_stderr(err):
        run = shell.in_context(lambda: shell.app.onecmd_plus_hooks(f"table sim {table_id} 1000000"))
    assert run is False
    assert "━" in err.getvalue()  # rich's bar
    assert f"{table_id}" in err.getvalue()
    assert shell.app.last_result.stopped_early


def test_a_real_terminal_sees_the_progress_then_the_result(tmp_path: Path) -> None:
    import pexpect

    table_id = _fate_table(tmp_path, dice=300)
    # as many rolls as allowed: the run lasts its whole time limit on any machine, so the
    # progress line (shown after PROGRESS_AFTER seconds) always appears
    child = spawn_solo(tmp_path, "--lang", "en", "table", "sim", table_id, str(MAX_SIMULATIONS))
    child.expect(rf"\r{table_id}: \d+ of {MAX_SIMULATIONS} rolls…")
    child.expect(rf"{table_id}: (\d+) rolls")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
