"""The solo engine's procedures: random events, scenes and first-game tours."""
