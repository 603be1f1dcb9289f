"""A game's screens in one object, registered beside the game (game/ui/games.py): what the shared screens ask of
a game instead of comparing its id. The table, the chooser, the set-up, the rules screen and the replay viewer
read it (the one set-up screen, game/ui/scenes/setup.py, reads the registry and this); the game's own
package makes it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.ui.i18n import _
from game.ui.presenter import PresenterFactory
from game.ui.records import RecordOpener
from game.ui.rules.page import RulesPage

#: A game's card in the chooser: a French card (rank, suit letter) or a round Ganjifa card's index.
Miniature = tuple[int, str] | int


def variant_word() -> str:
    """What the set-up calls the choice of a game's variants, unless the game says better."""
    return _("Variant")


@dataclass(frozen=True, slots=True)
class ClockOption:
    """An option the set-up may leave to the local clock: on at night, off by day (the Ganjifa key suit, Chandra
    at night rather than Surya). The row's label, the words for off (day) and on (night), and what the row
    means (the set-up's note under it)."""

    option: str
    label: Callable[[], str]
    off: Callable[[], str]
    on: Callable[[], str]
    note: Callable[[], str] = str


@dataclass(frozen=True, slots=True)
class GameUI:
    """Everything the window shows of one game, registered by its id in game/ui/games.py."""

    #: The table's face of the game (game/ui/presenter.py), made for each table.
    presenter: PresenterFactory
    #: The rules screen's page, made when shown (so in the player's language).
    rules_page: Callable[[], RulesPage]
    #: The replay viewer of one of the game's records (game/ui/records.py).
    open_record: RecordOpener
    #: The chooser's card and its line about the game (in the player's language).
    miniature: Miniature
    blurb: Callable[[], str]
    #: Each of the registry's names and notes of the game, in English, to the player's language (written out in
    #: ``_()`` for the translators' tools; game/ui/names.py's ``translated`` reads them).
    texts: Callable[[], dict[str, str]]
    #: What the set-up calls the choice of variants (shown when the game has more than one).
    variant_label: Callable[[], str] = variant_word
    #: An option the set-up lets the clock choose (none: every option is on or off as the player says).
    clock_option: ClockOption | None = None
    #: Whether a bot's answer goes on at once with its seat's next action, without the table's thinking pause
    #: (Panjpar: a kill of a defence the bot chose whole).
    bot_continues: Callable[[object], bool] = lambda _answer: False
    #: The stakes a player may choose a round (empty: the set-up has no Stake row).
    stakes: tuple[int, ...] = ()
