"""Dice messages."""

MESSAGES = {
    "dice.faces.empty": "You typed no faces.",
    "dice.faces.bad": "Cannot read the face '{token}': type numbers (4 2 6) or Fate dice (+ 0 -).",
    "dice.faces.mixed": "'{token}' mixes symbols: separate the faces with spaces.",
    "dice.entry.too_few": "Faces this roll needs: {needed}; you typed {given}.",
    "dice.entry.too_many": "Faces this roll uses: {needed}; you typed {given}.",
    "dice.entry.bad_face": "Face {face} does not exist on a {die} ({low} to {high}).",
    "dice.notation.empty": "You typed no roll (try 2d6+1, 4dF or d20).",
    "dice.notation.too_long": "Column {column}: the roll is longer than {limit} characters.",
    "dice.notation.unexpected": "Column {column}: unexpected '{char}'.",
    "dice.notation.incomplete": "Column {column}: the roll ends too early; a number or a die is missing.",
    "dice.notation.zero_dice": "Column {column}: roll at least one die.",
    "dice.notation.zero_sides": "Column {column}: a die needs at least one side.",
    "dice.notation.too_many_sides": "Column {column}: a die may have at most {limit} sides.",
    "dice.notation.too_many_dice": "Column {column}: one roll may use at most {limit} dice.",
    "dice.notation.keep_zero": "Column {column}: keep at least one die.",
    "dice.notation.keep_more": "Column {column}: you cannot keep {keep} dice when you roll only {count}.",
    "dice.notation.drop_zero": "Column {column}: dropping 0 dice changes nothing; leave the modifier out.",
    "dice.notation.drop_all": "Column {column}: dropping {drop} of {count} dice leaves none.",
    "dice.odds.too_costly": "The exact odds of {expression} would take too long to work out; you can still roll it.",
    "dice.odds.grouped": "{totals} totals grouped into {rows} rows; ends with less than a one-in-a-million chance put together.",
}
