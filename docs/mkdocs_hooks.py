"""`make docs`: the guide's transcript blocks shown as plain text in the site.

Python-Markdown reads a fence's info string as one language word, so ```` ```solo-transcript
seed=3 ```` would not open a code block; the options are for the tests
(tests/docs/transcripts.py), not for the reader. GitHub shows the pages as they are.
"""

import re

FENCE = re.compile(r"^(`{3,})solo-[a-z]+\b.*$", re.MULTILINE)


def on_page_markdown(markdown: str, **_kwargs: object) -> str:
    """Open each `solo-…` block as a plain text block."""
    return FENCE.sub(r"\1text", markdown)
