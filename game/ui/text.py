"""The one place the game draws text: bundled DejaVu Sans, cached fonts and surfaces, right-to-left aware.

Every screen asks a :class:`TextRenderer` for text surfaces, so a right-to-left language (Dari, Pashto) only
has to be switched on here: :meth:`TextRenderer.set_rtl` (or :meth:`TextRenderer.set_language`) makes
Arabic-script strings shaped with HarfBuzz (``Font.set_script("Arab")``, ``DIRECTION_RTL``).

HarfBuzz shapes one run in one direction and does no bidi reordering, so a line mixing scripts is cut into
direction runs (:func:`bidi_runs`): the Arabic-script words are shaped right to left, a Latin or numeric word
("10♥", "F11", "Esc") keeps its own left-to-right order, and the runs are laid out in the line's direction.
Screens read :attr:`TextRenderer.rtl` to mirror their alignment (the shared helpers do it for them).
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


#: Punctuation that belongs to the sentence around a left-to-right word rather than to the word: in a right-to-left
#: line it follows the word in reading order, so it sits at the word's left ("Enter:" reads ":Enter").
_SENTENCE_PUNCTUATION = frozenset('.,:;!?…،؛؟·—–«»"')


def _token_is_ltr(token: str) -> bool:
    """A word without Arabic-script letters but with a Latin letter or a digit ("10♥", "A♣", "F11", "3")."""
    return not is_rtl_text(token) and any(unicodedata.bidirectional(ch) in ("L", "EN", "AN") for ch in token)


def _starts_with_letter(token: str) -> bool:
    return any(unicodedata.bidirectional(ch) == "L" for ch in token)


def bidi_runs(text: str, rtl: bool) -> list[tuple[str, bool]]:
    """``text`` cut into ``(run, right_to_left)`` pieces in logical order, for a line whose base direction is
    right to left when ``rtl``, else left to right: a simplified Unicode bidi algorithm at word level.

    In a right-to-left line each left-to-right word (without its sentence punctuation) is a run of its own, and
    consecutive Latin words with the spaces between them form one run ("A♥ A♣ 2♥" keeps its order); everything
    else (Arabic-script words, spaces, punctuation) is shaped right to left. In a left-to-right line the
    Arabic-script words (with the spaces and punctuation between them) are the right-to-left runs.
    """
    if not is_rtl_text(text):
        return [(text, False)] if text else []
    tokens = [t for t in _split_keeping_spaces(text) if t]
    runs: list[tuple[str, bool]] = []

    def add(piece: str, right_to_left: bool) -> None:
        if not piece:
            return
        if runs and runs[-1][1] == right_to_left:
            runs[-1] = (runs[-1][0] + piece, right_to_left)
        else:
            runs.append((piece, right_to_left))

    if rtl:
        previous_ltr_word = False
        for token in tokens:
            if token.isspace() or not _token_is_ltr(token):
                add(token, True)
                previous_ltr_word = previous_ltr_word and token.isspace()
                continue
            core_start = 0
            while token[core_start] in _SENTENCE_PUNCTUATION:
                core_start += 1
            core_end = len(token)
            while token[core_end - 1] in _SENTENCE_PUNCTUATION:
                core_end -= 1
            add(token[:core_start], True)
            core = token[core_start:core_end]
            # Latin words in a row (spaces between them only) read as one left-to-right phrase.
            joins = previous_ltr_word and core_start == 0 and len(runs) >= 2
            if joins and runs[-1][0].isspace() and not runs[-2][1] and _starts_with_letter(runs[-2][0]):
                spaces = runs.pop()[0]
                runs[-1] = (runs[-1][0] + spaces + core, False)
            else:
                runs.append((core, False))
            add(token[core_end:], True)
            previous_ltr_word = core_end == len(token)
        return runs
    # A left-to-right line: Arabic-script words and the neutral text between two of them run right to left.
    pending = ""
    for token in tokens:
        if is_rtl_text(token):
            if runs and runs[-1][1] and pending:
                add(pending, True)
            else:
                add(pending, False)
            pending = ""
            add(token, True)
        elif token.isspace() or not any(unicodedata.bidirectional(ch) in ("L", "EN", "AN") for ch in token):
            pending += token
        else:
            add(pending + token, False)
            pending = ""
    add(pending, False)
    return runs


def _split_keeping_spaces(text: str) -> list[str]:
    """``text`` as alternating words and runs of whitespace, nothing lost."""
    pieces: list[str] = []
    current = ""
    for ch in text:
        if current and ch.isspace() != current[-1].isspace():
            pieces.append(current)
            current = ""
        current += ch
    if current:
        pieces.append(current)
    return pieces


#: What joins the items of a list in one line of words: a wrapped line breaks after it, not inside an item.
ITEM_SEPARATOR = " · "


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
            self.clear()  # the runs, and so the widths, depend on the line's direction

    def set_language(self, code: str) -> None:
        """Set the direction from a language code such as ``"fa"``, ``"prs"``, ``"en"`` or ``"fa_AF"``."""
        base = code.replace("-", "_").split("_", 1)[0].lower()
        self.set_rtl(base in RTL_LANGUAGES)

    def runs(self, text: str) -> list[tuple[str, bool]]:
        """``text``'s direction runs in logical order (see :func:`bidi_runs`): the line is right to left in
        right-to-left mode. Arabic script is shaped even in left-to-right mode (a language's own name in the
        settings), since it is never readable unshaped."""
        return bidi_runs(text, self._rtl)

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
        runs = self.runs(text)
        if len(runs) <= 1:
            return self.font(size, bold, bool(runs) and runs[0][1]).size(text)
        sizes = [self.font(size, bold, right_to_left).size(run) for run, right_to_left in runs]
        return sum(w for w, _h in sizes), max(h for _w, h in sizes)

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
        surface = self._render_runs(text, int(size), pygame.Color(rgba[0], rgba[1], rgba[2]), bold)
        if rgba[3] != 255:
            surface.set_alpha(rgba[3])
        self._surfaces[key] = surface
        if len(self._surfaces) > self._cache_size:
            self._surfaces.popitem(last=False)
        return surface

    def _render_runs(self, text: str, size: int, colour: pygame.Color, bold: bool) -> pygame.Surface:
        """One line: each direction run shaped on its own, laid out in the line's direction (the first run
        rightmost in right-to-left mode)."""
        runs = self.runs(text)
        if len(runs) <= 1:
            return self.font(size, bold, bool(runs) and runs[0][1]).render(text, True, colour)
        pieces = [self.font(size, bold, right_to_left).render(run, True, colour) for run, right_to_left in runs]
        if self._rtl:
            pieces.reverse()
        line = pygame.Surface(
            (sum(p.get_width() for p in pieces), max(p.get_height() for p in pieces)), pygame.SRCALPHA
        )
        x = 0
        for piece in pieces:
            # The pieces never overlap: the larger of each channel copies them exactly onto the clear surface.
            line.blit(piece, (x, 0), special_flags=pygame.BLEND_RGBA_MAX)
            x += piece.get_width()
        return line

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
            items = self._wrap_items(paragraph, size, max_width, bold) if ITEM_SEPARATOR in paragraph else None
            if items is not None:
                lines += items
                continue
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

    def _wrap_items(self, paragraph: str, size: int, max_width: int, bold: bool) -> list[str] | None:
        """A list joined by `` · `` (a score line, the options) broken between its items, never inside one
        ("Bot / 2: 4"), each line but the last ending in the dot, and a sentence after the list broken between its
        words; ``None`` when an item alone is too wide."""
        items = paragraph.split(ITEM_SEPARATOR)
        last, dot, tail = items[-1].partition(". ")  # a sentence after the list: its words break anywhere
        items[-1] = last + dot.rstrip()
        lines: list[str] = []
        current = ""
        pieces = [
            item if index == len(items) - 1 else f"{item}{ITEM_SEPARATOR.rstrip()}" for index, item in enumerate(items)
        ]
        for piece in [*pieces, *tail.split()]:
            candidate = f"{current} {piece}" if current else piece
            if self.measure(candidate, size, bold)[0] <= max_width:
                current = candidate
                continue
            if not current or self.measure(piece, size, bold)[0] > max_width:
                return None
            lines.append(current)
            current = piece
        lines.append(current)
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
