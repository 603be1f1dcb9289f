"""Panjpar's last battle, to look at again (the button Last battle, the key B): the battle's cards as they lay, each
attack card with the card that beat it, and a line that says who attacked whom and how it ended."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.panjpar.cards import Card
from game.panjpar.events import Attacked, Beaten, Dealt, Discarded, Event, PickedUp
from game.ui.art.cards import CardArt
from game.ui.i18n import _
from game.ui.layout import Layout
from game.ui.text import TextRenderer
from game.ui.widgets import GOLD, PANEL, blit_centered, fit_text, panel

#: The key of the last battle's view.
LAST_BATTLE_KEY = pygame.K_b


@dataclass(frozen=True)
class Battle:
    """A finished battle: who attacked whom, each attack card with its beater (``None``: not beaten), and whether
    the defender picked the cards up."""

    attacker: int
    defender: int
    pairs: tuple[tuple[Card, Card | None], ...]
    taken: bool


class BattleMemory:
    """The battle under way (from the events shown) and the last one finished, and whether its view is open."""

    def __init__(self) -> None:
        self.attacker = self.defender = -1
        self.pairs: list[tuple[Card, Card | None]] = []
        self.last: Battle | None = None
        self.open = False

    def forget(self) -> None:
        """A new game: no battle yet."""
        self.pairs, self.last, self.open = [], None, False

    def toggle(self) -> None:
        self.open = not self.open and self.last is not None

    def note(self, event: Event) -> None:
        """Follow the battle through ``event``; a pick-up or a discard ends it."""
        if isinstance(event, Dealt):
            self.pairs = []
        elif isinstance(event, Attacked):
            if not self.pairs:
                self.attacker, self.defender = event.seat, event.defender
            self.pairs += [(card, None) for card in event.cards]
        elif isinstance(event, Beaten):
            self.pairs = [(card, event.beater if card == event.attack_card else kill) for card, kill in self.pairs]
        elif isinstance(event, PickedUp | Discarded) and self.pairs:
            self.last = Battle(self.attacker, self.defender, tuple(self.pairs), isinstance(event, PickedUp))
            self.pairs = []


def battle_words(battle: Battle, name: Callable[[int], str], player: int) -> str:
    """``Last battle: Bot 1 attacked you; you picked the cards up.``"""
    attacker, defender = name(battle.attacker), name(battle.defender)
    if battle.defender == player:
        if battle.taken:
            return _("Last battle: {attacker} attacked you; you picked the cards up.").format(attacker=attacker)
        return _("Last battle: {attacker} attacked you; you beat every card.").format(attacker=attacker)
    if battle.attacker == player:
        if battle.taken:
            return _("Last battle: you attacked {defender}, who picked the cards up.").format(defender=defender)
        return _("Last battle: you attacked {defender}, who beat every card.").format(defender=defender)
    if battle.taken:
        return _("Last battle: {attacker} attacked {defender}, who picked the cards up.").format(
            attacker=attacker, defender=defender
        )
    return _("Last battle: {attacker} attacked {defender}, who beat every card.").format(
        attacker=attacker, defender=defender
    )


def draw_last_battle(
    surface: pygame.Surface, art: CardArt, text: TextRenderer, layout: Layout, battle: Battle, words: str
) -> pygame.Rect:
    """The last battle over the battle area: its cards where they lay, the sentence above them; the panel."""
    u = layout.margin
    slots = layout.battle_slots(len(battle.pairs))
    cards = slots[0].unionall([layout.kill_slot(slot) for slot in slots])
    area = cards.inflate(u * 4, u * 4)
    area.h += u * 4
    area.y -= u * 4
    area.w = max(area.w, min(layout.size[0] - 2 * u, layout.card_w * 7))
    area.centerx = cards.centerx
    area.clamp_ip(pygame.Rect((0, 0), layout.size))
    surface.blit(panel(area.size, PANEL, 250, u), area)
    pygame.draw.rect(surface, GOLD, area, 2, border_radius=u)
    line = fit_text(text, words, max(12, round(layout.card_h * 0.16)), GOLD, area.w - 2 * u, bold=True)
    blit_centered(surface, line, (area.centerx, area.y + u + line.get_height() // 2 + u // 2))
    for slot, (attack, kill) in zip(slots, battle.pairs, strict=True):
        surface.blit(art.face(attack.rank, attack.suit.letter, slot.w), slot)
        if kill is not None:
            surface.blit(art.face(kill.rank, kill.suit.letter, slot.w), layout.kill_slot(slot))
    return area
