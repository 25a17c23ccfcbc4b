"""Random tables in YAML: checked (`model`), read (`load`), drawn (`pick`), linted (`lint`).

The file format is described in `solo.tables.model`; `solo.tables.yaml_file` is the
only module of the project that parses table YAML (`folders` finds the files, `load`
gathers them into a library). Others call:

- `load.load_library(home=None, *, extra=()) -> Library` and `Library.get(id)`;
- `pick.draw(library, table_id, rng) -> Draw`;
- `lint.check(library or paths) -> list[TableError]`;
- `odds.row_odds(table)`, `odds.simulate(library, table_id, n, rng) -> Tally` (bounded by time);
- `worst.worst_case(table, lookup)`: the most one draw can cost (`budget` holds the limits);
- `paths.write_new(home, id, text)`, `paths.read_inside(path, home)`: no links out of the home;
- `skeleton.skeleton(table_id, dice_text) -> str`.
"""
