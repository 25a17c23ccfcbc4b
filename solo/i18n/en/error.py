"""General error messages."""

MESSAGES = {
    "error.internal_test": "Test error: {detail}",
    "error.where": "{path}, line {line}",
    "error.bad_language": "Unknown language: '{lang}'. Choose one of: {choices}.",
    "error.unexpected": "Something failed inside solo ({kind}). Nothing in the journal was lost.",
    "error.os": "Cannot use {path}: {reason}.",
}
