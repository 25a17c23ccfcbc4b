"""Fragmentos, a horror game: d6 pools, presagios, superación and the amenaza.

Modules, one concept each: `settings` (every open rule as a constant), `pool`
(value and presagios of a roll), `reto`, `conflict`, `odds` (exact), `character`,
`validate`, `sheet_data` (YAML data), `harm`, `threat`, `superacion`, `order`.
"""
