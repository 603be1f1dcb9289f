"""Games in a row at one table, as the generic table sees any game: a :class:`Series` makes each game's
:class:`SeatController`, says which event ends a game, and counts the finished games (the match score, chips).

Each game has its own (Panjpar's ``Match``; the Ganjifa games' series); the table (game/ui/scenes/table.py) and its
bots read only these protocols, so the same turn loop, autosave wiring and bot turns serve every game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game.engine.controller import Rejection


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
