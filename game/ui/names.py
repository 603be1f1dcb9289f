"""The names the screens give games, variants, options, players and bots, in one place so that every screen says
them alike: the registry's names and notes in the player's language (each game's GameUI writes its own out for
the translators' tools), and the seats' names (game/ui/seatnames.py)."""

from __future__ import annotations

import functools

from game.engine import registry
from game.ui.games import GAME_UIS
from game.ui.i18n import language, named
from game.ui.seatnames import bot_name as bot_name
from game.ui.seatnames import difficulty_name as difficulty_name
from game.ui.seatnames import level_words
from game.ui.seatnames import object_name as object_name
from game.ui.seatnames import seat_name as seat_name
from game.ui.seatnames import signed as signed


def translated(text: str) -> str:
    """A name or note of the games' registry in the player's language (English when there is no translation)."""
    return _known(language()).get(text, text)


@functools.lru_cache(maxsize=4)
def _known(current: str) -> dict[str, str]:
    """The registry's names and notes in the language ``current`` (the cache's key: the table is made once per
    language, not at each name a frame draws): the levels' names and each game's own texts."""
    known = level_words()
    for game in GAME_UIS.values():
        known.update(game.get().texts())
    return known


def pack_name(variant: str) -> str:
    """A variant by its pack ("52 cards"); an unknown variant's id is shown as it is."""
    info = registry.variant_info(variant)
    return variant if info is None else translated(info.name)


def variant_note(variant: str) -> str:
    """The registry's one-line note on ``variant`` (empty for an unknown one), translated."""
    info = registry.variant_info(variant)
    return "" if info is None else translated(info.note)


def game_name(game_id: str) -> str:
    """A game's name in the player's language (in the script she reads: Dari writes it in its own letters)."""
    info = registry.game_info(game_id)
    return game_id if info is None else named(info.name)
