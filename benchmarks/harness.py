"""What every benchmark shares: solo installed as a player installs it, and ratios with targets.

`installed_python()` gives the interpreter of a venv (kept under `$SOLO_BENCH_VENV`, else
`~/.cache/solo/bench-venv`) where solo is installed from this checkout with `pip install .` (not
editable; its dependencies and the benchmarks' own, dyce and icepool, from PyPI the first time),
with every module compiled to bytecode (`compileall`), as a player's first run leaves it. The
checkout is reinstalled whenever the harness is asked, so the numbers are always of the code in
front of you. `in_installed_venv()` re-runs the calling script there when it is not running there
already: every `bench_*.py` can be run on its own (`python3 benchmarks/bench_tables.py`), and
`python3 benchmarks/harness.py [SCRIPTS]` (`make bench`) installs once and runs them all, and
fails when one does.

A benchmark measures what it compares in one run (the machine is shared and noisy), prints each
ratio beside its target with `Ratio.report`, and exits 1 when one is missed (`exit_code`).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import venv
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH_EXTRAS = ("dyce>=0.6", "icepool>=1.4")
_MARK = "SOLO_BENCH_INSTALLED"


def venv_folder() -> Path:
    """Where the benchmarks' venv lives."""
    configured = os.environ.get("SOLO_BENCH_VENV")
    if configured:
        return Path(configured)
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "solo" / "bench-venv"


def _pip(python: Path, *arguments: str) -> None:
    subprocess.run([str(python), "-m", "pip", "--disable-pip-version-check", "--quiet",
                    "install", *arguments], check=True, env=_clean_env())


def _clean_env() -> dict[str, str]:
    """The environment without anything that would let the source tree or another venv in."""
    return {key: value for key, value in os.environ.items()
            if key not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONDONTWRITEBYTECODE")
            and not key.startswith("SOLO_")}


def _source_copy(target: Path) -> Path:
    """The files git tracks or would track, copied to `target` (a stale `build/` folder in the
    checkout would put modules deleted since into the wheel)."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT,
                            capture_output=True, check=True).stdout.decode()
    for name in filter(None, listed.split("\0")):
        if (ROOT / name).is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, target / name)
    return target


def installed_python() -> Path:
    """Build (once) the venv, reinstall this checkout in it, compile it; its python."""
    folder = venv_folder()
    python = folder / "bin" / "python"
    if not python.exists():
        venv.EnvBuilder(with_pip=True, clear=True).create(folder)
        _pip(python, *BENCH_EXTRAS)
    with tempfile.TemporaryDirectory() as folder:
        source = _source_copy(Path(folder) / "solo")
        _pip(python, "--force-reinstall", "--no-deps", "--no-cache-dir", str(source))
        _pip(python, str(source))  # the dependencies, when pyproject gained one since
    site = subprocess.run([str(python), "-c", "import solo, os; print(os.path.dirname("
                           "os.path.dirname(solo.__file__)))"], check=True, capture_output=True,
                          text=True, env=_clean_env(), cwd="/").stdout.strip()
    subprocess.run([str(python), "-m", "compileall", "-q", "-j", "0", site], check=True,
                   env=_clean_env())
    return python


def in_installed_venv(script: str) -> None:
    """Re-run `script` with the installed venv's python unless this already is it."""
    if os.environ.get(_MARK) == "1" or quick():
        return
    python = installed_python()
    env = {**_clean_env(), _MARK: "1"}
    os.chdir("/")  # the checkout's folder must not shadow the installed package
    os.execve(str(python), [str(python), script, *sys.argv[1:]], env)


def bench_env() -> dict[str, str]:
    """The environment to run the installed `solo` in (Spanish, no source tree on the path).

    With `--check` (no install), this environment as it is: its `PYTHONPATH` finds the code.
    """
    return {**(dict(os.environ) if quick() else _clean_env()), "SOLO_LANG": "es"}


@dataclass(frozen=True)
class Ratio:
    """One measured ratio and the most it may be."""

    label: str
    value: float
    target: float
    detail: str = ""

    @property
    def ok(self) -> bool:
        """Whether the target is met."""
        return self.value <= self.target

    def report(self) -> bool:
        """Print the ratio beside its target; whether it is met."""
        verdict = "OK" if self.ok else "MISSED"
        print(f"{self.label:<44} ratio {self.value:6.2f}  (target <= {self.target:g})  "
              f"{verdict}{'   ' + self.detail if self.detail else ''}", flush=True)
        return self.ok


def exit_code(ratios: list[Ratio]) -> int:
    """Print every ratio; 1 when one missed its target."""
    results = [ratio.report() for ratio in ratios]
    return 0 if all(results) else 1


def quick() -> bool:
    """`--check`: one tiny round, to show the script still runs (no target is judged)."""
    return "--check" in sys.argv[1:]


def run_all(names: list[str]) -> int:
    """Install once, run every benchmark given (default: every `bench_*.py`); 1 if one failed."""
    here = Path(__file__).resolve().parent
    scripts = [Path(name).resolve() for name in names] or sorted(here.glob("bench_*.py"))
    python = installed_python()
    env = {**_clean_env(), _MARK: "1"}
    failed = []
    for script in scripts:
        print(f"== {script.name}", flush=True)
        if subprocess.run([str(python), str(script)], env=env, cwd="/", check=False).returncode:
            failed.append(script.name)
    print(f"== {len(scripts) - len(failed)} of {len(scripts)} benchmarks met their targets"
          + (f"; missed: {', '.join(failed)}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(run_all(sys.argv[1:]))
