"""Ekrang at the table through the app's event loop: whole games played with the mouse only (clicks, a drag) and
with the keyboard only (arrows and Space), two-card plays (the opening, the covers) picked one card after the
other; the trick piles and the game-over screen agree with the game."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.engine import registry
from game.engine.protocol import GameState
from game.ganjifa.actions import Play
from game.ganjifa.controller import GanjifaController
from game.ganjifa.ekrang.state import EkrangView
from game.ganjifa.hamrang.state import HamrangView
from game.ui.ganjifa.gestures import refusal_words
from game.ui.ganjifa.hamrang import HamrangAdapter
from game.ui.ganjifa.presenter import GanjifaPresenter
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup

from .driver import Driver

Turn = Callable[[Driver, TableScene, int], None]


def open_table(d: Driver, game: str, players: int, options: frozenset[str] = frozenset()) -> TableScene:
    variant = registry.GAMES[game].variants[0].variant
    table = TableScene(d.app.ctx, TableSetup(variant, ("easy",) * (players - 1), options), 5)
    d.app.ctx.replace_all(table)
    d.pump()
    return table


def my_cover(d: Driver, table: TableScene) -> EkrangView:
    """The player's view once she is to cover at an ekrang table (the game played on until then)."""
    presenter = presenter_of(table)
    for _ in range(3000):
        view = table.view
        if isinstance(view, EkrangView) and view.phase == "cover" and presenter.my_turn() and table.ready:
            return view
        d.pump()
    raise AssertionError("the player never had to cover")


def state_of(table: TableScene) -> GameState[Any, Any]:
    controller = table.controller
    assert isinstance(controller, GanjifaController)
    return controller.state


def presenter_of(table: TableScene) -> GanjifaPresenter:
    presenter = table.presenter
    assert isinstance(presenter, GanjifaPresenter)
    return presenter


def card_centre(presenter: GanjifaPresenter, card: int) -> tuple[int, int]:
    """Where a click reaches ``card``: its rank badge, in sight even in a back row of the hand."""
    sprite = presenter.board.sprites[("card", card)]
    x, y = sprite.position()
    return round(x) + sprite.size // 2, round(y) + sprite.size // 5


def mouse_turn(d: Driver, table: TableScene, turn: int) -> None:
    """The player's turn with the mouse: the first legal play, its cards clicked one after the other (every
    third single-card play dragged onto the table instead)."""
    presenter = presenter_of(table)
    play = table.view.legal_actions()[0]
    for card in play.cards:
        start = card_centre(presenter, card)
        if len(play.cards) == 1 and turn % 3 == 0:
            d.drag(start, presenter.layout.centre.center, steps=5)
        else:
            d.click(start)


def keyboard_turn(d: Driver, table: TableScene, turn: int) -> None:
    """The player's turn with the keyboard: for each card of the last legal play, the arrows to it, then Space."""
    presenter = presenter_of(table)
    play = table.view.legal_actions()[-1]
    for card in play.cards:
        for _ in range(40):
            if presenter.gestures.focus == card:
                break
            d.key(pygame.K_RIGHT)
        assert presenter.gestures.focus == card
        d.key(pygame.K_SPACE)


def play_game(d: Driver, table: TableScene, turn_with: Turn, limit: int = 20000) -> int:
    turns = 0
    for _ in range(limit):
        if isinstance(d.top, GameOverScene):
            return turns
        view = table.view
        if d.top is table and table.ready and view is not None and view.legal_actions():
            before = len(state_of(table).history())
            turn_with(d, table, turns)
            d.pump()
            assert len(state_of(table).history()) > before, "the player's play was not taken"
            turns += 1
        d.pump()
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(("players", "turn_with"), [(3, mouse_turn), (4, keyboard_turn), (2, mouse_turn)])
def test_a_whole_ekrang_game_at_the_table(players: int, turn_with: Turn) -> None:
    d = Driver(speed="fast")
    d.app.ctx.settings.forced_moves = "key"  # every turn made by the player's input, forced ones too
    table = open_table(d, "ekrang", players)
    turns = play_game(d, table, turn_with)
    assert turns > 3
    state = state_of(table)
    assert state.is_terminal() and table.outcome == state.returns()
    presenter = presenter_of(table)
    assert presenter.model.tricks == tuple(table.view.tricks), "the piles show each seat's tricks"
    title, sentence = table.result_text()
    assert title and sentence.startswith("Tricks taken (most tricks wins): ")


@pytest.mark.parametrize("options", [frozenset(), frozenset({"free", "sum"})])
def test_a_whole_hamrang_game_by_mouse_two_cards_a_play(options: frozenset[str]) -> None:
    d = Driver(speed="fast")
    table = open_table(d, "hamrang", 4, options)
    turns = play_game(d, table, mouse_turn)
    assert turns >= 1
    state = state_of(table)
    assert state.is_terminal() and table.outcome == state.returns()
    plays = [action for action in state.history()[1:] if getattr(action, "seat", None) == 0]
    assert plays and all(1 <= len(play.cards) <= 2 for play in plays)


def test_ekrang_with_teams_names_the_partner_and_counts_each_sides_tricks() -> None:
    d = Driver(speed="fast")
    table = open_table(d, "ekrang", 4, frozenset({"teams"}))
    play_game(d, table, mouse_turn)
    model = presenter_of(table).model
    assert [plate.tag for plate in model.plates] == ["", "", "partner", ""]
    tricks = table.view.tricks
    ours, theirs = tricks[0] + tricks[2], tricks[1] + tricks[3]
    assert model.hint == f"Your side: {ours} tricks · the other side: {theirs}"
    assert table.outcome == state_of(table).returns()
    assert (table.outcome[0] > table.outcome[1]) == (ours > theirs), "the side with more tricks wins"
    from game.ui.ganjifa.words import wins_score

    won = [int(table.outcome[seat] > 0) for seat in (0, 1)]
    assert f"Won: your side {won[0]} · the other side {won[1]}" in wins_score(table), (
        "review 11: the header credited a side's win to each of its bots"
    )


def test_one_click_plays_a_hamrang_pair_when_the_rules_leave_the_card_one_partner() -> None:
    d = Driver(speed="fast")
    table = open_table(d, "hamrang", 4)
    clicked = 0
    for _ in range(20000):
        if isinstance(d.top, GameOverScene) or clicked >= 3:
            break
        view = table.view
        if d.top is table and table.ready and view is not None and view.legal_actions():
            plays = view.legal_actions()
            alone = [
                (card, play)
                for play in plays
                for card in play.cards
                if len(play.cards) == 2 and [p for p in plays if card in p.cards] == [play]
            ]
            shared = [card for play in plays for card in play.cards if sum(card in p.cards for p in plays) > 1]
            presenter = presenter_of(table)
            if shared:  # a card in two plays: one click lifts it and waits for the other
                before = len(state_of(table).history())
                d.click(card_centre(presenter, shared[0]))
                assert len(state_of(table).history()) == before and presenter.gestures.selected == [shared[0]]
                d.key(pygame.K_DOWN)  # put it back
                assert presenter.gestures.selected == []
            if alone:
                card, play = alone[0]
                before = len(state_of(table).history())
                d.click(card_centre(presenter, card))
                d.pump()
                assert state_of(table).history()[before] == play, "one click played the card and its partner"
                clicked += 1
            else:
                for card in plays[0].cards:
                    d.click(card_centre(presenter, card))
        d.pump()
    assert clicked >= 1, "no pair in the game had a card with one partner"


def test_hamrang_s_prompt_names_the_led_suit_and_what_the_hand_makes_of_it() -> None:
    adapter = HamrangAdapter()
    # Chandra (suit 1) led; cards are rank * 8 + suit.
    two = HamrangView(seat=0, key=0, options=(), dealer=0, hand=(1, 9, 2), phase="follow", led=1, turn=0)
    one = replace(two, hand=(1, 2, 10))
    none = replace(two, hand=(2, 10, 3))
    assert adapter.turn_words(two) == "Follow: your highest and your lowest card of Chandra."
    assert adapter.turn_words(one) == "Follow: your only card of Chandra and your lowest card of another suit."
    assert adapter.turn_words(none) == "No card of Chandra: play the highest and the lowest card of another suit."
    free = replace(two, options=("free",))
    assert adapter.turn_words(free) == "Follow: your highest card of Chandra and any other of it."
    assert adapter.turn_words(replace(two, hand=(1,))) == "Your last card."


@pytest.mark.parametrize(("game", "players", "options", "said"), [
    ("ekrang", 3, frozenset(), "Key card: the raja of Surya (day)"),
    ("ekrang", 3, frozenset({"night"}), "Key card: the raja of Chandra (night)"),
    ("ekrang", 4, frozenset({"teams"}), "Key card: the raja of Surya (day) · Options: Teams"),
    ("hamrang", 4, frozenset({"sum", "free"}), "Key card: the raja of Surya (day) · Options: Sum · Free"),
])  # fmt: skip
def test_under_the_header_the_key_suit_and_the_options_played(
    game: str, players: int, options: frozenset[str], said: str
) -> None:
    """The header says the games won, on one line; the key suit and the options go on a line under it."""
    d = Driver()
    table = open_table(d, game, players, options)
    for _ in range(100):
        if table.view is not None:
            break
        d.pump()
    d.pump()
    presenter = presenter_of(table)
    assert presenter.score_line.startswith("Game 1 · Won: ") and "Key" not in presenter.score_line
    assert presenter.adapter.notes(table.view) == said


def test_a_refused_card_is_told_what_may_be_played_when_the_plays_are_few() -> None:
    few = HamrangView(seat=0, key=0, options=(), dealer=0, hand=(1, 9, 2), phase="follow", led=1, turn=0,
                      legal=(Play(0, (9, 1)),))  # fmt: skip
    assert refusal_words(few) == "That card cannot be played now; you may play the 2 of Chandra and the 1 of Chandra."
    assert refusal_words(few, "Lead: your highest card of a suit.") == (
        "That card cannot be played now. Lead: your highest card of a suit. You may play the 2 of Chandra and the 1 "
        "of Chandra."
    ), "review 12: the rule too"
    many = replace(few, legal=tuple(Play(0, (card,)) for card in range(8)))
    assert refusal_words(many) == "That card cannot be played now."
    rule = "Cover the two cards: each with a lower card (any card if you have none lower)."
    assert refusal_words(many, rule) == f"That card cannot be played now. {rule}", "else the rule of the moment"


def test_an_ekrang_refusal_says_the_rule_of_the_phase() -> None:
    from game.ui.ganjifa.ekrang import EkrangAdapter

    d = Driver()
    table = open_table(d, "ekrang", 3)
    for _ in range(3000):
        view = table.view
        if isinstance(view, EkrangView) and presenter_of(table).my_turn() and len(view.legal_actions()) > 3:
            break
        if table.ready and view is not None and view.legal_actions() and presenter_of(table).my_turn():
            table.submit(view.legal_actions()[0])
        d.pump()
    view = table.view
    assert isinstance(view, EkrangView)
    playable = {card for play in view.legal_actions() for card in play.cards}
    refused = next((card for card in view.hand if card not in playable), None)
    assert refused is not None, "a card the phase refuses"
    presenter = presenter_of(table)
    d.click(card_centre(presenter, refused))
    why = EkrangAdapter().card_refusal(view, refused)
    assert why and table.toast.message == why[:1].upper() + why[1:], "review 14: what is wrong with this card"


def test_an_ekrang_refusal_says_what_is_wrong_with_the_card_in_every_phase() -> None:
    """Review 14: every card a phase refuses gets a sentence on that card, as the rules engine judges it (a follower
    told to beat holds a higher card of the suit), in every phase that refuses cards."""
    from game.engine.protocol import random_action
    from game.ganjifa.actions import Deal
    from game.ganjifa.ekrang.deal import deal_hands
    from game.ganjifa.ekrang.state import EkrangState
    from game.ui.ganjifa.cardnames import card_name
    from game.ui.ganjifa.ekrang import EkrangAdapter

    adapter = EkrangAdapter()
    phases: set[str] = set()
    for seed in range(12):
        rng = random.Random(seed)
        state = EkrangState(3, frozenset({"mughal"}) if seed % 2 else frozenset())
        state.apply(Deal(deal_hands(rng, 3, False)))
        while not state.is_terminal():
            view = state.observation(state.current_player())
            playable = {card for play in view.legal_actions() for card in play.cards}
            for card in (card for card in view.hand if card not in playable):
                why = adapter.card_refusal(view, card)
                assert why, (view.phase, card)
                assert card_name(card) in why or view.phase in ("opening", "low"), why
                if view.phase == "follow":
                    assert state.position is not None
                    refusal = state.position.refusal((card,))
                    assert refusal is not None and ("must beat" in why) == (refusal[0] == "must_beat"), why
                phases.add(view.phase)
            state.apply(random_action(state, rng))
    assert phases == {"opening", "cover", "lead", "follow", "low"}


def test_when_a_game_ends_the_cards_left_in_every_hand_are_turned_face_up_in_sight() -> None:
    from game.ui.scenes.dialogs import GameOverScene

    d = Driver(size=(1024, 640))
    table = open_table(d, "hamrang", 4)
    for _ in range(20000):
        if isinstance(d.top, GameOverScene):
            break
        view = table.view
        if table.ready and view is not None and view.legal_actions() and presenter_of(table).my_turn():
            table.submit(view.legal_actions()[0])
        d.pump()
    assert isinstance(d.top, GameOverScene)
    d.pump(60)
    presenter = presenter_of(table)
    view = table.view
    left = [card for seat, cards in enumerate(view.left) if seat != view.seat for card in cards]
    assert left, "the bots held cards at the end"
    screen = pygame.Rect((0, 0), d.app.ctx.size)
    for card in left:
        sprite = presenter.board.sprites[("card", card)]
        assert sprite.card == card, "face up"
        x, y = sprite.position()
        assert screen.contains(pygame.Rect(round(x), round(y), sprite.size, sprite.size)), "in the window"


def test_a_front_row_card_s_name_shows_over_the_back_row_hiding_no_number() -> None:
    d = Driver()
    table = open_table(d, "hamrang", 4)
    d.pump(60)
    presenter = presenter_of(table)
    hand = [card for card in presenter.model.hands[0] if card is not None]
    ys = {card: presenter.board.sprites[("card", card)].position()[1] for card in hand}
    assert len(set(ys.values())) >= 2, "a hand of 24 lies in two rows"
    front = max(hand, key=lambda card: ys[card])
    said: list[tuple[int, int]] = []
    drawn = presenter.drawer.card_label

    def card_label(surface: pygame.Surface, layout: Any, top: tuple[int, int], label: str, avoid: Any = None) -> Any:
        said.append(top)
        return drawn(surface, layout, top, label, avoid)

    presenter.drawer.card_label = card_label  # type: ignore[method-assign]
    d.app.ctx.pointer = card_centre(presenter, front)
    table.draw(pygame.Surface(d.app.ctx.size))
    assert said and said[-1][1] <= min(ys.values()), "above the topmost row"


def test_an_ekrang_follower_with_none_of_the_suit_led_is_told_any_card_will_do() -> None:
    """Review 7: the prompt still said "beat ... else follow suit" to a player holding none of the suit."""
    import random

    from game.engine import registry
    from game.engine.protocol import CHANCE, random_action
    from game.ganjifa.cards import suit
    from game.ui.ganjifa.cardnames import suit_names
    from game.ui.ganjifa.ekrang import EkrangAdapter

    adapter, told = EkrangAdapter(), {True: 0, False: 0}
    for seed in range(6):
        rng = random.Random(seed)
        state = registry.GAMES["ekrang"].rules.new_game("ekrang", 3)
        while not state.is_terminal():
            seat = state.current_player()
            if seat != CHANCE:
                view = state.observation(seat)
                assert isinstance(view, EkrangView)
                if view.phase == "follow":
                    void = not any(suit(card) == view.suit for card in view.hand)
                    said = adapter.turn_words(view)
                    assert (said == f"You hold no {suit_names()[view.suit]}: play any card.") == void, said
                    if void:
                        assert {len(view.hand)} == {len({c for p in view.legal_actions() for c in p.cards})}
                    told[void] += 1
            state.apply(random_action(state, rng) if seat != CHANCE else state.sample_chance(rng))
    assert told[True] and told[False], told


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_player_s_own_cover_is_named_where_the_banner_leaves_room(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Review 14: "You" under the player's own covers was dropped at 1280x800, where it would have lain on the
    banner's line; it goes over the cards there, never on the banner or on another play."""
    from game.ui.ganjifa import lasttrick, picture

    labels: list[pygame.Surface] = []
    real = lasttrick.place_name_under

    def spy(*args: Any) -> tuple[pygame.Surface, pygame.Rect]:
        label, at = real(*args)
        if args[1] == "You":
            labels.append(label)
        return label, at

    drawn: list[pygame.Rect] = []

    class Screen(pygame.Surface):
        def blit(
            self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None, special_flags: int = 0
        ) -> pygame.Rect:
            if any(source is label for label in labels):
                drawn.append(pygame.Rect(dest))
            return super().blit(source, dest, area, special_flags)

    monkeypatch.setattr(picture, "place_name_under", spy)
    d = Driver(size=size)
    table = open_table(d, "ekrang", 3)
    presenter = presenter_of(table)
    view = my_cover(d, table)
    cover = view.legal_actions()[0]
    table.submit(cover)
    for _ in range(300):
        on_table = {card for _place, card in presenter.model.table}
        if on_table >= set(cover.cards) and not any(
            presenter.board.sprites[("card", card)].moving for card in cover.cards
        ):
            break
        d.pump()
    else:
        raise AssertionError("the covers never landed")
    presenter.draw(Screen(size))
    assert len(drawn) == 1, "the player's name by her covers"
    layout = presenter.layout
    assert not drawn[0].colliderect(layout.banner)
    covers = [presenter.board.sprites[("card", card)].rect for card in cover.cards]
    others = [
        presenter.board.sprites[("card", card)].rect
        for _place, card in presenter.model.table
        if card not in cover.cards
    ]
    assert drawn[0].collidelist(others) < 0 and drawn[0].collidelist(covers) < 0


def test_a_play_on_the_table_says_under_it_who_played_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Review 9: nothing on the table said who had played which card (the Log and the last trick did)."""
    from game.ui import widgets
    from game.ui.ganjifa import lasttrick

    named: list[str] = []
    real = widgets.fit_text

    def spy(text: Any, words: str, size: int, colour: Any, width: int, **kw: Any) -> pygame.Surface:
        if colour == widgets.INK_DIM:
            named.append(words)
        return real(text, words, size, colour, width, **kw)

    monkeypatch.setattr(lasttrick, "fit_text", spy)  # where a play's name is drawn
    d = Driver()
    table = open_table(d, "ekrang", 3)
    presenter = presenter_of(table)
    for _ in range(2000):
        placed = presenter.placed(presenter.model)
        landed = [place for place, card in placed.table if not presenter.board.sprites[("card", card)].moving]
        bots = [place for place in landed if place != 0]
        if bots:
            named.clear()
            presenter.draw(pygame.Surface(d.app.ctx.size))
            assert presenter.place_name(bots[0]) in named, (named, bots)
            return
        if table.ready and presenter.my_turn():
            d.key(pygame.K_RETURN)  # the hinted or only move, or nothing: then the lit card is played below
            if presenter.model.playable and table.ready and presenter.my_turn():
                card = next(iter(presenter.model.playable))
                d.click(card_centre(presenter, card))
        d.pump()
    raise AssertionError("no bot's play landed on the table")


def test_a_card_still_flying_is_not_named_under_the_pointer() -> None:
    """Review 10: the pointer named a komi card still flying in from the deal."""
    d = Driver()
    table = open_table(d, "hamrang", 4)
    presenter = presenter_of(table)
    flying = [s for s in presenter.board.sprites.values() if s.card is not None and s.moving]
    assert flying, "the deal still flies"
    said: list[str] = []
    drawn = presenter.drawer.card_label

    def card_label(surface: pygame.Surface, layout: Any, top: tuple[int, int], label: str, avoid: Any = None) -> Any:
        said.append(label)
        return drawn(surface, layout, top, label, avoid)

    presenter.drawer.card_label = card_label  # type: ignore[method-assign]
    x, y = flying[0].position()
    d.app.ctx.pointer = (round(x + flying[0].size / 2), round(y + flying[0].size / 2))
    presenter.gestures.focus = None
    table.draw(pygame.Surface(d.app.ctx.size))
    assert not said, said


def test_a_cover_s_second_card_that_is_not_lower_is_refused_with_why_and_the_first_stays_lifted() -> None:
    """Review 11: the first cover was dropped with a refusal that did not say why."""

    d = Driver()
    table = open_table(d, "ekrang", 3)
    presenter = presenter_of(table)
    view = my_cover(d, table)
    covers = view.legal_actions()
    for first in sorted({c for play in covers for c in play.cards}):
        partners = {c for play in covers if first in play.cards for c in play.cards} - {first}
        refused = [c for c in view.hand if c != first and c not in partners]
        if refused:
            break
    else:
        pytest.skip("every card goes with every other in this deal")
    d.click(card_centre(presenter, first))
    assert presenter.gestures.selected == [first]
    progress = table.toast.message  # review 14: "1 of 2" while covering
    assert progress.startswith("1 of 2 cards chosen: ") and "Choose 1 more card" in progress, progress
    d.click(card_centre(presenter, refused[0]))
    assert presenter.gestures.selected == [first], "the good first card stays lifted"
    said = table.toast.message
    assert "does not go with" in said and "It is not lower than" in said, said


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_a_card_s_name_never_covers_the_banner_s_rule(size: tuple[int, int]) -> None:
    """Review 11: "7 of Chandra (moons)" over "Follow: your highest and your lowest card of Chandra"."""
    d = Driver(size=size)
    table = open_table(d, "hamrang", 4)
    presenter = presenter_of(table)
    for _ in range(3000):
        if table.ready and presenter.my_turn() and presenter.model.banner and not presenter.board.busy:
            break
        d.pump()
    placed: list[pygame.Rect] = []
    drawn = presenter.drawer.card_label

    def card_label(surface: pygame.Surface, layout: Any, top: tuple[int, int], label: str, avoid: Any = None) -> Any:
        placed.append(drawn(surface, layout, top, label, avoid))
        return placed[-1]

    presenter.drawer.card_label = card_label  # type: ignore[method-assign]
    model = presenter.model
    _hint, banner = presenter.layout.over_hand(len(model.hands[0]))
    for card in [c for c in model.hands[0] if c is not None]:
        d.app.ctx.pointer = card_centre(presenter, card)
        table.draw(pygame.Surface(d.app.ctx.size))
        assert placed and not placed[-1].colliderect(banner), (card, placed[-1], banner)
