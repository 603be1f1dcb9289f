"""A card dimmed at the player's turn (she may not play it) keeps its suit's colour: it stays nearer its own suit
undimmed than any other suit's (a dimmed orange Cheng looked like a brown Phul)."""

from __future__ import annotations

import pygame

from game.ganjifa.cards import SUITS, parse_card
from game.ui.art.cards import CardArt
from game.ui.ganjifa.draw import RoundDrawer
from game.ui.text import TextRenderer

SIZE = 90


def ground(image: pygame.Surface) -> tuple[int, int, int]:
    """The colour of a card's ground: the average of a ring between its symbols and its rim."""
    samples = []
    for dx, dy in ((0.36, 0.0), (-0.36, 0.0), (0.0, 0.36), (0.25, 0.25), (-0.25, 0.25), (0.25, -0.25)):
        samples.append(image.get_at((round(SIZE / 2 + dx * SIZE), round(SIZE / 2 + dy * SIZE))))
    return (
        sum(c.r for c in samples) // len(samples),
        sum(c.g for c in samples) // len(samples),
        sum(c.b for c in samples) // len(samples),
    )


def distance(a: tuple[int, int, int], b: tuple[int, int, int]) -> int:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True))


def test_a_dimmed_card_stays_nearest_its_own_suit() -> None:
    pygame.init()
    art = CardArt()
    drawer = RoundDrawer(art, TextRenderer())
    fives = [parse_card(f"5{code}") for code in ("Su", "Ch", "Ba", "Ph", "Ku", "Gh", "Cg", "Sh")]
    assert [card % SUITS for card in fives] == list(range(SUITS))
    lit = [ground(art.round_face(card, SIZE)) for card in fives]
    for suit, card in enumerate(fives):
        dimmed = art.round_face(card, SIZE).copy()
        dimmed.blit(drawer._shade(SIZE), (0, 0))
        colour = ground(dimmed)
        nearest = min(range(SUITS), key=lambda other: distance(colour, lit[other]))
        assert nearest == suit, (suit, nearest, colour)
