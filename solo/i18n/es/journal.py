"""Mensajes del diario."""

MESSAGES = {
    "journal.session_word": "Sesión",
}
