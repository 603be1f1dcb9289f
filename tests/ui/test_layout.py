"""The table layout at several window sizes: zones inside the window, none overlapping, cards fitting."""

from __future__ import annotations

import itertools

import pytest

from game.ui.layout import MIN_SIZE, compute_layout

SIZES = [(960, 600), (1280, 800), (1920, 1080), (2560, 1440), (1024, 768), (3440, 1440)]


@pytest.mark.parametrize("size", SIZES)
def test_zones_stay_inside_the_window_and_do_not_overlap(size: tuple[int, int]) -> None:
    layout = compute_layout(size)
    screen = (0, 0, *size)
    zones = layout.zones()
    for name, rect in zones.items():
        assert rect.w > 0 and rect.h > 0, name
        assert rect.clamp(screen) == rect, f"{name} {rect} leaves the window {size}"
    for (a, ra), (b, rb) in itertools.combinations(zones.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}"


@pytest.mark.parametrize("size", SIZES)
def test_cards_fit_their_zones(size: tuple[int, int]) -> None:
    layout = compute_layout(size)
    for n in (1, 5, 12, 26):
        for slot in layout.hand_slots(n, frozenset(range(n))):
            assert layout.hand.contains(slot), f"hand card {slot} of {n} outside {layout.hand}"
        for slot in layout.opponent_slots(0, n):
            assert layout.opponents[0].contains(slot)
    for n in (1, 3, 5):
        for slot in layout.battle_slots(n):
            assert layout.battle.contains(slot.union(layout.kill_slot(slot))), f"battle card {slot} ({n})"
    assert layout.stock_slot(41).y >= layout.banner.bottom, "a full stock stays below the banner"


@pytest.mark.parametrize("size", SIZES)
def test_twenty_cards_in_hand_keep_their_index_visible(size: tuple[int, int]) -> None:
    layout = compute_layout(size)
    slots = layout.hand_slots(20)
    assert min(b.x - a.x for a, b in itertools.pairwise(slots)) >= layout.card_w * 0.22


def test_cards_grow_with_the_window_and_the_minimum_is_enforced() -> None:
    widths = [compute_layout(s).card_w for s in SIZES[:4]]
    assert widths == sorted(widths) and widths[0] >= 80
    assert compute_layout((400, 300)).size == MIN_SIZE
