"""The registry lists every game as data and loads a game's rules only when they are asked for."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.engine import registry
from game.engine.lazy import Lazy


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_each_variants_declared_id_and_player_counts_are_its_rules_own(game_id: str) -> None:
    for info in registry.GAMES[game_id].variants:
        assert (info.variant.id, info.variant.players) == (info.id, info.players)


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_each_games_rules_are_the_game_the_registry_names(game_id: str) -> None:
    game = registry.GAMES[game_id]
    rules_type = game.rules.type
    assert any(v.id == game_id or v.id.startswith(f"{game_id}-") for v in game.variants)
    assert rules_type.min_players == min(n for v in game.variants for n in v.players)
    assert rules_type.max_players == max(n for v in game.variants for n in v.players)


def test_listing_the_games_loads_no_games_rules() -> None:
    """A fresh interpreter that reads every list the menus read has imported no game's package."""
    script = (
        "import sys\n"
        "from game.engine import registry\n"
        "registry.variant_ids(); registry.player_counts(); registry.table_difficulties()\n"
        "[(g.name, [v.name for v in g.variants]) for g in registry.GAMES.values()]\n"
        "print(sorted(m for m in sys.modules if m.startswith(('game.panjpar', 'game.ganjifa', 'game.bots'))))\n"
    )
    loaded = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"


def test_a_lazy_value_is_imported_once_and_kept() -> None:
    lazy: Lazy[object] = Lazy("game.engine.registry", "GAMES")
    assert not lazy.loaded
    assert lazy.get() is registry.GAMES and lazy.loaded and lazy.get() is lazy.get()


def test_a_lazy_value_given_at_hand_is_already_loaded() -> None:
    value = registry.Level("wild", "Wild")
    assert Lazy.of(value).loaded and Lazy.of(value).get() is value


def test_a_lazy_value_that_does_not_exist_says_which_name_is_missing() -> None:
    with pytest.raises(AttributeError, match="NO_SUCH_RULES"):
        Lazy("game.engine.registry", "NO_SUCH_RULES").get()
