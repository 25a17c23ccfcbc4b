"""How the shell reads a command line: the player's words reach the command as typed.

cmd2's own parser treats `;` as the end of a command, `>` and `|` as redirection,
an unbalanced quote as an error, and is slow on very long lines. Here a
free-text command (`note`, `.`, `@`…) takes the rest of the line untouched,
and every other command's words are split by `split_words`, which never fails:
a quote groups words only when it is closed before a space or the end of the
line, and is an ordinary character otherwise. Redirection is read (by cmd2)
only when the player turned it on, and never for commands that take free text.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import NamedTuple

from cmd2 import Statement, constants
from cmd2.parsing import StatementParser

# the free-text arguments of the commands (lists of words the command joins with spaces)
FREE_TEXT_DESTS = frozenset({"text", "question", "title", "name", "note", "topic", "target"})

_WORD = re.compile(r"""(?:"([^"]*)"|'([^']*)')(?=\s|\Z)|\S+""")
_FIRST_WORD = re.compile(r"\s*(\S+)")
_COMMAND_WORD = re.compile(r"""\s*([^\s"'|>]*)""")  # cmd2's command pattern, without backtracking
_COMPARISON = re.compile(r"\s*(>=|<=|>|<)\s*(?=[0-9])")
_TOKEN_WITH_COMPARISON = re.compile(r"""(?<![^\s])([^\s"']*d[^\s"']*(?:>=|<=|>|<)[0-9][^\s"']*)""")


class Word(NamedTuple):
    """One word of a command line: what the command gets, and where it was typed."""

    value: str
    start: int
    end: int
    quoted: bool = False


def split_words(text: str) -> list[Word]:
    """Split `text` on spaces; `"a b"` or `'a b'` closed before a space is one word.

    Anything else is taken literally (an apostrophe, a lone quote, `;`, `|`, `>`, `\\`).

    >>> [w.value for w in split_words('add "Capitana Mara" --weight 2')]
    ['add', 'Capitana Mara', '--weight', '2']
    >>> [w.value for w in split_words("it's \\"open; a|b > c")]
    ["it's", '"open;', 'a|b', '>', 'c']
    """
    words = []
    for match in _WORD.finditer(text):
        double, single = match.groups()
        inner = double if double is not None else single
        if inner is None:
            words.append(Word(match.group(), *match.span()))
        else:
            words.append(Word(inner, *match.span(), True))
    return words


def typed_span(text: str, words: Sequence[Word]) -> str:
    """The stretch of `text` those consecutive words cover, as typed.

    One quoted word alone loses its quotes (they only grouped it).

    >>> line = 'oracle ¿Dice "no lo sé"  el guardia?'
    >>> typed_span(line, split_words(line)[1:])
    '¿Dice "no lo sé"  el guardia?'
    >>> typed_span('"Capitana Mara"', split_words('"Capitana Mara"'))
    'Capitana Mara'
    """
    if len(words) == 1 and words[0].quoted:
        return words[0].value
    return text[words[0].start:words[-1].end]


def restore_free_text(args: argparse.Namespace, text: str) -> None:
    """Put back, in each free-text argument, the words exactly as they were typed.

    argparse sees words without the spaces between them; the command would join
    them with one space. Each free-text list becomes the single stretch of the
    line that its words cover (quotes and runs of spaces kept).
    """
    words = split_words(text)
    values = [word.value for word in words]
    for dest in FREE_TEXT_DESTS:
        given = getattr(args, dest, None)
        if not isinstance(given, list) or not given or not all(isinstance(v, str) for v in given):
            continue
        start = _find_run(values, given)
        if start is not None:
            setattr(args, dest, [typed_span(text, words[start:start + len(given)])])


def _find_run(values: list[str], run: list[str]) -> int | None:
    """Where `run` first appears as consecutive items of `values` (from the end: free text
    usually follows the subcommand words, which may be equal to it)."""
    size = len(run)
    for start in range(len(values) - size, -1, -1):
        if values[start:start + size] == run:
            return start
    return None


def join_comparisons(line: str) -> str:
    """Quote dice targets so cmd2 does not read their `>` as a redirection.

    >>> join_comparisons("roll 3d6 >= 5")
    'roll "3d6>=5"'
    >>> join_comparisons("roll 3d6>5+1")
    'roll "3d6>5+1"'
    >>> join_comparisons("roll 3d6 > notes.txt")
    'roll 3d6 > notes.txt'
    """
    glued = _COMPARISON.sub(lambda match: match.group(1), line)
    return _TOKEN_WITH_COMPARISON.sub(lambda match: f'"{match.group(1)}"', glued)


class SoloStatementParser(StatementParser):
    """cmd2's statement parser, with the player's text kept as typed."""

    def __init__(self, *, shortcuts: Mapping[str, str], aliases: Mapping[str, str],
                 raw_commands: Iterable[str], free_text_commands: Iterable[str],
                 redirection: Callable[[], bool]) -> None:
        super().__init__(terminators=(), multiline_commands=(), aliases=aliases,
                         shortcuts=shortcuts)
        self.raw_commands = frozenset(raw_commands)
        self.free_text_commands = frozenset(free_text_commands) | self.raw_commands
        self._redirection = redirection

    def parse(self, line: str) -> Statement:
        """The command and the rest of the line; redirection only when it is on."""
        expanded = self._expand(line)
        command, rest = self._command_and_rest(expanded)
        if not command:
            return Statement("", raw=line)
        if self._redirection() and command not in self.free_text_commands:
            return super().parse(join_comparisons(line))
        return Statement(rest.strip(), raw=line, command=command)

    def _command_and_rest(self, line: str) -> tuple[str, str]:
        if line.lstrip().startswith(constants.COMMENT_CHAR):
            return "", ""
        match = _COMMAND_WORD.match(line)
        if match and match.group(1):
            return match.group(1), line[match.end(1):]
        first = _FIRST_WORD.match(line)  # a line starting with a quote or `>`: an unknown word
        if first is None:
            return "", ""
        return first.group(1), line[first.end(1):]

    def _expand(self, line: str) -> str:
        """Expand aliases, then shortcuts, as cmd2 does (in time linear in the line)."""
        remaining = set(self.aliases)
        while remaining:
            match = _COMMAND_WORD.match(line)
            command = match.group(1) if match else ""
            if command not in remaining or match is None:
                break
            line = self.aliases[command] + line[match.end(1):]
            remaining.discard(command)
        for shortcut, expansion in self.shortcuts:
            if line.startswith(shortcut):
                rest = line[len(shortcut):]
                return expansion + ("" if rest.startswith(" ") else " ") + rest
        return line

    def get_command_arg_list(self, command_name: str, to_parse: Statement | str,
                             preserve_quotes: bool) -> tuple[Statement, list[str]]:
        """The words for argparse, split by `split_words` (never fails on a quote)."""
        if not isinstance(to_parse, Statement):
            to_parse = self.parse(command_name + " " + to_parse)
        text = str(to_parse.args)
        words = split_words(text)
        if preserve_quotes:
            return to_parse, [text[word.start:word.end] for word in words]
        return to_parse, [word.value for word in words]
