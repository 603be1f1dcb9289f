"""The trick games at the table (ekrang and hamrang): the player's hand fanned and sorted by suit, the cards she
may play lit, a card (or a two-card play: one card, then the other) played by drag, click or keyboard, the bots'
cards flying in, each trick gathered face down to its winner's pile, the phase said in the banner.

Both games' views hold the same facts under the same names (:class:`TrickView`: ``hand``, ``counts``, ``tricks``,
``table`` of plays, ``phase``); :class:`TrickAdapter` reads them, and each game's own adapter (game/ui/ganjifa/
ekrang.py, hamrang.py) says the rest: whose turn it is, the card order, who is out, teams, its phases' words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Protocol, TypeVar

from game.ganjifa.actions import Play
from game.ganjifa.cards import SUITS, values
from game.ui.ganjifa.model import Adapter, AdapterHost, FinishedTrick, Plate, TableModel
from game.ui.ganjifa.replaywords import by_whom
from game.ui.i18n import _, ngettext
from game.ui.log import LogLine
from game.ui.seatnames import Seats, join_names

#: The banner for the player's own turn, by phase.
PhaseWords = Mapping[str, Callable[[], str]]


class TrickView(Protocol):
    """What the trick games' views share."""

    @property
    def seat(self) -> int: ...

    @property
    def hand(self) -> tuple[int, ...]: ...

    @property
    def counts(self) -> tuple[int, ...]: ...

    @property
    def tricks(self) -> tuple[int, ...]: ...

    @property
    def table(self) -> tuple[Play, ...]: ...

    @property
    def phase(self) -> str: ...

    @property
    def left(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's cards still held once the game is over (empty before)."""

    def legal_actions(self) -> tuple[Play, ...]: ...


#: A trick game's view.
TV = TypeVar("TV", bound=TrickView)


def counts_text(cards: int, tricks: int) -> str:
    """``12 cards · 1 trick``, each number with its noun's plural form in the player's language."""
    held = ngettext("{n} card", "{n} cards", cards).format(n=cards)
    taken = ngettext("{n} trick", "{n} tricks", tricks).format(n=tricks)
    return f"{held} · {taken}"


def sides_text(tricks: Sequence[int], me: int) -> str:
    """The two sides' tricks with ``teams`` (partners sit across: seats 1 and 3, 2 and 4)."""
    ours = tricks[me] + tricks[(me + 2) % 4]
    theirs = tricks[(me + 1) % 4] + tricks[(me + 3) % 4]
    return ngettext(
        "Your side: {ours} trick · the other side: {theirs}",
        "Your side: {ours} tricks · the other side: {theirs}",
        ours,
    ).format(ours=ours, theirs=theirs)


class TrickAdapter(Adapter[TV]):
    """A trick game's table: ``words`` gives the sentence of each phase for the player's own turn. A play of two
    cards is picked one card after the other (the first stays lifted until the second completes a legal play)."""

    has_tricks = True

    def __init__(self, words: Callable[[], PhaseWords]) -> None:
        self._words = words

    def to_move(self, view: TV) -> int | None:
        """The seat to play (``None``: nobody, the game is over)."""
        raise NotImplementedError

    def out(self, view: TV) -> tuple[int, ...]:
        """The seats out of play."""
        return ()

    def last_play(self, view: TV) -> Play | None:
        """The play that led to ``view`` (``None``: none yet)."""
        return None

    def teams(self, view: TV) -> bool:
        """Whether partners sit across (four players)."""
        return False

    def sorted_hand(self, view: TV) -> tuple[int, ...]:
        """The player's hand by suit, then value within the suit (the order a player holds them)."""
        return tuple(sorted(view.hand, key=self.card_key(view, "suit")))

    def card_key(self, view: TV, by: str) -> Callable[[int], tuple[int, ...]]:
        """By suit, then value within the suit; or by value, then suit (the game's values: Mughal order or not)."""
        value = values(self.mughal(view)).value
        if by == "value":
            return lambda card: (value[card], card % SUITS)
        return lambda card: (card % SUITS, value[card])

    def model(self, view: TV, host: AdapterHost) -> TableModel:
        players = len(view.counts)
        me = view.seat
        out = set(self.out(view))
        hands: list[tuple[int | None, ...]] = []
        by_suit = self.card_key(view, "suit")
        for seat in range(players):
            if seat == me:
                hands.append(self.sorted_hand(view))
            elif view.left:  # the game is over: the cards left in every hand are shown
                left: list[int] = sorted(view.left[seat], key=by_suit)
                hands.append(tuple(left))
            else:
                hands.append((None,) * view.counts[seat])
        table = tuple((play.seat, card) for play in view.table for card in play.cards)
        to_move = self.to_move(view)
        teams = self.teams(view) and players == 4
        partner = (me + 2) % players
        plates = tuple(
            Plate(
                counts_text(view.counts[seat], view.tricks[seat]),
                active=to_move == seat,
                out=seat in out,
                tag=_("out") if seat in out else (_("partner") if teams and seat == partner else ""),
            )
            for seat in range(players)
        )
        legal = view.legal_actions()
        playable = frozenset(card for action in legal for card in action.cards)
        return TableModel(
            hands=tuple(hands),
            table=table,
            tricks=tuple(view.tricks),
            plates=plates,
            banner=self._banner(view, host, to_move),
            mine=to_move == me and bool(legal),
            playable=playable,
            hint=sides_text(view.tricks, me) if teams else "",
        )

    def finished_trick(self, before: TV | None, action: object, view: TV, host: AdapterHost) -> FinishedTrick | None:
        """The trick a play completed: the cards on the table before it and the play's own, the one who took it
        said in the banner, nobody's turn."""
        if before is None or not isinstance(action, Play):
            return None
        grown = [seat for seat, (now, then) in enumerate(zip(view.tricks, before.tricks, strict=True)) if now > then]
        if not grown:
            return None
        shown = self.model(before, host)
        cards = (*shown.table, *((action.seat, card) for card in action.cards))
        hands = list(shown.hands)
        held = hands[action.seat]
        if action.seat == before.seat:
            hands[action.seat] = tuple(card for card in held if card not in action.cards)
        else:
            hands[action.seat] = held[: max(0, len(held) - len(action.cards))]
        winner = grown[0]
        reason = self.trick_reason(before, cards, winner)
        if winner == host.player:
            banner = _("You take the trick: {reason}").format(reason=reason) if reason else _("You take the trick")
        else:
            name = host.seat_name(winner)
            taken = _("{name} takes the trick: {reason}") if reason else _("{name} takes the trick")
            banner = taken.format(name=name, reason=reason)
        gone = [seat for seat in self.out(view) if seat not in self.out(before)]
        if gone:  # hamrang: who drops out with this trick, and why
            names = join_names([_("You") if seat == host.player else host.seat_name(seat) for seat in gone])
            banner += ". " + _("{names}: out, no face card left.").format(names=names)
        else:
            banner += "."  # a sentence, as the banner's others are ("Bot 2 plays.")
        plates = [replace(plate, active=False) for plate in shown.plates]
        left = before.counts[action.seat] - len(action.cards)  # the plate counts the cards just played out too
        plates[action.seat] = replace(plates[action.seat], detail=counts_text(left, before.tricks[action.seat]))
        model = replace(
            shown,
            hands=tuple(hands),
            table=cards,
            plates=tuple(plates),
            banner=banner,
            mine=False,
            playable=frozenset(),
        )
        return FinishedTrick(cards, winner, model)

    def trick_reason(self, before: TV, cards: tuple[tuple[int, int], ...], winner: int) -> str:
        """Why ``winner`` takes the trick of ``cards`` (seat and card, in the order played), in a few words
        (``""``: nothing to add)."""
        return ""

    def _banner(self, view: TV, host: AdapterHost, to_move: int | None) -> str:
        if to_move is None:
            return ""
        if to_move == view.seat:
            return self.turn_words(view)
        return _("{name} plays.").format(name=host.seat_name(to_move))

    def rule_words(self, view: TV) -> str:
        return self.turn_words(view)

    def values_note(self, view: TV) -> str:
        return _("In each suit, highest first: raja, vizier, then 10 down to 1.")

    def turn_words(self, view: TV) -> str:
        """What the player is to do now, said in the banner (by phase, unless the game says better)."""
        words = self._words().get(view.phase)
        return words() if words is not None else _("Your turn.")

    def play_for(self, view: TV, selected: Sequence[int]) -> Play | None:
        chosen = sorted(selected)
        for action in view.legal_actions():
            if sorted(action.cards) == chosen:
                return action
        return None

    def wants_more(self, view: TV, selected: Sequence[int]) -> bool:
        chosen = set(selected)
        return any(len(a.cards) > len(chosen) and chosen < set(a.cards) for a in view.legal_actions())

    def only_play_with(self, view: TV, selected: Sequence[int]) -> Play | None:
        chosen = set(selected)
        plays = [a for a in view.legal_actions() if chosen < set(a.cards)]
        return plays[0] if len(plays) == 1 else None

    def opens_group(self, action: object, before: TV | None) -> bool:
        """A play that leads a trick heads a group of the log's lines."""
        return isinstance(action, Play) and (before is None or not before.table)

    def log_lines(
        self, view: TV, before: TV | None, seats: Seats, host: AdapterHost, returns: Sequence[float] | None
    ) -> list[LogLine]:
        """Who took a trick with this action (a seat's tricks grew), who went out (hamrang), and who won."""
        lines = []
        earlier = before.tricks if before is not None else (0,) * len(view.tricks)
        for seat, (now, then) in enumerate(zip(view.tricks, earlier, strict=True)):
            if now > then:
                lines.append(LogLine(self._taken_words(view, before, seats, seat)))
        out_before = set(self.out(before)) if before is not None else set()
        for seat in self.out(view):
            if seat not in out_before:
                lines.append(LogLine(by_whom(seats, seat, lambda: _("You are out"), lambda: _("{name} is out"))))
        if returns is not None:
            counts = " · ".join(f"{seats.name(seat)}: {count}" for seat, count in enumerate(view.tricks))
            said = f"{winners(returns, seats)} · " + _("Tricks: {tricks}").format(tricks=counts)
            lines.append(LogLine(said, "group"))
        return lines

    def _taken_words(self, view: TV, before: TV | None, seats: Seats, winner: int) -> str:
        """``Bot 1 takes the trick: the highest Barat``, the reason as the banner said it."""
        play = self.last_play(view)
        reason = ""
        if before is not None and play is not None:
            cards = (*((p.seat, c) for p in before.table for c in p.cards), *((play.seat, c) for c in play.cards))
            reason = self.trick_reason(before, cards, winner)
        if not reason:
            return by_whom(seats, winner, lambda: _("You take the trick"), lambda: _("{name} takes the trick"))
        return by_whom(
            seats,
            winner,
            lambda: _("You take the trick: {reason}"),
            lambda: _("{name} takes the trick: {reason}"),
            reason=reason,
        )

    def result_text(self, host: AdapterHost) -> tuple[str, str]:
        outcome = host.outcome or ()
        view = host.view
        mine = outcome[host.me] if outcome else 0.0
        winners = [seat for seat, share in enumerate(outcome) if share > 0]
        if mine > 0 and len(winners) == 1:
            title = _("You win")
        elif mine > 0:
            title = _("You share the win")
        elif len(winners) > 1:
            title = _("{names} share the win").format(names=join_names([host.seat_name(s) for s in winners]))
        elif winners:
            title = _("{name} wins").format(name=host.seat_name(winners[0]))
        else:
            title = _("Game over")
        tricks = view.tricks if view is not None else ()
        if view is not None and self.teams(view) and len(tricks) == 4 and host.player is not None:
            return self._sides_result(tricks, host)
        line = " · ".join(f"{host.seat_name(seat)}: {count}" for seat, count in enumerate(tricks))
        return title, _("Tricks taken (most tricks wins): {tricks}").format(tricks=line) if line else ""

    def _sides_result(self, tricks: Sequence[int], host: AdapterHost) -> tuple[str, str]:
        """With ``teams`` the sides win or lose together: the title says which side won, the line the sides'
        tricks (a shared win's title read like a draw)."""
        me = host.player if host.player is not None else 0
        ours = tricks[me] + tricks[(me + 2) % 4]
        theirs = tricks[(me + 1) % 4] + tricks[(me + 3) % 4]
        if ours > theirs:
            title = _("Your side wins")
        elif ours < theirs:
            title = _("The other side wins")
        else:
            title = _("The sides share the win")
        return title, sides_text(tricks, me)


def winners(returns: Sequence[float], seats: Seats) -> str:
    """Who won a game, as the log says it."""
    won = [seat for seat, share in enumerate(returns) if share > 0]
    if seats.me in won:
        return _("You win") if len(won) == 1 else _("You share the win")
    if won:
        if len(won) > 1:
            return _("{names} share the win").format(names=join_names([seats.name(seat) for seat in won]))
        return _("{name} wins").format(name=seats.name(won[0]))
    return _("Game over")
