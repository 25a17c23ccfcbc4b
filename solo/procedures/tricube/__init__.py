"""Guided procedures of Tricube Tales: a challenge, and creating a character."""
