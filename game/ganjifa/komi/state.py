"""komi's game state on the protocol: the stakes, the deal (chance), the bets with ``betting``, the settlement.

The non-dealers set their stakes in turn from the dealer's next seat before the deal; then chance deals three
cards each; with ``betting`` each non-dealer, in the same order, keeps, doubles or folds; then the round is
settled at once (every hand but the folded ones is shown) and the game is over.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final, Literal

from game.engine.protocol import CHANCE, TERMINAL, Refusal
from game.ganjifa.actions import Deal
from game.ganjifa.cards import CARDS, card_text
from game.ganjifa.komi.actions import BETS, FOLD, Bet, BetWord, Stake
from game.ganjifa.komi.scoring import HAND_SIZE, TABLE_LIMIT, nets, score

Phase = Literal["stake", "deal", "bet", "over"]
KomiAction = Stake | Deal | Bet
BETTING: Final = "betting"


@dataclass(frozen=True, slots=True)
class KomiView:
    """What one seat may know: the stakes and bets (made openly), its own hand, and the hands shown at the end."""

    seat: int
    players: int
    dealer: int
    betting: bool
    phase: Phase
    #: The seat to move, or ``None`` at the deal and once the round is over.
    to_move: int | None
    #: Each seat's stake once set (``None`` for the dealer and for a stake not yet set).
    stakes: tuple[int | None, ...]
    #: This seat's cards as dealt (empty before the deal).
    hand: tuple[int, ...]
    #: Each seat's bet once made (``None`` otherwise).
    bets: tuple[BetWord | None, ...]
    #: Once the round is over, each seat's hand as shown (``None`` for a folded hand, never shown).
    shown: tuple[tuple[int, ...] | None, ...] | None
    #: Once the round is over, each seat's net chips.
    nets: tuple[int, ...] | None

    def legal_actions(self) -> tuple[Stake | Bet, ...]:
        """This seat's legal actions now (none when it is not its turn)."""
        if self.to_move != self.seat:
            return ()
        if self.phase == "stake":
            return tuple(Stake(self.seat, chips) for chips in range(1, TABLE_LIMIT + 1))
        return tuple(Bet(self.seat, word) for word in BETS)


class KomiState:
    """One round of komi as the referee sees it; ``dealer`` is 0-based."""

    def __init__(self, players: int, dealer: int, betting: bool) -> None:
        if not 0 <= dealer < players:
            raise ValueError(f"no seat {dealer + 1} to deal: the game has {players} players")
        self._players = players
        self.dealer = dealer
        self.betting = betting
        #: The non-dealers in turn from the dealer's next seat: who stakes, and who bets, in this order.
        self.order: tuple[int, ...] = tuple((dealer + k) % players for k in range(1, players))
        self.stakes: list[int | None] = [None] * players
        self.hands: tuple[tuple[int, ...], ...] | None = None
        self.scores: tuple[int, ...] = ()
        self.bets: list[BetWord | None] = [None] * players
        self._staked = 0
        self._bet = 0
        self._history: list[KomiAction] = []

    @property
    def players(self) -> int:
        return self._players

    @property
    def options(self) -> frozenset[str]:
        return frozenset({BETTING}) if self.betting else frozenset()

    def phase(self) -> Phase:
        if self._staked < len(self.order):
            return "stake"
        if self.hands is None:
            return "deal"
        if self.betting and self._bet < len(self.order):
            return "bet"
        return "over"

    def current_player(self) -> int:
        phase = self.phase()
        if phase == "stake":
            return self.order[self._staked]
        if phase == "deal":
            return CHANCE
        if phase == "bet":
            return self.order[self._bet]
        return TERMINAL

    def is_terminal(self) -> bool:
        return self.phase() == "over"

    def legal_actions(self) -> Iterator[Stake | Bet]:
        seat = self.current_player()
        if seat < 0:
            return iter(())
        return iter(self.observation(seat).legal_actions())

    def sample_chance(self, rng: random.Random) -> Deal:
        """Three cards to each seat, from the shuffled pack."""
        if self.current_player() != CHANCE:
            raise Refusal("not_chance", "no deal is due now")
        cards = rng.sample(range(CARDS), HAND_SIZE * self._players)
        return Deal(tuple(tuple(cards[HAND_SIZE * s : HAND_SIZE * s + HAND_SIZE]) for s in range(self._players)))

    # ----- checked and unchecked play -------------------------------------------------------------------------
    def apply(self, action: KomiAction) -> None:
        """Check ``action`` and play it; a :class:`Refusal` says why not, and nothing changes."""
        self._check(action)
        self.push(action)

    def _check(self, action: KomiAction) -> None:
        if not isinstance(action, Stake | Bet | Deal):
            raise Refusal("not_an_action", f"not a komi action: {str(action)[:40]!r}")
        if isinstance(action, Bet) and not self.betting:
            raise Refusal("no_betting", "komi without betting has no actions after the deal")
        to_move = self.current_player()
        if to_move == TERMINAL:
            raise Refusal("game_over", "game is over")
        if isinstance(action, Deal):
            if to_move != CHANCE:
                raise Refusal("not_chance", "no deal is due now")
            self._check_deal(action)
            return
        if to_move == CHANCE:
            raise Refusal("deal_due", "the cards are to be dealt now", {"seat": action.seat + 1})
        if action.seat != to_move:
            raise Refusal(
                "not_your_turn", f"seat {action.seat + 1} is not to play", {"seat": action.seat + 1, "to": to_move + 1}
            )
        if isinstance(action, Stake):
            if self.phase() != "stake":
                raise Refusal("stakes_set", "the stakes were set before the deal")
            if not 1 <= action.chips <= TABLE_LIMIT:
                raise Refusal(
                    "bad_stake",
                    f"a stake is 1 to {TABLE_LIMIT} chips, not {action.chips}",
                    {"chips": action.chips, "limit": TABLE_LIMIT},
                )
            return
        if self.phase() != "bet":
            raise Refusal("stake_due", f"seat {action.seat + 1} is to set a stake first", {"seat": action.seat + 1})
        if action.choice not in BETS:
            raise Refusal("bad_bet", f"no such bet: {action.choice}", {"bet": str(action.choice)})

    def _check_deal(self, deal: Deal) -> None:
        if len(deal.hands) != self._players or any(len(hand) != HAND_SIZE for hand in deal.hands):
            raise Refusal(
                "bad_deal",
                f"a komi deal is {HAND_SIZE} cards to each of {self._players} seats",
                {"players": self._players},
            )
        seen: set[int] = set()
        for hand in deal.hands:
            for card in hand:
                if not 0 <= card < CARDS:
                    raise Refusal("bad_deal", f"no card {card} in the pack", {"card": card})
                if card in seen:
                    raise Refusal("bad_deal", f"card dealt twice: {card_text(card)}", {"card": card_text(card)})
                seen.add(card)

    def push(self, action: KomiAction) -> None:
        if isinstance(action, Stake):
            self.stakes[action.seat] = action.chips
            self._staked += 1
        elif isinstance(action, Deal):
            self.hands = action.hands
            self.scores = tuple(score(hand) for hand in action.hands)
        else:
            self.bets[action.seat] = action.choice
            self._bet += 1
        self._history.append(action)

    def pop(self) -> KomiAction:
        action = self._history.pop()
        if isinstance(action, Stake):
            self.stakes[action.seat] = None
            self._staked -= 1
        elif isinstance(action, Deal):
            self.hands = None
            self.scores = ()
        else:
            self.bets[action.seat] = None
            self._bet -= 1
        return action

    # ----- what the seats see, and the score --------------------------------------------------------------------
    def folded(self) -> tuple[bool, ...]:
        return tuple(bet == FOLD for bet in self.bets)

    def nets(self) -> tuple[int, ...] | None:
        """Every seat's net chips once the round is over (``None`` before)."""
        if not self.is_terminal():
            return None
        return nets(self.dealer, self.stakes, self.bets, self.scores)

    def observation(self, seat: int) -> KomiView:
        phase = self.phase()
        to_move = self.current_player()
        over = phase == "over"
        shown: tuple[tuple[int, ...] | None, ...] | None = None
        if over and self.hands is not None:
            shown = tuple(None if folded else hand for hand, folded in zip(self.hands, self.folded(), strict=True))
        return KomiView(
            seat=seat,
            players=self._players,
            dealer=self.dealer,
            betting=self.betting,
            phase=phase,
            to_move=to_move if to_move >= 0 else None,
            stakes=tuple(self.stakes),
            hand=self.hands[seat] if self.hands is not None else (),
            bets=tuple(self.bets),
            shown=shown,
            nets=self.nets(),
        )

    def returns(self) -> tuple[float, ...]:
        """Each seat's net chips once the round is over (they add up to 0), zeros before."""
        result = self.nets()
        return tuple(float(n) for n in result) if result is not None else (0.0,) * self._players

    def history(self) -> tuple[KomiAction, ...]:
        return tuple(self._history)
