"""Panjpar's screens (game/ui/gameui.py): its presenter, rules page, replay viewer, the chooser's card and
line, its own set-up screen and its bots."""

from __future__ import annotations

from game.panjpar.actions import Beat
from game.ui.gameui import GameUI
from game.ui.i18n import _
from game.ui.panjpar.presenter import PanjparPresenter
from game.ui.panjpar.replay import open_panjpar_text
from game.ui.panjpar.rules_page import rules_page


def blurb() -> str:
    return _("The Afghan shedding game of The Kite Runner: beat every attack, or pick it up.")


def texts() -> dict[str, str]:
    return {
        "Panjpar": _("Panjpar"),
        "52 cards": _("52 cards"),
        "36 cards": _("36 cards"),
        "The full pack, two players: guess the trump colour to attack first.": _(
            "The full pack, two players: guess the trump colour to attack first."
        ),
        "Six to ace. The player at the dealer's left attacks first; the fool deals the next game.": _(
            "Six to ace. The player at the dealer's left attacks first; the fool deals the next game."
        ),
    }


def variant_label() -> str:
    """Panjpar's variants differ by their pack."""
    return _("Pack")


def bot_continues(answer: object) -> bool:
    """A bot's kill goes on with the rest of the defence it chose, without the table's thinking pause."""
    return isinstance(answer, Beat)


GAME_UI = GameUI(
    presenter=PanjparPresenter,
    rules_page=rules_page,
    open_record=open_panjpar_text,
    miniature=(14, "S"),
    blurb=blurb,
    texts=texts,
    variant_label=variant_label,
    bot_continues=bot_continues,
)
