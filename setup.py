"""Packages: `solo` and its subpackages, plus the top-level `tables/` shipped as `solo.bundled_tables`.

(pyproject.toml holds everything else; this file exists because a package whose folder lies outside
`solo/` cannot be declared there alongside automatic package discovery.)
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["solo", "solo.*"]), "solo.bundled_tables"],
    package_dir={"solo.bundled_tables": "tables"},
    package_data={"solo.bundled_tables": ["*.yaml", "*/*.yaml", "*/*/*.yaml"]},
)
