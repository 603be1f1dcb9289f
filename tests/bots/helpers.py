"""Positions for the bot tests: random games played through the controller to a random point."""

from __future__ import annotations

import random

from game.bots.protocol import RandomBot
from game.panjpar.controller import Controller
from game.panjpar.variants import PANJPAR_36, PANJPAR_52, Variant, shuffled_deal


def new_controller(variant: Variant, players: int, seed: int) -> Controller:
    rng = random.Random(seed)
    dealer = rng.randrange(players)
    deal = shuffled_deal(variant, players, rng, dealer, (dealer + 1) % players)
    controller = Controller(deal, dealer, 0 if variant.colour_guess else None)
    controller.start()
    return controller


def random_position(seed: int, players: int | None = None, variant: Variant | None = None) -> Controller:
    """A game after a random number of random moves (the colour guessed), not over."""
    rng = random.Random(seed)
    if variant is None:
        variant = PANJPAR_52 if players in (None, 2) and rng.random() < 0.5 else PANJPAR_36
    if players is None:
        players = 2 if variant is PANJPAR_52 else rng.choice(variant.players)
    while True:
        controller = new_controller(variant, players, rng.randrange(1 << 30))
        bot = RandomBot()
        steps = rng.randrange(80)
        for _ in range(steps):
            seat = controller.to_move()
            if seat is None:
                break
            assert controller.submit(bot.step(controller.view(seat), rng)) is None
        if controller.to_move() is not None:
            return controller
