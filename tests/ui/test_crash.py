"""An error nobody foresaw: the window tells the player and writes a report for the developers instead of
vanishing, the saved games stay whole, and the process ends with status 1."""

from __future__ import annotations

import os
import sys
from datetime import datetime
from pathlib import Path

import pygame
import pytest

from game.panjpar.record import parse_record
from game.storage import Store
from game.ui import app as app_module
from game.ui import crash
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene
from game.ui.window import App

from .driver import Driver, moves_played
from .test_storage_ui import new_game, play_moves
from .xwindow import Program, need_xdotool, write_settings

BUG = "a bug nobody foresaw"


def reports(data_dir: Path) -> list[Path]:
    return sorted((data_dir / "crash-reports").glob("crash-*.txt"))


def test_an_error_in_a_screen_is_reported_told_and_closed_with_status_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(self: MenuScene, dt: float) -> None:
        raise RuntimeError(BUG)

    shown: list[MessageScene] = []

    def player_presses_enter(self: App) -> bool:
        """The loop waits for the player: she reads the message and presses Enter."""
        top = self.ctx.stack[-1]
        assert isinstance(top, MessageScene)
        shown.append(top)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        return True

    monkeypatch.setattr(MenuScene, "update", broken)
    monkeypatch.setattr(App, "wait_for_events", player_presses_enter)
    monkeypatch.setattr(crash, "on_screen", lambda: True)  # as if the headless window were seen
    assert app_module.run(data_dir=str(tmp_path)) == 1
    [report] = reports(tmp_path)
    text = report.read_text(encoding="utf-8")
    assert text.startswith("Panjpar ") and "pygame-ce" in text
    assert f"RuntimeError: {BUG}" in text and "in broken" in text
    assert shown, "no message was shown"
    message = shown[0]
    assert message.title == "Panjpar has to close"
    assert str(report) in message.paragraphs
    assert any(p.startswith("Your games are safe") for p in message.paragraphs)
    with Store.open(tmp_path) as store:  # the data folder was closed cleanly: it opens writable, with no problem
        assert store.writable and not store.problems


def test_a_crash_at_the_table_leaves_the_game_to_resume(_data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The message's promise: the game broken off by the error is the unfinished game, whole, at the next start."""
    d = Driver()
    d.pump()
    new_game(d)
    table = play_moves(d, 3)
    played = moves_played(table)
    assert played >= 3

    def player_presses_enter(self: App) -> bool:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        return True

    monkeypatch.setattr(App, "wait_for_events", player_presses_enter)
    monkeypatch.setattr(crash, "on_screen", lambda: True)
    assert crash.handle(RuntimeError(BUG), d.app, None) == 1
    assert d.app.ctx.stack == [] and d.app.ctx.quit
    with Store.open(_data_dir) as store:
        saved = store.unfinished()
        assert saved is not None and len(parse_record(saved.record_text).actions) == played
    assert len(reports(_data_dir)) == 1


def test_the_oldest_reports_go_beyond_ten(tmp_path: Path) -> None:
    folder = tmp_path / "crash-reports"
    folder.mkdir()
    for n in range(12):
        old = folder / f"crash-2025010{n // 10}-0000{n % 10:02d}.txt"
        old.write_text("old")
        os.utime(old, (1_700_000_000 + n, 1_700_000_000 + n))
    written = crash.write_report(RuntimeError(BUG), folder)
    assert written is not None and written.exists()
    kept = sorted(folder.glob("crash-*.txt"))
    assert len(kept) == crash.REPORTS_KEPT and written in kept
    assert not (folder / "crash-20250100-000000.txt").exists()  # the oldest went first


def test_two_reports_in_one_second_keep_both(tmp_path: Path) -> None:
    first = crash.write_report(RuntimeError("one"), tmp_path)
    second = crash.write_report(RuntimeError("two"), tmp_path)
    assert first is not None and second is not None and first != second
    assert "RuntimeError: one" in first.read_text() and "RuntimeError: two" in second.read_text()


def test_a_report_that_cannot_be_written_is_said_and_the_message_names_no_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocked = tmp_path / "crash-reports"
    blocked.write_text("a file where the folder should be")
    assert crash.write_report(RuntimeError(BUG), blocked) is None
    assert "the crash report could not be written" in capsys.readouterr().err
    assert crash.message(None, games_safe=False) == ["Something went wrong that the game did not expect."]


def test_a_headless_run_reports_and_ends_without_waiting_for_a_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under the dummy video driver (``--smoke``, a machine without a screen) nobody can press Close: the error
    is reported and the process ends at once."""

    def broken(self: MenuScene, dt: float) -> None:
        raise RuntimeError(BUG)

    monkeypatch.setattr(MenuScene, "update", broken)
    assert app_module.run(data_dir=str(tmp_path)) == 1
    assert len(reports(tmp_path)) == 1


def test_no_link_in_the_data_folder_is_written_through(tmp_path: Path) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("keep")
    linked = tmp_path / "linked-folder"
    linked.symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    assert crash.write_report(RuntimeError(BUG), linked) is None
    assert not (tmp_path / "elsewhere").exists()
    folder = tmp_path / "crash-reports"
    folder.mkdir()
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for name in (f"crash-{stamp}.txt", f"crash-{stamp}-2.txt"):  # planted at the names this second would take
        (folder / name).symlink_to(target)
    written = crash.write_report(RuntimeError(BUG), folder)
    assert written is not None and not written.is_symlink() and BUG in written.read_text()
    assert target.read_text() == "keep"


SITE = f"""
from game.ui.input import KeyPress
from game.ui.scenes.menu import MenuScene

def broken(self, action):
    if isinstance(action, KeyPress):
        raise RuntimeError({BUG!r})

MenuScene.handle = broken
"""


def test_in_a_real_window_a_key_that_meets_a_bug_shows_the_message_and_enter_closes(
    x_display: str, tmp_path: Path
) -> None:
    """The menu's key handling broken on purpose (a ``sitecustomize`` the interpreter loads first): a key press
    shows the message in the same window, Return closes it, and the report is on disk."""
    need_xdotool()
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(SITE)
    data = tmp_path / "data"
    write_settings(data)
    program = Program(data, x_display, "crash", PYTHONPATH=os.pathsep.join([str(site), *sys.path]))
    try:
        program.find_window()
        program.key("x")
        program.wait_for(lambda: reports(data), 10, "a crash report")
        program.alive()  # the message waits for the player
        program.key("Return")
        assert program.process.wait(10) == 1
    finally:
        program.stop()
    assert f"RuntimeError: {BUG}" in reports(data)[0].read_text(encoding="utf-8")
    assert f"RuntimeError: {BUG}" in program.logs()  # and on standard error
    with Store.open(data) as store:
        assert store.writable and not store.problems


def test_a_windowed_build_without_standard_error_still_gets_its_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PyInstaller's windowed builds run with ``sys.stderr`` set to None (printing to it is then silent)."""
    monkeypatch.setattr(sys, "stderr", None)
    assert crash.handle(RuntimeError(BUG), None, str(tmp_path)) == 1
    [report] = reports(tmp_path)
    assert BUG in report.read_text(encoding="utf-8")
