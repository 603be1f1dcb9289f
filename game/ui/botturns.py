"""The bots at a table: one worker per bot seat, and the turn of whichever bot is to move.

The table calls :meth:`BotTurns.step` each frame while the board is idle and a bot seat is to move: the bot is
asked once (off the render loop, in its worker), polled every frame after, and its answer is handed back only
once it has seemed to think for the table's minimum time, so that no move lands unannounced. An answer the game
says goes on (``continues``: Panjpar's kill, one of a defence the bot chose whole) is followed by that seat's next
action without the pause, as soon as the board has shown the one before.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from game.engine.series import SeatController
from game.ui.botlike import BotLike


class BotTurns:
    """Each bot seat's spec and worker (``factory`` makes a worker from a spec), and the turn in progress;
    ``stand_in``: the level that plays a seat whose bot stopped answering (the game's easy bot); ``continues``:
    whether a bot's answer goes on at once with the same seat's next action (the game's GameUI says)."""

    def __init__(
        self,
        specs: Mapping[int, str],
        factory: Callable[[str], BotLike],
        stand_in: str,
        continues: Callable[[object], bool] = lambda _answer: False,
    ) -> None:
        #: Each bot seat's spec (a seat whose bot stopped answering becomes ``stand_in``).
        self.specs: dict[int, str] = dict(specs)
        self.stand_in = stand_in
        self.continues = continues
        self.bots: dict[int, BotLike] = {seat: factory(spec) for seat, spec in self.specs.items()}
        #: Seats whose bot was replaced since the last :meth:`take_notices`, with the sentence saying so.
        self._notices: list[tuple[int, str]] = []
        self.asked: int | None = None
        self.answer: object | None = None
        self.think_started = 0.0
        #: The seat whose last answer goes on (``continues``): asked again at once, without the pause.
        self.going_on: int | None = None

    def __contains__(self, seat: object) -> bool:
        return seat in self.bots

    def reset(self) -> None:
        """A new game: every bot stops thinking, no turn is in progress."""
        for bot in self.bots.values():
            bot.cancel()
        self.asked = None
        self.answer = None
        self.think_started = 0.0
        self.going_on = None

    def step(
        self, seat: int, controller: SeatController, clock: float, min_think: float, rng: random.Random
    ) -> object | None:
        """Advance ``seat``'s turn at time ``clock``: ask its bot (first call), then poll it; its intent once
        it has answered and ``min_think`` seconds have passed since it was asked."""
        bot = self.bots[seat]
        if self.asked != seat:
            self.asked = seat
            self.answer = None
            self.think_started = clock - (min_think if self.going_on == seat else 0.0)
            bot.ask(controller.view(seat), rng.randrange(2**31))
            return None
        if self.answer is None:
            self.answer = bot.poll()
            notice = bot.take_notice()
            if notice is not None:  # it stopped answering and the easy bot took over (game/ui/botdriver.py)
                self.specs[seat] = self.stand_in
                self._notices.append((seat, notice))
        if self.answer is not None and clock - self.think_started >= min_think:
            intent, self.answer, self.asked = self.answer, None, None
            self.going_on = seat if self.continues(intent) else None
            return intent
        return None

    def take_notices(self) -> list[tuple[int, str]]:
        """The seats whose bot was replaced since the last call, each with the sentence for the player."""
        notices, self._notices = self._notices, []
        return notices

    def close(self) -> None:
        for bot in self.bots.values():
            bot.close()
