"""The player's guide's transcript blocks: read them, run them, write their outputs back.

A page of `docs/guia/` (Spanish) or `docs/guide/` (English) marks what the program really does
with fenced blocks whose info string starts with `solo-`:

    ```solo-transcript seed=3
    $ solo roll 3d6
    3d6: [2 5 5] = 12
    ```

- `solo-transcript`: one-shot commands, each a line `$ solo ARGS…` (read as a POSIX shell reads
  it, `shlex`; `SOLO_ODDS=no solo …` sets that variable for the one command), followed by what it
  printed (standard output and error, in order).
- `solo-shell`: a short shell session, each command a line `solo [PROMPT]> LINE`; the prompt is
  the one the shell shows before that line.
- In both, lines `< ANSWER` after a command are what the player types to its questions, in
  order; a run writes each one right after the question that read it (as a terminal shows it),
  and those no question read at the end of the command's output.
- `solo-file PATH`: a file the player writes (a table, a note to import), written as the page
  shows it at PATH in the home of the next block (which then starts with it; `home=same` is
  implied). The run never changes it.
- `solo-journal NAME`: the journal of campaign NAME (`journals/NAME/journal.md`) as the blocks
  above it in the page left it. Its fence is longer (four backticks) because a journal holds
  ```` ```lonelog ```` blocks.

Options of a transcript or shell block: `seed=N` (each one-shot runs as `solo --seed N …`, the
shell starts with that seed), `home=same` (keep the previous block's home folder; otherwise each
block starts in an empty one), `lang=es|en` (else the page's folder says it).

Every block runs in a temporary folder that is the current folder and the home (`HOME` and the
cache too): nothing is written into the checkout or the player's files. The date a journal or a
command shows is written as `PAGE_DATE`, so the pages do not change with the day they were made.

Run as a program it rewrites the pages (`make guide-transcripts`); `--check` only says which
pages differ. tests/docs/test_guide_transcripts.py runs every page and compares.
"""

from __future__ import annotations

import contextlib
import contextvars
import io
import os
import re
import shlex
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GUIDES = {"es": ROOT / "docs" / "guia", "en": ROOT / "docs" / "guide"}
PAGE_DATE = "2026-12-06"
COLUMNS = "80"
OPENING = re.compile(
    r"^(?P<fence>`{3,})solo-(?P<kind>transcript|shell|journal|file)\b(?P<info>.*)$")
SHELL_LINE = re.compile(r"^(?P<prompt>solo \[[^\]]*\]> )(?P<line>.*)$")
KINDS_THAT_RUN = ("transcript", "shell")


@dataclass
class Block:
    """One marked block of a page: its kind, options and body lines (fences excluded)."""

    kind: str
    options: dict[str, str]
    words: list[str]
    start: int  # index of the opening fence line
    end: int  # index of the closing fence line
    body: list[str] = field(default_factory=list)

    def command_line(self, line: str) -> str | None:
        """The command a body line runs, if it is a command line."""
        if self.kind == "transcript":
            return line[2:] if line.startswith("$ ") else None
        match = SHELL_LINE.match(line) if self.kind == "shell" else None
        return match["line"] if match else None

    def commands(self) -> list[str]:
        """The command lines of a transcript or shell block, as the page shows them."""
        return [line for line, _answers in self.steps()]

    def steps(self) -> list[tuple[str, list[str]]]:
        """Each command with the answers typed to its questions: the `< ANSWER` lines between
        it and the next command, in order."""
        steps: list[tuple[str, list[str]]] = []
        for line in self.body:
            command = self.command_line(line)
            if command is not None:
                steps.append((command, []))
            elif steps and (line == "<" or line.startswith("< ")):
                steps[-1][1].append(line[2:])
        return steps


class Echoing(io.StringIO):
    """Standard input holding the answers: each line read is shown as `< ANSWER` on a line of
    its own, where it was read; `unread()` gives those no question asked for."""

    def __init__(self, answers: list[str], shown: io.StringIO) -> None:
        super().__init__("".join(f"{answer}\n" for answer in answers))
        self.shown = shown

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        line = super().readline(-1 if size is None else size)
        if line:
            text = self.shown.getvalue()
            if text.endswith("\n> "):  # a menu's bare prompt off a terminal: the answer is enough
                text = text[:-2]
                self.shown.seek(len(text))
                self.shown.truncate()
            self.shown.write(("\n" if text and not text.endswith("\n") else "") +
                             f"< {line.rstrip(chr(10))}\n")
        return line

    def unread(self) -> list[str]:
        """The answers left when the command ended, each as a `< ANSWER` line."""
        return [f"< {line}" for line in self.read().split("\n")[:-1]]


def page_language(page: Path) -> str:
    """The language of a guide page, told by its folder (`guia` Spanish, `guide` English)."""
    return "en" if page.resolve().parent.name == "guide" else "es"


def parse(text: str) -> list[Block]:
    """The marked blocks of a page, in order.

    >>> blocks = parse("x\\n```solo-transcript seed=3\\n$ solo roll 1d6\\n4\\n```\\n")
    >>> [(b.kind, b.options, b.commands(), b.body) for b in blocks]
    [('transcript', {'seed': '3'}, ['solo roll 1d6'], ['$ solo roll 1d6', '4'])]
    """
    lines = text.split("\n")
    blocks: list[Block] = []
    index = 0
    while index < len(lines):
        match = OPENING.match(lines[index])
        if match is None:
            index += 1
            continue
        fence = match["fence"]
        close = next((n for n in range(index + 1, len(lines)) if lines[n] == fence), None)
        if close is None:
            raise ValueError(f"line {index + 1}: a solo-{match['kind']} block is never closed")
        tokens = match["info"].split()
        options = dict(token.split("=", 1) for token in tokens if "=" in token)
        words = [token for token in tokens if "=" not in token]
        blocks.append(Block(match["kind"], options, words, index, close,
                            lines[index + 1:close]))
        index = close + 1
    return blocks


@dataclass
class Run:
    """The folders one run of a page uses (a fresh home per block unless `home=same`)."""

    base: Path
    language: str
    home: Path | None = None
    count: int = 0
    file_waiting: bool = False  # a solo-file block wrote into `home` for the next block

    def new_home(self) -> Path:
        """An empty home folder for the next block."""
        self.count += 1
        self.home = self.base / f"home{self.count}"
        self.home.mkdir()
        return self.home


@contextlib.contextmanager
def _inside(home: Path, base: Path, language: str,
            extra: dict[str, str] | None = None) -> Iterator[None]:
    """Run with `home` as current folder, home and cache; the page's language; 80 columns."""
    saved_env = dict(os.environ)
    saved_cwd = Path.cwd()
    os.environ.pop("SOLO_HOME", None)
    os.environ.pop("SOLO_ODDS", None)
    os.environ.update({"HOME": str(home), "XDG_CACHE_HOME": str(base / "cache"),
                       "SOLO_LANG": language, "COLUMNS": COLUMNS, "LINES": "40",
                       "NO_COLOR": "1", "TERM": "dumb", **(extra or {})})
    os.chdir(home)
    try:
        yield
    finally:
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)


def _dated(text: str) -> str:
    """`text` with today's date written as the pages' date."""
    return text.replace(date.today().isoformat(), PAGE_DATE)


def _one_shot(line: str, answers: list[str], seed: str | None, home: Path, base: Path,
              language: str) -> str:
    """Run one `solo …` line in-process; return what it printed (stdout and stderr, in order)."""
    from solo.cli import main

    words = shlex.split(line)
    extra: dict[str, str] = {}
    while words and re.fullmatch(r"[A-Z_]+=.*", words[0]):
        name, _, value = words.pop(0).partition("=")
        extra[name] = value
    if not words or words[0] != "solo":
        raise ValueError(f"a transcript line must run solo: $ {line}")
    argv = words[1:]
    if seed is not None and "--seed" not in argv:
        argv = ["--seed", seed, *argv]
    printed = io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = typed = Echoing(answers, printed)
    try:
        with (_inside(home, base, language, extra), contextlib.redirect_stdout(printed),
              contextlib.redirect_stderr(printed)):
            contextvars.copy_context().run(main, argv)
    finally:
        sys.stdin = old_stdin
    return _dated("\n".join([printed.getvalue().rstrip("\n"), *typed.unread()]))


def _home_for(block: Block, run: Run) -> Path:
    """The block's home: the previous one with `home=same` or after a file, else a new one."""
    if run.home is not None and (block.options.get("home") == "same" or run.file_waiting):
        run.file_waiting = False
        return run.home
    return run.new_home()


def _file(block: Block, run: Run) -> list[str]:
    if not block.words:
        raise ValueError(f"line {block.start + 1}: a solo-file block names its path")
    if run.home is None or not run.file_waiting:
        run.new_home()
    assert run.home is not None
    path = run.home / block.words[0]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(block.body) + "\n", "utf-8")
    run.file_waiting = True
    return block.body


def _transcript(block: Block, run: Run) -> list[str]:
    home = _home_for(block, run)
    language = block.options.get("lang", run.language)
    body: list[str] = []
    for line, answers in block.steps():
        body.append(f"$ {line}")
        body.extend(_one_shot(line, answers, block.options.get("seed"), home, run.base,
                              language).rstrip("\n").split("\n"))
    return [line.rstrip() for line in body]


def _shell(block: Block, run: Run) -> list[str]:
    from solo.shell.app import SoloApp

    home = _home_for(block, run)
    language = block.options.get("lang", run.language)
    seed = int(block.options.get("seed", "1"))
    context = contextvars.copy_context()
    body: list[str] = []
    with _inside(home, run.base, language):
        from solo.i18n import set_language

        context.run(set_language, language)  # as `solo` does from $SOLO_LANG before the shell
        printed = io.StringIO()
        app = context.run(lambda: SoloApp(Path("."), seed=seed, stdin=io.StringIO(""),
                                          stdout=printed, allow_redirection=False))
        app.use_rawinput = False
        app.interactive_pipe = True  # text questions show their prompt, as on a terminal
        for line, answers in block.steps():
            body.append(f"{context.run(lambda: app.prompt)}{line}")
            printed.seek(0)
            printed.truncate()
            app.stdin = typed = Echoing(answers, printed)
            with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
                context.run(app.onecmd_plus_hooks, line)
            shown = _dated("\n".join([printed.getvalue().rstrip("\n"), *typed.unread()]))
            shown = shown.strip("\n")
            body.extend(shown.split("\n") if shown else [])
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            context.run(app.postloop)  # the player quits: the journal's open block is closed
    return [line.rstrip() for line in body]


def _journal(block: Block, run: Run) -> list[str]:
    if run.home is None or not block.words:
        raise ValueError(f"line {block.start + 1}: a solo-journal block names a campaign run above")
    path = run.home / "journals" / block.words[0] / "journal.md"
    return _dated(path.read_text("utf-8")).rstrip("\n").split("\n")


RUNNERS = {"transcript": _transcript, "shell": _shell, "journal": _journal, "file": _file}


def regenerate(text: str, language: str) -> str:
    """The page `text` with every block's body replaced by what the program does now."""
    lines = text.split("\n")
    blocks = parse(text)
    with tempfile.TemporaryDirectory(prefix="solo-guide-") as folder:
        base = Path(folder).resolve()
        (base / "cache").mkdir()
        run = Run(base, language)
        bodies = [RUNNERS[block.kind](block, run) for block in blocks]
    for block, body in reversed(list(zip(blocks, bodies, strict=True))):
        lines[block.start + 1:block.end] = body
    return "\n".join(lines)


def pages() -> list[Path]:
    """Every page of the guide, in both languages."""
    return sorted(path for folder in GUIDES.values() for path in folder.glob("*.md"))


def main(argv: list[str]) -> int:
    """Rewrite the pages named (every page if none); `--check`: only list those that differ."""
    check = "--check" in argv
    named = [Path(arg) for arg in argv if arg != "--check"]
    differ = []
    for page in named or pages():
        text = page.read_text("utf-8")
        new = regenerate(text, page_language(page))
        if new != text:
            differ.append(page)
            if not check:
                page.write_text(new, "utf-8")
        print(f"{'differs' if check and new != text else 'ok' if new == text else 'rewritten'}: "
              f"{page}")
    return 1 if check and differ else 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main(sys.argv[1:]))
