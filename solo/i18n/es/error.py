"""Mensajes de error generales."""

MESSAGES = {
    "error.internal_test": "Error de prueba: {detail}",
    "error.where": "{path}, línea {line}",
    "error.bad_language": "Idioma desconocido: «{lang}». Elige uno de: {choices}.",
    "error.unexpected": "Algo ha fallado dentro de solo ({kind}). No se ha perdido nada del diario.",
    "error.os": "No se puede usar {path}: {reason}.",
}
