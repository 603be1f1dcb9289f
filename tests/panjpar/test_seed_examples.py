"""The worked examples of the source texts (seeds 000 and 003), as records and through the rules API.

The seed texts themselves stay outside the project; the examples are restated here as explicit deals and
``.panjpar`` records (tests/panjpar/records/), and each test says which statement of the example it checks.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from itertools import pairwise
from pathlib import Path

import pytest

from game.panjpar.match import panjpar_match
from game.panjpar.moves import Defence
from game.panjpar.position import IllegalMove, Outcome, State
from game.panjpar.record import parse_record
from game.panjpar.variants import PANJPAR_36

from .helpers import RECORDS, cards, hand, make_deal, play, random_step

ROOT = Path(__file__).resolve().parents[2]


def replay_cli(path: Path, *options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path), *options],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )


def replay_steps(name: str) -> list[State]:
    """The position after each action of a record (copies), the starting position first."""
    record = parse_record((RECORDS / name).read_text(encoding="utf-8"))
    state = State(record.deal)
    positions = [state.copy()]
    for seat, action in record.actions:
        state.apply(seat, action)
        positions.append(state.copy())
    return positions


# ----- seed 000: the two battles, then B attacks with 6S ------------------------------------------------------
def test_seed000_first_battle_b_kills_5c_with_7c_and_picks_up_5d_kc() -> None:
    after = replay_steps("seed000.panjpar")[2]
    assert after.discard == list(cards("5C 7C"))
    # A threw three of five and draws three; B (5 - 1 + 2 = 6 cards; the source text says seven) draws nothing.
    assert after.last_draws == [(0, cards("9C 3S JH"))]
    assert hand(after, 1) == {"4S", "8S", "6S", "10H", "5D", "KC"}
    assert (after.attacker, after.defender) == (0, 1)


def test_seed000_second_battle_b_kills_all_three_and_attacks_next() -> None:
    after = replay_steps("seed000.panjpar")[4]
    assert sorted(after.discard) == sorted(cards("5C 7C 3S 4S 9C KC 9H 5D"))
    assert len(after.discard) == 8
    # A draws three again; B, left with 8S 6S 10H, draws up to five after A.
    assert after.last_draws == [(0, cards("QC 7H 3C")), (1, cards("AS 2C"))]
    assert (after.attacker, after.defender) == (1, 0)


def test_seed000_b_attacks_6s_a_picks_it_up_b_draws_one_and_attacks_again() -> None:
    positions = replay_steps("seed000.panjpar")
    before, after = positions[5], positions[6]
    assert not any(str(c).endswith("S") for c in before.hands[0])  # A has no spades
    assert "6S" in hand(after, 0) and len(after.hands[0]) == 6
    assert after.last_draws == [(1, cards("2S"))]
    assert (after.attacker, after.defender) == (1, 0)


def test_seed000_record_replays_through_the_command_line() -> None:
    done = replay_cli(RECORDS / "seed000.panjpar", "--json")
    assert done.returncode == 0, done.stderr
    position = json.loads(done.stdout)
    assert position["to_move"] == {"seat": 2, "phase": "attack"}
    assert position["trump"] == "4D"
    assert position["discard_count"] == 8
    assert position["stock_count"] == 42 - 9
    assert position["hands"]["1"] == ["2H", "JH", "QC", "7H", "3C", "6S"]


# ----- seed 000: the endgame examples (4 cards in the stock, the trump card included) -------------------------
def test_seed000_endgame_a_attacks_three_b_kills_all_b_draws_the_trump_and_wins_with_a_pair() -> None:
    deal = make_deal(["7C 7D 9S KC KD", "8C 8D 10S QH QS"], "2H", "4C 5C 6C", full=False)
    state = play(State(deal), "1: 7C 7D 9S", "2: 7C/8C 7D/8D 9S/10S")
    # A draws the last three face-down cards, B gets the trump card.
    assert state.last_draws == [(0, cards("4C 5C 6C")), (1, cards("2H"))]
    assert state.stock_count == 0
    assert (state.attacker, state.defender) == (1, 0)
    assert hand(state, 1) == {"QH", "QS", "2H"}
    # B's three cards hold a pair: B throws them all and is out at once, whatever A does.
    play(state, "2: QH QS 2H", "1: take")
    assert state.result == Outcome(0)


def test_seed000_endgame_a_attacks_five_b_kills_four_a_draws_all_b_keeps_two() -> None:
    deal = make_deal(["7C 7D 9S 9D 3S", "8C 8D 10S 10D KC"], "2H", "4C 4D 6C", full=False)
    state = play(State(deal), "1: 7C 7D 9S 9D 3S", "2: 7C/8C 7D/8D 9S/10S 9D/10D")
    # A draws the last four cards, the trump card included; B draws nothing and holds two.
    assert state.last_draws == [(0, cards("4C 4D 6C 2H"))]
    assert hand(state, 1) == {"KC", "3S"}
    assert (state.attacker, state.defender) == (0, 1)
    # So A may attack with one card only, though A holds a pair.
    assert {len(a.cards) for a in state.legal_attacks()} == {1}
    with pytest.raises(IllegalMove, match="defender holds 2 cards: 3-card attack not allowed"):
        play(state, "1: 4C 4D 6C")
    # B kills the card and attacks with the other: B is out, A loses.
    play(state, "1: 6C", "2: 6C/KC", "2: 3S", "1: 3S/2H")
    assert state.result == Outcome(0)


# ----- seed 003: three players --------------------------------------------------------------------------------
def test_seed003_b_kills_9h_trumps_js_picks_up_jd_so_c_attacks_a() -> None:
    positions = replay_steps("seed003_three_players.panjpar")
    after = positions[2]
    assert sorted(after.discard) == sorted(cards("9H QH JS 6D"))
    assert "JD" in hand(after, 1)
    assert (after.attacker, after.defender) == (2, 0)
    # Drawing: the attacker first (three), then the defender (5 - 2 + 1 = 4, so one).
    assert [(seat, len(drawn)) for seat, drawn in after.last_draws] == [(0, 3), (1, 1)]


def test_seed003_record_replays_through_the_command_line() -> None:
    done = replay_cli(RECORDS / "seed003_three_players.panjpar", "--json")
    assert done.returncode == 0, done.stderr
    position = json.loads(done.stdout)
    # Seat 1 picked up C's attack, so seat 2 (seat 1's left) attacks next.
    assert position["to_move"] == {"seat": 2, "phase": "attack"}
    assert position["result"] == "*"


def test_seed003_a_defender_who_beats_all_with_the_last_cards_drops_out_in_a_real_game() -> None:
    record = parse_record((RECORDS / "p36_3p_dropout.panjpar").read_text(encoding="utf-8"))
    state = State(record.deal)
    found = False
    for seat, action in record.actions:
        last_cards = (
            isinstance(action, Defence)
            and state.stock_count == 0
            and len(action.beats) == len(state.attack) == len(state.hands[seat])
        )
        state.apply(seat, action)
        if last_cards and state.result is None:
            found = True
            assert seat in state.out
            left = (seat + 1) % 3
            while left in state.out:
                left = (left + 1) % 3
            assert state.attacker == left
    assert found
    assert str(state.result) == record.result


@pytest.mark.parametrize("name", ["p36_3p_draw.panjpar", "p52_draw.panjpar"])
def test_seed003_the_last_two_running_out_in_the_same_battle_is_a_draw(name: str) -> None:
    positions = replay_steps(name)
    before, final = positions[-2], positions[-1]
    assert final.result == Outcome(None)
    assert before.stock_count == 0
    # Both players of the last battle held cards before it and none after.
    assert before.hands[before.attacker] or before.hands[before.defender]
    assert not final.hands[before.attacker] and not final.hands[before.defender]
    done = replay_cli(RECORDS / name)
    assert (done.returncode, done.stdout) == (0, "result: draw\n")


def test_seed003_the_loser_deals_next_and_after_a_draw_the_previous_loser_again() -> None:
    match = panjpar_match(PANJPAR_36, 3, random.Random(11))
    rng = random.Random(12)
    dealers: list[tuple[int, int | None]] = []
    for _ in range(25):
        controller = match.next_game()
        controller.start()
        state = controller.position
        assert state is not None
        assert state.attacker == (controller.dealer + 1) % 3
        while state.result is None:
            random_step(state, rng)
        dealers.append((controller.dealer, state.result.loser))
        match.finish(state.result.returns(state.players))
    for (dealer, loser), (next_dealer, _) in pairwise(dealers):
        assert next_dealer == (dealer if loser is None else loser)
