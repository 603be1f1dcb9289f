"""Ekrang at the table: the trick table (game/ui/ganjifa/tricks.py) with ekrang's words for its phases."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.ganjifa.actions import Play
from game.ganjifa.cards import SUIT_MASKS, SUITS, mask_of, parse_card, suit, suits_in, values
from game.ganjifa.ekrang.deal import suit_count
from game.ganjifa.ekrang.state import EkrangView
from game.ui.coach import Tip
from game.ui.ganjifa import rules_ekrang
from game.ui.ganjifa.cardnames import card_name, cards_or, suit_names
from game.ui.ganjifa.ekrang_tips import ekrang_tips
from game.ui.ganjifa.gameui import ganjifa_ui
from game.ui.ganjifa.hint_reasons import ekrang_reason
from game.ui.ganjifa.legend import mughal_clause
from game.ui.ganjifa.model import AdapterHost
from game.ui.ganjifa.tricks import TrickAdapter
from game.ui.ganjifa.words import key_words, wins_score
from game.ui.i18n import _, ngettext


def ekrang_words() -> dict[str, Callable[[], str]]:
    return {
        "opening": lambda: _("Open: lay the key card and one of your highest number cards."),
        "cover": lambda: _("Cover the two cards: each with a lower card (any card if you have none lower)."),
        "lead": lambda: _("Lead: choose a suit and play your highest card of it."),
        "follow": lambda: _("Follow: beat with a higher card of the suit if you hold one, else follow suit."),
        "low": lambda: _("Play your lowest card of the suit."),
        "play": lambda: _("Play any card: the highest of the suit takes the trick."),
    }


class EkrangAdapter(TrickAdapter[EkrangView]):
    """The trick table with ekrang's words."""

    def __init__(self) -> None:
        super().__init__(ekrang_words)

    def to_move(self, view: EkrangView) -> int | None:
        return view.to_move if view.to_move >= 0 else None

    def mughal(self, view: EkrangView) -> bool:
        return view.mughal

    def teams(self, view: EkrangView) -> bool:
        return view.teams

    def partner_refusal(self, view: EkrangView, selected: Sequence[int], card: int) -> str:
        """A cover's second card that is not lower than the table card it would cover (the first card covers the
        key card, or the number card, as the legal covers with it say)."""
        if view.phase != "cover" or len(selected) != 1:
            return ""
        slots = sorted(
            {cards.index(selected[0]) for cards in (p.cards for p in view.legal_actions()) if selected[0] in cards}
        )
        covered = [(view.key, view.number)[1 - slot] for slot in slots]
        if not covered:
            return ""
        order = mughal_clause(view.mughal, suit(card), (card, *covered))  # review 12: "2 not lower than 3"
        return _("It is not lower than {covered}.").format(covered=cards_or(covered)) + order

    def card_refusal(self, view: EkrangView, card: int) -> str:
        """Review 14: the card's own fault, by the phase's rule (a cover's second card has its own, above)."""
        hand = mask_of(view.hand)
        order = values(view.mughal)
        name = card_name(card)
        if view.phase == "opening":
            return _("The opening lays the key card, {key}, and one of your highest number cards.").format(
                key=card_name(view.key)
            )
        if view.phase == "cover":
            return _("{card} is not lower than {covered}.").format(card=name, covered=cards_or((view.key, view.number)))
        if view.phase == "lead":
            best = order.highest(hand & SUIT_MASKS[suit(card)])
            said = _("{card} is not your highest {suit}: {best} is.")
            return said.format(card=name, suit=suit_names()[suit(card)], best=card_name(best)) + mughal_clause(
                view.mughal, suit(card), (card, best)
            )
        if view.phase not in ("follow", "low") or not 0 <= view.suit < len(suit_names()):
            return ""
        led = suit_names()[view.suit]
        if view.phase == "follow":
            if hand & order.higher_in_suit[view.high]:
                said = _("{card} does not beat {high}, and you hold a higher {suit}: you must beat it.")
                return said.format(card=name, high=card_name(view.high), suit=led) + mughal_clause(
                    view.mughal, view.suit, (card, view.high)
                )
            return _("{card} is not a {suit}: you must follow suit.").format(card=name, suit=led)
        if hand & SUIT_MASKS[view.suit]:
            low = order.lowest(hand & SUIT_MASKS[view.suit])
            return _("{card} is not your lowest {suit}: {low} is.").format(card=name, suit=led, low=card_name(low))
        return _("You hold no {suit}: play one of your lowest cards.").format(suit=led)

    def suits_in_play(self, view: EkrangView) -> frozenset[int]:
        """Review 14: the suits of the cards seen once they are as many as the game uses (fast, or two players:
        fewer than eight); until then none is ruled out."""
        suits = suits_in(view.seen())
        return suits if len(suits) >= suit_count(view.players, view.fast) else frozenset(range(SUITS))

    def watching(self, view: EkrangView) -> bool:
        return view.dealt and not view.hand and view.to_move >= 0

    def notes(self, view: EkrangView) -> str:
        """The key suit (a new player could not tell day from night at the table) and the options played."""
        played = [
            name
            for name, on in ((_("Mughal order"), view.mughal), (_("Fast"), view.fast), (_("Teams"), view.teams))
            if on
        ]
        options = [_("Options: {options}").format(options=" · ".join(played))] if played else []
        return " · ".join([key_words(view.night), *options])

    def turn_words(self, view: EkrangView) -> str:
        """A follower who holds none of the suit led is told so: any card will do."""
        if (
            view.phase == "follow"
            and 0 <= view.suit < len(suit_names())
            and not any(suit(card) == view.suit for card in view.hand)
        ):
            return _("You hold no {suit}: play any card.").format(suit=suit_names()[view.suit])
        return super().turn_words(view)

    def coach_tips(self, view: EkrangView, me: int) -> list[Tip]:
        return ekrang_tips(view) if view.to_move == me else []

    def last_play(self, view: EkrangView) -> Play | None:
        return view.plays[-1].play if view.plays else None

    def hint_reason(self, view: EkrangView, intent: object) -> str:
        return ekrang_reason(view, intent) if isinstance(intent, Play) else ""

    def trick_reason(self, before: EkrangView, cards: tuple[tuple[int, int], ...], winner: int) -> str:
        """The opening trick goes to the opener; in phase 1 a higher card of the suit beats the lead at once, or
        nobody held one; in phase 2 the highest card of the suit takes it."""
        name = suit_names()[before.suit] if 0 <= before.suit < len(suit_names()) else ""
        if before.phase == "cover":
            return _("the opening trick goes to the opener")
        order = mughal_clause(before.mughal, before.suit, (card for _seat, card in cards))
        if before.phase == "follow":
            if winner != before.active:
                return _("a higher {suit} beats the lead").format(suit=name) + order
            return _("nobody held a higher {suit}").format(suit=name)
        return _("the highest {suit}").format(suit=name) + order

    def result_text(self, host: AdapterHost) -> tuple[str, str]:
        """The trick table's result, and why a seat may still hold cards: once fewer than two seats hold any,
        the game ends and what is left is not played."""
        title, sentence = super().result_text(host)
        view = host.view
        if host.outcome is None or not isinstance(view, EkrangView):
            return title, sentence
        left = [(seat, count) for seat, count in enumerate(view.counts) if count]
        if len(left) != 1:
            return title, sentence
        seat, count = left[0]
        if seat == host.player:
            why = ngettext(
                "You still hold {n} card: nobody else has one to play, so it counts for nothing.",
                "You still hold {n} cards: nobody else has one to play, so they count for nothing.",
                count,
            ).format(n=count)
        else:
            why = ngettext(
                "{name} still holds {n} card: nobody else has one to play, so it counts for nothing.",
                "{name} still holds {n} cards: nobody else has one to play, so they count for nothing.",
                count,
            ).format(name=host.seat_name(seat), n=count)
        return title, f"{sentence}. {why}" if sentence else why


def blurb() -> str:
    return _("Tricks with the round pack: whoever holds a higher card of the suit must beat at once.")


def texts() -> dict[str, str]:
    return {
        "Ekrang": _("Ekrang"),
        "Mughal order": _("Mughal order"),
        "In Phul, Ghulam, Shamsher and Chandra the 1 is high and the 10 low.": _(
            "In Phul, Ghulam, Shamsher and Chandra the 1 is high and the 10 low."
        ),
        "Fast": _("Fast"),
        "As many suits as players, Surya and Chandra among them: 12 cards each.": _(
            "As many suits as players, Surya and Chandra among them: 12 cards each."
        ),
        "Teams": _("Teams"),
        "Four players: seats 1 and 3 against 2 and 4.": _("Four players: seats 1 and 3 against 2 and 4."),
        "Night": _("Night"),
        "The key suit is Chandra rather than Surya.": _("The key suit is Chandra rather than Surya."),
        "Trick-taking, 2-4 players: a higher card of the suit beats at once.": _(
            "Trick-taking, 2-4 players: a higher card of the suit beats at once."
        ),
    }


GAME_UI = ganjifa_ui(
    EkrangAdapter,
    wins_score,
    rules_page=rules_ekrang.rules_page,
    miniature=parse_card("RSu"),  # the key card by day
    blurb=blurb,
    texts=texts,
)
