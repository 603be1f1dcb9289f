"""The player's settings as a small dataclass, with load/save hooks a storage back end can plug into."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, fields
from typing import Literal

SortOrder = Literal["suit", "dealt"]
Speed = Literal["off", "fast", "normal", "slow"]

SPEEDS: tuple[Speed, ...] = ("off", "fast", "normal", "slow")
#: Animation time multiplier of each speed (``off``: every move lands at once).
SPEED_FACTOR: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}
#: The storage schema keeps the speed as a float multiplier; the nearest named speed is taken on load.
SPEED_STORED: dict[str, float] = {"off": 4.0, "fast": 2.0, "normal": 1.0, "slow": 0.5}


@dataclass
class Settings:
    language: str = "en"
    sort: SortOrder = "suit"
    speed: Speed = "normal"
    sound: bool = True
    four_colour: bool = False
    fullscreen: bool = False
    difficulty: str = "easy"

    @property
    def speed_factor(self) -> float:
        return SPEED_FACTOR[self.speed]

    def as_dict(self) -> dict[str, object]:
        return asdict(self)

    def update(self, values: Mapping[str, object]) -> None:
        """Take the known keys of ``values`` that have the right type; ignore the rest."""
        for f in fields(self):
            value = values.get(f.name)
            if value is not None and type(value) is type(getattr(self, f.name)):
                setattr(self, f.name, value)


Loader = Callable[[], Mapping[str, object]]
Saver = Callable[[Settings], None]


class SettingsHooks:
    """Where settings come from and go to; in memory until a storage module sets ``loader``/``saver``."""

    def __init__(self, loader: Loader | None = None, saver: Saver | None = None) -> None:
        self.loader = loader
        self.saver = saver

    def load(self) -> Settings:
        settings = Settings()
        if self.loader is not None:
            settings.update(self.loader())
        return settings

    def save(self, settings: Settings) -> None:
        if self.saver is not None:
            self.saver(settings)
