"""The look the player chooses in Settings: which card back, which table cloth, and whether the faces have a
large index (for small screens and weak eyes). Every image drawn for a theme is cached under its theme."""

from __future__ import annotations

from typing import NamedTuple

#: The card backs, by the name the settings store (the first is the default): star-and-cross tile-work in lapis,
#: a gold trellis on emerald, and saffron rays around a medallion.
BACKS: tuple[str, ...] = ("tilework", "trellis", "sunburst")
#: The table cloths (the first is the default): green felt, deep blue, wine red.
CLOTHS: tuple[str, ...] = ("green", "blue", "wine")


class Theme(NamedTuple):
    """One combination of the choices; hashable, so it is part of the key of every image drawn for it (a named
    tuple: cheap to make at start-up and to hash in a frame's cache keys). Make one with :func:`checked_theme` or
    :func:`theme_of` from names read elsewhere."""

    back: str = BACKS[0]
    cloth: str = CLOTHS[0]
    large_index: bool = False


DEFAULT_THEME = Theme()


def checked_theme(back: str, cloth: str, large_index: bool) -> Theme:
    """The theme of these choices; raises ``ValueError`` for a back or cloth not known."""
    if back not in BACKS:
        raise ValueError(f"no card back {back!r} (one of {', '.join(BACKS)})")
    if cloth not in CLOTHS:
        raise ValueError(f"no table cloth {cloth!r} (one of {', '.join(CLOTHS)})")
    return Theme(back, cloth, large_index)


def theme_of(back: str, cloth: str, large_index: bool) -> Theme:
    """The theme of these choices; a name not known (a setting from a newer Panjpar) reads as the default."""
    return Theme(
        back if back in BACKS else DEFAULT_THEME.back,
        cloth if cloth in CLOTHS else DEFAULT_THEME.cloth,
        large_index,
    )
