"""The solo engine's pure rules: tension, scene check, event focus, lists, pending queue."""
