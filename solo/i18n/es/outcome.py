"""Nombres de los resultados de todos los sistemas (para las tablas de probabilidades)."""

MESSAGES = {
    "outcome.success": "Éxito",
    "outcome.failure": "Fallo",
    "outcome.fail": "Fallo",
    "outcome.tie": "Empate",
    "outcome.style": "Éxito con estilo",
    "outcome.exceptional": "Éxito excepcional",
    "outcome.critical_failure": "Fallo crítico",
    "outcome.success_benefit": "Éxito + Beneficio",
    "outcome.success_consequence": "Éxito + Consecuencia",
    "outcome.success_complication": "Éxito + Complicación",
    "outcome.failure_consequence": "Fracaso + Consecuencia",
    "outcome.failure_complication": "Fracaso + Complicación",
    "outcome.failure_catastrophe": "Fracaso + Catástrofe",
    "outcome.yes_and": "Sí, y…",
    "outcome.yes": "Sí",
    "outcome.yes_but": "Sí, pero…",
    "outcome.no_but": "No, pero…",
    "outcome.no": "No",
    "outcome.no_and": "No, y…",
}
