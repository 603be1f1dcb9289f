"""A plain sampling bot for hamrang, the baseline issue 25 measures the hard bot against (a bot file, not a level):

    panjpar arena --game hamrang --players 4 --options "sum free" --a hard --b bench/hamrang_sampler.py:Sampler

For each decision with a choice it deals :data:`WORLDS` deals of the hidden cards consistent with what its seat
saw (the rules' own :func:`~game.ganjifa.hamrang.worlds.sample_world`), plays each legal play in every deal and
the game to its end by a greedy policy with every hand in sight (:func:`greedy`), and plays the best mean of win
share plus a little a trick. No clock: the same seed gives the same play.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.bots.protocol import CancelLike, without_thinking
from game.ganjifa.actions import Play
from game.ganjifa.hamrang.position import FACE_SLOTS, NO_CARD, Position, slots
from game.ganjifa.hamrang.state import HamrangView, win_shares
from game.ganjifa.hamrang.worlds import sample_world

WORLDS = 16


def _rank(slot: int) -> int:
    return slot % 12 if slot >= 0 else -1


def _trick_key(position: Position, first: int, second: int) -> tuple[int, int]:
    """How strong a play is in the trick on the table (the rules' own comparison)."""
    led = position.led if position.led >= 0 else first // 12
    mine = [slot for slot in (first, second) if slot >= 0 and slot // 12 == led]
    if not mine:
        return (-1, -1)
    if position.sum:
        return (sum(position.points[slot] for slot in mine), max(mine))
    return (max(mine), 0)


def greedy(position: Position, plays: list[tuple[int, int]]) -> tuple[int, int]:
    """Lead the highest card, the lowest second card with it; follow by taking the trick as cheaply as possible
    or else giving the least; void, throw the least valuable pair without a face card."""
    if position.led < 0:
        return max(plays, key=lambda play: (_rank(play[0]), -_rank(play[1])))
    best = max((_trick_key(position, first, second) for _, first, second in position.table), default=(-1, -1))
    following = [play for play in plays if play[0] // 12 == position.led]
    if following:
        winning = [play for play in following if _trick_key(position, *play) > best]
        if winning:
            return min(winning, key=lambda play: _rank(play[1]))
        return min(following, key=lambda play: _rank(play[1]))

    def cost(play: tuple[int, int]) -> tuple[int, int]:
        faces = sum(1 for slot in play if slot >= 0 and FACE_SLOTS >> slot & 1)
        return (faces, _rank(play[0]) + _rank(play[1]))

    return min(plays, key=cost)


def playout(position: Position) -> list[int]:
    while not position.over:
        plays = position.legal()
        position.play(plays[0] if len(plays) == 1 else greedy(position, plays))
    return position.tricks


class Sampler:
    """Determinized sampling with greedy playouts (module docstring)."""

    name = "sampler"

    def step(
        self,
        observation: HamrangView,
        rng: random.Random,
        deadline: float | None = None,
        cancel: CancelLike | None = None,
    ) -> Play:
        found: tuple[Sequence[Play], Play | None] = without_thinking(observation, rng)
        actions, chosen = found
        if chosen is not None:
            return chosen
        slot_of = slots("mughal" in observation.options).slot_of
        totals = [0.0] * len(actions)
        for _ in range(WORLDS):
            world = sample_world(observation, rng, tries=20)
            if world is None:
                continue
            for index, action in enumerate(actions):
                position = world.position.copy()
                play = position.interpret(tuple(slot_of[card] for card in action.cards))
                assert play is not None
                position.play(play if len(action.cards) == 2 else (play[0], NO_CARD))
                tricks = playout(position)
                totals[index] += win_shares(tricks)[observation.seat] + 0.01 * tricks[observation.seat]
        return actions[max(range(len(actions)), key=lambda index: totals[index])]
