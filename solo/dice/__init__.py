"""Dice: notation, rolling with an injected generator, exact odds."""
