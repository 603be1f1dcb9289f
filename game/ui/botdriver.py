"""The bot opponent as the table sees it: ask, then poll each frame until an intent is ready.

Each bot seat is a :class:`SeatBot`: a :class:`~game.bots.worker.BotWorker` (thinking in another process, so the
frame rate never drops; restarted when it fails, hangs or dies) and, once the worker has given up on a request,
the easy bot in this process for the rest of the table, so that the game always goes on; ``take_notice()`` then
has the sentence the table shows the player. :class:`LocalBot` thinks in this process at once (tests, ``--smoke``).

A spec is a built-in bot's name only (``random``, ``easy``, ``hard``); anything else (a saved game's row, a
setting) plays as the easy bot: a spec here never loads a file.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from functools import partial
from typing import Any

from game.bots.base import Bot
from game.bots.ganjifa.base import GameBot
from game.bots.ganjifa.registry import GAME_BOTS, make_game_bot
from game.bots.random_bot import uniform_action
from game.bots.registry import DEFAULT_BOT, is_bot_name, make_bot
from game.bots.worker import BotWorker
from game.panjpar.actions import Action, AttackIntent, Beat, GuessColour, Take
from game.panjpar.view import SeatView
from game.ui.botlike import BotLike
from game.ui.i18n import _


def known_spec(spec: str) -> str:
    """``spec`` if it names a built-in bot, else the default bot's name (a spec never loads a file)."""
    return spec if is_bot_name(spec) else DEFAULT_BOT


class _AnswerAtOnce:
    """A bot seat that thinks in this process, at once, when asked; :meth:`_answer_for` is the bot's move for the
    view, or any legal move when the bot raises or answers nonsense (the game must go on)."""

    #: The answer to the last question, until polled.
    _answer_ready: Any = None

    @property
    def busy(self) -> bool:
        return False

    def ask(self, view: Any, seed: int) -> None:
        self._answer_ready = self._answer_for(view, random.Random(seed))

    def _answer_for(self, view: Any, rng: random.Random) -> Any:
        raise NotImplementedError

    def poll(self) -> Any | None:
        answer, self._answer_ready = self._answer_ready, None
        return answer

    def cancel(self) -> None:
        self._answer_ready = None

    def close(self) -> None:
        self._answer_ready = None

    def take_notice(self) -> str | None:
        return None


class LocalBot(_AnswerAtOnce):
    """Panjpar's bot in this process. A bot that raises or answers nonsense is replaced by a random legal move."""

    def __init__(self, spec: str) -> None:
        self.spec = known_spec(spec)
        self._bot: Bot = make_bot(self.spec)

    def _answer_for(self, view: SeatView, rng: random.Random) -> Action:
        try:
            answer = self._bot.step(view, rng)
        except Exception:  # the game must go on: any legal move
            answer = None
        return answer if isinstance(answer, GuessColour | AttackIntent | Beat | Take) else uniform_action(view, rng)


class LocalGameBot(_AnswerAtOnce):
    """A bot of a game on the protocol (the Ganjifa games) in this process; an answer that is not one of the
    view's legal actions (or a bot that raises) is replaced by a random legal one."""

    def __init__(self, game: str, spec: str) -> None:
        self.spec = game_spec(game, spec)
        self._bot: GameBot = make_game_bot(game, self.spec)

    def _answer_for(self, view: Any, rng: random.Random) -> Any:
        legal = list(view.legal_actions())
        try:
            answer = self._bot.step(view, rng)
        except Exception:  # the game must go on: any legal move
            answer = None
        return answer if answer in legal else legal[rng.randrange(len(legal))]


def game_spec(game: str, spec: str) -> str:
    """``spec`` if a bot of ``game`` has that level, else the game's easy bot (or ``random`` when it has none)."""
    if spec == "random" or (game, spec) in GAME_BOTS:
        return spec
    return "easy" if (game, "easy") in GAME_BOTS else "random"


class SeatBot:
    """One bot seat: its worker process, and the easy bot in this process once the worker gives up."""

    def __init__(self, worker: BotWorker, stand_in: Callable[[], BotLike] | None = None) -> None:
        self.worker: BotWorker | None = worker
        self._make_stand_in = stand_in or (lambda: LocalBot(DEFAULT_BOT))
        #: The in-process bot that took over the seat, once the worker failed.
        self.stand_in: BotLike | None = None
        self._asked: tuple[Any, int] | None = None
        self._notice: str | None = None

    @property
    def busy(self) -> bool:
        return self.worker is not None and self.worker.busy

    def ask(self, view: Any, seed: int) -> None:
        self._asked = (view, seed)
        if self.stand_in is not None:
            self.stand_in.ask(view, seed)
        elif self.worker is not None:
            self.worker.ask(view, seed)

    def poll(self) -> Any | None:
        if self.stand_in is not None:
            return self.stand_in.poll()
        worker = self.worker
        if worker is None or self._asked is None:
            return None
        answer = worker.poll()
        if answer is not None or worker.busy:
            return answer
        self._take_over(worker.error or "no answer")
        return self.stand_in.poll() if self.stand_in is not None else None

    def _take_over(self, reason: str) -> None:
        """The worker gave up: the easy bot answers the request in progress and every later one, here."""
        assert self.worker is not None and self._asked is not None
        self.worker.close()
        self.worker = None
        self.stand_in = self._make_stand_in()
        self.stand_in.ask(*self._asked)
        self._notice = _("The easy bot plays this seat from now on, so the game goes on.")
        print(f"panjpar: a bot seat failed ({reason}); the easy bot took it over", file=sys.stderr, flush=True)

    def take_notice(self) -> str | None:
        """Once, after the easy bot took over: the sentence that tells the player (the table adds who)."""
        notice, self._notice = self._notice, None
        return notice

    def cancel(self) -> None:
        self._asked = None
        if self.stand_in is not None:
            self.stand_in.cancel()
        if self.worker is not None:
            self.worker.cancel()

    def close(self) -> None:
        if self.stand_in is not None:
            self.stand_in.close()
        if self.worker is not None:
            self.worker.close()


def make_worker(spec: str, in_process: bool = False) -> BotLike:
    """The bot of one seat for ``spec`` (a built-in name; anything else plays as the easy bot)."""
    name = known_spec(spec)
    if in_process:
        return LocalBot(name)
    return SeatBot(BotWorker(name))


#: Seconds of thinking per decision of each level of the protocol games' bots at the table.
GAME_THINK_BUDGET = {"random": 0.0, "easy": 0.2, "hard": 1.0}


def make_game_worker(game: str, spec: str, in_process: bool = False) -> BotLike:
    """The bot of one seat of ``game`` (a Ganjifa game) for ``spec``; a level the game lacks plays as its easy
    bot. In a worker process, with the easy bot here standing in once the worker gives up."""
    level = game_spec(game, spec)
    if in_process:
        return LocalGameBot(game, level)
    worker = BotWorker(partial(make_game_bot, game, level), budget=GAME_THINK_BUDGET.get(level, 1.0))
    return SeatBot(worker, stand_in=lambda: LocalGameBot(game, game_spec(game, "easy")))
