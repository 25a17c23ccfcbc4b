"""Guided procedures of Tricube Tales: a challenge, an opposed challenge, creating a character."""
