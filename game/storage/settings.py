"""The settings schema: every known key with its type, default and allowed values.

Values are stored as JSON. On load a value that is not valid JSON, has the wrong type or is out of range falls
back to the default, with a message for the player; unknown keys (from a newer Panjpar) are kept in the
database and left out of :meth:`Store.load_settings`. Saving an unknown key or a wrong value is a programming
error and raises :class:`SettingError`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass


class SettingError(ValueError):
    """A value the settings schema does not allow."""


@dataclass(frozen=True, slots=True)
class Setting:
    """One setting: its JSON type (``bool``, ``int``, ``float``, ``str``), default, and limits."""

    kind: type
    default: object
    choices: tuple[object, ...] = ()
    low: float | None = None
    high: float | None = None

    def check(self, key: str, value: object) -> object:
        """``value`` if the schema allows it (an ``int`` is accepted for a ``float``), else raise."""
        if self.kind is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if type(value) is not self.kind:
            raise SettingError(f"{key} must be {self.kind.__name__}, not {type(value).__name__} {value!r}")
        if self.choices and value not in self.choices:
            raise SettingError(f"{key} must be one of {', '.join(map(str, self.choices))}, not {value!r}")
        if isinstance(value, int | float) and not isinstance(value, bool):
            if self.low is not None and value < self.low:
                raise SettingError(f"{key} must be at least {self.low}, not {value!r}")
            if self.high is not None and value > self.high:
                raise SettingError(f"{key} must be at most {self.high}, not {value!r}")
        return value


#: The known settings. Add new keys here (with a default); never change a key's type: add a new key instead.
SCHEMA: dict[str, Setting] = {
    "variant": Setting(str, "panjpar-52", ("panjpar-52", "panjpar-36")),
    "players": Setting(int, 2, (2, 3, 4)),
    "difficulty": Setting(str, "easy", ("random", "easy", "hard")),
    "sound": Setting(bool, True),
    "volume": Setting(float, 0.8, low=0.0, high=1.0),
    "animation_speed": Setting(float, 1.0, low=0.25, high=4.0),
    "fullscreen": Setting(bool, False),
    "language": Setting(str, "en"),
    "player_name": Setting(str, ""),
    # The hand's order and the four-colour deck (the screen's Settings; added without a schema change, since
    # settings are key/value rows).
    "sort": Setting(str, "suit", ("suit", "dealt")),
    "four_colour": Setting(bool, False),
    # Each bot seat's difficulty in the new-game setup, comma-separated: seat 1, 2, 3.
    "bot_difficulties": Setting(str, "easy,easy,easy"),
    # The window's size when the game was last closed (0: not known yet), so it reopens as the player left it.
    "window_width": Setting(int, 0, low=0, high=32768),
    "window_height": Setting(int, 0, low=0, high=32768),
}


def defaults() -> dict[str, object]:
    return {key: setting.default for key, setting in SCHEMA.items()}


def encode(key: str, value: object) -> str:
    """The JSON text to store for ``key``; raises :class:`SettingError` for an unknown key or a bad value."""
    setting = SCHEMA.get(key)
    if setting is None:
        raise SettingError(f"unknown setting: {key}")
    return json.dumps(setting.check(key, value))


def decode(rows: list[tuple[str, str]]) -> tuple[dict[str, object], list[str]]:
    """The settings (defaults filled in) from stored ``(key, json)`` rows, and a message per bad value."""
    values = defaults()
    problems = []
    for key, text in rows:
        setting = SCHEMA.get(key)
        if setting is None:
            continue
        try:
            values[key] = setting.check(key, json.loads(text))
        except (ValueError, SettingError) as error:
            problems.append(f"Setting {key!r} had an unusable value ({error}); using the default {setting.default!r}.")
    return values, problems
