"""Mensajes de error generales."""

MESSAGES = {
    "error.where": "{path}, línea {line}",
    "error.bad_language": "Idioma desconocido: «{lang}». Elige uno de: {choices}.",
    "error.unexpected": "Algo ha fallado dentro de solo ({kind}). No se ha perdido nada del diario. El informe completo está en {path}",
    "error.unexpected_no_log": "Algo ha fallado dentro de solo ({kind}) y no se pudo guardar el informe en {path} ({reason}); repite la orden con --debug para ver el detalle.",
    "error.output": "No se pudo escribir la salida de solo: {reason}.",
    "error.nul_in_path": "Un nombre de archivo o de carpeta no puede llevar el carácter nulo (\\0).",
    "error.os": "No se puede usar {path}: {reason}.",
}
