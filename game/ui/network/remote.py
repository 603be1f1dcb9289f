"""One game of a network table as the table scene plays it: :class:`RemoteGame` is a seat controller
(engine/series.SeatController) for game number ``number`` of a :class:`~game.net.client.RemoteTable`.

The table on the server deals its games one after the other, and a person may deal the next while this player
still looks at the last one's result. So each game's controller passes on only the events of its own game: those
of a game dealt early wait in the client until this player deals it too (:meth:`RemoteGame.start`), and are then
shown as a deal is. The controller changes nothing itself: every action goes to the server, which checks it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game.engine.controller import Rejection


class SeatClient(Protocol):
    """What a remote game uses of its client (``game.net.client.RemoteTable``), so that tests can stand in."""

    seat: int | None
    players: int

    @property
    def game_number(self) -> int: ...

    @property
    def events(self) -> list[Any]: ...

    @property
    def step(self) -> int: ...

    @property
    def over(self) -> bool: ...

    def to_move(self) -> int | None: ...

    def view(self, seat: int) -> Any: ...

    def start(self) -> None: ...

    def submit(self, action: Any, timeout: float = 5.0) -> Rejection[Any] | None: ...

    def subscribe(self, listener: Callable[[Any], None], seat: int | None) -> None: ...


class RemoteGame:
    """Game ``number`` (0 first) of the table ``client`` sits at, seen from the client's own seat."""

    def __init__(self, client: SeatClient, number: int) -> None:
        self.client = client
        self.number = number
        self.listeners: list[Callable[[Any], None]] = []
        #: The last view of this game, kept once the table has gone on to the next.
        self._view: Any = None
        self._started = False
        client.subscribe(self._heard, client.seat)

    @property
    def players(self) -> int:
        return self.client.players

    @property
    def current(self) -> bool:
        """Whether the client shows this game now (not one before, nor one dealt after it)."""
        return self.client.game_number == self.number

    def _heard(self, event: Any) -> None:
        if self._started and self.current:
            for listener in list(self.listeners):
                listener(event)

    def start(self) -> None:
        """Show the game: its events so far at once if it was dealt already, else ask the server to deal it."""
        self._started = True
        if self.current:
            for event in self.client.events:
                for listener in list(self.listeners):
                    listener(event)
        elif self.client.game_number < self.number:
            self.client.start()

    def subscribe(self, listener: Callable[[Any], None], seat: int | None) -> None:
        if seat != self.client.seat:
            raise ValueError(f"a remote seat sees only its own events (seat {self.client.seat}), not seat {seat}'s")
        self.listeners.append(listener)

    def to_move(self) -> int | None:
        return self.client.to_move() if self.current else None

    @property
    def over(self) -> bool:
        return self.client.over if self.current else self.client.game_number > self.number

    @property
    def step(self) -> int:
        """The actions of this game so far, as last shown (0 before it is dealt here)."""
        return self.client.step if self.current else 0

    def view(self, seat: int) -> Any:
        if self.current:
            self._view = self.client.view(seat)
        return self._view

    def submit(self, action: Any) -> Rejection[Any] | None:
        if not self.current:
            return Rejection(action, "That game is over.", "game_over", {})
        return self.client.submit(action)

    def can_take_back(self, seat: int) -> bool:
        return False

    def take_back(self, seat: int) -> list[Any] | None:
        return None

    def events_so_far(self, seat: int) -> list[Any]:
        return self.client.events if self.current else []
