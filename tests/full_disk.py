"""A real full disk for the storage tests (tests/ is on the path of tests/storage and tests/ui): a tiny tmpfs
mounted for the test (root only; skipped elsewhere), and a file that fills it."""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


@contextlib.contextmanager
def tiny_filesystem(folder: Path, size: str = "4m") -> Iterator[Path]:
    """``folder`` as the mount point of a tmpfs of ``size`` while the block runs (skips unless it can mount)."""
    if os.geteuid() != 0:
        pytest.skip("mounting a tiny tmpfs needs root")
    folder.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)], capture_output=True, text=True
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill(folder: Path) -> Path:
    """A file in ``folder`` that takes every free byte of its filesystem; delete it to free the space."""
    filler = folder / "filler"
    chunk = b"\0" * 65536
    with filler.open("wb", buffering=0) as file:
        while True:
            try:
                file.write(chunk)
            except OSError as error:
                if error.errno != errno.ENOSPC:
                    raise
                break
    for size in (4096, 512, 1):  # the last partial chunk
        with contextlib.suppress(OSError), filler.open("ab", buffering=0) as file:
            while True:
                file.write(b"\0" * size)
    return filler
