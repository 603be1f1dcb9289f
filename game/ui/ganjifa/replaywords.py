"""The words of a Ganjifa game: the seats named as at the table (You, the bots by the record's ``Bots`` tag with
their levels) and each action as a sentence ("Bot 2 plays the 7 of harps"), for the replay viewer; and the lines
the table's log adds for each event (the plays, who took each trick, the stakes, bets and showdowns)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.tags import parse_bots
from game.ganjifa.actions import Deal, Play
from game.ganjifa.cards import RAJA_RANK, VIZIER_RANK, rank, suit
from game.ganjifa.komi.actions import DOUBLE, FOLD, KEEP, Bet, Stake
from game.ganjifa.komi.state import KomiView
from game.ganjifa.nakashth.state import NakashthView
from game.ui.ganjifa.model import Adapter
from game.ui.i18n import _
from game.ui.log import LogLine
from game.ui.names import bot_name, difficulty_name


def suit_words() -> tuple[str, ...]:
    """The eight suits by their symbols, in the pack's order (Surya, Chandra, Barat, Phul, Kumancha, Ghulam,
    Cheng, Shamsher), as the player's language says them after "the 7 of"."""
    return (
        _("suns"),
        _("moons"),
        _("bills"),
        _("crowns"),
        _("goods"),
        _("slaves"),
        _("harps"),
        _("swords"),
    )


def card_words(card: int) -> str:
    """``the 7 of harps``, ``the vizier of swords``, ``the raja of suns``."""
    name = suit_words()[suit(card)]
    if rank(card) == RAJA_RANK:
        return _("the raja of {suit}").format(suit=name)
    if rank(card) == VIZIER_RANK:
        return _("the vizier of {suit}").format(suit=name)
    return _("the {rank} of {suit}").format(rank=rank(card) + 1, suit=name)


def cards_words(cards: Sequence[int]) -> str:
    """One card, or two: ``the raja of swords and the 2 of swords``."""
    words = [card_words(card) for card in cards]
    if len(words) == 2:
        return _("{first} and {second}").format(first=words[0], second=words[1])
    return ", ".join(words)


@dataclass(frozen=True)
class Seats:
    """The seats of a record as the viewer names them. ``me``: the player's seat (``None``: the record names no
    player, and every seat is called by its number); ``levels``: each bot seat's level, by the ``Bots`` tag."""

    players: int
    me: int | None
    levels: Mapping[int, str]

    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom of the table: the player's, else the first."""
        return self.me if self.me is not None else 0

    def name(self, seat: int) -> str:
        """As in a sentence and at the table: ``You``, ``Bot 2``, or ``Seat 3`` for a seat the record does not name."""
        if seat == self.me:
            return _("You")
        if seat in self.levels:
            return bot_name(seat, self.players)
        return _("Seat {n}").format(n=seat + 1)

    def plate_name(self, seat: int) -> str:
        """On the seat's plate: the name, with a bot's level (``Bot 2 · Easy``)."""
        level = self.levels.get(seat)
        return self.name(seat) + (f" · {difficulty_name(level)}" if level is not None else "")


def record_seats(tags: Mapping[str, tuple[str, int]], players: int, me: int | None) -> Seats:
    """The seats of a record with ``tags``: the bots its ``Bots`` tag names (read as ``panjpar replay`` reads it);
    the player is ``me`` when the caller knows her seat (the statistics), else the one seat no bot holds."""
    return bot_seats(parse_bots(tags["Bots"][0], players) if "Bots" in tags else {}, players, me)


def bot_seats(levels: Mapping[int, str], players: int, me: int | None) -> Seats:
    """The seats of a record whose ``Bots`` tag gives ``levels``, the player's seat ``me`` as for
    :func:`record_seats` (a Panjpar record's tag is read by its own parser)."""
    if me is None or not 0 <= me < players:
        humans = [seat for seat in range(players) if seat not in levels]
        me = humans[0] if levels and len(humans) == 1 else None
    return Seats(players, me, {seat: level for seat, level in levels.items() if seat != me})


def _by_whom(seats: Seats, seat: int, mine: Callable[[], str], theirs: Callable[[], str], **words: object) -> str:
    """``mine`` (a sentence of "You") for the player's seat, else ``theirs`` with the seat's ``name``."""
    if seat == seats.me:
        return mine().format(**words)
    return theirs().format(name=seats.name(seat), **words)


def action_words(action: Any, seats: Seats) -> str:
    """What ``action`` does, in a sentence for the top of the viewer."""
    if isinstance(action, Deal):
        return _("The deal")
    if isinstance(action, Play):
        return _by_whom(seats, action.seat, lambda: _("You play {cards}"), lambda: _("{name} plays {cards}"),
                        cards=cards_words(action.cards))  # fmt: skip
    if isinstance(action, Stake):
        if action.chips == 1:
            return _by_whom(seats, action.seat, lambda: _("You stake 1 chip"), lambda: _("{name} stakes 1 chip"))
        return _by_whom(seats, action.seat, lambda: _("You stake {n} chips"), lambda: _("{name} stakes {n} chips"),
                        n=action.chips)  # fmt: skip
    if isinstance(action, Bet):
        sentences = {
            KEEP: (lambda: _("You keep your stake"), lambda: _("{name} keeps the stake")),
            DOUBLE: (lambda: _("You double your stake"), lambda: _("{name} doubles the stake")),
            FOLD: (lambda: _("You fold"), lambda: _("{name} folds")),
        }
        mine, theirs = sentences[action.choice]
        return _by_whom(seats, action.seat, mine, theirs)
    return str(action)


# ----- the table's log --------------------------------------------------------------------------------------
def event_lines(event: Any, before: Any, seats: Seats, adapter: Adapter, host: Any, number: int) -> tuple[LogLine, ...]:
    """What one event of the table (an action and the player's view after it) adds to the log; ``before``: the
    view before it (``None``: the game's first event, which heads the log's part of game ``number``)."""
    view = event.view
    lines: list[LogLine] = []
    if before is None:
        heading = _("Round {n}") if isinstance(view, KomiView | NakashthView) else _("Game {n}")
        lines.append(LogLine(heading.format(n=number), "game"))
    action = event.action
    if isinstance(action, Deal):
        lines.append(LogLine(_("The deal"), "group"))
    elif isinstance(action, Play | Stake | Bet):
        leads = isinstance(action, Play) and not getattr(before, "table", ())
        lines.append(LogLine(action_words(action, seats), "group" if leads else "detail"))
    if view is None:
        return tuple(lines)
    lines += _tricks_taken(view, before, seats)
    if isinstance(view, NakashthView) and view.hands is not None:
        stages = adapter.stages(view, host)
        lines.append(LogLine(stages[0].banner))
        lines += _showdown(stages[-1].plates, seats, lambda plate: f"{plate.detail} {plate.tag}")
        lines.append(LogLine(stages[-1].banner))
    elif isinstance(view, KomiView) and view.nets is not None and getattr(before, "nets", None) is None:
        model = adapter.model(view, host)
        lines.append(LogLine(model.banner, "group"))
        dealer = " (" + _("dealer") + ")"
        lines += _showdown(model.plates, seats, lambda plate: plate.tag + (dealer if plate.dealer else ""))
    if event.returns is not None and hasattr(view, "tricks"):
        lines.append(LogLine(_winners(event.returns, seats), "group"))
    return tuple(lines)


def _tricks_taken(view: Any, before: Any, seats: Seats) -> list[LogLine]:
    """Who took a trick with this action (a seat's tricks grew), and who went out (hamrang)."""
    lines = []
    tricks = tuple(getattr(view, "tricks", ()))
    earlier = tuple(getattr(before, "tricks", ())) or (0,) * len(tricks)
    for seat, (now, then) in enumerate(zip(tricks, earlier, strict=True)):
        if now > then:
            lines.append(
                LogLine(_by_whom(seats, seat, lambda: _("You take the trick"), lambda: _("{name} takes the trick")))
            )
    out_before = set(getattr(before, "out", ()))
    for seat in getattr(view, "out", ()):
        if seat not in out_before:
            lines.append(LogLine(_by_whom(seats, seat, lambda: _("You are out"), lambda: _("{name} is out"))))
    return lines


def _showdown(plates: Sequence[Any], seats: Seats, shown: Callable[[Any], str]) -> list[LogLine]:
    """Each seat's hand and chips at a showdown, in the table's words (its plates)."""
    return [LogLine(f"{seats.name(seat)}: {shown(plate)}") for seat, plate in enumerate(plates)]


def _winners(returns: Sequence[float], seats: Seats) -> str:
    winners = [seat for seat, share in enumerate(returns) if share > 0]
    if seats.me in winners:
        return _("You win") if len(winners) == 1 else _("You share the win")
    if winners:
        return _("{name} wins").format(name=", ".join(seats.name(seat) for seat in winners))
    return _("Game over")
