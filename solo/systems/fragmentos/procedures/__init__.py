"""Guided Fragmentos procedures: a reto, a conflicto, a new character and what follows a fight."""
