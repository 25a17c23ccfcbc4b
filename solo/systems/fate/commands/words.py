"""The words a player types for the choices of the `fate` subcommands, from the catalogs."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from solo.i18n.words import words_of

# `fate character ACTION`, `fate aspect ACTION` and `fate stunt ACTION`.
CHARACTER_ACTIONS = {"new": "fate.word.new", "list": "fate.word.list", "use": "fate.word.use",
                     "npc": "fate.word.npc", "remove": "fate.word.remove"}
ASPECT_ACTIONS = {"add": "fate.word.add", "list": "fate.word.list", "remove": "fate.word.remove"}
STUNT_ACTIONS = ASPECT_ACTIONS      # `fate stunt ACTION`: the same three words


def typed_words(words: Mapping[Any, str]) -> list[str]:
    """Every word of `words` in English then Spanish, for argparse's `choices` (and completion).

    >>> typed_words({"use": "fate.word.use", "npc": "fate.word.npc"})
    ['use', 'usar', 'npc', 'pnj']
    """
    return list(dict.fromkeys(word for key in words.values() for lang in ("en", "es")
                              for word in words_of(key, lang)))
