"""The controller of a Ganjifa game at a table: it owns the protocol state, plays chance's deal when it is due,
checks each seat's action through the state, and emits one event per action to every listener, each seeing it as
its seat may: the action (the deal only as the seat's own share of it) and the seat's observation after it.

The events are the same for the four games; what a table shows of them is its presenter's (game/ui/ganjifa/).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.engine.controller import Controller, sampled
from game.engine.protocol import CHANCE, GameState
from game.ganjifa.actions import Deal


@dataclass(frozen=True, slots=True)
class ActionTaken:
    """``seat`` acted (``None``: chance dealt). ``action`` is what the receiving seat may see of it (a deal shows
    only its own hand, the others' hands as ``()``); ``view`` is that seat's observation after it; ``views``
    holds every seat's (only an observer's event keeps them: a seat's event has its own alone)."""

    seat: int | None
    action: Any
    view: Any = None
    views: tuple[Any, ...] = ()
    #: The game's returns when this action ended it, else ``None``.
    returns: tuple[float, ...] | None = None

    @property
    def over(self) -> bool:
        return self.returns is not None


def deal_seen_by(deal: Deal, seat: int | None) -> Deal:
    """The deal as ``seat`` sees it: its own hand; every other hand hidden (``()``). ``None`` sees all."""
    if seat is None:
        return deal
    return Deal(tuple(hand if index == seat else () for index, hand in enumerate(deal.hands)))


class GanjifaNarrator:
    """The events of an action: one :class:`ActionTaken`, with every seat's observation after it."""

    def play(self, state: GameState[Any, Any], action: Any) -> Sequence[ActionTaken]:
        seat = state.current_player()
        state.apply(action)
        views = tuple(state.observation(s) for s in range(state.players))
        returns = state.returns() if state.is_terminal() else None
        return [ActionTaken(None if seat == CHANCE else seat, action, None, views, returns)]

    def for_seat(self, event: ActionTaken, seat: int | None) -> ActionTaken:
        if seat is None:
            return event
        action = deal_seen_by(event.action, seat) if isinstance(event.action, Deal) else event.action
        return replace(event, action=action, view=event.views[seat], views=())


NARRATOR = GanjifaNarrator()


class GanjifaController(Controller[GameState[Any, Any], Any, ActionTaken]):
    """One Ganjifa game: the engine's controller with the four games' narrator, chance drawing with ``rng``
    whenever the state is at a chance node (at the start, or after komi's stakes)."""

    def __init__(self, state: GameState[Any, Any], rng: random.Random) -> None:
        super().__init__(state, NARRATOR, sampled(rng))

    def view(self, seat: int) -> Any:
        """What ``seat`` may know now, with its legal actions."""
        return self.state.observation(seat)
