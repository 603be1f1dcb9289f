"""The text renderer: bundled fonts, caching, wrapping, right-to-left shaping."""

from __future__ import annotations

import pygame
import pytest

from game.resources import asset_path
from game.ui.text import TextRenderer, default_renderer, is_rtl_text

DARI = "پنج پر"


@pytest.fixture
def text() -> TextRenderer:
    pygame.init()
    return TextRenderer(cache_size=8)


def test_bundled_fonts_exist() -> None:
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        assert asset_path("fonts", name).is_file()


def test_render_gives_a_non_empty_surface(text: TextRenderer) -> None:
    surface = text.render("Panjpar", 24, (255, 255, 255))
    assert surface.get_width() > 40 and surface.get_height() >= 24
    assert surface.get_bounding_rect().width > 0


def test_suit_glyphs_are_in_the_bundled_font(text: TextRenderer) -> None:
    surface = text.render("♠♥♦♣", 30, (0, 0, 0))
    assert surface.get_bounding_rect().width > 60


def test_bold_is_wider(text: TextRenderer) -> None:
    assert text.measure("Trump", 20, bold=True)[0] > text.measure("Trump", 20)[0]


def test_render_cache_hits_and_is_bounded(text: TextRenderer) -> None:
    a = text.render("Hello", 20, (10, 20, 30))
    assert text.render("Hello", 20, (10, 20, 30)) is a
    assert text.render("Hello", 20, (10, 20, 31)) is not a
    assert text.font(20) is text.font(20)
    for i in range(20):
        text.render(f"line {i}", 12, (0, 0, 0))
    assert len(text._surfaces) <= 8
    assert text.render("Hello", 20, (10, 20, 30)) is not a  # evicted


def test_wrap_keeps_every_line_within_width(text: TextRenderer) -> None:
    paragraph = (
        "The defender must beat every card played against him with a higher card of the same suit "
        "or a trump; otherwise he takes them all. Supercalifragilisticexpialidocious."
    )
    for width in (80, 150, 300):
        lines = text.wrap(paragraph, 16, width)
        assert len(lines) > 1
        assert all(text.measure(line, 16)[0] <= width for line in lines)
        assert " ".join(lines).replace(" ", "") == paragraph.replace(" ", "")


def test_wrap_keeps_paragraphs(text: TextRenderer) -> None:
    assert text.wrap("one\n\ntwo", 16, 500) == ["one", "", "two"]
    assert text.wrap("", 16, 100) == [""]


def test_rtl_mode_renders_dari(text: TextRenderer) -> None:
    assert is_rtl_text(DARI) and not is_rtl_text("Panjpar 5")
    text.set_rtl(True)
    assert text.rtl
    surface = text.render(DARI, 28, (255, 255, 255))
    assert surface.get_bounding_rect().width > 30
    assert text.wrap(DARI + " " + DARI, 28, 10_000) == [f"{DARI} {DARI}"]
    text.set_language("en")
    assert not text.rtl
    text.set_language("fa_AF")
    assert text.rtl


def test_rtl_shaping_joins_letters(text: TextRenderer) -> None:
    # Shaped Arabic script uses joined forms, which are narrower than isolated letters laid side by side.
    text.set_rtl(True)
    joined = text.measure("پنج", 40)[0]
    isolated = sum(text.measure(ch, 40)[0] for ch in "پنج")
    assert joined < isolated


def test_default_renderer_is_shared() -> None:
    pygame.init()
    assert default_renderer() is default_renderer()


def test_wrap_leaves_no_word_alone_on_a_paragraphs_last_line(text: TextRenderer) -> None:
    sentence = "The bot got rid of its cards first: you are the fool this time."
    for width in range(120, 600, 7):
        lines = text.wrap(sentence, 16, width)
        assert " ".join(lines) == sentence and all(text.measure(line, 16)[0] <= width for line in lines)
        if len(lines) > 1 and len(lines[-2].split()) >= 3:
            pair = " ".join(lines[-2].split()[-1:] + lines[-1].split())
            if text.measure(pair, 16)[0] <= width:
                assert len(lines[-1].split()) >= 2, f"{width}: {lines}"


def test_a_list_joined_by_dots_breaks_between_its_items(text: TextRenderer) -> None:
    """Review 9: "Tricks taken (most tricks wins): You: 2 · Bot 1: 5 · Bot / 2: 4" broke inside a seat's name."""
    line = "Tricks taken (most tricks wins): You: 2 · Bot 1: 5 · Bot 2: 4"
    assert text.wrap(line, 16, 10_000) == [line]
    for width in range(
        text.measure("Tricks taken (most tricks wins): You: 2 ·", 16)[0], 10 + text.measure(line, 16)[0], 5
    ):
        lines = text.wrap(line, 16, width)
        assert " ".join(lines) == line and all(text.measure(part, 16)[0] <= width for part in lines)
        assert all(part.endswith(" ·") for part in lines[:-1]), lines
    after = line + ". Bot 2 still holds 1 card: nobody else has one to play, so it counts for nothing."
    for width in (300, 360, 420, 480):  # review of 3fd4c4d: a sentence after the list made the last item too wide
        lines = text.wrap(after, 16, width)
        assert " ".join(lines) == after and all(text.measure(part, 16)[0] <= width for part in lines), lines
        assert not any(part.endswith(" Bot") for part in lines), lines
    narrow = text.wrap("Supercalifragilistic · x", 16, 40)  # an item wider than a line: words, then letters
    assert all(text.measure(part, 16)[0] <= 40 for part in narrow)
