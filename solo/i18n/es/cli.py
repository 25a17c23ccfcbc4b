"""Mensajes del programa `solo` en la línea de órdenes."""

MESSAGES = {
    "cli.missing_value": "Falta el valor de {option}.",
    "cli.bad_seed": "La semilla tiene que ser un número entero, no «{value}».",
    "cli.usage": "Uso: solo [--json] [--seed N] [--lang es|en] [--home CARPETA] [--campaign NOMBRE] [ORDEN …]\nSin ORDEN se abre el intérprete interactivo. Órdenes:",
}
