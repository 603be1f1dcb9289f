"""The colours of the card art (ink, card stock, the lapis, turquoise and gold of the Afghan tile-work, and the
other backs' emerald and saffron)."""

from __future__ import annotations

RGB = tuple[int, int, int]

CARD_WHITE: RGB = (253, 252, 248)
CARD_EDGE: RGB = (128, 128, 140)
INK_BLACK: RGB = (24, 24, 32)
INK_RED: RGB = (200, 24, 44)
INK_BLUE: RGB = (22, 86, 196)
INK_GREEN: RGB = (16, 128, 56)
GOLD: RGB = (212, 166, 58)
GOLD_DARK: RGB = (150, 108, 30)
LAPIS: RGB = (30, 56, 140)
LAPIS_DEEP: RGB = (16, 28, 84)
TURQUOISE: RGB = (48, 178, 180)
CRIMSON: RGB = (150, 24, 40)
SKIN: RGB = (232, 190, 150)
SKIN_SHADE: RGB = (196, 146, 108)
# The other card backs' colours (game/ui/art/back.py): an emerald trellis, saffron rays.
EMERALD: RGB = (18, 104, 72)
EMERALD_DEEP: RGB = (8, 62, 44)
CREAM: RGB = (250, 238, 206)
SAFFRON: RGB = (226, 150, 44)
AMBER: RGB = (190, 104, 26)
EARTH: RGB = (92, 42, 22)
