"""What is drawn around or over a card: its soft drop shadow and the glowing outline of a highlight."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.art.shapes import card_height, down, radius, transparent


def shadow_offset(width: int) -> tuple[int, int]:
    """Where to blit ``CardArt.shadow(width)`` relative to the card's top-left corner."""
    pad = _shadow_pad(width)
    drop = max(1, round(width * 0.025))
    return (-pad + drop // 2, -pad + drop)


def _shadow_pad(width: int) -> int:
    return max(3, round(width * 0.07))


def make_shadow(width: int) -> pygame.Surface:
    h = card_height(width)
    pad = _shadow_pad(width)
    surf = pygame.Surface((width + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    pygame.draw.rect(surf, (0, 0, 0, 110), pygame.Rect(pad, pad, width, h), border_radius=round(radius(width)))
    return pygame.transform.gaussian_blur(surf, max(1, pad // 2))


def make_highlight(width: int, colour: Sequence[int]) -> pygame.Surface:
    h = card_height(width)
    ss = 2
    rgb = (int(colour[0]), int(colour[1]), int(colour[2]))
    big = transparent((width * ss, h * ss), rgb)
    r = round(radius(width) * ss)
    glow = max(2, round(width * 0.06)) * ss
    for i in range(glow):
        alpha = int(235 * (1 - i / glow) ** 2)
        pygame.draw.rect(big, (*rgb, alpha), big.get_rect().inflate(-2 * i, -2 * i), ss, border_radius=max(0, r - i))
    # A faint tint over the whole card.
    tint = transparent((width * ss, h * ss), rgb)
    pygame.draw.rect(tint, (*rgb, 28), tint.get_rect().inflate(-2 * glow, -2 * glow), border_radius=max(0, r - glow))
    big.blit(tint, (0, 0))
    return down(big, (width, h))
