"""Friends at several computers, as real programs in real windows: each program on an X server of its own (Xvfb),
driven by xdotool alone as people drive it, over loopback. One program hosts a table from its menu (Play with
friends, Host a table, the game by its digit, Host), the others join it by typing the address and the table's code;
the host starts, and every window plays its own seat until the game is over. Also three people at one window
(pass and play), each turn handed over with Ready. Skipped where Xvfb or xdotool is missing (``.ci/run`` installs
both). The games must end by their rules; the host's server keeps the finished game."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path

import pytest

from game.engine import registry
from game.storage import Store
from game.storage.store import DB_NAME
from game.ui.network import join
from game.ui.window import App

from .xwindow import SIZE, Program, State, need_xdotool, start_xvfb, write_settings

#: The longest a whole game may take in these tests, in seconds.
GAME_SECONDS = 240.0


@contextmanager
def x_displays(count: int) -> Iterator[list[str]]:
    """``count`` private Xvfb servers, one for each program, so that no window covers another's clicks."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb not installed (apt-get install xvfb)")
    need_xdotool()
    servers: list[subprocess.Popen[bytes]] = []
    names: list[str] = []
    try:
        for _ in range(count):
            server, display = start_xvfb(f"{SIZE[0]}x{SIZE[1]}x24")
            servers.append(server)
            names.append(display)
        yield names
    finally:
        for server in servers:
            server.terminate()
            server.wait(10)


def join_screen_buttons(monkeypatch: pytest.MonkeyPatch) -> dict[str, tuple[int, int]]:
    """Where the Join screen's buttons are at the window's size, from the screen's own layout (never pixels)."""
    monkeypatch.setattr(join, "browse", lambda seconds: [])
    app = App(size=SIZE, smoke=True)
    try:
        scene = app.ctx.open("join_table")
        assert isinstance(scene, join.JoinScene)
        scene.browsing = False
        scene._layout()
        return {button.label: button.rect.center for button, _callback in scene.buttons.items}
    finally:
        app.close()


def kept_seat(data: Path) -> list[str]:
    """The network seat a program keeps in its settings (``host <port> <code> <token>`` or ``join ...``), read
    straight from its file while it runs; [] before it has one."""
    path = data / DB_NAME
    if not path.exists():
        return []
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5) as db:
        row = db.execute("SELECT value FROM settings WHERE key = 'net_seat'").fetchone()
    return str(json.loads(row[0])).split() if row else []


def start_programs(tmp_path: Path, displays: list[str], **settings: object) -> list[Program]:
    programs = []
    for i, display in enumerate(displays):
        data = tmp_path / f"seat{i}" / "data"
        write_settings(data, speed="off", coach=False, **settings)
        programs.append(Program(data, display, f"seat{i}", PANJPAR_SEED=str(11 + i)))
    for program in programs:
        program.find_window()
    return programs


def host(program: Program, game: str, buttons: dict[str, tuple[int, int]], data: Path) -> tuple[str, str]:
    """The main menu's Play with friends, Host a table, the game, Host: the table's port and code."""
    program.key("Down")  # New game, then Play with friends
    program.key("Return")
    program.click(buttons["Host a table"])
    program.key(str(list(registry.GAMES).index(game) + 1))
    program.key("Return")  # the set-up remembered in the settings: Host has the focus
    seat = program.wait_for(lambda: kept_seat(data), 30, "the table hosted")
    assert seat[0] == "host", seat
    return seat[1], seat[2]


def take_a_seat(program: Program, port: str, code: str, data: Path) -> None:
    """Play with friends, the address typed, Tab, the code typed, Enter: seated at the table."""
    program.key("Down")
    program.key("Return")
    program.xdotool("type", "--window", program.window, "--delay", "30", f"127.0.0.1:{port}")
    program.key("Tab")
    program.xdotool("type", "--window", program.window, "--delay", "30", code.lower())
    program.key("Return")
    seat = program.wait_for(lambda: kept_seat(data), 30, "a seat at the table")
    assert seat[0] == "join" and seat[2] == code, seat


def play_by_keys(programs: list[Program], keys: tuple[str, ...], now_and_then: tuple[str, ...] = ()) -> None:
    """Every window presses ``keys`` in turn, and every third round ``now_and_then`` too, until each has shown a
    finished game (its log's "game over")."""
    end = time.monotonic() + GAME_SECONDS
    rounds = 0
    while not all(program.lines("game over") for program in programs):
        assert time.monotonic() < end, "the game did not end in time: " + programs[0].logs()[-2000:]
        rounds += 1
        for program in programs:
            program.alive()
            if program.lines("game over"):
                continue
            for key in keys + (now_and_then if rounds % 3 == 0 else ()):
                if program.lines("game over"):  # the result stays up for the screenshot
                    break
                program.xdotool("key", "--window", program.window, key)
            time.sleep(0.05)


def moved_on(program: Program, before: State) -> bool:
    """Whether the table's latest state is another than ``before`` (a choice was taken)."""
    return program.state() != before


def finished_games(folder: Path) -> list[str]:
    with Store.open(folder) as store:
        return [game.result for game in store.games() if game.finished is not None]


@pytest.mark.xvfb
def test_two_programs_play_panjpar_over_loopback_one_hosting(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    buttons = join_screen_buttons(monkeypatch)
    with x_displays(2) as displays:
        programs = start_programs(tmp_path, displays, variant="panjpar-52", players=2)
        try:
            data = [tmp_path / f"seat{i}" / "data" for i in range(2)]
            port, code = host(programs[0], "panjpar", buttons, data[0])
            take_a_seat(programs[1], port, code, data[1])
            time.sleep(1.0)  # the host's waiting room shows the friend seated
            programs[0].key("Return")  # Start
            # A person's keys: R guesses red, Enter attacks with a card (or kills), T takes.
            play_by_keys(programs, ("r", "Return", "t"))
            for i, program in enumerate(programs):
                program.screenshot(tmp_path / f"panjpar-seat{i}.png")
                assert not [line for line in program.lines("intent") if "seat=" + str(1 - i) in line]
        finally:
            for program in programs:
                program.stop()
    assert finished_games(data[0] / "hosted"), "the host keeps the finished game"


@pytest.mark.xvfb
def test_four_programs_play_komi_over_loopback_one_hosting(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    buttons = join_screen_buttons(monkeypatch)
    with x_displays(4) as displays:
        programs = start_programs(tmp_path, displays, variant="komi", players=4, game_options="betting")
        try:
            data = [tmp_path / f"seat{i}" / "data" for i in range(4)]
            port, code = host(programs[0], "komi", buttons, data[0])
            for program, folder in zip(programs[1:], data[1:], strict=True):
                take_a_seat(program, port, code, folder)
            time.sleep(1.0)
            programs[0].key("Return")  # Start
            end = time.monotonic() + GAME_SECONDS
            while not all(program.lines("game over") for program in programs):
                assert time.monotonic() < end, "the round did not end in time"
                for program in programs:
                    state = program.state()
                    if state is not None and state["mine"] and state["choices"] and not program.lines("game over"):
                        program.click(state["choices"][0]["at"])  # the first stake, then the first bet offered
                        program.wait_for(partial(moved_on, program, state), 20, "the choice to be taken")
                time.sleep(0.1)
            for i, program in enumerate(programs):
                program.screenshot(tmp_path / f"komi-seat{i}.png")
        finally:
            for program in programs:
                program.stop()
    assert finished_games(data[0] / "hosted"), "the host keeps the finished round"


@pytest.mark.xvfb
def test_three_people_play_panjpar_at_one_window_passing_it_round(tmp_path: Path, x_display: str) -> None:
    need_xdotool()
    data = tmp_path / "data"
    write_settings(data, speed="off", coach=False, variant="panjpar-36", players=3)
    program = Program(data, x_display, "game", PANJPAR_SEED="7")
    try:
        program.find_window()
        program.key("Return")  # New game
        program.key("1")  # Panjpar
        levels = [level.id for level in registry.GAMES["panjpar"].levels if level.at_table]
        for _ in range(2):  # Start has the focus; Up: the last seat's row, then the one above it
            program.key("Up")
            for _level in levels[levels.index("easy") :]:  # easy, hard, ... then a person here
                program.key("Return")
        program.key("Down")
        program.key("Down")
        program.key("Return")  # Start
        # Ready (Enter) at each handover, then the person's keys: Enter attacks with the card in focus or kills the
        # attack card in focus with it, Right moves the focus along the hand; now and then T takes.
        play_by_keys([program], ("Return", "Right", "Return", "Right", "Return"), ("t",))
        program.screenshot(tmp_path / "pass-and-play.png")
        handovers = program.lines("handover")
        assert len(handovers) >= 2, "the window was not passed round"
    finally:
        program.stop()
    with Store.open(data) as store:
        games = store.games()
    assert games and games[0].finished is not None
    assert list(games[0].seats.values()) == ["human"] * 3, games[0].seats


@pytest.mark.xvfb
def test_a_program_killed_mid_game_rejoins_at_the_same_action(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """kill -9 of the player's program (the friend's, or the host's with its server, whichever is not the dealer)
    between its stake and its bet; started again, its menu offers Rejoin the table (Enter), the window shows the
    round at the same action (a host serves the table again and the friend's program comes back by itself), and
    both play it out."""
    buttons = join_screen_buttons(monkeypatch)
    with x_displays(2) as displays:
        programs = start_programs(tmp_path, displays, variant="komi", players=2, game_options="betting")
        data = [tmp_path / f"seat{i}" / "data" for i in range(2)]
        try:
            port, code = host(programs[0], "komi", buttons, data[0])
            take_a_seat(programs[1], port, code, data[1])
            time.sleep(1.0)
            programs[0].key("Return")  # Start
            # Whoever is not the dealer stakes, then bets: stake, and kill that program before it bets.
            end = time.monotonic() + GAME_SECONDS
            player: Program | None = None
            while player is None:
                assert time.monotonic() < end, "nobody was asked to stake"
                for program in programs:
                    state = program.state()
                    if state is not None and state["mine"] and state["choices"]:
                        program.click(state["choices"][0]["at"])
                        program.wait_for(partial(moved_on, program, state), 20, "the stake to be taken")
                        player = program
                time.sleep(0.1)
            before = player.wait_state(lambda state: bool(state["mine"]), 30, "the bet to be asked")
            player.kill()
            index = programs.index(player)
            again = Program(data[index], displays[index], f"seat{index}-again", PANJPAR_SEED="99")
            programs.append(again)
            again.find_window()
            again.key("Return")  # the menu's first entry: Rejoin the table
            state = again.wait_state(lambda state: bool(state["mine"]), 60, "the table at the bet again")
            assert state["actions"] == before["actions"] and state["view"]["hand"] == before["view"]["hand"]
            again.click(state["choices"][0]["at"])
            again.wait_for(lambda: again.lines("game over"), 60, "the round to end")
            other = programs[1 - index]  # the program not killed (the host's was killed when it was the player)
            other.wait_for(lambda: other.lines("game over"), 60, "the round to end at the other program")
        finally:
            for program in programs:
                program.stop()
    assert finished_games(data[0] / "hosted"), "the host keeps the finished round"
