"""komi's game state: the order of stakes, deal and bets, every refusal of ``apply``, and what each seat sees."""

from __future__ import annotations

import pytest

from game.engine.protocol import CHANCE, TERMINAL, Refusal
from game.ganjifa.actions import Deal
from game.ganjifa.cards import parse_card
from game.ganjifa.komi.actions import Bet, Stake
from game.ganjifa.komi.rulebook import KOMI_RULES
from game.ganjifa.komi.state import KomiState

HANDS = (("5Su", "7Ba", "VSh"), ("VSu", "RCh", "VBa"), ("4Ph", "5Gh", "10Cg"), ("1Ku", "1Cg", "RSh"))
DEAL = Deal(tuple(tuple(parse_card(card) for card in hand) for hand in HANDS))


def staked(betting: bool, dealer: int = 0) -> KomiState:
    """Four seats, every stake set (5, 10, 5 from the dealer's next seat), the deal due."""
    state = KOMI_RULES.new_game("komi", 4, dealer, frozenset({"betting"}) if betting else frozenset())
    for seat, chips in zip(state.order, (5, 10, 5), strict=True):
        state.apply(Stake(seat, chips))
    return state


def test_stakes_come_first_from_the_dealers_next_seat_then_the_deal() -> None:
    state = KOMI_RULES.new_game("komi", 4, dealer=2)
    assert state.order == (3, 0, 1)
    assert state.current_player() == 3
    assert list(state.legal_actions()) == [Stake(3, chips) for chips in range(1, 11)]
    for seat in (3, 0, 1):
        assert state.current_player() == seat
        state.apply(Stake(seat, 4))
    assert state.current_player() == CHANCE and list(state.legal_actions()) == []


def test_without_betting_the_deal_settles_the_round() -> None:
    state = staked(betting=False)
    state.apply(DEAL)
    assert state.current_player() == TERMINAL and state.returns() == (-15.0, 5.0, 10.0, 0.0)


def test_with_betting_each_non_dealer_in_turn_keeps_doubles_or_folds() -> None:
    state = staked(betting=True)
    state.apply(DEAL)
    for seat, choice in ((1, "double"), (2, "fold"), (3, "keep")):
        assert state.current_player() == seat
        assert list(state.legal_actions()) == [Bet(seat, "keep"), Bet(seat, "double"), Bet(seat, "fold")]
        assert state.returns() == (0.0,) * 4, "nothing is paid before the end"
        state.apply(Bet(seat, choice))  # type: ignore[arg-type]
    assert state.is_terminal() and state.returns() == (-5.0, 10.0, -5.0, 0.0)


@pytest.mark.parametrize(
    ("setup", "action", "code", "reason"),
    [
        ("new", Stake(2, 5), "not_your_turn", "seat 3 is not to play"),
        ("new", Stake(0, 5), "not_your_turn", "seat 1 is not to play"),
        ("new", Stake(1, 0), "bad_stake", "a stake is 1 to 10 chips, not 0"),
        ("new", Stake(1, 11), "bad_stake", "a stake is 1 to 10 chips, not 11"),
        ("new", DEAL, "not_chance", "no deal is due now"),
        ("new", Bet(1, "keep"), "stake_due", "seat 2 is to set a stake first"),
        ("staked", Stake(1, 5), "deal_due", "the cards are to be dealt now"),
        ("staked", Bet(1, "keep"), "deal_due", "the cards are to be dealt now"),
        ("staked", Deal(DEAL.hands[:3]), "bad_deal", "a komi deal is 3 cards to each of 4 seats"),
        ("staked", Deal((*DEAL.hands[:3], DEAL.hands[0])), "bad_deal", "card dealt twice: 5Su"),
        ("staked", Deal((*DEAL.hands[:3], (1, 2, 96))), "bad_deal", "no card 96 in the pack"),
        ("dealt", Bet(2, "keep"), "not_your_turn", "seat 3 is not to play"),
        ("dealt", Bet(0, "keep"), "not_your_turn", "seat 1 is not to play"),
        ("dealt", Stake(1, 5), "stakes_set", "the stakes were set before the deal"),
        ("dealt", Bet(1, "raise"), "bad_bet", "no such bet: raise"),  # type: ignore[arg-type]
        ("dealt", DEAL, "not_chance", "no deal is due now"),
        ("over", Bet(1, "keep"), "game_over", "game is over"),
        ("over", Stake(1, 5), "game_over", "game is over"),
        ("plain", Bet(1, "keep"), "no_betting", "komi without betting has no actions after the deal"),
    ],
)
def test_apply_refuses_with_a_reason_and_changes_nothing(
    setup: str, action: Stake | Bet | Deal, code: str, reason: str
) -> None:
    state = KOMI_RULES.new_game("komi", 4, 0, frozenset({"betting"}))
    if setup != "new":
        state = staked(betting=setup != "plain")
    if setup in ("dealt", "over", "plain"):
        state.apply(DEAL)
    if setup == "over":
        for seat in (1, 2, 3):
            state.apply(Bet(seat, "keep"))
    before = (state.history(), [state.observation(seat) for seat in range(4)])
    with pytest.raises(Refusal) as refused:
        state.apply(action)
    assert (refused.value.code, refused.value.reason) == (code, reason)
    assert (state.history(), [state.observation(seat) for seat in range(4)]) == before


def test_a_seat_sees_its_own_hand_and_the_open_stakes_and_bets_but_no_other_hand() -> None:
    state = staked(betting=True)
    assert state.observation(1).hand == () and state.observation(1).stakes == (None, 5, 10, 5)
    state.apply(DEAL)
    state.apply(Bet(1, "double"))
    view = state.observation(2)
    assert view.hand == DEAL.hands[2] and view.shown is None and view.nets is None
    assert view.bets == (None, "double", None, None)
    assert view.legal_actions() == (Bet(2, "keep"), Bet(2, "double"), Bet(2, "fold"))
    assert state.observation(3).legal_actions() == (), "not seat 4's turn"


def test_at_the_end_every_hand_is_shown_but_a_folded_one() -> None:
    state = staked(betting=True)
    state.apply(DEAL)
    for seat, choice in ((1, "keep"), (2, "fold"), (3, "keep")):
        state.apply(Bet(seat, choice))  # type: ignore[arg-type]
    view = state.observation(0)
    assert view.shown == (DEAL.hands[0], DEAL.hands[1], None, DEAL.hands[3])
    assert view.nets == (0, 5, -5, 0)
    assert state.observation(2).hand == DEAL.hands[2], "the folded seat still knows its own cards"


def test_new_game_refuses_a_player_count_an_option_or_a_variant_komi_lacks() -> None:
    with pytest.raises(ValueError, match="komi is for 2 to 6 players, not 7"):
        KOMI_RULES.new_game("komi", 7)
    with pytest.raises(ValueError, match="komi has no option 'mughal'"):
        KOMI_RULES.new_game("komi", 4, 0, frozenset({"mughal"}))
    with pytest.raises(ValueError, match="komi has no variant"):
        KOMI_RULES.new_game("nakashth", 4)
    with pytest.raises(ValueError, match="no seat 5 to deal"):
        KOMI_RULES.new_game("komi", 4, 4)
