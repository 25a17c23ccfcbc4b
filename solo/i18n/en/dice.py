"""Dice messages."""

MESSAGES = {
    "dice.faces.empty": "You typed no faces.",
    "dice.faces.bad": "Cannot read the face '{token}': type numbers (4 2 6) or Fate dice (+ 0 -).",
    "dice.faces.mixed": "'{token}' mixes symbols: separate the faces with spaces.",
    "dice.entry.too_few": "This roll needs {needed} faces and you typed {given}.",
    "dice.entry.too_many": "This roll uses {needed} faces and you typed {given}.",
    "dice.entry.bad_face": "Face {face} does not exist on a {die} ({low} to {high}).",
}
