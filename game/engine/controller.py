"""The event-driven rules controller of any game: it owns one game's state, checks actions, and emits events.

A game gives the controller its state (:class:`~game.engine.protocol.GameState`), a :class:`Narrator` (the
events that one action makes happen, and what of an event each seat may see) and a chance policy: what chance
plays whenever the state waits for it (a shuffle drawn from a stream, :func:`sampled`; or a deal known in advance,
:func:`preset`), so that the table and the bots only ever see seats to move. The table, the autosaver and the
bots subscribe (each for its own seat); they never change the state themselves. An illegal action changes
nothing: :meth:`Controller.submit` returns a :class:`Rejection` with the refusal's code and reason.
"""

from __future__ import annotations

import copy
import random
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


#: What chance plays when the state waits for it (:data:`~game.engine.protocol.CHANCE` to move).
ChancePolicy = Callable[[S], A]


def sampled(rng: random.Random) -> Callable[[GameState[A, object]], A]:
    """Chance draws its outcome with ``rng`` (the state's own ``sample_chance``)."""

    def draw(state: GameState[A, object]) -> A:
        return state.sample_chance(rng)

    return draw


def preset(*outcomes: A) -> Callable[[object], A]:
    """Chance plays ``outcomes`` in turn (a deal shuffled before the game: a table's, a record's)."""
    queue = list(outcomes)

    def next_outcome(_state: object) -> A:
        if not queue:
            raise RuntimeError("chance is due but no outcome was given for it")
        return queue.pop(0)

    return next_outcome


class Controller(Generic[S, A, E]):
    """Runs one game of any kind: the state, the narrator, chance, and the listeners."""

    def __init__(self, state: S, narrator: Narrator[S, A, E], chance: ChancePolicy[S, A] | None = None) -> None:
        """``chance``: what chance plays when it is due (``None``: the caller plays it, through :meth:`submit`)."""
        self.state = state
        self.narrator = narrator
        self.chance = chance
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

    def start(self) -> None:
        """Play chance while it is due (the deal), once the listeners have subscribed."""
        self._play_chance()

    def submit(self, action: A) -> Rejection[A] | None:
        """Check ``action`` and carry it out, then any chance action it made due; ``None`` when done, else a
        :class:`Rejection` (nothing changed)."""
        rejection = self._submit(action)
        if rejection is None:
            self._play_chance()
        return rejection

    def _submit(self, action: A) -> Rejection[A] | None:
        try:
            events = self.narrator.play(self.state, action)
        except Refusal as refusal:
            return Rejection(action, refusal.reason, refusal.code, refusal.arguments)
        for event in events:
            self.emit(event)
        return None

    def _play_chance(self) -> None:
        while self.chance is not None and self.state.current_player() == CHANCE:
            outcome = self.chance(self.state)
            refused = self._submit(outcome)
            if refused is not None:  # the state's own draw, or a deal checked when it was read
                raise RuntimeError(f"chance's action was refused: {refused.reason}")

    def view(self, seat: int) -> object:
        """What ``seat`` may know now, with its legal actions (the state's observation)."""
        return self.state.observation(seat)

    @property
    def over(self) -> bool:
        return self.state.is_terminal()

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
        last = self._last_undoable(history, seat)
        if last is None:
            return None
        for _ in history:
            self.state.pop()
        return self._narrated(self.state, history[:last], seat)

    def can_take_back(self, seat: int) -> bool:
        """Whether :meth:`take_back` would undo anything of ``seat``'s (what the table's Undo button shows)."""
        return self._last_undoable(self.state.history(), seat) is not None

    def _last_undoable(self, history: Sequence[A], seat: int) -> int | None:
        """The index of ``seat``'s last action a take-back may undo, after the last chance action, or ``None``."""
        for index in range(len(history) - 1, -1, -1):
            action = history[index]
            owner = getattr(action, "seat", None)
            if owner is None:
                return None  # a chance action (the deal): nothing before it is taken back
            if owner == seat and self.undoable(action):
                return index
        return None

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
