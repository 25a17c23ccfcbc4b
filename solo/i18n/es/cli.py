"""Mensajes del programa `solo` en la línea de órdenes."""

MESSAGES = {
    "cli.missing_value": "Falta el valor de {option}.",
    "cli.bad_seed": "La semilla tiene que ser un número entero, no «{value}».",
    "cli.home_not_folder": "--home: {home} no es una carpeta; indica una carpeta (o una que aún no exista) con --home o SOLO_HOME.",
    "cli.nul_in_option": "{option} no puede llevar el carácter nulo (\\0).",
    "cli.usage": "Uso: solo [--json] [--seed N] [--lang es|en] [--home CARPETA] [--campaign NOMBRE] [--debug] [ORDEN …]\nSin ORDEN se abre el intérprete interactivo. Órdenes:",
    "cli.guide": "Guía del jugador: {path} (en el intérprete: ayuda guía)",
    "cli.no_guide": "Guía del jugador: docs/guia/ en el código de solo (en el intérprete: ayuda guía)",
}
