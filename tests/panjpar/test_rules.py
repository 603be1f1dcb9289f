"""One or more tests for every rule of RULES.md (1-15), each on an explicit deal that shows what it checks."""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import Any

import pytest

from game.engine.totals import Totals
from game.panjpar.actions import AttackIntent, Beat, GuessColour, defence_actions
from game.panjpar.cards import Suit, parse_card
from game.panjpar.controller import Controller
from game.panjpar.events import Drawn, Event, PickedUp
from game.panjpar.match import panjpar_match
from game.panjpar.moves import Attack, Defence
from game.panjpar.position import IllegalMove, Outcome, State
from game.panjpar.variants import PANJPAR_36, PANJPAR_52, shuffled_deal

from .helpers import cards, hand, make_deal, move, play, random_step


def illegal(state: State, line: str) -> IllegalMove:
    """Apply a record line that must be refused; return the error (and check nothing changed)."""
    before = (
        [list(h) for h in state.hands],
        state.attack,
        state.stock_pos,
        list(state.discard),
        state.attacker,
        state.defender,
    )
    with pytest.raises(IllegalMove) as info:
        play(state, line)
    after = ([list(h) for h in state.hands], state.attack, state.stock_pos, list(state.discard), state.attacker,
             state.defender)  # fmt: skip
    assert after == before
    return info.value


class _NoShuffle(random.Random):
    """A generator whose shuffle leaves the pack in order, so that the dealing order is visible."""

    def shuffle(self, x: MutableSequence[Any]) -> None:
        return None


# ----- rule 1: the deal ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("variant", "players"), [(PANJPAR_52, 2), (PANJPAR_36, 2), (PANJPAR_36, 3), (PANJPAR_36, 4)])
def test_rule_01_five_cards_each_one_at_a_time_from_the_dealers_left(variant: Any, players: int) -> None:
    dealer = players - 1
    pack = variant.pack
    deal = shuffled_deal(variant, players, _NoShuffle(), dealer, 0)
    for i in range(5 * players):
        seat = (dealer + 1 + i) % players
        assert pack[i] in deal.hands[seat]
    assert [len(h) for h in deal.hands] == [5] * players
    assert deal.trump_card == pack[5 * players]
    assert deal.stock == pack[5 * players + 1 :]


def test_rule_01_trump_card_lies_under_the_stock_and_names_trumps() -> None:
    deal = make_deal(["2C 3C 4C 5C 6C", "2S 3S 4S 5S 6S"], "7H", "8D 9D")
    state = State(deal)
    assert state.trump == Suit.HEARTS
    assert state.stock[-1] == parse_card("7H")
    assert state.stock[:2] == cards("8D 9D")
    assert state.stock_count == 52 - 10


def test_rule_01_the_trump_suit_kills_any_other_suit() -> None:
    state = State(make_deal(["AS 3C 4C 5C 6C", "2H 3S 4S 5S 6S"], "7H"))
    play(state, "1: AS", "2: AS/2H")
    assert state.discard == list(cards("AS 2H"))


# ----- rule 2: the colour guess (panjpar-52) -------------------------------------------------------------------
def _guess(colour: str, trump: str, guesser: int = 1) -> Controller:
    # No hand holds a 4: the face-up trump card is in none of them (the controller deals through the rules' check).
    deal = make_deal(["2C 3C 5C 6C 7C", "2S 3S 5S 6S 7S"], trump)
    controller = Controller(deal, dealer=0, guesser=guesser)
    controller.start()
    assert controller.awaiting_guess
    assert controller.submit(GuessColour(guesser, colour)) is None  # type: ignore[arg-type]
    return controller


@pytest.mark.parametrize(("colour", "trump"), [("red", "4D"), ("red", "4H"), ("black", "4S"), ("black", "4C")])
def test_rule_02_right_colour_guess_attacks_first(colour: str, trump: str) -> None:
    controller = _guess(colour, trump)
    assert controller.position is not None
    assert controller.position.attacker == 1
    assert controller.position.defender == 0


@pytest.mark.parametrize(("colour", "trump"), [("black", "4D"), ("red", "4C")])
def test_rule_02_wrong_colour_guess_lets_the_opponent_attack(colour: str, trump: str) -> None:
    controller = _guess(colour, trump)
    assert controller.position is not None
    assert controller.position.attacker == 0


def test_rule_02_nothing_before_the_guess_and_only_the_guesser_guesses() -> None:
    deal = make_deal(["2C 3C 4C 5C 6C", "2S 3S 4S 5S 6S"], "4D")
    controller = Controller(deal, dealer=0, guesser=0)
    controller.start()
    rejected = controller.submit(AttackIntent(0, cards("2C")))
    assert rejected is not None and "guess" in rejected.reason
    assert controller.submit(GuessColour(1, "red")) is not None
    assert controller.submit(GuessColour(0, "red")) is None
    assert controller.submit(GuessColour(0, "red")) is not None


def test_rule_02_match_of_panjpar_52_asks_the_human_to_guess() -> None:
    match = panjpar_match(PANJPAR_52, 2, random.Random(5), guesser=0)
    controller = match.next_game()
    assert controller.guesser == 0
    controller.start()
    assert controller.awaiting_guess and controller.to_move() == 0


# ----- rule 3: panjpar-36, the dealer's left attacks first; the loser deals -----------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_rule_03_the_player_left_of_the_dealer_attacks_first(players: int) -> None:
    match = panjpar_match(PANJPAR_36, players, random.Random(players))
    controller = match.next_game()
    assert controller.guesser is None
    controller.start()
    assert controller.position is not None
    assert controller.position.attacker == (match.dealer + 1) % players
    assert controller.position.defender == (match.dealer + 2) % players


def test_rule_03_first_dealer_is_chosen_at_random() -> None:
    dealers = {panjpar_match(PANJPAR_36, 4, random.Random(seed)).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}


def test_rule_03_loser_deals_next_and_after_a_draw_the_previous_loser_deals_again() -> None:
    match = panjpar_match(PANJPAR_36, 3, random.Random(1))
    match.finish(Outcome(2).returns(3))
    assert match.dealer == 2
    assert match.next_game().dealer == 2
    match.finish(Outcome(None).returns(3))
    assert match.dealer == 2
    match.finish(Outcome(0).returns(3))
    assert match.dealer == 0
    controller = match.next_game()
    controller.start()
    assert controller.position is not None and controller.position.attacker == 1


# ----- rule 4: attacks of 1, 3 or 5 cards ---------------------------------------------------------------------
def _attacker(hand_a: str, hand_b: str = "2C 3C 4C 5C 6C") -> State:
    return State(make_deal([hand_a, hand_b], "2D"))


@pytest.mark.parametrize("attack", ["AS", "2H", "KD"])
def test_rule_04_one_card_attack_may_be_any_card(attack: str) -> None:
    state = _attacker("AS 2H KD 7S 8S")
    play(state, f"1: {attack}")
    assert state.attack == cards(attack)


@pytest.mark.parametrize("attack", ["7S 7H 9C", "QS QH 2H", "8S 8H 8D"])
def test_rule_04_three_card_attack_with_a_pair(attack: str) -> None:
    state = _attacker(attack + " AS AH")
    play(state, f"1: {attack}")
    assert len(state.attack) == 3


def test_rule_04_three_card_attack_needs_a_pair() -> None:
    state = _attacker("7S 8H 9C QS KH")
    error = illegal(state, "1: 7S 8H 9C")
    assert error.reason == "3-card attack needs a pair"
    assert error.rule == 4


@pytest.mark.parametrize(
    ("hand_a", "attack"),
    [
        ("KS KH 4S 4H 7C", "KS KH 4S 4H 7C"),
        ("10S 10H 3S 3H 3C", "10S 10H 3S 3H 3C"),
        ("6S 6H 6D 6C JC", "6S 6H 6D 6C JC"),
    ],
)
def test_rule_04_five_card_attack_with_two_disjoint_pairs(hand_a: str, attack: str) -> None:
    state = _attacker(hand_a, "2C 3D 4D 5D 7D")
    play(state, f"1: {attack}")
    assert len(state.attack) == 5


@pytest.mark.parametrize("attack", ["KS KH 4S 5H 7C", "KS KH KD 5H 7C", "2S 3S 4S 5S 6S"])
def test_rule_04_five_card_attack_needs_two_pairs(attack: str) -> None:
    state = _attacker(attack, "2C 3D 4D 5D 7D")
    error = illegal(state, f"1: {attack}")
    assert error.reason == "5-card attack needs two pairs"


@pytest.mark.parametrize("attack", ["7S 7H", "7S 7H 8S 8H", "7S 7H 8S 8H 9S 9H"])
def test_rule_04_attack_is_one_three_or_five_cards(attack: str) -> None:
    state = _attacker("7S 7H 8S 8H 9S 9H")
    assert illegal(state, f"1: {attack}").rule == 4


def test_rule_04_never_more_cards_than_the_defender_holds() -> None:
    state = State(make_deal(["KS KH 4S 4H 7C", "2C 3D 4D 5D"], "2D"))
    error = illegal(state, "1: KS KH 4S 4H 7C")
    assert error.reason == "defender holds 4 cards: 5-card attack not allowed"
    play(state, "1: KS KH 7C")
    state = State(make_deal(["KS KH 4S 4H 7C", "2C 3D"], "2D"))
    assert illegal(state, "1: KS KH 7C").reason == "defender holds 2 cards: 3-card attack not allowed"
    assert all(len(a.cards) == 1 for a in state.legal_attacks())


def test_rule_04_never_more_cards_than_the_attacker_holds() -> None:
    state = State(make_deal(["KS KH", "2C 3D 4D 5D 6D"], "2D"))
    assert {len(a.cards) for a in state.legal_attacks()} == {1}
    assert illegal(state, "1: KS KH 2C").reason == "card not in hand: 2C"


def test_rule_04_attack_cards_must_be_in_hand_and_distinct() -> None:
    state = _attacker("7S 7H 9C QS KH")
    assert illegal(state, "1: QC").reason == "card not in hand: QC"
    assert illegal(state, "1: 7S 7S 9C").reason == "card played twice: 7S"


def test_rule_04_only_the_attacker_attacks() -> None:
    state = _attacker("7S 7H 9C QS KH")
    assert illegal(state, "2: 2C").reason == "seat 2 is not the attacker"
    play(state, "1: 7S")
    assert illegal(state, "1: 7H").rule == 7
    assert illegal(state, "2: 2C").rule == 5


# ----- rule 5: killing ----------------------------------------------------------------------------------------
def _defender(attack: str, hand_b: str, trump: str = "2D") -> State:
    hand_a = (attack + " " + " ".join(c for c in ["2S", "3S", "4S", "5S"][: 5 - len(attack.split())])).strip()
    state = State(make_deal([hand_a, hand_b], trump))
    return play(state, f"1: {attack}")


def test_rule_05_a_higher_card_of_the_same_suit_kills() -> None:
    state = _defender("9C", "10C 3H 4H 5H 6H")
    play(state, "2: 9C/10C")
    assert state.discard == list(cards("9C 10C"))


def test_rule_05_a_lower_card_of_the_same_suit_does_not_kill() -> None:
    state = _defender("9C", "7C 3H 4H 5H 6H")
    error = illegal(state, "2: 9C/7C")
    assert error.reason == "7C does not beat 9C"
    assert error.rule == 5


def test_rule_05_any_trump_kills_a_non_trump() -> None:
    state = _defender("AC", "3D 3H 4H 5H 6H")
    assert illegal(state, "2: AC/3H").reason == "3H does not beat AC"
    play(state, "2: AC/3D")
    assert state.discard == list(cards("AC 3D"))
    assert hand(state, 1) >= {"3H", "4H", "5H", "6H"} and "3D" not in hand(state, 1)


def test_rule_05_a_trump_only_by_a_higher_trump() -> None:
    state = _defender("9D", "8D AC 4H 5H JD")
    assert illegal(state, "2: 9D/AC").reason == "AC does not beat 9D"
    assert illegal(state, "2: 9D/8D").reason == "8D does not beat 9D"
    play(state, "2: 9D/JD")


def test_rule_05_another_plain_suit_does_not_kill() -> None:
    state = _defender("2C", "AH 3S 4S 5S 6S")
    assert illegal(state, "2: 2C/AH").reason == "AH does not beat 2C"


def test_rule_05_any_subset_and_defenders_cards_need_no_pattern() -> None:
    state = State(make_deal(["9C 9S QH 2S 3S", "KC 6D AH 4C 4H"], "7D"))
    play(state, "1: 9C 9S QH")
    beaten = {frozenset(d.beats) for d in state.legal_defences()}
    assert frozenset() in beaten
    assert frozenset({(parse_card("9C"), parse_card("KC")), (parse_card("9S"), parse_card("6D")),
                      (parse_card("QH"), parse_card("AH"))}) in beaten  # fmt: skip
    play(state, "2: 9C/KC 9S/6D QH/AH")


def test_rule_05_never_obliged_to_kill() -> None:
    state = _defender("2C", "AC AD 4H 5H 6H")
    play(state, "2: take")
    assert "2C" in hand(state, 1)


def test_rule_05_one_card_on_each_attack_card() -> None:
    state = State(make_deal(["9C 9S QH 2S 3S", "KC 6D AH 4C 4H"], "7D"))
    play(state, "1: 9C 9S QH")
    assert illegal(state, "2: 9C/6D 9S/6D").reason == "card used twice: 6D"
    assert illegal(state, "2: 9C/KC 9C/6D").reason == "attack card beaten twice: 9C"
    assert illegal(state, "2: 2S/6D").reason == "2S is not an attack card"
    assert illegal(state, "2: 9C/QS").reason == "card not in hand: QS"


# ----- rule 6: discard heap and picking up --------------------------------------------------------------------
def test_rule_06_beaten_cards_go_to_the_discard_heap_unbeaten_into_the_defenders_hand() -> None:
    state = State(make_deal(["9C 9S QH 2S 3S", "KC 6D AH 4C 4H"], "7D"))
    play(state, "1: 9C 9S QH", "2: 9C/KC")
    assert sorted(state.discard) == sorted(cards("9C KC"))
    assert hand(state, 1) == {"6D", "AH", "4C", "4H", "9S", "QH"}


# ----- rule 7: who attacks next -------------------------------------------------------------------------------
def test_rule_07_two_players_defender_who_beats_all_attacks_next() -> None:
    state = State(make_deal(["9C 2S 3S 4S 5S", "KC 6D AH 4C 4H"], "7D"))
    play(state, "1: 9C", "2: 9C/KC")
    assert (state.attacker, state.defender) == (1, 0)


@pytest.mark.parametrize("defence", ["take", "9C/KC"])
def test_rule_07_two_players_same_attacker_again_after_a_pick_up(defence: str) -> None:
    state = State(make_deal(["9C 9S QH 2S 3S", "KC 6D AH 4C 4H"], "7D"))
    play(state, "1: 9C 9S QH", f"2: {defence}")
    assert (state.attacker, state.defender) == (0, 1)
    assert illegal(state, "2: 4C").reason == "seat 2 is not the attacker"


def _three() -> State:
    return State(make_deal(["JS JD 9H 7C 8C", "QH 6D AS 9C 7S", "6S 8H KC QS 6C"], "10D", first=0,
                           variant=PANJPAR_36))  # fmt: skip


def test_rule_07_three_players_defender_who_beats_all_attacks_their_left() -> None:
    state = play(_three(), "1: 9H", "2: 9H/QH")
    assert (state.attacker, state.defender) == (1, 2)


@pytest.mark.parametrize("defence", ["take", "9H/QH"])
def test_rule_07_three_players_pick_up_passes_the_attack_to_the_defenders_left(defence: str) -> None:
    state = play(_three(), "1: JS JD 9H", f"2: {defence}")
    assert (state.attacker, state.defender) == (2, 0)


def test_rule_07_seats_that_are_out_are_skipped() -> None:
    # Four players, the stock is only the trump card. Seat 2 beats with its last card and drops out.
    deal = make_deal(["7C 2S", "8C", "9H 10H", "JH QH"], "6D", first=0, variant=PANJPAR_36, full=False)
    state = play(State(deal), "1: 7C", "2: 7C/8C")
    assert state.out == [1]
    assert (state.attacker, state.defender) == (2, 3)
    play(state, "3: 9H", "4: take")
    # Seat 4 picked up: its left is seat 1, who attacks seat 3 (seat 2 is skipped).
    assert (state.attacker, state.defender) == (0, 2)
    play(state, "1: 2S", "3: take")
    # Seat 3 picked up: seat 4 attacks, and its left, seat 1, defends.
    assert (state.attacker, state.defender) == (3, 0)


# ----- rule 8: drawing ----------------------------------------------------------------------------------------
def test_rule_08_attacker_draws_first_then_defender_and_the_trump_card_comes_last() -> None:
    deal = make_deal(["9C 9S QH 2S 3S", "KC 6D AH 4C 4H"], "7D", "5C 5H", full=False)
    state = play(State(deal), "1: 9C 9S QH", "2: 9C/KC 9S/6D QH/AH")
    assert state.last_draws == [(0, cards("5C 5H 7D"))]
    assert len(state.hands[1]) == 2
    assert state.stock_count == 0


def test_rule_08_defender_draws_after_the_attacker() -> None:
    deal = make_deal(["9C 2S 3S 4S 5S", "KC 6D AH 4C 4H"], "7D", "5C 5H 6H")
    state = play(State(deal), "1: 9C", "2: 9C/KC")
    assert state.last_draws == [(0, cards("5C")), (1, cards("5H"))]


def test_rule_08_the_trump_card_is_not_exchanged_and_stays_until_the_stock_is_drawn() -> None:
    deal = make_deal(["9C 2D 3S 4S 5S", "KC 6D AH 4C 4H"], "7D", "5C 5H")
    state = play(State(deal), "1: 9C", "2: 9C/KC")
    assert state.stock[-1] == parse_card("7D")
    assert state.stock_count == 52 - 10 - 2


# ----- rule 9: five or more cards draw nothing ----------------------------------------------------------------
def test_rule_09_a_player_with_five_or_more_draws_nothing_and_may_hold_more() -> None:
    deal = make_deal(["9C 9S QH 2S 3S", "KC 6D AH 4C 4H"], "7D", "5C 5H 6H")
    state = play(State(deal), "1: 9C 9S QH", "2: 9C/KC")
    assert state.last_draws == [(0, cards("5C 5H 6H"))]
    assert len(state.hands[1]) == 6


# ----- rule 10: the stock runs out part-way -------------------------------------------------------------------
def test_rule_10_when_the_stock_runs_out_later_players_draw_nothing() -> None:
    deal = make_deal(["9C 9S QH 2S 3S", "KC 6D AH 4C 4H"], "7D", "5C", full=False)
    state = play(State(deal), "1: 9C 9S QH", "2: 9C/KC 9S/6D QH/AH")
    assert state.last_draws == [(0, cards("5C 7D"))]
    assert hand(state, 1) == {"4C", "4H"}


# ----- rule 11: what a player may know ------------------------------------------------------------------------
def test_rule_11_views_show_hand_sizes_but_never_hidden_cards() -> None:
    deal = make_deal(["9C 9S QH 2S 3S", "KC 6D AH 4C 4H"], "7D", "5C 5H 6H")
    controller = Controller(deal, dealer=1)
    seen: list[Event] = []
    controller.subscribe(seen.append, 1)
    controller.start()
    view1 = controller.view(1)
    assert view1.hand == deal.hands[1]
    assert view1.hand_sizes == (5, 5)
    assert view1.known[0] == frozenset()
    assert not hasattr(view1, "stock")
    for intent_line in ["1: 9C 9S QH", "2: 9C/KC"]:
        seat, _, what = intent_line.partition(":")
        m = move(what)
        if isinstance(m, Attack):
            assert controller.submit(AttackIntent(int(seat) - 1, m.cards)) is None
        else:
            assert isinstance(m, Defence)
            open_cards = len(controller.position.attack) if controller.position else 0
            assert controller.submit_all(defence_actions(int(seat) - 1, m.beats, open_cards)) is None
    drawn = [e for e in seen if isinstance(e, Drawn)]
    assert drawn and all(e.cards is None for e in drawn if e.seat == 0)
    assert any(isinstance(e, PickedUp) for e in seen)
    view0 = controller.view(0)
    # Seat 1 saw seat 2 pick up 9S and QH: it may remember them, but nothing else of seat 2's hand.
    assert view0.known[1] == frozenset(cards("9S QH"))
    assert view0.hand_sizes == (5, 6)
    hidden = frozenset(cards("6D AH 4C 4H"))
    assert hidden <= view0.unseen()
    assert hidden.isdisjoint(view0.known[1] | frozenset(view0.hand))


def test_rule_11_the_player_who_draws_the_face_up_trump_is_known_to_hold_it() -> None:
    deal = make_deal(["9C 2S 3S 4S 5S", "KC 6D AH 4C 4H"], "7D", "", full=False)
    controller = Controller(deal, dealer=1)
    controller.state.push(deal)  # an endgame position, not a whole pack: set up as a record's deal is, unchecked
    controller.submit(AttackIntent(0, cards("9C")))
    assert controller.submit(Beat(1, parse_card("9C"), parse_card("KC"))) is None
    assert parse_card("7D") in controller.view(1).known[0]
    assert not controller.view(1).trump_in_stock


# ----- rule 12: the end with two players ----------------------------------------------------------------------
def test_rule_12_with_the_stock_empty_the_player_still_holding_cards_loses() -> None:
    deal = make_deal(["9C", "KC 6D AH"], "7D", "", full=False)
    state = play(State(deal), "1: 9C", "2: take")
    # The attacker drew the face-up trump card: the stock is empty only now, and nobody ran out.
    assert state.result is None and hand(state, 0) == {"7D"}
    play(state, "1: 7D", "2: take")
    assert state.result == Outcome(1)
    assert str(state.outcome()) == "loser 2"
    assert state.to_move is None


def test_rule_12_both_run_out_in_the_same_battle_is_a_draw() -> None:
    deal = make_deal(["3C", "4C 2S"], "2H", "", full=False)
    state = play(State(deal), "1: 3C", "2: 3C/4C")
    assert hand(state, 0) == {"2H"} and hand(state, 1) == {"2S"} and state.stock_count == 0
    assert state.result is None
    play(state, "2: 2S", "1: 2S/2H")
    assert state.result == Outcome(None)
    assert str(state.result) == "draw"


def test_rule_12_a_player_who_runs_out_after_drawing_the_last_card_is_out() -> None:
    # The attacker draws the only card left; the defender beat everything with the last cards and drew nothing.
    deal = make_deal(["9C 2S", "KC"], "7D", "", full=False)
    state = play(State(deal), "1: 9C", "2: 9C/KC")
    assert state.result == Outcome(0)


def test_rule_12_no_move_after_the_game_is_over() -> None:
    deal = make_deal(["3C", "4C 2S"], "2H", "", full=False)
    state = play(State(deal), "1: 3C", "2: 3C/4C", "2: 2S", "1: 2S/2H")
    error = illegal(state, "1: 2S")
    assert error.reason == "game is over"
    assert list(state.legal_moves()) == []


# ----- rule 13: three and four players ------------------------------------------------------------------------
def test_rule_13_a_defender_who_beats_all_with_the_last_cards_drops_out_and_the_left_attacks() -> None:
    deal = make_deal(["7C 8S", "8C", "10H JH"], "6D", "", first=0, variant=PANJPAR_36, full=False)
    state = play(State(deal), "1: 7C", "2: 7C/8C")
    assert state.out == [1]
    assert state.result is None
    assert (state.attacker, state.defender) == (2, 0)


def test_rule_13_the_last_player_holding_cards_loses() -> None:
    deal = make_deal(["7C 8S", "8C", "10H"], "6D", "", first=0, variant=PANJPAR_36, full=False)
    state = play(State(deal), "1: 7C", "2: 7C/8C", "3: 10H", "1: take")
    assert state.out == [1, 2]
    assert state.result == Outcome(0)


def test_rule_13_the_last_two_running_out_in_the_same_battle_draw() -> None:
    deal = make_deal(["7C", "8C 9S", "10S QC"], "6D", "", first=0, variant=PANJPAR_36, full=False)
    state = play(State(deal), "1: 7C", "2: 7C/8C")
    assert hand(state, 0) == {"6D"} and state.stock_count == 0
    play(state, "2: 9S", "3: 9S/10S")
    assert state.out == [1]
    assert (state.attacker, state.defender) == (2, 0)
    play(state, "3: QC", "1: QC/6D")
    assert state.out == [1, 2, 0]
    assert state.result == Outcome(None)


def test_rule_13_an_attacker_who_runs_out_drops_out_and_the_others_play_on() -> None:
    deal = make_deal(["7C", "8C 9S", "10S QC"], "6D", "", first=0, variant=PANJPAR_36, full=False)
    state = play(State(deal), "1: 7C", "2: take")
    # The attacker drew the trump card, so is still in.
    assert state.out == [] and hand(state, 0) == {"6D"}
    assert (state.attacker, state.defender) == (2, 0)
    play(state, "3: QC", "1: QC/6D")
    assert state.out == [0]
    assert (state.attacker, state.defender) == (1, 2)


# ----- rule 14: no cards while the stock lasts ----------------------------------------------------------------
def test_rule_14_no_cards_while_the_stock_has_cards_is_not_out() -> None:
    deal = make_deal(["KS KH 4S 4H 7C", "2C 3D 4D 5D 6D"], "2D", "8C 9C")
    state = play(State(deal), "1: KS KH 4S 4H 7C", "2: take")
    assert state.out == [] and state.result is None
    assert len(state.hands[0]) == 5


def test_rule_14_drawing_the_last_card_keeps_a_player_in() -> None:
    deal = make_deal(["KS KH 4S 4H 7C", "2C 3D 4D 5D 6D"], "2D", "", full=False)
    state = play(State(deal), "1: KS KH 4S 4H 7C", "2: take")
    assert state.out == [] and hand(state, 0) == {"2D"}


# ----- rule 15: a match ---------------------------------------------------------------------------------------
def test_rule_15_the_scoreboard_counts_wins_losses_and_draws() -> None:
    board = Totals(3)
    for outcome in (Outcome(1), Outcome(None), Outcome(1)):
        board.add(outcome.returns(3), {})
    assert board.wins == [2, 0, 2]
    assert board.losses == [0, 2, 0]
    assert board.draws == [1, 1, 1]
    assert board.games == 3


def test_rule_15_a_match_plays_game_after_game() -> None:
    match = panjpar_match(PANJPAR_36, 2, random.Random(3))
    for _ in range(3):
        controller = match.next_game()
        controller.start()
        state = controller.position
        assert state is not None
        rng = random.Random(7)
        while state.result is None:
            random_step(state, rng)
        match.finish(state.result.returns(state.players))
    assert match.games == 3
