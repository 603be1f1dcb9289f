"""Nakashth at the table: two cards each dealt face down, turned over together; the pot in the middle goes to
the best hand (shared by equal ones) or stays for the next round."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ganjifa.nakashth.hands import rank_name
from game.ganjifa.nakashth.state import NakashthView, settle
from game.ui.ganjifa.model import Plate, TableModel
from game.ui.i18n import _
from game.ui.names import signed


def _rank(hand: tuple[int, ...]) -> str:
    name = rank_name(hand)
    words = {
        "pair of 1s": _("pair of 1s"),
        "pair of rajas": _("pair of rajas"),
        "pair of viziers": _("pair of viziers"),
        "pair of 10s": _("pair of 10s"),
        "lose": _("loses"),
    }
    return words.get(name, _("{total} points").format(total=name))


class NakashthAdapter:
    """The nakashth table: nobody chooses anything, so the player only watches the cards turn over."""

    def model(self, view: NakashthView, host: Any) -> TableModel:
        players = view.players
        in_pot = view.pot + view.stake * players
        if view.hands is None:
            plates = tuple(Plate(_("stake {n}").format(n=view.stake)) for _seat in range(players))
            return TableModel(hands=((),) * players, pot=in_pot, plates=plates, banner=_("Dealing…"))
        settled = settle(view.hands, view.stake, view.pot)
        hands = tuple(tuple(hand) for hand in view.hands)
        plates = tuple(
            Plate(_rank(hand), active=seat in settled.winners, tag=signed(settled.payouts[seat] - view.stake))
            for seat, hand in enumerate(view.hands)
        )
        pot = settled.carry or None  # an empty pot is not drawn
        return TableModel(hands=hands, pot=pot, plates=plates, banner=self._sentence(view, host))

    def _sentence(self, view: NakashthView, host: Any) -> str:
        assert view.hands is not None
        settled = settle(view.hands, view.stake, view.pot)
        if not settled.winners:
            return _("Every hand loses: the pot of {chips} stays for the next round.").format(chips=settled.carry)
        names = ", ".join(host.seat_name(seat) for seat in settled.winners)
        best = _rank(view.hands[settled.winners[0]])
        if len(settled.winners) == 1:
            return _("{name} takes the pot with {rank}.").format(name=names, rank=best)
        return _("{names} share the pot with {rank}.").format(names=names, rank=best)

    def play_for(self, view: Any, selected: Sequence[int]) -> Any | None:
        return None

    def wants_more(self, view: Any, selected: Sequence[int]) -> bool:
        return False

    def result_text(self, host: Any) -> tuple[str, str]:
        view = host.view
        outcome = host.outcome or ()
        mine = outcome[host.me] if outcome else 0.0
        title = _("You win the pot") if mine >= 1 else (_("You share the pot") if mine > 0 else _("Round over"))
        sentence = self._sentence(view, host) if isinstance(view, NakashthView) and view.hands else ""
        return title, sentence
