"""The table felt: a cloth of the theme's colour (green, deep blue, wine red) with a woven grain and a vignette,
drawn once per window size and colour."""

from __future__ import annotations

import math
import random

import pygame

from game.ui.art.palette import RGB

FELT: RGB = (34, 92, 74)
#: The colour of each cloth of theme.CLOTHS (all dark enough for the light text on and over them).
CLOTH_COLOURS: dict[str, RGB] = {"green": FELT, "blue": (26, 54, 98), "wine": (96, 28, 44)}
_CLOTH_CACHE: dict[tuple[int, int, RGB], pygame.Surface] = {}


def _noise_surface(size: int, seed: int, spread: int) -> pygame.Surface:
    """A grey noise tile around 128 (for a BLEND_RGB_ADD/SUB pair, see ``table_cloth``)."""
    levels = bytes(128 + b % (2 * spread + 1) - spread for b in range(256))
    grey = random.Random(seed).randbytes(size * size).translate(levels)
    data = bytearray(3 * size * size)
    for channel in range(3):  # whole-slice copies: no Python loop per pixel (this tile is on the first frame)
        data[channel::3] = grey
    return pygame.image.frombuffer(bytes(data), (size, size), "RGB").copy()


def _seamless_blotches(cells: int, size: int) -> pygame.Surface:
    """Low-frequency noise that tiles without seams: scale a 3x3 repeat of a small tile to half of ``3 * size``,
    then its middle to ``size`` (the first frame does not wait for a 3x3 ``size`` image). The middle goes to the
    second scaling with a few pixels around it, cut off afterwards: a scaling smears a picture's border, and that
    smear on the tile's edges showed as a seam every 512 pixels (review 9)."""
    small = _noise_surface(cells, 7, 6)
    repeat = pygame.Surface((cells * 3, cells * 3))
    for ty in range(3):
        for tx in range(3):
            repeat.blit(small, (tx * cells, ty * cells))
    half = max(cells, size // 2)
    margin, ratio = 8, size // half
    middle = pygame.transform.smoothscale(repeat, (half * 3, half * 3)).subsurface(
        (half - margin, half - margin, half + 2 * margin, half + 2 * margin)
    )
    grown = pygame.transform.smoothscale(middle, ((half + 2 * margin) * ratio,) * 2)
    return grown.subsurface((margin * ratio, margin * ratio, size, size)).copy()


def _add_around_grey(target: pygame.Surface, layer: pygame.Surface) -> None:
    """Add ``layer - 128`` to ``target``, channel by channel (a grey layer of 128 leaves it as it was)."""
    plus = layer.copy()
    plus.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_SUB)
    minus = pygame.Surface(layer.get_size())
    minus.fill((128, 128, 128))
    minus.blit(layer, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    target.blit(plus, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    target.blit(minus, (0, 0), special_flags=pygame.BLEND_RGB_SUB)


def _texture_tile() -> pygame.Surface:
    """The felt's texture as one seamless 512 px tile around grey 128: the blotches with the 128 px grain added
    (both stay within a few levels of 128, so adding them first gives the felt the two would give in turn)."""
    tile = _seamless_blotches(16, 512)
    grain = _noise_surface(128, 11, 7)
    grains = pygame.Surface(tile.get_size())
    for ty in range(0, 512, 128):
        for tx in range(0, 512, 128):
            grains.blit(grain, (tx, ty))
    _add_around_grey(tile, grains)
    return tile


def _vignette(width: int, height: int) -> pygame.Surface:
    """A small grey map of the vignette's light: 255 in the middle, darker towards the edges."""
    levels = bytearray()
    for vy in range(height):
        dy = (vy + 0.5) / height - 0.5
        for vx in range(width):
            dx = (vx + 0.5) / width - 0.5
            d = math.sqrt(dx * dx * 1.1 + dy * dy * 1.6)
            levels.append(255 - int(min(1.0, max(0.0, (d - 0.18) / 0.62)) ** 1.6 * 105))
    rgb = bytearray(3 * len(levels))
    for channel in range(3):
        rgb[channel::3] = levels
    vignette = pygame.Surface((width, height))  # the screen's pixel format: blending it in stays fast
    vignette.blit(pygame.image.frombuffer(bytes(rgb), (width, height), "RGB"), (0, 0))
    return vignette


def table_cloth(size: tuple[int, int], colour: RGB = FELT) -> pygame.Surface:
    """A calm felt of ``colour`` with a fine woven grain and a soft vignette, ``size`` pixels, cached per size and
    colour."""
    w, h = max(1, size[0]), max(1, size[1])
    found = _CLOTH_CACHE.get((w, h, colour))
    if found is not None:
        return found
    cloth = pygame.Surface((w, h))
    cloth.fill(colour)

    # Texture: large soft blotches (low-frequency noise scaled up) plus fine grain, added around a mid-grey so
    # they lighten and darken the felt by a few levels only: one tile holds both, tiled over the felt once.
    layer = pygame.Surface((w, h))
    tile = _texture_tile()
    tw, th = tile.get_size()
    for ty in range(0, h, th):
        for tx in range(0, w, tw):
            layer.blit(tile, (tx, ty))
    _add_around_grey(cloth, layer)

    # Vignette: computed small, scaled up, multiplied in (lighter centre, darker edges).
    vignette = pygame.transform.smoothscale(_vignette(32, 20), (w, h))
    cloth.blit(vignette, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    # A touch of light in the middle, so the play area reads as lit.
    glow = vignette  # no longer needed as it was: lowered in place
    glow.fill((236, 236, 236), special_flags=pygame.BLEND_RGB_SUB)
    cloth.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    if len(_CLOTH_CACHE) > 8:
        _CLOTH_CACHE.clear()
    _CLOTH_CACHE[(w, h, colour)] = cloth
    return cloth
