"""The bot protocol of every game: a bot answers its seat's observation with one of the observation's legal actions.

A bot gets what its seat may know (``state.observation(seat)``), never the referee's state. Its answer must be a
function of the observation, the ``rng`` it is given and time (``deadline``), so that two games that differ only
in cards hidden from the seat get the same answer from the same seed. The built-in bots (game/bots/table.py) and
a bot file typed on the arena's command line (game/bots/plugin.py) follow this protocol alike.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Sequence
from typing import Protocol, TypeVar, runtime_checkable

A = TypeVar("A")
A_co = TypeVar("A_co", covariant=True)
O_contra = TypeVar("O_contra", contravariant=True)


class BotError(ValueError):
    """A bot was asked something it cannot answer (not its seat's turn, the game is over)."""


@runtime_checkable
class CancelLike(Protocol):
    """Anything with ``is_set()``: a ``threading.Event`` or a ``multiprocessing`` event."""

    def is_set(self) -> bool: ...


@runtime_checkable
class Observation(Protocol[A_co]):
    """What a bot reads of any game's observation: its seat and, when that seat is to act, its legal actions."""

    @property
    def seat(self) -> int: ...

    def legal_actions(self) -> Iterable[A_co]:
        """The seat's legal actions in a fixed order (none when it is not the seat's turn)."""
        ...


@runtime_checkable
class Bot(Protocol[O_contra, A_co]):
    """A player without a screen: ``step`` answers ``observation`` with one of its legal actions.

    ``deadline`` is a ``time.monotonic()`` instant by which to answer; ``cancel``, once set, asks for an answer
    at once (any legal action will do).
    """

    name: str

    def step(
        self, observation: O_contra, rng: random.Random, deadline: float | None = None, cancel: CancelLike | None = None
    ) -> A_co: ...


@runtime_checkable
class FixedSamples(Protocol):
    """A searching bot that can search a fixed number of samples per decision and ignore the clock, so that the
    same seed gives the same games whatever the machine's load (``panjpar arena --samples``)."""

    def use_samples(self, samples: int) -> bool:
        """Search exactly ``samples`` samples a decision from now on; whether the bot searches at all."""
        ...


def is_cancelled(cancel: CancelLike | None) -> bool:
    return cancel is not None and cancel.is_set()


def time_left(deadline: float | None, cancel: CancelLike | None) -> bool:
    """Whether a search may go on: not cancelled and, with a deadline, before it."""
    return not is_cancelled(cancel) and (deadline is None or time.monotonic() < deadline)


def legal_or_fail(observation: Observation[A]) -> Sequence[A]:
    """The observation's legal actions; raises :class:`BotError` when the seat has none (not its turn)."""
    actions = tuple(observation.legal_actions())
    if not actions:
        raise BotError(f"seat {observation.seat + 1} is not to move: it has no legal action now")
    return actions


def without_thinking(
    observation: Observation[A], rng: random.Random, slip: float = 0.0
) -> tuple[Sequence[A], A | None]:
    """The observation's legal actions (:func:`legal_or_fail`) and the one to play without thinking, or ``None``:
    the only one, else, with probability ``slip``, a random one."""
    actions = legal_or_fail(observation)
    if len(actions) == 1:
        return actions, actions[0]
    if slip and rng.random() < slip:
        return actions, actions[rng.randrange(len(actions))]
    return actions, None


def uniform_action(observation: Observation[A], rng: random.Random) -> A:
    """A uniformly random legal action of the observation's seat: the parlour's one random policy of a seat."""
    actions = legal_or_fail(observation)
    return actions[rng.randrange(len(actions))]


class RandomBot:
    """Any legal action, uniformly at random: the ``random`` level of every game, and every arena's baseline."""

    name = "random"

    def step(
        self, observation: Observation[A], rng: random.Random, deadline: float | None = None,
        cancel: CancelLike | None = None,
    ) -> A:  # fmt: skip
        return uniform_action(observation, rng)
