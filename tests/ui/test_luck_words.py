"""The luck games explain the player's own hand: its sum, its score or rank, and its odds; komi's hint says why."""

from __future__ import annotations

from game.bots.ganjifa.komi_odds import hand_odds
from game.ganjifa.cards import parse_card
from game.ganjifa.komi.actions import DOUBLE, FOLD, KEEP
from game.ganjifa.komi.state import KomiView
from game.ui.ganjifa.komi import bet_reason, stake_reason
from game.ui.ganjifa.komi import hand_words as komi_hand_words
from game.ui.ganjifa.nakashth import hand_words as nakashth_hand_words


def cards(*texts: str) -> tuple[int, ...]:
    return tuple(parse_card(text) for text in texts)


def komi_view(hand: tuple[int, ...], dealer: int = 1) -> KomiView:
    return KomiView(
        players=2, seat=0, dealer=dealer, betting=True, phase="bet", to_move=0, stakes=(10, None), bets=(None, None),
        hand=hand, shown=None, nets=None,
    )  # fmt: skip


def test_a_nakashth_hand_says_its_sum_with_the_faces_points_and_how_many_hands_it_beats() -> None:
    assert nakashth_hand_words(cards("VSu", "6Ch")) == "Your hand: vizier 11 + 6 = 17 points, better than 92% of hands."
    assert nakashth_hand_words(cards("RSu", "RCh")) == "Your hand: pair of rajas, better than 99% of hands."
    assert nakashth_hand_words(cards("10Su", "9Ch")) == "Your hand: 10 + 9 = 19: past 17, it loses."


def test_a_komi_hand_says_its_sum_its_score_and_its_odds_against_the_dealer() -> None:
    words = komi_hand_words(komi_view(cards("2Su", "8Ch", "RBa")))
    assert words == "Your hand: 2 + 8 + raja 0 = 10, scores 0 · wins 0%, loses 90% against the dealer", "0 beats none"
    assert komi_hand_words(komi_view(cards("RSu", "VCh", "RBa"))).startswith("Your hand: three face cards, Komi")
    dealing = komi_hand_words(komi_view(cards("2Su", "5Ch", "RBa"), dealer=0))
    assert dealing == "Your hand: 2 + 5 + raja 0 = 7, scores 7", "the dealer is not against herself"


def test_komi_s_hint_reasons_follow_the_odds() -> None:
    poor = hand_odds(cards("2Su", "8Ch", "RBa"))
    assert bet_reason(FOLD, 10, poor) == ("Your hand loses 90% against the dealer: folding costs 5, keeping about 9.0.")
    strong = hand_odds(cards("2Su", "7Ch", "RBa"))
    assert bet_reason(DOUBLE, 10, strong) == (
        "Your hand wins 90% and loses <1% against the dealer: doubling wins the most."
    )
    assert "too close to double" in bet_reason(KEEP, 10, hand_odds(cards("2Su", "3Ch", "RBa")))
    assert "largest stake" in stake_reason(True) and "smallest" in stake_reason(False)


def test_names_in_a_sentence_are_joined_with_and() -> None:
    from game.ui.seatnames import join_names

    assert join_names(["Bot 1"]) == "Bot 1"
    assert join_names(["You", "Bot 1"]) == "You and Bot 1"
    assert join_names(["You", "Bot 2", "Bot 3"]) == "You, Bot 2 and Bot 3"


def test_komi_s_result_says_why_against_the_dealer() -> None:
    from dataclasses import replace

    from game.ui.ganjifa.komi import showdown_words

    seven, two = cards("2Su", "5Ch", "RBa"), cards("1Su", "1Ch", "VBa")
    over = replace(
        komi_view(seven), phase="over", to_move=None, bets=("keep", None), shown=(seven, two), nets=(10, -10)
    )
    assert showdown_words(over, 0) == "Your 7 beats the dealer's 2."
    assert showdown_words(replace(over, shown=(two, seven), nets=(-10, 10)), 0) == "The dealer's 7 beats your 2."
    assert showdown_words(replace(over, shown=(seven, seven), nets=(0, 0)), 0) == (
        "Your 7 ties the dealer's 7: you keep your stake."
    )
    folded = replace(over, bets=("fold", None), shown=(None, two), nets=(-5, 5))
    assert showdown_words(folded, 0) == (  # review 7: what the fold saved or cost, to learn from
        "You folded: half your stake, 5, to the dealer. Kept, your 7 would have won 10 from the dealer's 2."
    )
    worse = replace(folded, hand=two, shown=(None, seven))
    assert showdown_words(worse, 0).endswith("Kept, your 2 would have lost 10 to the dealer's 7.")
    even = replace(folded, shown=(None, seven))
    assert showdown_words(even, 0).endswith("Kept, your 7 would have tied the dealer's 7.")
    assert showdown_words(over, 1) == "As dealer you scored 2: you took 0 chips and paid 10."
    komi = cards("RSu", "VCh", "RBa")
    assert showdown_words(replace(over, shown=(komi, two)), 0) == "Your Komi beats the dealer's 2."


def test_komi_s_hint_figures_use_the_language_s_decimal_mark() -> None:
    from game.ui import i18n

    poor = hand_odds(cards("2Su", "8Ch", "RBa"))
    try:
        i18n.set_language("de")
        assert "Halten etwa 9,0." in bet_reason(FOLD, 10, poor)
    finally:
        i18n.set_language("en")


def test_the_log_s_showdown_names_each_hand_s_cards_and_leaves_a_fold_unnamed() -> None:
    from game.ui.ganjifa.replaywords import showdown
    from game.ui.seatnames import Seats

    seats = Seats(3, 0, {1: "easy", 2: "easy"})
    hands = (cards("9Ba", "4Cg"), None, cards("RCh", "2Su"))
    lines = showdown(["13 points −5", "folds", "14 points +10"], seats, str, hands)
    assert [line.text for line in lines] == [
        "You: the 9 of Barat and the 4 of Cheng · 13 points −5",
        "Bot 1: folds",
        "Bot 2: the raja of Chandra and the 2 of Surya · 14 points +10",
    ]


def test_komi_s_dealer_is_told_what_her_hand_is_for_while_the_others_choose() -> None:
    from dataclasses import replace

    from game.ui.ganjifa.komi import KomiAdapter

    class Host:
        def seat_name(self, seat: int) -> str:
            return f"Bot {seat}"

    adapter = KomiAdapter()
    dealing = replace(komi_view(cards("2Su", "5Ch", "RBa"), dealer=0), to_move=1, phase="stake", stakes=(None, None))
    assert adapter._banner(dealing, Host()) == "You deal: your hand meets every stake. Bot 1 sets a stake."  # type: ignore[arg-type]
    betting = replace(dealing, phase="bet", stakes=(None, 4))
    assert adapter._banner(betting, Host()).startswith("You deal: ")  # type: ignore[arg-type]
    other = replace(komi_view(cards("2Su", "5Ch", "RBa"), dealer=1), to_move=1, phase="stake")
    assert adapter._banner(other, Host()) == "Bot 1 sets a stake."  # type: ignore[arg-type]
    mine = replace(komi_view((), dealer=1), phase="stake", stakes=(None, None), hand=())
    said = adapter._banner(mine, Host())  # type: ignore[arg-type]
    assert said.endswith("With betting, 10 wins most."), "review 10: the stake looked like a choice it is not"
    assert "10 wins" not in adapter._banner(replace(mine, betting=False), Host())  # type: ignore[arg-type]


def test_komi_s_keep_hint_on_a_hand_more_likely_lost_says_keeping_costs_less_than_folding() -> None:
    import itertools

    from game.bots.ganjifa.komi_odds import best_bet
    from game.ganjifa.komi.scoring import fold_cost

    for texts in itertools.combinations(("1Su", "2Ch", "3Ba", "4Cg", "5Ph", "6Gh", "7Sh", "8Ku", "RBa", "9Su"), 3):
        odds = hand_odds(cards(*texts))
        if odds.losses > odds.wins and best_bet(10, odds)[0] == KEEP:
            words = bet_reason(KEEP, 10, odds)
            assert "keeping costs about" in words and f"folding {fold_cost(10)}." in words, words
            return
    raise AssertionError("no hand more likely lost where keeping is best")


def test_komi_s_fold_hint_on_a_tie_says_either_will_do() -> None:
    """Review 8: "Hint: Fold… folding costs 5, keeping about 5.0" picked a side between equal choices."""
    from game.bots.ganjifa.komi_odds import Odds

    tied = Odds(wins=250, losses=750, hands=1000)  # keeping costs 10 * 0.5 = 5, folding 5
    assert bet_reason("fold", 10, tied).endswith("folding costs 5, keeping about as much; either will do.")
    worse = Odds(wins=100, losses=900, hands=1000)
    assert bet_reason("fold", 10, worse).endswith("folding costs 5, keeping about 8.0.")
