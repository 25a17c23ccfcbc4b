"""What the shell does before its first prompt (issue 16: start+quit within 1.1x of bare cmd2).

The shell is built in a fresh interpreter as `run_shell` builds it and its intro printed through
`print_to`; then it tells what that cost left behind. Not a timing: work deferred stays deferred.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CODE = """
import io, sys
from pathlib import Path
from solo.i18n import t
from solo.shell.app import SoloApp
from solo.shell import cmd2_words
app = SoloApp(Path(sys.argv[1]), intro=t("core.intro"))
out = io.StringIO()
app.print_to(out, app.intro)
print(out.getvalue().strip())
print("cmd2_help" if "solo.shell.cmd2_help" in sys.modules else "-")
print(cmd2_words._compiled.cache_info().currsize)
"""


def test_the_shell_starts_without_localizing_cmd2s_help_or_compiling_its_messages(
        tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SOLO_HOME": str(tmp_path), "SOLO_LANG": "es"}
    done = subprocess.run([sys.executable, "-c", CODE, str(tmp_path)], capture_output=True,
                          text=True, cwd=tmp_path, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    intro, help_module, compiled = done.stdout.strip().splitlines()
    assert intro.startswith("solo — juego de rol en solitario.")
    assert help_module == "-"  # alias and macro get their help when first asked for
    assert compiled == "0"  # the intro holds none of cmd2's messages' literals
