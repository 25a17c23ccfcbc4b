"""Mensajes de los dados."""

MESSAGES = {
    "dice.faces.empty": "No has escrito ninguna cara.",
    "dice.faces.bad": "No entiendo la cara «{token}»: escribe números (4 2 6) o dados Fate (+ 0 -).",
    "dice.faces.mixed": "«{token}» mezcla símbolos: separa las caras con espacios.",
    "dice.entry.too_few": "Esta tirada necesita {needed} caras y has escrito {given}.",
    "dice.entry.too_many": "Esta tirada usa {needed} caras y has escrito {given}.",
    "dice.entry.bad_face": "La cara {face} no existe en un {die} (de {low} a {high}).",
}
