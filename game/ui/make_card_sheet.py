"""Render every card (both colour schemes), the back and a few sizes onto the felt, for review, and a row of
every theme's card back, round back and large-index faces.

Run ``python -m game.ui.make_card_sheet [out.png] [--theme BACK,CLOTH[,large]]``; writes
``docs/screenshots/card-sheet.png`` by default, in the default theme (e.g. ``--theme trellis,wine,large``: the
trellis back on the wine-red cloth with the large-index faces). ``--bench`` prints render timings instead.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.ui.art.cards import CardArt
from game.ui.art.cloth import table_cloth
from game.ui.art.effects import shadow_offset
from game.ui.art.french import RANKS
from game.ui.art.shapes import card_height
from game.ui.art.suits import SUITS
from game.ui.art.theme import BACKS, DEFAULT_THEME, Theme, checked_theme
from game.ui.text import default_renderer

DEFAULT_OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "card-sheet.png"


def render_sheet(theme: Theme = DEFAULT_THEME) -> pygame.Surface:
    """The review sheet as a surface, drawn in ``theme``."""
    pygame.init()
    art = CardArt(theme=theme)
    art4 = CardArt(four_colour=True, theme=theme)
    text = default_renderer()
    w = 110
    h = card_height(w)
    gap = 12
    cols = len(RANKS)
    sheet_w = 40 + cols * (w + gap)
    sheet_h = 40 + 4 * (h + gap) + 40 + (h + gap) + 40 + card_height(220) + 60 + 40 + (h + gap)
    sheet = art.cloth((sheet_w, sheet_h)).copy()

    def card(surface: pygame.Surface, x: int, y: int, width: int) -> None:
        dx, dy = shadow_offset(width)
        sheet.blit(art.shadow(width), (x + dx, y + dy))
        sheet.blit(surface, (x, y))

    def label(s: str, x: int, y: int) -> None:
        sheet.blit(text.render(s, 18, (235, 235, 225), bold=True), (x, y))

    y = 30
    for suit in SUITS:
        for i, rank in enumerate(RANKS):
            card(art.face(rank, suit, w), 20 + i * (w + gap), y, w)
        y += h + gap
    label("Four-colour deck", 20, y + 8)
    y += 40
    picks = [(14, "D"), (13, "D"), (10, "D"), (7, "D"), (14, "C"), (12, "C"), (9, "C"), (5, "C"), (11, "H"), (8, "S")]
    for i, (rank, suit) in enumerate(picks):
        card(art4.face(rank, suit, w), 20 + i * (w + gap), y, w)
    card(art.back(w), 20 + 10 * (w + gap), y, w)
    sheet.blit(art.highlight(w, (250, 210, 80)), (20 + 9 * (w + gap), y))
    rot = art.back_rotated(w)
    sheet.blit(rot, (20 + 11 * (w + gap), y + (h - rot.get_height()) // 2))
    y += h + gap
    label("Width 220 and 60", 20, y + 8)
    y += 40
    x = 20
    for rank, suit in [(13, "S"), (12, "H"), (14, "S")]:
        card(art.face(rank, suit, 220), x, y, 220)
        x += 220 + gap
    card(art.back(220), x, y, 220)
    x += 220 + 2 * gap
    small = 60
    for i, (rank, suit) in enumerate([(10, "H"), (11, "C"), (14, "D"), (6, "S"), (12, "D"), (2, "C")]):
        card(art.face(rank, suit, small), x + (i % 3) * (small + 8), y + (i // 3) * (card_height(small) + 8), small)
    card(art.back(small), x + 3 * (small + 8), y, small)
    for i, suit in enumerate(SUITS):
        sheet.blit(art.suit_symbol(suit, 40), (x + i * 48, y + 2 * (card_height(small) + 8) + 10))
    y += card_height(220) + 60
    label("Themes: each card back with its round back; the large-index faces", 20, y + 8)
    y += 40
    x = 20
    for back in BACKS:
        themed = CardArt(theme=Theme(back, theme.cloth))
        card(themed.back(w), x, y, w)
        sheet.blit(themed.round_back(w), (x + w + gap, y + (h - w) // 2))
        x += 2 * (w + gap)
    large = CardArt(theme=Theme(theme.back, theme.cloth, large_index=True))
    for rank, suit in [(10, "H"), (12, "C"), (14, "S"), (7, "D")]:
        card(large.face(rank, suit, w), x, y, w)
        x += w + gap
    for i, ganjifa_card in enumerate((11 * 8 + 7, 9 * 8 + 2)):
        sheet.blit(large.round_face(ganjifa_card, w // 2 + 10), (x, y + i * (w // 2 + 16)))
    return sheet


def bench() -> None:
    """Print first-render costs per card width (each width with an empty cache) and a cached hit."""
    pygame.init()
    for width in (60, 120, 250):
        art = CardArt()
        times = []
        for suit in SUITS:
            for rank in RANKS:
                start = time.perf_counter()
                art.face(rank, suit, width)
                times.append(time.perf_counter() - start)
        start = time.perf_counter()
        art.back(width)
        back = time.perf_counter() - start
        start = time.perf_counter()
        art.face(13, "S", width)
        hit = time.perf_counter() - start
        print(
            f"width {width}: 52 faces {sum(times) * 1000:.1f} ms (worst {max(times) * 1000:.2f} ms), "
            f"back {back * 1000:.2f} ms, cached hit {hit * 1e6:.0f} us"
        )
    start = time.perf_counter()
    table_cloth((1280, 720))
    print(f"table_cloth 1280x720: {(time.perf_counter() - start) * 1000:.1f} ms")


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--bench"]:
        bench()
        return 0
    theme = DEFAULT_THEME
    if "--theme" in args:
        at = args.index("--theme")
        choice = (args[at + 1] if at + 1 < len(args) else "").split(",")
        del args[at : at + 2]
        try:
            theme = checked_theme(choice[0], choice[1] if len(choice) > 1 else "green", choice[2:3] == ["large"])
        except ValueError as error:
            print(f"--theme: {error} (BACK,CLOTH[,large])", file=sys.stderr)
            return 2
    out = Path(args[0]) if args else DEFAULT_OUT
    start = time.perf_counter()
    sheet = render_sheet(theme)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out))
    print(f"wrote {out} ({sheet.get_width()}x{sheet.get_height()}) in {time.perf_counter() - start:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
