"""An error nobody foresaw, met by the window: a report on disk and a plain message, not a window that vanishes.

The games need nothing from here: every action is stored as it is played (docs/storage.md). What this adds is that
the player learns what happened and where the report for the developers is, and that the data folder is closed
cleanly. Whatever fails while telling it is skipped: the report and the standard error output come first.
"""

from __future__ import annotations

import contextlib
import os
import platform
import sys
import traceback
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

import game
from game.storage.db import data_dir
from game.ui.i18n import _

if TYPE_CHECKING:
    from game.ui.window import App

#: The reports kept in the data folder's ``crash-reports``: the oldest go beyond this many.
REPORTS_KEPT = 10


def report_text(error: BaseException) -> str:
    """What the developers need: the versions and the traceback."""
    lines = [
        f"Panjpar {game.__version__}",
        f"Python {platform.python_version()} on {platform.platform()}",
        f"pygame-ce {pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}",
        f"frozen: {getattr(sys, 'frozen', False)}",
        "",
        *traceback.format_exception(error),
    ]
    return "\n".join(line.rstrip("\n") for line in lines) + "\n"


def write_report(error: BaseException, folder: Path) -> Path | None:
    """``crash-<time>.txt`` in ``folder``, the oldest beyond :data:`REPORTS_KEPT` removed; None when it cannot be
    written (the message then names no file). No link is followed, as nowhere in the data folder
    (docs/storage.md): a link in place of the folder is refused, one at a report's name is passed over."""
    try:
        if folder.is_symlink():
            raise OSError(f"{folder} is a link")
        folder.mkdir(parents=True, exist_ok=True)
        path, handle = _create(folder, datetime.now().strftime("%Y%m%d-%H%M%S"))
        with open(handle, "w", encoding="utf-8") as out:
            out.write(report_text(error))
        for old in sorted(folder.glob("crash-*.txt"), key=lambda p: p.lstat().st_mtime)[:-REPORTS_KEPT]:
            old.unlink(missing_ok=True)
    except OSError as problem:
        print(f"panjpar: the crash report could not be written ({problem})", file=sys.stderr, flush=True)
        return None
    return path


def _create(folder: Path, stamp: str) -> tuple[Path, int]:
    """A new report file, never an existing name or a link: ``crash-<stamp>.txt``, else ``-2``, ``-3``..."""
    for n in range(1, 100):
        path = folder / (f"crash-{stamp}.txt" if n == 1 else f"crash-{stamp}-{n}.txt")
        try:
            return path, os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
        except FileExistsError:
            continue
    raise OSError(f"no free report name for {stamp} in {folder}")


def message(report: Path | None, games_safe: bool) -> list[str]:
    """The paragraphs the player reads."""
    paragraphs = [_("Something went wrong that the game did not expect.")]
    if games_safe:
        paragraphs.append(
            _("Your games are safe: every move was saved as it was played. Resume continues at the next start.")
        )
    if report is not None:
        paragraphs.append(_("A report for the developers was written to:"))
        paragraphs.append(str(report))
    return paragraphs


def on_screen() -> bool:
    """Whether a player can see the window (not the headless driver of ``--smoke`` and the tests, where the
    message would wait for a key nobody presses)."""
    return bool(pygame.display.get_init()) and pygame.display.get_driver() != "dummy"


def handle(error: Exception, app: App | None, data_folder: str | None, smoke: bool = False) -> int:
    """Report ``error`` (standard error; a file unless ``smoke``), tell the player in the window when there is one
    on screen, close the data folder; the exit status (1)."""
    traceback.print_exception(error, file=sys.stderr)
    report = None if smoke else write_report(error, data_dir(data_folder) / "crash-reports")
    if app is None:
        return 1
    if on_screen():
        try:
            _tell(app, report)  # the window's own loop, which closes the data folder when the player closes it
            return 1
        except Exception:  # telling failed too: the report is written, the data folder still closes
            pass
    with contextlib.suppress(Exception):
        app.saves.close()
    return 1


def _tell(app: App, report: Path | None) -> None:
    """Close every screen (each may fail: the error may be theirs), then show the message alone in the window's
    loop until the player closes it."""
    ctx = app.ctx
    for scene in list(ctx.stack):
        with contextlib.suppress(Exception):
            ctx.pop(scene)
    ctx.stack.clear()
    ctx.quit = False
    games_safe = app.saves.store.writable and app.saves.store.path is not None and not app.saves.retry_pending

    def close() -> None:
        ctx.quit = True

    ctx.open("message", _("Panjpar has to close"), message(report, games_safe), [(_("Close"), close)])
    app.dirty = True
    app.loop()
