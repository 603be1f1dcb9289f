"""The one list of games: each game's variants, player counts and bot difficulties, declared as data.

The command line, the storage's checks, the statistics, the new-game screen and the bots read this module rather
than keeping their own lists, so a game (or a variant) added to :data:`GAMES` is offered everywhere at once.
Every helper reads :data:`GAMES` when called, never at import, so a test may add a game for its duration.
A game's rules and variants are named (:class:`~game.engine.lazy.Lazy`) and load when first asked for: listing the
games loads none of them. Each variant's id and player counts are written here as well as in its rules; the
contract suite checks that the two agree.
Names and notes are in English; the screens translate them (game/ui/names.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.engine.lazy import Lazy

if TYPE_CHECKING:
    import random

    from game.engine.protocol import GameRules
    from game.engine.series import GameSeries, SeriesMaker


class VariantSpec(Protocol):
    """What the parlour reads of a game's own variant type: its id and the player counts it allows."""

    @property
    def id(self) -> str: ...

    @property
    def players(self) -> tuple[int, ...]: ...


@dataclass(frozen=True, slots=True)
class OptionInfo:
    """An option a game may be played with: the word ``new_game`` and the records use, a name and a note."""

    id: str
    name: str
    note: str = ""
    #: On at the set-up until the player chooses otherwise (what a new player should meet first).
    suggested: bool = False


@dataclass(frozen=True, slots=True)
class VariantInfo:
    """A variant as the parlour offers it: its id and player counts, a name, a note, and the rules' variant."""

    id: str
    players: tuple[int, ...]
    #: What the screens call it ("52 cards").
    name: str
    #: One line the new-game screen shows under the choice.
    note: str
    #: The rules' own variant object, loaded on first use (:attr:`variant`).
    source: Lazy[VariantSpec]

    @property
    def variant(self) -> VariantSpec:
        return self.source.get()


@dataclass(frozen=True, slots=True)
class Level:
    """A bot difficulty: its spec (``easy``), its name ("Easy"), and whether a player can pick it for a seat."""

    id: str
    name: str
    at_table: bool = True


#: The series of a game on the protocol whose entry names no maker of its own: each game as its rules make it.
RULES_SERIES: Lazy[SeriesMaker] = Lazy("game.ganjifa.series", "rules_series")


@dataclass(frozen=True, slots=True)
class GameInfo:
    """A game: its id and name, its variants (the first is the default), and the bot difficulties it offers."""

    id: str
    name: str
    variants: tuple[VariantInfo, ...]
    levels: tuple[Level, ...]
    #: The game's rules: new games and records, loaded on first use (:attr:`rules`).
    rulebook: Lazy[GameRules]
    default_players: int = 2
    default_level: str = "easy"
    #: The options ``new_game`` accepts (each variant may allow fewer: its rules say which).
    options: tuple[OptionInfo, ...] = ()
    #: How many rounds a match may last, for the games played for chips (0: as long as the player likes); none
    #: offered: every match lasts as long as the player likes.
    match_rounds: tuple[int, ...] = ()
    #: How a table of the game makes its series of games (the window's, the network's, Resume's), loaded on
    #: first use: by default each game as its rules make it (game/ganjifa/series.py's ``rules_series``).
    series: Lazy[SeriesMaker] = RULES_SERIES

    @property
    def for_chips(self) -> bool:
        """Whether the game is played in rounds for chips (a match of rounds: nakashth, komi) rather than won or
        lost game by game: the statistics keep its rounds apart."""
        return bool(self.match_rounds)

    @property
    def table_levels(self) -> tuple[Level, ...]:
        """The levels a player may set a bot at (none for nakashth, whose hands nobody plays: its only bot, random,
        is never asked to act, so the set-up, the statistics and the replay name no level)."""
        return tuple(level for level in self.levels if level.at_table)

    @property
    def rules(self) -> GameRules:
        """The game's rules (:class:`~game.engine.protocol.GameRules`), imported the first time they are needed."""
        return self.rulebook.get()

    def match_lengths(self, players: int) -> tuple[int, ...]:
        """The match lengths offered to ``players``: 0 (no limit), then each of :attr:`match_rounds` as its nearest
        multiple of the players, so that every seat deals equally often (komi for six: 6, 12, 18 rather than 5,
        10, 20, where the sixth seat never dealt in five rounds)."""
        if players < 1:
            return (0,) if self.match_rounds else ()
        multiples = {max(players, (2 * n + players) // (2 * players) * players) for n in self.match_rounds if n > 0}
        return (*((0,) if 0 in self.match_rounds else ()), *sorted(multiples))


#: The match lengths of the games played for chips: rounds, 0 for no limit.
CHIP_MATCHES = (0, 5, 10, 20)

PANJPAR = GameInfo(
    id="panjpar",
    name="Panjpar",
    variants=(
        VariantInfo(
            "panjpar-52",
            (2,),
            "52 cards",
            "The full pack, two players: guess the trump colour to attack first.",
            Lazy("game.panjpar.variants", "PANJPAR_52"),
        ),
        VariantInfo(
            "panjpar-36",
            (2, 3, 4),
            "36 cards",
            "Six to ace. The player at the dealer's left attacks first; the fool deals the next game.",
            Lazy("game.panjpar.variants", "PANJPAR_36"),
        ),
    ),
    levels=(
        Level("random", "Random", at_table=False),
        Level("easy", "Easy"),
        Level("hard", "Hard"),
        Level("expert", "Expert"),
    ),
    rulebook=Lazy("game.panjpar.rulebook", "PANJPAR_RULES"),
    series=Lazy("game.panjpar.match", "panjpar_series"),
)
NAKASHTH = GameInfo(
    id="nakashth",
    name="Nakashth",
    variants=(
        VariantInfo(
            "nakashth",
            (2, 3, 4, 5, 6),
            "Nakashth",
            "Pure luck, nothing to choose: two cards each, named pairs, then totals up to 17.",
            Lazy("game.ganjifa.nakashth.record", "NAKASHTH"),
        ),
    ),
    levels=(),
    rulebook=Lazy("game.ganjifa.nakashth.rulebook", "NAKASHTH_RULES"),
    match_rounds=CHIP_MATCHES,
    default_players=4,  # a pot among four, not a coin toss between two
    series=Lazy("game.ganjifa.nakashth.series", "nakashth_table_series"),
)
KOMI = GameInfo(
    id="komi",
    name="Komi",
    variants=(
        VariantInfo(
            "komi",
            (2, 3, 4, 5, 6),
            "Komi",
            "Each player against the dealer: three cards, the last digit counts.",
            Lazy("game.ganjifa.komi.record", "KOMI_VARIANT"),
        ),
    ),
    levels=(Level("random", "Random", at_table=False), Level("easy", "Easy"), Level("hard", "Hard")),
    rulebook=Lazy("game.ganjifa.komi.rulebook", "KOMI_RULES"),
    match_rounds=CHIP_MATCHES,
    default_players=4,
    options=(
        OptionInfo("betting", "Betting", "Having seen her cards, each player keeps, doubles or folds.", suggested=True),
    ),
)
EKRANG = GameInfo(
    id="ekrang",
    name="Ekrang",
    variants=(
        VariantInfo(
            "ekrang",
            (2, 3, 4),
            "Ekrang",
            "Trick-taking, 2-4 players: a higher card of the suit beats at once.",
            Lazy("game.ganjifa.ekrang.record", "VARIANT"),
        ),
    ),
    levels=(Level("random", "Random", at_table=False), Level("easy", "Easy"), Level("hard", "Hard")),
    rulebook=Lazy("game.ganjifa.ekrang.rulebook", "EKRANG_RULES"),
    default_players=3,
    options=(
        OptionInfo("mughal", "Mughal order", "In Phul, Ghulam, Shamsher and Chandra the 1 is high and the 10 low."),
        # A first game of 12 cards each rather than 32 (three players): every phase met in a few minutes.
        OptionInfo(
            "fast", "Fast", "As many suits as players, Surya and Chandra among them: 12 cards each.", suggested=True
        ),
        OptionInfo("teams", "Teams", "Four players: seats 1 and 3 against 2 and 4."),
        OptionInfo("night", "Night", "The key suit is Chandra rather than Surya."),
    ),
)
HAMRANG = GameInfo(
    id="hamrang",
    name="Hamrang",
    variants=(
        VariantInfo(
            "hamrang",
            (4,),
            "Hamrang",
            "Trick-taking, 4 players: each play a suit's highest card and another.",
            Lazy("game.ganjifa.hamrang.record", "VARIANT"),
        ),
    ),
    levels=(Level("random", "Random", at_table=False), Level("easy", "Easy"), Level("hard", "Hard")),
    rulebook=Lazy("game.ganjifa.hamrang.rulebook", "HAMRANG_RULES"),
    default_players=4,
    options=(
        OptionInfo("mughal", "Mughal order", "In Phul, Ghulam, Shamsher and Chandra the 1 is high and the 10 low."),
        OptionInfo("sum", "Sum", "The largest sum of points of the led suit takes the trick."),
        # A new player meets the game with choices at every play and plays it to the end (plain hamrang is nearly
        # forced, and can put her out after one trick); she turns them off once she knows it.
        OptionInfo(
            "free",
            "Free",
            "Each play is your highest card of the suit and any other of it you choose, not only your lowest.",
            suggested=True,
        ),
        OptionInfo("noelim", "No elimination", "Nobody drops out; every card is played.", suggested=True),
        OptionInfo("night", "Night", "The key suit is Chandra rather than Surya."),
    ),
)
#: Every game the parlour knows, by id; the first is the default.
GAMES: dict[str, GameInfo] = {game.id: game for game in (PANJPAR, NAKASHTH, KOMI, EKRANG, HAMRANG)}


def new_series(
    variant_id: str, players: int, options: frozenset[str], rng: random.Random, stake: int = 1
) -> GameSeries[Any]:
    """A table's series of the game that has ``variant_id`` (its :attr:`GameInfo.series`); raises ``ValueError``
    for a variant no game has."""
    game = game_of_variant(variant_id)
    if game is None:
        raise ValueError(f"no game has the variant {variant_id}")
    return game.series.get()(game.rules, variant_id, players, options, rng, stake)


def default_game() -> GameInfo:
    return next(iter(GAMES.values()))


def variants() -> tuple[VariantInfo, ...]:
    """Every variant of every game, in the order declared."""
    return tuple(v for game in GAMES.values() for v in game.variants)


def variant_ids() -> tuple[str, ...]:
    return tuple(v.id for v in variants())


def variant_info(variant_id: str) -> VariantInfo | None:
    """The variant ``variant_id``, or ``None`` when no game has it."""
    return next((v for v in variants() if v.id == variant_id), None)


def game_of_variant(variant_id: str) -> GameInfo | None:
    """The game that has variant ``variant_id``, or ``None`` when no game has it."""
    return next((game for game in GAMES.values() if any(v.id == variant_id for v in game.variants)), None)


def game_info(game_id: str) -> GameInfo | None:
    """The game ``game_id``, or ``None`` when the registry has no such game."""
    return GAMES.get(game_id)


def default_variant() -> VariantInfo:
    return default_game().variants[0]


def player_counts(variant_id: str | None = None) -> tuple[int, ...]:
    """The player counts ``variant_id`` allows (none for an unknown one), or of any variant, lowest first."""
    if variant_id is not None:
        info = variant_info(variant_id)
        return info.players if info else ()
    return tuple(sorted({n for v in variants() for n in v.players}))


def max_players() -> int:
    return max(player_counts())


def difficulties() -> tuple[str, ...]:
    """Every bot difficulty of any game (the built-in bot specs), in the order declared."""
    return tuple(dict.fromkeys(level.id for game in GAMES.values() for level in game.levels))


def table_difficulties() -> tuple[str, ...]:
    """The difficulties a player can pick for a bot seat at the table."""
    return tuple(dict.fromkeys(level.id for game in GAMES.values() for level in game.table_levels))


def default_difficulty() -> str:
    return default_game().default_level


def difficulty_name(spec: str) -> str | None:
    """The English name of difficulty ``spec``, or ``None`` when no game has it."""
    return next((lv.name for game in GAMES.values() for lv in game.levels if lv.id == spec), None)
