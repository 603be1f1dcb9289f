"""The bot opponent as the table sees it: ask, then poll each frame until an intent is ready.

The real thing is ``game.bots.worker.BotWorker`` (thinking in another process, so the frame rate never drops).
Until it is installed, :class:`LocalBot` answers in-process behind the same interface, with the bots'
``make_bot`` when present, else a tiny random policy on :meth:`SeatView.legal_attacks` and
:meth:`SeatView.beaters`.
"""

from __future__ import annotations

import importlib
import random
from typing import Any, Protocol

from game.core.events import AttackIntent, Defend, GuessColour, Intent
from game.core.view import SeatView


class BotLike(Protocol):
    @property
    def busy(self) -> bool: ...

    def ask(self, view: SeatView, seed: int) -> None: ...

    def poll(self) -> Intent | None: ...

    def cancel(self) -> None: ...

    def close(self) -> None: ...


def random_policy(view: SeatView, rng: random.Random) -> Intent:
    """Any legal answer: a guess, a random legal attack, or a random subset of possible kills."""
    if view.phase == "guess":
        return GuessColour(view.seat, rng.choice(("red", "black")))
    if view.phase == "attack":
        attacks = list(view.legal_attacks())
        return AttackIntent(view.seat, rng.choice(attacks).cards)
    used: set[int] = set()
    beats = []
    for attack, beater in view.table:
        if beater is not None:
            continue
        options = [c for c in view.beaters(attack) if c not in used]
        if options and rng.random() < 0.7:
            choice = options[0]
            used.add(choice)
            beats.append((attack, choice))
    return Defend(view.seat, tuple(beats))


class LocalBot:
    """Thinks in this process, at once; for tests and until the process worker exists."""

    def __init__(self, spec: str) -> None:
        self.spec = spec
        self._bot: Any = None
        try:
            bots = importlib.import_module("game.bots")
            self._bot = bots.make_bot(spec)
        except (ImportError, AttributeError, ValueError, KeyError):
            self._bot = None
        self._answer: Intent | None = None

    @property
    def busy(self) -> bool:
        return False

    def ask(self, view: SeatView, seed: int) -> None:
        rng = random.Random(seed)
        if self._bot is not None:
            answer = self._bot.step(view, rng)
            self._answer = answer if isinstance(answer, GuessColour | AttackIntent | Defend) else None
        if self._bot is None or self._answer is None:
            self._answer = random_policy(view, rng)

    def poll(self) -> Intent | None:
        answer, self._answer = self._answer, None
        return answer

    def cancel(self) -> None:
        self._answer = None

    def close(self) -> None:
        self._answer = None


def make_worker(spec: str, in_process: bool = False) -> BotLike:
    """The bot for ``spec`` ('random', 'easy', 'hard'): a process worker when available."""
    if not in_process:
        try:
            worker_module = importlib.import_module("game.bots.worker")
            worker: BotLike = worker_module.BotWorker(spec)
            return worker
        except (ImportError, AttributeError):
            pass
    return LocalBot(spec)
