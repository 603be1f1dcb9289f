# The two set-up commands of the README: `make play` starts the game, `make test` runs every check.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint typecheck bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/panjpar

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy

test: lint typecheck
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/pytest

bench: $(STAMP)
	$(BIN)/python bench/playouts.py

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache dist .pyinstaller
