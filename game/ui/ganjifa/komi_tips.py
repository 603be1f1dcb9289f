"""Komi's first-game coach: the stake (what the round is: each hand against the dealer's, scored by the last digit)
and, with betting, the choice to keep, double or fold, each explained the first time the player meets it."""

from __future__ import annotations

from game.ganjifa.komi.state import KomiView
from game.ui.coach import Tip
from game.ui.i18n import _

#: The keys of komi's tips, remembered once shown (game/storage/settings.py lists them).
KEYS = ("komi_stake", "komi_bet")


def _stake_tip(betting: bool) -> Tip:
    then = (
        _("After the deal you may keep, double or fold: a poor hand folds for half, so a high stake pays best.")
        if betting
        else _("Then the cards decide: every stake is even on average.")
    )
    text = _(
        "Stake 1 to 10 chips before the deal. Three cards each score the last digit of their sum (viziers and "
        "rajas 0); three face cards, komi, beat all. Beat the dealer's hand and she pays your stake; lose and you "
        "pay her."
    )
    return Tip("komi_stake", _("You against the dealer"), f"{text} {then}")


def _bet_tip() -> Tip:
    return Tip(
        "komi_bet",
        _("Keep, double or fold"),
        _(
            "Your score and its chances are written by your cards. Double a good hand: twice the stake is won or "
            "lost. Fold a poor one: you pay half the stake and sit out. The hint (H) says which pays best."
        ),
    )


def komi_tips(view: KomiView) -> list[Tip]:
    """The tip for what the player is asked now (the coach shows each once)."""
    if view.to_move != view.seat:
        return []
    return [_stake_tip(view.betting)] if view.phase == "stake" else [_bet_tip()]


def every_tip() -> list[Tip]:
    """Every tip komi may show (the panel's fit is checked on each)."""
    return [_stake_tip(False), _stake_tip(True), _bet_tip()]
