"""The bot protocol of the games on the game protocol (the Ganjifa games), and the uniform random bot.

A bot gets its seat's observation (``state.observation(seat)``: what that seat may know, never a hidden card),
which lists the seat's legal actions, and answers with one of them. Its answer must be a function of the
observation, the ``rng`` it is given, and time (``deadline``), so that two games that differ only in cards hidden
from the seat get the same answer from the same seed.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from game.bots.base import CancelLike, is_cancelled


class BotError(ValueError):
    """A bot was asked something it cannot answer (not its seat's turn, the game is over)."""


@runtime_checkable
class Observation(Protocol):
    """What a bot reads of any observation: its seat and, when that seat is to move, its legal actions."""

    @property
    def seat(self) -> int: ...

    def legal_actions(self) -> Sequence[Any]:
        """The seat's legal actions in a fixed order (empty when it is not the seat's turn)."""
        ...


@runtime_checkable
class GameBot(Protocol):
    """A player of a game on the protocol: ``step`` answers the observation with one of its legal actions.

    ``deadline`` is a ``time.monotonic()`` instant by which to answer; ``cancel``, once set, asks for an answer
    at once (any legal action).
    """

    name: str

    def step(
        self, observation: Any, rng: random.Random, deadline: float | None = None, cancel: CancelLike | None = None
    ) -> Any: ...


def legal_or_fail(observation: Observation) -> Sequence[Any]:
    """The observation's legal actions; raises :class:`BotError` when the seat has none (not its turn)."""
    actions = observation.legal_actions()
    if not actions:
        raise BotError(f"seat {observation.seat + 1} has nothing to do now")
    return actions


def without_thinking(observation: Observation, rng: random.Random, slip: float = 0.0) -> tuple[Sequence[Any], Any]:
    """The observation's legal actions (:func:`legal_or_fail`) and the one to play without thinking, or ``None``:
    the only one, else, with probability ``slip``, a random one."""
    actions = legal_or_fail(observation)
    if len(actions) == 1:
        return actions, actions[0]
    if slip and rng.random() < slip:
        return actions, actions[rng.randrange(len(actions))]
    return actions, None


def time_left(deadline: float | None, cancel: CancelLike | None) -> bool:
    """Whether a search may go on: not cancelled and, with a deadline, before it."""
    return not is_cancelled(cancel) and (deadline is None or time.monotonic() < deadline)


class UniformBot:
    """Any legal action, uniformly at random: the baseline of every arena."""

    name = "random"

    def step(
        self, observation: Any, rng: random.Random, deadline: float | None = None, cancel: CancelLike | None = None
    ) -> Any:
        actions = legal_or_fail(observation)
        return actions[rng.randrange(len(actions))]
