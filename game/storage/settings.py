"""The settings schema: every known key with its type, default and allowed values.

Values are stored as JSON text. On load a value that is not text (another SQLite type), longer than
:data:`TEXT_LIMIT`, not a single JSON value (an array or object: settings are scalars, so no depth to explode),
of the wrong type, out of range or too long falls back to the default, with a message for the player; unknown
keys (from a newer Panjpar) are kept in the database and left out of :meth:`Store.load_settings`. Saving
applies the same checks: an unknown key or a value load would reject raises :class:`SettingError`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from game.engine import registry
from game.languages import LANGUAGES
from game.storage.rows import excerpt, sqlite_type

#: The longest stored setting read, in characters (every valid value is far shorter).
TEXT_LIMIT = 4096
#: The longest string setting, unless its schema entry says otherwise.
STRING_LIMIT = 64


class SettingError(ValueError):
    """A value the settings schema does not allow."""


@dataclass(frozen=True, slots=True)
class Setting:
    """One setting: its JSON type (``bool``, ``int``, ``float``, ``str``), default, and limits.

    ``choices``: the allowed values; ``parts``: for a comma-separated string, the allowed values of each part;
    ``low``/``high``: a number's range; ``length``: a string's longest length. ``choices_of``/``parts_of``, when
    given, are read at each check instead (the games' registry, which a new game extends).
    """

    kind: type
    default: object
    choices: tuple[object, ...] = ()
    low: float | None = None
    high: float | None = None
    length: int = STRING_LIMIT
    parts: tuple[str, ...] = ()
    choices_of: Callable[[], tuple[object, ...]] | None = None
    parts_of: Callable[[], tuple[str, ...]] | None = None

    def allowed(self) -> tuple[object, ...]:
        """The allowed values (empty: any value of the right kind)."""
        return self.choices_of() if self.choices_of else self.choices

    def allowed_parts(self) -> tuple[str, ...]:
        return self.parts_of() if self.parts_of else self.parts

    def check(self, key: str, value: object) -> object:
        """``value`` if the schema allows it (an ``int`` is accepted for a ``float``), else raise."""
        if self.kind is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if type(value) is not self.kind:
            raise SettingError(f"it holds {described(value)} where {KIND_WORDS[self.kind]} belongs")
        choices = self.allowed()
        if choices and value not in choices:
            raise SettingError(f"{excerpt(value)} is not one of {', '.join(map(str, choices))}")
        if isinstance(value, float) and not math.isfinite(value):
            raise SettingError(f"it holds {value!r}, which is no number")
        if isinstance(value, int | float) and not isinstance(value, bool):
            if self.low is not None and value < self.low:
                raise SettingError(f"{excerpt(value)} is below the least allowed, {self.low:g}")
            if self.high is not None and value > self.high:
                raise SettingError(f"{excerpt(value)} is above the most allowed, {self.high:g}")
        if isinstance(value, str):
            if len(value) > self.length:
                raise SettingError(f"it is {len(value):,} characters long, more than the {self.length} allowed")
            if not value.isprintable():
                raise SettingError(f"it holds control characters: {excerpt(value)}")
            parts = self.allowed_parts()
            if parts and not all(part in parts for part in value.split(",")):
                raise SettingError(f"{excerpt(value)} is not a list of {', '.join(parts)}")
        return value


#: The known settings. Add new keys here (with a default); never change a key's type: add a new key instead.
SCHEMA: dict[str, Setting] = {
    # The games' registry holds the variants, player counts and difficulties (game/engine/registry.py).
    "variant": Setting(str, registry.default_variant().id, choices_of=registry.variant_ids),
    "players": Setting(int, registry.default_game().default_players, choices_of=registry.player_counts),
    "difficulty": Setting(str, registry.default_difficulty(), choices_of=registry.difficulties),
    "sound": Setting(bool, True),
    "volume": Setting(float, 0.8, low=0.0, high=1.0),
    "animation_speed": Setting(float, 1.0, low=0.25, high=4.0),
    "fullscreen": Setting(bool, False),
    # A code of game/languages.py: the translations are read from a file named after it.
    "language": Setting(str, "en", tuple(LANGUAGES)),
    "player_name": Setting(str, "", length=40),
    # The hand's order and the four-colour deck (the screen's Settings; added without a schema change, since
    # settings are key/value rows).
    "sort": Setting(str, "suit", ("suit", "dealt")),
    "four_colour": Setting(bool, False),
    # The theme: the card back, the table cloth and the large-index faces (game/ui/art/theme.py names them).
    "card_back": Setting(str, "tilework", ("tilework", "trellis", "sunburst")),
    "cloth": Setting(str, "green", ("green", "blue", "wine")),
    "large_index": Setting(bool, False),
    # The first-game coach (game/ui/coach.py): on or off, and the keys of the tips already shown, comma-separated
    # ("": none yet).
    "coach": Setting(bool, True),
    "coach_seen": Setting(
        str,
        "",
        length=200,
        parts=(
            *("", "guess", "attack", "defend", "trump", "endgame", "hamrang_pair", "hamrang_out"),
            *("ekrang_open", "ekrang_cover", "ekrang_lead", "ekrang_beat", "ekrang_low"),
            *("komi_stake", "komi_bet"),
        ),
    ),
    # Each bot seat's difficulty in the new-game setup, comma-separated: seat 1, 2, 3.
    "bot_difficulties": Setting(
        str, ",".join([registry.default_difficulty()] * 3), length=32, parts_of=registry.difficulties
    ),
    # The Ganjifa set-up: the options last played (space-separated words; those a game lacks are ignored), the
    # key suit (by the clock, day or night) and nakashth's stake a round.
    "game_options": Setting(str, "", length=100),
    # Each game's player count last set up, space-separated "game:count" words.
    "game_players": Setting(str, "", length=100),
    "key_suit": Setting(str, "clock", ("clock", "day", "night")),
    "stake": Setting(int, 1, low=1, high=100),
    # The length of a match of a game played for chips, in rounds (0: no limit).
    "rounds": Setting(int, 0, low=0, high=100),
    # The trick tables: how long a finished trick stays before it is gathered, whether a move that is the only
    # legal one plays by itself, and how a hand of round cards is sorted.
    "trick_pause": Setting(str, "short", ("off", "short", "click")),
    "forced_moves": Setting(str, "auto", ("key", "auto")),
    "round_sort": Setting(str, "suit", ("suit", "value")),
    # A round the player chose nothing in: the next deals by itself after a countdown, or when she clicks.
    "next_round": Setting(str, "auto", ("auto", "click")),
    # Take back allowed against the bots (off by default: a game with take-backs is marked so in the statistics).
    "take_back": Setting(bool, False),
    # Play with friends: the address last typed to join a table, and the network seat to rejoin after a crash
    # (its table's code and the seat's secret token, with the server's address or the port this window hosted on).
    "net_address": Setting(str, "", length=120),
    "net_seat": Setting(str, "", length=240),
    "net_grace": Setting(int, 30, (15, 30, 60, 120)),
    # The window's size when the game was last closed (0: not known yet), so it reopens as the player left it.
    "window_width": Setting(int, 0, low=0, high=32768),
    "window_height": Setting(int, 0, low=0, high=32768),
}


#: What each kind of setting holds, in words.
KIND_WORDS: dict[type, str] = {str: "a word", int: "a whole number", float: "a number", bool: "on or off"}


def described(value: object) -> str:
    """A stored value in words: ``the number 42``, ``the text 'yes'``, ``on``, ``nothing``."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, int | float):
        return f"the number {excerpt(value)}"
    if isinstance(value, str):
        return f"the text {excerpt(value)}"
    return "nothing" if value is None else "something else"


def plain(value: object) -> str:
    """A default as the player reads it: on, off, 2, suit."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value) if value != "" else "empty"


def setting_name(key: str) -> str:
    """A known setting's key (one of :data:`SCHEMA`) as words: ``animation speed``."""
    return key.replace("_", " ")


def defaults() -> dict[str, object]:
    return {key: setting.default for key, setting in SCHEMA.items()}


def encode(key: str, value: object) -> str:
    """The JSON text to store for ``key``; raises :class:`SettingError` for an unknown key or a value that
    :func:`decode` would not take back."""
    setting = SCHEMA.get(key)
    if setting is None:
        raise SettingError(f"unknown setting: {excerpt(key)}")
    text = json.dumps(setting.check(key, value))
    parse(key, setting, text)  # what is saved can always be loaded
    return text


def parse(key: str, setting: Setting, stored: object) -> object:
    """The value of one stored setting; raises :class:`SettingError` for anything :func:`encode` would not
    write. The text's length and first character are checked before JSON parsing."""
    if not isinstance(stored, str):
        raise SettingError(f"it is stored as {sqlite_type(stored)}, where text belongs")
    if len(stored) > TEXT_LIMIT:
        raise SettingError(f"it is longer than {TEXT_LIMIT:,} characters")
    if stored.strip()[:1] in ("[", "{"):
        raise SettingError("it holds a list of values where one value belongs")
    try:
        value = json.loads(stored)
    except (ValueError, RecursionError) as error:
        raise SettingError(f"it is damaged: {excerpt(stored)} is not a value the game writes") from error
    return setting.check(key, value)


def decode(rows: Iterable[tuple[object, object]]) -> tuple[dict[str, object], list[str]]:
    """The settings (defaults filled in) from stored ``(key, json)`` rows, and a message per bad value."""
    values = defaults()
    problems = []
    for key, stored in rows:
        setting = SCHEMA.get(key) if isinstance(key, str) else None
        if setting is None or not isinstance(key, str):
            continue
        try:
            values[key] = parse(key, setting, stored)
        except SettingError as error:
            problems.append(
                f"The saved setting “{setting_name(key)}” could not be used ({error}), so it is back to its default,"
                f" {plain(setting.default)}."
            )
    return values, problems
