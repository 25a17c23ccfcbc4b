"""Mensajes del motor en solitario: oráculo, tensión, escenas, sucesos, hilos, PNJ y pendientes."""

MESSAGES = {
    # respuestas del oráculo
    "engine.answer.yes_and": "Sí, y además…",
    "engine.answer.yes": "Sí",
    "engine.answer.yes_but": "Sí, pero…",
    "engine.answer.no_but": "No, pero…",
    "engine.answer.no": "No",
    "engine.answer.no_and": "No, y además…",
    # niveles de probabilidad
    "engine.level.casi-imposible": "Casi imposible",
    "engine.level.muy-improbable": "Muy improbable",
    "engine.level.improbable": "Improbable",
    "engine.level.50-50": "50/50",
    "engine.level.probable": "Probable",
    "engine.level.muy-probable": "Muy probable",
    "engine.level.casi-seguro": "Casi seguro",
    "engine.level.unknown": "No conozco la probabilidad «{level}». Elige una de: {choices}.",
    # oráculos escritos como datos
    "engine.spec.missing": "Al oráculo le falta «{field}» (o está vacío).",
    "engine.spec.not_number": "En «{field}» esperaba un número entero y hay «{value}».",
    "engine.spec.bad_die": "No conozco el dado «{die}»: usa dF o dN (d6, d10…).",
    "engine.spec.bad_count": "Un grupo de dados debe tener de 1 a 10 dados, no {count}.",
    "engine.spec.bad_read": "La lectura del {die} nombra caras que ese dado no tiene.",
    "engine.spec.bad_level": "«{level}» no es una de las siete probabilidades.",
    "engine.spec.missing_levels": "Faltan probabilidades en el oráculo: {levels}.",
    "engine.spec.bad_answer": "«{answer}» no es una respuesta: usa yes_and, yes, yes_but, no_but, no, no_and o tie.",
    "engine.spec.open_end": "Todas las bandas de respuestas llevan «up_to» menos la última, que se queda con el resto.",
    "engine.spec.unordered": "Las bandas de respuestas deben ir de menor a mayor «up_to».",
    "engine.spec.bad_rung": "El peldaño «{rung}» de la escalera de sucesos no encaja con la primera mitad de los dados.",
    "engine.spec.bad_by_tension": "«by_tension» necesita nueve números que no bajen, de 0 a {size}.",
    "engine.spec.tie_unbreakable": "Un empate necesita dados que puedan salir a favor y en contra.",
    "engine.oracle.endless_tie": "Los dados del desempate salen siempre en blanco: revisa las caras escritas.",
    "engine.oracle.unknown": "No hay ningún oráculo «{name}». Hay: {choices}.",
    # tensión
    "engine.tension.out_of_range": "La tensión va de 1 a 9, no {tension}.",
    "engine.tension.not_number": 'La tensión es un número de 1 a 9, no «{value}».',
    "engine.help.odds": 'probabilidad: casi-imposible, muy-improbable, improbable, 50/50, probable, muy-probable o casi-seguro',
    "engine.help.tension": 'tensión de 1 a 9 (por defecto, la de la campaña o 5)',
    "engine.help.oracle": 'qué oráculo usar: fate (4dF, por defecto), d6 o uno tuyo de tables/oracle/',
}
