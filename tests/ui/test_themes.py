"""Themes (issue 12 item 9): three card backs (each with its round Ganjifa back), three table cloths and the
large-index faces draw at every size and differ at a glance; they are settings kept in the store, a bad stored
value falls back with the settings message, and through the event loop a choice made in Settings changes the
preview at once and what the table draws. Text stays readable on every cloth's top bar and plates."""

from __future__ import annotations

import itertools
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.storage import SETTINGS_SCHEMA, Store
from game.storage.store import DB_NAME
from game.ui.art.cards import CardArt
from game.ui.art.cloth import CLOTH_COLOURS, table_cloth
from game.ui.art.french import RANKS
from game.ui.art.shapes import card_height
from game.ui.art.suits import SUITS
from game.ui.art.theme import BACKS, CLOTHS, DEFAULT_THEME, Theme, checked_theme, theme_of
from game.ui.ganjifa.presenter import GanjifaPresenter
from game.ui.layout import compute_layout
from game.ui.saving import Saves
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.table import TableScene
from game.ui.settings import Settings
from game.ui.text import TextRenderer
from game.ui.widgets import GOLD, INK, INK_DIM, PANEL, panel

from .driver import Driver, panjpar
from .test_ganjifa_tables import open_table

RGB = tuple[int, int, int]
SIZES = (50, 60, 88, 110, 163, 250)


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> Iterator[None]:
    pygame.init()  # not quit after: the shared text renderer's fonts must outlive this module
    yield


def themed_art(theme: Theme) -> CardArt:
    """Card art in ``theme`` with a renderer of its own (the shared one's fonts die with an earlier test's
    ``pygame.quit``)."""
    return CardArt(text=TextRenderer(), theme=theme)


def mean_colour(surface: pygame.Surface) -> RGB:
    """The average colour of the opaque pixels (every other pixel)."""
    total, count = [0, 0, 0], 0
    w, h = surface.get_size()
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            c = surface.get_at((x, y))
            if c.a > 200:
                total = [total[0] + c.r, total[1] + c.g, total[2] + c.b]
                count += 1
    return (total[0] // count, total[1] // count, total[2] // count)


def distance(a: RGB, b: RGB) -> float:
    return float(sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5)


def pixel_distance(a: pygame.Surface, b: pygame.Surface) -> float:
    """The mean colour distance between the pixels of two images of one size, where both are opaque."""
    total, count = 0.0, 0
    w, h = a.get_size()
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            p, q = a.get_at((x, y)), b.get_at((x, y))
            if p.a > 200 and q.a > 200:
                total += distance((p.r, p.g, p.b), (q.r, q.g, q.b))
                count += 1
    return total / count


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def inner(rect: pygame.Rect) -> pygame.Rect:
    """``rect`` without its rounded corners and edge (where a card blends with what is under it)."""
    return rect.inflate(-rect.w // 4, -rect.h // 4)


# ----- the art --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("width", SIZES)
def test_every_back_draws_at_every_size_and_the_backs_differ_at_a_glance(width: int) -> None:
    backs = {back: themed_art(Theme(back=back)).back(width) for back in BACKS}
    for image in backs.values():
        assert image.get_size() == (width, card_height(width))
        assert image.get_at((0, 0)).a == 0 and image.get_at((width // 2, width // 2)).a > 250
    for a, b in itertools.combinations(BACKS, 2):  # pixel by pixel, far apart (black to white is 441)
        assert pixel_distance(backs[a], backs[b]) > 70, f"{a} and {b} look alike"


@pytest.mark.parametrize("diameter", (36, 60, 90, 140))
def test_every_round_back_follows_its_card_back_and_they_differ(diameter: int) -> None:
    rounds = {back: themed_art(Theme(back=back)).round_back(diameter) for back in BACKS}
    for image in rounds.values():
        assert image.get_size() == (diameter, diameter)
        assert image.get_at((0, 0)).a == 0 and image.get_at((diameter // 2, diameter // 2)).a > 250
    for a, b in itertools.combinations(BACKS, 2):
        assert pixel_distance(rounds[a], rounds[b]) > 70, f"{a} and {b} look alike"
    # The default round back is the deep red one it always was; the trellis's is green, the sunburst's saffron.
    red, green, saffron = (mean_colour(rounds[back]) for back in BACKS)
    assert red[0] > red[1] + 50 and green[1] > max(green[0], green[2]) and saffron[0] > saffron[2] + 80


def test_the_cloths_have_their_colours_and_differ() -> None:
    means = {}
    for name in CLOTHS:
        cloth = table_cloth((320, 200), CLOTH_COLOURS[name])
        assert cloth.get_size() == (320, 200)
        means[name] = mean_colour(cloth.subsurface((100, 60, 120, 80)))
        assert distance(means[name], CLOTH_COLOURS[name]) < 40, (name, means[name])
    for a, b in itertools.combinations(CLOTHS, 2):
        assert distance(means[a], means[b]) > 40, (a, b)
    green, blue, wine = (means[name] for name in CLOTHS)
    assert green[1] == max(green) and blue[2] == max(blue) and wine[0] == max(wine)
    art = themed_art(Theme(cloth="wine"))
    assert art.cloth((320, 200)) is table_cloth((320, 200), CLOTH_COLOURS["wine"])


def rank_height(face: pygame.Surface, column: float) -> int:
    """The height of the corner index's rank: the first run of rows from the top with ink in the index's column
    (``column`` of the card's width: left of the pips and pictures)."""
    w, h = face.get_size()

    def inked(y: int) -> bool:
        pixels = (face.get_at((x, y)) for x in range(round(w * 0.03), round(w * column)))
        return any(c.a > 200 and min(c.r, c.g, c.b) < 100 for c in pixels)

    top = next(y for y in range(h // 2) if inked(y))
    return next(y for y in range(top, h) if not inked(y)) - top


@pytest.mark.parametrize("width", (50, 110, 250))
def test_every_large_index_face_draws_and_its_corner_index_is_much_bigger(width: int) -> None:
    normal, large = themed_art(DEFAULT_THEME), themed_art(Theme(large_index=True))
    for suit in SUITS:
        for rank in RANKS:
            face = large.face(rank, suit, width)
            assert face.get_size() == (width, card_height(width))
            assert not same_pixels(face, normal.face(rank, suit, width)), (rank, suit)
    # The rank in the corner (what shows of a card in a fanned hand) is half as high again; the J and Q, which
    # reach below the line, a little less (they are held to the index's depth, so the suit keeps its place).
    for rank in RANKS:
        for suit in ("H", "S"):
            big, usual = (
                rank_height(large.face(rank, suit, width), 0.38),
                rank_height(normal.face(rank, suit, width), 0.2),
            )
            assert big >= (1.35 if rank in (11, 12) else 1.5) * usual, (rank, suit, big, usual)


def badge_text_height(face: pygame.Surface) -> int:
    """The height of the round card's rank in its badge: the rows of black ink in the top half (on a suit of a
    light ground)."""
    d = face.get_width()
    rows = [y for y in range(d // 2) if any(max(face.get_at((x, y))[:3]) < 60 for x in range(d))]
    return rows[-1] - rows[0] + 1


@pytest.mark.parametrize("diameter", (40, 90, 140))
def test_the_large_index_round_faces_have_a_bigger_badge(diameter: int) -> None:
    normal, large = themed_art(DEFAULT_THEME), themed_art(Theme(large_index=True))
    for card in range(96):
        face = large.round_face(card, diameter)
        assert face.get_size() == (diameter, diameter) and face.get_at((0, 0)).a == 0
        assert not same_pixels(face, normal.round_face(card, diameter))
    for card in (0, 9 * 8 + 2, 10 * 8 + 4, 11 * 8 + 7):  # the text 0.4 of the diameter high instead of 0.27
        big, usual = (
            badge_text_height(large.round_face(card, diameter)),
            badge_text_height(normal.round_face(card, diameter)),
        )
        assert big >= 1.35 * usual, (card, big, usual)


def test_each_theme_is_cached_apart_so_cycling_redraws_nothing() -> None:
    art = themed_art(DEFAULT_THEME)
    first = art.back(110), art.round_back(80), art.face(10, "H", 110)
    art.theme = Theme("sunburst", "blue", True)
    second = art.back(110), art.round_back(80), art.face(10, "H", 110)
    assert all(a is not b for a, b in zip(first, second, strict=True))
    art.theme = DEFAULT_THEME
    assert all(a is b for a, b in zip(first, (art.back(110), art.round_back(80), art.face(10, "H", 110)), strict=True))


def test_a_theme_of_unknown_names_is_the_default() -> None:
    assert theme_of("plaid", "purple", True) == Theme(large_index=True)
    with pytest.raises(ValueError, match="no card back 'plaid'"):
        checked_theme("plaid", "green", False)
    with pytest.raises(ValueError, match="no table cloth 'purple'"):
        checked_theme("trellis", "purple", False)
    assert checked_theme("trellis", "wine", True) == Theme("trellis", "wine", True)


# ----- readable text on every cloth --------------------------------------------------------------------------
def luminance(colour: tuple[int, ...]) -> float:
    def channel(value: int) -> float:
        v = value / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour[0]) + 0.7152 * channel(colour[1]) + 0.0722 * channel(colour[2])


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def brightest(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, ...]:
    rows, columns = range(rect.y, rect.bottom, 3), range(rect.x, rect.right, 5)
    return max((tuple(surface.get_at((x, y))) for y in rows for x in columns), key=luminance)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("cloth", CLOTHS)
def test_text_on_each_cloths_top_bar_and_plates_has_at_least_4_5_to_1_contrast(
    cloth: str, size: tuple[int, int]
) -> None:
    layout = compute_layout(size)
    screen = table_cloth(size, CLOTH_COLOURS[cloth]).copy()
    bar = layout.top_bar
    # The bar and the plates: the same panel, 215 of 255 opaque, over the cloth.
    for rect in (bar, layout.my_plate, layout.seat_plate(1)):
        screen.blit(panel(rect.size, PANEL, 215, 0), rect)
        lightest = brightest(screen, rect)
        for ink in (INK, INK_DIM, GOLD):
            assert contrast(ink, lightest) >= 4.5, (cloth, ink, lightest)


def test_the_new_cloths_are_no_harder_to_read_on_than_the_green() -> None:
    """Some words lie on the bare cloth (the menu's line under the title): the blue and the wine keep them at
    least as readable as the green felt does."""
    size = (1280, 800)
    whole = pygame.Rect((0, 0), size)
    green = contrast(INK, brightest(table_cloth(size, CLOTH_COLOURS["green"]), whole))
    for cloth in CLOTHS[1:]:
        assert contrast(INK, brightest(table_cloth(size, CLOTH_COLOURS[cloth]), whole)) >= green


# ----- settings ----------------------------------------------------------------------------------------------
def test_the_store_and_the_screen_offer_the_same_choices() -> None:
    assert SETTINGS_SCHEMA["card_back"].choices == BACKS and SETTINGS_SCHEMA["card_back"].default == BACKS[0]
    assert SETTINGS_SCHEMA["cloth"].choices == CLOTHS and SETTINGS_SCHEMA["cloth"].default == CLOTHS[0]
    assert SETTINGS_SCHEMA["large_index"].kind is bool and SETTINGS_SCHEMA["large_index"].default is False
    assert Settings().theme == DEFAULT_THEME


def test_the_theme_settings_round_trip_through_the_store(_data_dir: Path) -> None:
    saves = Saves.open(_data_dir)
    saves.load_settings()
    settings = Settings(card_back="sunburst", cloth="wine", large_index=True)
    saves.save_settings(settings)
    saves.store.close()
    again = Saves.open(_data_dir)
    loaded = Settings()
    loaded.update(again.load_settings())
    again.store.close()
    assert loaded.theme == Theme("sunburst", "wine", True) and not again.problems


def test_settings_refuse_a_theme_value_not_offered() -> None:
    settings = Settings()
    settings.update({"card_back": "plaid", "cloth": 3, "large_index": "yes"})
    assert settings.theme == DEFAULT_THEME


@pytest.mark.parametrize(
    ("key", "stored"), [("card_back", '"plaid"'), ("cloth", '"purple"'), ("large_index", '"yes"'), ("cloth", "7")]
)
def test_a_bad_stored_theme_value_starts_with_the_default_and_the_settings_message(
    _data_dir: Path, key: str, stored: str
) -> None:
    Store.open(_data_dir).close()
    conn = sqlite3.connect(_data_dir / DB_NAME, isolation_level=None)
    conn.execute("INSERT INTO settings VALUES (?, ?)", (key, stored))
    conn.execute("INSERT INTO settings VALUES ('card_back', '\"trellis\"')" if key != "card_back" else "SELECT 1")
    conn.close()
    d = Driver()
    d.pump()
    assert isinstance(d.top, MessageScene)
    text = "\n".join([d.top.title, *d.top.paragraphs])
    assert f"The saved setting “{key.replace('_', ' ')}” could not be used" in text
    expected = Theme(back="trellis" if key != "card_back" else "tilework")  # the good value is kept
    assert d.app.ctx.settings.theme == expected and d.app.ctx.art.theme == expected
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, MenuScene)


# ----- through the event loop --------------------------------------------------------------------------------
def open_settings(d: Driver) -> SettingsScene:
    for button, _callback in d.top.buttons.items:  # type: ignore[attr-defined]
        if button.label == "Settings":
            d.click(button.rect.center)
            break
    scene = d.top
    assert isinstance(scene, SettingsScene)
    return scene


def row_button(scene: SettingsScene, name: str) -> pygame.Rect:
    """The button of the settings row called ``name``."""
    index = [label for label, _value, _callback in scene.rows()].index(name)
    rect: pygame.Rect = scene.buttons.items[index][0].rect
    return rect


def values_clicked(row: str, setting: str, clicks: int) -> list[object]:
    """A fresh window's Settings screen: the value of ``setting`` after each of ``clicks`` clicks on ``row``."""
    d = Driver()
    d.pump()
    scene = open_settings(d)
    seen = []
    for _ in range(clicks):
        d.click(row_button(scene, row).center)
        seen.append(getattr(d.app.ctx.settings, setting))
    return seen


def shown(d: Driver, rect: pygame.Rect) -> pygame.Surface:
    return d.app.screen.subsurface(rect).copy()


def test_the_preview_follows_each_choice_by_keyboard_and_mouse() -> None:
    d = Driver()
    d.pump()
    scene = open_settings(d)
    d.pump()
    places = scene.preview_places()
    back, face, round_back = places["back"], places["face0"], places["round_back"]
    art = d.app.ctx.art
    assert same_pixels(shown(d, inner(back)), art.back(back.w).subsurface(inner(back.move(-back.x, -back.y))))
    before = {name: shown(d, inner(rect)) for name, rect in places.items()}
    # The keyboard: down to "Card back", Enter cycles it; the preview shows the trellis back and its round back.
    while scene.buttons.focus != [label for label, _v, _c in scene.rows()].index("Card back"):
        d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    assert d.app.ctx.settings.card_back == "trellis" and art.theme.back == "trellis"
    trellis = art.back(back.w).subsurface(inner(back.move(-back.x, -back.y)))
    assert same_pixels(shown(d, inner(back)), trellis) and not same_pixels(shown(d, inner(back)), before["back"])
    assert not same_pixels(shown(d, inner(round_back)), before["round_back"])
    assert same_pixels(shown(d, inner(face)), before["face0"])  # the faces stay as they were
    # The mouse: the large index changes the faces; the cloth changes the ground around the cards.
    d.click(row_button(scene, "Large index").center)
    assert d.app.ctx.settings.large_index and not same_pixels(shown(d, inner(face)), before["face0"])
    ground = pygame.Rect(scene.preview_box().x + 4, scene.preview_box().bottom - 12, 40, 8)
    green = mean_colour(shown(d, ground))
    d.click(row_button(scene, "Table cloth").center)
    assert d.app.ctx.settings.cloth == "blue"
    blue = mean_colour(shown(d, ground))
    assert blue[2] > green[2] + 15 and blue[1] < green[1], (green, blue)


def bot_back_rect(d: Driver) -> pygame.Rect:
    """The bot's face-down card drawn last (so wholly visible) at the table."""
    presenter = panjpar(d.table)
    board = presenter.board
    last = next(s for s in reversed(board.draw_order()) if s in board.hands[1] and not s.face_up)
    return pygame.Rect(round(last.pos[0]), round(last.pos[1]), board.layout.card_w, board.layout.card_h)


def test_a_back_chosen_in_settings_during_a_game_is_the_back_the_table_draws() -> None:
    d = Driver(seed=3)
    d.app.ctx.settings.coach = False  # its tips would lie over the bot's cards
    d.set_up_with_mouse(2, "panjpar-36", ("easy",))
    state = d.wait_for_player()
    if state == "guess":
        d.key(pygame.K_r)
        state = d.wait_for_player()
    assert state in ("attack", "defend")
    rect = bot_back_rect(d)
    layout = panjpar(d.table).board.layout
    stock = pygame.Rect(layout.stock.topleft, (layout.card_h, layout.card_w))  # the stock's top card, crosswise
    assert panjpar(d.table).board.stock_left > 0
    art = d.app.ctx.art
    card, crosswise = inner(rect.move(-rect.x, -rect.y)), inner(stock.move(-stock.x, -stock.y))
    assert same_pixels(shown(d, inner(rect)), art.back(rect.w).subsurface(card))
    assert same_pixels(shown(d, inner(stock)), art.back_rotated(rect.w).subsurface(crosswise))
    before = shown(d, inner(rect))
    d.key(pygame.K_ESCAPE)  # the in-game menu, then Settings
    scene = open_settings(d)
    d.click(row_button(scene, "Card back").center)
    d.click(row_button(scene, "Card back").center)
    assert d.app.ctx.settings.card_back == "sunburst"
    d.key(pygame.K_ESCAPE)  # back to the in-game menu, and Resume
    d.key(pygame.K_ESCAPE)
    assert d.top is d.table
    d.pump(2)
    assert bot_back_rect(d) == rect
    now = shown(d, inner(rect))
    assert not same_pixels(now, before)
    sunburst = themed_art(Theme(back="sunburst"))
    assert same_pixels(now, sunburst.back(rect.w).subsurface(card))
    assert same_pixels(shown(d, inner(stock)), sunburst.back_rotated(rect.w).subsurface(crosswise))


def bot_round_back_rect(table: TableScene) -> pygame.Rect:
    """The face-down card of seat 1 that lies on top of its fan (the rightmost), at rest."""
    presenter = table.presenter
    assert isinstance(presenter, GanjifaPresenter)
    backs = [s for s in presenter.board.ordered() if s.key[0] == "back" and s.key[1] == 1 and not s.moving]
    top = max(backs, key=lambda s: s.rect.x)
    x, y = top.position()
    return pygame.Rect(round(x), round(y), top.size, top.size)


def test_a_back_chosen_in_settings_colours_the_round_backs_at_an_ekrang_table() -> None:
    d = Driver()
    d.app.ctx.settings.coach = False  # its tips would lie over the bots' cards
    table = open_table(d, "ekrang", ("easy", "easy"))
    for _ in range(600):
        if table.my_move and not table.presenter.busy:
            break
        d.pump()
    d.pump()
    rect = bot_round_back_rect(table)
    middle = rect.inflate(-rect.w * 2 // 5, -rect.h * 2 // 5)  # inside the disc
    before = shown(d, middle)
    d.key(pygame.K_ESCAPE)
    scene = open_settings(d)
    d.click(row_button(scene, "Card back").center)
    assert d.app.ctx.settings.card_back == "trellis"
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    assert d.top is table and bot_round_back_rect(table) == rect
    d.pump()
    now = shown(d, middle)
    trellis = themed_art(Theme(back="trellis")).round_back(rect.w)
    expected = trellis.subsurface(middle.move(-rect.x, -rect.y))
    assert pixel_distance(now, before) > 40
    assert pixel_distance(now, expected) < 15


def lowest_ink(face: pygame.Surface, right: int) -> int:
    """The lowest row with ink left of ``right`` (the large index's column), the card's grey edge left out."""
    w, h = face.get_size()
    edge = round(w * 0.08)  # past the rounded corner
    for y in range(h - edge, -1, -1):
        for x in range(edge, right):
            c = face.get_at((x, y))
            if c.a > 200 and min(c.r, c.g, c.b) < 110:
                return y
    return -1


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (2560, 1440)])
def test_the_large_index_shows_whole_on_the_trump_card_above_the_stock(size: tuple[int, int]) -> None:
    """Rule 1: the trump card's index stays readable where the stock lies across the card's lower part."""
    layout = compute_layout(size)
    shown_height = layout.stock.y - layout.trump.y
    art = themed_art(Theme(large_index=True))
    column = round(layout.card_w * 0.38)
    for suit in SUITS:
        for rank in RANKS:
            assert lowest_ink(art.face(rank, suit, layout.card_w), column) < shown_height, (rank, suit)
