"""The main menu's Resume names the game it resumes ("Resume: Ekrang"), in every language, its label at the
button's own size (not shrunk) at 1024x640 whichever game it names."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any, cast

import pygame
import pytest

from game.engine import registry
from game.ui import i18n
from game.ui.scenes.menu import MenuScene
from game.ui.widgets import Button
from game.ui.window import App


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    yield
    i18n.set_language("en")


def resume_button(app: App, game: str) -> Button:
    """The main menu's first button, the menu offering ``game`` as the unfinished one."""
    menu = app.top()
    assert isinstance(menu, MenuScene)
    menu.saved = cast(Any, SimpleNamespace(game=game))
    menu._layout()
    button = menu.buttons.items[0][0]
    assert isinstance(button, Button)
    return button


def test_resume_says_which_game_it_resumes() -> None:
    app = App(size=(1024, 640), in_process_bot=True)
    try:
        assert resume_button(app, "ekrang").label == "Resume: Ekrang"
        assert resume_button(app, "panjpar").label == "Resume: Panjpar"
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "de", "fa_AF"])
def test_resume_fits_its_button_at_full_size_at_1024x640(language: str) -> None:
    app = App(size=(1024, 640), in_process_bot=True)
    try:
        i18n.set_language(language)
        for game in registry.GAMES.values():
            button = resume_button(app, game.id)
            assert i18n.named(game.name) in button.label
            size = max(12, round(button.rect.h * 0.42))  # as Button.draw writes its label
            width = app.ctx.text.render(button.label, size, (0, 0, 0), bold=True).get_width()
            assert width <= button.rect.w - 12, (button.label, width, button.rect.w)
        app.pump(1 / 30)
        assert isinstance(app.screen, pygame.Surface)
    finally:
        app.close()
