# The two set-up commands of the README: `make play` starts the game, `make test` runs every check.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint typecheck bench package package-onefile bench-startup clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# The translations the game reads: each language's .po compiled into the .mo beside it (build/catalogs.py, Babel).
CATALOGS := $(patsubst %.po,%.mo,$(wildcard game/locale/*/LC_MESSAGES/*.po))

%.mo: %.po $(STAMP)
	$(BIN)/python build/catalogs.py

play: $(STAMP) $(CATALOGS)
	$(BIN)/panjpar

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy

test: lint typecheck $(CATALOGS)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/pytest

bench: $(STAMP)
	$(BIN)/python bench/playouts.py

# Packaging (docs/packaging.md). `make package` is `python3 build/build.py`: the release archive of this platform in
# dist/ (Linux: dist/panjpar-<version>-linux-<arch>.tar.gz), then the program is run once (replay, --smoke headless).
package: $(STAMP)
	$(BIN)/python build/build.py --check

package-onefile: $(STAMP)
	$(BIN)/python build/build.py --onefile --check

# Every start-up figure in one run: builds both Linux archives afresh, installs each as a user would, and measures
# launch to first drawn frame (median of 7) and RSS 3 s after start, installed one-folder, one-file and from source.
bench-startup: $(STAMP)
	$(BIN)/python bench/startup.py --all --build

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache dist .pyinstaller

# What each translation catalog lacks (shown in English) or holds no longer: counts and strings per language
# (build/i18n_report.py). A missing string fails no commit; the release runs the strict report, which exits 1 when
# German or Dari lacks one. A catalog that does not compile or a changed format field fails both.
.PHONY: i18n-report i18n-report-strict

i18n-report: $(STAMP)
	$(BIN)/python build/i18n_report.py

i18n-report-strict: $(STAMP)
	$(BIN)/python build/i18n_report.py --strict
