"""Chips on the Ganjifa tables: nakashth's round shown in stages (stakes on the felt, into the pot, cards dealt face
down, turned over one seat at a time, the pot paid out), komi's stakes moving from the plates and settled with the
dealer at the showdown, every chip accounted for; the board flies them and the table waits for them."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.protocol import CHANCE, TERMINAL, random_action
from game.ganjifa.cards import parse_card
from game.ganjifa.komi.rulebook import KomiRules
from game.ganjifa.komi.state import KomiView
from game.ganjifa.nakashth.hands import LOSING, strength
from game.ganjifa.nakashth.state import NakashthView, settle
from game.ui.ganjifa.board import FLYING_CHIPS, RoundBoard
from game.ui.ganjifa.komi import KomiAdapter, on_table, settlement
from game.ui.ganjifa.layout import round_layout
from game.ui.ganjifa.model import POT, ChipMove, Place, TableModel, at_plate, on_felt
from game.ui.ganjifa.nakashth import NakashthAdapter, _rank
from game.ui.ganjifa.presenter import GanjifaPresenter
from game.ui.scenes.dialogs import GameOverScene

from .driver import Driver
from .test_ganjifa_tables import open_table, presenter_of

HOST = SimpleNamespace(seat_name=lambda seat: f"Seat {seat + 1}", me=0, player=0)


def balance(moves: tuple[ChipMove, ...], place: Place) -> int:
    """Chips arriving at ``place`` less chips leaving it."""
    return sum(m.chips for m in moves if m.target == place) - sum(m.chips for m in moves if m.source == place)


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(2, 8),
    stake=st.integers(1, 10),
    carried=st.integers(0, 40),
    seed=st.integers(0, 10**6),
)
def test_a_nakashth_round_turns_the_hands_one_seat_at_a_time_and_every_chip_lands_where_the_rules_say(
    players: int, stake: int, carried: int, seed: int
) -> None:
    cards = random.Random(seed).sample(range(96), 2 * players)
    hands = tuple(tuple(cards[2 * seat : 2 * seat + 2]) for seat in range(players))
    view = NakashthView(0, players, stake, carried, hands)
    host = SimpleNamespace(seat_name=HOST.seat_name, me=0, player=seed % players)
    staked, dealt, *turning, paid = NakashthAdapter().stages(view, host)
    assert staked.stakes == (stake,) * players and staked.hands == ((),) * players
    assert dealt.hands == ((None, None),) * players, "dealt face down, the player's own cards too"
    assert balance(dealt.moves, POT) == stake * players == (dealt.pot or 0) - carried
    assert len(turning) == players, "one seat turned over at a time, its rank said as it turns"
    beats = [index for index, model in enumerate(turning) if model.linger > 1]
    assert beats == ([players - 2] if players > 2 else []), "a beat before the last hand turns over"
    order = [host.player, *((host.player + step) % players for step in range(1, players))]
    for count, model in enumerate(turning, 1):
        shown = {seat for seat, hand in enumerate(model.hands) if None not in hand}
        assert shown == set(order[:count]), "the player's hand first, then round the table"
        assert all(model.hands[seat] == hands[seat] for seat in shown) and not model.moves
        ranked = set(order[:count])
        assert [model.plates[s] != dealt.plates[s] for s in range(players)] == [s in ranked for s in range(players)]
        best = max((strength(hands[seat]) for seat in ranked), default=LOSING)
        leaders = {s for s in ranked if best != LOSING and strength(hands[s]) == best}
        assert model.marked == {card for s in leaders for card in hands[s]}, "the best so far haloed"
        if len(ranked) > 1:
            assert ("lead" in model.banner) == bool(leaders) != ("Every hand so far loses" in model.banner)
    settled = settle(hands, stake, carried)
    best_cards = {card for seat in settled.winners for card in hands[seat]}
    assert turning[-1].marked == paid.marked == best_cards, "the best hand haloed once all are seen"
    for seat in range(players):
        assert balance(paid.moves, at_plate(seat)) == settled.payouts[seat]
    assert (paid.pot or 0) == settled.carry == (dealt.pot or 0) + balance(paid.moves, POT)
    assert NakashthAdapter().model(view, host) == paid


def test_the_nakashth_banner_names_the_leader_as_the_hands_turn() -> None:
    hands = tuple(tuple(parse_card(c) for c in h.split()) for h in ("9Su 9Ch", "5Su 6Ch", "RSu RBa"))
    stages = NakashthAdapter().stages(NakashthView(0, 3, 1, 0, hands), HOST)
    _staked, dealt, mine, second, third, paid = stages
    assert mine.banner == dealt.banner and not mine.marked, "18 points loses: nobody leads yet"
    assert second.banner == "Seat 2 leads with 11 points."
    assert third.banner == "Seat 3 leads with a pair of rajas."
    assert paid.banner == "Seat 3 takes the pot with a pair of rajas."


def finished_komi(seed: int, players: int) -> KomiView:
    rules, rng = KomiRules(), random.Random(seed)
    state = rules.new_game("komi", players, dealer=seed % players, options=frozenset({"betting"}))
    while state.current_player() != TERMINAL:
        action = state.sample_chance(rng) if state.current_player() == CHANCE else random_action(state, rng)
        state.apply(action)
    view = state.observation(0)
    assert isinstance(view, KomiView)
    return view


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6))
def test_the_komi_showdown_moves_each_stake_once_and_pays_each_net(seed: int, players: int) -> None:
    view = finished_komi(seed, players)
    assert view.nets is not None
    moves = settlement(view)
    felt = on_table(view)
    for seat in range(players):
        assert balance(moves, on_felt(seat)) == -felt[seat], "every staked chip leaves the felt"
        assert balance(moves, at_plate(seat)) == felt[seat] + view.nets[seat]
    *turning, shown, settled = KomiAdapter().stages(view, HOST)
    assert shown.stakes == felt and settled.stakes == () and settled.moves == moves
    if view.dealer == HOST.player:
        assert not turning, "the player deals: every hand meets hers at once"
    else:
        (players_first,) = turning
        assert all(card is None for card in players_first.hands[view.dealer]), "the dealer's hand turns over last"
        others = [hand for seat, hand in enumerate(players_first.hands) if seat != view.dealer]
        assert others == [hand for seat, hand in enumerate(shown.hands) if seat != view.dealer]
        assert players_first.plates == shown.plates and "last" in players_first.banner


def test_the_board_flies_a_moves_chips_and_is_busy_until_they_land() -> None:
    layout = round_layout((1280, 800), 3)
    board = RoundBoard(layout, 0)
    board.sync(TableModel(hands=((),) * 3))
    board.sync(TableModel(hands=((),) * 3, pot=9, moves=(ChipMove(at_plate(1), POT, 9), ChipMove(POT, at_plate(2), 2))))
    assert len(board.chips) == FLYING_CHIPS + 2 and board.busy and board.sounds == ["chips"]
    assert board.chips[0].start == board.chip_point(at_plate(1)) and board.chips[0].end == layout.centre.center
    r = round(layout.unit * 0.6)  # a chip's radius (draw.flying_chips)
    for seat, plate in enumerate(layout.plates):  # chips land off the plate's edge towards the middle, not on its words
        x, y = board.chip_point(at_plate(seat))
        chip = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        assert x == plate.centerx and not chip.colliderect(plate)
        assert abs(y - plate.centery) < abs(layout.centre.centery - plate.centery) + r, "on the side of the middle"
    board.update(5.0)
    assert not board.chips and not board.busy


def test_a_stake_that_grows_comes_from_its_plate_and_one_that_shrinks_goes_back() -> None:
    layout = round_layout((1280, 800), 3)
    board = RoundBoard(layout, 0)
    board.sync(TableModel(hands=((),) * 3, stakes=(0, 2, 3)))
    board.sync(TableModel(hands=((),) * 3, stakes=(0, 4, 0)))
    starts_ends = {(chip.start, chip.end) for chip in board.chips}
    assert starts_ends == {
        (board.chip_point(at_plate(1)), layout.stakes[1]),
        (layout.stakes[2], board.chip_point(at_plate(2))),
    }
    assert len(board.chips) == 2 + 3


def test_shown_at_once_no_chip_flies() -> None:
    board = RoundBoard(round_layout((1280, 800), 2), 0)
    board.sync(TableModel(hands=((),) * 2, stakes=(0, 4)), instant=True)
    board.sync(TableModel(hands=((),) * 2, moves=(ChipMove(on_felt(1), POT, 4),)), instant=True)
    assert not board.chips and not board.busy


def test_the_players_cards_dealt_face_down_turn_over_where_they_lie() -> None:
    layout = round_layout((1280, 800), 2)
    board = RoundBoard(layout, 0)
    board.sync(TableModel(hands=((None, None), (None, None))))
    board.update(5.0)
    backs = sorted(s.rect.center for key, s in board.sprites.items() if key[0] == "back" and key[1] == 0)
    board.sync(TableModel(hands=((10, 20), (30, 40))))
    mine = [board.sprites[("card", card)] for card in (10, 20)]
    assert sorted(s.rect.center for s in mine) == backs, "each face starts where a back lay"
    assert all(s.turn is not None for s in mine) and board.busy
    board.update(5.0)
    assert all(s.turn is None for s in mine) and not board.busy


def watch_round(d: Driver, presenter: GanjifaPresenter) -> list[tuple[TableModel, str]]:
    """Each model the table showed until the game-over screen, with the score line drawn beside it."""
    seen: list[tuple[TableModel, str]] = []
    for _ in range(900):
        if isinstance(d.top, GameOverScene):
            return seen
        if not seen or presenter.model is not seen[-1][0]:
            seen.append((presenter.model, presenter.score_line))
        d.pump()
    raise AssertionError("the round did not end")


def test_a_nakashth_table_waits_for_its_stages_and_keeps_the_old_score_until_the_pot_is_paid() -> None:
    d = Driver()
    table = open_table(d, "nakashth", ("random", "random", "random"))
    presenter = presenter_of(table)
    watch_round(d, presenter)
    d.pump()
    first = presenter.score_line
    assert first.startswith("Round 1 "), "the round just over, not the next one"
    d.click(d.button("Next round"))
    seen = watch_round(d, presenter)
    models = [model for model, _line in seen]
    assert any(h and all(c is None for c in h) for m in models for h in m.hands), "dealt face down first"
    assert any(m.moves and m.moves[0].target == POT for m in models), "the stakes flew into the pot"
    assert models[-1].hands == tuple(tuple(h) for h in table.view.hands)
    lines = {line for _model, line in seen[:-1]}
    assert len(lines) == 1, "the score waits for the pot to be paid"
    (waiting,) = lines
    assert waiting.startswith("Round 2 "), "the round being dealt"
    assert waiting.split(" · ", 1)[1] == first.split(" · ", 1)[1], "with the chips before it"
    d.pump()
    assert presenter.score_line != first


def test_a_losing_nakashth_hand_says_its_total_so_the_rule_shows() -> None:
    assert _rank((parse_card("9Su"), parse_card("9Ch"))) == "18 points: loses"
    assert _rank((parse_card("8Su"), parse_card("9Ch"))) == "17 points"


def test_the_pot_s_stack_grows_with_the_pot() -> None:
    """Review 12: the pot drew three chips whatever its size."""
    from game.ui.ganjifa.draw import pot_chips_drawn

    drawn = [pot_chips_drawn(chips) for chips in (1, 3, 6, 12, 24, 60, 500)]
    assert drawn == sorted(drawn) and drawn[0] == 1 and drawn[-1] == 20, drawn
    assert pot_chips_drawn(6) < pot_chips_drawn(12) < pot_chips_drawn(24), "a bigger pot looks bigger"
