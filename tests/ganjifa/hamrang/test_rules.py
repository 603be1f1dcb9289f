"""The fast position on slots: two-card plays, the trick's winner (highest, sum), elimination, the lead passing
on, the end, ``noelim``, undo; small hands made by hand so each rule shows alone."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ganjifa.cards import parse_card
from game.ganjifa.hamrang.position import NO_CARD, Position, random_playout, slots, suit_plays

PLAIN = slots(False)
MUGHAL = slots(True)
SU, CH, BA, PH = 0, 1, 2, 3


def slot(text: str, mughal: bool = False) -> int:
    return (MUGHAL if mughal else PLAIN).slot_of[parse_card(text)]


def hand(texts: str, mughal: bool = False) -> int:
    return (MUGHAL if mughal else PLAIN).hand([parse_card(word) for word in texts.split()])


def pair(texts: str, mughal: bool = False) -> tuple[int, int]:
    words = texts.split()
    return slot(words[0], mughal), slot(words[1], mughal) if len(words) > 1 else NO_CARD


def position(*hands: str, options: str = "", key: int = SU) -> Position:
    words = options.split()
    table = MUGHAL if "mughal" in words else PLAIN
    masks = [hand(text, "mughal" in words) for text in hands]
    return Position(masks, key, table.points, "free" in words, "sum" in words, "noelim" in words)


def test_two_or_more_of_the_suit_give_the_highest_and_the_lowest() -> None:
    assert suit_plays(hand("3Su 7Su VSu 2Ba"), SU, free=False) == [pair("VSu 3Su")]


def test_free_gives_the_highest_with_any_other_card_of_the_suit() -> None:
    plays = suit_plays(hand("3Su 7Su VSu 2Ba"), SU, free=True)
    assert sorted(plays) == sorted([pair("VSu 3Su"), pair("VSu 7Su")])


def test_one_card_of_the_suit_goes_with_the_lowest_valued_card_of_another_suit() -> None:
    assert suit_plays(hand("VSu 4Ba 2Ph 9Ch"), SU, free=False) == [pair("VSu 2Ph")]
    assert suit_plays(hand("VSu 4Ba 2Ph 9Ch"), SU, free=True) == [pair("VSu 2Ph")]


def test_equal_lowest_values_in_two_suits_are_each_a_choice() -> None:
    assert sorted(suit_plays(hand("RSu 2Ba 2Ph 9Ch"), SU, free=False)) == sorted([pair("RSu 2Ba"), pair("RSu 2Ph")])


def test_one_card_in_all_is_played_alone() -> None:
    assert suit_plays(hand("5Ch"), CH, free=False) == [pair("5Ch")]


def test_mughal_turns_the_number_cards_of_phul_round() -> None:
    assert suit_plays(hand("1Ph 5Ph VPh"), PH, free=False) == [pair("VPh 1Ph")]
    assert suit_plays(hand("1Ph 5Ph VPh", True), PH, free=False) == [pair("VPh 5Ph", True)]


def test_mughal_ties_across_suits_by_value() -> None:
    # 1Ph and 10Ba are both worth 10 under mughal: either goes with the lone raja.
    plays = suit_plays(hand("RSu 1Ph 10Ba VCh", True), SU, free=False)
    assert sorted(plays) == sorted([pair("RSu 1Ph", True), pair("RSu 10Ba", True)])


def test_the_key_raja_leads_the_first_trick_and_takes_it() -> None:
    game = position("RSu 2Su VBa", "5Su 9Su VCh", "3Su 4Su VPh", "10Su 6Su RKu")
    assert game.turn == 0 and game.legal() == [pair("RSu 2Su")]
    for play in ("RSu 2Su", "9Su 5Su", "4Su 3Su", "10Su 6Su"):
        game.play(pair(play))
    assert game.winners == [0] and game.tricks == [1, 0, 0, 0]


def test_night_makes_the_chandra_raja_lead() -> None:
    game = position("RSu 2Su", "RCh 3Ch", "VBa 3Ba", "VPh 4Ph", key=CH)
    assert game.turn == 1 and game.legal() == [pair("RCh 3Ch")]


def test_the_highest_card_of_the_led_suit_takes_the_trick_not_a_higher_card_of_another() -> None:
    game = position("RSu 2Su VBa 3Ba", "5Su 9Su VCh 3Ch", "RPh 1Ph VPh 2Ph", "10Su 6Su RKu 1Ku")
    for play in ("RSu 2Su", "9Su 5Su", "RPh 1Ph", "10Su 6Su"):
        game.play(pair(play))
    assert game.winners == [0]


def later_trick(*hands: str, options: str = "", leader: int = 0) -> Position:
    """A position past the first trick with these hands, ``leader`` to lead."""
    game = position(*hands, options=options)
    game.first_trick = False
    game.leader = game.turn = leader
    return game


def play_trick(game: Position, *plays: str) -> int:
    for text in plays:
        game.play(pair(text))
    return game.winners[-1]


def test_sum_a_vizier_and_a_five_make_sixteen_and_beat_a_raja_and_a_three() -> None:
    hands = ("VSu 5Su 9Ba", "RSu 3Su 9Ph", "10Su 4Su VGh", "VKu 2Cg RCg")
    assert play_trick(later_trick(*hands, options="sum"), "VSu 5Su", "RSu 3Su", "10Su 4Su", "VKu 2Cg") == 0
    assert play_trick(later_trick(*hands), "VSu 5Su", "RSu 3Su", "10Su 4Su", "VKu 2Cg") == 1, "without sum"
    assert play_trick(later_trick(*hands), "VSu 5Su", "RSu 3Su", "10Su 4Su", "VKu 2Cg") == 1


def test_sum_ties_go_to_the_highest_card_of_the_led_suit_among_the_tied() -> None:
    hands = ("VSu 5Su 9Ba", "RSu 4Su 9Ph", "10Su 6Su VKu", "VBa 2Cg RCg")
    assert play_trick(later_trick(*hands, options="sum"), "VSu 5Su", "RSu 4Su", "10Su 6Su", "VBa 2Cg") == 1


def test_sum_counts_only_cards_of_the_led_suit() -> None:
    hands = ("VSu 2Su 9Ba", "5Su RBa 9Ph", "3Su 4Su VKu", "VBa 2Cg RCg")
    # seat 2 holds one Surya card: 5Su with her lowest other card; the raja of Barat adds nothing.
    game = later_trick(*hands, options="sum")
    assert play_trick(game, "VSu 2Su", "5Su 9Ph", "4Su 3Su", "VBa 2Cg") == 0


def test_a_seat_without_a_face_card_is_out_after_the_trick_and_the_lead_passes_on() -> None:
    game = later_trick("VSu 2Su 3Ch", "RSu 5Su 4Ba 5Ba", "VKu 6Ku RKu 7Ku", "VCg 2Cg RCg 3Cg")
    assert play_trick(game, "VSu 2Su", "RSu 5Su", "RKu 6Ku", "RCg 2Cg") == 1
    # seat 2 took the trick but holds no face card now: out, and the lead passes to seat 3.
    assert game.out == 0b0011 and game.turn == 2 and game.tricks == [0, 1, 0, 0]
    assert not game.over


def test_the_game_ends_when_fewer_than_two_seats_are_in() -> None:
    game = later_trick("VSu 2Su 3Ch", "RSu 5Su 4Ba 5Ba", "VKu 6Ku 7Ku 8Ku", "VCg 2Cg RCg 3Cg")
    play_trick(game, "VSu 2Su", "RSu 5Su", "VKu 6Ku", "RCg 2Cg")
    assert game.over and game.turn == -1 and game.legal() == []


def test_out_seats_no_longer_play() -> None:
    game = later_trick("VSu 2Su 3Ch 4Ch", "RSu 5Su 4Ba 5Ba", "VKu 6Ku RKu 7Ku", "VCg 2Cg RCg 3Cg")
    play_trick(game, "VSu 2Su", "RSu 5Su", "RKu 6Ku", "RCg 2Cg")
    assert game.out == 0b0011 and game.turn == 2
    game.play(pair("VKu 7Ku"))
    assert game.turn == 3, "seats 1 and 2 are out: after seat 3 comes seat 4"


def test_a_leader_must_lead_a_suit_where_she_holds_a_face_card() -> None:
    game = later_trick("VSu 2Su 3Ch 9Ch", "RSu 5Su 4Ba 5Ba", "VKu 6Ku RKu 7Ku", "VCg 2Cg RCg 3Cg")
    assert game.legal() == [pair("VSu 2Su")]


def test_noelim_keeps_everyone_in_and_a_leader_without_a_face_card_leads_any_suit() -> None:
    game = later_trick("3Ch 9Ch 2Ba 5Ba", "RSu 5Su 4Ba 6Ba", "VKu 6Ku RKu 7Ku", "VCg 2Cg RCg 3Cg", options="noelim")
    assert sorted(game.legal()) == sorted([pair("9Ch 3Ch"), pair("5Ba 2Ba")])
    play_trick(game, "9Ch 3Ch", "RSu 5Su", "RKu 6Ku", "RCg 2Cg")
    assert game.out == 0 and not game.over and game.turn == 0
    play_trick(game, "5Ba 2Ba", "6Ba 4Ba", "VKu 7Ku", "VCg 3Cg")
    assert game.over and game.tricks == [1, 1, 0, 0]


def test_a_void_follower_plays_a_two_card_play_of_a_suit_of_her_choice() -> None:
    game = later_trick("VSu 2Su 3Ch", "4Ba 5Ba VPh 2Ph", "6Ku RKu 7Ku 9Su", "VCg 2Cg RCg 3Cg")
    game.play(pair("VSu 2Su"))
    assert sorted(game.legal()) == sorted([pair("5Ba 4Ba"), pair("VPh 2Ph")])


def test_a_play_that_fits_two_suits_leads_the_suit_of_its_first_card() -> None:
    game = later_trick("VSu RBa", "5Su 6Ba VCh", "VKu 6Ku RKu 7Ku", "VCg 2Cg RCg 3Cg")
    assert sorted(game.legal()) == sorted([pair("VSu RBa"), pair("RBa VSu")])
    assert game.interpret(pair("RBa VSu")) == pair("RBa VSu")
    game.play(pair("RBa VSu"))
    assert game.led == BA


def test_a_play_written_the_other_way_round_leads_the_suit_it_is_legal_for() -> None:
    # Surya's lone vizier would go with VCh (value 11), not RBa: so VSu RBa is the Barat play, Barat led.
    game = later_trick("VSu RBa VCh", "5Su 6Ba VCh", "VKu 6Ku RKu 7Ku", "VCg 2Cg RCg 3Cg")
    assert game.interpret(pair("VSu RBa")) == pair("RBa VSu")
    assert game.interpret(pair("VSu 2Cg")) is None


def test_undo_restores_every_field() -> None:
    rng = random.Random(3)
    for _ in range(20):
        game = _random_position(rng, "")
        before = _snapshot(game)
        count = 0
        while not game.over:
            plays = game.legal()
            game.play(plays[rng.randrange(len(plays))])
            count += 1
        for _ in range(count):
            game.undo()
        assert _snapshot(game) == before


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), options=st.sets(st.sampled_from(["mughal", "sum", "free", "noelim", "night"])))
def test_random_games_end_with_every_card_accounted_for(seed: int, options: set[str]) -> None:
    rng = random.Random(seed)
    game = _random_position(rng, " ".join(options))
    played = 0
    while not game.over:
        plays = game.legal()
        assert plays, "a seat to play always has a legal play"
        choice = plays[rng.randrange(len(plays))]
        game.play(choice)
        played |= (1 << choice[0]) | ((1 << choice[1]) if choice[1] >= 0 else 0)
    held = 0
    for cards in game.hands:
        assert not held & cards
        held |= cards
    assert held | played == (1 << 96) - 1 and not held & played
    assert sum(game.tricks) == len(game.winners) <= 12
    if "noelim" in options:
        assert held == 0 and sum(game.tricks) == 12
    else:
        assert (4 - game.out.bit_count()) < 2


def test_the_key_raja_always_takes_the_first_trick_without_sum() -> None:
    rng = random.Random(9)
    for _ in range(50):
        game = _random_position(rng, "")
        raja_holder = game.turn
        while not game.winners:
            plays = game.legal()
            game.play(plays[rng.randrange(len(plays))])
        assert game.winners[0] == raja_holder


def test_random_playout_gives_every_seat_its_tricks() -> None:
    tricks = random_playout(random.Random(1), 4, frozenset({"noelim"}))
    assert len(tricks) == 4 and sum(tricks) == 12


def _random_position(rng: random.Random, options: str) -> Position:
    words = options.split()
    table = MUGHAL if "mughal" in words else PLAIN
    pack = list(range(96))
    rng.shuffle(pack)
    hands = [table.hand(pack[24 * seat : 24 * seat + 24]) for seat in range(4)]
    key = CH if "night" in words else SU
    return Position(hands, key, table.points, "free" in words, "sum" in words, "noelim" in words)


def _snapshot(game: Position) -> tuple[object, ...]:
    return (
        list(game.hands),
        game.turn,
        game.leader,
        game.led,
        game.first_trick,
        list(game.table),
        list(game.tricks),
        game.out,
        game.over,
        list(game.winners),
    )
