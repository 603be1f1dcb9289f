"""The bots' turns at the table: a move waits for the minimum thinking time, the kills of one defence do not."""

from __future__ import annotations

import random

from game.bots.protocol import uniform_action
from game.panjpar.actions import Action, AttackIntent, Beat, GuessColour, Take
from game.panjpar.cards import Card, parse_cards
from game.panjpar.controller import Controller
from game.panjpar.variants import PANJPAR_52, Deal
from game.panjpar.view import SeatView
from game.ui.botturns import BotTurns
from game.ui.games import game_ui


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def make_deal(hands: list[str], trump: str) -> Deal:
    """Seat 1 attacks first with ``hands[0]``; the rest of the 52 cards make the stock, lowest first."""
    dealt = {c for hand in hands for c in cards(hand)} | set(cards(trump))
    stock = tuple(c for c in PANJPAR_52.pack if c not in dealt)
    return Deal(PANJPAR_52, tuple(cards(hand) for hand in hands), cards(trump)[0], stock, 0)


class Scripted:
    """A bot seat that answers at once from a script (the answer is ready at the first poll)."""

    def __init__(self, script: list[Action]) -> None:
        self.script = script
        self.asked = 0
        self._answer: Action | None = None

    @property
    def busy(self) -> bool:
        return False

    def ask(self, view: SeatView, seed: int) -> None:
        self.asked += 1
        self._answer = self.script.pop(0) if self.script else uniform_action(view, random.Random(seed))

    def poll(self) -> Action | None:
        answer, self._answer = self._answer, None
        return answer

    def cancel(self) -> None:
        self._answer = None

    def close(self) -> None:
        self._answer = None

    def take_notice(self) -> str | None:
        return None


def answer_time(turns: BotTurns, seat: int, controller: Controller, start: float, step: float = 0.1) -> float:
    """The clock at which ``seat``'s answer comes back (asked at ``start``), and submit it."""
    rng = random.Random(1)
    clock = start
    while (intent := turns.step(seat, controller, clock, 0.6, rng)) is None:
        clock = round(clock + step, 3)
        assert clock < start + 10, "the bot never answered"
    assert isinstance(intent, GuessColour | AttackIntent | Beat | Take)
    assert controller.submit(intent) is None
    return clock


def test_a_defence_waits_once_then_its_kills_follow_without_the_pause() -> None:
    deal = make_deal(["9C 9S QH 2S 3S", "KC KS AH 4C 4H"], "7D")
    controller = Controller(deal, dealer=1)
    controller.start()
    assert controller.submit(AttackIntent(0, cards("9C 9S QH"))) is None
    kill_c, kill_s = Beat(1, *cards("9C KC")), Beat(1, *cards("9S KS"))
    bot = Scripted([kill_c, kill_s, Take(1)])
    turns = BotTurns({1: "easy"}, lambda spec: bot, "easy", game_ui("panjpar").bot_continues)
    assert answer_time(turns, 1, controller, 0.0) >= 0.6, "the first kill of a defence is thought over"
    assert answer_time(turns, 1, controller, 5.0) == 5.1, "the next kill follows at the next poll"
    assert answer_time(turns, 1, controller, 9.0) == 9.1, "and so does the take that ends the defence"
    assert bot.asked == 3 and controller.position is not None and len(controller.position.history) == 2
    # A new turn of the bot (its next attack) is thought over again.
    assert controller.to_move() == 0
    assert controller.submit(AttackIntent(0, cards("2S"))) is None
    bot.script = [Take(1)]
    assert answer_time(turns, 1, controller, 20.0) >= 20.6
