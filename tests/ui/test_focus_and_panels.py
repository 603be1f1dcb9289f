"""Slips of issue 12 that a screenshot showed: keyboard focus is a white ring around a button, which hovering
never draws (they looked the same); the in-game menu lies on a panel, so the table never shows through its title
and buttons; the New game screen names a pack without its internal id."""

from __future__ import annotations

import pygame

from game.ui.panjpar.tabledraw import CARD_FOCUS, FOCUS_RISE
from game.ui.scenes.menu import MenuScene
from game.ui.text import TextRenderer
from game.ui.widgets import FOCUS, Button

from .driver import Driver, panjpar


def ring_pixels(focused: bool, hovered: bool) -> set[tuple[int, int, int]]:
    """The colours just outside a button's edge, drawn focused and/or under the pointer, on black."""
    pygame.init()
    surface = pygame.Surface((200, 100))
    button = Button(pygame.Rect(50, 30, 100, 40), "Go", focused=focused)
    button.draw(surface, TextRenderer(), (100, 50) if hovered else None)
    points = [(100, 27), (100, 72), (47, 50), (152, 50)]
    return {tuple(surface.get_at(p))[:3] for p in points}  # type: ignore[misc]


def test_focus_draws_a_white_ring_and_hover_does_not() -> None:
    assert ring_pixels(focused=True, hovered=False) == {FOCUS}
    assert FOCUS not in ring_pixels(focused=False, hovered=True)
    assert ring_pixels(focused=False, hovered=False) == ring_pixels(focused=False, hovered=True)


def test_the_in_game_menu_hides_the_table_behind_its_buttons() -> None:
    d = Driver()
    d.set_up_with_mouse(2, "panjpar-36", ("easy",))
    d.pump(5)
    d.key(pygame.K_ESCAPE)
    d.pump(2)
    menu = d.top
    assert isinstance(menu, MenuScene) and menu.in_game
    first, second = menu.buttons.items[0][0].rect, menu.buttons.items[1][0].rect
    between = (first.centerx, (first.bottom + second.top) // 2)
    white = pygame.Surface(d.app.ctx.size)
    white.fill((255, 255, 255))
    menu.draw(white)
    r, g, b, _a = white.get_at(between)
    assert r + g + b < 3 * 60, "the panel, not the table (here white), lies between the buttons"


def test_the_new_game_screen_names_the_pack_without_its_id() -> None:
    d = Driver()
    d.pump()
    d.click(d.button("New game"))
    d.click(d.button("Play"))
    labels = [button.label for button, _callback in d.top.buttons.items]  # type: ignore[attr-defined]
    assert "52 cards" in labels and not any("panjpar-" in label for label in labels)


def test_the_keyboards_card_glows_blue_and_stands_out_of_the_hand() -> None:
    d = Driver(seed=4)
    d.set_up_with_mouse(2, "panjpar-36", ("easy",))
    table = d.table
    for _ in range(300):
        if table.my_move:
            break
        d.pump()
    d.key(pygame.K_RIGHT)
    d.pump(8)
    presenter = panjpar(table)
    focus = presenter.gestures.focus_card(presenter.board)
    assert focus is not None and presenter.glow()[focus] == CARD_FOCUS
    surface = pygame.Surface(d.app.ctx.size)
    surface.fill((0, 0, 0))
    presenter.drawer.sprites(surface, presenter.board, presenter.layout, presenter.glow())
    hand = presenter.board.my_hand()
    tops = {}
    for sprite in hand:
        x = round(sprite.pos[0]) + 4  # the left strip, which no other card covers
        start = round(sprite.pos[1]) - presenter.layout.card_h // 3  # above the hand's row, below the battle
        column = [surface.get_at((x, y))[:3] for y in range(start, d.app.ctx.size[1])]
        tops[sprite.card] = start + next(y for y, pixel in enumerate(column) if sum(pixel) > 60)  # not the black
    others = [top for card, top in tops.items() if card != focus]
    rise = round(presenter.layout.card_h * FOCUS_RISE)
    assert all(tops[focus] <= top - rise for top in others), (tops, focus, rise)
