"""Mensajes de los dados."""

MESSAGES = {
    "dice.faces.empty": "No has escrito ninguna cara.",
    "dice.faces.bad": "No entiendo la cara «{token}»: escribe números (4 2 6) o dados Fate (+ 0 -).",
    "dice.faces.mixed": "«{token}» mezcla símbolos: separa las caras con espacios.",
    "dice.entry.too_few": "Caras necesarias para esta tirada: {needed}; has escrito {given}.",
    "dice.entry.too_many": "Caras que usa esta tirada: {needed}; has escrito {given}.",
    "dice.entry.bad_face": "La cara {face} no existe en un {die} (de {low} a {high}).",
    "dice.notation.empty": "No has escrito ninguna tirada (prueba con 2d6+1, 4dF o d20).",
    "dice.notation.too_long": "Columna {column}: la tirada pasa de {limit} caracteres.",
    "dice.notation.unexpected": "Columna {column}: no esperaba «{char}» aquí.",
    "dice.notation.incomplete": "Columna {column}: la tirada termina antes de tiempo; falta un número o un dado.",
    "dice.notation.zero_dice": "Columna {column}: hay que tirar al menos un dado.",
    "dice.notation.zero_sides": "Columna {column}: un dado necesita al menos una cara.",
    "dice.notation.too_many_sides": "Columna {column}: un dado puede tener como mucho {limit} caras.",
    "dice.notation.too_many_dice": "Columna {column}: una tirada puede usar como mucho {limit} dados.",
    "dice.notation.keep_zero": "Columna {column}: hay que quedarse con al menos un dado.",
    "dice.notation.keep_more": "Columna {column}: no puedes quedarte con {keep} dados si solo tiras {count}.",
    "dice.notation.drop_zero": "Columna {column}: descartar 0 dados no cambia nada; quita el modificador.",
    "dice.notation.drop_all": "Columna {column}: si descartas {drop} de {count} dados no queda ninguno.",
    "dice.odds.too_costly": "Calcular las probabilidades exactas de {expression} costaría demasiado; la tirada sí se puede hacer.",
    "dice.odds.grouped": "{totals} totales agrupados en {rows} filas; los extremos con menos de una posibilidad entre un millón, juntos.",
}
