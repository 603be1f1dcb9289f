"""Three and four players at the table (panjpar-36), driven headless by posted pygame events only."""

from __future__ import annotations

import pygame
import pytest

from game.panjpar.events import Attacked, Event
from game.ui.panjpar.host import fool_of, panjpar_host
from game.ui.panjpar.wording import score_text
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.setup import SetUpScene
from game.ui.scenes.table import MIN_THINK, TableScene

from .driver import DT, Driver, controller_of, match_of, moves_played, panjpar
from .test_play import play_with_mouse


@pytest.fixture(autouse=True)
def _pygame() -> object:
    pygame.init()
    yield None
    pygame.quit()


def watch_bots(table: TableScene) -> list[int]:
    """Record the seat of every attack from now on (as the table's controller emits it)."""
    attackers: list[int] = []

    def note(event: Event) -> None:
        if isinstance(event, Attacked):
            attackers.append(event.seat)

    table.controller.subscribe(note, None)
    return attackers


def check_table(d: Driver, players: int) -> None:
    """What every frame of a multi-player table must show: the right seats, plates that match the board."""
    table = d.table
    assert table.players == players and match_of(table).variant_id == "panjpar-36"
    assert len(table.bots) == players - 1 and set(table.bots) == set(range(1, players))
    presenter = panjpar(table)
    assert len(presenter.layout.opponents) == players - 1
    view = table.controller.view(table.me)
    if table.idle and view.phase in ("attack", "defend"):
        for seat in range(players):
            assert len(presenter.board.hands[seat]) == view.hand_sizes[seat], f"seat {seat} shows the wrong count"
        plates = [presenter.seat_plate(seat) for seat in range(players)]
        assert [p.role for p in plates].count("attack") == 1
        assert plates[view.attacker].role == "attack" and plates[view.defender].role == "defend"
        assert [p.dealer for p in plates].count(True) == 1


def play_match_game(d: Driver, players: int) -> None:
    """One whole game with the mouse, checking the table each time the player is to move."""
    attackers = watch_bots(d.table)
    dealt = panjpar(d.table).dealer
    assert dealt is not None
    check_table(d, players)
    play_with_mouse_checked(d, players)
    assert isinstance(d.top, GameOverScene)
    table = d.table
    assert table.outcome is not None
    assert set(attackers) & set(table.bots), "the bots attacked"
    # Rule 3: the loser deals the next game; after a draw the same dealer again.
    fool = fool_of(table.outcome)
    expected = fool if fool is not None else dealt
    assert match_of(table).dealer == expected


def play_with_mouse_checked(d: Driver, players: int) -> None:
    original = d.wait_for_player

    def wait(limit: int = 4000) -> str:
        state = original(limit)
        if state != "over":
            check_table(d, players)
        return state

    d.wait_for_player = wait  # type: ignore[method-assign]
    try:
        play_with_mouse(d)
    finally:
        d.wait_for_player = original  # type: ignore[method-assign]


@pytest.mark.parametrize(("players", "seed"), [(3, 4), (4, 9)])
def test_whole_multi_player_game_with_the_mouse_then_play_again(players: int, seed: int) -> None:
    d = Driver(seed=seed, speed="off")
    d.set_up_with_mouse(players, "panjpar-36", ("hard",) + ("easy",) * (players - 2))
    table = d.table
    assert table.specs[1] == "hard" and all(table.specs[s] == "easy" for s in range(2, players))
    settings = d.app.ctx.settings
    assert (settings.variant, settings.players) == ("panjpar-36", players), "the choice is remembered"
    assert settings.seat_difficulties()[0] == "hard"
    play_match_game(d, players)
    over = d.top
    assert isinstance(over, GameOverScene)
    assert sum(match_of(table).totals.losses) + match_of(table).totals.draws[0] == 1
    title, _detail = over.result_text()
    assert title
    d.click(over.buttons.items[0][0].rect.center)  # Play again
    assert d.table is table and match_of(table).games == 1
    assert d.wait_for_player(4000) in ("attack", "defend", "over")
    assert panjpar(table).dealer == match_of(table).dealer, "the dealer marker shows who dealt"


def test_four_players_with_the_keyboard_only() -> None:
    d = Driver(seed=21, speed="off")
    d.pump()
    d.key(pygame.K_RETURN)  # New game has the focus
    d.key(pygame.K_RETURN)  # the game chooser: the last game played (Panjpar) has the focus
    setup = d.top
    assert isinstance(setup, SetUpScene)
    for _ in range(8):  # up to the Players row
        if setup.buttons.focus == 0:
            break
        d.key(pygame.K_UP)
    assert setup.buttons.focus == 0
    d.key(pygame.K_RETURN)
    d.key(pygame.K_RETURN)
    assert setup.players == 4 and setup.variant.id == "panjpar-36", "four players take the 36-card pack"
    d.key(pygame.K_DOWN)  # the Pack row: the 52-card pack brings the table back to two players
    d.key(pygame.K_RETURN)
    assert (setup.players, setup.variant.id) == (2, "panjpar-52")
    for _ in range(8):
        if setup.buttons.items[setup.buttons.focus or 0][0].label == "Start":
            break
        d.key(pygame.K_DOWN)
    d.key(pygame.K_4)
    assert (setup.players, setup.variant.id) == (4, "panjpar-36")
    assert setup.buttons.items[setup.buttons.focus or 0][0].label == "Start", "a digit keeps the focus on Start"
    for _ in range(8):
        if setup.buttons.items[setup.buttons.focus or 0][0].label == "Start":
            break
        d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    table = d.table
    assert table.players == 4
    moves = 0
    for _ in range(300):
        state = d.wait_for_player(4000)
        if state == "over":
            break
        check_table(d, 4)
        view = d.move_with_keys(state)
        moves += 1
        assert table.controller.to_move() != table.me or table.controller.view(table.me) != view, "the key acted"
    assert moves > 0 and isinstance(d.top, GameOverScene)
    assert match_of(table).games == 1


def test_bots_are_paced_and_named_while_they_think() -> None:
    """At normal speed each bot's move waits at least MIN_THINK, and the banner names the bot and its target."""
    d = Driver(seed=5, speed="normal")
    d.set_up_with_mouse(4, "panjpar-36")
    table = d.table
    for _ in range(400):
        if table.thinking:
            break
        gestures = panjpar(table).gestures
        if table.idle and gestures.active:
            d.key(pygame.K_t) if gestures.defending else d.key(pygame.K_RETURN)
        d.pump()
    seat = table.thinking_seat
    assert seat is not None
    message, mine = panjpar(table).banner_text()
    assert not mine and f"Bot {seat} is thinking" in message
    assert "attacking" in message or "defending against" in message
    plate = panjpar(table).seat_plate(seat)
    assert plate.thinking and plate.role in ("attack", "defend")
    history = moves_played(table)
    frames = 0
    while moves_played(table) == history:
        d.pump()
        frames += 1
        assert frames < 400
    assert frames * DT >= MIN_THINK - DT, f"the bot answered after {frames * DT:.2f} s"


def test_deal_order_and_first_attacker_follow_the_dealer() -> None:
    """Rule 1 and 3 at the table: cards go out from the dealer's left and that player attacks first."""
    d = Driver(seed=13, speed="off")
    d.set_up_with_mouse(3, "panjpar-36")
    table = d.table
    d.wait_for_player(4000)
    presenter = panjpar(table)
    assert presenter.dealer is not None and presenter.attacker is not None
    position = controller_of(table).position
    assert position is not None and position.deal.first == (presenter.dealer + 1) % 3


@pytest.mark.parametrize("players", [2, 3, 4])
def test_board_follows_n_hands_and_the_trump_goes_last(players: int) -> None:
    """The board alone, fed a whole random game: hands match the rules' after every event, the stock thins
    to nothing, and the face-up trump card is the last card drawn and then leaves the table."""
    import random

    from game.bots.protocol import uniform_action
    from game.panjpar.events import Drawn, TurnChanged
    from game.panjpar.match import panjpar_match
    from game.panjpar.variants import PANJPAR_36
    from game.ui.layout import compute_layout
    from game.ui.panjpar.board import Board

    rng = random.Random(players)
    match = panjpar_match(PANJPAR_36, players, rng)
    controller = match.next_game()
    board = Board(0, players, compute_layout((1280, 800), players), speed=0.0, pack_size=36)
    events: list[Event] = []
    controller.subscribe(events.append, 0)
    controller.start()
    trump_taken = False
    for _ in range(500):
        for event in events:
            if isinstance(event, TurnChanged):
                continue
            before = board.stock_left
            board.apply(event)
            board.update(1.0)
            if isinstance(event, Drawn):
                if event.took_trump:
                    assert board.trump_sprite is None and board.stock_left == 0
                    assert board.hands[event.seat][-1].card == controller.deal.trump_card, "it went to the drawer"
                    trump_taken = True
                else:
                    assert board.stock_left == before - event.count and board.trump_sprite is not None
            if board.trump_sprite is not None:
                assert board.trump_sprite not in board.draw_order(), "the trump lies under the stock"
        events.clear()
        state = controller.position
        assert state is not None
        if state.result is not None:
            break
        if state.attack == ():
            assert [len(h) for h in board.hands] == [len(h) for h in state.hands]
        seat = controller.to_move()
        assert seat is not None
        assert controller.submit(uniform_action(controller.view(seat), rng)) is None
    assert controller.position is not None and controller.position.result is not None
    assert trump_taken, "the stock ran out in every random game"


@pytest.mark.parametrize("players", [3, 4])
def test_every_card_and_plate_stays_on_screen_when_the_window_changes_size(players: int) -> None:
    """A game under way, the window resized through the layout test's sizes: every sprite lands in the window,
    no plate covers a card of another seat, and the frame draws."""
    from .test_layout import SIZES

    d = Driver(seed=17, speed="off")
    d.set_up_with_mouse(players, "panjpar-36")
    table = d.table
    d.wait_for_player(4000)
    for size in SIZES:
        d.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
        d.pump(3)
        layout = panjpar(table).layout
        assert layout.size == size
        screen = pygame.Rect(0, 0, *size)
        for sprite in panjpar(table).board.sprites():
            rect = pygame.Rect(round(sprite.pos[0]), round(sprite.pos[1]), layout.card_w, layout.card_h)
            assert screen.contains(rect), f"{sprite} leaves the {size} window"
        plates = [layout.seat_plate(seat) for seat in range(players)]
        for seat in range(players):
            for sprite in panjpar(table).board.hands[seat]:
                rect = pygame.Rect(round(sprite.pos[0]), round(sprite.pos[1]), layout.card_w, layout.card_h)
                assert not any(p.colliderect(rect) for p in plates), f"a plate covers seat {seat}'s card at {size}"


def test_the_fools_tally_sets_each_count_apart_from_its_seat_name() -> None:
    """Issue 12: "Bot 1 0 · Bot 2 0" read as "Bot 10"; each seat's count now follows a colon."""
    d = Driver(seed=13, speed="off")
    d.set_up_with_mouse(4, "panjpar-36")
    d.wait_for_player(4000)
    assert score_text(panjpar_host(d.table)) == "Fools: You: 0 · Bot 1: 0 · Bot 2: 0 · Bot 3: 0"
