"""`table check`'s exit codes, as its help and the README say: 0 fine, 1 problems, 2 refused."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import run_cli

ROOT = Path(__file__).resolve().parents[2]


def test_the_exit_codes_are_what_the_help_says(tmp_path: Path) -> None:
    code, out, _err = run_cli("table", "check", "--help", home=tmp_path)
    assert code == 0
    said = " ".join(out.split())
    assert ("Código de salida: 0 si todas las tablas están bien; 1 si hay problemas" in said
            and "2 si la orden no se puede cumplir" in said)
    good = tmp_path / "bien.yaml"
    good.write_text("id: mias/bien\nname: Bien\ndice: 1d2\nrows:\n  - range: 1\n    text: a\n"
                    "  - range: 2\n    text: b\n", "utf-8")
    assert run_cli("--lang", "en", "table", "check", str(good), home=tmp_path)[0] == 0
    broken = tmp_path / "mal.yaml"
    broken.write_text("id: mias/mal\nname: Mal\ndice: 1d3\nrows:\n  - range: 1\n    text: a\n",
                      "utf-8")
    code, out, _err = run_cli("table", "check", str(broken), home=tmp_path)
    assert code == 1 and "mal.yaml" in out
    assert run_cli("table", "check", "--bogus", home=tmp_path)[0] == 2
    assert run_cli("table", "check", "/dev/null", home=tmp_path)[0] == 2


def test_the_readme_documents_them() -> None:
    readme = " ".join((ROOT / "README.md").read_text("utf-8").split())
    assert ("exits 0 when every table is fine, 1 when it lists problems, 2 when it cannot check"
            in readme)
