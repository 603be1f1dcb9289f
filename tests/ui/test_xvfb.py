"""The real program in a real X window (Xvfb), played as a person does: keys from xdotool, then a mouse drag of a
card from the hand onto the table, which must reach the rules as an attack. Skipped where Xvfb or xdotool is
missing (`.ci/run` installs both)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from game.storage import Store
from game.ui.layout import compute_layout

from .xwindow import Program, need_xdotool, write_settings

pytestmark = pytest.mark.xvfb

SIZE = (1280, 800)
#: With this seed the dealt trump is red, so the guess "red" makes the player the first attacker.
SEED = "3"


def _xdotool(display: str, *args: str) -> str:
    done = subprocess.run(
        ["xdotool", *args], env=dict(os.environ, DISPLAY=display), capture_output=True, text=True, timeout=20
    )
    return done.stdout


def _wait_for(log: Path, text: str, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if text in log.read_text(encoding="utf-8", errors="replace"):
            return True
        time.sleep(0.1)
    return False


@contextmanager
def running_game(x_display: str, tmp_path: Path, data: Path) -> Iterator[tuple[str, Path]]:
    """The game started from source in a real window on ``data``: (its window id, its log of intents)."""
    if shutil.which("xdotool") is None:
        pytest.skip("xdotool not installed (apt-get install xdotool)")
    log = tmp_path / "intents.log"
    env = dict(
        os.environ,
        DISPLAY=x_display,
        SDL_VIDEODRIVER="x11",
        SDL_AUDIODRIVER="dummy",
        PANJPAR_WINDOW_SIZE=f"{SIZE[0]}x{SIZE[1]}",
        PANJPAR_SEED=SEED,
        PANJPAR_SPEED="fast",
        PANJPAR_LOG_INTENTS="1",
    )
    with log.open("w") as sink:
        program = subprocess.Popen(
            [sys.executable, "-m", "game", "--data-dir", str(data)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=sink,
        )
        try:
            window = ""
            for _ in range(150):
                found = _xdotool(x_display, "search", "--onlyvisible", "--pid", str(program.pid)).split()
                if found:
                    window = found[0]
                    break
                assert program.poll() is None, f"the game exited: {log.read_text()}"
                time.sleep(0.1)
            assert window, "no window appeared"
            time.sleep(0.8)
            yield window, log
            assert program.poll() is None, f"the game died: {log.read_text()}"
        finally:
            program.terminate()
            program.wait(10)


@pytest.fixture
def game_window(x_display: str, tmp_path: Path) -> Iterator[tuple[str, str, Path]]:
    """The game started from source in a real window: (display, window id, its log of intents)."""
    with running_game(x_display, tmp_path, tmp_path / "data") as (window, log):
        yield x_display, window, log


def start_a_game_guessing_red(display: str, window: str, log: Path) -> None:
    """New game, Panjpar in the game chooser (the focus: the last game played), Start (two players, the remembered
    choice), then the guess "red": the player's guess is taken."""
    for key in ("Return", "Return", "Return", "r"):
        _xdotool(display, "key", "--window", window, key)
        time.sleep(0.5)
    assert _wait_for(log, "GuessColour(seat=0, colour='red')", 5), log.read_text()


def attack_as_hinted(display: str, window: str, log: Path) -> None:
    """Once dealt (the player attacks first: the seed's red trumps): H shows the hard bot's attack without playing
    it, Return plays it."""
    time.sleep(2.5)  # the deal flies in
    _xdotool(display, "key", "--window", window, "h")
    assert _wait_for(log, "hint AttackIntent(seat=0", 20), f"no hint: {log.read_text()}"
    assert "intent AttackIntent(seat=0" not in log.read_text(), "a hint never plays"
    _xdotool(display, "key", "--window", window, "Return")  # the hinted attack, played by the player
    assert _wait_for(log, "intent AttackIntent(seat=0", 5), log.read_text()


def test_a_real_mouse_drag_attacks_in_a_real_window(game_window: tuple[str, str, Path]) -> None:
    display, window, log = game_window
    start_a_game_guessing_red(display, window, log)
    time.sleep(2.5)  # the deal flies in
    assert "AttackIntent(seat=1" not in log.read_text(), "the bot attacked first: the seed no longer deals red trumps"
    assert _xdotool(display, "getwindowgeometry", window).count(f"{SIZE[0]}x{SIZE[1]}") == 1

    layout = compute_layout(SIZE, 2)
    start = layout.hand_slots(5)[0].center
    end = layout.battle.center
    _xdotool(display, "mousemove", "--window", window, str(start[0]), str(start[1]))
    time.sleep(0.2)
    _xdotool(display, "mousedown", "1")
    for step in range(1, 9):
        x = start[0] + (end[0] - start[0]) * step // 8
        y = start[1] + (end[1] - start[1]) * step // 8
        _xdotool(display, "mousemove", "--window", window, str(x), str(y))
        time.sleep(0.05)
    _xdotool(display, "mouseup", "1")
    assert _wait_for(log, "AttackIntent(seat=0", 5), f"the drag did not attack: {log.read_text()}"
    assert _wait_for(log, "intent Beat(seat=1", 15) or _wait_for(log, "intent Take(seat=1", 1), (
        f"the bot did not answer the attack: {log.read_text()}"
    )


def test_f11_twice_gives_back_the_window_it_had(game_window: tuple[str, str, Path]) -> None:
    """Leaving the full screen, the window gets its size back (X11's late echo of the full screen's size once
    left it at full size, issue 12's slips)."""
    display, window, _log = game_window
    size = f"{SIZE[0]}x{SIZE[1]}"
    assert size in _xdotool(display, "getwindowgeometry", window)
    _xdotool(display, "key", "--window", window, "F11")
    time.sleep(1.5)
    assert "1600x1000" in _xdotool(display, "getwindowgeometry", window), "the full screen of the Xvfb server"
    _xdotool(display, "key", "--window", window, "F11")
    time.sleep(1.5)
    assert size in _xdotool(display, "getwindowgeometry", window)


def test_hint_and_undo_keys_in_a_real_window(x_display: str, tmp_path: Path) -> None:
    """H shows the hard bot's move and plays nothing; with take-back on, U undoes the player's attack."""
    data = tmp_path / "data"
    with Store.open(data) as store:
        store.save_setting("take_back", True)
    with running_game(x_display, tmp_path, data) as (window, log):
        start_a_game_guessing_red(x_display, window, log)
        attack_as_hinted(x_display, window, log)
        time.sleep(2.0)  # the bot answers
        _xdotool(x_display, "key", "--window", window, "u")
        assert _wait_for(log, "taken back to", 10), f"no take-back: {log.read_text()}"


def test_the_coach_and_the_log_in_a_real_window(x_display: str, tmp_path: Path) -> None:
    """A first game: once the colour is guessed and dealt, the coach's tip about the guess comes up by itself; L
    opens the log over the table while the game goes on under it."""
    with running_game(x_display, tmp_path, tmp_path / "data") as (window, log):
        start_a_game_guessing_red(x_display, window, log)
        assert _wait_for(log, "coach guess", 10), f"no tip about the colour guess: {log.read_text()}"
        _xdotool(x_display, "key", "--window", window, "l")
        assert _wait_for(log, "log opened", 5), f"L did not open the log: {log.read_text()}"


@pytest.mark.parametrize(
    "settings", [{"language": "fa_AF"}, {"card_back": "sunburst", "cloth": "wine", "large_index": True}]
)
def test_dari_and_a_theme_play_in_a_real_window(x_display: str, tmp_path: Path, settings: dict[str, object]) -> None:
    """The game in Dari (right to left) or in a theme away from the default, chosen in a saved setting: the menu,
    the chooser, the set-up and the colour guess take the same keys, and the game is dealt and attacked."""
    data = tmp_path / "data"
    with Store.open(data) as store:
        store.save_settings({"coach": False, **settings})
    with running_game(x_display, tmp_path, data) as (window, log):
        start_a_game_guessing_red(x_display, window, log)
        attack_as_hinted(x_display, window, log)


def test_f11_leaving_a_full_screen_remembered_from_last_time_gives_back_the_window(
    x_display: str, tmp_path: Path
) -> None:
    """Started in the full screen (the setting kept from the last run), F11 gives the window its size: it once
    stayed as big as the screen, and that size was then kept as the player's window size."""
    need_xdotool()
    data = tmp_path / "data"
    write_settings(data, fullscreen=True)
    program = Program(data, x_display, "fullscreen-start")
    try:
        window = program.find_window()
        time.sleep(1.0)
        assert "1600x1000" in program.xdotool("getwindowgeometry", window), "the full screen of the Xvfb server"
        program.key("F11")
        time.sleep(1.5)
        assert f"{SIZE[0]}x{SIZE[1]}" in program.xdotool("getwindowgeometry", window)
    finally:
        program.stop()
    assert "Warning" not in program.logs()  # X11 resizing the window it leaves is expected, not worth a warning
