"""The heuristic/search bot; ``easy`` and ``hard`` are two :class:`Difficulty` parameter sets of it.

- ``samples == 0`` (easy): play the beginner's heuristic (:mod:`game.bots.heuristics`) on the view, with a
  human-like slip at ``mistake_rate``: a random card thrown, a take when it could beat, a random beater.
- ``samples > 0`` (hard): a few candidate moves (the heuristic's own, the other sensible attacks; for a defence
  each attack card's answer as its own choice among take / cheapest same-suit beater / cheapest trump) are
  scored by perfect-information Monte Carlo: ``samples`` deals of the unseen cards consistent with the view
  (:mod:`game.bots.world`), the same deals for every candidate, each played out by the heuristic policy.
  In a 2-player game with the stock empty, every card is located: the exact solver (:mod:`game.bots.endgame`)
  picks the move, so a won endgame is never lost. With a few cards left in the stock (``leaf_stock``), the best
  few candidates of the sampling are scored again on fresh deals with exact leaves: each deal played by the
  heuristic until the stock is empty, then valued by the same solver (a playout when its node budget runs out).
  In 2-player playouts the heuristic plays on local variables (:func:`~game.bots.heuristics.playout_two`);
  ``hard`` and ``expert`` score each 2-player deal by two playouts of :mod:`game.bots.policy` (``both``): the
  searching seat plays that module's policy, the other seat once the beginner's and once the same policy.
  ``expert`` alone has a late stage (:mod:`game.bots.late`): with 1 to 3 cards in the stock it solves each deal
  exactly from the move on, the deal's stock order included, in place of the leaves.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
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
from game.bots.dealsum import summed_over_deals
from game.bots.endgame import EndgameSolver, Unsolved, solve_move
from game.bots.heuristics import (
    attack_of_hand,
    defence_of_mask,
    heuristic_attack,
    heuristic_defence,
    playout,
    playout_two,
    value,
)
from game.bots.inference import exclusions
from game.bots.late import late_values, pusher
from game.bots.policy import attack_v2, defence_v2, two_player_score
from game.bots.protocol import CancelLike, is_cancelled
from game.bots.world import sample_state
from game.panjpar.actions import Action, AttackIntent
from game.panjpar.cards import BEATER_MASKS, Card
from game.panjpar.handmasks import mask_of
from game.panjpar.moves import Attack
from game.panjpar.playout import play_random
from game.panjpar.position import State, max_attack_size
from game.panjpar.view import SeatView

EASY = Difficulty("easy", budget=0.05, samples=0, mistake_rate=0.25)
#: Issue 25: exact leaves when the stock holds 1 to 8 cards (the best three of the sampling again on 32 deals);
#: since its third round 160 deals, each scored by two playouts, the opponent modelled two ways (``both``).
HARD = Difficulty(
    "hard",
    budget=0.5,
    samples=160,
    candidates=10,
    playout="both",
    endgame_nodes=60_000,
    leaf_stock=8,
    leaf_worlds=32,
    leaf_candidates=3,
    leaf_nodes=500,
)
#: Issue 25, fifth round: the late stage (stock 1-3, the best four of the sampling on 16 deals, 2,000 nodes a move);
#: from a stock of 5 at 3,000 nodes it scored no better against hard (seventh round, docs/bots.md). Ninth round:
#: its exact leaves model the other seat both ways (``leaf_both``) on 64 deals, 0.604 against hard over 1,000 games.
EXPERT = Difficulty(
    "expert",
    budget=2.0,
    samples=400,
    candidates=14,
    playout="both",
    endgame_nodes=200_000,
    leaf_stock=10,
    leaf_worlds=64,
    leaf_candidates=4,
    leaf_nodes=1500,
    leaf_both=True,
    late_stock=3,
    late_worlds=16,
    late_candidates=4,
    late_nodes=2000,
)

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


def defence_candidates(view: SeatView, limit_count: int, width: int = 1) -> list[Beats]:
    """Sensible defences: each open attack card taken, or beaten by one of its ``width`` cheapest same-suit cards or
    ``width`` cheapest trumps (``width`` 2, the ``wide`` search: a dearer beater can keep a pair together for a
    later attack); the heuristic's first, then by how few attack cards' answers differ from it."""
    trump = view.trump
    attack = open_attack(view)
    hand = sorted(view.hand, key=lambda c: value(c, trump))
    stock = view.stock_count()
    masks = BEATER_MASKS[trump]
    first = heuristic_defence(hand, attack, trump, stock)
    options: list[list[Card | None]] = []
    for a in attack:
        same = [b for b in hand if masks[a] >> b & 1 and b & 3 == a & 3][:width]
        trumped = [b for b in hand if masks[a] >> b & 1 and b & 3 == trump and b not in same][:width]
        options.append([None, *same, *trumped])
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
            if self.params.playout in ("v2", "mixed", "both"):  # v2's own attack, when the list lacks it
                own = attack_v2(
                    list(view.hand), mask_of(view.hand), view.hand_sizes[view.defender], view.trump, view.stock_count()
                )
                if frozenset(own) not in {frozenset(c) for c in cands_a}:
                    cands_a.insert(1, own)
            count = len(cands_a)
        else:
            cands_d = defence_candidates(view, self.params.candidates, 2 if self.params.wide else 1)
            count = len(cands_d)

        push = pusher(attacking, cands_a, cands_d)

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
        trust = self.params.inference
        excluded = exclusions(view, self.params.infer_trumps) if trust > 0 else []
        samples = self.params.samples
        # With ``prune``: after each quarter of the deals, only the better half of the candidates plays on.
        checks = {samples * k // 4 for k in (1, 2, 3)} if self.params.prune else set()
        live = list(range(count))
        for done in range(samples):
            # Past the deadline after one deal; at once when cancelled (cut: the heuristic's candidate, first).
            if is_cancelled(cancel) or (done > 0 and out_of_time(deadline, None)):
                break
            if done in checks and len(live) > 2:
                live.sort(key=lambda i: (totals[i], -i), reverse=True)
                del live[max(2, (len(live) + 1) // 2) :]
            world = sample_state(view, rng, excluded if excluded and rng.random() < trust else ())
            scores: list[float] = []
            for i in live:
                # Cancelled within a deal (a deal is 10 or more candidates' playouts): that deal is dropped.
                if scores and is_cancelled(cancel):
                    break
                state = world.copy()
                push(state, i)
                scores.append(self._playout_score(state, me, rng))
            if len(scores) < len(live):
                break
            for i, score in zip(live, scores, strict=True):
                totals[i] += score
        best = max(live, key=lambda i: (totals[i], -i))
        params = self.params
        stock = view.stock_count()
        ranked = sorted(live, key=lambda i: (totals[i], -i), reverse=True)  # best first, for the stages below
        if params.late_worlds > 0 and len(live) > 1 and view.players == 2 and 0 < stock <= params.late_stock:
            top = ranked[: params.late_candidates]
            late = late_values(view, rng, top, push, params, self._leaf_value, deadline, cancel)
            return intent(max(top, key=lambda i: (late[i], totals[i], -i)))
        if (
            params.leaf_worlds > 0
            and len(live) > 1
            and view.players == 2
            and 0 < stock <= params.leaf_stock
            and not is_cancelled(cancel)
            and not out_of_time(deadline, None)
        ):
            top = ranked[: params.leaf_candidates]

            def leaves(world: State) -> Callable[[int], float | None]:
                def value(i: int) -> float:
                    state = world.copy()
                    push(state, i)
                    return self._leaf_value(state, me, deadline, cancel)

                return value

            exact = summed_over_deals(view, rng, top, params.leaf_worlds, leaves, deadline, cancel)
            best = max(top, key=lambda i: (exact[i], totals[i], -i))
        return intent(best)

    def _leaf_value(self, state: State, me: int, deadline: float | None, cancel: CancelLike | None) -> float:
        """The exact leaf's value of a 2-player ``state`` (0 to 1): with ``leaf_both``, the mean of the leaves with
        the other seat played by the beginner's policy and by the second; else the beginner's leaf alone."""
        if not self.params.leaf_both:
            return self._leaf_score(state, me, deadline, cancel)
        beginner = self._leaf_score(state.copy(), me, deadline, cancel)
        if is_cancelled(cancel):  # the deal is dropped
            return beginner
        return (beginner + self._leaf_score(state, me, deadline, cancel, other_v2=True)) / 2

    def _leaf_score(
        self, state: State, me: int, deadline: float | None, cancel: CancelLike | None, other_v2: bool = False
    ) -> float:
        """The exact value (0, 0.5, 1) of a 2-player ``state`` once the playouts' policy has played it to an empty
        stock (the other seat by the second policy when ``other_v2``), or its playout's 0/1 score when the solver's
        node budget, the deadline or the cancel flag cuts it (a node can hold thousands of defences when a hand is
        big)."""
        trump = state.trump
        mode = self.params.playout
        while state.result is None and state.stock_pos < len(state.stock):
            stock_left = len(state.stock) - state.stock_pos
            if state.attack:
                d = state.defender
                v2 = mode == "v2" or (mode in ("mixed", "both") and (d == me or other_v2))
                defend = defence_v2 if v2 else defence_of_mask
                state.advance_defence(defend(state.hand_masks[d], state.attack, trump, stock_left))
            else:
                a = state.attacker
                v2 = mode == "v2" or (mode in ("mixed", "both") and (a == me or other_v2))
                attack = attack_v2 if v2 else attack_of_hand
                size = len(state.hands[state.defender])
                state.advance_attack(attack(state.hands[a], state.hand_masks[a], size, trump, stock_left))
        if state.result is None:
            try:
                return (EndgameSolver(me, self.params.leaf_nodes, deadline, cancel).value(state) + 1) / 2
            except Unsolved:
                if is_cancelled(cancel):  # the deal is dropped: no playout
                    return 0.5
        if mode in ("v2", "mixed", "both"):
            return two_player_score(state, me, mode, random.Random(0))
        loser = playout_two(state)[0]
        return 0.5 if loser is None else 0.0 if loser == me else 1.0

    def _playout_score(self, state: State, me: int, rng: random.Random) -> float:
        if self.params.playout == "random":
            play_random(state, rng)
        elif state.players == 2 and self.params.playout != "heuristic":
            return two_player_score(state, me, self.params.playout, rng)
        elif state.players == 2:
            loser, left = playout_two(state)
            if loser is None:
                return 0.5
            margin = self.params.margin * min(left, 10)
            return -margin if loser == me else 1.0 + margin
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


def easy_bot() -> SearchBot:
    """Panjpar's ``easy`` bot: the heuristic with human-like slips."""
    return SearchBot(EASY)


def hard_bot() -> SearchBot:
    """Panjpar's ``hard`` bot: the search."""
    return SearchBot(HARD)


def expert_bot() -> SearchBot:
    """Panjpar's ``expert`` bot: the search with a longer budget, more deals and candidates, and the late stage."""
    return SearchBot(EXPERT)
