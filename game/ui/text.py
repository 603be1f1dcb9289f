"""The one place the game draws text: bundled DejaVu Sans, cached fonts and surfaces, right-to-left aware.

Every screen asks a :class:`TextRenderer` for text surfaces, so a right-to-left language (Dari, Pashto) only
has to be switched on here: :meth:`TextRenderer.set_rtl` (or :meth:`TextRenderer.set_language`) makes
Arabic-script strings shaped with HarfBuzz (``Font.set_script("Arab")``, ``DIRECTION_RTL``).
"""

from __future__ import annotations

import unicodedata
from collections import OrderedDict
from collections.abc import Sequence

import pygame

from game.resources import asset_path

#: A colour as the renderer takes it: an RGB or RGBA tuple, or a ``pygame.Color``.
Colour = tuple[int, int, int] | tuple[int, int, int, int] | pygame.Color

REGULAR_FONT = "DejaVuSans.ttf"
BOLD_FONT = "DejaVuSans-Bold.ttf"

#: The most characters one rendered line keeps (longer text is cut with ``…``): wider than any window at any size
#: the game draws, and a guard against text from a file or the database reaching the font renderer unbounded.
RENDER_CHARS = 1_000
#: The most characters a text to wrap keeps; screens that know their room clip further with :meth:`capacity`.
WRAP_CHARS = 20_000
ELLIPSIS = "…"

#: Languages written right to left (ISO 639 codes): Dari/Persian, Pashto, Arabic, Urdu, Uyghur, Hebrew.
RTL_LANGUAGES = frozenset({"fa", "prs", "ps", "pbt", "ar", "ur", "ug", "he"})


def clip(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters, the last of them ``…`` when anything was cut."""
    if len(text) <= limit:
        return text
    return text[: max(0, limit - 1)] + ELLIPSIS


def is_rtl_text(text: str) -> bool:
    """Whether ``text`` holds a strong right-to-left character (Arabic or Hebrew script)."""
    return any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text)


class TextRenderer:
    """Renders text with the bundled DejaVu Sans and keeps the results.

    Fonts are cached per ``(size, bold, rtl)``; rendered surfaces in a bounded LRU (``cache_size`` entries), so
    drawing the same label every frame costs a dictionary look-up. Surfaces returned are shared: copy before
    drawing on them.
    """

    def __init__(self, cache_size: int = 1024) -> None:
        if cache_size < 1:
            raise ValueError("cache_size must be at least 1")
        if not pygame.font.get_init():
            pygame.font.init()
        self._cache_size = cache_size
        self._fonts: dict[tuple[int, bool, bool], pygame.font.Font] = {}
        self._surfaces: OrderedDict[tuple[str, int, tuple[int, int, int, int], bool, bool], pygame.Surface] = (
            OrderedDict()
        )
        #: Wrapped lines per ``(text, size, max_width, bold)``: screens wrap the same paragraphs every frame.
        self._wrapped: dict[tuple[str, int, int, bool], tuple[str, ...]] = {}
        #: :meth:`cut_to_width` results per ``(text, size, max_width, bold)``, for the same reason.
        self._cut: dict[tuple[str, int, int, bool], str] = {}
        self._rtl = False

    # -- direction -----------------------------------------------------------------------------------------
    @property
    def rtl(self) -> bool:
        """True when the interface language is right to left (screens should right-align paragraphs)."""
        return self._rtl

    def set_rtl(self, enabled: bool) -> None:
        """Switch right-to-left mode: Arabic-script strings are then shaped as Arabic, right to left."""
        if enabled != self._rtl:
            self._rtl = enabled
            self._surfaces.clear()

    def set_language(self, code: str) -> None:
        """Set the direction from a language code such as ``"fa"``, ``"prs"``, ``"en"`` or ``"fa_AF"``."""
        base = code.replace("-", "_").split("_", 1)[0].lower()
        self.set_rtl(base in RTL_LANGUAGES)

    def _shape_rtl(self, text: str) -> bool:
        # Arabic script is never readable unshaped, so shape it even in LTR mode; Latin text stays LTR so
        # that numbers and names keep their order inside a right-to-left interface.
        return is_rtl_text(text)

    # -- fonts ---------------------------------------------------------------------------------------------
    def font(self, size: int, bold: bool = False, rtl: bool = False) -> pygame.font.Font:
        """The cached DejaVu Sans font of pixel ``size`` (set up for Arabic script when ``rtl``)."""
        size = max(1, int(size))
        key = (size, bold, rtl)
        found = self._fonts.get(key)
        if found is None:
            found = pygame.font.Font(asset_path("fonts", BOLD_FONT if bold else REGULAR_FONT), size)
            if rtl:
                try:
                    found.set_script("Arab")
                    found.set_direction(pygame.DIRECTION_RTL)
                except (pygame.error, AttributeError):  # an SDL_ttf without HarfBuzz: best effort
                    pass
            self._fonts[key] = found
        return found

    def line_height(self, size: int, bold: bool = False) -> int:
        """Recommended distance between baselines of consecutive lines."""
        return self.font(size, bold).get_linesize()

    def capacity(self, size: int, max_width: int, lines: int = 1, bold: bool = False) -> int:
        """The most characters that can show in ``lines`` lines of ``max_width`` pixels (each at least as wide as
        the narrowest common glyph): clipping a text to this before wrapping loses nothing that would be seen."""
        font = self.font(size, bold)
        narrowest = max(1, min(font.size(ch)[0] for ch in " il.'|"))
        return max(1, lines) * (max(1, max_width) // narrowest + 1)

    def measure(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        """The ``(width, height)`` the text would take (its first :data:`RENDER_CHARS` characters, as drawn),
        without rendering it."""
        text = clip(text, RENDER_CHARS)
        return self.font(size, bold, self._shape_rtl(text)).size(text)

    # -- rendering -----------------------------------------------------------------------------------------
    def render(self, text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        """An antialiased, transparent surface with ``text`` (one line) in ``colour`` at pixel ``size``.

        At most :data:`RENDER_CHARS` characters are drawn.
        """
        text = clip(text, RENDER_CHARS)
        rgba = tuple(pygame.Color(colour))
        key = (text, int(size), (rgba[0], rgba[1], rgba[2], rgba[3]), bold, self._rtl)
        found = self._surfaces.get(key)
        if found is not None:
            self._surfaces.move_to_end(key)
            return found
        font = self.font(size, bold, self._shape_rtl(text))
        surface = font.render(text, True, pygame.Color(rgba[0], rgba[1], rgba[2]))
        if rgba[3] != 255:
            surface.set_alpha(rgba[3])
        self._surfaces[key] = surface
        if len(self._surfaces) > self._cache_size:
            self._surfaces.popitem(last=False)
        return surface

    def render_lines(
        self, text: str, size: int, colour: Colour, max_width: int, bold: bool = False
    ) -> list[pygame.Surface]:
        """``text`` wrapped to ``max_width`` and rendered, one surface per line."""
        return [self.render(line, size, colour, bold) for line in self.wrap(text, size, max_width, bold)]

    # -- wrapping ------------------------------------------------------------------------------------------
    def wrap(self, text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
        """Split ``text`` into lines no wider than ``max_width`` pixels.

        Breaks at spaces, keeps explicit newlines (an empty line stays an empty line), and splits a word that
        is wider than a line by characters. Lines are in logical order; each is rendered on its own. At most
        :data:`WRAP_CHARS` characters of ``text`` are wrapped.
        """
        text = clip(text, WRAP_CHARS)
        key = (text, size, max_width, bold)
        found = self._wrapped.get(key)
        if found is None:
            if len(self._wrapped) >= self._cache_size:
                self._wrapped.clear()
            found = self._wrapped[key] = tuple(self._wrap(text, size, max_width, bold))
        return list(found)

    def _wrap(self, text: str, size: int, max_width: int, bold: bool) -> list[str]:
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words = paragraph.split()
            if not words:
                lines.append("")
                continue
            current = ""
            for word in words:
                candidate = word if not current else f"{current} {word}"
                if self.measure(candidate, size, bold)[0] <= max_width:
                    current = candidate
                    continue
                if current:
                    lines.append(current)
                current = ""
                for piece in self._split_word(word, size, max_width, bold):
                    if current:
                        lines.append(current)
                    current = piece
            lines.append(current)
            self._mend_widow(lines, size, max_width, bold)
        return lines

    def _mend_widow(self, lines: list[str], size: int, max_width: int, bold: bool) -> None:
        """A paragraph's last line holding one word alone: take the line above's last word down with it, when
        that line keeps two words or more and the pair fits."""
        if len(lines) < 2 or " " in lines[-1] or not lines[-1]:
            return
        above = lines[-2].split(" ")
        if len(above) < 3:
            return
        moved = f"{above[-1]} {lines[-1]}"
        if self.measure(moved, size, bold)[0] <= max_width:
            lines[-2], lines[-1] = " ".join(above[:-1]), moved

    def _split_word(self, word: str, size: int, max_width: int, bold: bool) -> Sequence[str]:
        if self.measure(word, size, bold)[0] <= max_width:
            return [word]
        pieces: list[str] = []
        current = ""
        for ch in word:
            if current and self.measure(current + ch, size, bold)[0] > max_width:
                pieces.append(current)
                current = ch
            else:
                current += ch
        if current:
            pieces.append(current)
        return pieces

    def cut_to_width(self, text: str, size: int, max_width: int, bold: bool = False) -> str:
        """``text`` as one line of at most ``max_width`` pixels: cut with ``…`` when wider. For text from a file
        or the database, which can be any length: only what can show is ever measured or rendered."""
        text = clip(text, self.capacity(size, max_width, 1, bold))
        key = (text, size, max_width, bold)
        found = self._cut.get(key)
        if found is None:
            found = text
            if self.measure(text, size, bold)[0] > max_width:
                keep, too_many = 0, len(text)  # the longest prefix that fits with the ellipsis: a binary search
                while too_many - keep > 1:
                    middle = (keep + too_many) // 2
                    if self.measure(text[:middle] + ELLIPSIS, size, bold)[0] <= max_width:
                        keep = middle
                    else:
                        too_many = middle
                found = text[:keep] + ELLIPSIS
            if len(self._cut) >= self._cache_size:
                self._cut.clear()
            self._cut[key] = found
        return found

    def clear(self) -> None:
        """Forget every rendered surface, wrapped and cut text (fonts stay)."""
        self._surfaces.clear()
        self._wrapped.clear()
        self._cut.clear()


_DEFAULT: TextRenderer | None = None


def default_renderer() -> TextRenderer:
    """A shared renderer for code that has no screen-level one handed to it (card art, the icon script)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = TextRenderer()
    return _DEFAULT
