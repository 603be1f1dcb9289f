"""How a screenshot looks to a player without one kind of cone: the Machado, Oliveira and Fernandes (2009) matrices
at severity 1.0 for protanopia, deuteranopia and tritanopia, applied in linear sRGB, in plain Python over pygame's
pixels (no numpy). A developer's tool, not part of the game.

``python build/colourblind.py shot.png [more.png ...]`` writes ``shot-protanopia.png``, ``shot-deuteranopia.png``
and ``shot-tritanopia.png`` beside each picture; ``--suits`` prints how far apart the eight Ganjifa suits' grounds
are in each simulation (CIE76 delta E: under about 10 two colours are easily confused)."""

from __future__ import annotations

import math
import os
import sys
from itertools import combinations
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

RGB = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

#: Machado et al. 2009, table of severity 1.0, for linear RGB.
MACHADO: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}

_LINEAR = [((v / 255) / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4) for v in range(256)]


def _encode(linear: float) -> int:
    x = min(1.0, max(0.0, linear))
    return round(255 * (12.92 * x if x <= 0.0031308 else 1.055 * x ** (1 / 2.4) - 0.055))


def simulate(rgb: RGB, kind: str) -> RGB:
    """``rgb`` (sRGB, 0..255) as seen with ``kind`` (a key of :data:`MACHADO`)."""
    m = MACHADO[kind]
    r, g, b = (_LINEAR[c] for c in rgb)
    return (
        _encode(m[0][0] * r + m[0][1] * g + m[0][2] * b),
        _encode(m[1][0] * r + m[1][1] * g + m[1][2] * b),
        _encode(m[2][0] * r + m[2][1] * g + m[2][2] * b),
    )


def simulate_surface(surface: pygame.Surface, kind: str) -> pygame.Surface:
    """A copy of ``surface`` as seen with ``kind`` (alpha kept). A screenshot has few distinct colours, so each is
    worked out once."""
    size = surface.get_size()
    data = pygame.image.tobytes(surface, "RGBA")
    seen: dict[bytes, bytes] = {}
    out = bytearray(len(data))
    for i in range(0, len(data), 4):
        pixel = data[i : i + 3]
        done = seen.get(pixel)
        if done is None:
            done = bytes(simulate((pixel[0], pixel[1], pixel[2]), kind))
            seen[pixel] = done
        out[i : i + 3] = done
        out[i + 3] = data[i + 3]
    return pygame.image.frombytes(bytes(out), size, "RGBA")


def lab(rgb: RGB) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (_LINEAR[c] for c in rgb)
    xyz = (
        (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
        0.2126 * r + 0.7152 * g + 0.0722 * b,
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
    )
    fx, fy, fz = (t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: RGB, b: RGB) -> float:
    """CIE76 colour difference of two sRGB colours."""
    return math.dist(lab(a), lab(b))


def suit_report() -> list[str]:
    """Per simulation, the Ganjifa suits' grounds that come closest (lowest delta E first)."""
    from game.cards import GANJIFA_96
    from game.ui.art.ganjifa_symbols import LOOKS

    names = [spec.name for spec in GANJIFA_96.suits]
    lines = []
    for kind in ("normal", *MACHADO):
        seen = [look.ground if kind == "normal" else simulate(look.ground, kind) for look in LOOKS]
        pairs = sorted((delta_e(seen[a], seen[b]), names[a], names[b]) for a, b in combinations(range(len(seen)), 2))
        close = ", ".join(f"{a}/{b} {d:.0f}" for d, a, b in pairs[:5])
        lines.append(f"{kind:13} closest grounds: {close}")
    return lines


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    if argv[0] == "--suits":
        print("\n".join(suit_report()))
        return 0
    pygame.init()
    for name in argv:
        path = Path(name)
        image = pygame.image.load(path)
        for kind in MACHADO:
            out = path.with_name(f"{path.stem}-{kind}.png")
            pygame.image.save(simulate_surface(image, kind), out)
            print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
