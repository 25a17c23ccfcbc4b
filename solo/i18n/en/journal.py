"""Journal messages."""

MESSAGES = {
    "journal.session_word": "Session",
    "journal.front.campaign": "campaign",
    "journal.front.system": "system",
    "journal.front.language": "language",
    "journal.front.created": "created",
}
