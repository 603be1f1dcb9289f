"""Hints through the real app (the hard bot in this process): the key H or the Hint button shows the strongest
bot's move for the player's seat by lifting and lighting its cards, or naming its button, and never plays it;
the player plays it herself. Nakashth, where nobody chooses anything, has no Hint button."""

from __future__ import annotations

import pygame

from game.ganjifa.actions import Play
from game.panjpar.moves import Attack
from game.ui.ganjifa.cardnames import cards_name
from game.ui.ganjifa.presenter import GanjifaPresenter
from game.ui.scenes.table import TableScene
from game.ui.widgets import HINT

from .driver import Driver, controller_of, moves_played, panjpar
from .test_ganjifa_tables import open_table
from .test_ganjifa_trick_tables import state_of


def hint_shown(d: Driver, table: TableScene, limit: int = 400) -> str:
    """Frames until the table's toast says the hint; the sentence."""
    for _ in range(limit):
        if table.toast.visible and table.toast.message.startswith("Hint"):
            return table.toast.message
        d.pump()
    raise AssertionError("no hint came")


def test_a_panjpar_hint_selects_the_attack_and_the_attack_button_plays_it() -> None:
    d = Driver(seed=4)
    d.set_up_with_mouse(2, "panjpar-36", ("easy",))
    while d.wait_for_player() != "attack":
        view = d.table.controller.view(0)
        d.table.submit(next(iter(view.legal_actions())))
    table = d.table
    before = moves_played(table)
    d.key(pygame.K_h)
    sentence = hint_shown(d, table)
    gestures = panjpar(table).gestures
    assert sentence.startswith("Hint: attack with ") and gestures.selection_is_attack()
    hinted = sorted(gestures.selected)
    assert moves_played(table) == before, "the hint did not play"
    d.click(panjpar(table).action_button().rect.center)
    d.pump()
    position = controller_of(table).position
    assert position is not None
    seat, last = position.history[-1]
    assert seat == 0 and isinstance(last, Attack) and sorted(last.cards) == hinted


def test_an_ekrang_hint_names_raises_and_focuses_a_legal_play_and_enter_plays_it() -> None:
    d = Driver()
    table = open_table(d, "ekrang", ("easy", "easy"))
    for _ in range(600):
        if table.my_move:
            break
        d.pump()
    presenter = table.presenter
    assert isinstance(presenter, GanjifaPresenter)
    hint = next(button for button, _callback in table.tool_buttons() if button.label == "Hint")
    d.click(hint.rect.center)
    sentence = hint_shown(d, table)
    gestures = presenter.gestures
    hinted = gestures.hint_intent
    assert isinstance(hinted, Play) and hinted in table.view.legal_actions(), "the hint is a legal play"
    reason = presenter.adapter.hint_reason(table.view, hinted)
    said = f" {reason}" if reason else ""
    assert sentence == f"Hint: play {cards_name(hinted.cards)}.{said} Enter plays it."
    assert "the " in sentence and " of " in sentence, sentence
    assert gestures.hinted == set(hinted.cards) == presenter.board.lifted, "its cards are raised and lit"
    assert gestures.focus == hinted.cards[0]
    d.pump(20)
    surface = pygame.Surface(d.app.ctx.size)
    table.draw(surface)
    for card in hinted.cards:  # each ringed in the hint's colour, a ring twice as wide as a picked card's
        sprite = presenter.board.sprites[("card", card)]
        x, y = sprite.position()
        width = max(3, sprite.size // 22)
        assert surface.get_at((round(x) + sprite.size // 2, round(y) + round(width * 1.5)))[:3] == HINT
    before = len(state_of(table).history())
    assert state_of(table).history()[-1] != hinted
    assert table.toast.visible, "the hint's words"
    d.key(pygame.K_RETURN)
    history = state_of(table).history()
    assert len(history) > before and history[before] == hinted, "Enter played the hinted move"
    assert not table.toast.visible, "the hint's words go with the move they spoke of"


def test_a_komi_hint_names_a_button_and_enter_presses_it() -> None:
    d = Driver()
    table = open_table(d, "komi", ("easy", "easy", "easy"), frozenset({"betting"}))
    for _ in range(600):
        presenter = table.presenter
        assert isinstance(presenter, GanjifaPresenter)
        if table.my_move and presenter.choice_buttons():
            break
        d.pump()
    labels = [choice.label for choice in table.presenter.model.choices]  # type: ignore[attr-defined]
    d.key(pygame.K_h)
    sentence = hint_shown(d, table)
    label, reason = sentence.removeprefix("Hint: ").split(". ", 1)
    assert label in labels
    assert "%" in reason or "stake" in reason, "the hint says why: the hand's odds, or why that stake"
    hinted = table.presenter.gestures.hint_intent  # type: ignore[attr-defined]
    before = len(state_of(table).history())
    d.key(pygame.K_RETURN)
    history = state_of(table).history()
    assert len(history) > before and history[before] == hinted, "Enter pressed the hinted button"


def test_nakashth_has_no_hint() -> None:
    d = Driver()
    table = open_table(d, "nakashth", ("random", "random"))
    assert [button.label for button, _callback in table.tool_buttons()] == ["Log", "Pack"]
    d.key(pygame.K_h)
    d.pump(3)
    assert not table.hints.waiting
    assert table.toast.visible and table.toast.message == "No hints in this game: there is nothing to choose."
