"""Mensajes del diario."""

MESSAGES = {
    "journal.session_word": "Sesión",
    "journal.front.campaign": "campaña",
    "journal.front.system": "sistema",
    "journal.front.language": "idioma",
    "journal.front.created": "creada",
}
