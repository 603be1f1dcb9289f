"""The toy game's rules: the contract every registered game keeps (tests/engine/test_contract.py, run here for the
toy: that suite is parametrized when collected, from the registry as shipped, so a game a fixture registers is not
among its cases), and the toy's own settlement and record."""

from __future__ import annotations

import random

import pytest
from engine import test_contract as contract

from game.engine import registry
from game.engine.envelope import IllegalRecord, MalformedRecord, read_envelope
from game.engine.protocol import Refusal
from game.ganjifa.actions import Deal
from game.ganjifa.cards import parse_card
from toygame.rulebook import TOY_RULES
from toygame.state import Decide, ToyState, settle

pytestmark = pytest.mark.usefixtures("toy")


def test_the_contract_suite_holds_for_the_toy_in_every_setup() -> None:
    setups = [setup for setup in contract.setups() if setup[0] == "toy"]
    assert [players for _game, _variant, players, _options in setups] == [2, 3, 4, 5, 6]
    for setup in setups:
        contract.test_every_legal_action_applies_and_pop_restores_the_state(*setup)
        contract.test_no_observation_holds_a_hidden_card(*setup)
        contract.test_records_round_trip(*setup)
        contract.test_random_games_end_and_returns_are_well_formed(*setup)
    contract.test_a_games_rules_refuse_another_games_state("toy")
    for game in registry.GAMES:  # and every other game's rules refuse a toy state
        contract.test_a_games_rules_refuse_another_games_state(game)


def test_the_contract_suite_as_collected_does_not_see_a_game_a_fixture_registers() -> None:
    """Why the test above calls the suite itself: its cases were made at collection, before any fixture ran."""
    assert "toy" not in {setup[0] for setup in contract.SETUPS}


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(word) for word in text.split())


def test_the_highest_card_that_stayed_takes_the_pot_equal_ones_share_it() -> None:
    # Four seats, seat 1 deals: seats 2, 3, 4 speak first, seat 1 last. A raja that folded takes nothing.
    hands = cards("RSu 9Ch 9Ba 3Ph")
    assert settle(hands, (False, True, False, True), dealer=0) == (-1, +4, -1, -2)
    # Two 9s stay and split a pot of 4 antes and 2 raises: 3 each, their 2 chips back.
    assert settle(hands, (False, True, True, False), dealer=0) == (-1, +1, +1, -1)
    # A pot of 5 (3 antes, 2 raises) shared by two 9s: the odd chip to the one nearer the dealer's left.
    assert settle(cards("9Ch 9Ba 3Ph"), (True, True, False), dealer=2) == (+1, 0, -1)
    assert settle(cards("9Ch 9Ba 3Ph"), (True, True, False), dealer=0) == (0, +1, -1)
    assert settle(hands, (False, False, False, False), dealer=0) == (0, 0, 0, 0), "everyone folds: antes returned"


def test_seats_speak_from_the_dealers_left_and_a_wrong_seat_is_refused() -> None:
    state = ToyState(3, dealer=1)
    with pytest.raises(Refusal, match="dealt first"):
        state.apply(Decide(2, True))
    state.apply(Deal(((1,), (2,), (3,))))
    assert state.current_player() == 2
    with pytest.raises(Refusal) as refused:
        state.apply(Decide(0, True))
    assert refused.value.code == "not_your_turn" and state.current_player() == 2
    for seat in (2, 0, 1):
        state.apply(Decide(seat, seat != 1))
    assert state.is_terminal() and sum(state.returns()) == 0


RECORD = """[Game "toy"]
[Players "3"]
[Dealer "3"]
[Hand1 "RSu"]
[Hand2 "VCh"]
[Hand3 "2Ba"]
[Result "+4 -2 -2"]
[Event "example"]

1: stay
2: stay
3: stay
"""


def test_a_record_reads_replays_and_writes_back_the_same() -> None:
    state = TOY_RULES.read_record(read_envelope(RECORD))
    assert state.returns() == (4.0, -2.0, -2.0)
    assert TOY_RULES.write_record(state, {"Event": "example"}) == RECORD
    with pytest.raises(IllegalRecord, match="result is"):
        TOY_RULES.read_record(read_envelope(RECORD.replace("+4 -2 -2", "0 0 0")))
    with pytest.raises(IllegalRecord, match="not to speak"):
        TOY_RULES.read_record(read_envelope(RECORD.replace("1: stay\n2: stay", "2: stay\n1: stay")))
    with pytest.raises(MalformedRecord, match="stay or fold"):
        TOY_RULES.read_record(read_envelope(RECORD.replace("3: stay", "3: raise")))


def test_a_random_round_played_through_the_rules_ends_zero_sum() -> None:
    rng = random.Random(3)
    for players in range(2, 7):
        state = TOY_RULES.new_game("toy", players, rng.randrange(players))
        state.apply(state.sample_chance(rng))
        while not state.is_terminal():
            state.apply(rng.choice(list(state.legal_actions())))
        assert sum(state.returns()) == 0 and len(state.history()) == players + 1
