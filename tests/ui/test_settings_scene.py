"""The settings screen: each row's note under the preview, for the row pointed at or in focus."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scenes.settings_scene import SettingsScene

from .driver import Driver


def settings(d: Driver) -> SettingsScene:
    scene = d.app.ctx.open("settings")
    assert isinstance(scene, SettingsScene)
    d.pump()
    return scene


def test_every_row_has_its_note_and_the_pointed_row_s_is_drawn() -> None:
    d = Driver()
    scene = settings(d)
    notes = scene.row_notes()
    assert len(notes) == len(scene.rows()) and all(notes) and len(set(notes)) == len(notes)
    assert scene.pointed_note() == notes[0], "the row in focus (the first) before the pointer moves"
    row = 11
    button = scene.buttons.items[row][0].rect
    d.post(pygame.MOUSEMOTION, pos=button.center, rel=(0, 0), buttons=(0, 0, 0))
    d.pump()
    said = d.words_drawn()
    scene.draw(pygame.Surface(d.app.ctx.size))
    assert scene.pointed_note() == notes[row]
    assert any(len(line) > 10 and notes[row].startswith(line) for line in said), "its first line is drawn"
    back = scene.buttons.items[-1][0].rect
    d.post(pygame.MOUSEMOTION, pos=back.center, rel=(0, 0), buttons=(0, 0, 0))
    d.pump()
    scene.buttons.focus = len(scene.buttons.items) - 1
    assert scene.pointed_note() == "", "Back has no note"


@pytest.mark.parametrize("language", ["en", "de", "fa_AF"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_every_note_fits_under_the_preview_inside_the_panel(language: str, size: tuple[int, int]) -> None:
    d = Driver(size=size)
    with d.speaking(language):
        scene = settings(d)
        area = scene.note_box()
        u = d.app.ctx.layout.unit
        assert area.top > scene.preview_box().bottom and scene.box().contains(area)
        for note in scene.row_notes():
            lines = d.app.ctx.text.render_lines(note, round(u * 0.8), (255, 255, 255), area.w)
            assert sum(line.get_height() for line in lines) <= area.h, (note, len(lines))
            assert all(line.get_width() <= area.w for line in lines), note
