"""A finished trick at the round-pack tables, through the app's event loop: every card played is drawn on the table,
still, for at least the pause the settings ask before the trick is gathered; "until I click" holds the table until a
click; the last trick can be looked at again (the button Last trick, the key T) and a click puts it away."""

from __future__ import annotations

import pygame
import pytest

from game.ganjifa.actions import Play
from game.ui.ganjifa.lasttrick import pause_seconds
from game.ui.ganjifa.presenter import GanjifaPresenter
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.table import TableScene

from .driver import Driver
from .test_ganjifa_trick_tables import open_table, presenter_of, state_of
from .test_themes import values_clicked


def driver(pause: str, speed: str = "fast") -> Driver:
    d = Driver(speed=speed)
    d.app.ctx.settings.trick_pause = pause  # type: ignore[assignment]
    return d


def play_first(table: TableScene) -> bool:
    """The player's first legal play, when it is hers to make (the table ready); whether she played."""
    view = table.view
    if table.ready and view is not None and table.controller.to_move() == table.me and view.legal_actions():
        return table.submit(view.legal_actions()[0]) is None
    return False


def on_table_at_rest(presenter: GanjifaPresenter) -> set[int]:
    """The cards the board draws face up on the table, still, and not yet on their way to a pile."""
    return {
        sprite.card
        for sprite in presenter.board.sprites.values()
        if sprite.card is not None and sprite.layer >= 3 and not sprite.moving and not sprite.leaving
    }


def gathering(presenter: GanjifaPresenter) -> set[int]:
    """The table's cards whose glide to a pile has begun (drawn face down from then on)."""
    return {
        sprite.card
        for sprite in presenter.board.sprites.values()
        if sprite.card is not None and sprite.leaving and sprite.tween is not None and sprite.tween.started
    }


@pytest.mark.parametrize(("game", "players", "speed"), [("hamrang", 4, "fast"), ("ekrang", 3, "off")])
def test_every_card_played_stays_on_the_table_for_the_pause_before_its_trick_is_gathered(
    game: str, players: int, speed: str
) -> None:
    d = driver("short", speed)
    table = open_table(d, game, players)
    presenter = presenter_of(table)
    since: dict[int, float] = {}
    shown_for: dict[int, float] = {}
    for _ in range(20000):
        if isinstance(d.top, GameOverScene):
            break
        play_first(table)
        d.pump()
        still = on_table_at_rest(presenter)
        for card in still:
            since.setdefault(card, table.clock)
        for card in set(since) - still:
            gone = card in gathering(presenter) or ("card", card) not in presenter.board.sprites
            if gone and card not in shown_for:
                shown_for[card] = table.clock - since[card]
    else:
        raise AssertionError("the game did not end")
    plays = [action for action in state_of(table).history() if isinstance(action, Play)]
    played = {card for play in plays for card in play.cards}
    by_bots = {card for play in plays if play.seat != table.me for card in play.cards}
    assert by_bots and by_bots <= set(since), f"cards never drawn on the table: {sorted(by_bots - set(since))}"
    assert played <= set(since), "the player's own cards are drawn on the table too"
    short = pause_seconds("short")
    assert short > 1.0
    gathered = {card: seconds for card, seconds in shown_for.items() if card in played}
    assert len(gathered) >= len(played) // 2, "most tricks were gathered while the game went on"
    too_short = {card: round(seconds, 2) for card, seconds in gathered.items() if seconds < short - 1e-6}
    assert not too_short, f"gathered before the pause of {short}s: {too_short}"


def hold_first_trick(d: Driver, table: TableScene) -> GanjifaPresenter:
    """Play on until a trick is complete on the table and its last card has landed."""
    presenter = presenter_of(table)
    for _ in range(5000):
        if presenter.holding and not presenter.board.busy:
            return presenter
        play_first(table)
        d.pump()
    raise AssertionError("no trick was finished")


def test_until_i_click_the_finished_trick_stays_and_the_game_waits_until_a_click() -> None:
    d = driver("click")
    table = open_table(d, "hamrang", 4)
    presenter = hold_first_trick(d, table)
    trick = presenter.last.trick
    assert trick is not None
    cards = {card for _seat, card in trick.cards}
    moves = len(state_of(table).history())
    d.pump(400)  # twenty seconds
    assert presenter.holding and on_table_at_rest(presenter) == cards, "the trick still lies on the table"
    assert "takes the trick" in table.log.texts[-1], "the log says it while the table shows it (review 7)"
    assert len(state_of(table).history()) == moves, "nobody played meanwhile"
    assert presenter.model.hint, "the table says how to go on"
    d.click(presenter.layout.centre.center)
    d.pump(40)
    assert not presenter.holding and not (cards & on_table_at_rest(presenter)), "the click let the trick go"


@pytest.mark.parametrize(("game", "players"), [("hamrang", 4), ("ekrang", 2)])
def test_while_a_trick_waits_each_plate_counts_the_cards_its_seat_still_holds(game: str, players: int) -> None:
    """The seat whose play finished the trick among them (her plate said 24 cards with 22 in her hand)."""
    d = driver("click")
    table = open_table(d, game, players)
    presenter = hold_first_trick(d, table)
    for seat, (plate, hand) in enumerate(zip(presenter.model.plates, presenter.model.hands, strict=True)):
        assert plate.detail.startswith(f"{len(hand)} "), (seat, plate.detail, len(hand))


def test_a_click_ends_a_short_pause_early() -> None:
    d = driver("short")
    table = open_table(d, "hamrang", 4)
    presenter = hold_first_trick(d, table)
    d.key(pygame.K_SPACE)
    assert not presenter.holding


def test_the_last_trick_is_shown_again_by_its_key_and_button_and_a_click_puts_it_away() -> None:
    d = driver("off")
    table = open_table(d, "ekrang", 3)
    presenter = presenter_of(table)
    tools = {button.label: button for button, _run in table.tool_buttons()}
    assert not tools["Last trick"].enabled, "no trick yet"
    d.key(pygame.K_t)
    assert not presenter.last.open
    for _ in range(5000):
        if presenter.last.trick is not None:
            break
        play_first(table)
        d.pump()
    d.pump(60)
    trick = presenter.last.trick
    assert trick is not None and not presenter.holding
    history = state_of(table).history()
    plays = [action for action in history if isinstance(action, Play)]
    assert [card for _seat, card in trick.cards] == [card for play in plays for card in play.cards][: len(trick.cards)]
    assert trick.winner == table.controller.view(table.me).tricks.index(1)
    d.key(pygame.K_t)
    assert presenter.last.open
    surface = pygame.Surface(d.app.ctx.size)
    table.draw(surface)  # drawn over the table without a fault
    d.click(presenter.layout.centre.center)
    assert not presenter.last.open
    button = next(button for button, _run in table.tool_buttons() if button.label == "Last trick")
    assert button.enabled
    d.click(button.rect.center)
    assert presenter.last.open
    d.key(pygame.K_t)
    assert not presenter.last.open


@pytest.mark.parametrize("game", ["komi", "nakashth"])
def test_the_games_without_tricks_have_no_last_trick_button(game: str) -> None:
    d = driver("short")
    table = open_table(d, game, 4)
    assert "Last trick" not in {button.label for button, _run in table.tool_buttons()}


def test_the_settings_screen_cycles_the_pause_after_a_trick() -> None:
    assert values_clicked("Pause after a trick", "trick_pause", 3) == ["click", "off", "short"]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_last_trick_panel_holds_every_card_of_a_hamrang_trick_and_says_why(size: tuple[int, int]) -> None:
    from game.ui.ganjifa.lasttrick import draw_last_trick
    from game.ui.ganjifa.model import turned_trick

    d = Driver(size=size)
    d.app.ctx.settings.trick_pause = "off"
    table = open_table(d, "hamrang", 4)
    presenter = presenter_of(table)
    for _ in range(5000):
        if presenter.last.trick is not None:
            break
        play_first(table)
        d.pump()
    trick = presenter.last.trick
    assert trick is not None and len(trick.cards) == 8, "four two-card plays"
    placed = turned_trick(trick, table.me, table.players)
    written: list[str] = []
    text = d.app.ctx.text
    render = text.render

    def spy(message: str, *args: object, **kwargs: object) -> pygame.Surface:
        written.append(message)
        return render(message, *args, **kwargs)  # type: ignore[arg-type]

    text.render = spy  # type: ignore[method-assign, assignment]
    area = draw_last_trick(
        pygame.Surface(d.app.ctx.size), d.app.ctx.art, text, presenter.layout, placed, presenter.place_name, 0
    )
    text.render = render  # type: ignore[method-assign]
    per_seat: dict[int, int] = {}
    for seat, _card in placed.cards:
        index = per_seat.get(seat, 0)
        per_seat[seat] = index + 1
        assert area.contains(presenter.layout.spot(seat, index)), (seat, index, area)
    assert any("takes the trick:" in line or "take the trick:" in line for line in written), written


def test_a_trick_the_player_took_stays_twice_as_long_for_her_to_see_before_she_leads() -> None:
    d = driver("short")
    table = open_table(d, "ekrang", 3)
    presenter = presenter_of(table)
    waits: dict[bool, float] = {}
    for _ in range(20000):
        if len(waits) == 2:
            break
        if presenter.holding and presenter.last.trick is not None and presenter.stage_wait > 0:
            mine = presenter.last.trick.winner == table.me
            waits.setdefault(mine, presenter.stage_wait)
            while presenter.holding:
                d.pump()
            continue
        play_first(table)
        d.pump()
    pause = pause_seconds("short")
    assert waits[False] <= pause + 1e-6 and waits[True] > pause * 1.5, waits


def test_who_took_a_trick_is_said_once_its_last_card_has_landed_and_the_play_that_took_it_is_haloed() -> None:
    """Review 11: "Bot 1 takes the trick" was said while Bot 1's card was still turning over."""
    d = driver("click", "normal")
    table = open_table(d, "ekrang", 3)
    presenter = presenter_of(table)
    for _ in range(20000):
        assert not isinstance(d.top, GameOverScene), "no trick was held"
        if presenter.landing is not None or (presenter.holding and presenter.trick_held):
            break
        play_first(table)
        d.pump()
    trick = presenter.last.trick
    assert trick is not None
    flying = presenter.board.busy
    if flying:
        assert "takes the trick" not in presenter.model.banner and "take the trick" not in presenter.model.banner
    for _ in range(200):
        if not presenter.board.busy:
            break
        d.pump()
    d.pump()
    assert presenter.landing is None and "the trick" in presenter.model.banner, presenter.model.banner
    taken = {card for seat, card in trick.cards if seat == trick.winner}
    assert presenter.model.marked == taken, "the play that took it is haloed"
    assert flying, "the trick was caught with its last card still moving"
