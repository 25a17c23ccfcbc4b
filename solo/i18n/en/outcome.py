"""Outcome names of every system (for odds tables)."""

MESSAGES = {
    "outcome.success": "Success",
    "outcome.failure": "Failure",
    "outcome.fail": "Fail",
    "outcome.tie": "Tie",
    "outcome.style": "Success with style",
    "outcome.exceptional": "Exceptional success",
    "outcome.critical_failure": "Critical failure",
    "outcome.success_benefit": "Success + Benefit",
    "outcome.success_consequence": "Success + Consequence",
    "outcome.success_complication": "Success + Complication",
    "outcome.failure_consequence": "Failure + Consequence",
    "outcome.failure_complication": "Failure + Complication",
    "outcome.failure_catastrophe": "Failure + Catastrophe",
    "outcome.yes_and": "Yes, and…",
    "outcome.yes": "Yes",
    "outcome.yes_but": "Yes, but…",
    "outcome.no_but": "No, but…",
    "outcome.no": "No",
    "outcome.no_and": "No, and…",
}
