"""General error messages."""

MESSAGES = {
    "error.where": "{path}, line {line}",
    "error.bad_language": "Unknown language: '{lang}'. Choose one of: {choices}.",
    "error.unexpected": "Something failed inside solo ({kind}). Nothing in the journal was lost. The full report is in {path}",
    "error.unexpected_no_log": "Something failed inside solo ({kind}) and the report could not be saved in {path} ({reason}); run the command again with --debug to see the details.",
    "error.output": "Could not write solo's output: {reason}.",
    "error.nul_in_path": "A file or folder name cannot hold the null character (\\0).",
    "error.os": "Cannot use {path}: {reason}.",
}
