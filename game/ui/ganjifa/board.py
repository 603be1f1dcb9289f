"""The cards of a Ganjifa table as sprites that glide to where the model puts them (no drawing, no pygame
display: tested with ``update(dt)``).

A known card is one sprite wherever it goes (``("card", c)``: in the player's hand, on the table, shown in front of
a seat); a face-down card of another seat is ``("back", seat, i)``. :meth:`RoundBoard.sync` gives every sprite its
new place: a card a bot plays starts where that bot's last face-down card was, cards dealt start from the middle,
and cards that leave the table glide to the pile of the seat whose tricks grew (after a short pause, so the
trick can be read) before they go.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from game.ui.anim import Tween
from game.ui.ganjifa.layout import RoundLayout
from game.ui.ganjifa.model import ChipMove, Place, TableModel, at_plate, on_felt

Key = tuple[object, ...]
#: Seconds a card takes to glide, at normal speed; dealt cards leave one after another by this much.
GLIDE = 0.32
DEAL_STAGGER = 0.025
#: Seconds a finished trick stays on the table before it is gathered.
TRICK_PAUSE = 0.7
#: Seconds a card takes to turn over (face down to face up), and the wait between seats that turn theirs over at
#: once (a luck game's showdown: one hand after another around the table).
TURN = 0.3
REVEAL_STAGGER = 0.3
#: Seconds a chip takes to fly, the gap between the chips of one move, and the most chips drawn for one move.
CHIP_FLIGHT = 0.45
CHIP_STAGGER = 0.06
FLYING_CHIPS = 6


@dataclass(eq=False)
class RoundSprite:
    key: Key
    card: int | None
    rect: Rect
    size: int
    tween: Tween | None = None
    #: Drawn above lower layers (the table's cards over the hands).
    layer: int = 0
    #: Removed once its glide ends (gathered into a pile).
    leaving: bool = False
    #: A face-down card being turned face up: its progress from 0 to 1 is the tween's x.
    turn: Tween | None = None
    #: Its place in the model's order within its layer: a hand's cards are drawn as the hand now runs (back row
    #: first), not in the order they were dealt (a sorted hand's back-row card covered a front-row rank).
    order: int = 0

    @property
    def moving(self) -> bool:
        return (self.tween is not None and not self.tween.done) or (self.turn is not None and not self.turn.done)

    def position(self) -> tuple[float, float]:
        return self.tween.position if self.tween is not None else (float(self.rect.x), float(self.rect.y))


@dataclass
class RoundBoard:
    """Every card sprite of the table, gliding to the places of the latest :class:`TableModel`."""

    layout: RoundLayout
    me: int
    speed: float = 1.0
    sprites: dict[Key, RoundSprite] = field(default_factory=dict)
    model: TableModel | None = None
    lifted: frozenset[int] = frozenset()
    sounds: list[str] = field(default_factory=list)
    #: Chips in flight, each a tween of its centre (removed when it lands).
    chips: list[Tween] = field(default_factory=list)
    #: The runs of the player's hand that belong together (its suits, when sorted by suit): each starts a row.
    hand_groups: tuple[int, ...] = ()

    def hand_slots(self, n: int, lifted: frozenset[int] = frozenset()) -> list[Rect]:
        """Where the player's ``n`` cards lie (``lifted``: the indices raised), her suits kept to their rows."""
        return self.layout.hand_slots(n, lifted, self.hand_groups)

    @property
    def busy(self) -> bool:
        return bool(self.chips) or any(sprite.moving for sprite in self.sprites.values())

    def update(self, dt: float) -> None:
        for chip in self.chips:
            chip.update(dt)
        self.chips = [chip for chip in self.chips if not chip.done]
        for sprite in list(self.sprites.values()):
            if sprite.turn is not None:
                sprite.turn.update(dt)
                if sprite.turn.done:
                    sprite.turn = None
            if sprite.tween is not None:
                sprite.tween.update(dt)
                if sprite.tween.done:
                    x, y = sprite.tween.end
                    sprite.rect = Rect(round(x), round(y), sprite.size, sprite.size)
                    sprite.tween = None
                    if sprite.leaving:
                        del self.sprites[sprite.key]

    def ordered(self) -> list[RoundSprite]:
        """The sprites in drawing order (lower layers first)."""
        return sorted(self.sprites.values(), key=lambda s: (s.layer, s.order))

    def places(self, model: TableModel) -> dict[Key, tuple[Rect, int | None, int]]:
        """Each sprite's place in ``model``: its rectangle, its face (``None``: down) and its layer."""
        lay = self.layout
        places: dict[Key, tuple[Rect, int | None, int]] = {}
        for seat, hand in enumerate(model.hands):
            if seat == self.me:
                lifted = frozenset(i for i, card in enumerate(hand) if card in self.lifted)
                for rect, card in zip(self.hand_slots(len(hand), lifted), hand, strict=True):
                    key: Key = ("card", card) if card is not None else ("back", seat, len(places))
                    places[key] = (rect, card, 1)
                continue
            shown = [c for c in hand if c is not None]
            backs = len(hand) - len(shown)
            for index, rect in enumerate(lay.fan_slots(seat, backs)):
                places[("back", seat, index)] = (rect, None, 0)
            for index, rect in enumerate(lay.shown_slots(seat, len(shown))):
                places[("card", shown[index])] = (rect, shown[index], 2)
        per_seat: dict[int, int] = {}
        for seat, card in model.table:
            index = per_seat.get(seat, 0)
            per_seat[seat] = index + 1
            places[("card", card)] = (lay.spot(seat, index), card, 3 + index)
        return places

    def sync(self, model: TableModel, instant: bool = False) -> None:
        """Move every sprite to its place in ``model`` (at once when ``instant``)."""
        old = self.model
        self.model = model
        places = self.places(model)
        gatherer = _gatherer(old, model)
        duration = 0.0 if instant else GLIDE * self.speed
        backs_gone = self._backs_gone(places)
        dealt = 0
        revealing: list[int] = []  # the seats turning cards over, in the order met (seat order)
        for order, (key, (rect, card, layer)) in enumerate(places.items()):
            sprite = self.sprites.get(key)
            turned = False
            if sprite is None:
                source = self._start_of(key, card, backs_gone, rect)
                turned = source is not None
                if source is None:  # a new card from the deck in the middle: dealt one after another
                    start = self.layout.centre.center
                    delay = dealt * DEAL_STAGGER * self.speed
                    dealt += 1
                else:
                    start, seat = source
                    if seat not in revealing:
                        revealing.append(seat)
                    delay = revealing.index(seat) * REVEAL_STAGGER * self.speed
                sprite = RoundSprite(key, card, Rect(0, 0, rect.w, rect.w), rect.w, layer=layer)
                sprite.rect.center = start
                if turned and not instant:
                    sprite.turn = Tween((0.0, 0.0), (1.0, 0.0), max(0.01, TURN * self.speed), delay)
                self.sprites[key] = sprite
            else:
                delay = 0.0
            self._glide(sprite, rect, duration, delay, instant)
            sprite.card, sprite.layer, sprite.leaving, sprite.order = card, layer, False, order
        for key, sprite in list(self.sprites.items()):
            if key in places or sprite.leaving:
                continue
            if gatherer is not None and key[0] == "card" and not instant:
                pile = self.layout.piles[gatherer]
                sprite.leaving = True  # face up while the trick can be read, face down once it moves
                self._glide(sprite, Rect(pile.x, pile.y, pile.w, pile.w), duration, TRICK_PAUSE * self.speed, False)
                if "take" not in self.sounds:
                    self.sounds.append("take")
            else:
                del self.sprites[key]
        if dealt:
            self.sounds.append("deal")
        self._fly_chips(old, model, instant)

    def chip_point(self, place: Place) -> tuple[int, int]:
        """Where chips lie at ``place``: the middle of the table, a seat's stake on the felt, its plate (just off
        its edge towards the middle)."""
        kind, seat = place
        if kind == "pot":
            return self.layout.centre.center
        if kind == "stake":
            return self.layout.stakes[seat]
        # The plate's edge towards the middle, not its middle: chips landing there leave its words readable.
        plate, clear = self.layout.plates[seat], round(self.layout.unit * 0.6) + 2  # a chip's radius and a little
        below = plate.centery < self.layout.centre.centery
        return (plate.centerx, plate.bottom + clear) if below else (plate.centerx, plate.top - clear)

    def _fly_chips(self, old: TableModel | None, model: TableModel, instant: bool) -> None:
        """Send the chips of ``model``'s moves (or of its stakes' changes since ``old``) on their way."""
        if instant:
            self.chips.clear()
            return
        moves = model.moves or _stake_moves(old, model)
        for move in moves:
            start, end = self.chip_point(move.source), self.chip_point(move.target)
            for index in range(min(FLYING_CHIPS, move.chips)):
                delay = index * CHIP_STAGGER * self.speed
                self.chips.append(Tween(start, end, max(0.01, CHIP_FLIGHT * self.speed), delay))
        if moves:
            self.sounds.append("chips")

    def _backs_gone(self, places: dict[Key, tuple[Rect, int | None, int]]) -> dict[int, list[Rect]]:
        """Per seat, where its face-down cards that leave now were (a played card starts there)."""
        gone: dict[int, list[Rect]] = {}
        for key, sprite in self.sprites.items():
            if key[0] == "back" and key not in places:
                seat = key[1]
                assert isinstance(seat, int)
                gone.setdefault(seat, []).append(sprite.rect)
        return gone

    def _start_of(
        self, key: Key, card: int | None, backs_gone: dict[int, list[Rect]], rect: Rect
    ) -> tuple[tuple[int, int], int] | None:
        """Where a new sprite starts, and whose card it is: a card another seat played or turned over, from its
        face-down hand; else ``None`` (the deck in the middle)."""
        if key[0] != "card" or self.model is None:
            return None
        seats = [seat for seat, played in self.model.table if played == card]
        seats += [seat for seat, hand in enumerate(self.model.hands) if card in hand]
        for seat in seats:
            hand = backs_gone.get(seat)
            if seat == self.me and not hand:
                continue  # the player's own card, known all along: no back to turn over
            return (hand.pop().center if hand else self.layout.hands[seat].center), seat
        return None

    def _glide(self, sprite: RoundSprite, rect: Rect, duration: float, delay: float, instant: bool) -> None:
        target = (float(rect.x), float(rect.y))
        if instant or (sprite.rect.topleft == rect.topleft and sprite.size == rect.w and sprite.tween is None):
            sprite.rect, sprite.size, sprite.tween = Rect(rect), rect.w, None
            return
        start = sprite.position()
        sprite.size = rect.w
        sprite.tween = Tween(start, target, max(0.01, duration), delay)


def _gatherer(old: TableModel | None, new: TableModel) -> int | None:
    """The seat whose pile of tricks grew from ``old`` to ``new``, if one did."""
    if old is None or len(old.tricks) != len(new.tricks):
        return None
    grown = [seat for seat, (a, b) in enumerate(zip(old.tricks, new.tricks, strict=True)) if b > a]
    return grown[0] if grown else None


def _stake_moves(old: TableModel | None, new: TableModel) -> tuple[ChipMove, ...]:
    """A stake that grew since ``old`` comes from its seat's plate; one that shrank goes back to it."""
    if old is None:
        return ()
    moves = []
    for seat, now in enumerate(new.stakes):
        before = old.stakes[seat] if seat < len(old.stakes) else 0
        if now > before:
            moves.append(ChipMove(at_plate(seat), on_felt(seat), now - before))
        elif now < before:
            moves.append(ChipMove(on_felt(seat), at_plate(seat), before - now))
    return tuple(moves)
