"""The table as the player sees it: card sprites in zones, moved by the controller's events.

The board follows the events one at a time (the scene feeds it the next once it is idle); it never changes
the game. Each event moves sprites between zones and then every zone is laid out again, so a card glides from
wherever it is to wherever it now belongs: dealing, drawing, attacking, killing, picking up and sweeping the
battle to the discard heap are all the same motion. A battle's beaten pairs stay face up where they were fought
(the latest battle may be looked at, rule 11) until the next attack sweeps them to the heap. Pure objects: testable
with ``update(dt)`` and no screen.
"""

from __future__ import annotations

from collections.abc import Iterator

from pygame import Rect

from game.panjpar.cards import Card
from game.panjpar.events import Attacked, Beaten, Dealt, Discarded, Drawn, Event, GameOver, PickedUp
from game.ui.anim import Point, Sprite, Timer, ease_out_back
from game.ui.layout import Layout

#: Seconds of each kind of motion at normal speed.
MOVE = 0.32
DEAL_STAGGER = 0.09
DRAW_STAGGER = 0.12
#: Pause after the bot's move, so that a person can follow what it did.
BOT_PAUSE = 0.7
#: Discard-heap cards kept as sprites; older ones join the drawn pile underneath.
DISCARD_SPRITES = 6


def hand_order(cards: list[Card], trump: int | None, sort: str) -> list[Card]:
    """The player's hand in display order: by suit with trumps last (low to high), or as dealt."""
    if sort != "suit" or trump is None:
        return list(cards)
    suit_rank = {s: i for i, s in enumerate(s for s in (0, 1, 3, 2) if s != trump)}
    suit_rank[trump] = 9
    return sorted(cards, key=lambda c: (suit_rank[c & 3], c))


class Board:
    """Sprites by zone for the seat ``me`` (0-based) at a table of ``players``."""

    def __init__(
        self, me: int, players: int, layout: Layout, speed: float = 1.0, sort: str = "suit", pack_size: int = 52
    ) -> None:
        self.me = me
        self.pack_size = pack_size
        self.players = players
        self.layout = layout
        self.speed = speed
        self.sort = sort
        self.hands: list[list[Sprite]] = [[] for _ in range(players)]
        self.table: list[tuple[Sprite, Sprite | None]] = []
        #: The latest battle's beaten pairs (attack card, killing card), face up until the next attack begins.
        self.beaten: list[tuple[Sprite, Sprite]] = []
        self.discard: list[Sprite] = []
        #: Cards under the discard sprites (drawn as one face-down pile).
        self.discard_base = 0
        #: Face-down cards in the stock, not counting the trump card under it (drawn as a pile, never a number).
        self.stock_left = 0
        self.trump_sprite: Sprite | None = None
        self.trump: int | None = None
        #: Sprites the pointer holds: laid out by the input, not by the board.
        self.held: set[Sprite] = set()
        self.raised: set[Card] = set()
        self.pause = Timer()
        self.sounds: list[str] = []
        self._z = 0

    # ----- timing ------------------------------------------------------------------------------------------
    def duration(self, seconds: float) -> float:
        return seconds * self.speed

    @property
    def busy(self) -> bool:
        """Whether anything still moves (or a pause runs): the next event waits until it is idle."""
        return self.pause.running or any(s.moving for s in self.sprites())

    def update(self, dt: float) -> None:
        self.pause.update(dt)
        for sprite in self.sprites():
            sprite.update(dt)
        if len(self.discard) > DISCARD_SPRITES and not any(s.moving for s in self.discard):
            extra = len(self.discard) - DISCARD_SPRITES
            self.discard_base += extra
            del self.discard[:extra]
            self._layout_discard(0.0)

    def sprites(self) -> Iterator[Sprite]:
        for hand in self.hands:
            yield from hand
        for attack, kill in self.table:
            yield attack
            if kill is not None:
                yield kill
        for attack, kill in self.beaten:
            yield attack
            yield kill
        yield from self.discard
        if self.trump_sprite is not None:
            yield self.trump_sprite

    # ----- zones -------------------------------------------------------------------------------------------
    def my_hand(self) -> list[Sprite]:
        """The player's sprites in display order (left to right)."""
        hand = self.hands[self.me]
        order = hand_order([Card(s.card) for s in hand if s.card is not None], self.trump, self.sort)
        by_card = {s.card: s for s in hand}
        return [by_card[c] for c in order]

    def stock_top(self) -> Point:
        """Where a card leaving the stock starts."""
        r = self.layout.stock_slot(self.stock_left)
        return float(r.x), float(r.y)

    def table_rects(self) -> list[tuple[Rect, Rect]]:
        slots = self.layout.battle_slots(len(self.table))
        return [(slot, self.layout.kill_slot(slot)) for slot in slots]

    def set_layout(self, layout: Layout) -> None:
        """A new window size: every card jumps to its new place."""
        self.layout = layout
        self.relayout(0.0)

    def relayout(self, duration: float | None = None) -> None:
        """Send every sprite that is not held to its place in its zone."""
        t = self.duration(MOVE) if duration is None else duration
        mine = self.my_hand()
        slots = self.layout.hand_slots(len(mine), frozenset(i for i, s in enumerate(mine) if s.card in self.raised))
        for i, (sprite, slot) in enumerate(zip(mine, slots, strict=True)):
            sprite.z = 1000 + i
            if sprite not in self.held:
                sprite.move_to((slot.x, slot.y), t)
        # The others by place, clockwise from the player (as their name plates): the next seat is place 1.
        others = [(self.me + place) % self.players for place in range(1, self.players)]
        for k, seat in enumerate(others):
            slots = self.layout.opponent_slots(k, len(self.hands[seat]))
            for i, (sprite, slot) in enumerate(zip(self.hands[seat], slots, strict=True)):
                sprite.z = 500 + i
                sprite.move_to((slot.x, slot.y), t)
        for i, ((attack, kill), (slot, kslot)) in enumerate(zip(self.table, self.table_rects(), strict=True)):
            attack.z = 600 + 2 * i
            if attack not in self.held:
                attack.move_to((slot.x, slot.y), t)
            if kill is not None:
                kill.z = 601 + 2 * i
                if kill not in self.held:
                    kill.move_to((kslot.x, kslot.y), t, easing=ease_out_back)
        for i, ((attack, kill), slot) in enumerate(
            zip(self.beaten, self.layout.battle_slots(len(self.beaten)), strict=True)
        ):
            attack.z, kill.z = 600 + 2 * i, 601 + 2 * i
            kslot = self.layout.kill_slot(slot)
            attack.move_to((slot.x, slot.y), t)
            kill.move_to((kslot.x, kslot.y), t)
        self._layout_discard(t)
        if self.trump_sprite is not None:
            self.trump_sprite.move_to((self.layout.trump.x, self.layout.trump.y), 0.0)

    def _layout_discard(self, t: float) -> None:
        for i, sprite in enumerate(self.discard):
            slot = self.layout.discard_slot(self.discard_base + i)
            sprite.z = 100 + i
            sprite.move_to((slot.x, slot.y), t)

    # ----- events ------------------------------------------------------------------------------------------
    def apply(self, event: Event) -> None:
        """Show ``event``: move the sprites and start the motions (and a pause after the bot's moves)."""
        if isinstance(event, Dealt):
            self._dealt(event)
        elif isinstance(event, Attacked):
            self._attacked(event)
        elif isinstance(event, Beaten):
            self._beaten(event)
        elif isinstance(event, PickedUp):
            self._picked_up(event)
        elif isinstance(event, Discarded):
            self._discarded()
        elif isinstance(event, Drawn):
            self._drawn(event)
        elif isinstance(event, GameOver):
            self._sweep_beaten()
            self.pause.start(self.duration(0.5))

    def _new_sprite(self, card: Card | None, face_up: bool = False) -> Sprite:
        self._z += 1
        return Sprite(card, self.stock_top(), face_up=face_up, z=self._z)

    def _dealt(self, event: Dealt) -> None:
        self.hands = [[] for _ in range(self.players)]
        self.table, self.beaten, self.discard, self.discard_base = [], [], [], 0
        self.held.clear()
        self.raised.clear()
        self.trump = event.trump_card & 3
        dealt = sum(event.hand_sizes)
        self.stock_left = self.pack_size - dealt - 1
        # Face up and upright under the crosswise stock (rule 1); drawn with the stock, not with the sprites.
        self.trump_sprite = Sprite(event.trump_card, (self.layout.trump.x, self.layout.trump.y), face_up=True)
        order = [(event.dealer + 1 + i) % self.players for i in range(dealt)]
        counts = [0] * self.players
        new: list[tuple[Sprite, float]] = []
        for i, seat in enumerate(order):
            hand = event.hands[seat]
            card = hand[counts[seat]] if hand is not None else None
            counts[seat] += 1
            sprite = self._new_sprite(card)
            if seat == self.me:
                sprite.reveal = True
            self.hands[seat].append(sprite)
            new.append((sprite, i * self.duration(DEAL_STAGGER)))
        self.relayout()
        for sprite, delay in new:
            if sprite.tween is not None:
                sprite.tween.delay = delay
        self.sounds.append("shuffle")

    def _take_from_hand(self, seat: int, card: Card) -> Sprite:
        hand = self.hands[seat]
        for sprite in hand:
            if sprite.card == card:
                hand.remove(sprite)
                break
        else:  # a hidden card of another seat: any back will do (the rightmost, as a person would play it)
            sprite = hand.pop()
            sprite.card = card
        if not sprite.face_up:
            sprite.reveal = True
        self.held.discard(sprite)
        self.raised.discard(card)
        return sprite

    def _attacked(self, event: Attacked) -> None:
        self._sweep_beaten()
        for card in event.cards:
            self.table.append((self._take_from_hand(event.seat, card), None))
        self.relayout()
        self.sounds.append("play")
        if event.seat != self.me:
            self.pause.start(self.duration(MOVE + BOT_PAUSE))

    def _beaten(self, event: Beaten) -> None:
        beater = self._take_from_hand(event.seat, event.beater)
        self.table = [(a, beater if a.card == event.attack_card else k) for a, k in self.table]
        self.relayout()
        self.sounds.append("kill")
        if event.seat != self.me:
            self.pause.start(self.duration(MOVE + BOT_PAUSE * 0.6))

    def _picked_up(self, event: PickedUp) -> None:
        keep: list[tuple[Sprite, Sprite | None]] = []
        for attack, kill in self.table:
            if kill is None and attack.card in event.cards:
                if event.seat != self.me:
                    attack.reveal = False
                self.hands[event.seat].append(attack)
            else:
                keep.append((attack, kill))
        self.table = keep
        self.relayout(self.duration(MOVE * 1.3))
        self.sounds.append("take")
        self.pause.start(self.duration(MOVE * 1.3 + 0.15))

    def _discarded(self) -> None:
        """The battle is over: its beaten pairs stay where they lie, face up, until the next attack."""
        self.beaten = [(attack, kill) for attack, kill in self.table if kill is not None]
        self.table = []
        self.relayout()

    def _sweep_beaten(self) -> None:
        """The latest battle's pairs go face down to the discard heap (a new attack begins, or the game ends)."""
        if not self.beaten:
            return
        for attack, kill in self.beaten:
            for sprite in (attack, kill):
                sprite.reveal = False
                self.discard.append(sprite)
        self.beaten = []
        self._layout_discard(self.duration(MOVE * 1.2))
        self.sounds.append("play")

    def _drawn(self, event: Drawn) -> None:
        new: list[Sprite] = []
        for i in range(event.count):
            card = event.cards[i] if event.cards is not None else None
            last = i == event.count - 1
            if last and event.took_trump and self.trump_sprite is not None:
                sprite = self.trump_sprite
                sprite.face_up = True
                self.trump_sprite = None
                if event.seat != self.me:
                    sprite.reveal = False
            else:
                self.stock_left = max(0, self.stock_left - 1)
                sprite = self._new_sprite(card)
                if event.seat == self.me:
                    sprite.reveal = True
            sprite.z = 2000 + i
            self.hands[event.seat].append(sprite)
            new.append(sprite)
        self.relayout()
        for i, sprite in enumerate(new):
            if sprite.tween is not None:
                sprite.tween.delay = i * self.duration(DRAW_STAGGER)
        if new:
            self.sounds.append("deal")

    def draw_order(self) -> list[Sprite]:
        """Sprites bottom to top: resting cards by zone, then every card in flight, then the held ones.

        The trump card under the stock is not among them: the stock is drawn over it.
        """
        resting = sorted(
            (s for s in self.sprites() if not s.moving and s not in self.held and s is not self.trump_sprite),
            key=lambda s: s.z,
        )
        flying = sorted(
            (s for s in self.sprites() if s.moving and s not in self.held and s is not self.trump_sprite),
            key=lambda s: s.z,
        )
        held = sorted(self.held, key=lambda s: s.z)
        return resting + flying + held
