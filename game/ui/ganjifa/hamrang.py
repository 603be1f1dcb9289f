"""Hamrang at the table: the trick table (game/ui/ganjifa/tricks.py) with hamrang's words for its phases."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.ganjifa.actions import Play
from game.ganjifa.cards import is_face, parse_card, pips, suit
from game.ganjifa.hamrang.position import PLAYERS
from game.ganjifa.hamrang.state import HamrangView
from game.ui.coach import Tip
from game.ui.ganjifa import rules_hamrang
from game.ui.ganjifa.cardnames import suit_names
from game.ui.ganjifa.gameui import ganjifa_ui
from game.ui.ganjifa.hint_reasons import hamrang_reason
from game.ui.ganjifa.legend import mughal_clause
from game.ui.ganjifa.model import AdapterHost, TableModel
from game.ui.ganjifa.tricks import TrickAdapter
from game.ui.ganjifa.words import key_words, wins_score
from game.ui.i18n import _
from game.ui.seatnames import join_names


def hamrang_words() -> dict[str, Callable[[], str]]:
    return {
        "lead": lambda: _("Lead: the highest and the lowest card of a suit in which you hold a face card."),
        "follow": lambda: _("Follow: the highest and the lowest card of the led suit."),
    }


def hamrang_tip(free: bool) -> Tip:
    """hamrang's two-card play (GANJIFA rules: the highest and the lowest of a suit; option ``free``: the highest
    and any other)."""
    if free:
        text = _(
            "Each play is two cards of one suit: your highest of it and any other. With a single card of the suit, "
            "add your lowest card of another suit. Click a card: when the rules leave it one partner, both are played; "
            "else click the other too, or drag them."
        )
    else:
        text = _(
            "Each play is two cards of one suit: your highest and your lowest of it. With a single card of the suit, "
            "add your lowest card of another suit. Click a card: when the rules leave it one partner, both are played; "
            "else click the other too, or drag them."
        )
    return Tip("hamrang_pair", _("Two cards a play"), text)


def out_tip() -> Tip:
    """hamrang's elimination, told before it surprises: a player without a face card after a trick is out."""
    text = _(
        "After each trick, a player with no vizier or raja left is out: her cards stay down and her tricks still "
        "count. The game ends when no face card is left in any hand, or fewer than two players are in, so it can "
        "end with many cards unplayed. Keep a face card to stay in."
    )
    return Tip("hamrang_out", _("Keep a face card"), text)


class HamrangAdapter(TrickAdapter[HamrangView]):
    """The trick table with hamrang's words, and its two-card play explained at the player's first turn."""

    def __init__(self) -> None:
        super().__init__(hamrang_words)

    def to_move(self, view: HamrangView) -> int | None:
        return view.turn if view.turn >= 0 else None

    def mughal(self, view: HamrangView) -> bool:
        return "mughal" in view.options

    def out(self, view: HamrangView) -> tuple[int, ...]:
        return view.out

    def watching(self, view: HamrangView) -> bool:
        return view.seat in view.out and view.turn >= 0

    def model(self, view: HamrangView, host: AdapterHost) -> TableModel:
        """The trick table; a player who is out is told so over her hand while the others play on."""
        model = super().model(view, host)
        if view.seat in view.out and view.turn >= 0:
            out = _("You are out: no face card left. Your tricks still count; Finish quickly (F) plays the rest.")
            return replace(model, hint=out)
        return model

    def result_text(self, host: AdapterHost) -> tuple[str, str]:
        """The trick table's result, who dropped out before the end, and why the game ended while cards were
        still held."""
        title, sentence = super().result_text(host)
        view = host.view
        if host.outcome is None or not isinstance(view, HamrangView):
            return title, sentence
        said = [f"{sentence}."] if sentence else []
        if view.out:  # their tricks still counted
            names = join_names([host.seat_name(seat) for seat in view.out])
            said.append(_("Out before the end, with no face card left: {names}.").format(names=names))
        if any(view.counts):
            if PLAYERS - len(view.out) < 2:
                said.append(
                    _("Fewer than two players were still in, so the game ended; cards still held count for nothing.")
                )
            else:
                said.append(
                    _("No face card was left in any hand, so the game ended; cards still held count for nothing.")
                )
        return title, " ".join(said)

    def turn_words(self, view: HamrangView) -> str:
        """The play this turn asks for, as the player's hand makes it: the led suit named, and what to do with
        one card of it or none (a prompt that always said "the highest and the lowest of the led suit" misled)."""
        free = "free" in view.options
        if view.phase != "follow" and not view.leads:  # the first lead: the key raja, whatever else she holds
            key = suit_names()[view.key]
            if free:
                return _("Lead: the raja of {suit} and any other card of {suit}.").format(suit=key)
            return _("Lead: the raja of {suit} and your lowest card of {suit}.").format(suit=key)
        if view.phase != "follow" or view.led < 0:
            if not any(is_face(card) for card in view.hand):  # no elimination: no face card, any suit leads
                if free:
                    return _("No face card left: lead the highest card of any suit you hold, and any other of it.")
                return _("No face card left: lead the highest and the lowest card of any suit you hold.")
            if free:
                return _("Lead: the highest card of a suit in which you hold a face card, and any other of it.")
            return super().turn_words(view)
        if len(view.hand) == 1:
            return _("Your last card.")
        led = suit_names()[view.led]
        held = sum(1 for card in view.hand if suit(card) == view.led)
        if held >= 2:
            if free:
                return _("Follow: your highest card of {suit} and any other of it.").format(suit=led)
            return _("Follow: your highest and your lowest card of {suit}.").format(suit=led)
        if held == 1:
            return _("Follow: your only card of {suit} and your lowest card of another suit.").format(suit=led)
        mixed = any(len({suit(card) for card in play.cards}) > 1 for play in view.legal_actions())
        if mixed:  # a suit held once goes with the lowest card of another: the pair need not be of one suit
            return _(
                "No card of {suit}: play two cards of another suit, or a suit's only card with your lowest card of "
                "another suit."
            ).format(suit=led)
        if free:
            return _("No card of {suit}: play the highest card of another suit and any other of it.").format(suit=led)
        return _("No card of {suit}: play the highest and the lowest card of another suit.").format(suit=led)

    def last_play(self, view: HamrangView) -> Play | None:
        return view.plays[-1] if view.plays else None

    def hint_reason(self, view: HamrangView, intent: object) -> str:
        return hamrang_reason(view, intent) if isinstance(intent, Play) else ""

    def trick_reason(self, before: HamrangView, cards: tuple[tuple[int, int], ...], winner: int) -> str:
        """The highest card of the led suit; with ``sum`` the largest sum of one's cards of it, and how a tie
        was broken."""
        led = before.led
        name = suit_names()[led] if 0 <= led < len(suit_names()) else ""
        if "sum" not in before.options:
            order = mughal_clause("mughal" in before.options, led, (card for _seat, card in cards))
            return _("the highest {suit}").format(suit=name) + order
        sums: dict[int, int] = {}
        for seat, card in cards:
            if suit(card) == led:
                sums[seat] = sums.get(seat, 0) + pips(card)
        best = sums.get(winner, 0)
        if sum(1 for total in sums.values() if total == best) > 1:
            return _("{n} points of {suit}, the higher card breaking the tie").format(n=best, suit=name)
        return _("{n} points of {suit}").format(n=best, suit=name)

    def notes(self, view: HamrangView) -> str:
        """Sum, Free, No elimination: the options that change what a play may be and who takes a trick."""
        names = {"sum": _("Sum"), "free": _("Free"), "noelim": _("No elimination"), "mughal": _("Mughal order")}
        played = [names[option] for option in ("sum", "free", "noelim", "mughal") if option in view.options]
        options = [_("Options: {options}").format(options=" · ".join(played))] if played else []
        return " · ".join([key_words("night" in view.options), *options])

    def coach_tips(self, view: HamrangView, me: int) -> list[Tip]:
        if view.turn != me:
            return []
        return [hamrang_tip("free" in view.options), *(() if "noelim" in view.options else (out_tip(),))]


def blurb() -> str:
    return _("Four players, two cards of one suit a play: the highest of it and another.")


def texts() -> dict[str, str]:
    return {
        "Hamrang": _("Hamrang"),
        "Mughal order": _("Mughal order"),
        "In Phul, Ghulam, Shamsher and Chandra the 1 is high and the 10 low.": _(
            "In Phul, Ghulam, Shamsher and Chandra the 1 is high and the 10 low."
        ),
        "Sum": _("Sum"),
        "The largest sum of points of the led suit takes the trick.": _(
            "The largest sum of points of the led suit takes the trick."
        ),
        "Free": _("Free"),
        "Each play is your highest card of the suit and any other of it you choose, not only your lowest.": _(
            "Each play is your highest card of the suit and any other of it you choose, not only your lowest."
        ),
        "No elimination": _("No elimination"),
        "Nobody drops out; every card is played.": _("Nobody drops out; every card is played."),
        "Night": _("Night"),
        "The key suit is Chandra rather than Surya.": _("The key suit is Chandra rather than Surya."),
        "Trick-taking, 4 players: each play a suit's highest card and another.": _(
            "Trick-taking, 4 players: each play a suit's highest card and another."
        ),
    }


GAME_UI = ganjifa_ui(
    HamrangAdapter,
    wins_score,
    rules_page=rules_hamrang.rules_page,
    miniature=parse_card("RCh"),  # the key card by night
    blurb=blurb,
    texts=texts,
)
