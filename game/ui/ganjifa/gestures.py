"""The player's hand at a Ganjifa table: a card played by drag or click (a two-card play: one card, then the
other, or one click when the rules leave that card one partner), the choice buttons by click or digit, the keyboard
alone (the arrows move the focus, Space plays the focused card), a hint raised and focused, and Enter for the move
the table proposes: the hinted one, else the only legal one (a forced move), else the focused card."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.ui.ganjifa.board import RoundBoard
from game.ui.ganjifa.cardnames import cards_name, cards_or
from game.ui.ganjifa.layout import RoundLayout
from game.ui.ganjifa.model import Adapter, TableModel
from game.ui.i18n import _, ngettext
from game.ui.input import Action, GestureResult, KeyPress, PointerDown, PointerMove, PointerUp
from game.ui.text import TextRenderer
from game.ui.topbar import label_size
from game.ui.widgets import INK, Button

#: Pixels a pressed card must travel before the press counts as a drag rather than a click.
DRAG_SLOP = 8
DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(10)}
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
Point = tuple[int, int]


class HandTable(Protocol):
    """What the gestures read of the table's presenter."""

    model: TableModel
    view: Any
    adapter: Adapter[Any]
    board: RoundBoard

    @property
    def layout(self) -> RoundLayout: ...

    @property
    def me(self) -> int: ...

    @property
    def plays_forced(self) -> bool:
        """Forced moves play themselves (the settings' "Play forced moves: automatically")."""
        ...

    @property
    def tip_open(self) -> bool:
        """A first-game coach's tip shows: a move that would play itself waits until it is closed."""
        ...

    @property
    def text(self) -> TextRenderer: ...

    def my_turn(self) -> bool: ...

    def can_choose(self) -> bool:
        """A click on a choice of the model shown would count now (every event shown, the board may settle)."""

    def rearrange(self, card: int, pos: Point) -> None:
        """``card`` dropped over the hand at ``pos``: put it there."""


def forced_action(view: Any) -> Any | None:
    """The only legal action of ``view``, if it has exactly one."""
    if view is None:
        return None
    actions = tuple(view.legal_actions())
    return actions[0] if len(actions) == 1 else None


class HandGestures:
    """The player's input at one table: the cards she has picked, the focused card, a drag, a hint shown."""

    def __init__(self, table: HandTable) -> None:
        self.table = table
        self.selected: list[int] = []
        self.focus: int | None = None
        #: Where the pointer was when a click played a card: while it stays there, the card that slides under
        #: it is not named (its name over the hand read as left over from the play).
        self.quiet_at: Point | None = None
        self.drag: tuple[int, Point, Point] | None = None
        #: The cards a hint raised and lit, and the hinted action (until the position changes).
        self.hinted: frozenset[int] = frozenset()
        self.hint_intent: Any = None
        #: The view whose only legal action was last worked out, and that action (``None``: it has several).
        self._forced_view: Any = None
        self._forced: Any = None

    def forced(self) -> Any | None:
        """The only legal action of the view shown, if it has exactly one (worked out once per view)."""
        view = self.table.view
        if view is not self._forced_view:
            self._forced_view, self._forced = view, forced_action(view)
        return self._forced

    def reset(self) -> None:
        self.selected, self.focus, self.drag = [], None, None
        self.hinted, self.hint_intent = frozenset(), None

    def hand(self) -> list[int]:
        model = self.table.model
        return [card for card in model.hands[self.table.me] if card is not None] if model.hands else []

    def follow(self) -> None:
        """A new model is shown: the hint goes, the picked and focused cards stay if still in the hand."""
        hand = self.hand()
        self.hinted, self.hint_intent = frozenset(), None
        self.selected = [card for card in self.selected if card in hand]
        self.table.board.lifted = frozenset(self.selected)
        if self.focus not in hand:
            self.focus = None

    def card_at(self, pos: Point, hand_only: bool = True) -> int | None:
        """The card of the player's hand under ``pos`` (the topmost), if any (not ``hand_only``: any card face up
        that stays, on the table or shown in front of a seat)."""
        for sprite in reversed(self.table.board.ordered()):
            if sprite.card is None or sprite.leaving or (sprite.layer != 1 if hand_only else sprite.layer < 1):
                continue
            x, y = sprite.position()
            r = sprite.size / 2
            if (pos[0] - x - r) ** 2 + (pos[1] - y - r) ** 2 <= r * r:
                return sprite.card
        return None

    def over_hand(self, pos: Point) -> bool:
        """Whether ``pos`` is over the player's hand (where its cards lie, rows and all)."""
        slots = self.table.board.hand_slots(len(self.hand()))
        if not slots:
            return False
        area = slots[0].unionall(slots)
        return area.inflate(self.table.layout.card // 2, self.table.layout.card // 4).collidepoint(pos)

    def choice_buttons(self) -> list[Button]:
        table = self.table
        choices = table.model.choices if table.model.mine else ()
        if not choices:
            return []
        ready = table.can_choose()  # shown with the prompt, greyed while a click would not count yet
        area = table.layout.choices
        gap = max(4, table.layout.unit // 3)
        labels = [_key_label(choice.label, i) for i, choice in enumerate(choices)]
        # As wide as the longest label needs (German "Aussteigen (3)"), so every label keeps the same size.
        size = label_size(pygame.Rect(area)) if area.h else 12
        wanted = max(table.text.render(label, size, INK, bold=True).get_width() for label in labels) + 16
        width = min(max(table.layout.unit * 7, wanted), (area.w - gap * (len(choices) - 1)) // len(choices))
        left = area.centerx - (width * len(choices) + gap * (len(choices) - 1)) // 2
        return [
            Button(
                pygame.Rect(left + i * (width + gap), area.y, width, area.h),
                labels[i],
                enabled=ready,
                focused=ready and self.hint_intent is not None and choice.action == self.hint_intent,  # the hint
            )
            for i, choice in enumerate(choices)
        ]

    def proposed(self) -> Any | None:
        """The move Enter plays: the hinted one, else the only legal one."""
        if self.hint_intent is not None:
            return self.hint_intent
        return self.forced()

    # ----- input ----------------------------------------------------------------------------------------
    def handle(self, action: Action) -> GestureResult:
        """What ``action`` means now: at the player's turn a play; at any moment a card dragged within the hand is
        put where it is dropped."""
        table = self.table
        mine = table.my_turn()
        if isinstance(action, KeyPress):
            return self._key(action.key) if mine else GestureResult()
        if isinstance(action, PointerDown):
            for button, choice in zip(self.choice_buttons(), table.model.choices, strict=False):
                if button.hit(action.pos):
                    return GestureResult(intent=choice.action)
            card = self.card_at(action.pos)
            if card is not None:
                self.drag = (card, action.pos, action.pos)
            return GestureResult()
        if isinstance(action, PointerMove) and self.drag is not None:
            card, start, _last = self.drag
            self.drag = (card, start, action.pos)
            sprite = table.board.sprites.get(("card", card))
            if sprite is not None and _far(start, action.pos):
                sprite.tween = None
                sprite.rect.center = action.pos
            return GestureResult()
        if isinstance(action, PointerUp) and self.drag is not None:
            card, start, _last = self.drag
            self.drag = None
            dragged = _far(start, action.pos)
            table.board.sync(table.model, instant=False)  # the card glides back unless it is played
            if dragged and self.over_hand(action.pos):
                table.rearrange(card, action.pos)  # dropped on the hand: put there
                return GestureResult()
            chosen = self._choose(card) if mine else GestureResult()
            if chosen.intent is not None:
                self.quiet_at = action.pos
            return chosen
        return GestureResult()

    def _key(self, key: int) -> GestureResult:
        model = self.table.model
        if key in DIGITS and model.choices:
            index = (DIGITS[key] - 1) % 10
            if index < len(model.choices):
                return GestureResult(intent=model.choices[index].action)
            return GestureResult()
        proposed = self.proposed()
        if proposed is not None and (key in ENTER or (key == pygame.K_SPACE and self.focus is None)):
            self._drop_selection()
            return GestureResult(intent=proposed)
        hand = self.hand()
        if not hand:
            return GestureResult()
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if key == pygame.K_RIGHT else -1
            index = hand.index(self.focus) + step if self.focus in hand else (0 if step > 0 else len(hand) - 1)
            self.focus = hand[index % len(hand)]
        elif key in (pygame.K_SPACE, *ENTER, pygame.K_UP) and self.focus is not None:
            return self._choose(self.focus)
        elif key == pygame.K_DOWN and self.selected:
            self._drop_selection()
        return GestureResult()

    def _drop_selection(self) -> None:
        self.selected = []
        self.table.board.lifted = frozenset()
        self.table.board.sync(self.table.model)

    def _choose(self, card: int) -> GestureResult:
        """The player chose ``card``: a whole play is submitted; the first card of a two-card play is lifted."""
        table = self.table
        chosen = [c for c in self.selected if c != card] if card in self.selected else [*self.selected, card]
        play = table.adapter.play_for(table.view, chosen)
        if play is None and chosen:
            play = table.adapter.only_play_with(table.view, chosen)  # its partner is fixed: both go at one click
        if play is not None:
            self.selected = []
            table.board.lifted = frozenset()
            return GestureResult(intent=play)
        if (chosen and table.adapter.wants_more(table.view, chosen)) or not chosen:
            grew = len(chosen) > len(self.selected)
            self.selected = chosen
            table.board.lifted = frozenset(chosen)
            table.board.sync(table.model)
            return GestureResult(notice=self._progress() if grew else "")
        if self.selected and card not in self.selected:  # a good start and a card that does not go with it: kept
            return GestureResult(notice=self._partner_refusal(card))
        self._drop_selection()
        why = table.adapter.card_refusal(table.view, card)  # review 14: what is wrong with this card, in every phase
        return GestureResult(notice=refusal_words(table.view, table.adapter.rule_words(table.view), why))

    def _progress(self) -> str:
        """How far the lifted cards go towards a play of several cards (review 14: "1 of 2" while covering)."""
        table, chosen = self.table, set(self.selected)
        sizes = {len(a.cards) for a in table.view.legal_actions() if chosen < set(a.cards)}
        if len(sizes) != 1:
            return ""
        total = sizes.pop()
        more = total - len(chosen)
        said = _("{count} of {total} cards chosen: {cards}.").format(
            count=len(chosen), total=total, cards=cards_name(self.selected)
        )
        then = ngettext(
            "Choose {count} more card; click a chosen card to put it back.",
            "Choose {count} more cards; click a chosen card to put it back.",
            more,
        ).format(count=more)
        return f"{said} {then}"

    def _partner_refusal(self, card: int) -> str:
        """Why ``card`` does not complete the play begun with the lifted cards, and what would (review 11: the
        first card was dropped with a refusal that did not say why)."""
        table, selected = self.table, self.selected
        start = set(selected)
        partners = sorted(
            {c for action in table.view.legal_actions() for c in action.cards if start < set(action.cards)} - start
        )
        said = _("{card} does not go with {chosen}.").format(card=cards_name((card,)), chosen=cards_name(selected))
        why = table.adapter.partner_refusal(table.view, selected, card)
        if 0 < len(partners) <= 3:
            choose = _("With it you may play {cards}.").format(cards=cards_or(partners))
        else:
            choose = table.adapter.rule_words(table.view)
        return " ".join(part for part in (_sentence(said), why, choose) if part)

    def show_hint(self, intent: Any) -> str:
        """Name the hinted move; its cards raised, lit and the first focused (Enter plays it)."""
        table = self.table
        for choice in table.model.choices:
            if choice.action == intent:
                self.hint_intent = intent
                reason = table.adapter.hint_reason(table.view, intent)
                if reason:
                    return _("Hint: {choice}. {reason}").format(choice=choice.label, reason=reason)
                return _("Hint: {choice}").format(choice=choice.label)
        cards = tuple(getattr(intent, "cards", ()))
        if not cards:
            return _("No hint for this position.")
        self.hint_intent = intent
        self.hinted = frozenset(cards)
        self.selected = []
        self.focus = cards[0]
        table.board.lifted = self.hinted
        table.board.sync(table.model)
        reason = table.adapter.hint_reason(table.view, intent)
        if reason:
            return _("Hint: play {cards}. {reason} Enter plays it.").format(cards=cards_name(cards), reason=reason)
        return _("Hint: play {cards}. Enter plays it.").format(cards=cards_name(cards))

    def forced_line(self) -> str:
        """The line over the hand when the player has one legal move only (Enter plays it), else ``""``."""
        forced = self.forced() if self.table.my_turn() else None
        cards = tuple(getattr(forced, "cards", ()))
        if not cards:
            return ""
        if self.table.plays_forced:  # it plays itself: no key to press
            if self.table.tip_open:  # review 13: "in a moment" while it waited for the tip looked frozen
                return _("Your only play: {cards}. It plays itself once you close the tip (G).").format(
                    cards=cards_name(cards)
                )
            return _("Your only play: {cards}. It plays itself in a moment.").format(cards=cards_name(cards))
        return _("Your only play: {cards}. Enter plays it.").format(cards=cards_name(cards))

    def rejected(self) -> None:
        self.hint_intent, self.hinted = None, frozenset()
        self._drop_selection()


def refusal_words(view: Any, rule: str = "", why: str = "") -> str:
    """Why a card cannot be played, with what may be: each legal play named when there are few, else the rule
    of the moment (``rule``: the banner's words; a refusal that said only "cannot be played now" left the new
    player guessing). ``why``: what is wrong with the card itself, said in place of both when the game knows."""
    plays = [cards for cards in (tuple(getattr(a, "cards", ())) for a in view.legal_actions()) if cards]
    named = "; ".join(cards_name(cards) for cards in plays) if 0 < len(plays) <= 3 else ""
    if why:
        return _("{why} You may play {plays}.").format(why=_sentence(why), plays=named) if named else _sentence(why)
    if named:
        if rule:  # the rule and what it leaves (review 12: the plays alone did not say why)
            return _("That card cannot be played now. {rule} You may play {plays}.").format(rule=rule, plays=named)
        return _("That card cannot be played now; you may play {plays}.").format(plays=named)
    if rule:
        return _("That card cannot be played now. {rule}").format(rule=rule)
    return _("That card cannot be played now.")


def _sentence(words: str) -> str:
    """``words`` starting a sentence: its first letter upper case (a card's name begins with "the")."""
    return words[:1].upper() + words[1:]


def _key_label(label: str, index: int) -> str:
    """A choice button's words with the digit key that chooses it (``Keep (1)``); a stake's number is its own."""
    key = str((index + 1) % 10)
    return label if label in (key, str(index + 1)) else f"{label} ({key})"


def _far(a: Point, b: Point) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) > DRAG_SLOP
