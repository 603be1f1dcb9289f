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
