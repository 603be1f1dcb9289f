"""Panjpar's last battle through the app's event loop: the button Last battle is lit once a battle has ended, B (or
the button) shows its cards as they lay with a sentence of who attacked whom and how it ended, a click puts it
away."""

from __future__ import annotations

import pygame
import pytest

from game.panjpar.moves import Attack
from game.ui.panjpar.lastbattle import battle_words

from .driver import Driver, controller_of, panjpar
from .test_ganjifa_legend import Written


def test_the_last_battle_is_shown_again_and_put_away(monkeypatch: pytest.MonkeyPatch) -> None:
    d = Driver(seed=4)
    d.set_up_with_mouse(2, "panjpar-36", ("easy",))
    table = d.table
    presenter = panjpar(table)
    tools = {button.label: button for button, _run in table.tool_buttons()}
    assert not tools["Last battle"].enabled, "no battle has ended yet"
    for _ in range(40):
        if presenter.battles.last is not None:
            break
        d.wait_for_player()
        view = table.controller.view(0)
        table.submit(next(iter(view.legal_actions())))
        d.pump()
    battle = presenter.battles.last
    assert battle is not None and battle.pairs and battle.attacker != battle.defender
    assert battle.taken or all(kill is not None for _card, kill in battle.pairs)
    position = controller_of(table).position
    assert position is not None
    attacked = {card for seat, action in position.history if seat == battle.attacker and isinstance(action, Attack)
                for card in action.cards}  # fmt: skip
    assert {card for card, _kill in battle.pairs} <= attacked
    written = Written(d.app.ctx.text, monkeypatch)
    words = battle_words(battle, table.seat_name, table.me)
    assert words.startswith("Last battle: ") and words not in written.drawn(table)
    d.key(pygame.K_b)
    assert presenter.battles.open and words in written.drawn(table)
    d.click(presenter.layout.battle.center)
    assert not presenter.battles.open and words not in written.drawn(table)
    button = next(button for button, _run in table.tool_buttons() if button.label == "Last battle")
    assert button.enabled
    d.click(button.rect.center)
    assert presenter.battles.open
