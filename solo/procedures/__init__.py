"""Guided procedures: generators that ask, show and record, and never print."""
