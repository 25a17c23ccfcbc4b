# The two commands a newcomer needs: `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: run test lint typecheck unit smoke bench clean docs guide-transcripts

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: $(BIN)/python pyproject.toml setup.py
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: $(VENV)/.installed pyproject.toml setup.py
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

# mkdocs only for `make docs` (the `docs` extra): `make test` checks the guide's links itself.
$(VENV)/.installed-docs: $(VENV)/.installed pyproject.toml setup.py
	$(BIN)/python -m pip install --quiet -e '.[docs]'
	touch $@

run: $(VENV)/.installed
	$(BIN)/solo

# `lint-imports` checks the layers (the contracts in pyproject.toml's [tool.importlinter]).
lint: $(VENV)/.installed-dev
	$(BIN)/ruff check solo tests benchmarks setup.py conftest.py
	$(BIN)/lint-imports

typecheck: $(VENV)/.installed-dev
	$(BIN)/mypy --strict solo

unit: $(VENV)/.installed-dev
	$(BIN)/pytest

# `unit` includes tests/install: the wheel built and installed in a fresh venv, every command run
# from there (`smoke` runs only that part).
test: lint typecheck unit

smoke: $(VENV)/.installed-dev
	$(BIN)/pytest tests/install

# Timed ratios against targets, in a clean non-editable install the harness builds itself (a venv
# under ~/.cache/solo/bench-venv, or $SOLO_BENCH_VENV); fails when a target is missed. Not part of
# `make test`: tests/core/test_bench_scripts.py only checks that every script still runs.
bench:
	$(PYTHON) benchmarks/harness.py

# The player's guide (docs/guia/, docs/guide/) as a static site: site/es/, site/en/, site/index.html.
docs: $(VENV)/.installed-docs
	$(BIN)/mkdocs build --quiet --strict --clean -f docs/mkdocs.es.yml
	$(BIN)/mkdocs build --quiet --strict --clean -f docs/mkdocs.en.yml
	cp docs/site-index.html site/index.html

# Rewrite the guide's transcript blocks from a real run (fixed seeds, a temporary home); read the
# diff before committing. `--check` instead only lists the pages that differ.
guide-transcripts: $(VENV)/.installed-dev
	$(BIN)/python tests/docs/transcripts.py

clean:
	rm -rf $(VENV) build dist *.egg-info site
