"""Fragmentos, a horror game: d6 pools, presagios, superación and the amenaza.

Modules, one concept each: `settings` (every open rule as a constant), `pool`
(value and presagios of a roll), `reto`, `conflict`, `odds` (exact), `sheet` (the type every
rule reads), `validate`, `sheet_data` (plain data), `character` (a sheet with its plain data),
`harm`, `threat`, `superacion`, `order`.
"""
