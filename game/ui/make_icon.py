"""Draw the application icon, ``assets/icon/panjpar.png`` (256x256): five fanned cards on a lapis tile.

Run ``python -m game.ui.make_icon [out.png]``. Uses the game's own card art, so it needs no other files.
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.resources import asset_path
from game.ui.art.cards import CardArt
from game.ui.art.palette import GOLD, LAPIS, LAPIS_DEEP, TURQUOISE
from game.ui.art.shapes import card_height, octagram

SIZE = 256


def render_icon(size: int = SIZE) -> pygame.Surface:
    """The icon at ``size`` x ``size`` (drawn at 2x, then smooth-scaled)."""
    pygame.init()
    ss = 2
    s = size * ss
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    big.fill((*LAPIS_DEEP, 0))
    # A rounded lapis tile with a turquoise eight-pointed star behind the cards.
    pygame.draw.rect(big, LAPIS_DEEP, big.get_rect().inflate(-s // 32, -s // 32), border_radius=s // 6)
    pygame.draw.rect(big, GOLD, big.get_rect().inflate(-s // 16, -s // 16), max(2, s // 80), border_radius=s // 7)
    c = s / 2
    pygame.draw.polygon(big, LAPIS, octagram(c, c * 0.98, s * 0.4))
    pygame.draw.polygon(big, TURQUOISE, octagram(c, c * 0.98, s * 0.4), max(2, s // 100))

    # Five cards fanned: the "five" (panj) of Panjpar.
    art = CardArt()
    width = round(s * 0.33)
    cards = [(11, "C"), (12, "D"), (13, "H"), (14, "H"), (14, "S")]
    for i, (rank, suit) in enumerate(cards):
        angle = (2 - i) * 14
        face = pygame.transform.rotozoom(art.face(rank, suit, width), angle, 1.0)
        shadow = pygame.transform.rotozoom(art.shadow(width), angle, 1.0)
        # Cards pivot about a point below the fan, like a hand of cards.
        pivot_y = s * 0.86
        dist = card_height(width) * 0.62
        rad = math.radians(angle)
        cx = c - math.sin(rad) * dist
        cy = pivot_y - math.cos(rad) * dist
        big.blit(shadow, shadow.get_rect(center=(cx + s * 0.008, cy + s * 0.012)))
        big.blit(face, face.get_rect(center=(cx, cy)))
    return pygame.transform.smoothscale(big, (size, size))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else asset_path("icon", "panjpar.png")
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(render_icon(), str(out))
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
