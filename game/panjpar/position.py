"""The rules of Panjpar (RULES.md) as a game state.

``State`` knows everything (it is the referee's table). It offers:

- a lazy view of the legal moves of the player to move (:meth:`State.legal_attacks`,
  :meth:`State.legal_defences`, :meth:`State.beaters`);
- a checked :meth:`State.apply` that raises :class:`IllegalMove` naming the rule broken;
- an unchecked fast path for search, :meth:`State.push_attack` / :meth:`State.push_defence` and
  :meth:`State.pop`, and :meth:`State.copy`;
- a faster forward-only path for playouts, :meth:`State.advance_attack` / :meth:`State.advance_defence`, which
  keep neither history nor undo;
- one :meth:`State.outcome`.

Seats are 0-based here; texts for people say ``seat + 1``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from game.engine.results import loser_text
from game.panjpar.cards import BEATER_MASKS, Card
from game.panjpar.handmasks import attacks_in, cards_in, mask_of
from game.panjpar.handmasks import pairs_in as pairs_in  # re-exported: the rules' pair count
from game.panjpar.moves import TAKE, Attack, Defence, Move
from game.panjpar.refusals import IllegalMove as IllegalMove  # re-exported: callers catch it from the rules
from game.panjpar.variants import HAND_SIZE, Deal, Variant

Phase = Literal["attack", "defend"]


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: a draw, or the seat that lost (the fool)."""

    loser: int | None

    def __str__(self) -> str:
        return loser_text(self.loser)

    def returns(self, players: int) -> tuple[float, ...]:
        """The fool loses 1, the others share 1 between them; a draw scores 0 each."""
        if self.loser is None:
            return (0.0,) * players
        share = 1.0 / (players - 1)
        return tuple(-1.0 if seat == self.loser else share for seat in range(players))


def attack_pattern_ok(cards: Sequence[Card]) -> bool:
    """Rule 4: one card, three with a pair, or five with two disjoint pairs."""
    size = len(cards)
    if size == 1:
        return True
    if size == 3:
        return pairs_in(cards) >= 1
    if size == 5:
        return pairs_in(cards) >= 2
    return False


def max_attack_size(attacker_cards: int, defender_cards: int) -> int:
    """The largest attack size allowed by the hands' sizes (rule 4), 1, 3 or 5 (0 if either is empty)."""
    limit = min(attacker_cards, defender_cards)
    return 5 if limit >= 5 else 3 if limit >= 3 else 1 if limit >= 1 else 0


class State:
    """A Panjpar game in progress: hands, stock, discard heap, whose turn, and the history of moves."""

    __slots__ = (
        "_undo",
        "attack",
        "attacker",
        "deal",
        "defender",
        "discard",
        "hand_masks",
        "hands",
        "history",
        "last_draws",
        "out",
        "result",
        "stock",
        "stock_pos",
        "trump",
    )

    def __init__(self, deal: Deal) -> None:
        self.deal = deal
        self.trump = deal.trump_card & 3
        #: The stock, top first; the face-up trump card is its last card.
        self.stock: tuple[Card, ...] = (*deal.stock, deal.trump_card)
        self.stock_pos = 0
        self.hands: list[list[Card]] = [list(h) for h in deal.hands]
        #: Each hand as a bit-set (:mod:`game.panjpar.handmasks`), kept equal to ``hands`` by every move and ``pop``.
        self.hand_masks: list[int] = [mask_of(h) for h in self.hands]
        self.discard: list[Card] = []
        self.attacker = deal.first
        self.defender = (deal.first + 1) % len(deal.hands)
        #: The attack cards on the table; empty while the attacker is to move.
        self.attack: tuple[Card, ...] = ()
        self.out: list[int] = []
        self.result: Outcome | None = None
        self.history: list[tuple[int, Move]] = []
        #: Who drew which cards after the latest battle, in drawing order.
        self.last_draws: list[tuple[int, tuple[Card, ...]]] = []
        self._undo: list[tuple[Any, ...]] = []

    # ----- reading the position -------------------------------------------------------------------------
    @property
    def variant(self) -> Variant:
        return self.deal.variant

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def trump_card(self) -> Card:
        return self.deal.trump_card

    @property
    def stock_count(self) -> int:
        """Cards left in the stock, the face-up trump card included while it lies there."""
        return len(self.stock) - self.stock_pos

    @property
    def phase(self) -> Phase:
        return "defend" if self.attack else "attack"

    @property
    def to_move(self) -> int | None:
        """The seat to move, or ``None`` when the game is over."""
        if self.result is not None:
            return None
        return self.defender if self.attack else self.attacker

    def outcome(self) -> Outcome | None:
        """The result once the game is over, else ``None``."""
        return self.result

    # ----- legal moves ----------------------------------------------------------------------------------
    def max_attack(self) -> int:
        """The largest attack size the hands allow now (rule 4)."""
        return max_attack_size(len(self.hands[self.attacker]), len(self.hands[self.defender]))

    def legal_attacks(self) -> Iterator[Attack]:
        """Every legal attack, lazily: singles, then threes with a pair, then fives with two pairs."""
        if self.result is not None or self.attack:
            return
        for cards in attacks_in(sorted(self.hands[self.attacker]), self.max_attack()):
            yield Attack(cards)

    def beaters(self, attack_card: Card) -> list[Card]:
        """The defender's cards that beat ``attack_card``, lowest first."""
        return cards_in(BEATER_MASKS[self.trump][attack_card] & self.hand_masks[self.defender])

    def legal_defences(self) -> Iterator[Defence]:
        """Every legal defence, lazily: each attack card unbeaten or beaten by a distinct beater."""
        if self.result is not None or not self.attack:
            return
        options = [[None, *self.beaters(a)] for a in self.attack]

        def extend(i: int, used: tuple[Card, ...], pairs: tuple[tuple[Card, Card], ...]) -> Iterator[Defence]:
            if i == len(options):
                yield Defence(pairs)
                return
            for beater in options[i]:
                if beater is None:
                    yield from extend(i + 1, used, pairs)
                elif beater not in used:
                    yield from extend(i + 1, (*used, beater), (*pairs, (self.attack[i], beater)))

        yield from extend(0, (), ())

    def legal_moves(self) -> Iterator[Move]:
        """The legal moves of the player to move."""
        if self.attack:
            yield from self.legal_defences()
        else:
            yield from self.legal_attacks()

    # ----- checked moves --------------------------------------------------------------------------------
    def check(self, seat: int, move: Move) -> None:
        """Raise :class:`IllegalMove` unless ``seat`` may play ``move`` now."""
        if self.result is not None:
            raise IllegalMove("game_over", 12)
        if isinstance(move, Attack):
            self._check_attack(seat, move.cards)
        else:
            self._check_defence(seat, move.beats)

    def apply(self, seat: int, move: Move) -> None:
        """Play ``move`` for ``seat`` after checking it; an illegal move raises and changes nothing."""
        self.check(seat, move)
        if isinstance(move, Attack):
            self.push_attack(move.cards)
        else:
            self.push_defence(move.beats)

    def _check_attack(self, seat: int, cards: Sequence[Card]) -> None:
        if self.attack:
            if seat == self.defender:
                raise IllegalMove("must_answer", 5, seat=seat + 1)
            raise IllegalMove("not_attacker_defending", 7, seat=seat + 1, defender=self.defender + 1)
        if seat != self.attacker:
            raise IllegalMove("not_attacker", 7, seat=seat + 1)
        size = len(cards)
        if size not in (1, 3, 5):
            raise IllegalMove("attack_size", 4, size=size)
        hand = self.hands[seat]
        seen: set[Card] = set()
        for c in cards:
            if c in seen:
                raise IllegalMove("card_played_twice", 4, card=str(c))
            seen.add(c)
            if c not in hand:
                raise IllegalMove("card_not_in_hand", 4, card=str(c))
        held = len(self.hands[self.defender])
        if size > held:
            raise IllegalMove("attack_too_large", 4, held=held, size=size)
        if size == 3 and pairs_in(cards) < 1:
            raise IllegalMove("needs_pair", 4)
        if size == 5 and pairs_in(cards) < 2:
            raise IllegalMove("needs_two_pairs", 4)

    def _check_defence(self, seat: int, beats: Sequence[tuple[Card, Card]]) -> None:
        if not self.attack:
            if seat == self.attacker:
                raise IllegalMove("must_attack", 7, seat=seat + 1)
            raise IllegalMove("not_defender_attacking", 7, seat=seat + 1, attacker=self.attacker + 1)
        if seat != self.defender:
            raise IllegalMove("not_defender", 7, seat=seat + 1)
        hand = self.hands[seat]
        attacked: set[Card] = set()
        used: set[Card] = set()
        for attack_card, beater in beats:
            if attack_card not in self.attack:
                raise IllegalMove("not_attack_card", 5, card=str(attack_card))
            if attack_card in attacked:
                raise IllegalMove("attack_card_beaten_twice", 5, card=str(attack_card))
            attacked.add(attack_card)
            if beater in used:
                raise IllegalMove("card_used_twice", 5, card=str(beater))
            used.add(beater)
            if beater not in hand:
                raise IllegalMove("card_not_in_hand", 5, card=str(beater))
            if not BEATER_MASKS[self.trump][attack_card] >> beater & 1:
                raise IllegalMove("does_not_beat", 5, card=str(beater), attack=str(attack_card))

    # ----- the fast path --------------------------------------------------------------------------------
    def push_attack(self, cards: Sequence[Card]) -> None:
        """Play an attack without checking it; :meth:`pop` takes it back."""
        a = self.attacker
        hand = self.hands[a]
        mask = self.hand_masks[a]
        self._undo.append((hand[:], mask))
        for c in cards:
            hand.remove(c)
            mask ^= 1 << c
        self.hand_masks[a] = mask
        attack = self.attack = tuple(cards)
        self.history.append((a, Attack(attack)))

    def push_defence(self, beats: Sequence[tuple[Card, Card]]) -> None:
        """Play a defence without checking it, and finish the battle: discard, pick up, draw, turn, end.

        :meth:`pop` takes it back."""
        a = self.attacker
        d = self.defender
        hands = self.hands
        masks = self.hand_masks
        self._undo.append(
            (hands[d][:], len(hands[a]), self.stock_pos, len(self.discard), a, d, self.attack, len(self.out),
             self.result, self.last_draws, masks[a], masks[d])
        )  # fmt: skip
        beats = tuple(beats)
        self.advance_defence(beats)
        self.history.append((d, Defence(beats) if beats else TAKE))

    def advance_attack(self, cards: Sequence[Card]) -> None:
        """Play an attack without checking it, forward only: no history, no undo (for playouts, see
        :meth:`advance_defence`)."""
        a = self.attacker
        hand = self.hands[a]
        mask = self.hand_masks[a]
        for c in cards:
            hand.remove(c)
            mask ^= 1 << c
        self.hand_masks[a] = mask
        self.attack = tuple(cards)

    def advance_defence(self, beats: Sequence[tuple[Card, Card]]) -> None:
        """Play a defence without checking it and finish the battle, forward only: the move is not added to
        ``history`` and :meth:`pop` cannot take it back (nor, after it, any move pushed before). For playouts
        of a throw-away copy, where the bookkeeping of ``push_*`` is most of the cost."""
        a = self.attacker
        d = self.defender
        hands = self.hands
        masks = self.hand_masks
        ahand = hands[a]
        dhand = hands[d]
        dmask = masks[d]
        attack = self.attack
        discard = self.discard
        for pair in beats:
            beater = pair[1]
            dhand.remove(beater)
            dmask ^= 1 << beater
            discard += pair  # the attack card, then its beater
        all_beaten = len(beats) == len(attack)
        if not all_beaten:
            if beats:
                killed = [x for x, _ in beats]
                for c in attack:
                    if c not in killed:
                        dhand.append(c)
                        dmask |= 1 << c
            else:
                dhand.extend(attack)
                for c in attack:
                    dmask |= 1 << c
        self.attack = ()

        # Rule 8, 10: the attacker draws up to five, then the defender.
        stock = self.stock
        end = len(stock)
        pos = self.stock_pos
        if pos < end:
            draws = []
            need = HAND_SIZE - len(ahand)
            if need > 0:
                drawn = stock[pos : pos + need]
                ahand.extend(drawn)
                amask = masks[a]
                for c in drawn:
                    amask |= 1 << c
                masks[a] = amask
                pos += len(drawn)
                draws.append((a, drawn))
            need = HAND_SIZE - len(dhand)
            if need > 0 and pos < end:
                drawn = stock[pos : pos + need]
                dhand.extend(drawn)
                for c in drawn:
                    dmask |= 1 << c
                pos += len(drawn)
                draws.append((d, drawn))
            self.stock_pos = pos
            self.last_draws = draws
        elif self.last_draws:
            self.last_draws = []
        masks[d] = dmask

        n = len(hands)
        # Rule 12, 13: with the stock empty, whoever holds no cards is out.
        if pos >= end and (not ahand or not dhand):
            out = self.out
            if not ahand:
                out.append(a)
            if not dhand:
                out.append(d)
            remaining = [s for s in range(n) if s not in out]
            if len(remaining) <= 1:
                self.result = Outcome(remaining[0] if remaining else None)
                return

        # Rule 7: who attacks next.
        if n == 2:
            if all_beaten:
                self.attacker = d
                self.defender = a
            return
        out = self.out
        if all_beaten and d not in out:
            new_attacker = d
        else:
            new_attacker = (d + 1) % n
            while new_attacker in out:
                new_attacker = (new_attacker + 1) % n
        new_defender = (new_attacker + 1) % n
        while new_defender in out:
            new_defender = (new_defender + 1) % n
        self.attacker = new_attacker
        self.defender = new_defender

    def push(self, move: Move) -> None:
        """Play any move without checking it."""
        if isinstance(move, Attack):
            self.push_attack(move.cards)
        else:
            self.push_defence(move.beats)

    def pop(self) -> Move:
        """Take back the latest move pushed and return it."""
        entry = self._undo.pop()
        seat, move = self.history.pop()
        if len(entry) == 2:  # an attack
            self.hands[seat], self.hand_masks[seat] = entry
            self.attack = ()
            return move
        (dhand, ahand_len, stock_pos, discard_len, a, d, attack, out_len, result, last_draws, amask, dmask) = entry
        self.attacker, self.defender = a, d
        del self.hands[a][ahand_len:]
        self.hands[d] = dhand
        masks = self.hand_masks
        masks[a] = amask
        masks[d] = dmask
        self.stock_pos = stock_pos
        del self.discard[discard_len:]
        self.attack = attack
        del self.out[out_len:]
        self.result = result
        self.last_draws = last_draws
        return move

    def copy(self) -> State:
        """An independent copy of the position (the history is shared up to now, the undo stack is not)."""
        other = State.__new__(State)
        other.deal = self.deal
        other.trump = self.trump
        other.stock = self.stock
        other.stock_pos = self.stock_pos
        other.hands = [h[:] for h in self.hands]
        other.hand_masks = self.hand_masks[:]
        other.discard = list(self.discard)
        other.attacker = self.attacker
        other.defender = self.defender
        other.attack = self.attack
        other.out = list(self.out)
        other.result = self.result
        other.history = list(self.history)
        other.last_draws = list(self.last_draws)
        other._undo = []
        return other

    def all_cards(self) -> list[Card]:
        """Every card where it lies now (hands, table, stock, discard heap): the pack, if nothing was lost."""
        cards = [c for h in self.hands for c in h]
        cards += self.attack
        cards += self.stock[self.stock_pos :]
        cards += self.discard
        return cards
