"""The round Ganjifa cards: every face and the back at several diameters, round (transparent corners), cached,
each face distinct, drawn only when asked for."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.ui.art.cards import CardArt
from game.ui.art.theme import BACKS, Theme
from game.ui.text import TextRenderer


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> Iterator[None]:
    pygame.init()
    yield


@pytest.mark.parametrize("diameter", [40, 72, 150])
def test_every_face_is_round_and_of_its_size(diameter: int) -> None:
    art = CardArt(text=TextRenderer())
    for card in range(96):
        face = art.round_face(card, diameter)
        assert face.get_size() == (diameter, diameter)
        assert face.get_at((0, 0)).a == 0 and face.get_at((diameter - 1, diameter - 1)).a == 0, "corners show"
        assert face.get_at((diameter // 2, diameter // 2)).a > 240, "the disc is opaque"
    assert art.round_back(diameter).get_size() == (diameter, diameter)


def test_faces_are_cached_and_distinct() -> None:
    art = CardArt(text=TextRenderer())
    assert art.round_face(5, 80) is art.round_face(5, 80)
    pictures = {pygame.image.tobytes(art.round_face(card, 64), "RGBA") for card in range(96)}
    assert len(pictures) == 96, "two cards look the same"
    with pytest.raises(ValueError, match="no round card"):
        art.round_face(96, 64)


def test_the_suits_have_their_colours() -> None:
    """Each suit's ground is the colour the pack is known by (green Surya, black Chandra, ... red Shamsher)."""
    art = CardArt(text=TextRenderer())
    grounds = []
    for suit in range(8):
        face = art.round_face(4 * 8 + suit, 120)  # a 5: the ground shows beside the pips
        grounds.append(tuple(face.get_at((22, 60)))[:3])
    expected_hue = ["green", "black", "blue", "brown", "yellow", "purple", "orange", "red"]
    for (r, g, b), hue in zip(grounds, expected_hue, strict=True):
        dominant = {
            "green": g > r and g > b,
            "black": max(r, g, b) < 60,
            "blue": b > r and b > g,
            "brown": r > g > b and r < 150,
            "yellow": r > 180 and g > 150 and b < 100,
            "purple": b > g and r > g,
            "orange": r > 180 and 80 < g < 150,
            "red": r > 140 and g < 60,
        }[hue]
        assert dominant, f"{hue} suit ground is {(r, g, b)}"


@pytest.mark.parametrize("back", BACKS)
def test_every_theme_has_a_round_back_and_the_large_index_faces_stay_distinct(back: str) -> None:
    """Each card back has its round back, round and of its size; the large-index faces too, all 96 distinct."""
    art = CardArt(text=TextRenderer(), theme=Theme(back=back, large_index=True))
    for diameter in (40, 72, 150):
        image = art.round_back(diameter)
        assert image.get_size() == (diameter, diameter)
        assert image.get_at((0, 0)).a == 0 and image.get_at((diameter // 2, diameter // 2)).a > 240
    pictures = {pygame.image.tobytes(art.round_face(card, 64), "RGBA") for card in range(96)}
    assert len(pictures) == 96, "two large-index cards look the same"
