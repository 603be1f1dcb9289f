"""Where a message lies over a table: a free place nearest the middle, else the place that hides the least."""

from __future__ import annotations

from pygame import Rect

from game.ui.freeplace import free_place, least_hidden_place


def test_a_free_place_nearest_the_point_asked_for() -> None:
    bounds = Rect(0, 0, 100, 100)
    place = free_place(bounds, (20, 20), [Rect(30, 30, 40, 40)], (50, 50), 5, 20)
    assert not place.colliderect(Rect(30, 30, 40, 40)) and bounds.contains(place)


def test_with_no_free_place_the_one_that_hides_the_least() -> None:
    """Review 11: hamrang's result box covered the hands turned over at the end, though a place hid less."""
    bounds = Rect(0, 0, 100, 100)
    cards = [Rect(0, 0, 100, 40), Rect(0, 60, 100, 40), Rect(0, 40, 10, 20)]  # a band free at y 40-60 but narrow
    place = least_hidden_place(bounds, (60, 30), cards, (50, 50), 5)
    hidden = sum(place.clip(rect).w * place.clip(rect).h for rect in cards)
    assert hidden == 60 * 10 and place.centery == 50 and place.left >= 10, place
