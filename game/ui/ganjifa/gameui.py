"""A Ganjifa game's screens (game/ui/gameui.py) from its adapter: the round table's presenter and replay viewer
over the game's own side of the table, and what the game's module declares (its series is the registry's)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ganjifa.variant import NIGHT
from game.ui.gameui import ClockOption, GameUI
from game.ui.ganjifa.model import Adapter
from game.ui.ganjifa.presenter import GanjifaPresenter
from game.ui.ganjifa.replay import ganjifa_viewer
from game.ui.i18n import _
from game.ui.presenter import TableHost
from game.ui.rules.page import RulesPage

#: The key suit, Surya by day and Chandra at night: the set-up may leave it to the clock (a game whose rules
#: have no key suit refuses the option, and the set-up shows no row).
KEY_SUIT = ClockOption(
    NIGHT,
    lambda: _("Key suit"),
    lambda: _("Day: Surya"),
    lambda: _("Night: Chandra"),
    lambda: _(
        "Key suit: Surya by day (6:00 to 18:00 on this computer's clock) and Chandra by night; or choose either one."
    ),
)


def ganjifa_ui(
    adapter: Callable[[], Adapter[Any]],
    score: Callable[[TableHost], str],
    *,
    rules_page: Callable[[], RulesPage],
    miniature: int,
    blurb: Callable[[], str],
    texts: Callable[[], dict[str, str]],
    stakes: tuple[int, ...] = (),
) -> GameUI:
    """The screens of a game played on the round table: ``adapter`` makes its side of the table, ``score`` the
    table's score line; the chooser shows the round card ``miniature``."""
    return GameUI(
        presenter=lambda host: GanjifaPresenter(host, adapter(), score),
        rules_page=rules_page,
        open_record=ganjifa_viewer(adapter),
        miniature=miniature,
        blurb=blurb,
        texts=texts,
        stakes=stakes,
        clock_option=KEY_SUIT,
    )
