"""Words that give a language away, to find the other language's words on a screen.

`SPANISH` are common Spanish words that are no English words, `ENGLISH` the reverse: a Spanish
screen must hold none of `ENGLISH`, an English screen none of `SPANISH`. Words both languages
share ("no", "general", "total", "idea", "digital"), and words of one that are also words of the
other ("has", "hay", "alto", "once", "son", "sin"), are left out of both lists on purpose; "dice"
(Spanish for "says") is kept as English: the Spanish catalogs say "indica" instead.

What a player types is not prose and is left out first (`bare`): dice (`4d6even`, «u»),
options (`--dice`, `--dados`),
`a|b|c` lists of command words in a usage line, `{n}` placeholders, table ids (`core/giros`),
and a command quoted as the player types it («scene new», `thread add Uno`) — command and
subcommand names are typed in either language. What is left is checked word by word, and
`ALLOWED` says, with its reason, each word a screen keeps on purpose.
"""

from __future__ import annotations

import re

SPANISH = frozenset(re.findall(r"\S+", """
    el la los las del al un una unos unas uno que qué cual cuál cuales cuáles quien quién
    es está están estás eres soy somos ser estar ha han hemos había sido
    y o u ni pero sino porque aunque si sí también tampoco muy más menos mucho muchos
    mucha muchas poco pocos tanto todo todos toda todas cada otro otra otros otras
    con para por sobre entre hasta desde hacia según tras sus su tu tus mi mis nuestro
    nuestra este esta estos estas ese esa esos esas aquí allí ahora antes después luego
    siempre nunca ya aún todavía cuando cuándo donde dónde como cómo
    tirada tiradas tira tirar dados físicos digitales dado cara caras añadir añade lista
    listar quitar quita borrar presagio presagios criaturas lugares datos dato éxito
    fallo fracaso opciones opción uso ayuda nombre texto valor campaña campañas escena
    escenas hilo hilos personaje personajes tabla tablas diario sesión tensión pendiente
    pendientes suceso sucesos oráculo respuesta pregunta nuevo nueva nuevos abrir cerrar
    mostrar muestra elegir elige escribe escribir número números ninguno ninguna nada
    alguno alguna desafío reto conflicto ventaja desventaja dificultad amenaza superación
    rasgo rasgos cualidad cualidades proeza proezas aspecto aspectos estrés consecuencia
    consecuencias puntos punto contra vence gana pierde ganar perder perdido
    caracteristica característica acción acciones hecho hecha hace hacer puede pueden
    debe deben queda quedan sigue seguir vez veces primero primera segundo segunda
    tercero último última fácil difícil mejor peor alta bajo baja
    archivo carpeta línea líneas fila filas quedó guardado guardada muestra
    elige faltan orden órdenes ajuste ajustes
    físico activo activa ficha fichas
    tiene defecto usa columna falta algo resolución suma fuera complicación paso invocación
    historia golpe puedes cambia habilidad necesita empieza juego gratuita conozco ningún
    habilidades bando impulso tres concepto empate crea mismo precio gasta resultado usar sola
    existe crítico beneficio ganas situación gastar tiran cuesta recupera sistema cambio
    acelerado condensado borra sube crear bonificación estilo vuelve repetir abierto tienes
    consigues atributo vínculo entiendo tiras grupo probabilidad estado encaja lugar
    invocaciones aflicción reglas tipo cierra escala pasa así escrito superar gratuitas
    oposición turno programa carácter nivel enemigo efecto bueno comillas abre empezar esfuerzo
    vínculos estados intenta repite detrás encrucijada igual comas interacción cognición
    protección lleva válido dentro terminar encima casilla cuatro además cuántos leve estilos
    monstruo casillas nombres campo nombra quieres ejemplo menor sacar responde saca bajar
    refresco intercambio supera atributos peligroso verdad entero idioma medidor jugador
    aleatorio desafíos guarda alguien indica ambos recibe cuenta tener mientras peso ella trae
    fallado casi actúa suman opcional mazo seis fallar reserva debilidad derrota título sobra
    enemigos escrita palabras aflicciones mano ejecuta cambiar justo contar aparece límite
    imposible próxima cualquier recorrido llega nadie atacar tantos combate competición guiado
    usos estándar puntuaciones doble partida vacía termina espacios abierta atajo vacío exacta
    propio leer listas segmentos máximo blanco cerrado marca algún pone hostil serio daño
    moderada invoca bandos ataca sumas recuperar defensa permite"""))
"""Common Spanish words that are not English words."""

ENGLISH = frozenset(re.findall(r"\S+", """
    the an of and or but with without from into onto for to by at on in about
    is are was were be been being have had does did not none nothing
    this that these those there here which what who whom whose when where why how
    you your yours we our they their them she his her its it
    shifts dice die roll rolls rolled add added list remove removed omen omens creatures
    places data success failure options option usage help name names text value values
    campaign campaigns scene scenes thread threads character characters table tables
    journal session tension pending event events oracle answer question new show shows
    close closed open opened choose chosen type typed number numbers one two three each
    every any some other others more most less least only also still yet now then
    again already after before first second last next previous easy hard better worse
    high low file folder line lines row rows saved kept left taken made make makes
    physical digital active sheet sheets stunt stunts advantage disadvantage difficulty
    trait traits quality qualities aspect aspects stress consequence consequences
    point points against wins win lose loses lost challenge conflict action actions
    can cannot must should would could will shall may might
    condensed accelerated yes invalid usage optional arguments positional created deleted notes see also
    formatting setting settings
    free out resolve column goes needs something overcoming another quirk many read complication
    all side invoke faces write hit missing step gain command skill default story tie cost
    commands gives end character's threat than change create script score unknown uses adds
    characteristic give back spend invokes skills concept own boost leave bonus costs take
    random instead never draw starts failed twist tokens both keep twice fail benefit play
    affliction takes valid system focus opponent campaign's written too bond game holds used
    gets reroll attack attribute perk called kind approach above ladder challenges delete group
    allowed check state main dangerous guided face crossroads off rolling comes opposed overcome
    enemy opposition best scores turn whole stays program rules empty effort word ends appears
    separated critical catastrophe highest below mild gm's standing standard weakness passive
    interaction cognition protection defeated result full bonds states pick way happens aliases
    like sides changes four altered brings pay serious approaches refresh spent secondary
    monster know boxes foe effect exact player fit run just chance same while order lower fewer
    finish acts drops rises current ones higher until commas fair situation exchange attributes
    range level field between exist words example hold drop times single time outside through
    rest say defend strength six pool contest even reach recover complex spare fitting save
    minus title interrupted language needed good over quotes inside long checked someone
    afflictions hand keeps runs rerolls down means several weight asked impossible very likely
    expected counts npcs let hostile hidden"""))
"""Common English words that are not Spanish words."""

ALLOWED = {
    "es": {},
    "en": {
        "es": "the Spanish language's code, typed as it is (`--lang es`, `set lang es`)",
    },
}
"""Words a screen of that language keeps on purpose, each with its reason."""

ALLOWED_KEYS = {
    "zodiac.rules.abbreviations": "the Spanish names behind Zodiac's abbreviations (CD, AT, PB…), "
                                  "which its commands use as the Spanish rule book writes them",
}
"""Catalog texts that quote the other language on purpose, each with its reason."""

FILE_WORDS = frozenset(re.findall(r"\S+", """
    id name dice rows range weight text again columns ranges lang es en oracle up_to answers
    by_tension yes no tie on off true false set del splice seq crc edits"""))
"""What a player writes in a table's or an oracle's file (its YAML keys and words) or finds in a
campaign's change log (its edits' kinds), quoted."""

PROPER_NAMES = ("Dice Roller", "Datasworn", "Lonelog", "Mythic", "Fate Core", "Roll20")
"""Names of tools and books, written as their makers write them."""

_OPTION = re.compile(r"(?<![\w-])--?[\w-]+(?:=\S*)?")
_BARS = re.compile(r"[\w/.+-]+(?:\|[\w/.+-]+)+")
_FIELD = re.compile(r"\{\w*(?:![rsa])?\}|%\(\w+\)[rsd]|%[sr]")
_PLURAL = re.compile(r"\{\w+:([^{}|]*)\|([^{}]*)\}")
_TABLE_ID = re.compile(r"\b[\w-]+/[\w/-]*")
_FILE = re.compile(r"\b[\w-]+\.(?:md|yaml|yml|json|txt|log|jsonl)\b")
_IDENTIFIER = re.compile(r"\b\w+(?:[._]\w+)+\b")
_DICE = re.compile(r"(?<![\w-])\d*[dD](?:\d|%|F|\{|\()[^\s«»`\"',;]*")
NOTATION_WORDS = frozenset(re.findall(r"\S+", """
    u uo o cs cf t tt f e ie km kh kl dh dl even odd min max mi ma s sa sd r ro rr x vs"""))
"""Dice notation's letters, quoted in a text («u», «!o»): typed as they are in any language."""
_QUOTED = re.compile(r"«[^«»]*»|`[^`]*`|\"[^\"]*\"|'[^']*'|“[^“”]*”")
_ROW = re.compile(r"^(\s*)([\w-]+)(?: \(([^()]*)\))?(?=\s{2,}|$)")
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


def bare(text: str, typed: frozenset[str], commands: frozenset[str], *, help: bool = False) -> str:
    """`text` without what a player types: options, commands, fields, identifiers, table ids,
    file names (and, in a `help`, the subcommands it lists: `add (añadir, nuevo)`)."""
    for name in PROPER_NAMES:
        text = text.replace(name, " ")
    text = _PLURAL.sub(r"\1 \2", text)
    text = _FIELD.sub(" ", text)
    text = _FILE.sub(" ", text)
    text = _IDENTIFIER.sub(" ", text)
    text = _QUOTED.sub(lambda quote: _unless_typed(quote.group(),
                                                   typed | FILE_WORDS | NOTATION_WORDS), text)
    text = _DICE.sub(" ", text)  # dice as typed: `4d6even`, `2d10uo`, `1d6!o`
    text = _OPTION.sub(" ", text)
    text = _BARS.sub(" ", text)
    text = _TABLE_ID.sub(" ", text)
    lines = []
    for line in text.splitlines():
        row = _ROW.match(line) if help else None  # a subcommand in a help: `add (añadir, nuevo)`
        listed = row and {row.group(2).lower(), *_words(row.group(3) or "")} <= typed
        kept = row.group(1) + line[row.end():] if row and listed else line
        lines.append(_without_commands(kept, typed, commands))
    return "\n".join(lines)


def _words(text: str) -> list[str]:
    return [word.lower() for word in _WORD.findall(text)]


def _unless_typed(quote: str, typed: frozenset[str]) -> str:
    """A quoted command (or file word) the player types goes; any other quote stays, to be read."""
    words = _words(quote)
    return " " if words and words[0] in typed else quote


def _without_commands(line: str, typed: frozenset[str], commands: frozenset[str]) -> str:
    """`line` without its commands as typed: a command's name, then its subcommands' words,
    and its arguments' names in capitals (`campaign new NOMBRE SISTEMA`, `help`)."""
    kept: list[str] = []
    in_command = False
    for token in line.split():
        word = token.strip("()[],.:;¿?¡!").lower()
        if word in commands:
            in_command = True
            continue
        bare_token = token.strip("()[],.:;¿?¡!")
        if in_command and (word in typed or (bare_token.isupper() and len(bare_token) > 1)
                           or not word):
            continue
        in_command = False
        kept.append(token)
    return " ".join(kept)


def foreign(text: str, lang: str, typed: frozenset[str] = frozenset(),
            commands: frozenset[str] = frozenset(), *, help: bool = False) -> list[str]:
    """The words of `text` (in `lang`) that belong to the other language."""
    other = ENGLISH if lang == "es" else SPANISH
    return sorted({word for word in _WORD.findall(bare(text, typed, commands, help=help))
                   if word.lower() in other and word.lower() not in ALLOWED[lang]
                   and not (word.isupper() and len(word) > 1)})
