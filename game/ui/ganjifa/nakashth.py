"""Nakashth at the table: two cards each dealt face down, turned over one seat at a time; the pot in the middle goes
to the best hand (shared by equal ones) or stays for the next round."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.ganjifa.cards import RAJA_RANK, VIZIER_RANK, parse_card, pips, rank
from game.ganjifa.nakashth.hands import beaten_share, rank_name, total
from game.ganjifa.nakashth.state import NakashthView, settle
from game.ui.ganjifa import rules_nakashth
from game.ui.ganjifa.gameui import ganjifa_ui
from game.ui.ganjifa.model import POT, Adapter, AdapterHost, ChipMove, Plate, TableModel, at_plate, on_felt
from game.ui.ganjifa.replaywords import showdown
from game.ui.ganjifa.words import chips_score
from game.ui.i18n import _, ngettext
from game.ui.log import LogLine
from game.ui.seatnames import Seats, join_names, signed

#: The stakes a player may choose for each round at the set-up.
STAKES = (1, 2, 5, 10, 20)
#: The last hand to turn over waits this many of the usual pauses: a beat before the round is decided.
LAST_BEAT = 2.2


def _rank(hand: tuple[int, ...]) -> str:
    name = rank_name(hand)
    if name == "lose":  # the total said, so the rule shows: past 17 a hand loses
        return _("{total} points: loses").format(total=total(hand))
    words = {
        "pair of 1s": _("pair of 1s"),
        "pair of rajas": _("pair of rajas"),
        "pair of viziers": _("pair of viziers"),
        "pair of 10s": _("pair of 10s"),
    }
    points = int(name) if name.isdigit() else 0
    return words.get(name, ngettext("{total} point", "{total} points", points).format(total=name))


def _rank_said(hand: tuple[int, ...]) -> str:
    """A winning hand as a sentence names it: ``a pair of rajas``, ``17 points``."""
    words = {
        "pair of 1s": _("a pair of 1s"),
        "pair of rajas": _("a pair of rajas"),
        "pair of viziers": _("a pair of viziers"),
        "pair of 10s": _("a pair of 10s"),
    }
    return words.get(rank_name(hand), "") or _rank(hand)


def _points(card: int) -> str:
    """A card's points in words a new player can add up: ``6``, ``vizier 11``, ``raja 12``."""
    if rank(card) == RAJA_RANK:
        return _("raja {n}").format(n=pips(card))
    if rank(card) == VIZIER_RANK:
        return _("vizier {n}").format(n=pips(card))
    return str(pips(card))


def hand_words(hand: tuple[int, ...]) -> str:
    """The player's own hand explained: its sum or pair, what it is worth, and how many hands it beats."""
    name = rank_name(hand)
    if name == "lose":
        return _("Your hand: {sum} = {total}: past 17, it loses.").format(
            sum=" + ".join(_points(card) for card in hand), total=total(hand)
        )
    share = int(beaten_share(hand) * 100)
    if not name.isdigit():
        return _("Your hand: {rank}, better than {share}% of hands.").format(rank=_rank(hand), share=share)
    return _("Your hand: {sum} = {rank}, better than {share}% of hands.").format(
        sum=" + ".join(_points(card) for card in hand), rank=_rank(hand), share=share
    )


def ladder() -> str:
    return _(
        "Vizier 11, raja 12. Best first: a pair of 1s, of rajas, of viziers, of 10s; then 17 down to 3; 18 or more "
        "loses."
    )


class NakashthAdapter(Adapter[NakashthView]):
    """The nakashth table: nobody chooses anything, so the player watches the round go by in stages."""

    def model(self, view: NakashthView, host: AdapterHost) -> TableModel:
        return self.stages(view, host)[-1]

    def values_note(self, view: NakashthView) -> str:
        return _(
            "In nakashth: numbers as marked, vizier 11, raja 12; a pair of 1s, rajas, viziers or 10s beats any sum, "
            "and a sum past 17 loses."
        )

    def stages(self, view: NakashthView, host: AdapterHost) -> tuple[TableModel, ...]:
        """Each seat's stake on the felt; then the stakes into the pot and two cards dealt face down to each
        seat; the hands turned over one seat at a time, the best so far haloed (:meth:`_turning`); the pot to the
        best hands (or left for the next round)."""
        players = view.players
        staking = tuple(Plate(_("stake {n}").format(n=view.stake)) for _seat in range(players))
        staked = TableModel(
            hands=((),) * players, pot=view.pot or None, stakes=(view.stake,) * players, plates=staking,
            banner=_("Each player stakes {n}.").format(n=view.stake),
        )  # fmt: skip
        if view.hands is None:
            return (staked,)
        in_pot = view.pot + view.stake * players
        dealt = TableModel(
            hands=tuple((None,) * len(hand) for hand in view.hands),
            pot=in_pot,
            moves=tuple(ChipMove(on_felt(seat), POT, view.stake) for seat in range(players)),
            plates=staking,
            banner=ladder(),
            hint=_("Your cards turn over in a moment: click, or press Space, to turn them now."),
            awaits_player=True,
        )
        hands = tuple(tuple(hand) for hand in view.hands)
        turning = self._turning(dealt, hands, host)
        settled = settle(view.hands, view.stake, view.pot)
        ranked = turning[-1]
        paid = replace(
            ranked,
            pot=settled.carry or None,  # an empty pot is not drawn
            moves=tuple(
                ChipMove(POT, at_plate(seat), chips) for seat, chips in enumerate(settled.payouts) if chips > 0
            ),
            plates=tuple(
                Plate(_rank(hand), active=seat in settled.winners, tag=signed(settled.payouts[seat] - view.stake))
                for seat, hand in enumerate(view.hands)
            ),
            banner=self._sentence(view, host),
        )
        return staked, dealt, *turning, paid

    def _turning(self, dealt: TableModel, hands: tuple[tuple[int, ...], ...], host: AdapterHost) -> list[TableModel]:
        """The hands turned over one seat at a time, the player's first and then round the table. A hand's rank
        goes on its plate as it turns (review 12: a plate still said "stake 1" over a hand face up), and the best
        hand so far is haloed and named on the banner."""
        players = len(hands)
        first = host.player if host.player is not None else 0
        order = [(first + step) % players for step in range(players)]
        mine = hand_words(hands[host.player]) if host.player is not None else ""
        turning: list[TableModel] = []
        for count in range(1, players + 1):
            face_up = ranked = order[:count]
            # The best hands among those turned, as the rules settle a round (none when every one loses).
            leaders = [ranked[i] for i in settle(tuple(hands[s] for s in ranked), 1, 0).winners] if ranked else []
            turning.append(
                replace(
                    dealt,
                    hands=tuple(hand if s in face_up else (None,) * len(hand) for s, hand in enumerate(hands)),
                    moves=(),
                    plates=tuple(
                        Plate(_rank(hand)) if s in ranked else dealt.plates[s] for s, hand in enumerate(hands)
                    ),
                    marked=frozenset(card for s in leaders for card in hands[s]),
                    banner=self._leading(leaders, hands, host) if len(ranked) > 1 else dealt.banner,
                    hint=mine,
                    awaits_player=False,
                    linger=LAST_BEAT if count == players - 1 and players > 2 else 1.0,  # before the last hand
                )
            )
        return turning

    @staticmethod
    def _leading(leaders: list[int], hands: tuple[tuple[int, ...], ...], host: AdapterHost) -> str:
        """Who holds the best hand turned so far: ``Bot 2 leads with 14 points.``"""
        if not leaders:
            return _("Every hand so far loses.")
        best = _rank_said(hands[leaders[0]])
        if leaders == [host.player]:
            return _("You lead with {rank}.").format(rank=best)
        names = join_names([host.seat_name(seat) for seat in leaders])
        return ngettext("{names} leads with {rank}.", "{names} lead with {rank}.", len(leaders)).format(
            names=names, rank=best
        )

    def _sentence(self, view: NakashthView, host: AdapterHost) -> str:
        assert view.hands is not None
        settled = settle(view.hands, view.stake, view.pot)
        if not settled.winners:
            return _("Every hand loses: the pot of {chips} stays for the next round.").format(chips=settled.carry)
        names = join_names([host.seat_name(seat) for seat in settled.winners])
        best = _rank_said(view.hands[settled.winners[0]])
        if host.player is not None and settled.winners == (host.player,):
            return _("You take the pot with {rank}.").format(rank=best)
        if len(settled.winners) == 1:
            return _("{name} takes the pot with {rank}.").format(name=names, rank=best)
        return _("{names} share the pot with {rank}.").format(names=names, rank=best)

    def heading(self, number: int) -> str:
        return _("Round {n}").format(n=number)

    def log_lines(
        self,
        view: NakashthView,
        before: NakashthView | None,
        seats: Seats,
        host: AdapterHost,
        returns: Sequence[float] | None,
    ) -> list[LogLine]:
        """The showdown: what is staked, each hand with its rank and chips, who takes the pot."""
        if view.hands is None:
            return []
        stages = self.stages(view, host)
        hands = showdown(stages[-1].plates, seats, lambda plate: f"{plate.detail} {plate.tag}", view.hands)
        return [LogLine(stages[0].banner), *hands, LogLine(stages[-1].banner)]

    def result_text(self, host: AdapterHost) -> tuple[str, str]:
        view = host.view
        outcome = host.outcome or ()
        mine = outcome[host.me] if outcome else 0.0
        if not isinstance(view, NakashthView) or not view.hands:
            return _("Round over"), ""
        if mine >= 1:
            title = _("You win the pot")
        elif mine > 0:
            title = _("You share the pot")
        elif settle(view.hands, view.stake, view.pot).winners:
            title = _("You lose your stake")
        else:
            title = _("The pot stays")
        return title, self._sentence(view, host)


def blurb() -> str:
    return _("Two cards each, turned over together: pairs, then the best total up to 17.")


def texts() -> dict[str, str]:
    return {
        "Nakashth": _("Nakashth"),
        "Pure luck, nothing to choose: two cards each, named pairs, then totals up to 17.": _(
            "Pure luck, nothing to choose: two cards each, named pairs, then totals up to 17."
        ),
    }


GAME_UI = ganjifa_ui(
    NakashthAdapter,
    chips_score,
    rules_page=rules_nakashth.rules_page,
    miniature=parse_card("10Su"),
    blurb=blurb,
    texts=texts,
    stakes=STAKES,
)
