"""The generic table as Panjpar's presenter reads it: the same :class:`~game.ui.presenter.TableHost`, with
Panjpar's own types for the match, the controller, the view and the outcome (checked once, when the presenter is
made: a Panjpar series only ever makes Panjpar controllers)."""

from __future__ import annotations

from typing import Any, Protocol, cast

from game.engine.series import GameSeries
from game.panjpar.controller import Controller
from game.panjpar.match import Match
from game.panjpar.rulebook import PANJPAR_RULES
from game.panjpar.variants import VARIANTS, Variant
from game.panjpar.view import SeatView
from game.ui.presenter import TableHost
from game.ui.scenes.base import Context
from game.ui.widgets import Toast


class PanjparHost(Protocol):
    """:class:`TableHost` with Panjpar's types."""

    ctx: Context
    me: int
    players: int
    match: Match
    controller: Controller
    specs: dict[int, str]
    view: SeatView | None
    #: The game's returns once the board has shown its end.
    outcome: tuple[float, ...] | None
    clock: float
    toast: Toast

    @property
    def idle(self) -> bool: ...

    @property
    def accepting(self) -> bool: ...

    @property
    def ready(self) -> bool: ...

    @property
    def thinking_seat(self) -> int | None: ...

    @property
    def tools_left(self) -> int: ...

    def seat_name(self, seat: int) -> str: ...

    def submit(self, intent: Any) -> str | None: ...


def panjpar_host(host: TableHost) -> PanjparHost:
    """``host`` as Panjpar's presenter reads it; raises ``TypeError`` when the table plays another game."""
    if not isinstance(host.match, GameSeries) or host.match.rules is not PANJPAR_RULES:
        raise TypeError(f"a Panjpar presenter at a table of {type(host.match).__name__}")
    return cast(PanjparHost, host)


def variant_of(host: PanjparHost) -> Variant:
    """The variant the table plays."""
    return VARIANTS[host.match.variant_id]


def fool_of(returns: tuple[float, ...] | None) -> int | None:
    """The seat that lost a game that ended with ``returns`` (``None``: a draw, or not over)."""
    return None if returns is None else next((seat for seat, value in enumerate(returns) if value < 0), None)
