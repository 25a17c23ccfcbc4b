"""Journal messages."""

MESSAGES = {
    "journal.session_word": "Session",
}
