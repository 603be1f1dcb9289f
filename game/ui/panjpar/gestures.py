"""Panjpar's gestures: what the player's actions at the table mean as intents.

Click to select, drag the selection onto the table to attack, drag one card onto an attack card to kill it,
click a card then its target, the Take button, and the keyboard. The presenter hands the generic table only
what :meth:`TableGestures.handle` returns and reports rejections back.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.panjpar.actions import AttackIntent, Beat, Take
from game.panjpar.cards import Card
from game.panjpar.position import attack_pattern_ok, max_attack_size
from game.panjpar.view import SeatView
from game.ui.anim import Sprite
from game.ui.i18n import _
from game.ui.input import Action, GestureResult, KeyPress, PointerDown, PointerMove, PointerUp
from game.ui.panjpar.board import Board
from game.ui.panjpar.cardtext import card_name

#: Pixels the pointer must travel with the button down before a press becomes a drag.
DRAG_THRESHOLD = 6


def attack_problem(cards: list[Card], view: SeatView) -> str | None:
    """Why these cards are not a legal attack now, in the player's language (``None``: they are)."""
    if not cards:
        return _("Select 1, 3 or 5 cards to attack")
    limit = max_attack_size(len(view.hand), view.hand_sizes[view.defender])
    if len(cards) > limit:
        return _("The defender holds too few cards: attack with at most {n}").format(n=limit)
    if len(cards) not in (1, 3, 5):
        return _("Attack with 1, 3 or 5 cards")
    if not attack_pattern_ok(cards):
        return _("Three cards need a pair") if len(cards) == 3 else _("Five cards need two pairs")
    return None


@dataclass
class Drag:
    sprites: list[Sprite]
    grab: tuple[float, float]
    pos: tuple[int, int]


@dataclass
class Press:
    card: Card
    pos: tuple[int, int]


@dataclass
class TableGestures:
    """Selection, cursor and drag state of the player at the table (seat ``seat``)."""

    seat: int
    selected: list[Card] = field(default_factory=list)
    cursor: int = 0
    target: int = 0
    drag: Drag | None = None
    press: Press | None = None
    keyboard: bool = False
    _attacks: list[frozenset[Card]] = field(default_factory=list)
    _view: SeatView | None = None

    # ----- state from the game -------------------------------------------------------------------------
    def set_view(self, view: SeatView, board: Board) -> None:
        """A new position: forget selections that no longer apply and list the legal attacks once."""
        self._view = view
        self._attacks = [frozenset(a.cards) for a in view.legal_attacks()]
        hand = set(view.hand)
        self.selected = [c for c in self.selected if c in hand] if self.attacking else []
        if not self.attacking:
            self.selected = self.selected[:1]
        self.cursor = min(self.cursor, max(0, len(view.hand) - 1))
        open_ = self.open_targets()
        self.target = open_[0] if open_ else 0
        self._sync(board)

    @property
    def attacking(self) -> bool:
        v = self._view
        return v is not None and v.phase == "attack" and v.attacker == self.seat

    @property
    def defending(self) -> bool:
        v = self._view
        return v is not None and v.phase == "defend" and v.defender == self.seat

    @property
    def active(self) -> bool:
        return self.attacking or self.defending

    def open_targets(self) -> list[int]:
        """Indices of the attack cards not yet killed."""
        v = self._view
        return [] if v is None else [i for i, (_a, b) in enumerate(v.table) if b is None]

    def selection_is_attack(self) -> bool:
        return self.attacking and frozenset(self.selected) in self._attacks

    def completing(self) -> set[Card]:
        """Cards that, added to the selection, can still make a legal attack (they light up)."""
        chosen = frozenset(self.selected)
        if not self.attacking or not chosen:
            return set()
        out: set[Card] = set()
        for attack in self._attacks:
            if chosen < attack:
                out |= attack - chosen
        return out

    def legal_targets(self, card: Card | None) -> list[int]:
        """Indices of the open attack cards ``card`` may kill."""
        v = self._view
        if v is None or card is None or not self.defending:
            return []
        return [i for i in self.open_targets() if card in v.beaters(v.table[i][0])]

    def focus_card(self, board: Board) -> Card | None:
        hand = board.my_hand()
        if not hand:
            return None
        sprite = hand[min(self.cursor, len(hand) - 1)]
        return Card(sprite.card) if sprite.card is not None else None

    def _sync(self, board: Board) -> None:
        board.raised = set(self.selected)

    def show(self, cards: list[Card], board: Board, target: int | None = None) -> None:
        """Select ``cards`` (and aim at the attack card ``target``) as a hint shows a move, without playing it."""
        self.selected = list(cards)
        if target is not None:
            self.target = target
        self.drag = self.press = None
        self._sync(board)

    # ----- hit tests -----------------------------------------------------------------------------------
    @staticmethod
    def hand_card_at(board: Board, pos: tuple[int, int]) -> Card | None:
        w, h = board.layout.card_w, board.layout.card_h
        for sprite in reversed(board.my_hand()):
            if pygame.Rect(round(sprite.pos[0]), round(sprite.pos[1]), w, h).collidepoint(pos):
                return Card(sprite.card) if sprite.card is not None else None
        return None

    @staticmethod
    def table_index_at(board: Board, pos: tuple[int, int]) -> int | None:
        """The attack card under ``pos`` (its own rectangle or the killing card's)."""
        for i, (slot, kslot) in reversed(list(enumerate(board.table_rects()))):
            if slot.union(kslot).inflate(board.layout.margin, board.layout.margin).collidepoint(pos):
                return i
        return None

    # ----- actions -------------------------------------------------------------------------------------
    def handle(self, action: Action, board: Board, action_button: pygame.Rect | None) -> GestureResult:
        """What ``action`` means at the table now; the caller submits the intent, if any."""
        if not self.active:
            return GestureResult()
        if isinstance(action, PointerDown):
            return self._down(action, board, action_button)
        if isinstance(action, PointerMove):
            self._move(action, board)
            return GestureResult()
        if isinstance(action, PointerUp):
            return self._up(action, board)
        if isinstance(action, KeyPress):
            return self._key(action.key, board)
        return GestureResult()

    def _down(self, action: PointerDown, board: Board, action_button: pygame.Rect | None) -> GestureResult:
        self.keyboard = False
        if action_button is not None and action_button.collidepoint(action.pos):
            return self.primary()
        card = self.hand_card_at(board, action.pos)
        if card is not None:
            self.press = Press(card, action.pos)
            return GestureResult()
        index = self.table_index_at(board, action.pos)
        if self.defending and index is not None and self.selected:  # click-to-move: card, then target
            return self._kill(index, self.selected[0], board)
        if self.attacking and self.selected and board.layout.battle.collidepoint(action.pos):
            return self.primary()
        return GestureResult()

    def _move(self, action: PointerMove, board: Board) -> None:
        if self.drag is not None:
            self.drag.pos = action.pos
            self._place_drag(board)
            return
        press = self.press
        if press is None:
            return
        if abs(action.pos[0] - press.pos[0]) + abs(action.pos[1] - press.pos[1]) < DRAG_THRESHOLD:
            return
        if self.attacking:
            if press.card not in self.selected:
                self.selected.append(press.card)
            cards = list(self.selected)
        else:
            cards = [press.card]
            self.selected = [press.card]
        hand = {s.card: s for s in board.my_hand()}
        sprites = [hand[c] for c in cards if c in hand]
        sprites.sort(key=lambda s: s.pos[0])
        lead = hand[press.card]
        self.drag = Drag(sprites, (press.pos[0] - lead.pos[0], press.pos[1] - lead.pos[1]), action.pos)
        offset = sprites.index(lead)
        self.drag.grab = (self.drag.grab[0] + offset * board.layout.card_w * 0.3, self.drag.grab[1])
        board.held = set(sprites)
        for sprite in sprites:
            sprite.tween = None
        self.press = None
        self._sync(board)
        self._place_drag(board)

    def _place_drag(self, board: Board) -> None:
        drag = self.drag
        assert drag is not None
        step = board.layout.card_w * 0.3
        for i, sprite in enumerate(drag.sprites):
            sprite.pos = (drag.pos[0] - drag.grab[0] + i * step, drag.pos[1] - drag.grab[1] - i * 2)

    def dragged_card(self) -> Card | None:
        if self.drag is None or len(self.drag.sprites) != 1 or self.drag.sprites[0].card is None:
            return None
        return Card(self.drag.sprites[0].card)

    def _up(self, action: PointerUp, board: Board) -> GestureResult:
        drag, press = self.drag, self.press
        self.drag, self.press = None, None
        if drag is not None:
            board.held.clear()
            result = self._drop(drag, action.pos, board)
            if result.intent is None:
                board.relayout()
            return result
        if press is not None:
            self._toggle(press.card, board)
        return GestureResult()

    def _drop(self, drag: Drag, pos: tuple[int, int], board: Board) -> GestureResult:
        layout = board.layout
        if self.attacking:
            if pos[1] >= layout.hand.y + layout.raise_px:  # dropped back into the hand
                return GestureResult()
            return self.primary()
        card = drag.sprites[0].card
        index = self.table_index_at(board, pos)
        if card is None or index is None:
            return GestureResult()
        return self._kill(index, Card(card), board)

    def _kill(self, index: int, card: Card, board: Board) -> GestureResult:
        v = self._view
        assert v is not None
        attack, beater = v.table[index]
        if beater is not None:
            return GestureResult(notice=_("That card is already killed"))
        if card not in v.beaters(attack):
            return GestureResult(
                notice=_("{card} does not beat {attack}").format(card=card_name(card), attack=card_name(attack))
            )
        self.selected = []
        self._sync(board)
        return GestureResult(Beat(self.seat, attack, card))

    def _toggle(self, card: Card, board: Board) -> None:
        if card in self.selected:
            self.selected.remove(card)
        elif self.attacking:
            self.selected.append(card)
        else:
            self.selected = [card]
        self._sync(board)
        board.relayout(board.duration(0.12))

    def primary(self) -> GestureResult:
        """The action button (and Enter with nothing focused): attack with the selection, or take."""
        v = self._view
        assert v is not None
        if self.defending:
            return GestureResult(Take(self.seat))
        problem = attack_problem(self.selected, v)
        if problem is not None:
            return GestureResult(notice=problem)
        return GestureResult(AttackIntent(self.seat, tuple(self.selected)))

    def _key(self, key: int, board: Board) -> GestureResult:
        self.keyboard = True
        hand = board.my_hand()
        if key in (pygame.K_LEFT, pygame.K_a):
            self.cursor = max(0, self.cursor - 1)
        elif key in (pygame.K_RIGHT, pygame.K_d):
            self.cursor = min(len(hand) - 1, self.cursor + 1)
        elif key in (pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN):
            card = self.focus_card(board)
            if card is not None:
                self._toggle(card, board)
        elif key == pygame.K_TAB:
            open_ = self.open_targets()
            if open_:
                later = [i for i in open_ if i > self.target]
                self.target = later[0] if later else open_[0]
        elif key == pygame.K_t:
            if self.defending:
                return GestureResult(Take(self.seat))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.attacking:
                if not self.selected:
                    card = self.focus_card(board)
                    if card is not None:
                        self.selected = [card]
                return self.primary()
            card = self.selected[0] if self.selected else self.focus_card(board)
            if card is not None and self.target in self.open_targets():
                return self._kill(self.target, card, board)
        return GestureResult()

    def rejected(self, board: Board) -> None:
        """The controller refused the last intent: the cards fly back."""
        board.held.clear()
        board.relayout()
