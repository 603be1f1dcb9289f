"""Panjpar's bots: their protocol over the seat's view, the difficulty parameter sets, and the helpers they share.

The protocol of every game's bots is :mod:`game.bots.protocol`. A Panjpar bot sees only its
:class:`~game.panjpar.view.SeatView` (RULES.md rule 11), never the referee's ``State``. Its decision must be a
function of the view and the ``rng`` it is given (and of time, through ``deadline``), so that two games that
differ only in hidden cards get the same answer from the same seed.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Literal

from game.bots.protocol import Bot, BotError, CancelLike, is_cancelled
from game.panjpar.actions import Action, Beat, GuessColour, defence_actions
from game.panjpar.cards import BEATER_MASKS, Card
from game.panjpar.view import SeatView

#: A Panjpar bot: it answers a seat's view (rule 11) with one of the view's legal actions.
#:
#: - phase ``guess``: a :class:`GuessColour`;
#: - phase ``attack`` (``view.attacker == view.seat``): an :class:`AttackIntent`;
#: - phase ``defend`` (``view.defender == view.seat``): a :class:`Beat` of an open attack card, or :class:`Take`;
#:   a bot that chooses a whole defence at once plays it out kill by kill (:class:`DefencePlan`).
PanjparBot = Bot[SeatView, Action]


@dataclass(frozen=True, slots=True)
class Difficulty:
    """One parameter set of the heuristic/search bot; ``easy`` and ``hard`` are two instances, not two classes.

    - ``budget``: seconds of thinking per decision when the caller gives no deadline;
    - ``samples``: determinizations per decision (0: no search, play the heuristic);
    - ``candidates``: at most this many moves are simulated;
    - ``mistake_rate``: the chance of a human-like slip (a random legal single, a take, a costly beater);
    - ``playout``: the policy of the simulations: ``heuristic``, ``random``, or with 2 players ``v2``, ``mixed``,
      ``both``, ``noisy`` or ``ensemble`` (:func:`~game.bots.policy.two_player_score`; with more, ``heuristic``);
    - ``endgame_nodes``: node budget of the exact 2-player endgame solver (0: off);
    - ``inference``: the share of the determinizations dealt after what the other seats' takes say about their
      hands (:mod:`game.bots.inference`; 0: none), ``infer_trumps``: whether a take also rules out trumps;
    - ``prune``: after each quarter of the deals, drop the worse half of the candidates (at least two play on), so
      the deals go to the moves that could be best;
    - ``margin``: a finer playout score: a win scores ``1 + margin * n`` and a loss ``-margin * n``, ``n`` the cards
      the loser was left holding (at most 10), so a narrow win scores below a wide one (0: the plain 0/1 score);
    - ``leaf_stock``, ``leaf_worlds``, ``leaf_candidates``, ``leaf_nodes``: exact leaves (2 players): when the stock
      holds 1 to ``leaf_stock`` cards, the ``leaf_candidates`` best moves of the sampling are scored again on
      ``leaf_worlds`` fresh deals, each played by the heuristic until the stock is empty and then valued by the
      exact endgame solver (at most ``leaf_nodes`` positions, else played out); 0: off;
    - ``leaf_both``: with ``both`` playouts, each exact leaf is played twice up to the empty stock, the other seat
      once by the beginner's policy and once by the second, and scored by the mean (else the beginner's alone);
    - ``late_stock``, ``late_worlds``, ``late_candidates``, ``late_nodes``: the expert's late stage (2 players):
      when the stock holds 1 to ``late_stock`` cards, the ``late_candidates`` best moves of the sampling are
      valued on ``late_worlds`` deals by the exact solver from the move on, the deal's stock order included (at
      most ``late_nodes`` positions a move, else the exact leaf), in place of the leaves (:mod:`game.bots.late`);
    - ``wide``: more defence candidates (a second same-suit beater and a second trump, which can keep a pair);
    - ``fixed_samples``: ignore the clock (the deadline and ``budget``): exactly ``samples`` determinizations,
      and the endgame solver bounded by its node budget alone, so that a decision does not depend on the
      machine's load (``panjpar arena --samples``).
    """

    name: str
    budget: float = 0.1
    samples: int = 0
    candidates: int = 8
    mistake_rate: float = 0.0
    playout: Literal["heuristic", "random", "v2", "mixed", "both", "noisy", "ensemble"] = "heuristic"
    endgame_nodes: int = 0
    inference: float = 0.0
    infer_trumps: bool = True
    prune: bool = False
    margin: float = 0.0
    leaf_stock: int = 0
    leaf_worlds: int = 0
    leaf_candidates: int = 3
    leaf_nodes: int = 0
    leaf_both: bool = False
    late_stock: int = 0
    late_worlds: int = 0
    late_candidates: int = 4
    late_nodes: int = 0
    fixed_samples: bool = False
    wide: bool = False

    def with_samples(self, samples: int) -> Difficulty:
        """This parameter set searching exactly ``samples`` determinizations per decision, without a clock."""
        return replace(self, samples=samples, fixed_samples=True)


def out_of_time(deadline: float | None, cancel: CancelLike | None) -> bool:
    """Whether the bot must answer now."""
    return (deadline is not None and time.monotonic() >= deadline) or is_cancelled(cancel)


def open_attack(view: SeatView) -> tuple[Card, ...]:
    """The attack cards on the table not yet killed (the ones a defence answers)."""
    return tuple(a for a, b in view.table if b is None)


def check_turn(view: SeatView) -> None:
    """Raise :class:`BotError` unless ``view.seat`` is to act in ``view``."""
    if view.phase == "guess":
        return
    if view.phase == "over" or view.to_move != view.seat:
        raise BotError(f"seat {view.seat + 1} is not to move (phase {view.phase})")


def view_defences(view: SeatView) -> Iterator[tuple[tuple[Card, Card], ...]]:
    """Every legal defence of the open attack cards from the view's hand (distinct beaters, any subset)."""
    assert view.trump_card is not None
    masks = BEATER_MASKS[view.trump]
    attack = open_attack(view)
    hand = sorted(view.hand)
    options = [[c for c in hand if masks[a] >> c & 1] for a in attack]

    def extend(i: int, used: int, pairs: tuple[tuple[Card, Card], ...]) -> Iterator[tuple[tuple[Card, Card], ...]]:
        if i == len(attack):
            yield pairs
            return
        yield from extend(i + 1, used, pairs)
        for b in options[i]:
            if not used >> b & 1:
                yield from extend(i + 1, used | 1 << b, (*pairs, (attack[i], b)))

    yield from extend(0, 0, ())


def guess(view: SeatView, rng: random.Random) -> GuessColour:
    """The colour guess is a coin flip: nothing about the deal is visible yet."""
    return GuessColour(view.seat, "red" if rng.random() < 0.5 else "black")


class DefencePlan:
    """The rest of a defence a bot chose as a whole, played one action at a time.

    A defence is a run of actions (each kill, then the take unless every attack card dies); the bot decides it
    once and answers the following steps of the same battle from here, as long as the view shows exactly the
    kills the plan has made so far (else the plan is dropped and the bot decides afresh).
    """

    def __init__(self) -> None:
        self._rest: list[Action] = []
        self._expected: _Battle | None = None

    def start(self, view: SeatView, beats: tuple[tuple[Card, Card], ...]) -> Action:
        """The first action of the defence ``beats`` (of the open attack cards); the rest is kept for later."""
        first, *rest = defence_actions(view.seat, beats, len(open_attack(view)))
        self._rest = rest
        self._expected = _after(_battle(view), first)
        return first

    def next(self, view: SeatView) -> Action | None:
        """The plan's next action if ``view`` is the battle the plan expects now, else ``None``."""
        expected, self._expected = self._expected, None
        if not self._rest or view.phase != "defend" or _battle(view) != expected:
            self._rest = []
            return None
        action = self._rest.pop(0)
        self._expected = _after(expected, action)
        return action


#: A battle as a defender sees it: the moves so far and the table (each attack card with its killer or None).
_Battle = tuple[int, tuple[tuple[Card, Card | None], ...]]


def _battle(view: SeatView) -> _Battle:
    return len(view.moves), view.table


def _after(battle: _Battle, action: Action) -> _Battle | None:
    """The battle once the defender's ``action`` is played, if it goes on (a kill with open cards left)."""
    if not isinstance(action, Beat):
        return None
    moves, table = battle
    return moves, tuple((a, action.beater if a == action.attack_card else b) for a, b in table)
