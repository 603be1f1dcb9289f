"""The event-driven rules controller of any game: it owns one game's state, checks actions, and emits events.

A game gives the controller its state (:class:`~game.engine.protocol.GameState`) and a :class:`Narrator`: the
events that one action makes happen, and what of an event each seat may see. The table, the autosaver and the
bots subscribe (each for its own seat); they never change the state themselves. An illegal action changes
nothing: :meth:`Controller.submit` returns a :class:`Rejection` with the refusal's code and reason.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from game.engine.protocol import CHANCE, TERMINAL, GameState, Refusal, RefusalArgs

A = TypeVar("A")
E = TypeVar("E")
S = TypeVar("S", bound=GameState[Any, Any])
A_contra = TypeVar("A_contra", contravariant=True)
S_contra = TypeVar("S_contra", bound=GameState[Any, Any], contravariant=True)


@dataclass(frozen=True, slots=True)
class Rejection(Generic[A]):
    """An action the rules refused; nothing changed. ``reason`` in English; ``code`` and ``args`` the same
    refusal for translation."""

    intent: A
    reason: str
    code: str
    args: RefusalArgs


class Narrator(Protocol[S_contra, A_contra, E]):
    """A game's events: what an action makes happen, and what a seat sees of an event."""

    def play(self, state: S_contra, action: A_contra) -> Sequence[E]:
        """Check ``action``, play it on ``state``, and return the events it caused (raises ``Refusal``)."""
        ...

    def for_seat(self, event: E, seat: int | None) -> E:
        """``event`` as ``seat`` may see it (``None``: an observer who sees everything)."""
        ...


class Controller(Generic[S, A, E]):
    """Runs one game of any kind: the state, the narrator, and the listeners."""

    def __init__(self, state: S, narrator: Narrator[S, A, E]) -> None:
        self.state = state
        self.narrator = narrator
        self._listeners: list[tuple[Callable[[E], None], int | None]] = []

    def subscribe(self, listener: Callable[[E], None], seat: int | None) -> None:
        """Call ``listener`` with every event as ``seat`` may see it (``None``: everything)."""
        self._listeners.append((listener, seat))

    @property
    def players(self) -> int:
        return self.state.players

    def to_move(self) -> int | None:
        """The seat whose action the game waits for; ``None`` while chance is due or once the game is over."""
        seat = self.state.current_player()
        return None if seat in (CHANCE, TERMINAL) else seat

    def submit(self, action: A) -> Rejection[A] | None:
        """Check ``action`` and carry it out; ``None`` when done, else a :class:`Rejection` (nothing changed)."""
        try:
            events = self.narrator.play(self.state, action)
        except Refusal as refusal:
            return Rejection(action, refusal.reason, refusal.code, refusal.arguments)
        for event in events:
            self.emit(event)
        return None

    def undoable(self, action: A) -> bool:
        """Whether a take-back may undo ``action`` (every seat's move by default; a game keeps some, such as
        Panjpar's colour guess, which its table asks only before the play)."""
        return True

    def take_back(self, seat: int) -> list[E] | None:
        """Undo ``seat``'s last action and every action after it (the other seats' answers), never past a
        chance action (the deal): the position is again the one ``seat`` moved from. Returns the events of the
        whole game up to there as ``seat`` saw them (to show the position again), or ``None`` when ``seat`` has
        no action to undo. Listeners are not called: the game went back, nothing happened."""
        history = list(self.state.history())
        last = None
        for index in range(len(history) - 1, -1, -1):
            action = history[index]
            if getattr(action, "seat", None) is None:
                break  # a chance action (the deal): nothing before it is taken back
            if action.seat == seat and self.undoable(action):
                last = index
                break
        if last is None:
            return None
        for _ in history:
            self.state.pop()
        return self._narrated(self.state, history[:last], seat)

    def events_so_far(self, seat: int) -> list[E]:
        """The events ``seat`` has seen of this game, played again from the start on a copy of the state (a game
        resumed from its record was rebuilt without events); the game itself is left as it is."""
        state = copy.deepcopy(self.state)
        actions = list(state.history())
        for _ in actions:
            state.pop()
        return self._narrated(state, actions, seat)

    def _narrated(self, state: S, actions: Iterable[A], seat: int) -> list[E]:
        """Play ``actions`` on ``state`` through the narrator: their events, as ``seat`` sees them."""
        return [
            self.narrator.for_seat(event, seat) for action in actions for event in self.narrator.play(state, action)
        ]

    def emit(self, event: E) -> None:
        """Give ``event`` to every listener, filtered for its seat, in the order they subscribed."""
        for listener, seat in list(self._listeners):
            listener(self.narrator.for_seat(event, seat))
