"""ekrang's hard bot: perfect-information Monte Carlo over deals consistent with what it saw.

For each decision with a choice it deals the hidden cards again and again (``worlds`` times: each a deal that
agrees with every play seen, :mod:`game.bots.ganjifa.ekrang_world`), plays each candidate in every world and
finishes the game with greedy play on the rules' fast path (:func:`game.ganjifa.ekrang.playout.play_rounds`, a
share ``epsilon`` of its plays random), with the same random numbers for every candidate of a world. It plays the
candidate with the best mean: its win share plus a small bonus for tricks. Covers have many pairs: only pairs of
each suit's lowest allowed cards are searched. It stops early at ``deadline`` (after the first world) or as soon as
``cancel`` is set (before any world: the rule of thumb answers).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.bots.ganjifa.ekrang import rule_of_thumb
from game.bots.ganjifa.ekrang_world import world
from game.bots.protocol import CancelLike, is_cancelled, time_left, without_thinking
from game.ganjifa.actions import Play
from game.ganjifa.cards import values
from game.ganjifa.ekrang.playout import play_rounds, value_masks
from game.ganjifa.ekrang.position import LEAD, OVER, Position, win_shares
from game.ganjifa.ekrang.state import EkrangView

#: Weight of the trick margin beside the win share (breaks ties between lines that win or lose alike).
TRICK_WEIGHT = 0.1
#: At most this many cover pairs are searched.
MAX_COVERS = 12


def cover_candidates(view: EkrangView, actions: Sequence[Play]) -> list[Play]:
    """The cover pairs worth searching: each first cover the lowest allowed card of its suit, likewise the second."""
    vals = values(view.mughal)
    lowest_first: dict[int, int] = {}
    for play in actions:
        first = play.cards[0]
        best = lowest_first.get(first & 7)
        if best is None or vals.value[first] < vals.value[best]:
            lowest_first[first & 7] = first
    chosen: dict[tuple[int, int], Play] = {}
    for play in actions:
        first, second = play.cards
        if lowest_first[first & 7] != first:
            continue
        slot = (first, second & 7)
        if slot not in chosen or vals.value[second] < vals.value[chosen[slot].cards[1]]:
            chosen[slot] = play
    pairs = sorted(
        chosen.values(), key=lambda play: (vals.value[play.cards[0]] + vals.value[play.cards[1]], play.cards)
    )
    return pairs[:MAX_COVERS]


def rollout(
    position: Position, play: Play, seat: int, teams: bool, mughal: bool, rng: random.Random, epsilon: float
) -> float:
    """Play ``play`` in ``position`` (a world), finish the game at random, and score it for ``seat``."""
    position.play(play.cards)
    while position.phase not in (LEAD, OVER):
        legal = position.legal()
        position.play(legal[int(rng.random() * len(legal))])
    tricks = list(position.tricks)
    if position.phase == LEAD:
        hands = [value_masks(hand, mughal) for hand in position.hands]
        counts = [hand.bit_count() for hand in position.hands]
        play_rounds(hands, counts, tricks, position.active, rng.random, epsilon=epsilon)
    share = win_shares(tricks, teams)[seat]
    others = max(count for other, count in enumerate(tricks) if other != seat)
    return share + TRICK_WEIGHT * (tricks[seat] - others)


class EkrangHardBot:
    """PIMC with random rollouts: ``worlds`` deals per decision (fewer if the deadline comes first)."""

    name = "hard"

    def __init__(self, worlds: int = 48, rollouts: int = 600, epsilon: float = 0.1) -> None:
        self.worlds = worlds
        #: The share of random plays in the greedy rollouts.
        self.epsilon = epsilon
        #: At most this many rollouts a decision (worlds times candidates), so that covers stay quick.
        self.rollouts = rollouts

    def step(
        self,
        observation: EkrangView,
        rng: random.Random,
        deadline: float | None = None,
        cancel: CancelLike | None = None,
    ) -> Play:
        found: tuple[Sequence[Play], Play | None] = without_thinking(observation, rng)
        actions, chosen = found
        if chosen is not None:
            return chosen
        candidates = list(cover_candidates(observation, actions) if observation.phase == "cover" else actions)
        if len(candidates) == 1:
            return candidates[0]
        worlds = max(4, min(self.worlds, self.rollouts // len(candidates)))
        totals = [0.0] * len(candidates)
        seat, teams, mughal = observation.seat, observation.teams, observation.mughal
        played = 0
        for _ in range(worlds):
            # Past the deadline after one world; at once when cancelled (cut: the rule of thumb answers).
            if is_cancelled(cancel) or (played and not time_left(deadline, None)):
                break
            base = world(observation, rng)
            seed = rng.getrandbits(32)
            for index, play in enumerate(candidates):
                position = Position.resume(
                    base.hands, base.values, base.key, base.number, base.phase, base.turn, base.active,
                    base.suit, base.high, base.winner, base.tricks, base.table,
                )  # fmt: skip
                totals[index] += rollout(position, play, seat, teams, mughal, random.Random(seed), self.epsilon)
            played += 1
        if not played:
            return rule_of_thumb(observation, candidates, rng)
        best = max(range(len(candidates)), key=lambda index: totals[index])
        return candidates[best]
