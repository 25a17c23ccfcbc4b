"""Messages of the `solo` program on the command line."""

MESSAGES = {
    "cli.missing_value": "The value of {option} is missing.",
    "cli.bad_seed": "The seed must be a whole number, not '{value}'.",
    "cli.home_not_folder": "--home: {home} is not a folder; give a folder (or one that does not exist yet) with --home or SOLO_HOME.",
    "cli.nul_in_option": "{option} cannot hold the null character (\\0).",
    "cli.usage": "Usage: solo [--json] [--seed N] [--lang es|en] [--home FOLDER] [--campaign NAME] [--debug] [COMMAND …]\nWithout a COMMAND the interactive shell starts. Commands:",
    "cli.guide": "Player's guide: {path} (in the shell: help guide)",
    "cli.no_guide": "Player's guide: docs/guide/ in solo's source (in the shell: help guide)",
}
