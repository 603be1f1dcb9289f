"""The eight Ganjifa suits are told apart without their colours: no two suit symbols have nearly the same outline,
two suits whose grounds a colour-blind player confuses (Machado 2009, severity 1.0: build/colourblind.py) have
clearly different outlines, and in every simulation each suit's ace, seen in grey, differs from every other's."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pygame
import pytest

from game.ui.art.cards import CardArt
from game.ui.art.ganjifa_symbols import LOOKS, SYMBOLS
from game.ui.art.theme import Theme
from game.ui.text import TextRenderer

from .test_i18n import build_script

colourblind = build_script("colourblind")
SIMULATIONS = ("normal", *colourblind.MACHADO)
#: Two outlines overlapping more than this (intersection over union) count as the same shape.
SAME_SHAPE = 0.75
#: Where the grounds' colours collide (delta E below this), the outlines must differ at least this clearly.
COLLIDING = 15.0
CLEARLY_DIFFERENT = 0.7
#: The least mean difference, in grey levels, between two aces' faces as a simulation sees them.
FACES_APART = 8.0
#: Of the part of a 72-pixel card that a back row shows, how many pixels must differ by more than CLEARLY_OTHER
#: grey levels between two suits: a rajas' differ in the emblem alone (about 100 pixels with its rim), where two
#: outlines of the same gold, a sun and a crown, differ in about 30; without the emblem, in none.
CLEARLY_OTHER = 48
SHOWN_APART = 24


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> Iterator[None]:
    pygame.init()
    yield


def outline(suit: int, r: int = 40) -> pygame.mask.Mask:
    side = round(r * 2.4)
    image = pygame.Surface((side, side), pygame.SRCALPHA)
    SYMBOLS[suit](image, side / 2, side / 2, r, LOOKS[suit])
    return pygame.mask.from_surface(image, 100)


def overlap(a: pygame.mask.Mask, b: pygame.mask.Mask) -> float:
    both = a.overlap_area(b, (0, 0))
    return both / (a.count() + b.count() - both)


def seen(rgb: tuple[int, int, int], kind: str) -> tuple[int, int, int]:
    return rgb if kind == "normal" else colourblind.simulate(rgb, kind)


def grey(image: pygame.Surface, kind: str) -> list[float]:
    data = pygame.image.tobytes(image, "RGBA")
    levels = []
    for i in range(0, len(data), 4):
        r, g, b = seen((data[i], data[i + 1], data[i + 2]), kind)
        levels.append(0.299 * r + 0.587 * g + 0.114 * b)
    return levels


def test_no_two_suit_symbols_have_the_same_outline() -> None:
    outlines = [outline(suit) for suit in range(8)]
    for a, b in combinations(range(8), 2):
        assert overlap(outlines[a], outlines[b]) < SAME_SHAPE, (a, b)


@pytest.mark.parametrize("kind", SIMULATIONS)
def test_suits_whose_colours_collide_differ_clearly_in_shape(kind: str) -> None:
    outlines = [outline(suit) for suit in range(8)]
    collisions = 0
    for a, b in combinations(range(8), 2):
        if colourblind.delta_e(seen(LOOKS[a].ground, kind), seen(LOOKS[b].ground, kind)) < COLLIDING:
            collisions += 1
            assert overlap(outlines[a], outlines[b]) < CLEARLY_DIFFERENT, (kind, a, b)
    if kind in ("protanopia", "deuteranopia"):
        assert collisions, "red-green blindness confuses some grounds (else this test checks nothing)"


@pytest.mark.parametrize("kind", SIMULATIONS)
def test_each_suits_ace_looks_its_own_in_grey(kind: str) -> None:
    art = CardArt(text=TextRenderer())
    faces = [grey(art.round_face(suit, 72), kind) for suit in range(8)]  # card ``suit`` is the suit's 1
    for a, b in combinations(range(8), 2):
        apart = sum(abs(x - y) for x, y in zip(faces[a], faces[b], strict=True)) / len(faces[a])
        assert apart > FACES_APART, (kind, a, b, apart)


def test_the_simulation_is_machados() -> None:
    """Pure red seen without red cones (protanopia) is a dark olive; white stays white; blue under tritanopia
    turns towards teal."""
    assert colourblind.simulate((255, 255, 255), "deuteranopia") == (255, 255, 255)
    r, g, b = colourblind.simulate((255, 0, 0), "protanopia")
    assert r < 130 and g < 130 and abs(r - g) < 40 and b < 20
    r, g, b = colourblind.simulate((0, 0, 255), "tritanopia")
    assert g > r


@pytest.mark.parametrize("kind", SIMULATIONS)
@pytest.mark.parametrize("rank", [4, 11])
def test_what_a_card_behind_others_shows_names_its_suit_in_grey(kind: str, rank: int) -> None:
    """A card in a back row, or under the next card of a fanned hand, shows its top left (the left 0.6, the top
    half): there its suit's emblem stands beside the rank, so that even a raja, whose own symbol is low on the
    card, shows its suit."""
    art = CardArt(text=TextRenderer())
    size = 72
    seen_part = pygame.Rect(0, 0, round(size * 0.6), size // 2)
    parts = [grey(art.round_face(rank * 8 + suit, size).subsurface(seen_part), kind) for suit in range(8)]
    for a, b in combinations(range(8), 2):
        unlike = sum(abs(x - y) > CLEARLY_OTHER for x, y in zip(parts[a], parts[b], strict=True))
        assert unlike >= SHOWN_APART, (kind, rank, a, b, unlike)


@pytest.mark.parametrize("kind", SIMULATIONS)
@pytest.mark.parametrize("rank", [4, 11])
def test_with_the_large_index_what_a_card_under_the_next_shows_names_its_suit_in_grey(kind: str, rank: int) -> None:
    """The large index's badge takes the emblem's place beside the rank; the emblem stands under it, in the left
    0.6 a card of a fanned row shows under the next card."""
    art = CardArt(text=TextRenderer(), theme=Theme(large_index=True))
    size = 72
    seen_part = pygame.Rect(0, 0, round(size * 0.6), size)
    parts = [grey(art.round_face(rank * 8 + suit, size).subsurface(seen_part), kind) for suit in range(8)]
    for a, b in combinations(range(8), 2):
        unlike = sum(abs(x - y) > CLEARLY_OTHER for x, y in zip(parts[a], parts[b], strict=True))
        assert unlike >= SHOWN_APART, (kind, rank, a, b, unlike)
