"""Each game's presenter at the table and its rules page, by game id (the games themselves are listed in
game/engine/registry.py)."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.engine import registry
from game.engine.series import Series
from game.ganjifa.nakashth.series import NakashthSeries
from game.ganjifa.series import GanjifaSeries
from game.panjpar.match import Match
from game.ui.ganjifa import rules_ekrang, rules_hamrang, rules_komi, rules_nakashth
from game.ui.ganjifa.komi import KomiAdapter
from game.ui.ganjifa.nakashth import NakashthAdapter
from game.ui.ganjifa.presenter import GanjifaPresenter
from game.ui.ganjifa.tricks import TrickAdapter, ekrang_words, hamrang_words
from game.ui.ganjifa.words import chips_score, wins_score
from game.ui.panjpar import rules_page as panjpar_rules
from game.ui.panjpar.presenter import PanjparPresenter
from game.ui.presenter import PresenterFactory, Presenters
from game.ui.rules.page import RulesPage
from game.ui.tablesetup import TableSetup

PRESENTERS: Presenters = {
    registry.PANJPAR.id: PanjparPresenter,
    registry.NAKASHTH.id: lambda host: GanjifaPresenter(host, NakashthAdapter(), chips_score),
    registry.KOMI.id: lambda host: GanjifaPresenter(host, KomiAdapter(), chips_score),
    registry.EKRANG.id: lambda host: GanjifaPresenter(host, TrickAdapter(ekrang_words), wins_score),
    registry.HAMRANG.id: lambda host: GanjifaPresenter(host, TrickAdapter(hamrang_words), wins_score),
}
#: Each game's rules page, made when shown (so in the player's language): the rules screen's tabs, in this order.
RULES_PAGES: dict[str, Callable[[], RulesPage]] = {
    registry.PANJPAR.id: panjpar_rules.rules_page,
    registry.NAKASHTH.id: rules_nakashth.rules_page,
    registry.KOMI.id: rules_komi.rules_page,
    registry.EKRANG.id: rules_ekrang.rules_page,
    registry.HAMRANG.id: rules_hamrang.rules_page,
}
#: Each game's series of games at a table (the match and its score), made from the table's setup, a random
#: stream and the player's seat.
SERIES: dict[str, Callable[[TableSetup, random.Random, int], Series]] = {
    registry.PANJPAR.id: lambda setup, rng, me: Match(setup.panjpar_variant, setup.players, rng, guesser=me),
    registry.NAKASHTH.id: lambda setup, rng, _me: NakashthSeries(setup.players, setup.stake, rng),
}


def ganjifa_series(setup: TableSetup, rng: random.Random, _me: int) -> Series:
    """The games in a row of a Ganjifa game at a table, with the setup's options."""
    return GanjifaSeries(setup.game.rules, setup.variant.id, setup.players, setup.options, rng)


def presenter_for(variant_id: str) -> PresenterFactory:
    """The presenter factory of the game that has ``variant_id``."""
    game = registry.game_of_variant(variant_id)
    if game is None or game.id not in PRESENTERS:
        raise ValueError(f"no table for variant {variant_id}")
    return PRESENTERS[game.id]


def series_for(setup: TableSetup, rng: random.Random, me: int) -> Series:
    """The series of games ``setup`` plays at a table, the player in seat ``me``."""
    game = registry.game_of_variant(setup.variant.id)
    if game is None:
        raise ValueError(f"no table for variant {setup.variant.id}")
    return SERIES.get(game.id, ganjifa_series)(setup, rng, me)
