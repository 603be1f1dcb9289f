"""Every setting the window has is kept by the store: a setting the storage schema lacks was quietly dropped at
each save (the trick tables' pause, forced moves and hand order were lost at every restart)."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

from game.storage import SETTINGS_SCHEMA, Store
from game.ui.saving import settings_from_store, settings_to_store
from game.ui.settings import Settings


def test_every_setting_of_the_window_has_a_place_in_the_store() -> None:
    kept = {f.name for f in fields(Settings)} - {"speed"}  # the speed is stored as its multiplier
    assert kept <= set(SETTINGS_SCHEMA), sorted(kept - set(SETTINGS_SCHEMA))
    defaults = settings_to_store(Settings())
    for name, value in defaults.items():
        assert SETTINGS_SCHEMA[name].default == value, f"{name}: the store's default is not the window's"


def test_the_trick_tables_settings_survive_a_restart(tmp_path: Path) -> None:
    settings = Settings(trick_pause="click", forced_moves="auto", round_sort="value")
    with Store.open(tmp_path) as store:
        store.save_settings(settings_to_store(settings))
    with Store.open(tmp_path) as store:
        again = Settings()
        again.update(settings_from_store(store.load_settings()))
    assert (again.trick_pause, again.forced_moves, again.round_sort) == ("click", "auto", "value")
