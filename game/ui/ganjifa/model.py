"""What a Ganjifa table shows, as plain data: each game's adapter turns the player's view into a
:class:`TableModel`, and the board moves the cards to where the model puts them. No pygame here."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Generic, Protocol, TypeVar

from game.ganjifa.actions import Play
from game.ganjifa.cards import SUITS
from game.ui.coach import Tip
from game.ui.ganjifa.cardnames import cards_name
from game.ui.ganjifa.replaywords import action_words, by_whom
from game.ui.i18n import _
from game.ui.log import LogLine
from game.ui.seatnames import Seats

#: A game's view of the table, as its rules give it to one seat.
V = TypeVar("V")


@dataclass(frozen=True)
class Plate:
    """A seat's name plate: a line of facts under the name, and its marks."""

    detail: str = ""
    #: The seat whose turn it is, the dealer, a seat out of play.
    active: bool = False
    dealer: bool = False
    out: bool = False
    #: A short word shown on the plate (a komi bet, a nakashth rank), or "".
    tag: str = ""


@dataclass(frozen=True)
class Choice:
    """A button under the player's hand: its label and the action it submits."""

    label: str
    action: Any


#: A place chips lie or come from: ``("pot", 0)``, a seat's stake on the felt ``("stake", seat)``, or the seat's
#: own chips at its plate ``("plate", seat)``.
Place = tuple[str, int]


POT: Place = ("pot", 0)


def on_felt(seat: int) -> Place:
    """The chips ``seat`` has staked, on the felt in front of it."""
    return ("stake", seat)


def at_plate(seat: int) -> Place:
    """``seat``'s own chips (its running total, at its plate)."""
    return ("plate", seat)


@dataclass(frozen=True)
class ChipMove:
    """``chips`` chips going from ``source`` to ``target`` as the model that holds it is shown."""

    source: Place
    target: Place
    chips: int


@dataclass(frozen=True)
class TableModel:
    """The table at one moment, for the player's seat.

    ``hands``: each seat's cards in front of it, ``None`` for a card face down (another seat's hand); the
    player's own hand in its order. ``table``: the cards face up in the middle, each with the seat that played
    it. ``tricks``: each seat's pile of tricks, face down. ``pot``: the chips in the middle (``None``: no pot).
    ``stakes``: the chips each seat has put on the felt in front of it. ``moves``: the chips that travel as this
    model is shown (when there are none, a stake that grew comes from its seat's plate, one that shrank goes back).
    """

    hands: tuple[tuple[int | None, ...], ...]
    table: tuple[tuple[int, int], ...] = ()
    tricks: tuple[int, ...] = ()
    pot: int | None = None
    stakes: tuple[int, ...] = ()
    moves: tuple[ChipMove, ...] = ()
    plates: tuple[Plate, ...] = ()
    banner: str = ""
    #: Whether it is the player's turn with something to do (the banner then drawn brighter, her cards lit).
    mine: bool = False
    #: The player's cards that some legal action plays (lit; the others dimmed while it is her turn).
    playable: frozenset[int] = frozenset()
    choices: tuple[Choice, ...] = ()
    #: One line above the player's hand, e.g. what a two-card play still needs.
    hint: str = ""
    #: Cards ringed in gold wherever they lie: the hands that won a luck round.
    marked: frozenset[int] = frozenset()
    #: The next stage waits for the player (a click, Space or Enter), or a few seconds: nakashth's own cards turned
    #: over by her hand.
    awaits_player: bool = False
    #: How many of the usual pauses between stages this one stays before the next (a beat before the last reveal).
    linger: float = 1.0


@dataclass(frozen=True)
class FinishedTrick:
    """A trick as it lay complete on the table: its cards, each with the seat that played it, in the order played;
    the seat that took it; and the table at that moment (the last card landed, nothing gathered yet)."""

    cards: tuple[tuple[int, int], ...]
    winner: int
    model: TableModel


class AdapterHost(Protocol):
    """What an adapter reads of the table it is drawn at (the live table, or the replay viewer's)."""

    @property
    def me(self) -> int:
        """The seat drawn at the bottom."""
        ...

    @property
    def players(self) -> int: ...

    @property
    def player(self) -> int | None:
        """The seat called "you" (a replay of a record that names no player has none)."""
        ...

    @property
    def view(self) -> Any:
        """The view of the position shown, of the adapter's view type."""
        ...

    @property
    def outcome(self) -> Any:
        """The game's returns once it is over (``None`` before)."""
        ...

    def seat_name(self, seat: int) -> str: ...


class Adapter(Generic[V]):
    """One Ganjifa game's side of the table, over its view type ``V``: the model of a view, what the player's card
    choices mean, the sentences of its actions and of the end of a game, the lines its showdowns add to the log.
    ``host`` is the table (names of seats, the series, the setup)."""

    def model(self, view: V, host: AdapterHost) -> TableModel:
        raise NotImplementedError

    def stages(self, view: V, host: AdapterHost) -> tuple[TableModel, ...]:
        """The models an action's view is shown in, one after another (a deal, the cards turned over, the pot
        paid out); the last one is :meth:`model`'s."""
        return (self.model(view, host),)

    #: Whether the game is played in tricks (the table then offers the last trick).
    has_tricks = False

    def finished_trick(self, before: V | None, action: object, view: V, host: AdapterHost) -> FinishedTrick | None:
        """The trick ``action`` completed, from the view ``before`` it (``view``: after it, the trick gathered),
        or ``None`` when it completed none."""
        return None

    def mughal(self, view: V) -> bool:
        """Whether the Mughal order is on (the 1 high in four suits)."""
        return False

    def card_key(self, view: V, by: str) -> Callable[[int], tuple[int, ...]] | None:
        """How the player's hand is sorted ``by`` suit or by value (``None``: as the view gives it)."""
        return None

    def play_for(self, view: V, selected: Sequence[int]) -> Any | None:
        """The legal action that plays ``selected`` of the player's cards, or ``None`` (not legal, or not
        complete yet: a two-card play waits for its second card; a game whose cards are only looked at)."""
        return None

    def wants_more(self, view: V, selected: Sequence[int]) -> bool:
        """Whether ``selected`` is the start of a legal play that needs more cards."""
        return False

    def only_play_with(self, view: V, selected: Sequence[int]) -> Any | None:
        """The one legal play that holds ``selected`` and more, if exactly one does (a click on a card whose
        partner the rules fix plays both), else ``None``."""
        return None

    def partner_refusal(self, view: V, selected: Sequence[int], card: int) -> str:
        """Why ``card`` cannot complete a play begun with ``selected`` (``""``: no more than the rule says)."""
        return ""

    def card_refusal(self, view: V, card: int) -> str:
        """What is wrong with playing ``card`` now, a sentence on this card (``""``: the rule of the moment says it)."""
        return ""

    def watching(self, view: V) -> bool:
        """The player can make no more moves in this game though it goes on (out of hamrang): she may hurry it."""
        return False

    def suits_in_play(self, view: V) -> frozenset[int]:
        """The suits this game is known to use, for the Pack panel to mark (all eight unless the game says)."""
        return frozenset(range(SUITS))

    def values_note(self, view: V) -> str:
        """What the cards are worth in this game, said under the pack's suits (``""``: nothing to add)."""
        return ""

    def rule_words(self, view: V) -> str:
        """The rule of the player's move now, in a sentence (a refused card is told it), or ``""``."""
        return ""

    def notes(self, view: V) -> str:
        """The options a game is played with, said under the header (``""``: none worth saying)."""
        return ""

    def hint_reason(self, view: V, intent: object) -> str:
        """Why the hinted ``intent`` is good, in a short sentence (``""``: the hint names the move only)."""
        return ""

    def result_text(self, host: AdapterHost) -> tuple[str, str]:
        """The game-over dialog's title and sentence."""
        raise NotImplementedError

    def next_round_words(self, host: AdapterHost) -> str:
        """What the next round changes, said after the result while the match goes on (``""``: nothing)."""
        return ""

    def heading(self, number: int) -> str:
        """The log's heading of game ``number`` at the table."""
        return _("Game {n}").format(n=number)

    def action_words(self, action: object, seats: Seats) -> str:
        """What ``action`` does, in a sentence (the deal and the plays are the pack's, its cards named as the rules
        name them; a game with actions of its own says them). The table's log and the replay viewer both say it."""
        if isinstance(action, Play):
            return by_whom(seats, action.seat, lambda: _("You play {cards}"), lambda: _("{name} plays {cards}"),
                           cards=cards_name(action.cards))  # fmt: skip
        return action_words(action, seats)

    def opens_group(self, action: object, before: V | None) -> bool:
        """Whether ``action`` heads a group of the log's lines (the lead of a trick), from the view before it."""
        return False

    def log_lines(
        self, view: V, before: V | None, seats: Seats, host: AdapterHost, returns: Sequence[float] | None
    ) -> list[LogLine]:
        """The lines the game's own moments add to the log after an action (a showdown, a trick taken, the winners
        once ``returns`` are known), from the view before it."""
        return []

    def coach_tips(self, view: V, me: int) -> list[Tip]:
        """The first-game coach's tips for the player's view (``me`` to play)."""
        return []


def turned(model: TableModel, bottom: int) -> TableModel:
    """``model`` with its seats turned so that ``bottom`` is the table's seat 0 (the layout's bottom)."""
    players = len(model.hands)
    if bottom == 0 or players == 0:
        return model

    def order(values: tuple[Any, ...]) -> tuple[Any, ...]:
        return tuple(values[(place + bottom) % players] for place in range(players)) if values else values

    def place(where: Place) -> Place:
        kind, seat = where
        return where if kind == "pot" else (kind, (seat - bottom) % players)

    table = tuple(((seat - bottom) % players, card) for seat, card in model.table)
    moves = tuple(ChipMove(place(m.source), place(m.target), m.chips) for m in model.moves)
    return replace(
        model,
        hands=order(model.hands),
        tricks=order(model.tricks),
        plates=order(model.plates),
        stakes=order(model.stakes),
        table=table,
        moves=moves,
    )


def turned_trick(trick: FinishedTrick, bottom: int, players: int) -> FinishedTrick:
    """``trick`` with its seats turned as :func:`turned` turns a model's: ``bottom`` is place 0."""
    if bottom == 0:
        return trick
    cards = tuple(((seat - bottom) % players, card) for seat, card in trick.cards)
    return replace(trick, cards=cards, winner=(trick.winner - bottom) % players, model=turned(trick.model, bottom))
