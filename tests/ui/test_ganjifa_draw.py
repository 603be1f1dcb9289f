"""Drawing the round table: another seat's face-down hand at rest is one cached image that looks exactly like its
cards drawn one by one (a frame blits a handful of images, not a hundred cards)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest

from game.ui.art.cards import CardArt
from game.ui.ganjifa import draw
from game.ui.ganjifa.board import RoundBoard
from game.ui.ganjifa.draw import RoundDrawer
from game.ui.ganjifa.layout import round_layout
from game.ui.ganjifa.model import TableModel
from game.ui.text import TextRenderer


@pytest.fixture(autouse=True)
def _pygame() -> Iterator[None]:
    pygame.init()
    yield


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_still_fan_is_drawn_as_one_image_that_looks_the_same(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    layout = round_layout(size, 3)
    board = RoundBoard(layout, 0)
    model = TableModel(hands=((3, 11, 19), (None,) * 31, (None,) * 30), tricks=(0, 0, 0))
    board.sync(model, instant=True)
    drawer = RoundDrawer(CardArt(text=TextRenderer()), TextRenderer())
    assert set(draw._still_fans(board.ordered())) == {1, 2}
    fast = felt(size)
    drawer.sprites(fast, board, model, None, False)
    slow = felt(size)
    monkeypatch.setattr(draw, "_still_fans", lambda ordered: {})
    drawer.sprites(slow, board, model, None, False)
    # The same picture: a pixel of a slot rounded the other way aside, and alpha composed in another order.
    a, b = small_bytes(fast), small_bytes(slow)
    far = sum(1 for x, y in zip(a, b, strict=True) if abs(x - y) > 24)
    assert sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a) < 1.0 and far < len(a) // 200


def felt(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill((22, 74, 50))
    return surface


def small_bytes(surface: pygame.Surface) -> bytes:
    w, h = surface.get_size()
    return pygame.image.tobytes(pygame.transform.smoothscale(surface, (w // 4, h // 4)), "RGB")


def test_a_fan_that_moves_is_drawn_card_by_card() -> None:
    layout = round_layout((1280, 800), 3)
    board = RoundBoard(layout, 0)
    board.sync(TableModel(hands=((3,), (None,) * 10, (None,) * 10), tricks=(0, 0, 0)), instant=True)
    board.sync(TableModel(hands=((3,), (None,) * 9, (None,) * 10), table=((1, 40),), tricks=(0, 0, 0)))
    fans = draw._still_fans(board.ordered())
    assert 2 in fans and (1 not in fans or all(not s.moving for s in fans[1]))


@pytest.mark.parametrize(("playable", "dimmed"), [(frozenset({3}), True), (frozenset(), False)])
def test_at_the_players_turn_a_card_is_dimmed_only_beside_cards_she_may_play(
    playable: frozenset[int], dimmed: bool
) -> None:
    """Komi's hand, never played (the turn is a button's), is shown as it is, not dimmed as if refused."""
    layout = round_layout((1280, 800), 3)
    board = RoundBoard(layout, 0)
    model = TableModel(hands=((3, 11, 19), (None,) * 3, (None,) * 3), tricks=(0, 0, 0), playable=playable)
    board.sync(model, instant=True)
    drawer = RoundDrawer(CardArt(text=TextRenderer()), TextRenderer())
    sprite = board.sprites[("card", 19)]
    centre = (sprite.rect.centerx, sprite.rect.centery)
    mine, theirs = felt((1280, 800)), felt((1280, 800))
    drawer.sprites(mine, board, model, None, True)
    drawer.sprites(theirs, board, model, None, False)
    assert (mine.get_at(centre) != theirs.get_at(centre)) is dimmed


def test_hands_turned_over_together_turn_one_seat_after_another() -> None:
    """A showdown turns the hands over around the table, each seat a moment after the one before; a single seat's
    card (a bot's play) turns at once."""
    layout = round_layout((1280, 800), 4)
    board = RoundBoard(layout, 0)
    board.sync(TableModel(hands=((3, 11), (None, None), (None, None), (None, None))), instant=True)
    board.sync(TableModel(hands=((3, 11), (19, 27), (35, 43), (51, 59))))
    delays = {card: board.sprites[("card", card)].turn for card in (19, 27, 35, 43, 51, 59)}
    assert all(turn is not None for turn in delays.values())
    starts = [delays[card].delay for card in (19, 35, 51)]  # type: ignore[union-attr]
    assert starts[0] == 0 and starts[0] < starts[1] < starts[2], starts
    assert delays[19].delay == delays[27].delay  # type: ignore[union-attr]
    board.sync(TableModel(hands=((3, 11), (19, 27), (35, 43), (51, 59)), table=((1, 67),)))
    single = board.sprites[("card", 67)].turn
    assert single is None or single.delay == 0


def test_a_won_hand_is_haloed_once_turned_over() -> None:
    layout = round_layout((1280, 800), 2)
    board = RoundBoard(layout, 0)
    drawer = RoundDrawer(CardArt(text=TextRenderer()), TextRenderer())
    shown = TableModel(hands=((3, 11), (19, 27)))
    board.sync(shown, instant=True)
    sprite = board.sprites[("card", 19)]
    just_outside = (sprite.rect.centerx, sprite.rect.top - 2)
    plain, haloed = felt((1280, 800)), felt((1280, 800))
    drawer.sprites(plain, board, shown, None, False)
    drawer.sprites(haloed, board, replace(shown, marked=frozenset({19, 27})), None, False)
    assert plain.get_at(just_outside) != haloed.get_at(just_outside)


def test_a_long_score_line_breaks_between_seats_never_inside_one() -> None:
    from game.ui.ganjifa.draw import score_split

    pygame.font.init()
    text = TextRenderer()
    score = "Round 2 of 5 · Chips: You: +2 · Bot 1: +8 · Bot 2: +3 · Bot 3: +14 · Bot 4: +4 · Bot 5: −31"
    width, size = 560, 15
    assert text.measure(score, round(size * 0.85), bold=True)[0] > width, "too long for one line"
    split = score_split(text, score, size, width, 34)
    assert split is not None
    points, lines = split
    assert len(lines) == 2 and all(text.measure(line, points, bold=True)[0] <= width for line in lines)
    assert lines[0].endswith(" ·") and " ".join(lines) == score, "broken at a separator, nothing lost"
    assert lines[1].startswith("Bot "), "a seat's name stays with its chips"
    assert score_split(text, "Round 1 · Chips: You: 0", size, width, 34) == (size, ["Round 1 · Chips: You: 0"])


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_each_trick_pile_s_count_is_drawn_wholly_inside_the_window(size: tuple[int, int]) -> None:
    pygame.font.init()
    text = TextRenderer()
    for players in (2, 3, 4, 6):
        layout = round_layout(size, players)
        for pile in layout.piles:
            badge_h = text.render("12", round(layout.unit * 0.9), (0, 0, 0), bold=True).get_height() + 4
            badge = pygame.Rect(0, 0, layout.unit * 3, badge_h)
            badge.center = pile.midbottom
            assert pygame.Rect((0, 0), size).contains(badge), (size, players, pile)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_a_plate_s_long_detail_breaks_in_two_within_the_plate_rather_than_spill(size: tuple[int, int]) -> None:
    """Review 7: German komi's "Einsatz 10 · zählt 5 · unentschieden" ran past its plate at 1024x640."""
    layout = round_layout(size, 6)
    plate = layout.plates[1]
    text = TextRenderer()
    unit = layout.unit
    pad = max(4, unit // 3)
    top = pad + text.render("Bot 1", round(unit * 1.0), (255, 255, 255), bold=True).get_height()
    room = (plate.w - 2 * pad, plate.h - pad // 2 - top)
    parts = ["Einsatz 10 · verdoppelt", "zählt 5", "unentschieden · +0"]
    lines = draw.plate_lines(text, parts, round(unit * 0.8), (255, 255, 255), room)
    assert all(line.get_width() <= room[0] for line in lines) and sum(line.get_height() for line in lines) <= room[1]
    assert len(lines) == 2 and min(line.get_height() for line in lines) >= text.render("A", 9, (0, 0, 0)).get_height()
    short = draw.plate_lines(text, ["stake 5"], round(unit * 0.8), (255, 255, 255), room)
    assert (
        len(short) == 1 and short[0].get_height() == text.render("stake 5", round(unit * 0.8), (0, 0, 0)).get_height()
    )
