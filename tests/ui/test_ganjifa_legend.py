"""The round pack explained, one set of suit names everywhere: each Ganjifa rules page pictures the eight suits by
the rules' names (with the Mughal order where the game has it); at the table K (or the button Pack) shows them over
the table and a click puts them away; the card under the pointer is named; the log says the rules' names."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.ganjifa.actions import Play
from game.ganjifa.cards import SUITS, cards_in
from game.ganjifa.komi.state import KomiView
from game.ui import i18n
from game.ui.art.cards import CardArt
from game.ui.games import game_ui
from game.ui.ganjifa.cardnames import card_label, suit_glosses, suit_names
from game.ui.ganjifa.lasttrick import LAST_TRICK_KEY
from game.ui.ganjifa.layout import round_layout
from game.ui.ganjifa.legend import LEGEND_KEY, MUGHAL_SUITS, colour_names, draw_legend, mughal_option_note
from game.ui.ganjifa.presenter import SORT_KEY
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.table import TableScene
from game.ui.text import TextRenderer

from .driver import Driver
from .test_ganjifa_trick_pause import play_first
from .test_ganjifa_trick_tables import card_centre, open_table, presenter_of, state_of

NAMES = ("Surya", "Chandra", "Barat", "Phul", "Kumancha", "Ghulam", "Cheng", "Shamsher")


GAMES = [("nakashth", False), ("komi", False), ("ekrang", True), ("hamrang", True)]


@pytest.mark.parametrize(("game", "mughal"), GAMES)
def test_every_ganjifa_rules_page_pictures_the_eight_suits_by_the_rules_names(game: str, mughal: bool) -> None:
    page = game_ui(game).rules_page()
    section = next(section for section in page.sections if section.heading == "The pack")
    assert [picture.caption.split(":")[0] for picture in section.pictures] == list(NAMES) == list(suit_names())
    for suit, picture in enumerate(section.pictures):
        assert all(card % SUITS == suit for group in picture.groups for card in group)
        assert suit_glosses()[suit] in picture.caption
    assert (mughal_option_note() in section.paragraphs) == mughal
    assert [NAMES[suit] for suit in MUGHAL_SUITS] == ["Chandra", "Phul", "Ghulam", "Shamsher"]


class Written:
    """Every text the table renders while it draws."""

    def __init__(self, text: TextRenderer, monkeypatch: pytest.MonkeyPatch) -> None:
        self.lines: list[str] = []
        render = text.render

        def spy(line: str, size: int, colour: tuple[int, ...], bold: bool = False) -> pygame.Surface:
            self.lines.append(line)
            return render(line, size, colour, bold)  # type: ignore[arg-type]

        monkeypatch.setattr(text, "render", spy)

    def drawn(self, table: TableScene) -> str:
        self.lines.clear()
        table.draw(pygame.Surface(table.ctx.size))
        return "\n".join(self.lines)


@pytest.mark.parametrize("game", ["ekrang", "hamrang"])
def test_the_rules_pages_tell_the_mughal_order_as_an_option_where_the_pack_is_told(game: str) -> None:
    """Where the pack is first told, the Mughal order reads as an option, not as the rule ("Mughal order: ... the
    1 is high" read as if it always applied); and ekrang says plainly where a card's value, not its suit, makes
    it higher or lower, and that a trick still goes by its suit (review 10 read the two as a contradiction)."""
    page = game_ui(game).rules_page()
    pack = next(section for section in page.sections if section.heading == "The pack")
    mughal = [paragraph for paragraph in pack.paragraphs if "Mughal" in paragraph]
    assert len(mughal) == 1 and "option" in mughal[0] and not mughal[0].startswith("Mughal order:"), mughal
    if game == "ekrang":
        first = " ".join(page.sections[0].paragraphs)
        assert "a 7 of any suit is higher than a 5 of any other" in first, first
        assert "the covers" in first and "a trick is taken only by a card of its own suit" in first, first


@pytest.mark.parametrize("language", ["de", "fa_AF"])
def test_the_pack_view_writes_every_suits_colour_alike(language: str) -> None:
    """The colours in "Monde, schwarz" are written as one kind of word: German had "Schwarz" and "Rot" as nouns
    (shared with Panjpar's colour guess) beside "grün", "blau"."""
    try:
        i18n.set_language(language)
        colours = colour_names()
        assert all(colour == colour.lower() for colour in colours), colours
    finally:
        i18n.set_language("en")


@pytest.fixture
def d() -> Iterator[Driver]:
    driver = Driver()
    yield driver
    driver.app.close()


@pytest.mark.parametrize("game", ["komi", "ekrang"])
def test_k_and_the_pack_button_show_the_suits_over_the_table_and_a_click_puts_them_away(
    d: Driver, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = open_table(d, game, 4 if game == "komi" else 3, frozenset({"mughal"}) if game == "ekrang" else frozenset())
    written = Written(d.app.ctx.text, monkeypatch)
    assert suit_glosses()[0] not in written.drawn(table)  # (the key suit's name is said under the header)
    d.key(pygame.K_k)
    drawn = written.drawn(table)
    for suit in range(SUITS):
        assert NAMES[suit] in drawn and suit_glosses()[suit] in drawn, NAMES[suit]
    assert ("Mughal order" in drawn) == (game == "ekrang")
    d.click(presenter_of(table).layout.centre.center)
    assert not presenter_of(table).legend and suit_glosses()[0] not in written.drawn(table)
    button = next(button for button, _run in table.tool_buttons() if button.label == "Pack")
    d.click(button.rect.center)
    assert presenter_of(table).legend


def test_the_card_under_the_pointer_or_the_keyboards_focus_is_named(d: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    table = open_table(d, "hamrang", 4)
    d.pump(60)
    presenter = presenter_of(table)
    written = Written(d.app.ctx.text, monkeypatch)
    card = presenter.gestures.hand()[-1]
    d.post(pygame.MOUSEMOTION, pos=card_centre(presenter, card), rel=(0, 0), buttons=(0, 0, 0))
    d.pump()
    assert card_label(card) in written.drawn(table).split("\n")
    d.post(pygame.MOUSEMOTION, pos=(5, table.ctx.size[1] // 2), rel=(0, 0), buttons=(0, 0, 0))
    d.pump()
    assert card_label(card) not in written.drawn(table).split("\n")
    for _ in range(3000):  # the keyboard's focus is named too, at the player's turn
        if table.my_move and presenter.my_turn():
            break
        d.pump()
    d.key(pygame.K_RIGHT)
    focused = presenter.gestures.focus
    assert focused is not None and card_label(focused) in written.drawn(table).split("\n")


def test_the_log_names_the_cards_as_the_rules_do(d: Driver) -> None:
    table = open_table(d, "hamrang", 4)
    for _ in range(400):
        play_first(table)
        d.pump()
    plays = [action for action in state_of(table).history() if isinstance(action, Play)]
    assert len(plays) > 4
    said = [line.text for line in table.log.lines if " play" in line.text]
    assert said and all(any(f" of {name}" in line for name in NAMES) for line in said), said
    assert not any(word in line for line in said for word in ("harps", "suns", "swords")), said


@pytest.mark.parametrize(("game", "hints", "tricks"), [("nakashth", False, False), ("komi", True, False),
                                                       ("ekrang", True, True), ("hamrang", True, True)])  # fmt: skip
def test_every_ganjifa_rules_page_ends_with_the_tables_keys_as_the_table_binds_them(
    game: str, hints: bool, tricks: bool
) -> None:
    section = game_ui(game).rules_page().sections[-1]
    text = " ".join(section.paragraphs)
    assert section.heading == "At the table"
    assert "(or K)" in text and pygame.K_k == LEGEND_KEY
    assert ("(or H)" in text and "Enter" in text) == hints
    assert ("(or T)" in text and "S sorts" in text) == tricks
    assert (pygame.K_t, pygame.K_s) == (LAST_TRICK_KEY, SORT_KEY)


@pytest.mark.parametrize("rtl", [False, True])
def test_right_to_left_the_legend_reads_from_the_right(rtl: bool) -> None:
    """Surya, the first suit, heads the first column: the left one, or the right one in a right-to-left language,
    with its card at the column's outer edge."""
    pygame.init()
    text = TextRenderer()
    text.set_rtl(rtl)
    layout = round_layout((1280, 800), 4)
    surface = pygame.Surface(layout.size)
    area = draw_legend(surface, CardArt(text=text), text, layout, mughal=False)
    u = layout.unit
    card = max(32, min(round(u * 3.2), (layout.size[1] - layout.top_bar.bottom - u * 9) // 4))
    x = area.x + u + card // 5  # the card's ground, left of its sun
    y = area.y + round(u * 2.8) + card // 2
    r, g, b = surface.get_at((area.left + area.right - x if rtl else x, y))[:3]
    assert g > r + 40 and g > b + 30, ("Surya's green", (r, g, b))


def test_a_card_s_name_goes_over_the_line_of_words_above_the_hand_not_on_it(
    d: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = open_table(d, "hamrang", 4)
    presenter = presenter_of(table)
    for _ in range(3000):  # the player's turn: the line over the hand says what to do
        if table.my_move and presenter.my_turn():
            break
        d.pump()
    labels: list[tuple[pygame.Rect, pygame.Rect | None]] = []
    drawer = presenter.drawer
    named = drawer.card_label

    def spy(*args: Any, **kwargs: Any) -> pygame.Rect:
        box = named(*args, **kwargs)
        labels.append((box, args[4] if len(args) > 4 else kwargs.get("avoid")))
        return box

    monkeypatch.setattr(drawer, "card_label", spy)
    card = presenter.gestures.hand()[0]
    d.post(pygame.MOUSEMOTION, pos=card_centre(presenter, card), rel=(0, 0), buttons=(0, 0, 0))
    d.pump()
    assert labels, "the card under the pointer was not named"
    box, words = labels[-1]
    assert words is not None, "the line over the hand said nothing at the player's turn"
    assert not box.colliderect(words)
    # Without the line to keep clear the name would lie on it: what the test guards against.
    plain = named(d.app.screen, presenter.layout, (box.centerx, words.bottom), "8 of Cheng (harps)")
    assert plain.colliderect(words)


def test_at_komi_s_bet_a_card_s_name_keeps_off_the_buttons(d: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    table = open_table(d, "komi", 4, frozenset({"betting"}))
    presenter = presenter_of(table)
    for _ in range(3000):  # the player's bet: her three cards under the Keep, Double and Fold buttons
        view = table.view
        buttons = presenter.choice_buttons()
        if table.ready and buttons and isinstance(view, KomiView):
            if view.phase == "bet":
                break
            d.click(buttons[0].rect.center)  # her stake
        if isinstance(d.top, GameOverScene):
            d.click(d.top.buttons.items[0][0].rect.center)  # she dealt: the next round
        d.pump()
    rects = [button.rect for button in presenter.choice_buttons()]
    assert len(rects) == 3
    labels: list[pygame.Rect] = []
    named = presenter.drawer.card_label

    def spy(*args: Any, **kwargs: Any) -> pygame.Rect:
        labels.append(named(*args, **kwargs))
        return labels[-1]

    monkeypatch.setattr(presenter.drawer, "card_label", spy)
    for card in presenter.gestures.hand():
        d.post(pygame.MOUSEMOTION, pos=card_centre(presenter, card), rel=(0, 0), buttons=(0, 0, 0))
        d.pump()
        assert labels and labels[-1].collidelist(rects) < 0, "the name lies on a button"


def test_after_a_click_plays_a_card_the_card_sliding_under_the_still_pointer_is_not_named(
    d: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = open_table(d, "ekrang", 3)
    presenter = presenter_of(table)
    for _ in range(3000):
        if table.ready and presenter.my_turn() and presenter.model.playable:
            break
        d.pump()
    legal = [a for a in table.view.legal_actions() if len(a.cards) == 1]
    if not legal:  # the opening's two cards: the first click picks, the second plays
        legal = list(table.view.legal_actions())
    cards = legal[0].cards
    for card in cards:
        d.click(card_centre(presenter, card))
    where = card_centre(presenter, cards[-1])
    d.pump(30)
    written = Written(d.app.ctx.text, monkeypatch)
    under = presenter.gestures.card_at(where, hand_only=False)
    assert presenter.gestures.quiet_at == where and under is not None, "another card slid under the pointer"
    assert card_label(under) not in written.drawn(table).split("\n"), "the pointer has not moved"
    moved = (where[0] + 1, where[1])
    d.post(pygame.MOUSEMOTION, pos=moved, rel=(1, 0), buttons=(0, 0, 0))
    d.pump()
    under = presenter.gestures.card_at(moved, hand_only=False)
    assert under is not None and card_label(under) in written.drawn(table).split("\n"), "a move names it again"


@pytest.mark.parametrize(
    ("game", "players", "worth"),
    [("nakashth", 3, "vizier 11, raja 12"), ("komi", 3, "viziers and rajas 0"), ("ekrang", 3, "raja, vizier, then 10")],
)
def test_the_pack_view_says_what_the_cards_are_worth_in_this_game(game: str, players: int, worth: str) -> None:
    d = Driver()
    bots = ("random",) * (players - 1)
    from .test_ganjifa_tables import open_table as open_round_table

    table = open_round_table(d, game, bots) if game != "ekrang" else open_table(d, game, players)
    d.pump(30)
    said = d.words_drawn()
    d.key(LEGEND_KEY)
    table.draw(pygame.Surface(d.app.ctx.size))
    assert any(worth in words for words in said), said[-5:]


@pytest.mark.parametrize(("players", "options", "count"), [(3, frozenset({"fast"}), 3), (3, frozenset(), 8)])
def test_the_pack_view_fades_the_suits_a_fast_ekrang_does_not_use(
    players: int, options: frozenset[str], count: int
) -> None:
    """Review 14: a Fast game of ekrang uses as many suits as players; once the cards seen show which, the Pack
    panel says how many and fades the others, "not in this game". A full game uses all eight: none faded."""
    from game.ganjifa.ekrang.state import EkrangState

    d = Driver()
    table = open_table(d, "ekrang", players, options)
    d.pump(30)
    state = state_of(table)
    assert isinstance(state, EkrangState) and state.position is not None
    used = {card % SUITS for hand in state.position.hands for card in cards_in(hand)}
    assert len(used) == count
    in_play = presenter_of(table).adapter.suits_in_play(table.view)
    assert in_play == (used if count < SUITS else set(range(SUITS))), "the cards seen show the suits in play"
    said = d.words_drawn()
    d.key(LEGEND_KEY)
    said.clear()
    table.draw(pygame.Surface(d.app.ctx.size))
    assert said.count("not in this game") == SUITS - len(in_play)
    assert ("The pack: eight suits, 3 in this game" in said) == (count == 3), said[:3]
    for suit in range(SUITS):
        assert (NAMES[suit] in said) or (NAMES[suit] + " *" in said), "every suit is still named"
