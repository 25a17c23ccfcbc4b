"""Messages of the solo engine: oracle, tension, scenes, events, threads, NPCs and pending items."""

MESSAGES = {
    # oracle answers
    "engine.answer.yes_and": "Yes, and…",
    "engine.answer.yes": "Yes",
    "engine.answer.yes_but": "Yes, but…",
    "engine.answer.no_but": "No, but…",
    "engine.answer.no": "No",
    "engine.answer.no_and": "No, and…",
    # likelihood levels
    "engine.level.casi-imposible": "Almost impossible",
    "engine.level.muy-improbable": "Very unlikely",
    "engine.level.improbable": "Unlikely",
    "engine.level.50-50": "50/50",
    "engine.level.probable": "Likely",
    "engine.level.muy-probable": "Very likely",
    "engine.level.casi-seguro": "Almost certain",
    "engine.level.unknown": "Unknown likelihood '{level}'. Choose one of: {choices}.",
    # oracles written as data
    "engine.spec.missing": "The oracle lacks '{field}' (or it is empty).",
    "engine.spec.not_number": "'{field}' needs a whole number, not '{value}'.",
    "engine.spec.bad_die": "Unknown die '{die}': use dF or dN (d6, d10…).",
    "engine.spec.bad_count": "A group of dice has 1 to 10 dice, not {count}.",
    "engine.spec.bad_read": "The reading of the {die} names faces that die does not have.",
    "engine.spec.bad_level": "'{level}' is not one of the seven likelihoods.",
    "engine.spec.missing_levels": "The oracle lacks these likelihoods: {levels}.",
    "engine.spec.bad_answer": "'{answer}' is not an answer: use yes_and, yes, yes_but, no_but, no, no_and or tie.",
    "engine.spec.open_end": "Every answer band has 'up_to' except the last, which takes the rest.",
    "engine.spec.unordered": "Answer bands must go from the lowest 'up_to' to the highest.",
    "engine.spec.bad_rung": "The event ladder's rung '{rung}' does not fit the first half of the dice.",
    "engine.spec.bad_by_tension": "'by_tension' needs nine numbers that never go down, from 0 to {size}.",
    "engine.spec.tie_unbreakable": "A tie needs dice that can come out for and against.",
    "engine.oracle.endless_tie": "The tie-breaking dice keep coming up blank: check the typed faces.",
    "engine.oracle.unknown": "There is no oracle '{name}'. There are: {choices}.",
    # tension
    "engine.tension.out_of_range": "Tension goes from 1 to 9, not {tension}.",
    "engine.tension.not_number": "Tension is a number from 1 to 9, not '{value}'.",
    "engine.help.odds": 'likelihood: almost-impossible, very-unlikely, unlikely, 50/50, likely, very-likely or almost-certain (Spanish names work too)',
    "engine.help.tension": "tension from 1 to 9 (default: the campaign's, or 5)",
    "engine.help.oracle": 'which oracle: fate (4dF, the default), d6, or your own from tables/oracle/',
}
