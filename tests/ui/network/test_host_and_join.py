"""Play with friends through the window's own screens, over loopback: a window hosts a table from the set-up and a
friend (a client in the test) joins it by code; a window joins a table by typing its address and code; a window
closed at a table offers Rejoin and sits down at the same action, hosting the table again if it was the host.
Every wait is bounded in frames and seconds."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from net.loopback import running_server

from game.net.client import RemoteTable
from game.net.messages import CreateTable
from game.ui.network import hosting, join
from game.ui.network.lobby import LobbyScene
from game.ui.network.remote import RemoteGame
from game.ui.network.table import NetTableScene
from game.ui.scenes.chooser import GameChooserScene
from game.ui.scenes.dialogs import GameOverScene

from ..driver import Driver

#: The longest a test waits for the network, in seconds.
PATIENCE = 20.0


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hosting window listens on loopback and announces nothing; the Join screen finds no table by multicast."""
    monkeypatch.setattr(hosting, "LISTEN", "127.0.0.1")
    monkeypatch.setattr(hosting, "ANNOUNCE", False)
    monkeypatch.setattr(join, "browse", lambda seconds: [])


def pump_until(driver: Driver, condition: Callable[[], bool], clients: tuple[RemoteTable, ...] = ()) -> None:
    deadline = time.monotonic() + PATIENCE
    while not condition():
        assert time.monotonic() < deadline, f"waited {PATIENCE} s; on screen: {driver.top!r}"
        for client in clients:
            client.poll()
        driver.pump()
        time.sleep(0.005)


def type_address_and_code(driver: Driver, port: int, code: str) -> join.JoinScene:
    """Main menu -> Play with friends; the loopback address and ``code`` typed into their fields."""
    driver.pump(2)
    driver.click(driver.button("Play with friends"))
    joining = driver.top
    assert isinstance(joining, join.JoinScene)
    driver.post(pygame.TEXTINPUT, text=f"127.0.0.1:{port}")
    driver.key(pygame.K_TAB)
    driver.post(pygame.TEXTINPUT, text=code)
    return joining


def net_table(driver: Driver) -> NetTableScene:
    tables = [scene for scene in driver.app.ctx.stack if isinstance(scene, NetTableScene)]
    assert len(tables) == 1, driver.app.ctx.stack
    return tables[0]


def host_from_set_up(driver: Driver, game: str) -> LobbyScene:
    """Main menu -> Play with friends -> Host a table -> the game -> Host: the waiting room, seated."""
    driver.pump(2)
    driver.click(driver.button("Play with friends"))
    driver.click(driver.button("Host a table"))
    chooser = driver.top
    assert isinstance(chooser, GameChooserScene) and chooser.host
    chooser.choose(game)
    driver.pump()
    driver.click(driver.button("Host"))
    pump_until(driver, lambda: isinstance(driver.top, LobbyScene) and driver.top.session.seated)
    driver.pump()  # drawn seated: Start is offered
    lobby = driver.top
    assert isinstance(lobby, LobbyScene) and lobby.session.hosting is not None
    return lobby


def play_until_over(driver: Driver, friends: tuple[RemoteTable, ...], seed: int = 1) -> NetTableScene:
    """The window's seat and the friends play random legal moves until the window shows the result."""
    rng = random.Random(seed)
    table = net_table(driver)
    deadline = time.monotonic() + PATIENCE * 3
    while not isinstance(driver.top, GameOverScene):
        assert time.monotonic() < deadline, "the game did not end in time"
        for friend in friends:
            friend.poll()
            if friend.seat is not None and friend.to_move() == friend.seat:
                actions = list(friend.view(friend.seat).legal_actions())
                assert friend.submit(actions[rng.randrange(len(actions))]) is None
                time.sleep(0.06)  # a person's pace: the server allows 20 messages a second
        if type(driver.top).__name__ == "GuessScene":
            driver.key(pygame.K_r)
        elif table.accepting and table.controller.to_move() == table.me:
            actions = list(table.controller.view(table.me).legal_actions())
            assert table.submit(actions[rng.randrange(len(actions))]) is None
        driver.pump()
    return table


@pytest.fixture
def driver() -> Iterator[Driver]:
    made = Driver(size=(1024, 640), seed=4, speed="off")
    made.app.ctx.settings.coach = False
    yield made
    made.app.close()


@pytest.mark.parametrize(("game", "players"), [("panjpar", 2), ("ekrang", 3)])
def test_a_window_hosts_a_table_a_friend_joins_and_they_play_a_game_and_the_next(
    driver: Driver, game: str, players: int
) -> None:
    lobby = host_from_set_up(driver, game)
    assert lobby.client.seat == 0 and lobby.client.players == players
    friend = RemoteTable(lobby.session.hosting.local_url if lobby.session.hosting else "", code=lobby.client.code)
    friend.connect(PATIENCE)
    try:
        assert friend.seat == 1
        pump_until(driver, lambda: len(lobby.client.seats) == players and lobby.client.seats[1] == "person")
        assert any("A friend" in line for line, _colour in lobby.lines())
        driver.click(driver.button("Start"))
        pump_until(driver, lambda: isinstance(driver.app.ctx.stack[0], NetTableScene), (friend,))
        table = play_until_over(driver, (friend,))
        assert table.outcome is not None
        pump_until(driver, lambda: friend.over, (friend,))
        assert table.match.games == 1
        assert table.seat_name(1) == "Seat 2"
        if players == 3:
            assert table.seat_name(2) == "Bot 3"  # the seat nobody took: the server's bot
        driver.click(driver.button("Play again"))  # the window deals the next game: both are shown it
        pump_until(driver, lambda: friend.game_number == 1 and table.dealt, (friend,))
        assert isinstance(table.controller, RemoteGame) and table.controller.number == 1
        assert table.queue or table.presenter is not None
    finally:
        friend.close()
    store = lobby.session.hosting.folder if lobby.session.hosting else Path()
    assert any(store.iterdir()), "the host keeps the table's games in its own folder"


def test_a_window_joins_by_address_and_code_and_is_told_plainly_when_the_code_is_wrong(
    driver: Driver, tmp_path: Path
) -> None:
    with running_server(tmp_path / "server") as server:
        host = RemoteTable(server.url, create=CreateTable("panjpar-52", 2, (), "easy")).connect(PATIENCE)
        try:
            joining = type_address_and_code(driver, server.port, "zzzzzz")  # letters of no table: typed as capitals
            driver.pump()
            assert joining.code.value == "ZZZZZZ"
            driver.key(pygame.K_RETURN)
            pump_until(driver, lambda: joining.joining is None)
            assert "said no" in joining.status, joining.status
            for _ in range(6):
                driver.key(pygame.K_BACKSPACE)
            driver.post(pygame.TEXTINPUT, text=host.code.lower())
            driver.key(pygame.K_RETURN)
            pump_until(driver, lambda: isinstance(driver.top, LobbyScene))
            assert driver.app.ctx.settings.net_address == f"127.0.0.1:{server.port}"
            pump_until(driver, lambda: host.seats[1:] == ("person",), (host,))
            host.start()
            pump_until(driver, lambda: isinstance(driver.app.ctx.stack[0], NetTableScene), (host,))
            table = play_until_over(driver, (host,))
            assert table.me == 1 and table.outcome is not None
        finally:
            host.close()


def test_a_window_closed_at_a_table_it_hosted_rejoins_at_the_same_action(tmp_path: Path) -> None:
    first = Driver(size=(1024, 640), seed=5, speed="off")
    first.app.ctx.settings.coach = False
    lobby = host_from_set_up(first, "panjpar")
    folder = lobby.session.hosting.folder if lobby.session.hosting else None
    assert folder is not None and folder.parent == Path(first.app.saves.store.path or "").parent
    friend = RemoteTable(lobby.session.hosting.local_url if lobby.session.hosting else "", code=lobby.client.code)
    friend.retry = 0.2
    friend.connect(PATIENCE)
    try:
        first.click(first.button("Start"))
        pump_until(first, lambda: isinstance(first.app.ctx.stack[0], NetTableScene), (friend,))
        table = net_table(first)
        pump_until(first, lambda: table.dealt and not table.queue, (friend,))
        if type(first.top).__name__ == "GuessScene":
            first.key(pygame.K_r)
        pump_until(first, lambda: friend.step > 0 and table.dealt, (friend,))
        hand = table.controller.view(0).hand
        kept = first.app.ctx.settings.net_seat
        assert kept.startswith("host ") and table.client.code in kept
        first.app.close()  # the window quits at the table: the server stops with it
        second = Driver(size=(1024, 640), seed=6, speed="off")
        try:
            second.pump(2)
            second.click(second.button("Rejoin the table"))
            pump_until(second, lambda: isinstance(second.app.ctx.stack[0], NetTableScene), (friend,))
            again = net_table(second)
            pump_until(second, lambda: again.dealt and friend.connected and friend.step == again.client.step, (friend,))
            # The same deal, at the table's last committed action, for the host and the friend who rejoined alone.
            assert again.me == 0 and again.controller.view(0).hand == hand and again.client.step >= 1
            assert again.session.hosting is not None and again.session.hosting.folder == folder
        finally:
            second.app.close()
    finally:
        friend.close()


def test_the_host_chooses_how_long_a_lost_friend_s_seat_waits_for_them(driver: Driver) -> None:
    driver.pump(2)
    driver.click(driver.button("Play with friends"))
    driver.click(driver.button("Host a table"))
    chooser = driver.top
    assert isinstance(chooser, GameChooserScene)
    chooser.choose("komi")
    driver.pump()
    assert driver.app.ctx.settings.net_grace == 30
    driver.click(driver.button("30 seconds"))
    assert driver.app.ctx.settings.net_grace == 60
    driver.click(driver.button("Host"))
    pump_until(driver, lambda: isinstance(driver.top, LobbyScene) and driver.top.session.seated)
    lobby = driver.top
    assert isinstance(lobby, LobbyScene) and lobby.session.hosting is not None
    assert lobby.session.hosting.thread is not None and lobby.session.hosting.thread.server.grace == 60


def test_a_name_typed_at_the_join_screen_is_what_the_others_read_and_theirs_is_what_the_window_shows(
    driver: Driver, tmp_path: Path
) -> None:
    with running_server(tmp_path / "server") as server:
        host = RemoteTable(server.url, create=CreateTable("panjpar-52", 2, (), "easy", name="Ana")).connect(PATIENCE)
        try:
            type_address_and_code(driver, server.port, host.code)
            driver.key(pygame.K_TAB)
            driver.key(pygame.K_TAB)  # past the password, to the name
            driver.post(pygame.TEXTINPUT, text="Babak")
            driver.key(pygame.K_RETURN)
            pump_until(driver, lambda: isinstance(driver.top, LobbyScene))
            assert driver.app.ctx.settings.player_name == "Babak", "kept for the next table"
            pump_until(driver, lambda: host.names[1:] == ("Babak",), (host,))
            lobby = driver.top
            assert isinstance(lobby, LobbyScene)
            pump_until(driver, lambda: any("Ana" in line for line, _colour in lobby.lines()))
            host.start()
            pump_until(driver, lambda: isinstance(driver.app.ctx.stack[0], NetTableScene), (host,))
            assert net_table(driver).seat_name(0) == "Ana"
        finally:
            host.close()
