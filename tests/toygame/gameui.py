"""The toy game's screens (game/ui/gameui.py): the round table's presenter and replay viewer over the toy's side of
the table (an :class:`~game.ui.ganjifa.model.Adapter`), its rules page, its chooser card and line. Every string goes
through ``_``: a catalog that lacks it shows it in English."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.ganjifa.cards import parse_card
from game.ui.ganjifa.cardnames import card_name
from game.ui.ganjifa.gameui import ganjifa_ui
from game.ui.ganjifa.model import POT, Adapter, AdapterHost, ChipMove, Choice, Plate, TableModel, at_plate
from game.ui.ganjifa.replaywords import by_whom, showdown
from game.ui.ganjifa.words import chips_score
from game.ui.i18n import _
from game.ui.log import LogLine
from game.ui.rules.page import RulesPage, Section, round_picture
from game.ui.seatnames import Seats, signed
from toygame.state import ANTE, RAISE, Decide, ToyView


def said_word(word: bool | None) -> str:
    return "…" if word is None else (_("stays") if word else _("folds"))


class ToyAdapter(Adapter[ToyView]):
    """The toy table: one card each, the pot in the middle, Stay and Fold as buttons."""

    def model(self, view: ToyView, host: AdapterHost) -> TableModel:
        dealt = view.card is not None
        hands: list[tuple[int | None, ...]] = []
        for seat in range(view.players):
            shown = view.shown[seat] if view.shown is not None else None
            card = view.card if seat == view.seat else shown
            hands.append(((card,) if card is not None else (None,)) if dealt else ())
        plates = tuple(
            Plate(said_word(view.said[seat]), active=view.to_move == seat, dealer=seat == view.dealer,
                  tag=signed(view.nets[seat]) if view.nets is not None else "")
            for seat in range(view.players)
        )  # fmt: skip
        mine = view.to_move == view.seat
        choices = tuple(Choice(_("Stay") if a.stays else _("Fold"), a) for a in view.legal_actions())
        return TableModel(hands=tuple(hands), pot=view.pot if dealt else None, plates=plates,
                          banner=self._banner(view, host), mine=mine, choices=choices)  # fmt: skip

    def stages(self, view: ToyView, host: AdapterHost) -> tuple[TableModel, ...]:
        """At the end the cards are shown first, then the pot goes to the winners."""
        shown = self.model(view, host)
        if view.nets is None:
            return (shown,)
        paid = [(seat, net + ANTE + (RAISE if view.said[seat] else 0)) for seat, net in enumerate(view.nets)]
        moves = tuple(ChipMove(POT, at_plate(seat), chips) for seat, chips in paid if chips > 0)
        return shown, replace(shown, pot=None, moves=moves)

    def _banner(self, view: ToyView, host: AdapterHost) -> str:
        if view.nets is not None:
            return self.sentence(view, host)
        if view.to_move is None:
            return _("Dealing…")
        if view.to_move == view.seat:
            return _("Stay (one more chip into the pot) or fold?")
        return _("{name} stays or folds.").format(name=host.seat_name(view.to_move))

    def sentence(self, view: ToyView, host: AdapterHost) -> str:
        """Who took the pot, with which card."""
        assert view.nets is not None and view.shown is not None
        if not any(view.said):
            return _("Everyone folded: the antes are returned.")
        winners = [seat for seat, net in enumerate(view.nets) if view.said[seat] and net > -(ANTE + RAISE)]
        card = view.shown[winners[0]]
        assert card is not None
        names = ", ".join(host.seat_name(seat) for seat in winners)
        if winners == [host.player]:
            return _("You take the pot with {card}.").format(card=card_name(card))
        if len(winners) == 1:
            return _("{name} takes the pot with {card}.").format(name=names, card=card_name(card))
        return _("{names} share the pot, each with {card}.").format(names=names, card=card_name(card))

    def result_text(self, host: AdapterHost) -> tuple[str, str]:
        view = host.view
        mine = round((host.outcome or (0.0,) * (host.me + 1))[host.me])
        title = _("You win {n}").format(n=mine) if mine > 0 else (_("You lose {n}").format(n=-mine) if mine < 0
                                                                  else _("You break even"))  # fmt: skip
        return title, self.sentence(view, host) if isinstance(view, ToyView) and view.nets is not None else ""

    def heading(self, number: int) -> str:
        return _("Round {n}").format(n=number)

    def action_words(self, action: object, seats: Seats) -> str:
        if isinstance(action, Decide):
            if action.stays:
                return by_whom(seats, action.seat, lambda: _("You stay"), lambda: _("{name} stays"))
            return by_whom(seats, action.seat, lambda: _("You fold"), lambda: _("{name} folds"))
        return super().action_words(action, seats)

    def log_lines(
        self, view: ToyView, before: ToyView | None, seats: Seats, host: AdapterHost, returns: Sequence[float] | None
    ) -> list[LogLine]:
        """The showdown, once: who took the pot, then each seat's card and chips."""
        if view.nets is None or (before is not None and before.nets is not None):
            return []
        model = self.model(view, host)
        return [LogLine(model.banner, "group"), *showdown(model.plates, seats, lambda plate: plate.tag)]


def rules_page() -> RulesPage:
    return RulesPage(
        (
            Section(
                _("The toy game"),
                (
                    _("Two to six players, one card each of the round Ganjifa pack; everyone antes one chip."),
                    _(
                        "From the dealer's left, the dealer last, each player stays (one more chip into the pot) or "
                        "folds. The highest card among those who stayed takes the pot; the suit does not count and "
                        "equal cards share it. If everyone folds, the antes are returned."
                    ),
                ),
                (round_picture(_("The raja is high, then the vizier, 10 down to 1"), "RSu VCh 10Ba 1Ph"),),
            ),
        )
    )


def blurb() -> str:
    return _("One card each: stay or fold, the highest card takes the pot.")


NOTE = "One card each: stay or fold, the highest card takes the pot."


def texts() -> dict[str, str]:
    return {NOTE: _("One card each: stay or fold, the highest card takes the pot.")}


GAME_UI = ganjifa_ui(ToyAdapter, chips_score, rules_page=rules_page, miniature=parse_card("RSu"), blurb=blurb,
                     texts=texts)  # fmt: skip
