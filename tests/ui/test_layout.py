"""The table layout at several window sizes and for 2 to 4 players: zones inside the window, none overlapping,
cards fitting, the trump card's index readable above the crosswise stock."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.ui.art.cards import CardArt
from game.ui.layout import MAX_STOCK, MIN_SIZE, compute_layout
from game.ui.panjpar.tabledraw import crosswise_pile

SIZES = [(960, 600), (1280, 800), (1920, 1080), (2560, 1440), (1024, 768), (3440, 1440)]
PLAYERS = (2, 3, 4)


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("size", SIZES)
def test_zones_stay_inside_the_window_and_do_not_overlap(size: tuple[int, int], players: int) -> None:
    layout = compute_layout(size, players)
    screen = (0, 0, *size)
    zones = layout.zones()
    assert len(layout.opponents) == len(layout.plates) == players - 1
    for name, rect in zones.items():
        assert rect.w > 0 and rect.h > 0, name
        assert rect.clamp(screen) == rect, f"{name} {rect} leaves the window {size}"
    for (a, ra), (b, rb) in itertools.combinations(zones.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}, {players} players"
    for name in ("menu_button", "score", "trump_badge"):
        assert layout.top_bar.contains(getattr(layout, name)), name
    assert not layout.menu_button.colliderect(layout.trump_badge)
    assert not layout.score.colliderect(layout.trump_badge)


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("size", SIZES)
def test_cards_fit_their_zones(size: tuple[int, int], players: int) -> None:
    layout = compute_layout(size, players)
    for n in (1, 5, 12, 26):
        for slot in layout.hand_slots(n, frozenset(range(n))):
            assert layout.hand.contains(slot), f"hand card {slot} of {n} outside {layout.hand}"
        for k in range(players - 1):
            slots = layout.opponent_slots(k, n)
            assert all(layout.opponents[k].contains(slot) for slot in slots), f"seat {k + 1}, {n} cards"
            if n > 1 and layout.vertical[k]:
                assert min(b.y - a.y for a, b in itertools.pairwise(slots)) >= 2, "every back shows an edge"
    for n in (1, 3, 5):
        for slot in layout.battle_slots(n):
            assert layout.battle.contains(slot.union(layout.kill_slot(slot))), f"battle card {slot} ({n})"
        slots = layout.battle_slots(n)
        if n > 1:  # an attack card's corner index stays clear of the next one
            assert min(b.x - a.x for a, b in itertools.pairwise(slots)) >= layout.card_w * 0.3
    assert layout.stock_zone.contains(layout.stock_slot(MAX_STOCK).clamp(layout.stock_zone))


@pytest.mark.parametrize("players", (3, 4))
def test_seats_sit_clockwise_from_the_player(players: int) -> None:
    """Seat 1 at the player's left, the last seat at the right; with four, seat 2 across the table."""
    layout = compute_layout((1280, 800), players)
    plates = layout.plates
    assert plates[0].right < layout.hand.x and plates[-1].x > layout.hand.right
    assert layout.vertical[0] and layout.vertical[-1]
    if players == 4:
        assert not layout.vertical[1]
        assert plates[0].right < layout.opponents[1].centerx < plates[2].x
        assert layout.opponents[1].bottom < layout.battle.y
    assert layout.my_plate.bottom > layout.battle.bottom


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("size", SIZES)
def test_trump_index_shows_above_the_crosswise_stock(size: tuple[int, int], players: int) -> None:
    """Rule 1: the stock lies across the face-up trump card, and the trump's rank and suit stay visible."""
    layout = compute_layout(size, players)
    trump, stock = layout.trump, layout.stock
    assert (trump.w, trump.h) == (layout.card_w, layout.card_h), "the trump card lies upright"
    assert (stock.w, stock.h) == (layout.card_h, layout.card_w), "the stock lies crosswise"
    assert stock.x <= trump.x and stock.right >= trump.right, "the stock crosses the trump card"
    assert trump.y < stock.y < trump.bottom < stock.bottom
    # The corner index (rank over suit) takes at most 48 % of the card width from the top; all of it is clear.
    assert stock.y - trump.y >= layout.card_w * 0.48


def test_the_stock_pile_thins_as_it_is_drawn_and_is_cached() -> None:
    pygame.init()
    try:
        art = CardArt()
        layout = compute_layout((1280, 800), 4)
        sizes = [crosswise_pile(art, layout.card_w, n, layout.stock_step).get_size() for n in (MAX_STOCK, 15, 4, 1)]
        assert all(w > h for w, h in sizes), "the pile lies crosswise"
        assert sizes == sorted(sizes, reverse=True) and sizes[0] != sizes[-1], "fewer cards, thinner pile"
        one = crosswise_pile(art, layout.card_w, 15, layout.stock_step)
        assert crosswise_pile(art, layout.card_w, 15, layout.stock_step) is one, "made once, then blitted"
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", SIZES)
def test_twenty_cards_in_hand_keep_their_index_visible(size: tuple[int, int]) -> None:
    for players in PLAYERS:
        layout = compute_layout(size, players)
        slots = layout.hand_slots(20)
        assert min(b.x - a.x for a, b in itertools.pairwise(slots)) >= layout.card_w * 0.22


def test_cards_grow_with_the_window_and_the_minimum_is_enforced() -> None:
    widths = [compute_layout(s).card_w for s in SIZES[:4]]
    assert widths == sorted(widths) and widths[0] >= 80
    assert compute_layout((400, 300)).size == MIN_SIZE
    with pytest.raises(ValueError):
        compute_layout((1280, 800), 5)
