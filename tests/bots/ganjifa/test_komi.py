"""The komi bots: hard's exact odds against brute-force enumeration, its bets and stake, easy's threshold and
slips, both always legal, and a bot's answer the same whatever the cards hidden from it."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import combinations
from math import comb

import pytest

from game.bots.ganjifa.komi import EASY_DOUBLE_AT, EASY_FOLD_AT, EASY_SLIP, EASY_STAKES, EasyKomiBot, easy_bet
from game.bots.ganjifa.komi_odds import CARD_CLASS, best_bet, best_stake, hand_odds, stake_values
from game.bots.table import make_bot
from game.engine.protocol import CHANCE
from game.ganjifa.actions import Deal
from game.ganjifa.cards import CARDS, parse_card
from game.ganjifa.komi.actions import Bet, BetWord, Stake
from game.ganjifa.komi.rulebook import KOMI_RULES
from game.ganjifa.komi.scoring import KOMI, TABLE_LIMIT, fold_cost, score
from game.ganjifa.komi.state import KomiState


def hand(text: str) -> tuple[int, ...]:
    return tuple(parse_card(word) for word in text.split())


@cache
def hands_by_class() -> tuple[Counter[tuple[int, ...]], dict[tuple[int, ...], tuple[int, ...]]]:
    """Every one of the C(96, 3) hands as dealt, counted by its classes, with one hand of each class triple."""
    groups: Counter[tuple[int, ...]] = Counter()
    representative: dict[tuple[int, ...], tuple[int, ...]] = {}
    for cards in combinations(range(CARDS), 3):
        key = tuple(sorted(CARD_CLASS[card] for card in cards))
        groups[key] += 1
        representative.setdefault(key, cards)
    return groups, representative


@pytest.mark.parametrize("text", ["5Su 7Ba VSh", "VSu RCh VBa", "4Ph 5Gh 10Cg", "10Su VCh RBa", "1Ku 3Cg 1Sh"])
def test_the_odds_by_score_class_equal_brute_force_over_every_dealer_hand(text: str) -> None:
    own = hand(text)
    mine = score(own)
    unseen = [card for card in range(CARDS) if card not in own]
    wins = losses = hands = 0
    for dealer in combinations(unseen, 3):
        theirs = score(dealer)
        wins += mine > theirs
        losses += mine < theirs
        hands += 1
    odds = hand_odds(own)
    assert (odds.wins, odds.losses, odds.hands) == (wins, losses, hands) == (odds.wins, odds.losses, comb(93, 3))


def test_the_stake_values_are_the_mean_over_every_hand_of_the_best_bet() -> None:
    """Every one of the C(96, 3) hands, grouped by its classes as dealt (not by the odds module's counting)."""
    groups, representative = hands_by_class()
    for stake in (1, 5, 10):
        total = sum(
            (count * best_bet(stake, hand_odds(representative[key]))[1] for key, count in groups.items()), Fraction(0)
        )
        assert total / comb(96, 3) == stake_values(True)[stake - 1]


def test_without_betting_every_stake_is_worth_nothing_and_hard_risks_the_least() -> None:
    assert stake_values(False) == (Fraction(0),) * TABLE_LIMIT
    assert best_stake(False) == 1


def test_with_betting_the_option_is_worth_most_at_the_table_limit() -> None:
    values = stake_values(True)
    assert all(value > 0 for value in values)
    assert best_stake(True) == TABLE_LIMIT == max(range(1, 11), key=lambda stake: values[stake - 1])


def test_hard_doubles_komi_folds_the_seeds_two_and_keeps_a_middling_hand_at_low_stakes() -> None:
    assert best_bet(10, hand_odds(hand("VSu RCh VBa")))[0] == "double"
    assert best_bet(10, hand_odds(hand("5Su 7Ba VSh")))[0] == "fold"
    odds = hand_odds(hand("1Su 3Ba VSh"))  # 4: loses more often than it wins, but not by half
    assert -Fraction(1, 2) < odds.edge < 0
    assert best_bet(2, odds)[0] == "keep", "folding 2 costs 1, keeping costs less on average"


def test_the_value_of_each_bet_is_the_edge_times_what_is_at_risk() -> None:
    odds = hand_odds(hand("4Ph 5Gh 10Cg"))
    word, value = best_bet(7, odds)
    assert word == "double" and value == 14 * odds.edge
    odds = hand_odds(hand("10Su 10Ch 10Ba"))
    assert best_bet(7, odds) == ("fold", Fraction(-fold_cost(7)))


def test_hards_policy_is_worth_more_per_round_than_easys() -> None:
    """Exact expected chips of one round as a player (not the dealer), over every hand and dealer hand."""
    groups, representative = hands_by_class()
    slip = Fraction(EASY_SLIP).limit_denominator(100)
    easy = Fraction(0)
    for key, count in groups.items():
        own = representative[key]
        edge, own_score = hand_odds(own).edge, score(own)
        for stake in EASY_STAKES:
            keep, double, fold = stake * edge, 2 * stake * edge, Fraction(-fold_cost(stake))
            if own_score == KOMI or own_score >= EASY_DOUBLE_AT:
                value = (1 - slip) * double + slip * keep
            elif own_score <= EASY_FOLD_AT:
                value = (1 - slip) * fold + slip * keep
            else:
                value = (1 - slip) * keep + slip / 2 * (double + fold)
            easy += count * value / len(EASY_STAKES)
    easy /= comb(96, 3)
    hard = stake_values(True)[best_stake(True) - 1]
    assert hard > easy > 0


def test_easy_follows_its_threshold_and_slips_now_and_then() -> None:
    rng = random.Random(3)
    cases: tuple[tuple[int, BetWord], ...] = (
        (KOMI, "double"),
        (EASY_DOUBLE_AT, "double"),
        (EASY_FOLD_AT, "fold"),
        (5, "keep"),
    )
    for own_score, meant in cases:
        bets = Counter(easy_bet(own_score, rng) for _ in range(2000))
        assert 0.78 < bets[meant] / 2000 < 0.92, (own_score, bets)
        assert set(bets) <= {"keep", "double", "fold"} and len(bets) > 1


def play_round(players: int, betting: bool, levels: tuple[str, ...], seed: int) -> KomiState:
    rng = random.Random(seed)
    state = KOMI_RULES.new_game("komi", players, seed % players, frozenset({"betting"}) if betting else frozenset())
    bots = [make_bot("komi", levels[seat % len(levels)]) for seat in range(players)]
    while not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        view = state.observation(seat)
        action = bots[seat].step(view, rng)
        assert action in view.legal_actions()
        state.apply(action)
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("betting", [False, True])
def test_the_bots_play_every_player_count_legally(players: int, betting: bool) -> None:
    for seed in range(10):
        state = play_round(players, betting, ("hard", "easy", "random"), seed)
        assert sum(state.returns()) == 0
        stakes = [action for action in state.history() if isinstance(action, Stake)]
        hard_stakes = {a.chips for a in stakes if a.seat % 3 == 0}
        assert hard_stakes <= {best_stake(betting)}
        assert {a.chips for a in stakes if a.seat % 3 == 1} <= set(EASY_STAKES)


def test_a_bot_answers_the_same_whatever_the_cards_hidden_from_it() -> None:
    rng = random.Random(8)
    for seed in range(30):
        state = KOMI_RULES.new_game("komi", 4, seed % 4, frozenset({"betting"}))
        while state.current_player() != CHANCE:
            state.apply(Stake(state.current_player(), 5))
        state.apply(state.sample_chance(rng))
        seat = state.current_player()
        twin = KOMI_RULES.resample_hidden(state, seat, rng)
        assert twin.hands != state.hands
        for level in ("easy", "hard"):
            answers = {
                make_bot("komi", level).step(game.observation(seat), random.Random(seed)) for game in (state, twin)
            }
            assert len(answers) == 1 and isinstance(answers.pop(), Bet)


def test_the_registry_offers_komis_easy_and_hard() -> None:
    assert isinstance(make_bot("komi", "easy"), EasyKomiBot)
    assert make_bot("komi", "hard").name == "hard"


def test_hard_bets_what_the_odds_of_its_own_hand_say() -> None:
    own = hand("9Su 9Ch VBa")  # 8
    state = KomiState(2, 0, True)
    state.apply(Stake(1, 10))
    state.apply(Deal((hand("1Sh 2Sh 3Sh"), own)))
    bet = make_bot("komi", "hard").step(state.observation(1), random.Random(0))
    assert bet == Bet(1, best_bet(10, hand_odds(own))[0]) == Bet(1, "double")
