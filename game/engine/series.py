"""Games in a row at one table, as the generic table sees any game: a :class:`Series` makes each game's
:class:`SeatController`, says which event ends a game, and counts the finished games (the match score, chips).

:class:`GameSeries` is the one series of every game: the first dealer drawn, each next dealer as the rules say
(:class:`DealerRule`: Panjpar's fool deals; else the deal moves on), the totals per seat, and each game made by
the game's own :class:`GameMaker` (Panjpar deals its French pack; a Ganjifa game its state, following the last one
where its rules say so). The table (game/ui/scenes/table.py) and its bots read only the protocols, so the same turn
loop, autosave wiring and bot turns serve every game.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from game.engine.controller import Controller, Rejection
from game.engine.protocol import GameRules, GameState, SeatFigures
from game.engine.totals import Totals


class SeatController(Protocol):
    """What a table and its bots use of one game's controller (the state itself stays inside)."""

    @property
    def players(self) -> int: ...

    def to_move(self) -> int | None:
        """The seat whose action the game waits for; ``None`` while chance is due or once the game is over."""
        ...

    def start(self) -> None:
        """Deal: play chance's actions (after the listeners have subscribed)."""
        ...

    def submit(self, action: Any) -> Rejection[Any] | None:
        """Check and carry out ``action``; ``None`` when done, else why not (nothing changed)."""
        ...

    def subscribe(self, listener: Callable[[Any], None], seat: int | None) -> None:
        """Call ``listener`` with every event as ``seat`` may see it."""
        ...

    def view(self, seat: int) -> Any:
        """What ``seat`` may know now, with its legal actions (``legal_actions()``): what its bot is given."""
        ...

    def can_take_back(self, seat: int) -> bool:
        """Whether :meth:`take_back` would undo anything of ``seat``'s."""
        ...

    def events_so_far(self, seat: int) -> list[Any]:
        """The events ``seat`` has seen of this game so far, played again from the start."""
        ...

    def take_back(self, seat: int) -> list[Any] | None:
        """Undo ``seat``'s last move and the answers to it; the events of the game so far as ``seat`` saw them,
        or ``None`` when it has nothing to undo (see :meth:`game.engine.controller.Controller.take_back`)."""
        ...


class Series(Protocol):
    """A table's games in a row: the next game's controller, the end of a game, the running score, and what its
    autosave writes of the match (the variant, the options, the dealer of the game being played)."""

    @property
    def players(self) -> int: ...

    @property
    def variant_id(self) -> str: ...

    @property
    def options(self) -> frozenset[str]: ...

    @property
    def dealer(self) -> int:
        """The seat that deals the game being played (after :meth:`finish`, the next game's)."""
        ...

    def next_game(self) -> SeatController:
        """The next game's controller, not started (the table subscribes, then starts it)."""
        ...

    def outcome_of(self, event: Any) -> Any | None:
        """The game's outcome when ``event`` is the one that ends it, else ``None``."""
        ...

    def finish(self, outcome: Any) -> None:
        """Count a finished game (its ``outcome``) and choose who deals the next."""
        ...

    @property
    def games(self) -> int:
        """The games finished so far."""
        ...

    @property
    def totals(self) -> Totals:
        """The running score: games, returns and the game's own figures (chips) per seat."""
        ...


@runtime_checkable
class Ending(Protocol):
    """An event that may end a game: the game's returns when it does, else ``None``."""

    @property
    def returns(self) -> tuple[float, ...] | None: ...


@runtime_checkable
class DealerRule(Protocol):
    """Rules that say who deals the game after one that ended with ``returns`` (Panjpar: the fool; after a draw,
    the same dealer). Without it the deal moves on to the next seat."""

    def next_dealer(self, returns: tuple[float, ...], dealer: int) -> int: ...


C = TypeVar("C", bound=Controller[Any, Any, Any])
C_co = TypeVar("C_co", bound=Controller[Any, Any, Any], covariant=True)


class GameMaker(Protocol[C_co]):
    """Makes the controller of a table's next game, not started: the game dealt by ``dealer`` after ``previous``
    (the last game, finished; ``None`` for the first), drawing what it shuffles from the series' ``rng``."""

    def __call__(self, dealer: int, previous: GameState[Any, Any] | None, rng: random.Random, /) -> C_co: ...


class SeriesMaker(Protocol):
    """How a game makes a table's series (named by the game's registry entry, :attr:`GameInfo.series`): its rules'
    ``variant`` for ``players`` with ``options``, drawing from ``rng``; ``stake``: the chips each stakes a round,
    for a game whose set-up offers stakes."""

    def __call__(
        self, rules: GameRules, variant: str, players: int, options: frozenset[str], rng: random.Random, stake: int, /
    ) -> GameSeries[Any]: ...


class GameSeries(Generic[C]):
    """A table's games of one game, any game: ``make_game`` makes each, ``resume_game`` the controller of a saved
    one; the first dealer is drawn from ``rng``."""

    def __init__(
        self,
        rules: GameRules,
        variant: str,
        players: int,
        options: frozenset[str],
        rng: random.Random,
        make_game: GameMaker[C],
        resume_game: Callable[[GameState[Any, Any], random.Random], C],
    ) -> None:
        rules.new_game(variant, players, 0, options)  # a player count or an option it lacks fails here, not later
        self.rules = rules
        self.variant = variant
        self._players = players
        self._options = options
        self.rng = rng
        self.make_game = make_game
        #: The controller that goes on with a saved game's state (:meth:`resume`).
        self.resume_game = resume_game
        self.totals = Totals(players)
        self.dealer = rng.randrange(players)
        #: The game being played (or the last one finished).
        self.current: C | None = None

    @property
    def players(self) -> int:
        return self._players

    @property
    def variant_id(self) -> str:
        return self.variant

    @property
    def options(self) -> frozenset[str]:
        return self._options

    @property
    def games(self) -> int:
        """The games finished so far."""
        return self.totals.games

    def next_game(self) -> C:
        """The next game's controller, not started (after a finished game, made from it)."""
        previous = self.current.state if self.current is not None and self.current.over else None
        self.current = self.make_game(self.dealer, previous, self.rng)
        return self.current

    def resume(self, state: GameState[Any, Any], totals: Totals, dealer: int) -> C:
        """Go on with a saved game: ``state`` at its last action, the match's ``totals`` so far, the game's
        ``dealer``. Its controller is the current game: play it first, instead of :meth:`next_game`."""
        self.totals, self.dealer = totals, dealer
        self.current = self.resume_game(state, self.rng)
        return self.current

    def outcome_of(self, event: object) -> tuple[float, ...] | None:
        """A game's outcome is its returns, carried by the event that ends it (:class:`Ending`)."""
        return event.returns if isinstance(event, Ending) else None

    def finish(self, outcome: tuple[float, ...]) -> None:
        """Add the finished game to the totals (with the figures its rules report) and choose the next dealer."""
        figures: dict[str, tuple[float, ...]] = {}
        state = self.current.state if self.current is not None else None
        if state is not None and isinstance(self.rules, SeatFigures):
            figures = {name: tuple(values) for name, values in self.rules.figures(state).items()}
        self.totals.add(outcome, figures)
        if isinstance(self.rules, DealerRule):
            self.dealer = self.rules.next_dealer(outcome, self.dealer)
        else:
            self.dealer = (self.dealer + 1) % self._players
