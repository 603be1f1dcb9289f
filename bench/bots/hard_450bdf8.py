"""Panjpar's ``hard`` bot exactly as it was at 450bdf8 (before issue 25's search work), frozen to measure against:
``panjpar arena --a hard --b bench/bots/hard_450bdf8.py:HardBefore --samples K ...``.

A copy of that commit's ``game/bots/search.py`` (the hard path) and ``game/bots/world.py``; the heuristics, the
endgame solver and the helpers of ``game/bots/base.py`` are imported, and are unchanged since then. With the same
seed and ``--samples`` it plays the same games as the ``hard`` of 450bdf8 (the same ``digest``).
"""

from __future__ import annotations

import random
import time
from itertools import product

from game.bots.base import (
    DefencePlan,
    Difficulty,
    check_turn,
    guess,
    open_attack,
    out_of_time,
    view_defences,
)
from game.bots.endgame import Unsolved, solve_move
from game.bots.heuristics import heuristic_attack, heuristic_defence, playout, value
from game.bots.protocol import CancelLike, is_cancelled
from game.panjpar.actions import Action, AttackIntent
from game.panjpar.cards import BEATER_MASKS, Card
from game.panjpar.moves import Attack
from game.panjpar.playout import play_random
from game.panjpar.position import State, max_attack_size
from game.panjpar.variants import Deal
from game.panjpar.view import SeatView

EASY = Difficulty("easy", budget=0.05, samples=0, mistake_rate=0.25)
HARD = Difficulty("hard", budget=0.5, samples=96, candidates=10, endgame_nodes=60_000)


class InconsistentView(ValueError):
    """The view's counts do not add up (no deal is consistent with it)."""


def sample_state(view: SeatView, rng: random.Random | None) -> State:
    """A random deal of the unseen cards consistent with ``view`` (``rng=None``: unshuffled, sorted order)."""
    assert view.trump_card is not None
    unseen = sorted(view.unseen())
    if rng is not None:
        rng.shuffle(unseen)
    hands: list[list[Card]] = []
    pos = 0
    for seat in range(view.players):
        if seat == view.seat:
            hands.append(list(view.hand))
            continue
        known = sorted(view.known[seat])
        need = view.hand_sizes[seat] - len(known)
        if need < 0 or pos + need > len(unseen):
            raise InconsistentView(f"seat {seat + 1}: {view.hand_sizes[seat]} cards, {len(known)} known")
        hands.append(known + unseen[pos : pos + need])
        pos += need
    stock = unseen[pos:]
    if not view.trump_in_stock and stock:
        raise InconsistentView(f"{len(stock)} unseen cards left over with the stock empty")
    attack = open_attack(view)
    state = State(Deal(view.variant, tuple(tuple(h) for h in hands), view.trump_card, tuple(stock), view.attacker))
    state.stock = (*stock, view.trump_card) if view.trump_in_stock else ()
    state.stock_pos = 0
    state.attacker = view.attacker
    state.defender = view.defender
    state.out = list(view.out)
    state.discard = sorted(view.discarded)
    for attack_card, beater in view.table:
        if beater is not None:
            state.discard += (attack_card, beater)
    state.attack = attack
    return state


Beats = tuple[tuple[Card, Card], ...]


def attack_candidates(view: SeatView, limit_count: int) -> list[tuple[Card, ...]]:
    """Sensible attacks, best-first: the heuristic's, low pairs with a low kicker, then singles by value."""
    trump = view.trump
    hand = list(view.hand)
    stock = view.stock_count()
    first = heuristic_attack(hand, view.hand_sizes[view.defender], trump, stock)
    found: list[tuple[Card, ...]] = [first]
    keys = {frozenset(first)}

    def add(cards: tuple[Card, ...]) -> None:
        key = frozenset(cards)
        if key not in keys:
            keys.add(key)
            found.append(cards)

    limit = max_attack_size(len(hand), view.hand_sizes[view.defender])
    ordered = sorted(hand, key=lambda c: value(c, trump))
    if limit >= 3:
        by_rank: dict[int, list[Card]] = {}
        for c in ordered:
            by_rank.setdefault(c >> 2, []).append(c)
        pairs = [cards[:2] for cards in by_rank.values() if len(cards) >= 2]
        pairs.sort(key=lambda p: value(p[0], trump) + value(p[1], trump))
        multi: list[tuple[Card, ...]] = []
        for p in pairs:
            kicker = next(c for c in ordered if c not in p)
            multi.append((*p, kicker))
        if limit >= 5:
            for i in range(len(pairs)):
                for j in range(i + 1, len(pairs)):
                    used = {*pairs[i], *pairs[j]}
                    kicker = next(c for c in ordered if c not in used)
                    multi.append((*pairs[i], *pairs[j], kicker))
        multi.sort(key=lambda cards: sum(value(c, trump) for c in cards) / len(cards))
        for cards in multi[:4]:
            add(cards)
    for c in ordered:
        add((c,))
    # Keep the highest single too (an unbeatable card can win an endgame).
    out = found[: limit_count - 1]
    if found[-1] not in out:
        out.append(found[-1])
    return out


def defence_candidates(view: SeatView, limit_count: int) -> list[Beats]:
    """Sensible defences: each open attack card taken, or beaten by its cheapest same-suit card or cheapest trump."""
    trump = view.trump
    attack = open_attack(view)
    hand = sorted(view.hand, key=lambda c: value(c, trump))
    stock = view.stock_count()
    masks = BEATER_MASKS[trump]
    first = heuristic_defence(hand, attack, trump, stock)
    options: list[list[Card | None]] = []
    for a in attack:
        opts: list[Card | None] = [None]
        same = next((b for b in hand if masks[a] >> b & 1 and b & 3 == a & 3), None)
        trumped = next((b for b in hand if masks[a] >> b & 1 and b & 3 == trump and b != same), None)
        opts += [b for b in (same, trumped) if b is not None]
        options.append(opts)
    found: list[Beats] = [first]
    keys = {frozenset(first)}
    combos: list[Beats] = []
    for choice in product(*options):
        beaters = [b for b in choice if b is not None]
        if len(set(beaters)) != len(beaters):
            continue
        combos.append(tuple((a, b) for a, b in zip(attack, choice, strict=True) if b is not None))
    # Closest to the heuristic's answer first (each card's answer is its own decision).
    first_set = set(first)
    combos.sort(key=lambda beats: (len(set(beats) ^ first_set), -len(beats)))
    for beats in combos:
        key = frozenset(beats)
        if key not in keys:
            keys.add(key)
            found.append(beats)
    return found[:limit_count]


class SearchBot:
    """The ``easy``/``hard`` bot: one class, behaviour set by its :class:`Difficulty`."""

    def __init__(self, params: Difficulty) -> None:
        self.params = params
        self.name = params.name
        #: The rest of the defence this bot chose, played kill by kill.
        self.plan = DefencePlan()

    def use_samples(self, samples: int) -> bool:
        """Search exactly ``samples`` determinizations per decision, without a clock (:class:`~game.bots.protocol.
        FixedSamples`); whether this bot searches at all (``easy`` does not: it is left as it is)."""
        if self.params.samples <= 0:
            return False
        self.params = self.params.with_samples(samples)
        return True

    def step(
        self,
        view: SeatView,
        rng: random.Random,
        deadline: float | None = None,
        cancel: CancelLike | None = None,
    ) -> Action:
        """The seat's move, one of ``view.legal_actions()`` (an attack's cards in the order the view lists them)."""
        action = self._decide(view, rng, deadline, cancel)
        if isinstance(action, AttackIntent):
            return AttackIntent(action.seat, tuple(sorted(action.cards)))
        return action

    def _decide(self, view: SeatView, rng: random.Random, deadline: float | None, cancel: CancelLike | None) -> Action:
        check_turn(view)
        if view.phase == "guess":
            return guess(view, rng)
        planned = self.plan.next(view)
        if planned is not None:
            return planned
        if self.params.fixed_samples:
            deadline = None
        elif deadline is None:
            deadline = time.monotonic() + self.params.budget
        if self.params.samples <= 0:
            return self._heuristic(view, rng)
        return self._search(view, rng, deadline, cancel)

    # ----- easy -------------------------------------------------------------------------------------------
    def _heuristic(self, view: SeatView, rng: random.Random) -> Action:
        trump = view.trump
        stock = view.stock_count()
        slip = rng.random() < self.params.mistake_rate
        if view.phase == "attack":
            if slip:
                hand = sorted(view.hand)
                return AttackIntent(view.seat, (hand[rng.randrange(len(hand))],))
            cards = heuristic_attack(list(view.hand), view.hand_sizes[view.defender], trump, stock)
            return AttackIntent(view.seat, cards)
        if slip:
            if rng.random() < 0.5:
                return self.plan.start(view, ())
            defences = list(view_defences(view))
            return self.plan.start(view, defences[rng.randrange(len(defences))])
        return self.plan.start(view, heuristic_defence(list(view.hand), open_attack(view), trump, stock))

    # ----- hard -------------------------------------------------------------------------------------------
    def _search(self, view: SeatView, rng: random.Random, deadline: float | None, cancel: CancelLike | None) -> Action:
        attacking = view.phase == "attack"
        cands_a: list[tuple[Card, ...]] = []
        cands_d: list[Beats] = []
        if attacking:
            cands_a = attack_candidates(view, self.params.candidates)
            count = len(cands_a)
        else:
            cands_d = defence_candidates(view, self.params.candidates)
            count = len(cands_d)

        def intent(i: int) -> Action:
            return AttackIntent(view.seat, cands_a[i]) if attacking else self.plan.start(view, cands_d[i])

        if count == 1:
            return intent(0)
        if view.players - len(view.out) == 2 and not view.trump_in_stock and self.params.endgame_nodes > 0:
            solved = self._endgame(view, deadline, cancel)
            if solved is not None:
                return solved
        totals = [0.0] * count
        me = view.seat
        for done in range(self.params.samples):
            # Past the deadline after one deal; at once when cancelled (cut: the heuristic's candidate, first).
            if is_cancelled(cancel) or (done > 0 and out_of_time(deadline, None)):
                break
            world = sample_state(view, rng)
            for i in range(count):
                state = world.copy()
                if attacking:
                    state.push_attack(cands_a[i])
                else:
                    state.push_defence(cands_d[i])
                totals[i] += self._playout_score(state, me, rng)
        best = max(range(count), key=lambda i: (totals[i], -i))
        return intent(best)

    def _playout_score(self, state: State, me: int, rng: random.Random) -> float:
        if self.params.playout == "random":
            play_random(state, rng)
        else:
            playout(state)
        result = state.result
        if result is None or result.loser is None:
            return 0.5
        return 0.0 if result.loser == me else 1.0

    def _endgame(self, view: SeatView, deadline: float | None, cancel: CancelLike | None) -> Action | None:
        state = sample_state(view, None)  # the stock is empty: every unseen card is in the other hand
        try:
            move = solve_move(state, view.seat, self.params.endgame_nodes, deadline, cancel)
        except Unsolved:
            return None
        if isinstance(move, Attack):
            return AttackIntent(view.seat, move.cards)
        return self.plan.start(view, move.beats)


class HardBefore(SearchBot):
    """The ``hard`` bot of 450bdf8."""

    def __init__(self) -> None:
        super().__init__(HARD)
        self.name = "hard-450bdf8"
