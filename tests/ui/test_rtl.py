"""Dari, right to left: Arabic-script text shaped (joined letters, laid out right to left), Latin words and numbers
inside it kept in their own order ("10♥" never "♥01"), wrapping by whole words in logical order, cutting with "…" at
the logical end; the screens mirrored where direction matters (row labels and their buttons, Previous/Next pairs,
the statistics' columns, the top bar's score line, the coach's panel); and every screen drawn in Dari at 1024x640
and 1280x800 through the app's loop, a Panjpar and an ekrang game played to the game-over dialog and watched in the
replay viewer."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.engine import registry
from game.ganjifa.cards import parse_card
from game.ui import i18n
from game.ui.coach import CoachPlace, Tip, lay_out_panel
from game.ui.games import game_ui
from game.ui.ganjifa.cardnames import card_label, card_name, suit_names
from game.ui.panjpar.guess import GuessScene
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup
from game.ui.text import ELLIPSIS, TextRenderer, bidi_runs
from game.ui.widgets import Mirror

from .driver import Driver

DARI = "fa_AF"
WHITE = (255, 255, 255)
PARAGRAPH = "مدافع می‌تواند هر کارت حمله را با کارت بالاتر همان خال یا با هر حکمی بزند و کارت‌های زده‌نشده را برمی‌دارد."


@pytest.fixture
def text() -> TextRenderer:
    pygame.init()
    renderer = TextRenderer()
    renderer.set_language(DARI)
    return renderer


@pytest.fixture
def dari() -> Iterator[None]:
    assert i18n.set_language(DARI) is None
    try:
        yield
    finally:
        i18n.set_language("en")


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def ink_columns(surface: pygame.Surface) -> list[int]:
    """The x of every column that holds a visible pixel."""
    return [
        x for x in range(surface.get_width()) if any(surface.get_at((x, y)).a > 64 for y in range(surface.get_height()))
    ]


# ----- shaping ---------------------------------------------------------------------------------------------------
def test_a_dari_word_is_drawn_joined_not_as_its_letters_side_by_side(text: TextRenderer) -> None:
    word = "بازی"
    joined = text.render(word, 40, WHITE)
    letters = [text.render(letter, 40, WHITE) for letter in word]
    apart = pygame.Surface((sum(s.get_width() for s in letters), joined.get_height()), pygame.SRCALPHA)
    x = 0
    for letter in reversed(letters):  # right to left, each letter in its isolated form
        apart.blit(letter, (x, 0))
        x += letter.get_width()
    assert joined.get_width() < apart.get_width(), "joined letters take less room than isolated ones"
    assert pixels(joined) != pixels(apart.subsurface((0, 0), joined.get_size()))


def test_the_right_to_left_rendering_is_not_the_left_to_right_one(text: TextRenderer) -> None:
    word = "تنظیمات"
    shaped = text.font(40, rtl=True).render(word, True, WHITE)
    plain = text.font(40, rtl=False).render(word, True, WHITE)
    assert pixels(shaped) != pixels(plain)
    assert pixels(text.render(word, 40, WHITE)) == pixels(shaped), "the renderer shapes Dari right to left"


# ----- bidi --------------------------------------------------------------------------------------------------------
def test_latin_words_and_numbers_keep_their_order_inside_a_dari_line() -> None:
    assert bidi_runs("کارت 10♥ را بزنید", True) == [("کارت ", True), ("10♥", False), (" را بزنید", True)]
    assert bidi_runs("با A♥ A♣ 2♥ حمله کنید", True) == [("با ", True), ("A♥ A♣ 2♥", False), (" حمله کنید", True)]
    # Sentence punctuation after a Latin word follows it in the reading order, at its left.
    assert bidi_runs("Enter: بلی", True) == [("Enter", False), (": بلی", True)]
    assert bidi_runs("3 کارت", True) == [("3", False), (" کارت", True)]
    assert bidi_runs("Panjpar 5", True) == [("Panjpar 5", False)], "a line without Dari stays left to right"


def test_a_card_name_in_a_dari_sentence_is_drawn_as_on_its_own(text: TextRenderer) -> None:
    card = text.render("10♥", 40, WHITE)
    word = text.render("کارت ", 40, WHITE)
    line = text.render("کارت 10♥", 40, WHITE)
    assert line.get_width() == card.get_width() + word.get_width() == text.measure("کارت 10♥", 40)[0]
    # Right to left: the sentence starts at the right, so the card's name is its left part, in its own order.
    left = line.subsurface((0, 0, card.get_width(), card.get_height()))
    assert pixels(left) == pixels(card)
    right = line.subsurface((card.get_width(), 0, word.get_width(), word.get_height()))
    assert pixels(right) == pixels(word)
    reversed_card = text.render("♥10", 40, WHITE)
    assert pixels(left) != pixels(reversed_card)


def test_numbers_read_right_to_left_around_the_colon_of_a_score(text: TextRenderer) -> None:
    line = text.render("شما 3 : 2 ربات", 40, WHITE)
    three, two = text.render("3", 40, WHITE), text.render("2", 40, WHITE)
    you = text.render("شما ", 40, WHITE)
    # From the right: "شما", then 3, then the colon, then 2, then "ربات".
    three_at = line.get_width() - you.get_width() - three.get_width()
    assert pixels(line.subsurface((three_at, 0, *three.get_size()))) == pixels(three)
    bot = text.render(" ربات", 40, WHITE)
    assert pixels(line.subsurface((bot.get_width(), 0, *two.get_size()))) == pixels(two)


# ----- wrapping and cutting ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("width", (120, 240, 400))
def test_wrapping_keeps_dari_words_whole_and_in_order(text: TextRenderer, width: int) -> None:
    lines = text.wrap(PARAGRAPH, 18, width)
    assert len(lines) > 1
    assert " ".join(lines) == PARAGRAPH, "the lines are the paragraph's words in logical order"
    assert all(text.measure(line, 18)[0] <= width for line in lines)
    words = set(PARAGRAPH.split())
    assert all(word in words for line in lines for word in line.split()), "no word split across lines"
    surfaces = text.render_lines(PARAGRAPH, 18, WHITE, width)
    assert [s.get_width() for s in surfaces] == [text.measure(line, 18)[0] for line in lines]


def test_cutting_puts_the_ellipsis_at_the_logical_end_which_is_the_left(text: TextRenderer) -> None:
    cut = text.cut_to_width(PARAGRAPH, 18, 200)
    assert cut.endswith(ELLIPSIS) and PARAGRAPH.startswith(cut[:-1])
    assert text.measure(cut, 18)[0] <= 200
    line = text.render(cut, 18, WHITE)
    whole = text.render(PARAGRAPH, 18, WHITE)
    # The start of the sentence is at the right of both; the ellipsis at the left of the cut line.
    assert ink_columns(line)[-1] == pytest.approx(line.get_width() - 1, abs=3)
    dots = text.render(ELLIPSIS, 18, WHITE)
    assert pixels(line.subsurface((0, 0, *dots.get_size()))) == pixels(dots)
    assert whole.get_width() > line.get_width()


# ----- mirroring -------------------------------------------------------------------------------------------------
def test_the_mirror_flips_rectangles_and_anchors_inside_its_box() -> None:
    box = pygame.Rect(100, 0, 400, 300)
    flip, same = Mirror(box, True), Mirror(box, False)
    assert flip.rect(pygame.Rect(110, 5, 50, 20)) == pygame.Rect(440, 5, 50, 20)
    assert same.rect(pygame.Rect(110, 5, 50, 20)) == pygame.Rect(110, 5, 50, 20)
    image = pygame.Surface((30, 10))
    assert flip.place(image, midleft=(120, 50)).midright == (480, 50)
    assert flip.place(image, topright=(480, 5)).topleft == (120, 5)
    assert flip.place(image, center=(150, 50)).center == (450, 50)
    assert same.place(image, midleft=(120, 50)).midleft == (120, 50)


def test_the_coach_panel_reads_from_the_right(text: TextRenderer) -> None:
    tip = Tip("attack", "حمله شما", PARAGRAPH)
    shown = lay_out_panel(tip, CoachPlace(pygame.Rect(0, 0, 600, 400)), text, 16)
    ends = {line_rect.right for _line, line_rect, _bold in shown.lines}
    assert len(ends) == 1 and shown.rect.right - ends.pop() == max(4, 16 // 2), "every line ends at the right pad"
    assert shown.got_it.x > shown.off.right, "Got it, the first button, at the right"
    text.set_rtl(False)
    shown = lay_out_panel(tip, CoachPlace(pygame.Rect(0, 0, 600, 400)), text, 16)
    assert {line_rect.x for _line, line_rect, _bold in shown.lines} == {shown.rect.x + 8}
    assert shown.got_it.right < shown.off.x


def dari_driver(size: tuple[int, int]) -> Driver:
    d = Driver(size, speed="off")
    d.app.ctx.settings.language = DARI
    assert i18n.set_language(DARI) is None
    d.app.ctx.text.set_language(DARI)
    d.pump(2)
    return d


def test_settings_rows_statistics_and_rules_pages_are_mirrored(dari: None) -> None:
    d = dari_driver((1280, 800))
    try:
        settings = d.app.ctx.open("settings")
        assert isinstance(settings, SettingsScene)
        d.pump()
        rows_box, preview = settings.rows_box(), settings.preview_box()
        assert preview.right <= rows_box.x, "the rows at the right, the preview at the left"
        rows = settings.buttons.items[:-1]
        assert rows and all(button.rect.right < rows_box.centerx for button, _callback in rows), "buttons at the left"
        d.key(pygame.K_ESCAPE)
        setup = d.app.ctx.open("set_up", "ekrang")
        d.pump()
        start, back = (button for button, _callback in setup.buttons.items[-2:])  # type: ignore[attr-defined]
        assert start.rect.x > back.rect.x, "Start, the first of the pair, at the right"
        setup.buttons.focus = len(setup.buttons.items) - 2  # type: ignore[attr-defined]
        d.key(pygame.K_LEFT)
        assert setup.buttons.focus == len(setup.buttons.items) - 1, "Left moves to Back, the button at the left"  # type: ignore[attr-defined]
        d.key(pygame.K_ESCAPE)
        statistics = d.app.ctx.open("statistics")
        assert isinstance(statistics, StatisticsScene)
        d.pump()
        labels = {button.label: button.rect for button, _callback in statistics.buttons.items}
        assert labels[i18n._("Newer")].x > labels[i18n._("Back")].x > labels[i18n._("Older")].x
        d.key(pygame.K_ESCAPE)
        rules = d.app.ctx.open("rules", "ekrang")
        assert isinstance(rules, RulesScene)
        d.pump()
        labels = {button.label: button.rect for button, _callback in rules.buttons.items}
        assert labels[i18n._("Previous")].x > labels[i18n._("Back")].x > labels[i18n._("Next")].x
        d.key(pygame.K_LEFT)  # towards Next, at the left
        assert rules.page == 1
        d.key(pygame.K_RIGHT)
        assert rules.page == 0
    finally:
        d.app.close()


# ----- every screen in Dari ----------------------------------------------------------------------------------------
def draw_screen(d: Driver, name: str, *args: object) -> None:
    """Open the screen ``name``, draw it through the app's loop, close it; it must stay on top while drawn."""
    scene = d.app.ctx.open(name, *args)
    d.pump(2)
    assert d.app.ctx.stack[-1] is scene, name
    if isinstance(scene, RulesScene):
        for page in range(len(scene.pages())):
            scene.page = page
            d.pump()
    d.app.ctx.pop(scene)


def play_to_the_end(d: Driver, game: str, players: int) -> GameOverScene:
    """A game of ``game`` at the table, the player's seat taking its first legal action each turn."""
    variant = registry.GAMES[game].variants[0].variant
    levels = registry.GAMES[game].levels
    bots = ("easy",) * (players - 1) if levels else ("random",) * (players - 1)
    table = d.app.ctx.make("table", TableSetup(variant, bots, frozenset(), stake=5), 5)
    assert isinstance(table, TableScene)
    d.app.ctx.replace_all(table)
    for _ in range(20_000):
        d.pump()
        top = d.app.ctx.stack[-1]
        if isinstance(top, GameOverScene):
            d.pump(2)
            return top
        if top is not table:
            assert isinstance(top, GuessScene)
            (red, _choose_red), (black, _choose_black) = top.buttons.items
            assert red.rect.x > black.rect.right, "Red or black? read from the right"
            d.key(pygame.K_r)  # Panjpar's colour guess: red
            continue
        view = table.view
        actions = list(view.legal_actions()) if view is not None and table.ready else []
        if actions:
            table.submit(actions[0])
    raise AssertionError(f"{game} did not end")


@pytest.mark.parametrize("size", ((1024, 640), (1280, 800)))
def test_every_screen_draws_in_dari(size: tuple[int, int], dari: None) -> None:
    d = dari_driver(size)
    try:
        assert d.app.ctx.text.rtl
        for name, args in (("choose_game", ()), ("settings", ()), ("statistics", ())):
            draw_screen(d, name, *args)
        for game in registry.GAMES:
            draw_screen(d, "set_up", game)
            draw_screen(d, "rules", game)
        draw_screen(d, "message", i18n._("About your saved games"), [PARAGRAPH, PARAGRAPH])
        for game, players in ((registry.PANJPAR.id, 2), ("ekrang", 3)):
            over = play_to_the_end(d, game, players)
            (again, _play), (menu, _leave) = over.buttons.items
            assert again.label == i18n._("Play again") and again.rect.x > menu.rect.right, "read from the right"
        statistics = d.app.ctx.open("statistics")
        assert isinstance(statistics, StatisticsScene)
        d.pump()
        watch = [action for button, action in statistics.buttons.items if button.label == i18n._("Watch")]
        assert len(watch) == 2, "both games are in the recent list, each with its replay"
        for action in watch:
            action()
            d.pump(2)
            viewer = d.app.ctx.stack[-1]
            assert viewer is not statistics
            for _ in range(5):
                d.key(pygame.K_RIGHT)
            d.app.ctx.pop(viewer)
    finally:
        d.app.close()


def test_in_dari_the_suits_are_named_in_dari_letters_everywhere(dari: None) -> None:
    """The rules, the legend, a card's name and the log say the suits' names in Dari letters, as the rest of the
    sentence is (a Latin name in a right-to-left sentence also broke its order)."""
    latin = ("Surya", "Chandra", "Barat", "Phul", "Kumancha", "Ghulam", "Cheng", "Shamsher")
    names = suit_names()
    assert len(set(names)) == 8 and not any(ch.isascii() and ch.isalpha() for name in names for ch in name)
    words = [card_name(parse_card("8Cg")), card_label(parse_card("RSu"))]
    for game in ("nakashth", "komi", "ekrang", "hamrang"):
        page = game_ui(game).rules_page()
        words += [paragraph for section in page.sections for paragraph in section.paragraphs]
    assert not [text for text in words if any(name in text for name in latin)]
