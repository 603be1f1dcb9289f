"""The choose-a-game screen writes every game's line at one size: the largest at which the longest fits beside
its miniature and Play button (in German each line had shrunk to a size of its own)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.ui import i18n, widgets
from game.ui.scenes import chooser
from game.ui.scenes.chooser import GameChooserScene
from game.ui.window import App


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "de", "fa_AF"])
def test_every_games_line_has_one_size_that_fits(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str
) -> None:
    app = App(size=size, in_process_bot=True)
    try:
        i18n.set_language(language)
        app.ctx.open("choose_game")
        scene = app.top()
        assert isinstance(scene, GameChooserScene)
        drawn: list[tuple[str, int, int]] = []  # each line: its text, the size asked and the width it came out
        fit_text = widgets.fit_text

        def spy(text: object, message: str, size: int, *args: object, **kwargs: object) -> pygame.Surface:
            label = fit_text(text, message, size, *args, **kwargs)  # type: ignore[arg-type]
            drawn.append((message, size, label.get_width()))
            return label

        monkeypatch.setattr(chooser, "fit_text", spy)
        scene.draw(pygame.Surface(size))
        assert len(drawn) == len(scene.games)
        one, room = scene.blurb_size(), scene.blurb_room()
        for message, _size, width in drawn:  # each at the one size, none shrunk further to a size of its own
            assert width == app.ctx.text.render(message, one, (0, 0, 0)).get_width() <= room, message
        widest = max(app.ctx.text.render(message, one + 1, (0, 0, 0)).get_width() for message, _s, _w in drawn)
        assert widest > room or one == round(app.ctx.layout.unit * 0.85), "the size the longest line needs"
    finally:
        app.close()
