"""The main menu's fan of cards is a picture: the Large index setting, which is for reading cards at the table,
leaves it as it is (its faces, fanned, showed only white beside their big indices)."""

from __future__ import annotations

import pygame

from game.ui.scenes.menu import MenuScene

from .driver import Driver


def fan_bytes(d: Driver) -> list[bytes]:
    menu = d.top
    assert isinstance(menu, MenuScene)
    menu._fan = None
    return [pygame.image.tobytes(image, "RGBA") for image, _pos in menu._fan_images()]


def test_the_menus_fan_is_the_same_with_the_large_index() -> None:
    d = Driver((1280, 800))
    try:
        d.pump()
        plain = fan_bytes(d)
        d.app.ctx.settings.large_index = True
        d.app.ctx.art.theme = d.app.ctx.settings.theme
        assert d.app.ctx.art.theme.large_index
        assert fan_bytes(d) == plain
    finally:
        d.app.close()


def test_the_menu_shows_round_ganjifa_cards_beside_the_french_fan_clear_of_every_button() -> None:
    """Review 6: the main menu's picture showed only the French pack, though four of the five games use the round
    one. Its round cards are as round as the table's (a face of the Ganjifa art) and leave every button clear."""
    from game.ui.scenes.menu import FAN, ROUND_FAN

    for size in ((1024, 640), (1280, 800), (1920, 1080)):
        d = Driver(size)
        try:
            d.pump()
            menu = d.top
            assert isinstance(menu, MenuScene)
            images = menu._fan_images()
            assert len(images) == len(FAN) + len(ROUND_FAN)
            buttons = [button.rect for button, _callback in menu.buttons.items]
            for image, pos in images:
                rect = image.get_rect(topleft=pos)
                assert rect.collidelist(buttons) == -1 and pygame.Rect((0, 0), size).contains(rect), size
            for (image, _pos), card in zip(images[len(FAN) :], ROUND_FAN, strict=True):
                face = d.app.ctx.art.round_face(card, image.get_width(), picture=True)
                assert pygame.image.tobytes(image, "RGBA") == pygame.image.tobytes(face, "RGBA")
        finally:
            d.app.close()
