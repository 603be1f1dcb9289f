"""The player's settings as a small dataclass, with load/save hooks a storage back end can plug into."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, fields
from typing import Literal

from game.engine import registry
from game.ui.art.theme import BACKS, CLOTHS, Theme, theme_of

SortOrder = Literal["suit", "dealt"]
Speed = Literal["off", "fast", "normal", "slow"]
KeySuit = Literal["clock", "day", "night"]
TrickPause = Literal["off", "short", "click"]
ForcedMoves = Literal["key", "auto"]
RoundSort = Literal["suit", "value"]
NextRound = Literal["auto", "click"]

SPEEDS: tuple[Speed, ...] = ("off", "fast", "normal", "slow")
#: Animation time multiplier of each speed (``off``: every move lands at once).
SPEED_FACTOR: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}
#: The storage schema keeps the speed as a float multiplier; the nearest named speed is taken on load.
SPEED_STORED: dict[str, float] = {"off": 4.0, "fast": 2.0, "normal": 1.0, "slow": 0.5}
TRICK_PAUSES: tuple[TrickPause, ...] = ("off", "short", "click")
#: The seconds a host may wait for a friend whose connection was lost (then a bot plays the seat until they are back).
GRACES: tuple[int, ...] = (15, 30, 60, 120)
#: Seconds a finished trick stays on the table, the last card landed, before it is gathered (``click``: until the
#: player clicks or presses a key; any pause ends at a click). Review 11 found 1.6 s too short to see a trick's
#: last card.
TRICK_PAUSE_SECONDS: dict[str, float] = {"off": 0.0, "short": 2.4, "click": float("inf")}


@dataclass
class Settings:
    language: str = "en"
    sort: SortOrder = "suit"
    speed: Speed = "normal"
    sound: bool = True
    four_colour: bool = False
    # The theme (game/ui/art/theme.py): the card back, the table cloth, the large-index faces.
    card_back: str = BACKS[0]
    cloth: str = CLOTHS[0]
    large_index: bool = False
    fullscreen: bool = False
    #: The first-game coach (game/ui/coach.py): on or off, and the keys of the tips already shown, comma-separated.
    coach: bool = True
    coach_seen: str = ""
    #: The bot's difficulty in a two-player game (kept equal to the first of ``bot_difficulties``).
    difficulty: str = registry.default_difficulty()
    #: The new-game choice: variant id, number of players, and each bot seat's difficulty, comma-separated
    #: ("easy,hard,easy": seat 1, 2, 3), so that every stored value stays a plain string.
    variant: str = registry.default_variant().id
    players: int = registry.default_game().default_players
    bot_difficulties: str = ",".join([registry.default_difficulty()] * 3)
    #: The Ganjifa set-up last made: its options (space-separated), the key suit, nakashth's stake a round.
    game_options: str = ""
    #: Each game's player count last set up ("komi:6 nakashth:3"), for a game other than the last one played.
    game_players: str = ""
    key_suit: KeySuit = "clock"
    stake: int = 1
    #: The length of a match of a game played for chips, in rounds (0: no limit).
    rounds: int = 0
    #: Take back allowed against the bots (the table's Undo; a game with take-backs is marked so).
    take_back: bool = False
    #: The round-pack tables (game/ui/ganjifa/): how long a finished trick stays, whether a move that is the only
    #: legal one is played by a key (Enter) or by itself, and the hand's order (by suit or by value).
    trick_pause: TrickPause = "short"
    forced_moves: ForcedMoves = "auto"
    round_sort: RoundSort = "suit"
    #: A round the player chose nothing in (nakashth's, komi's without her stake): the next deals by itself after a
    #: countdown, or waits for her click.
    next_round: NextRound = "auto"
    #: Play with friends (game/ui/network/): the address last typed to join a table, and the network seat this
    #: window sits at, kept so that it rejoins after a crash ("host <port> <code> <token>" or "join <url> <code>
    #: <token>"; "" for none).
    net_address: str = ""
    net_seat: str = ""
    #: What the others at a network table call this player ("" : "Seat 2" and so on).
    player_name: str = ""
    #: Seconds a table this window hosts keeps a friend's seat after a lost connection, before a bot plays it.
    net_grace: int = 30
    #: The window's size when the game was last closed (0: not known yet).
    window_width: int = 0
    window_height: int = 0

    @property
    def speed_factor(self) -> float:
        return SPEED_FACTOR[self.speed]

    @property
    def theme(self) -> Theme:
        """The card art's theme of these settings."""
        return theme_of(self.card_back, self.cloth, self.large_index)

    def as_dict(self) -> dict[str, object]:
        return asdict(self)

    def update(self, values: Mapping[str, object]) -> None:
        """Take the known keys of ``values`` that have the right type and an allowed value; ignore the rest."""
        for f in fields(self):
            value = values.get(f.name)
            if value is not None and type(value) is type(getattr(self, f.name)) and _allowed(f.name, value):
                setattr(self, f.name, value)

    def seat_difficulties(self) -> list[str]:
        """The difficulty of each bot seat (1, 2, 3 for Panjpar; unknown entries read as the default difficulty;
        seat 1 is ``difficulty``)."""
        given = [d.strip() for d in self.bot_difficulties.split(",")]
        choosable, fallback = registry.table_difficulties(), registry.default_difficulty()
        seats = registry.max_players() - 1
        levels = [given[i] if i < len(given) and given[i] in choosable else fallback for i in range(seats)]
        if self.difficulty in choosable:
            levels[0] = self.difficulty
        return levels

    def set_seat_difficulties(self, levels: list[str]) -> None:
        self.bot_difficulties = ",".join(levels)
        self.difficulty = levels[0]


#: Allowed values of the settings that have a fixed set of them (the variants, player counts and bot
#: difficulties come from the games' registry, read at each check).
CHOICES: dict[str, Callable[[], tuple[object, ...]]] = {
    "sort": lambda: ("suit", "dealt"),
    "speed": lambda: SPEEDS,
    "card_back": lambda: BACKS,
    "cloth": lambda: CLOTHS,
    "variant": registry.variant_ids,
    "players": registry.player_counts,
    "key_suit": lambda: ("clock", "day", "night"),
    "trick_pause": lambda: TRICK_PAUSES,
    "forced_moves": lambda: ("key", "auto"),
    "round_sort": lambda: ("suit", "value"),
    "next_round": lambda: ("auto", "click"),
    "net_grace": lambda: GRACES,
    "stake": lambda: tuple(range(1, 101)),
    "rounds": lambda: tuple(
        sorted(
            {n for game in registry.GAMES.values() for p in registry.player_counts() for n in game.match_lengths(p)}
            | {0}
        )
    ),
}


def _allowed(name: str, value: object) -> bool:
    if name == "bot_difficulties":
        choosable = registry.table_difficulties()
        return isinstance(value, str) and all(d.strip() in choosable for d in value.split(","))
    return name not in CHOICES or value in CHOICES[name]()


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
