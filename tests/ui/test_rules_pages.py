"""The rules pages: one per game of the registry, laid out inside the panel in every shipped language (English,
German, Dari right to left) at every window size (nothing crosses the border, no text overlaps another text or a
card, no word lost), the example hands true by each game's own rules code, and the screen opened from a table (F1,
the in-game menu's Rules) and from the main menu, paged and switched between games through the app's event loop."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

import pygame
import pytest

from game.engine import registry
from game.engine.lazy import Lazy
from game.ganjifa.cards import CHANDRA, FULL_MASK, SURYA, mask_of, raja, values
from game.ganjifa.ekrang.deal import key_card
from game.ganjifa.ekrang.position import Position as EkrangPosition
from game.ganjifa.hamrang.position import Position as HamrangPosition
from game.ganjifa.hamrang.position import slots, suit_plays
from game.ganjifa.komi.scoring import KOMI, player_net, score
from game.ganjifa.nakashth.hands import LOSING, rank_name, strength
from game.languages import SOURCE_LANGUAGE
from game.panjpar.cards import beats, parse_card, parse_cards
from game.panjpar.handmasks import attacks_in
from game.panjpar.moves import Attack, Defence
from game.panjpar.position import Outcome, State, attack_pattern_ok, max_attack_size
from game.panjpar.variants import VARIANTS, Deal
from game.ui import i18n
from game.ui.games import GAME_UIS, game_ui
from game.ui.ganjifa import rules_ekrang, rules_hamrang, rules_komi, rules_nakashth
from game.ui.panjpar import rules_page as rules_panjpar
from game.ui.rules.flow import CardSpot, TextLine
from game.ui.rules.page import RulesPage, Section, round_cards
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup

from .driver import Driver

SIZES = ((1024, 640), (1280, 800), (1920, 1080))


def rules_pages() -> dict[str, Callable[[], RulesPage]]:
    """Each game's rules page, by game id (its GameUI's)."""
    return {game: game_ui(game).rules_page for game in GAME_UIS}


@pytest.fixture
def german() -> Iterator[None]:
    i18n.set_language("de")
    try:
        yield
    finally:
        i18n.set_language("en")


def rules_screen(d: Driver, game: str) -> RulesScene:
    scene = d.app.ctx.open("rules", game)
    assert isinstance(scene, RulesScene)
    d.pump()
    return scene


# ----- one page per game ---------------------------------------------------------------------------------------
def test_every_game_with_a_table_has_a_rules_page_with_text_and_pictures() -> None:
    assert set(rules_pages()) == set(registry.GAMES) == set(GAME_UIS)
    for game, make in rules_pages().items():
        page = make()
        assert len(page.paragraphs()) >= 3, game
        assert page.pictures(), game
        packs = {picture.pack for picture in page.pictures()}
        assert packs == ({"french"} if game == registry.PANJPAR.id else {"round"}), game


def test_the_panjpar_page_covers_the_whole_game_and_keeps_its_three_attack_patterns() -> None:
    page = rules_pages()[registry.PANJPAR.id]()
    headings = [section.heading for section in page.sections if section.heading]
    assert headings == [
        "The deal",
        "Attacking",
        "Killing and taking",
        "Drawing",
        "The end",
        "Three and four players",
        "A match",
    ]
    assert page.paragraphs()[0].startswith("Each player holds five cards")
    attacking = next(section for section in page.sections if section.heading == "Attacking")
    assert [picture.cards for picture in attacking.pictures] == [1, 3, 5]
    text = " ".join(page.paragraphs())
    for topic in ("guesses the colour", "dealer's left", "first the attacker", "trump card", "a draw", "to the left"):
        assert topic in text, topic


# ----- the layout ------------------------------------------------------------------------------------------------
def check_layout(d: Driver, language: str) -> int:
    """Every game's pages at the driver's size: each item inside the content area (inside the panel), no text
    over another item, every word of the page shown once, and the drawn text as wide as measured. The pages."""
    total = 0
    for game in rules_pages():
        scene = rules_screen(d, game)
        box, area = scene.box(), scene.content()
        assert box.contains(area)
        for tab in scene.tab_rects():
            assert box.contains(tab) and not tab.colliderect(area)
        assert not scene.footer().colliderect(area) and box.contains(scene.footer())
        pages = scene.pages()
        page = rules_pages()[game]()
        again = {i18n._("{heading} (continued)").format(heading=s.heading) for s in page.sections if s.heading}
        words: list[str] = []
        for number, items in enumerate(pages):
            for item in items:
                assert area.contains(item.rect), (language, game, number, item)
            texts = [item for item in items if isinstance(item, TextLine)]
            for line in texts:
                drawn = d.app.ctx.text.render(line.text, line.size, line.colour, bold=line.bold)
                assert drawn.get_width() <= line.rect.w + 1, line
                others = [item for item in items if item is not line]
                hits = [other for other in others if line.rect.colliderect(other.rect)]
                assert hits == [], (language, game, number, line.text, hits)
                words += [] if line.text in again else line.text.split()  # a heading repeated atop a page
            assert items or len(pages) == 1
        wanted = [w for s in page.sections for t in (s.heading, *s.paragraphs) for w in t.split()]
        wanted += [w for picture in page.pictures() for w in picture.caption.split()]
        assert sorted(words) == sorted(wanted), (language, game)
        total += len(pages)
        d.app.ctx.pop(scene)
    return total


def speaking(language: str, size: tuple[int, int]) -> Driver:
    """A driver whose screens are in ``language`` (its translations and its text direction)."""
    d = Driver(size)
    i18n.set_language(language)  # the app set its settings' language (English) when it opened
    d.app.ctx.text.set_language(language)
    if language != SOURCE_LANGUAGE:
        assert i18n._("Next") != "Next", f"the {language} catalog is loaded"
    return d


@pytest.mark.parametrize("language", sorted(i18n.LANGUAGES))
@pytest.mark.parametrize("size", SIZES)
def test_every_page_fits_inside_the_panel_in_every_language(size: tuple[int, int], language: str) -> None:
    d = speaking(language, size)
    try:
        assert check_layout(d, language) >= len(rules_pages())
    finally:
        d.app.close()
        i18n.set_language("en")


@pytest.mark.parametrize("language", sorted(i18n.LANGUAGES))
def test_the_paging_controls_and_the_page_number_stay_apart(language: str) -> None:
    d = speaking(language, (1024, 640))
    try:
        scene = rules_screen(d, "ekrang")
        assert len(scene.pages()) > 1
        rects = [button.rect for button, _callback in scene.buttons.items]
        for a in range(len(rects)):
            for b in range(a + 1, len(rects)):
                assert not rects[a].colliderect(rects[b])
        label = d.app.ctx.text.measure(i18n._("Page {n} of {m}").format(n=9, m=9), round(16 * 0.85), bold=True)
        previous, following, back = rects[-3], rects[-2], rects[-1]
        if d.app.ctx.text.rtl:  # mirrored: Previous at the right, Next at the left, the page number right of Next
            assert following.right + 16 + label[0] < back.x < back.right < previous.x
        else:
            assert following.x - 16 - label[0] > back.right, "the page number lies between Back and Next"
    finally:
        d.app.close()
        i18n.set_language("en")


# ----- the examples are true -------------------------------------------------------------------------------------
def panjpar_position(hands: tuple[str, str], trump: str, stock_left: bool = False) -> State:
    """Two players of the 52 cards with these hands, seat 0 to attack; the stock is the trump card alone, or
    (``stock_left`` false) drawn to the end."""
    deal = Deal(VARIANTS["panjpar-52"], tuple(tuple(parse_cards(hand)) for hand in hands), parse_card(trump), (), 0)
    state = State(deal)
    if not stock_left:
        state.stock_pos = state.stock_count
    return state


def test_panjpar_examples_are_true_by_the_rules_code() -> None:
    for pattern in rules_panjpar.PATTERNS:
        assert attack_pattern_ok(pattern), pattern
    assert not parse_card(rules_panjpar.GUESS_TRUMP).suit.is_red, "the guess picture's trump is black"

    trump = parse_card(rules_panjpar.KILL_TRUMP) & 3
    for attack, killer in (rules_panjpar.HIGHER_OF_SUIT, rules_panjpar.TRUMP_KILLS, rules_panjpar.HIGHER_TRUMP):
        assert beats(parse_card(killer), parse_card(attack), trump), (killer, attack)
    assert parse_card(rules_panjpar.TRUMP_KILLS[0]) & 3 != trump, "a trump on a card of another suit"
    assert parse_card(rules_panjpar.HIGHER_TRUMP[0]) & 3 == trump, "a trump on a trump"
    attack, killer = rules_panjpar.NO_KILL
    assert parse_card(killer) > parse_card(attack) and not beats(parse_card(killer), parse_card(attack), trump)

    # Taking: three cards thrown, one killed, the other two go to the defender's hand.
    thrown = rules_panjpar.TAKE_ATTACK
    kill_attack, kill_card = rules_panjpar.TAKE_KILL
    taking = panjpar_position((thrown + " 2C 3D", kill_card + " 4C 4D 5D 6D"), "AS", stock_left=True)
    taking.apply(0, Attack(tuple(parse_cards(thrown))))
    taking.apply(1, Defence(((parse_card(kill_attack), parse_card(kill_card)),)))
    picked = set(parse_cards(thrown)) - {parse_card(kill_attack)}
    assert picked <= set(taking.hands[1]) and parse_card(kill_card) in taking.discard
    assert taking.attacker == 0, "not every card killed: the attacker attacks again"


def test_panjpar_endgame_examples_are_true_by_the_rules_code() -> None:
    hand = rules_panjpar.LIMIT_HAND
    limited = panjpar_position((hand, "2S 3S"), "AD")
    assert limited.stock_count == 0 and len(limited.hands[1]) == rules_panjpar.LIMIT_DEFENDER
    assert limited.max_attack() == max_attack_size(5, rules_panjpar.LIMIT_DEFENDER) == 1
    assert {len(a.cards) for a in limited.legal_attacks()} == {1}, "only one card may attack"
    assert any(len(cards) == 5 for cards in attacks_in(sorted(parse_cards(hand)), 5)), "the hand holds two pairs"

    drawn = panjpar_position((rules_panjpar.DRAW_ATTACK, rules_panjpar.DRAW_KILL), "AS")
    drawn.apply(0, Attack((parse_card(rules_panjpar.DRAW_ATTACK),)))
    drawn.apply(1, Defence(((parse_card(rules_panjpar.DRAW_ATTACK), parse_card(rules_panjpar.DRAW_KILL)),)))
    assert drawn.result == Outcome(None), "both out in the same battle: a draw"


def test_nakashth_examples_rank_as_their_captions_say() -> None:
    named = [round_cards(text) for text in rules_nakashth.NAMED_PAIRS]
    assert [rank_name(hand) for hand in named] == ["pair of 1s", "pair of rajas", "pair of viziers", "pair of 10s"]
    strengths = [strength(hand) for hand in named]
    assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == 4, "best first"
    best, fifteen, losing = (
        round_cards(text) for text in (rules_nakashth.BEST_TOTAL, rules_nakashth.FIFTEEN, rules_nakashth.LOSING)
    )
    assert strength(best) == 17 and rank_name(best) == "17"
    assert strength(fifteen) == 15
    assert strength(losing) == LOSING and rank_name(losing) == "lose"
    assert min(strengths) > strength(best) > strength(fifteen) > strength(losing)


def test_komi_examples_score_and_settle_as_their_captions_say() -> None:
    assert score(round_cards(rules_komi.SCORES_TWO)) == 2
    assert score(round_cards(rules_komi.SCORES_NINE)) == 9
    assert score(round_cards(rules_komi.KOMI_HAND)) == KOMI
    mine, dealer = score(round_cards(rules_komi.PLAYER_HAND)), score(round_cards(rules_komi.DEALER_HAND))
    assert (mine, dealer) == (6, 5)
    assert player_net(4, None, mine, dealer) == 4, "the dealer pays the player her stake"


def test_ekrang_examples_play_as_their_captions_say() -> None:
    plain, mughal = values(False), values(True)
    order = [plain.value[card] for card in round_cards(rules_ekrang.ORDER)]
    assert order == sorted(order, reverse=True) and len(set(order)) == 12, "highest to lowest"
    assert round_cards(rules_ekrang.DAY_KEY)[0] == key_card(FULL_MASK, False, plain) == raja(SURYA)
    assert round_cards(rules_ekrang.NIGHT_KEY)[0] == key_card(FULL_MASK, True, plain) == raja(CHANDRA)
    chandra = [mughal.value[card] for card in round_cards(rules_ekrang.MUGHAL)]
    assert chandra == sorted(chandra, reverse=True) and len(set(chandra)) == 3, "1 above 5 above 10 under Mughal"

    # Three players: the opening and its covers, a lead nobody beats, then phase 2 taken by the 5 of Barat.
    game = EkrangPosition([mask_of(round_cards(hand)) for hand in rules_ekrang.HANDS], False, plain)
    opening, covers = round_cards(rules_ekrang.OPENING), round_cards(rules_ekrang.COVERS)
    assert game.turn == 0 and opening in game.legal()
    game.play(opening)
    assert covers in game.legal()
    for play in (covers, round_cards("3Ku 1Ph")):
        game.play(play)
    assert game.tricks == [1, 0, 0], "the opener takes the opening trick"
    for text in ("9Ba", "3Ba", "7Cg"):  # nobody holds a higher Barat than the 9: the leader takes it
        assert round_cards(text) in game.legal()
        game.play(round_cards(text))
    assert game.tricks == [2, 0, 0]
    low, answer, raja_of_another_suit = (round_cards(card) for card in rules_ekrang.LOW_TRICK)
    assert game.legal() == [low], "phase 2: the leader's lowest Barat"
    game.play(low)
    game.play(answer)
    game.play(raja_of_another_suit)
    assert game.tricks == [2, 1, 0], "the 5 of Barat takes, not the raja of Shamsher"

    # Two players: the 7 of Barat led, the 9 must beat it and takes at once.
    duel = EkrangPosition([mask_of(round_cards(hand)) for hand in rules_ekrang.BEAT_HANDS], False, plain)
    duel.play(round_cards("RSu 8Ba"))
    duel.play(round_cards("VCh 1Ph"))
    lead, beater = (round_cards(card) for card in rules_ekrang.BEATEN_LEAD)
    assert lead in duel.legal()
    duel.play(lead)
    assert duel.legal() == [beater], "a higher card of the suit must beat"
    duel.play(beater)
    assert duel.tricks == [1, 1] and duel.active == 1, "it takes at once and leads"


def test_hamrang_examples_play_and_win_as_their_captions_say() -> None:
    table = slots(False)

    def play_of(hand: str, suit: int) -> list[frozenset[int]]:
        return [
            frozenset(table.card_of[s] for s in play if s >= 0)
            for play in suit_plays(table.hand(list(round_cards(hand))), suit, False)
        ]

    barat, kumancha = 2, 4
    assert play_of(rules_hamrang.SEVERAL_HAND, barat) == [frozenset(round_cards(rules_hamrang.SEVERAL_PLAY))]
    free = [frozenset(table.card_of[s] for s in play if s >= 0) for play in suit_plays(
        table.hand(list(round_cards(rules_hamrang.SEVERAL_HAND))), barat, True)]  # fmt: skip
    assert frozenset(round_cards(rules_hamrang.FREE_PLAY)) in free and len(free) == 2, "Free: the vizier and any"
    assert play_of(rules_hamrang.SINGLE_HAND, kumancha) == [frozenset(round_cards(rules_hamrang.SINGLE_PLAY))]
    assert round_cards(rules_hamrang.DAY_KEY)[0] == raja(SURYA)
    assert round_cards(rules_hamrang.NIGHT_KEY)[0] == raja(CHANDRA)

    def winner(trick: tuple[str, ...], sum_: bool) -> int:
        position = HamrangPosition([0] * 4, 0, table.points, sum_=sum_)
        position.led = barat
        for seat, pair in enumerate(trick):
            first, second = (table.slot_of[card] for card in round_cards(pair))
            position.table.append((seat, first, second))
        return position.trick_winner()

    assert winner(rules_hamrang.TRICK, False) == 0, "the vizier of Barat takes; the raja of Chandra cannot"
    assert winner(rules_hamrang.SUM_TRICK, False) == 0, "without Sum the raja takes"
    assert winner(rules_hamrang.SUM_TRICK, True) == 1, "with Sum, vizier and 5 (16) beat raja and 3 (15)"


# ----- opened from the table and the menus, paged through the event loop ------------------------------------------
def open_table(d: Driver, game: str) -> TableScene:
    info = registry.GAMES[game]
    bots = ("easy",) * (info.default_players - 1) if info.levels else ("random",) * (info.default_players - 1)
    variant = info.variants[-1].variant  # Panjpar's 36 cards: no colour guess before the table
    table = TableScene(d.app.ctx, TableSetup(variant, bots, frozenset(), stake=2), 5)
    d.app.ctx.replace_all(table)
    d.pump()
    return table


@pytest.mark.parametrize("game", ["panjpar", "komi", "ekrang", "hamrang"])
def test_f1_at_a_table_opens_that_games_rules_and_esc_goes_back(game: str) -> None:
    d = Driver((1024, 640))
    try:
        table = open_table(d, game)
        d.key(pygame.K_F1)
        rules = d.top
        assert isinstance(rules, RulesScene) and rules.game == game
        d.key(pygame.K_ESCAPE)
        assert d.app.ctx.stack[-1] is table
    finally:
        d.app.close()


def test_the_in_game_menus_rules_button_opens_the_tables_game() -> None:
    d = Driver((1280, 800))
    try:
        open_table(d, "nakashth")
        d.key(pygame.K_ESCAPE)
        assert isinstance(d.top, MenuScene) and d.top.in_game
        d.click(d.button("Rules"))
        assert isinstance(d.top, RulesScene) and d.top.game == "nakashth"
    finally:
        d.app.close()


def test_the_main_menus_rules_opens_the_last_game_played_and_the_keys_pick_another() -> None:
    d = Driver((1280, 800))
    try:
        d.app.ctx.settings.variant = registry.GAMES["hamrang"].variants[0].id
        d.pump()
        assert isinstance(d.top, MenuScene) and not d.top.in_game
        d.click(d.button("Rules"))
        scene = d.top
        assert isinstance(scene, RulesScene) and scene.game == "hamrang"
        d.key(pygame.K_3)
        assert scene.game == "komi" and scene.page == 0
        d.click(d.button("Ekrang"))
        assert scene.game == "ekrang"
        d.key(pygame.K_1)
        assert scene.game == "panjpar" and len(scene.pages()) > 1 and scene.page == 0
        assert [b.label for b, _c in scene.buttons.items if b.label in ("Previous", "Next")] == ["Previous", "Next"]
    finally:
        d.app.close()


def test_f1_at_the_main_menu_opens_the_rules_as_its_button_does_and_esc_goes_back() -> None:
    d = Driver((1280, 800))
    try:
        d.app.ctx.settings.variant = registry.GAMES["ekrang"].variants[0].id
        d.pump()
        menu = d.top
        assert isinstance(menu, MenuScene) and not menu.in_game
        d.key(pygame.K_F1)
        assert isinstance(d.top, RulesScene) and d.top.game == "ekrang"
        d.key(pygame.K_ESCAPE)
        back: object = d.top
        assert back is menu
    finally:
        d.app.close()


def test_a_page_that_fits_on_one_screen_has_no_paging(monkeypatch: pytest.MonkeyPatch) -> None:
    short = RulesPage((Section("The deal", ("Each player holds five cards.",)),))
    panjpar = replace(game_ui(registry.PANJPAR.id), rules_page=lambda: short)
    monkeypatch.setitem(GAME_UIS, registry.PANJPAR.id, Lazy.of(panjpar))
    d = Driver((1280, 800))
    try:
        scene = rules_screen(d, registry.PANJPAR.id)
        assert len(scene.pages()) == 1
        assert [b.label for b, _c in scene.buttons.items if b.label in ("Previous", "Next")] == [], (
            "one page: no paging"
        )
    finally:
        d.app.close()


def test_pages_turn_with_the_buttons_and_the_arrow_keys(german: None) -> None:
    d = Driver((1024, 640))
    try:
        scene = rules_screen(d, "ekrang")
        count = len(scene.pages())
        assert count >= 3
        d.key(pygame.K_RIGHT)
        assert scene.page == 1
        d.click(d.button(i18n._("Next")))
        assert scene.page == 2
        for _ in range(count):
            d.key(pygame.K_PAGEDOWN)
        assert scene.page == count - 1, "Next stops at the last page"
        assert not next(b for b, _c in scene.buttons.items if b.label == i18n._("Next")).enabled
        d.click(d.button(i18n._("Previous")))
        assert scene.page == count - 2
        for _ in range(count):
            d.key(pygame.K_LEFT)
        assert scene.page == 0
        d.key(pygame.K_2)
        assert scene.game == "nakashth" and scene.page == 0
        d.key(pygame.K_ESCAPE)
        assert not isinstance(d.top, RulesScene)
    finally:
        d.app.close()


def test_a_resize_keeps_the_page_within_the_new_count() -> None:
    d = Driver((1920, 1080))
    try:
        scene = rules_screen(d, "hamrang")
        scene.page = len(scene.pages()) - 1
        d.post(pygame.VIDEORESIZE, w=1024, h=640, size=(1024, 640))
        d.pump()
        assert d.app.ctx.size == (1024, 640)
        assert 0 <= scene.page < len(scene.pages())
        assert all(
            scene.content().contains(item.rect)
            for item in scene.pages()[scene.page]
            if isinstance(item, CardSpot | TextLine)
        )
    finally:
        d.app.close()


@pytest.mark.parametrize("size", SIZES)
def test_every_screen_page_opens_with_a_heading_and_a_short_picture_row_stays_on_the_grid(
    size: tuple[int, int],
) -> None:
    """Review 7: hamrang's page 2 opened with a bullet cut off from its section ("Only with the Mughal order..."),
    and the pack's last row of two suits spread over the whole width."""
    d = speaking("en", size)
    try:
        scene = d.app.ctx.open("rules", "hamrang")
        assert isinstance(scene, RulesScene)
        for game in GAME_UIS:
            if not all(section.heading for section in game_ui(game).rules_page().sections):
                continue  # a section without a heading has none to repeat
            for items in scene.pages(game):
                first = next(item for item in items if isinstance(item, TextLine))
                assert first.bold and first.size > min(i.size for i in items if isinstance(i, TextLine)), (
                    game,
                    first.text,
                )
        pack = [item for page in scene.pages("hamrang") for item in page if isinstance(item, CardSpot)]
        rows: dict[int, list[int]] = {}
        for spot in pack:
            rows.setdefault(spot.rect.y, []).append(spot.rect.x)
        lefts = [min(xs) for xs in rows.values()]
        assert len(set(lefts)) > 1 or len(rows) == 1
    finally:
        d.app.close()
