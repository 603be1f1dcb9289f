"""The replay viewer of ``.ganjifa`` records (game/ui/ganjifa/replay.py), through the real app and its events: for
each of the four games a finished game's record opens from the command line; End shows the rules' final position,
Home the first action (the deal), each step forward agrees with the rules and steps back to the same picture; the
sentences name the seat and the cards; Watch opens a stored game from the statistics; a damaged record gives the
``FILE:LINE`` report of ``panjpar replay``; every card lies inside the window at 1280x800 and 1920x1080, and the
other seats' open hands show every rank and keep clear of the table."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.engine import registry
from game.engine.envelope import read_envelope
from game.engine.protocol import GameState, SeatFigures, random_action
from game.ganjifa.actions import Play
from game.ganjifa.cards import card_text
from game.ganjifa.komi.actions import Stake
from game.ganjifa.series import ganjifa_series
from game.storage import HUMAN, Autosaver, Store
from game.ui import i18n
from game.ui.ganjifa.layout import round_layout
from game.ui.ganjifa.model import turned
from game.ui.ganjifa.replay import GanjifaReplayTable
from game.ui.ganjifa.replayboard import open_hand_slots
from game.ui.names import signed
from game.ui.replay import ReplayScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.window import App

from .driver import Driver

ROOT = Path(__file__).resolve().parents[2]
#: (game, players, options, seed) of the finished games replayed.
GAMES: tuple[tuple[str, int, frozenset[str], int], ...] = (
    ("nakashth", 4, frozenset(), 1),
    ("komi", 4, frozenset({"betting"}), 2),
    ("ekrang", 3, frozenset(), 3),
    ("hamrang", 4, frozenset(), 4),
)
#: The suits by their codes and ranks by their letters, as the sentences say them (English: the rules' names).
SUITS = {"Su": "Surya", "Ch": "Chandra", "Ba": "Barat", "Ph": "Phul", "Ku": "Kumancha", "Gh": "Ghulam", "Cg": "Cheng",
         "Sh": "Shamsher"}  # fmt: skip
RANKS = {"V": "vizier", "R": "raja"}
#: (game, players, options) of the tables drawn: each game, ekrang with each of its player counts.
TABLES: tuple[tuple[str, int, frozenset[str]], ...] = (
    ("nakashth", 6, frozenset()),
    ("komi", 4, frozenset({"betting"})),
    ("ekrang", 2, frozenset()),
    ("ekrang", 3, frozenset()),
    ("ekrang", 4, frozenset()),
    ("hamrang", 4, frozenset()),
)


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    yield
    i18n.set_language("en")


def finished_game(game: str, players: int, options: frozenset[str], seed: int) -> GameState[Any, Any]:
    """A whole game through the rules, every seat playing at random."""
    rng = random.Random(seed)
    state = registry.GAMES[game].rules.new_game(game, players, 1, options)
    while not state.is_terminal():
        state.apply(random_action(state, rng))
    return state


def bots_tag(players: int, me: int = 0) -> str:
    return " ".join(f"{seat + 1}:easy" for seat in range(players) if seat != me)


def write_record(tmp_path: Path, game: str, players: int, options: frozenset[str], seed: int, **tags: str) -> Path:
    state = finished_game(game, players, options, seed)
    path = tmp_path / f"{game}.ganjifa"
    tags = {"Bots": bots_tag(players), **tags}
    path.write_text(registry.GAMES[game].rules.write_record(state, tags), encoding="utf-8")
    return path


def rules_state(path: Path, actions: int | None = None) -> GameState[Any, Any]:
    """The record's game by its rules, taken back to its first ``actions`` actions (``None``: the end)."""
    envelope = read_envelope(path.read_text(encoding="utf-8"))
    state = registry.GAMES[envelope.game].rules.read_record(envelope)
    while actions is not None and len(state.history()) > actions:
        state.pop()
    return state


def table_of(viewer: ReplayScene) -> GanjifaReplayTable:
    """The round table the viewer shows."""
    assert isinstance(viewer.table, GanjifaReplayTable)
    return viewer.table


def open_viewer(path: Path, size: tuple[int, int] = (1280, 800)) -> tuple[Driver, ReplayScene]:
    app = App(size=size, record=str(path), in_process_bot=True)
    app.ctx.settings.speed = "fast"
    d = Driver.around(app)
    viewer = d.top
    assert isinstance(viewer, ReplayScene) and isinstance(viewer.table, GanjifaReplayTable), viewer
    settle(d, viewer)
    return d, viewer


def settle(d: Driver, viewer: ReplayScene) -> None:
    for _ in range(400):
        if viewer.settled:
            return
        d.pump()
    raise AssertionError("the replay never settled")


def hands_of(viewer: ReplayScene) -> list[set[str]]:
    """Each seat's cards as the viewer shows them (every one face up)."""
    hands = table_of(viewer).model.hands
    assert all(card is not None for hand in hands for card in hand), "a replay shows every hand face up"
    return [{card_text(card) for card in hand if card is not None} for hand in hands]


def rules_hands(state: GameState[Any, Any], game: str) -> list[set[str]]:
    """Each seat's cards in hand as ``panjpar replay --json`` gives them."""
    hands = registry.GAMES[game].rules.position_json(state).get("hands") or {}
    assert isinstance(hands, dict)
    return [set(hands.get(str(seat + 1), ())) for seat in range(state.players)]


def assert_board_shows_its_model(viewer: ReplayScene) -> None:
    """Once still, every card sprite lies where the model puts it, and there is no other."""
    board = table_of(viewer).board
    assert board.model is not None
    places = board.places(board.model)
    assert set(board.sprites) == set(places)
    for key, (rect, card, _layer) in places.items():
        sprite = board.sprites[key]
        assert (sprite.rect, sprite.card) == (rect, card), key


def shown(viewer: ReplayScene) -> tuple[object, ...]:
    """What the settled viewer shows: the model by seat and every sprite's place."""
    sprites = sorted((repr(key), tuple(s.rect), s.card) for key, s in table_of(viewer).board.sprites.items())
    return table_of(viewer).model, tuple(sprites)


def expected_words(cards: tuple[int, ...]) -> str:
    words = []
    for card in cards:
        text = card_text(card)
        rank, suit = text[:-2], text[-2:]
        words.append(f"the {RANKS.get(rank, rank)} of {SUITS[suit]}")
    return " and ".join(words)


# ----- each game: End, Home, forward and back ------------------------------------------------------------------
@pytest.mark.parametrize(("game", "players", "options", "seed"), GAMES, ids=[g[0] for g in GAMES])
def test_end_shows_the_rules_final_position_and_home_the_first_action(
    tmp_path: Path, game: str, players: int, options: frozenset[str], seed: int
) -> None:
    path = write_record(tmp_path, game, players, options, seed)
    d, viewer = open_viewer(path)
    final = rules_state(path)
    assert viewer.index == 0 and viewer.last == len(final.history()) - 1
    d.key(pygame.K_END)
    settle(d, viewer)
    assert viewer.index == viewer.last
    assert hands_of(viewer) == rules_hands(final, game)
    figures = registry.GAMES[game].rules
    assert isinstance(figures, SeatFigures)
    for name, values in figures.figures(final).items():
        for seat, value in enumerate(values):
            plate = table_of(viewer).model.plates[seat]
            if name == "tricks":
                assert table_of(viewer).model.tricks[seat] == value, (seat, table_of(viewer).model.tricks)
            else:  # chips: the plate says what the seat won or lost
                chips = round(value)
                said = f"wins {chips}" if chips > 0 else f"loses {-chips}" if chips < 0 else "even"
                paid = f"pays {-chips}"  # komi's fold: half the stake
                assert plate.tag.endswith((signed(value), said, paid)), (seat, plate)
    assert viewer.result_text(), "the end says how the game ended"
    assert_board_shows_its_model(viewer)
    d.key(pygame.K_HOME)
    settle(d, viewer)
    assert viewer.index == 0
    assert hands_of(viewer) == rules_hands(rules_state(path, 1), game)
    assert viewer.result_text() == "" or viewer.last == 0
    assert_board_shows_its_model(viewer)
    if game != "komi":  # komi's first action is a stake, before the deal
        assert viewer.sentence == "The deal"
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, MenuScene)
    d.app.close()


@pytest.mark.parametrize(("game", "players", "options", "seed"), GAMES[1:], ids=[g[0] for g in GAMES[1:]])
def test_each_step_forward_agrees_with_the_rules_and_steps_back_to_the_same_picture(
    tmp_path: Path, game: str, players: int, options: frozenset[str], seed: int
) -> None:
    path = write_record(tmp_path, game, players, options, seed)
    d, viewer = open_viewer(path)
    pictures = [shown(viewer)]
    state = rules_state(path, 1)
    actions = rules_state(path).history()
    for index in range(1, viewer.last + 1):
        d.key(pygame.K_RIGHT)
        settle(d, viewer)
        state.apply(actions[index])
        assert viewer.index == index
        assert hands_of(viewer) == rules_hands(state, game), index
        assert_board_shows_its_model(viewer)
        pictures.append(shown(viewer))
    d.key(pygame.K_RIGHT)  # past the end: nothing
    assert viewer.index == viewer.last
    for index in range(viewer.last - 1, -1, -1):
        d.key(pygame.K_LEFT)
        settle(d, viewer)
        assert viewer.index == index and shown(viewer) == pictures[index], index
    d.click(d.button("▶|"))
    assert shown(viewer) == pictures[-1]
    d.click(d.button("|◀"))
    assert shown(viewer) == pictures[0]
    d.app.close()


def test_a_step_forward_glides_the_played_cards_from_the_hand_to_the_table(tmp_path: Path) -> None:
    path = write_record(tmp_path, "ekrang", 3, frozenset(), 3)
    d, viewer = open_viewer(path)
    play = table_of(viewer).actions[1]
    assert isinstance(play, Play)
    before = {card: tuple(table_of(viewer).board.sprites[("card", card)].rect) for card in play.cards}
    d.key(pygame.K_RIGHT)
    assert viewer.animating, "a step forward is animated, as at the table"
    for card in play.cards:
        sprite = table_of(viewer).board.sprites[("card", card)]
        assert sprite.moving and sprite.tween is not None
        assert sprite.tween.start == (float(before[card][0]), float(before[card][1])), "it leaves from the hand"
    settle(d, viewer)
    table = {card for _seat, card in turned(table_of(viewer).model, table_of(viewer).seats.bottom).table}
    assert set(play.cards) <= table
    d.app.close()


@pytest.mark.parametrize(("game", "players", "options", "seed"), GAMES[2:], ids=[g[0] for g in GAMES[2:]])
def test_the_card_that_completes_a_trick_is_seen_on_the_table_before_the_trick_is_gathered(
    tmp_path: Path, game: str, players: int, options: frozenset[str], seed: int
) -> None:
    """Every card a trick game's record plays lies on the table at the step that plays it, the trick's last card
    too (the rules' view after it has the trick gathered already); the next step gathers it."""
    path = write_record(tmp_path, game, players, options, seed)
    d, viewer = open_viewer(path)
    actions = table_of(viewer).actions
    completed = 0
    for index in range(1, viewer.last + 1):
        d.key(pygame.K_RIGHT)
        settle(d, viewer)
        play = actions[index]
        if not isinstance(play, Play):
            continue
        on_table = {card for _seat, card in table_of(viewer).model.table}
        assert set(play.cards) <= on_table, (index, play)
        if len(on_table) > len(play.cards) and index < viewer.last:
            hand_cards = {card for hand in table_of(viewer).model.hands for card in hand if card is not None}
            assert not on_table & hand_cards, "a card on the table is in nobody's hand"
        completed += table_of(viewer)._finished_trick() is not None
    assert completed >= 5, "the record completed tricks"
    d.app.close()


# ----- the words -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["ekrang", "hamrang"])
def test_the_sentences_name_the_seat_and_the_cards(tmp_path: Path, game: str) -> None:
    players = 3 if game == "ekrang" else 4
    path = write_record(tmp_path, game, players, frozenset(), 5)
    d, viewer = open_viewer(path)
    seen: set[str] = set()
    for index in range(1, viewer.last + 1):
        play = table_of(viewer).actions[index]
        assert isinstance(play, Play)
        who = "You play" if play.seat == 0 else f"Bot {play.seat} plays"
        if who in seen:
            continue
        seen.add(who)
        viewer.go(index)
        assert viewer.sentence == f"{who} {expected_words(play.cards)}"
    assert len(seen) == players, "every seat's play was read out"
    plates = [table_of(viewer).seats.plate_name(seat) for seat in range(players)]
    assert plates == ["You", *(f"Bot {seat} · Easy" for seat in range(1, players))]
    i18n.set_language("de")
    mine = next(i for i, a in enumerate(table_of(viewer).actions) if isinstance(a, Play) and a.seat == 0)
    viewer.go(mine)
    german = viewer.sentence
    two = len(table_of(viewer).actions[mine].cards) == 2
    assert german.startswith("Du spielst d") and " von " in german and (" und " in german) == two
    d.app.close()


def test_komi_says_each_stake_and_bet(tmp_path: Path) -> None:
    path = write_record(tmp_path, "komi", 4, frozenset({"betting"}), 2)
    d, viewer = open_viewer(path)
    stake = table_of(viewer).actions[0]
    assert isinstance(stake, Stake)
    name = "You stake" if stake.seat == 0 else f"Bot {stake.seat} stakes"
    assert viewer.sentence == f"{name} {stake.chips} chip" + ("s" if stake.chips != 1 else "")
    deal = next(i for i, action in enumerate(table_of(viewer).actions) if str(action).startswith("deal"))
    viewer.go(deal)
    assert viewer.sentence == "The deal"
    words = {
        "keep": ("You keep your stake", "keeps the stake"),
        "double": ("You double your stake", "doubles the stake"),
        "fold": ("You fold", "folds"),
    }
    for index in range(deal + 1, viewer.last + 1):
        bet = table_of(viewer).actions[index]
        viewer.go(index)
        mine, theirs = words[bet.choice]
        assert viewer.sentence == (mine if bet.seat == 0 else f"Bot {bet.seat} {theirs}"), index
    d.app.close()


def test_a_record_of_another_seat_turns_the_table_and_one_naming_nobody_numbers_the_seats(tmp_path: Path) -> None:
    path = write_record(tmp_path, "hamrang", 4, frozenset(), 6, Bots=bots_tag(4, me=2))
    d, viewer = open_viewer(path)
    assert table_of(viewer).seats.me == 2 and table_of(viewer).seats.name(2) == "You"
    hands = rules_hands(rules_state(path, 1), "hamrang")
    bottom = table_of(viewer).board.model
    assert bottom is not None and {card_text(c) for c in bottom.hands[0] if c is not None} == hands[2]
    d.app.close()
    plain = tmp_path / "plain.ganjifa"
    text = path.read_text(encoding="utf-8")
    plain.write_text("\n".join(line for line in text.splitlines() if not line.startswith("[Bots")) + "\n")
    d, viewer = open_viewer(plain)
    assert [table_of(viewer).seats.name(seat) for seat in range(4)] == ["Seat 1", "Seat 2", "Seat 3", "Seat 4"]
    d.key(pygame.K_END)
    assert viewer.result_text() == "Game over: " + registry.GAMES["hamrang"].rules.result_text(rules_state(plain))
    d.app.close()


# ----- from the statistics ----------------------------------------------------------------------------------
def test_watch_opens_a_stored_ganjifa_game_from_the_statistics(_data_dir: Path) -> None:
    rules = registry.GAMES["ekrang"].rules
    series = ganjifa_series(rules, "ekrang", 3, frozenset(), random.Random(3))
    seats = {0: HUMAN, 1: "easy", 2: "hard"}
    rng = random.Random(4)
    with Store.open(_data_dir) as store:
        match_id = store.begin_match("ekrang", 3, seats, frozenset())
        controller = series.next_game()
        Autosaver(store, controller, "ekrang", seats, match_id, series.dealer)
        controller.start()
        while not controller.over:
            assert controller.submit(random_action(controller.state, rng)) is None
        final_hands = rules_hands(controller.state, "ekrang")
    d = Driver()
    d.pump()
    d.click(d.button("Statistics"))
    stats = d.top
    assert isinstance(stats, StatisticsScene)
    d.pump(2)
    d.click(d.button("Watch"))
    viewer = d.top
    assert isinstance(viewer, ReplayScene) and isinstance(viewer.table, GanjifaReplayTable)
    assert [table_of(viewer).seats.plate_name(seat) for seat in range(3)] == ["You", "Bot 1 · Easy", "Bot 2 · Hard"]
    d.key(pygame.K_END)
    assert hands_of(viewer) == final_hands
    d.key(pygame.K_ESCAPE)
    assert d.top is stats
    d.app.close()


# ----- damaged records -------------------------------------------------------------------------------------
def damaged(text: str, how: str) -> str:
    lines = text.splitlines()
    if how == "bad card":
        at = next(i for i, line in enumerate(lines) if line.startswith("[Hand2"))
        lines[at] = lines[at].replace('"', '"XX ', 1)
    elif how == "unknown game":
        lines[0] = '[Game "mystery"]'
    else:  # an illegal play: the second play made by the wrong seat
        at = [i for i, line in enumerate(lines) if line[:1].isdigit()][1]
        seat = int(lines[at].split(":")[0])
        lines[at] = f"{seat % 3 + 1}:{lines[at].split(':', 1)[1]}"
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("how", ["bad card", "unknown game", "illegal play"])
def test_a_damaged_record_gives_the_report_of_panjpar_replay(tmp_path: Path, how: str) -> None:
    good = write_record(tmp_path, "ekrang", 3, frozenset(), 3)
    path = tmp_path / "damaged.ganjifa"
    path.write_text(damaged(good.read_text(encoding="utf-8"), how), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    report = done.stderr.strip()
    assert done.returncode in (1, 2) and report.startswith(f"{path}:"), report
    app = App(record=str(path), in_process_bot=True)
    message = app.top()
    assert isinstance(message, MessageScene)
    assert message.title == "Cannot open the game record" and report in message.paragraphs
    app.pump(0.05)
    app.close()


# ----- drawing -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize(
    ("game", "players", "options"),
    TABLES,
)
def test_the_frame_draws_every_card_inside_the_window(
    tmp_path: Path, size: tuple[int, int], game: str, players: int, options: frozenset[str]
) -> None:
    path = write_record(tmp_path, game, players, options, 7)
    d, viewer = open_viewer(path, size)
    window = pygame.Rect((0, 0), size)
    for index in (0, viewer.last // 2, viewer.last):
        viewer.go(index)
        settle(d, viewer)
        surface = pygame.Surface(size)
        viewer.draw(surface)
        for key, sprite in table_of(viewer).board.sprites.items():
            assert window.contains(sprite.rect), (index, key, sprite.rect)
        corner = surface.get_at((size[0] // 2, size[1] // 3))
        assert corner != pygame.Color(0, 0, 0), "the felt is drawn"
    d.app.close()


@pytest.mark.parametrize("size", [(960, 720), (1024, 640), (1280, 800), (1920, 1080)])  # 960x720: three rows
def test_the_step_buttons_keep_clear_of_a_full_hand(tmp_path: Path, size: tuple[int, int]) -> None:
    """A 32-card ekrang hand at the bottom: the step buttons and the move counter above its top row."""
    path = write_record(tmp_path, "ekrang", 3, frozenset(), 7)
    d, viewer = open_viewer(path, size)
    viewer.go(0)
    settle(d, viewer)
    viewer.draw(pygame.Surface(size))
    steps, _back = table_of(viewer).step_row()
    hand = [sprite.rect for key, sprite in table_of(viewer).board.sprites.items() if sprite.layer == 1]
    assert len(hand) >= 30 and not any(steps.colliderect(rect) for rect in hand), (steps, min(r.top for r in hand))
    d.app.close()


#: The most cards another seat holds, by the number of players (ekrang: 17, 32 and 24 each; komi 3 with 5).
MOST_CARDS = {2: 17, 3: 32, 4: 24, 5: 3, 6: 2}


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (1024, 700)])
@pytest.mark.parametrize("players", sorted(MOST_CARDS))
def test_an_open_hand_shows_each_rank_badge_and_keeps_clear_of_the_table(size: tuple[int, int], players: int) -> None:
    """Every other seat's open hand, at every size it has in a game: inside the window, each card's rank badge (at
    its top) not covered by a card drawn after it, and no card over another seat's plate, a card played or the
    player's hand."""
    layout = round_layout(size, players)
    window = pygame.Rect((0, 0), size)
    for seat in range(1, players):
        for count in range(1, MOST_CARDS[players] + 1):
            slots = open_hand_slots(layout, seat, count)
            assert len(slots) == count
            for index, rect in enumerate(slots):
                assert window.contains(rect), (seat, count, rect)
                badge = (rect.centerx, rect.y + rect.h * 0.12)
                for later in slots[index + 1 :]:
                    distance = (badge[0] - later.centerx) ** 2 + (badge[1] - later.centery) ** 2
                    assert distance >= (later.w / 2) ** 2, (seat, count, index)
                assert not rect.colliderect(layout.hands[0]), (seat, count)
                for other in range(players):
                    assert other == seat or not rect.colliderect(layout.plates[other]), (seat, count, other)
                    assert not rect.colliderect(layout.spot(other)), (seat, count, other)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_full_open_hand_is_drawn_as_large_as_a_fan_card(size: tuple[int, int], players: int) -> None:
    """Each other seat's whole ekrang hand lies in cards the size of a fan's, readable: at 1024x640 the seat across
    a table of four showed its 24 cards 29 px wide in one strip, those beside a table of three 34 px."""
    layout = round_layout(size, players)
    for seat in range(1, players):
        slots = open_hand_slots(layout, seat, MOST_CARDS[players])
        assert min(rect.w for rect in slots) >= layout.small, (seat, layout.small, slots[0])


def test_a_settled_replay_draws_nothing_more_until_an_event(tmp_path: Path) -> None:
    path = write_record(tmp_path, "ekrang", 3, frozenset(), 3)
    d, viewer = open_viewer(path)
    d.key(pygame.K_RIGHT)
    assert viewer.animating
    settle(d, viewer)
    d.pump(2)
    drawn = d.app.draws
    d.pump(5)
    assert d.app.draws == drawn, "the settled replay drew frames"
    d.app.close()


def test_a_round_the_deal_decides_shows_no_step_buttons_and_says_why(tmp_path: Path) -> None:
    """A nakashth round has no moves: the viewer offers only Back (four step buttons that did nothing read as a
    fault), says there is nothing to step through, and names no bot level, as its table names none."""
    d, viewer = open_viewer(write_record(tmp_path, "nakashth", 4, frozenset(), 1))
    assert viewer.last == 0
    said = d.words_drawn()
    viewer.draw(d.app.screen)
    assert [button.label for button, _callback in viewer.buttons.items] == ["Back"]
    assert "No moves to step through.   Esc back" in said
    assert "Move 0 of 0" not in said
    seats = table_of(viewer).seats
    assert [seats.plate_name(seat) for seat in range(4)] == ["You", "Bot 1", "Bot 2", "Bot 3"]
    for key in (pygame.K_RIGHT, pygame.K_END, pygame.K_LEFT):
        d.key(key)
        assert viewer.index == 0 and d.top is viewer
    d.key(pygame.K_ESCAPE)
    assert d.top is not viewer


def test_a_game_with_moves_keeps_its_step_buttons_and_its_bots_levels(tmp_path: Path) -> None:
    d, viewer = open_viewer(write_record(tmp_path, "ekrang", 3, frozenset(), 3))
    said = d.words_drawn()
    viewer.draw(d.app.screen)
    assert [button.label for button, _callback in viewer.buttons.items] == ["|◀", "◀", "▶", "▶|", "Back"]
    assert f"Move 0 of {viewer.last}" in said and viewer.last > 0
    assert table_of(viewer).seats.plate_name(1) == "Bot 1 · Easy"
