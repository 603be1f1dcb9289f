"""What a game shows at the generic table: the :class:`Presenter` protocol, and what it may ask of the table.

The table (game/ui/scenes/table.py) runs the turn loop for any game of the registry: it queues the controller's
events for the player's seat and hands them to the presenter one at a time, only while the presenter is not busy;
it asks the bots when a bot seat is to move and submits the player's intents. Everything the player sees of one
game (the layout for the window size, sprites moved by events, seat plates, the banner, glow and hints, gestures,
the wording of refusals and of the result) is that game's presenter, in a module of its own (Panjpar's:
game/ui/panjpar/presenter.py), made by the :data:`PresenterFactory` of the game's GameUI (game/ui/games.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import pygame

from game.engine.controller import Rejection
from game.engine.series import SeatController, Series
from game.ui.coach import CoachPlace, Tip
from game.ui.input import Action, GestureResult
from game.ui.log import LogLine
from game.ui.scenes.base import Context
from game.ui.tablesetup import TableSetup
from game.ui.widgets import Toast


@dataclass(frozen=True)
class ScoreTable:
    """The match so far as the game-over dialog shows it: a heading per column, a row of numbers per seat (seat
    order), and the seat drawn in gold (``None``: none)."""

    headings: tuple[str, ...]
    rows: tuple[tuple[int | float, ...], ...]
    marked: int | None = None
    #: The columns shown with their sign (chips won or lost: ``+5``, ``−3``), as the header shows them.
    signed: frozenset[int] = frozenset()


class TableFrame(Protocol):
    """The parts of a presenter's layout the table itself draws in: the menu button and the toast."""

    @property
    def menu_button(self) -> pygame.Rect: ...

    @property
    def toast(self) -> pygame.Rect: ...

    @property
    def unit(self) -> int: ...


class TableHost(Protocol):
    """What a presenter may read of the table it shows, and the one thing it may do: submit an intent.

    ``match``, ``controller``, ``view`` and ``outcome`` are the game's own types (a presenter knows its game:
    Panjpar's reads them through game/ui/panjpar/host.py).
    """

    ctx: Context
    #: The player's seat, and how many seats the table has.
    me: int
    players: int
    #: What the table was set up with (the game, the seats, the options, the match's rounds).
    setup: TableSetup
    match: Series
    controller: SeatController
    #: Each bot seat's spec (the keys are the bot seats).
    specs: dict[int, str]
    #: The player's view as last shown, and the game's outcome once the board has shown it.
    view: Any
    outcome: Any
    #: Seconds since the table opened.
    clock: float
    toast: Toast

    @property
    def idle(self) -> bool: ...

    @property
    def match_over(self) -> bool:
        """The game shown ended its match (no next round follows)."""

    @property
    def accepting(self) -> bool: ...

    @property
    def ready(self) -> bool: ...

    @property
    def thinking_seat(self) -> int | None: ...

    @property
    def player(self) -> int | None:
        """The seat called "you" (``me`` at a table; a replay of a record that names no player has none)."""
        ...

    @property
    def tools_left(self) -> int:
        """The left edge of the table's buttons in the top bar (the presenter's top bar ends before it)."""
        ...

    @property
    def coaching(self) -> bool:
        """A first-game coach's tip shows (a move that would play itself waits until it is read)."""
        ...

    def seat_name(self, seat: int) -> str: ...

    def submit(self, intent: Any) -> str | None: ...


class Presenter(Protocol):
    """One game's face at the table. The table calls it; it never changes the game (it may submit intents)."""

    @property
    def layout(self) -> TableFrame:
        """Where everything goes at the window's size now."""
        ...

    @property
    def busy(self) -> bool:
        """Something still moves or pauses: the next event waits."""
        ...

    @property
    def pausing(self) -> bool:
        """A pause after a move runs: the player's input waits for it too."""
        ...

    def new_game(self) -> None:
        """A new game is about to start at the table (``host.controller`` is the new one): a fresh board."""

    def prewarm(self) -> None:
        """Make the images of this window size now, so that no frame in play draws one."""

    def resized(self) -> None:
        """The window changed size (the table has called :meth:`prewarm`): lay everything out again."""

    def update(self, dt: float) -> None:
        """Advance the animations by ``dt`` seconds."""

    def take_sounds(self) -> list[str]:
        """The sounds asked for since the last call (the table plays them)."""
        ...

    def show(self, event: Any) -> None:
        """Show one event of the player's seat (the table calls it only while not :attr:`busy`)."""

    def show_at_once(self, events: Sequence[Any]) -> None:
        """Show a game under way (a resumed one) at once, without animation."""

    def log_lines(self, event: Any) -> Sequence[LogLine]:
        """What ``event`` adds to the table's log, in the player's language (nothing for an event that says
        nothing new). The table asks once per event, in order: before :meth:`show`, for each event of
        :meth:`show_at_once`, and for each earlier event of a resumed game."""
        ...

    def set_view(self, view: Any) -> None:
        """The player's view of the position the board now shows (gestures follow it)."""

    def handle(self, action: Action) -> GestureResult:
        """What ``action`` means at the table now (called only while the table accepts input)."""
        ...

    def show_hint(self, intent: Any) -> str:
        """Show ``intent`` (the hard bot's move for the player) by lifting and lighting its cards or its button,
        without playing it; the sentence that says it."""
        ...

    def rejected(self) -> None:
        """The controller refused the player's last intent (e.g. the cards fly back)."""

    def refusal_text(self, rejection: Rejection[Any]) -> str:
        """A refusal of the rules in the player's language."""
        ...

    def game_over_sound(self) -> str:
        """The sound of the game's end for the player (``host.outcome`` is set)."""
        ...

    def result_text(self) -> tuple[str, str]:
        """The game-over dialog's title and sentence."""
        ...

    @property
    def counting_down(self) -> bool:
        """The presenter waits out a moment of its own (a forced move about to play itself): the window must keep
        drawing frames, or the moment never passes."""
        ...

    @property
    def overlay_open(self) -> bool:
        """A view the player opened lies over the game (the pack's legend, the last trick or battle): the table
        says nothing over it."""
        ...

    def score_table(self) -> ScoreTable:
        """The match score under the game-over dialog's sentence."""
        ...

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table (the host adds the menu button and the toast over it)."""


@dataclass(frozen=True)
class TableTool:
    """A button of the presenter's own in the table's top bar (left of Hint, Undo and Log), and its key."""

    label: str
    key: int
    run: Callable[[], None]
    enabled: bool = True
    #: Whether it has a button (``False``: a key only, e.g. S to sort the hand).
    shown: bool = True


@runtime_checkable
class Tooled(Protocol):
    """A presenter with buttons of its own in the top bar (optional: e.g. a trick game's Last trick)."""

    def table_tools(self) -> Sequence[TableTool]:
        """The presenter's buttons, right to left after the table's own."""
        ...


@runtime_checkable
class Interposing(Protocol):
    """A presenter that shows things over the game which take input of their own (optional: a pause after a trick
    that a click ends, a view that a click closes)."""

    def interpose(self, action: Action) -> bool:
        """Whether ``action`` went to what the presenter shows over the game. The table asks before it hands the
        player's turn anything, even while it does not accept input (a pause runs)."""
        ...


#: Where a card lies on screen: its bounding rectangle and its corners' radius (half its width: a round card).
CardPlace = tuple[pygame.Rect, int]


@runtime_checkable
class Revealing(Protocol):
    """A presenter whose game ends with cards in sight that the result is about (optional: the hands turned over
    at a luck game's showdown); the result box keeps clear of them, and leaves them undimmed."""

    def cards_in_sight(self) -> Sequence[CardPlace]:
        """Where the cards face up lie once everything has moved, on screen."""
        ...


@runtime_checkable
class Pacing(Protocol):
    """A presenter that may hurry the game on (optional: the player is out and asked to finish quickly); the table
    then lets the bots move without their pause."""

    @property
    def pace(self) -> float:
        """The factor of every pause and animation: the settings' speed, or 0 while hurrying."""
        ...


@runtime_checkable
class Holding(Protocol):
    """A presenter that holds a finished trick on the table for a pause (optional): the log says the trick while
    the table shows it, not only once it is gathered."""

    @property
    def trick_held(self) -> bool:
        """A finished trick lies on the table, every card laid, for the pause the settings ask."""
        ...


@runtime_checkable
class Coaching(Protocol):
    """A presenter that coaches a first game (optional: the table shows tips only for one that is)."""

    def coach_tips(self) -> Sequence[Tip]:
        """The tips that fit the position shown now, best first (game/ui/coach.py picks one never shown)."""
        ...

    def coach_place(self) -> CoachPlace:
        """Where the coach's panel may go without hiding the cards the player needs (by the banner)."""
        ...


#: Makes a game's presenter for the table that shows it (each game's GameUI has one: game/ui/games.py).
PresenterFactory = Callable[[TableHost], Presenter]
