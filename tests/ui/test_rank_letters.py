"""The court cards' letters follow the player's language: German cards and sentences say B, D, K (Bube, Dame,
König) where English ones say J, Q, K."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.panjpar.cards import card
from game.ui import i18n
from game.ui.art.cache import ImageCache
from game.ui.art.french import FrenchFaces
from game.ui.panjpar.cardtext import card_name
from game.ui.rankletters import rank_letter
from game.ui.text import TextRenderer


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.usefixtures("english_after")
def test_german_names_the_jack_and_the_queen_by_their_german_letters() -> None:
    assert [rank_letter(rank) for rank in (10, 11, 12, 13, 14)] == ["10", "J", "Q", "K", "A"]
    assert i18n.set_language("de") is None
    assert [rank_letter(rank) for rank in (10, 11, 12, 13, 14)] == ["10", "B", "D", "K", "A"]
    assert card_name(card(12, 0)).startswith("D") and card_name(card(11, 0)).startswith("B")


@pytest.mark.usefixtures("english_after")
def test_a_face_drawn_in_english_is_not_shown_again_in_german() -> None:
    pygame.init()
    faces = FrenchFaces(ImageCache(), TextRenderer())
    english = pygame.image.tobytes(faces.face(12, "S", 90), "RGBA")
    assert i18n.set_language("de") is None
    german = pygame.image.tobytes(faces.face(12, "S", 90), "RGBA")
    assert german != english, "the queen's index reads D in German"
    assert i18n.set_language("en") is None
    assert pygame.image.tobytes(faces.face(12, "S", 90), "RGBA") == english
