"""Every bot plays only legal intents, decides from its view and seed alone, and honours cancel."""

from __future__ import annotations

import copy
import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import replace

import pytest

from game.bots.base import Difficulty, PanjparBot
from game.bots.inference import Exclusion
from game.bots.protocol import BotError, CancelLike, RandomBot
from game.bots.search import EASY, EXPERT, HARD, SearchBot, attack_candidates, defence_candidates
from game.bots.table import make_bot
from game.bots.world import sample_state
from game.panjpar.actions import GuessColour
from game.panjpar.controller import Controller
from game.panjpar.position import State
from game.panjpar.variants import PANJPAR_36, PANJPAR_52
from game.panjpar.view import SeatView

from .helpers import new_controller, random_position

TINY_HARD = replace(HARD, samples=3, budget=0.05, endgame_nodes=3000)
#: The expert's parameters (its candidates, its endgame) with a small search.
TINY_EXPERT = replace(EXPERT, samples=3, budget=0.05, endgame_nodes=3000)


def bots() -> list[PanjparBot]:
    return [RandomBot(), SearchBot(EASY), SearchBot(TINY_HARD), SearchBot(TINY_EXPERT)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_play_legal_intents(players: int) -> None:
    for bot in bots():
        for seed in range(25 if players == 2 else 15):
            controller = random_position(seed * 7 + players, players=players)
            seat = controller.to_move()
            assert seat is not None
            intent = bot.step(controller.view(seat), random.Random(seed))
            assert controller.submit(intent) is None, (bot.name, intent)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_between_bots(players: int) -> None:
    for seed in range(2):
        controller = new_controller(PANJPAR_52 if players == 2 and seed == 0 else PANJPAR_36, players, seed)
        rng = random.Random(seed)
        seats = [bots()[(s + seed) % 3] for s in range(players)]
        while (seat := controller.to_move()) is not None:
            assert controller.submit(seats[seat].step(controller.view(seat), rng)) is None


def test_guess_phase_and_not_my_turn() -> None:
    controller = new_controller(PANJPAR_52, 2, 1)
    for bot in bots():
        intent = bot.step(controller.view(0), random.Random(1))
        assert isinstance(intent, GuessColour) and intent.seat == 0
    controller.submit(GuessColour(0, "red"))
    seat = controller.to_move()
    assert seat is not None
    for bot in bots():
        with pytest.raises(BotError):
            bot.step(controller.view(1 - seat), random.Random(1))


def hidden_twin(controller: Controller, seat: int, rng: random.Random) -> Controller | None:
    """The same game with one unseen card of another hand swapped with one in the stock (not the trump card)."""
    twin = copy.deepcopy(controller)
    state = twin.position
    assert state is not None
    stock = list(state.stock[state.stock_pos : -1])
    others = [s for s in range(state.players) if s != seat and s not in state.out]
    rng.shuffle(others)
    for other in others:
        hidden = [c for c in state.hands[other] if c not in twin.state.tracker.public[other]]
        if hidden and stock:
            a, b = rng.choice(hidden), rng.choice(stock)
            hand = state.hands[other]
            hand[hand.index(a)] = b
            stock[stock.index(b)] = a
            state.stock = (*state.stock[: state.stock_pos], *stock, state.stock[-1])
            return twin
    return None


def test_decisions_depend_on_the_view_only() -> None:
    checked = 0
    rng = random.Random(5)
    for seed in range(60):
        controller = random_position(seed, players=rng.choice([2, 3]))
        seat = controller.to_move()
        assert seat is not None
        twin = hidden_twin(controller, seat, rng)
        if twin is None:
            continue
        assert twin.position is not None and controller.position is not None
        assert twin.position.hands != controller.position.hands
        view, twin_view = controller.view(seat), twin.view(seat)
        assert view == twin_view
        inferring = replace(TINY_HARD, budget=60.0, inference=1.0)
        for params in (EASY, replace(TINY_HARD, budget=60.0), replace(TINY_EXPERT, budget=60.0), inferring):
            bot = SearchBot(params)
            first = bot.step(view, random.Random(seed))
            bot = SearchBot(params)
            second = bot.step(twin_view, random.Random(seed))
            assert first == second
        checked += 1
    assert checked >= 20


def test_determinizations_are_consistent_with_the_view() -> None:
    """A sampled world holds the real cards, sizes and battle, the kills made so far counted as discarded."""
    with_kills = 0
    for seed in range(40):
        controller = random_position(seed)
        seat = controller.to_move()
        assert seat is not None and controller.position is not None
        view = controller.view(seat)
        world = sample_state(view, random.Random(seed))
        real = controller.position
        kills = controller.state.kills
        with_kills += bool(kills)
        beaters = {b for _, b in kills}
        killed = {a for a, _ in kills}
        assert sorted(world.all_cards()) == sorted(real.all_cards())
        real_hands = [[c for c in h if c not in beaters] for h in real.hands]
        assert [len(h) for h in world.hands] == [len(h) for h in real_hands]
        assert world.stock_count == real.stock_count
        assert sorted(world.hands[seat]) == sorted(real_hands[seat])
        for other in range(view.players):
            assert view.known[other] <= set(world.hands[other])
        if view.trump_in_stock:
            assert world.stock[-1] == view.trump_card
        open_cards = tuple(c for c in real.attack if c not in killed)
        assert (world.attacker, world.defender, world.attack) == (real.attacker, real.defender, open_cards)
    assert with_kills, "some position is in the middle of a defence"


def searched_position(players: int) -> Controller:
    """A position where the hard bot weighs more than one candidate by sampling (not an endgame)."""
    for seed in range(200):
        controller = random_position(seed, players=players)
        seat = controller.to_move()
        if seat is None or controller.position is None or controller.position.phase not in ("attack", "defence"):
            continue
        view = controller.view(seat)
        if view.trump_in_stock and (
            len(attack_candidates(view, HARD.candidates)) > 1
            if view.phase == "attack"
            else len(defence_candidates(view, HARD.candidates)) > 1
        ):
            return controller
    raise AssertionError("no position with several candidates")


def counting_samples(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the worlds the search bot draws (each call of ``sample_state``)."""
    drawn: list[int] = []
    real = sample_state

    def counted(view: SeatView, rng: random.Random | None, excluded: Sequence[Exclusion] = ()) -> State:
        drawn.append(1)
        return real(view, rng, excluded)

    monkeypatch.setattr("game.bots.search.sample_state", counted)  # the sampling's deals
    monkeypatch.setattr("game.bots.dealsum.sample_state", counted)  # the exact stages' deals
    return drawn


@pytest.mark.parametrize("players", [2, 4])
def test_hard_stops_at_once_when_cancelled_and_after_one_sample_past_its_deadline(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Behaviour, not time: a set cancel (the worker's cut at 1.5 times the budget) gives a legal intent without a
    world searched; a deadline already past one from a single world."""
    controller = searched_position(players)
    seat = controller.to_move()
    assert seat is not None
    view = controller.view(seat)
    drawn = counting_samples(monkeypatch)
    cancel = threading.Event()
    cancel.set()
    cancelled = make_bot("panjpar", "hard").step(view, random.Random(1), None, cancel)
    assert len(drawn) == 0
    drawn.clear()
    late = SearchBot(replace(HARD, samples=100_000)).step(view, random.Random(1), time.monotonic() - 1.0)
    assert len(drawn) == 1
    drawn.clear()
    unhurried = SearchBot(HARD.with_samples(6)).step(view, random.Random(1), time.monotonic() - 1.0)
    assert len(drawn) == 6  # a fixed sample budget is honoured whatever the clock says
    for intent in (cancelled, late, unhurried):
        assert copy.deepcopy(controller).submit(intent) is None, intent


def test_a_pruned_search_still_draws_every_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``prune`` the later deals play fewer candidates, but a fixed sample count is still honoured, and the
    answer is one of the candidates."""
    controller = searched_position(2)
    seat = controller.to_move()
    assert seat is not None
    view = controller.view(seat)
    drawn = counting_samples(monkeypatch)
    intent = SearchBot(replace(HARD, prune=True, inference=1.0).with_samples(12)).step(view, random.Random(2))
    assert len(drawn) == 12
    assert copy.deepcopy(controller).submit(intent) is None, intent


#: Exact leaves (the leaf stage) on every 2-player position with 1 to 40 cards in the stock, small enough to test.
LEAVES = replace(TINY_HARD, budget=60.0, leaf_stock=40, leaf_worlds=3, leaf_candidates=3, leaf_nodes=400)


def leaf_positions(count: int) -> list[Controller]:
    """2-player positions where the hard bot samples more than one candidate with the stock not yet empty."""
    found = []
    for seed in range(400):
        controller = random_position(seed, players=2)
        seat = controller.to_move()
        if seat is None or controller.position is None or controller.position.phase not in ("attack", "defend"):
            continue
        view = controller.view(seat)
        cands = (
            attack_candidates(view, HARD.candidates)
            if view.phase == "attack"
            else defence_candidates(view, HARD.candidates)
        )
        if view.trump_in_stock and len(cands) > 1 and view.stock_count() <= 40:
            found.append(controller)
            if len(found) == count:
                break
    return found


def same_answer_without_hidden_cards(
    positions: Sequence[Controller], params_of: Callable[[int], Difficulty], rng: random.Random
) -> int:
    """Each position with a hidden twin (only cards the seat cannot see changed): the search bot of
    ``params_of(n)`` (``n``: the positions checked so far) answers the same in both, and legally. How many were
    checked."""
    checked = 0
    for controller in positions:
        seat = controller.to_move()
        assert seat is not None
        twin = hidden_twin(controller, seat, rng)
        if twin is None:
            continue
        view, twin_view = controller.view(seat), twin.view(seat)
        assert view == twin_view
        params = params_of(checked)
        first = SearchBot(params).step(view, random.Random(checked))
        assert SearchBot(params).step(twin_view, random.Random(checked)) == first
        assert copy.deepcopy(controller).submit(first) is None, first
        checked += 1
    return checked


def test_the_exact_leaves_depend_on_the_view_only() -> None:
    """With the leaf stage on, a seat's answer does not change when only cards it cannot see change."""
    assert same_answer_without_hidden_cards(leaf_positions(30), lambda _n: LEAVES, random.Random(11)) >= 10


def test_leaf_both_values_a_leaf_by_the_mean_of_two_models_of_the_other_seat() -> None:
    """Issue 25, eighth round: with ``leaf_both`` a leaf is played to the empty stock twice, the other seat once by
    the beginner's policy and once by the second, and valued by the mean; without it, by the beginner's alone."""
    both, plain = SearchBot(replace(LEAVES, leaf_both=True)), SearchBot(LEAVES)
    differed = 0
    for controller in leaf_positions(12):
        seat = controller.to_move()
        assert seat is not None
        state = sample_state(controller.view(seat), random.Random(seat))
        beginner = both._leaf_score(state.copy(), seat, None, None)
        second = both._leaf_score(state.copy(), seat, None, None, other_v2=True)
        assert both._leaf_value(state.copy(), seat, None, None) == (beginner + second) / 2
        assert plain._leaf_value(state.copy(), seat, None, None) == beginner
        differed += beginner != second
    assert differed, "the second model of the other seat never changed a leaf"


def test_leaf_both_depends_on_the_view_only() -> None:
    """With ``leaf_both`` a seat's answer does not change when only cards it cannot see change."""
    params = replace(LEAVES, leaf_both=True)
    assert same_answer_without_hidden_cards(leaf_positions(30), lambda _n: params, random.Random(12)) >= 10


def test_the_leaf_stage_draws_its_own_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the stock within ``leaf_stock`` the leaf stage draws ``leaf_worlds`` deals after the sampling's
    (with a fixed sample count, whatever the clock says); outside it, none."""
    controller = leaf_positions(1)[0]
    seat = controller.to_move()
    assert seat is not None
    view = controller.view(seat)
    drawn = counting_samples(monkeypatch)
    intent = SearchBot(LEAVES.with_samples(5)).step(view, random.Random(3), time.monotonic() - 1.0)
    assert len(drawn) == 5 + LEAVES.leaf_worlds
    assert copy.deepcopy(controller).submit(intent) is None, intent
    drawn.clear()
    SearchBot(replace(LEAVES, leaf_stock=view.stock_count() - 1).with_samples(5)).step(view, random.Random(3))
    assert len(drawn) == 5


class SetWhen:
    """A cancel flag set once ``ready()`` says so (a cut that comes in the middle of a deal)."""

    def __init__(self, ready: Callable[[], bool]) -> None:
        self.ready = ready

    def is_set(self) -> bool:
        return self.ready()


def test_a_cut_within_a_deal_plays_no_further_playout(monkeypatch: pytest.MonkeyPatch) -> None:
    """A deal is a playout (two with ``both``) for each of 10 or more candidates: cancelled after the third
    candidate's playout, the search plays no other and answers, the heuristic's candidate (the cut deal dropped,
    none other searched); it used to play the deal's other candidates first."""
    controller = searched_position(2)
    seat = controller.to_move()
    assert seat is not None
    view = controller.view(seat)
    played: list[bool] = []
    real = SearchBot._playout_score
    cancel = SetWhen(lambda: len(played) >= 3)

    def counted(bot: SearchBot, state: State, me: int, rng: random.Random) -> float:
        played.append(cancel.is_set())
        return real(bot, state, me, rng)

    monkeypatch.setattr(SearchBot, "_playout_score", counted)
    intent = make_bot("panjpar", "hard").step(view, random.Random(1), None, cancel)
    assert played == [False, False, False]
    assert intent == make_bot("panjpar", "hard").step(view, random.Random(1), None, SetWhen(lambda: True))
    assert copy.deepcopy(controller).submit(intent) is None, intent


def test_a_cut_within_a_leaf_deal_plays_no_further_leaf(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cancelled after the first exact leaf of a leaf deal, the leaf stage values no other leaf: it used to play
    the deal's other candidates to the empty stock, and play out each leaf the solver could not finish."""
    controller = leaf_positions(1)[0]
    seat = controller.to_move()
    assert seat is not None
    view = controller.view(seat)
    leaves: list[bool] = []
    real = SearchBot._leaf_score
    cancel = SetWhen(lambda: len(leaves) >= 1)

    def counted(bot: SearchBot, state: State, me: int, deadline: float | None, flag: CancelLike | None) -> float:
        leaves.append(cancel.is_set())
        return real(bot, state, me, deadline, flag)

    monkeypatch.setattr(SearchBot, "_leaf_score", counted)
    intent = SearchBot(replace(LEAVES, samples=5)).step(view, random.Random(3), None, cancel)
    assert leaves == [False]
    assert copy.deepcopy(controller).submit(intent) is None, intent
