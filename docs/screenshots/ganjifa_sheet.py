"""The card sheet of the round Ganjifa pack: all 96 faces and the back, at two diameters, in one PNG.

    python docs/screenshots/ganjifa_sheet.py [OUT.png] [--sizes 64 128]

Drawn without a window (the same CardArt the tables use), one row per suit, raja last.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.ui.art.cards import CardArt

FELT = (22, 74, 50)


def sheet(sizes: list[int]) -> pygame.Surface:
    art = CardArt()
    gap = 6
    blocks = []
    for diameter in sizes:
        width = 13 * (diameter + gap) + gap
        height = 8 * (diameter + gap) + gap
        block = pygame.Surface((width, height))
        block.fill(FELT)
        for suit in range(8):
            for rank in range(12):
                block.blit(
                    art.round_face(rank * 8 + suit, diameter),
                    (gap + rank * (diameter + gap), gap + suit * (diameter + gap)),
                )
            block.blit(art.round_back(diameter), (gap + 12 * (diameter + gap), gap + suit * (diameter + gap)))
        blocks.append(block)
    out = pygame.Surface((max(b.get_width() for b in blocks), sum(b.get_height() for b in blocks)))
    out.fill(FELT)
    y = 0
    for block in blocks:
        out.blit(block, (0, y))
        y += block.get_height()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(Path(__file__).with_name("ganjifa-card-sheet.png")))
    parser.add_argument("--sizes", type=int, nargs="+", default=[64, 128])
    args = parser.parse_args()
    pygame.init()
    pygame.image.save(sheet(args.sizes), args.out)
    print(args.out)


if __name__ == "__main__":
    main()
