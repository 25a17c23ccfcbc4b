# The two commands a newcomer needs: `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: run test lint typecheck unit bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: $(BIN)/python pyproject.toml setup.py
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: $(VENV)/.installed pyproject.toml setup.py
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

run: $(VENV)/.installed
	$(BIN)/solo

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check solo tests benchmarks

typecheck: $(VENV)/.installed-dev
	$(BIN)/mypy --strict solo

unit: $(VENV)/.installed-dev
	$(BIN)/pytest

test: lint typecheck unit

bench: $(VENV)/.installed-dev
	for b in benchmarks/bench_*.py; do $(BIN)/python $$b || exit 1; done

clean:
	rm -rf $(VENV) build *.egg-info
