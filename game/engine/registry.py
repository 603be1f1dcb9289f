"""The one list of games: each game's variants, player counts and bot difficulties, declared as data.

The command line, the storage's checks, the statistics, the new-game screen and the bots read this module rather
than keeping their own lists, so a game (or a variant) added to :data:`GAMES` is offered everywhere at once.
Every helper reads :data:`GAMES` when called, never at import, so a test may add a game for its duration.
Names and notes are in English; the screens translate them (game/ui/names.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game.engine.protocol import GameRules
from game.ganjifa.ekrang.rulebook import EKRANG_RULES, EKRANG_VARIANT
from game.ganjifa.hamrang.record import VARIANT as HAMRANG_VARIANT
from game.ganjifa.hamrang.rulebook import HAMRANG_RULES
from game.ganjifa.komi.record import KOMI_VARIANT
from game.ganjifa.komi.rulebook import KOMI_RULES
from game.ganjifa.nakashth.record import NAKASHTH as NAKASHTH_VARIANT
from game.ganjifa.nakashth.rulebook import NAKASHTH_RULES
from game.panjpar.rulebook import PANJPAR_RULES
from game.panjpar.variants import PANJPAR_36, PANJPAR_52


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


@dataclass(frozen=True, slots=True)
class VariantInfo:
    """A variant as the parlour offers it: the rules' variant (id, player counts), a name and a note."""

    variant: VariantSpec
    #: What the screens call it ("52 cards").
    name: str
    #: One line the new-game screen shows under the choice.
    note: str = ""

    @property
    def id(self) -> str:
        return self.variant.id

    @property
    def players(self) -> tuple[int, ...]:
        return self.variant.players


@dataclass(frozen=True, slots=True)
class Level:
    """A bot difficulty: its spec (``easy``), its name ("Easy"), and whether a player can pick it for a seat."""

    id: str
    name: str
    at_table: bool = True


@dataclass(frozen=True, slots=True)
class GameInfo:
    """A game: its id and name, its variants (the first is the default), and the bot difficulties it offers."""

    id: str
    name: str
    variants: tuple[VariantInfo, ...]
    levels: tuple[Level, ...]
    #: The game's rules: new games and records (:class:`~game.engine.protocol.GameRules`).
    rules: GameRules
    default_players: int = 2
    default_level: str = "easy"
    #: The options ``new_game`` accepts (each variant may allow fewer: its rules say which).
    options: tuple[OptionInfo, ...] = ()
    #: How many rounds a match may last, for the games played for chips (0: as long as the player likes); none
    #: offered: every match lasts as long as the player likes.
    match_rounds: tuple[int, ...] = ()


#: The match lengths of the games played for chips: rounds, 0 for no limit.
CHIP_MATCHES = (0, 5, 10, 20)

PANJPAR = GameInfo(
    id="panjpar",
    name="Panjpar",
    variants=(
        VariantInfo(PANJPAR_52, "52 cards", "The full pack, two players: guess the trump colour to attack first."),
        VariantInfo(
            PANJPAR_36,
            "36 cards",
            "Six to ace. The player at the dealer's left attacks first; the fool deals the next game.",
        ),
    ),
    levels=(Level("random", "Random", at_table=False), Level("easy", "Easy"), Level("hard", "Hard")),
    rules=PANJPAR_RULES,
)
NAKASHTH = GameInfo(
    id="nakashth",
    name="Nakashth",
    variants=(VariantInfo(NAKASHTH_VARIANT, "Nakashth", "Two cards each: named pairs, then totals up to 17."),),
    levels=(),
    rules=NAKASHTH_RULES,
    match_rounds=CHIP_MATCHES,
)
KOMI = GameInfo(
    id="komi",
    name="Komi",
    variants=(
        VariantInfo(KOMI_VARIANT, "Komi", "Each player against the dealer: three cards, the last digit counts."),
    ),
    levels=(Level("random", "Random", at_table=False), Level("easy", "Easy"), Level("hard", "Hard")),
    rules=KOMI_RULES,
    match_rounds=CHIP_MATCHES,
    default_players=4,
    options=(OptionInfo("betting", "Betting", "Having seen her cards, each player keeps, doubles or folds."),),
)
EKRANG = GameInfo(
    id="ekrang",
    name="Ekrang",
    variants=(
        VariantInfo(EKRANG_VARIANT, "Ekrang", "Trick-taking, 2-4 players: a higher card of the suit beats at once."),
    ),
    levels=(Level("random", "Random", at_table=False), Level("easy", "Easy"), Level("hard", "Hard")),
    rules=EKRANG_RULES,
    default_players=3,
    options=(
        OptionInfo("mughal", "Mughal order", "In Phul, Ghulam, Shamsher and Chandra the 1 is high and the 10 low."),
        OptionInfo("fast", "Fast", "As many suits as players, Surya and Chandra among them: 12 cards each."),
        OptionInfo("teams", "Teams", "Four players: seats 1 and 3 against 2 and 4."),
        OptionInfo("night", "Night", "The key suit is Chandra rather than Surya."),
    ),
)
HAMRANG = GameInfo(
    id="hamrang",
    name="Hamrang",
    variants=(
        VariantInfo(HAMRANG_VARIANT, "Hamrang", "Trick-taking, 4 players: each play a suit's highest and lowest."),
    ),
    levels=(Level("random", "Random", at_table=False), Level("easy", "Easy"), Level("hard", "Hard")),
    rules=HAMRANG_RULES,
    default_players=4,
    options=(
        OptionInfo("mughal", "Mughal order", "In Phul, Ghulam, Shamsher and Chandra the 1 is high and the 10 low."),
        OptionInfo("sum", "Sum", "The largest sum of points of the led suit takes the trick."),
        OptionInfo("free", "Free", "The highest card of the suit and any other card of it."),
        OptionInfo("noelim", "No elimination", "Nobody drops out; every card is played."),
        OptionInfo("night", "Night", "The key suit is Chandra rather than Surya."),
    ),
)
#: Every game the parlour knows, by id; the first is the default.
GAMES: dict[str, GameInfo] = {game.id: game for game in (PANJPAR, NAKASHTH, KOMI, EKRANG, HAMRANG)}


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
    return tuple(dict.fromkeys(level.id for game in GAMES.values() for level in game.levels if level.at_table))


def default_difficulty() -> str:
    return default_game().default_level


def difficulty_name(spec: str) -> str | None:
    """The English name of difficulty ``spec``, or ``None`` when no game has it."""
    return next((lv.name for game in GAMES.values() for lv in game.levels if lv.id == spec), None)
