"""ekrang on the game protocol: :class:`EkrangState` (the referee's game) and :class:`EkrangView` (one seat's).

The deal is chance's action (:class:`~game.ganjifa.actions.Deal`); every later action is a
:class:`~game.ganjifa.actions.Play` of one card, or two for the opening and the covers. ``apply`` checks a play
with :meth:`~game.ganjifa.ekrang.position.Position.refusal` and changes nothing when it is refused.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from game.engine.protocol import CHANCE, TERMINAL, Refusal
from game.ganjifa.actions import Deal, Play
from game.ganjifa.cards import CARDS, Values, card_text, mask_of, values
from game.ganjifa.ekrang.deal import deal_error, deal_hands
from game.ganjifa.ekrang.position import OVER, PHASE_NAMES, Position, legal_plays, win_shares

Action = Deal | Play


@dataclass(frozen=True, slots=True)
class Seen:
    """A play as every seat saw it, with what was on the table then: the phase (a :mod:`rules` phase number),
    the phase's suit and the card to beat or the best so far (-1 when none)."""

    play: Play
    phase: int
    suit: int
    high: int


@dataclass(frozen=True, slots=True)
class EkrangView:
    """What ``seat`` may know: its own hand, the counts, the tricks, every card played (all face up), whose turn.

    ``table`` holds the plays of the trick in progress; ``plays`` every play of the game in order. ``key`` is the
    key card once laid (-1 before, but for its holder); ``suit`` and ``high`` are the phase's suit and the card to
    beat (phase 1) or the best card so far (phase 2), ``winner`` the seat that played that best card, -1 when none.
    """

    seat: int
    players: int
    mughal: bool
    night: bool
    fast: bool
    teams: bool
    dealt: bool
    hand: tuple[int, ...]
    counts: tuple[int, ...]
    tricks: tuple[int, ...]
    phase: str
    to_move: int
    active: int
    key: int
    number: int
    suit: int
    high: int
    winner: int
    table: tuple[Play, ...]
    plays: tuple[Seen, ...]
    #: Every seat's cards still held once the game is over (shown then: nothing is hidden); empty before.
    left: tuple[tuple[int, ...], ...] = ()

    def seen(self) -> int:
        """The cards the seat has seen, as a mask: its hand and every card played."""
        seen = mask_of(self.hand)
        for entry in self.plays:
            seen |= mask_of(entry.play.cards)
        return seen

    def legal_actions(self) -> tuple[Play, ...]:
        """The seat's legal plays when it is to move (empty otherwise), in a fixed order."""
        if self.to_move != self.seat or not self.dealt or self.phase == PHASE_NAMES[OVER]:
            return ()
        plays = legal_plays(
            PHASE_NAMES.index(self.phase),
            mask_of(self.hand),
            self.key,
            self.number,
            self.suit,
            self.high,
            values(self.mughal),
        )
        return tuple(Play(self.seat, cards) for cards in plays)


class EkrangState:
    """One game of ekrang for ``players`` seats with ``options`` (``mughal``, ``fast``, ``teams``, ``night``)."""

    def __init__(self, players: int, options: frozenset[str] = frozenset()) -> None:
        self._players = players
        self.options = options
        self.mughal = "mughal" in options
        self.night = "night" in options
        self.fast = "fast" in options
        self.teams = "teams" in options
        self.values: Values = values(self.mughal)
        self.position: Position | None = None
        self.deal: Deal | None = None
        self._history: list[Action] = []
        self._seen: list[Seen] = []
        #: Free-text tags of the record the game was read from, kept on a round trip.
        self.tags: dict[str, str] = {}

    @property
    def players(self) -> int:
        return self._players

    def current_player(self) -> int:
        if self.position is None:
            return CHANCE
        return TERMINAL if self.position.phase == OVER else self.position.turn

    def is_terminal(self) -> bool:
        return self.position is not None and self.position.phase == OVER

    def legal_actions(self) -> Iterator[Play]:
        position = self.position
        if position is None:
            return iter(())
        return (Play(position.turn, cards) for cards in position.legal())

    def sample_chance(self, rng: random.Random) -> Deal:
        if self.position is not None:
            raise Refusal("dealt", "the cards are already dealt")
        return Deal(deal_hands(rng, self._players, self.fast))

    def apply(self, action: Action) -> None:
        """Check ``action`` and play it; raise :class:`Refusal` (nothing changed) when it is illegal."""
        if not isinstance(action, Deal | Play):
            raise Refusal("not_an_action", f"not an ekrang action: {str(action)[:40]!r}")
        position = self.position
        if isinstance(action, Deal):
            if position is not None:
                raise Refusal("dealt", "the cards are already dealt")
            self._check_deal(action)
        else:
            if position is None:
                raise Refusal("not_dealt", "the cards are not dealt yet")
            if position.phase == OVER:
                raise Refusal("game_over", "game is over")
            if action.seat != position.turn:
                seat = action.seat + 1
                raise Refusal("not_your_turn", f"seat {seat} is not to play", {"seat": seat})
            refusal = position.refusal(action.cards)
            if refusal is not None:
                code, reason, arguments = refusal
                raise Refusal(code, reason, arguments)
        self.push(action)

    def _check_deal(self, deal: Deal) -> None:
        cards = [card for hand in deal.hands for card in hand]
        if len(deal.hands) != self._players:
            raise Refusal("bad_deal", f"a deal for {self._players} seats, not {len(deal.hands)}")
        if len(set(cards)) != len(cards) or not all(0 <= card < CARDS for card in cards):
            raise Refusal("bad_deal", "a deal of distinct cards of the pack")
        error = deal_error(deal.hands, self._players, self.fast)
        if error is not None:
            raise Refusal("bad_deal", error[1])

    def push(self, action: Action) -> None:
        if isinstance(action, Deal):
            self.deal = action
            self.position = Position([mask_of(hand) for hand in action.hands], self.night, self.values)
        else:
            position = self.position
            assert position is not None
            self._seen.append(Seen(action, position.phase, position.suit, position.high))
            position.play(action.cards)
        self._history.append(action)

    def pop(self) -> Action:
        action = self._history.pop()
        if isinstance(action, Deal):
            self.position = self.deal = None
        else:
            assert self.position is not None
            self.position.undo()
            self._seen.pop()
        return action

    def observation(self, seat: int) -> EkrangView:
        position = self.position
        plays = tuple(self._seen)
        if position is None:
            zeros = (0,) * self._players
            return EkrangView(
                seat, self._players, self.mughal, self.night, self.fast, self.teams, False, (), zeros, zeros,
                "deal", CHANCE, -1, -1, -1, -1, -1, -1, (), plays,
            )  # fmt: skip
        assert self.deal is not None
        hand = tuple(card for card in self.deal.hands[seat] if position.hands[seat] >> card & 1)
        laid = position.phase != PHASE_NAMES.index("opening") or seat == position.active
        phase = PHASE_NAMES[position.phase]
        return EkrangView(
            seat,
            self._players,
            self.mughal,
            self.night,
            self.fast,
            self.teams,
            True,
            hand,
            tuple(h.bit_count() for h in position.hands),
            tuple(position.tricks),
            phase,
            self.current_player(),
            position.active,
            position.key if laid else -1,
            position.number,
            position.suit,
            position.high,
            position.winner,
            tuple(Play(s, cards) for s, cards in position.table),
            plays,
            self.hands_now() if position.phase == OVER else (),
        )

    def hands_now(self) -> tuple[tuple[int, ...], ...]:
        """Each seat's cards in hand, in the order dealt (empty before the deal)."""
        if self.position is None or self.deal is None:
            return ()
        return tuple(
            tuple(card for card in hand if self.position.hands[seat] >> card & 1)
            for seat, hand in enumerate(self.deal.hands)
        )

    def returns(self) -> tuple[float, ...]:
        if not self.is_terminal():
            return (0.0,) * self._players
        assert self.position is not None
        return win_shares(self.position.tricks, self.teams)

    def tricks(self) -> tuple[int, ...]:
        return tuple(self.position.tricks) if self.position is not None else (0,) * self._players

    def history(self) -> tuple[Action, ...]:
        return tuple(self._history)

    def key_text(self) -> str | None:
        return card_text(self.position.key) if self.position is not None else None
