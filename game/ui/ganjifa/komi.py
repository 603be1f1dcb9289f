"""Komi at the table: the dealer's seat marked, the player's stake chosen with buttons before the deal, with
``betting`` keep / double / fold once she has seen her three cards, then the showdown against the dealer."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.bots.ganjifa.komi_odds import Odds, bet_values, hand_odds, stake_values
from game.ganjifa.cards import RAJA_RANK, VIZIER_RANK, parse_card, rank
from game.ganjifa.komi.actions import DOUBLE, FOLD, KEEP, Bet, Stake
from game.ganjifa.komi.scoring import KOMI, KOMI_POINTS, fold_cost, player_net, score
from game.ganjifa.komi.state import KomiView
from game.ui.coach import Tip
from game.ui.ganjifa import rules_komi
from game.ui.ganjifa.gameui import ganjifa_ui
from game.ui.ganjifa.komi_tips import komi_tips
from game.ui.ganjifa.model import Adapter, AdapterHost, ChipMove, Choice, Plate, TableModel, at_plate, on_felt
from game.ui.ganjifa.replaywords import by_whom, showdown
from game.ui.ganjifa.words import chips_score
from game.ui.i18n import _, decimal, ngettext
from game.ui.log import LogLine
from game.ui.seatnames import Seats

HAND = 3


BUTTONS = {KEEP: lambda: _("Keep"), DOUBLE: lambda: _("Double"), FOLD: lambda: _("Fold")}


def bet_word(word: str) -> str:
    return {KEEP: _("keeps"), DOUBLE: _("doubles"), FOLD: _("folds")}.get(word, word)


def outcome_words(hand: Sequence[int] | None, net: int, folded: bool) -> str:
    """A seat's showdown in words: ``scores 7 · wins 5``, ``Komi · loses 10``, ``folded · pays 3``, ``scores 4 ·
    even``."""
    if folded:
        return _("folded · pays {n}").format(n=-net)
    result = _("wins {n}").format(n=net) if net > 0 else _("loses {n}").format(n=-net) if net < 0 else _("even")
    return f"{score_word(hand)} · {result}" if hand else result


def score_word(hand: Sequence[int]) -> str:
    value = score(hand)
    return _("Komi") if value == KOMI else _("scores {n}").format(n=value)


def _points(card: int) -> str:
    """A card's points in komi, in words a new player can add up: ``6``, ``vizier 0``, ``raja 0``."""
    if rank(card) == RAJA_RANK:
        return _("raja {n}").format(n=0)
    if rank(card) == VIZIER_RANK:
        return _("vizier {n}").format(n=0)
    return str(KOMI_POINTS[card])


def percent(count: int, whole: int) -> str:
    """``count`` of ``whole`` in whole percent, rounded to the nearest; ``<1`` and ``>99`` where rounding would
    say 0 or 100 of what may still happen."""
    share = round(100 * count / whole) if whole else 0
    if share == 0 and count:
        return "<1"
    if share == 100 and count < whole:
        return ">99"
    return str(share)


def hand_words(view: KomiView) -> str:
    """The player's three cards explained: their sum and score, and (not dealing) the odds against the dealer."""
    hand = view.hand
    value = score(hand)
    if value == KOMI:
        said = _("Your hand: three face cards, Komi")
    else:
        points = sum(KOMI_POINTS[card] for card in hand)
        said = _("Your hand: {sum} = {total}, scores {n}").format(
            sum=" + ".join(_points(card) for card in hand), total=points, n=value
        )
    if view.seat == view.dealer:
        return said
    odds = hand_odds(hand)
    return _("{hand} · wins {win}%, loses {lose}% against the dealer").format(
        hand=said, win=percent(odds.wins, odds.hands), lose=percent(odds.losses, odds.hands)
    )


def bet_reason(word: str, stake: int, odds: Odds) -> str:
    """Why a bet is the best of the three, by its odds and expected chips."""
    win, lose = percent(odds.wins, odds.hands), percent(odds.losses, odds.hands)
    if word == DOUBLE:
        return _("Your hand wins {win}% and loses {lose}% against the dealer: doubling wins the most.").format(
            win=win, lose=lose
        )
    if word == FOLD:
        keep = -bet_values(stake, odds)[KEEP]
        if abs(float(keep) - fold_cost(stake)) < 0.05:  # a tie: say so rather than pick a side
            return _(
                "Your hand loses {lose}% against the dealer: folding costs {fold}, keeping about as much; either "
                "will do."
            ).format(lose=lose, fold=fold_cost(stake))
        return _("Your hand loses {lose}% against the dealer: folding costs {fold}, keeping about {keep}.").format(
            lose=lose, fold=fold_cost(stake), keep=decimal(float(keep))
        )
    if odds.losses > odds.wins:  # a hand more likely lost than won may still cost less kept than folded
        keep = -bet_values(stake, odds)[KEEP]
        return _(
            "Your hand wins {win}% and loses {lose}%: keeping costs about {keep} on average, folding {fold}."
        ).format(win=win, lose=lose, keep=decimal(float(keep)), fold=fold_cost(stake))
    return _("Your hand wins {win}% and loses {lose}%: too close to double, too good to fold.").format(
        win=win, lose=lose
    )


def stake_reason(betting: bool) -> str:
    """Why a stake is best before the deal: with betting, a large stake pays (a poor hand folds for half)."""
    if betting:
        gain = stake_values(True)[-1]
        return _(
            "Once you see your cards you may fold a poor hand for half the stake, so the largest stake wins most: "
            "about {n} a round."
        ).format(n=decimal(float(gain)))
    return _("Without betting every stake is even on average: the smallest risks least.")


class KomiAdapter(Adapter[KomiView]):
    """The komi table: stakes and bets are buttons; cards are only looked at."""

    def values_note(self, view: KomiView) -> str:
        return _(
            "In komi: numbers as marked, viziers and rajas 0; a hand scores the last digit of its sum, and three "
            "face cards, komi, beat any score."
        )

    def model(self, view: KomiView, host: AdapterHost) -> TableModel:
        players, me = view.players, view.seat
        dealt = bool(view.hand)
        hands: list[tuple[int | None, ...]] = []
        for seat in range(players):
            shown = view.shown[seat] if view.shown is not None else None
            if seat == me:
                hands.append(tuple(view.hand))
            elif shown is not None:
                hands.append(tuple(shown))
            else:
                hands.append((None,) * HAND if dealt else ())
        return TableModel(
            hands=tuple(hands),
            pot=None,
            stakes=on_table(view),
            plates=self._plates(view, settled=view.nets is not None),
            banner=self._banner(view, host),
            mine=view.to_move == me,
            choices=self._choices(view),
            hint=hand_words(view) if dealt and view.nets is None else "",
        )

    def _plates(self, view: KomiView, settled: bool) -> tuple[Plate, ...]:
        """Each seat's stake and bet; ``settled``, what its hand scored and what it won or lost to the dealer."""
        plates = []
        felt = on_table(view)
        for seat in range(view.players):
            stake = felt[seat] if view.stakes[seat] is not None else None  # twice the stake once doubled
            detail = _("stake {n}").format(n=stake) if stake is not None else ("" if seat == view.dealer else "…")
            tag = bet_word(view.bets[seat] or "") if view.bets[seat] else ""
            if settled and view.nets is not None:
                shown = view.shown[seat] if view.shown is not None else None
                tag = outcome_words(shown, view.nets[seat], view.bets[seat] == FOLD)
            plates.append(Plate(detail, active=view.to_move == seat, dealer=seat == view.dealer, tag=tag))
        return tuple(plates)

    def stages(self, view: KomiView, host: AdapterHost) -> tuple[TableModel, ...]:
        """At the showdown the players' hands are turned over first and the dealer's last (the plates still saying
        the stakes and bets), then each hand's score and what it won or lost, the stakes settled with the dealer."""
        shown = self.model(view, host)
        if view.nets is None:
            return (shown,)
        revealed = replace(shown, plates=self._plates(view, settled=False), banner="")
        won = frozenset(
            card for seat, hand in enumerate(shown.hands) if view.nets[seat] > 0 for card in hand if card is not None
        )
        # The round summed up on the banner as the chips fly (what it came to for the player, and why).
        summed = showdown_words(view, host.player) if host.player is not None and view.shown is not None else ""
        settled = replace(shown, stakes=(), moves=settlement(view), marked=won, banner=summed or shown.banner)
        if view.dealer == host.player:  # her own hand is the dealer's: every other hand meets it at once
            return revealed, settled
        # The players' hands first; the dealer's, which every one of them meets, turns over last.
        hands = tuple((None,) * len(hand) if seat == view.dealer else hand for seat, hand in enumerate(revealed.hands))
        players_first = replace(revealed, hands=hands, banner=_("The dealer's hand turns over last."))
        return players_first, revealed, settled

    def coach_tips(self, view: KomiView, me: int) -> list[Tip]:
        return komi_tips(view) if view.seat == me else []

    def hint_reason(self, view: KomiView, intent: object) -> str:
        if isinstance(intent, Stake):
            return stake_reason(view.betting)
        stake = view.stakes[view.seat]
        if isinstance(intent, Bet) and stake is not None and view.hand:
            return bet_reason(intent.choice, stake, hand_odds(view.hand))
        return ""

    def _choices(self, view: KomiView) -> tuple[Choice, ...]:
        out: list[Choice] = []
        for action in view.legal_actions():
            if isinstance(action, Stake):
                out.append(Choice(str(action.chips), action))
            elif isinstance(action, Bet):
                out.append(Choice(BUTTONS[action.choice](), action))
        return tuple(out)

    def _banner(self, view: KomiView, host: AdapterHost) -> str:
        if view.nets is not None:
            return _("Showdown: each hand against the dealer's.")
        if view.to_move is None:
            return _("Dealing…")
        if view.to_move == view.seat:
            if view.phase == "stake":
                if view.betting:  # the rules make the largest stake the best: said where the choice is made
                    return _("Your stake: 1 to 10 chips (the keys 1 to 0). With betting, 10 wins most.")
                return _("Your stake: 1 to 10 chips (the keys 1 to 0).")
            return _("Keep your stake, double it, or fold (half the stake to the dealer).")
        name = host.seat_name(view.to_move)
        if view.dealer == view.seat:  # the dealer makes no choice: say what her hand is for
            if view.phase == "stake":
                return _("You deal: your hand meets every stake. {name} sets a stake.").format(name=name)
            return _("You deal: your hand meets every stake. {name} keeps, doubles or folds.").format(name=name)
        if view.phase == "stake":
            return _("{name} sets a stake.").format(name=name)
        return _("{name} keeps, doubles or folds.").format(name=name)

    def result_text(self, host: AdapterHost) -> tuple[str, str]:
        outcome = host.outcome or ()
        mine = round(outcome[host.me]) if outcome else 0
        if mine > 0:
            title = ngettext("You win {n} chip", "You win {n} chips", mine).format(n=mine)
        elif mine < 0:
            title = ngettext("You lose {n} chip", "You lose {n} chips", -mine).format(n=-mine)
        else:
            title = _("You break even")
        view = host.view
        if not isinstance(view, KomiView) or view.nets is None or view.shown is None:
            return title, ""
        return title, showdown_words(view, host.me)

    def next_round_words(self, host: AdapterHost) -> str:
        """Who deals the next round."""
        view = host.view
        if not isinstance(view, KomiView) or view.nets is None:
            return ""
        following = (view.dealer + 1) % view.players
        if following == host.player:
            return _("The deal passes to you.")
        return _("The deal passes to {name}.").format(name=host.seat_name(following))

    def heading(self, number: int) -> str:
        return _("Round {n}").format(n=number)

    def action_words(self, action: object, seats: Seats) -> str:
        """A stake or a bet in a sentence (the deal is the pack's)."""
        if isinstance(action, Stake):
            if action.chips == 1:
                return by_whom(seats, action.seat, lambda: _("You stake 1 chip"), lambda: _("{name} stakes 1 chip"))
            return by_whom(seats, action.seat, lambda: _("You stake {n} chips"), lambda: _("{name} stakes {n} chips"),
                           n=action.chips)  # fmt: skip
        if isinstance(action, Bet):
            sentences = {
                KEEP: (lambda: _("You keep your stake"), lambda: _("{name} keeps the stake")),
                DOUBLE: (lambda: _("You double your stake"), lambda: _("{name} doubles the stake")),
                FOLD: (lambda: _("You fold"), lambda: _("{name} folds")),
            }
            mine, theirs = sentences[action.choice]
            return by_whom(seats, action.seat, mine, theirs)
        return super().action_words(action, seats)

    def log_lines(
        self, view: KomiView, before: KomiView | None, seats: Seats, host: AdapterHost, returns: Sequence[float] | None
    ) -> list[LogLine]:
        """The showdown against the dealer, once: the sentence, then each hand with its chips."""
        if view.nets is None or (before is not None and before.nets is not None):
            return []
        model = self.model(view, host)
        dealer = " (" + _("dealer") + ")"
        shown = showdown(
            model.plates, seats, lambda plate: plate.tag + (dealer if plate.dealer else ""), view.shown or ()
        )
        return [LogLine(model.banner, "group"), *shown]


def _named(hand: Sequence[int] | None) -> str:
    """A hand's score as a sentence names it: ``7``, ``Komi``."""
    value = score(hand) if hand else 0
    return _("Komi") if value == KOMI else str(value)


def showdown_words(view: KomiView, me: int) -> str:
    """What the round came to for seat ``me``, and why: her score against the dealer's, a fold, or the dealer's
    takings and payments."""
    assert view.nets is not None and view.shown is not None
    dealer_hand = view.shown[view.dealer]
    if me == view.dealer:
        took = sum(-net for seat, net in enumerate(view.nets) if seat != me and net < 0)
        paid = sum(net for seat, net in enumerate(view.nets) if seat != me and net > 0)
        return _("As dealer you scored {score}: you took {took} chips and paid {paid}.").format(
            score=_named(dealer_hand), took=took, paid=paid
        )
    if view.bets[me] == FOLD:
        folded = _("You folded: half your stake, {n}, to the dealer.").format(n=-view.nets[me])
        stake = view.stakes[me]
        if not view.hand or stake is None or not dealer_hand:
            return folded
        kept = player_net(stake, KEEP, score(view.hand), score(dealer_hand))  # what the fold saved or cost her
        if kept < 0:
            return _("{folded} Kept, your {mine} would have lost {n} to the dealer's {theirs}.").format(
                folded=folded, mine=_named(view.hand), n=-kept, theirs=_named(dealer_hand)
            )
        if kept > 0:
            return _("{folded} Kept, your {mine} would have won {n} from the dealer's {theirs}.").format(
                folded=folded, mine=_named(view.hand), n=kept, theirs=_named(dealer_hand)
            )
        return _("{folded} Kept, your {mine} would have tied the dealer's {theirs}.").format(
            folded=folded, mine=_named(view.hand), theirs=_named(dealer_hand)
        )
    mine, theirs = _named(view.shown[me]), _named(dealer_hand)
    net = view.nets[me]
    if net > 0:
        return _("Your {mine} beats the dealer's {theirs}.").format(mine=mine, theirs=theirs)
    if net < 0:
        return _("The dealer's {theirs} beats your {mine}.").format(mine=mine, theirs=theirs)
    return _("Your {mine} ties the dealer's {theirs}: you keep your stake.").format(mine=mine, theirs=theirs)


def on_table(view: KomiView) -> tuple[int, ...]:
    """The chips each seat has on the felt: its stake, twice over once doubled."""
    return tuple((stake or 0) * (2 if bet == DOUBLE else 1) for stake, bet in zip(view.stakes, view.bets, strict=True))


def settlement(view: KomiView) -> tuple[ChipMove, ...]:
    """The chips of the showdown: a losing stake (or a folded half) to the dealer and the rest back to its
    seat; a winning stake back with the dealer's chips paid beside it."""
    assert view.nets is not None
    moves: list[ChipMove] = []
    dealer = at_plate(view.dealer)
    for seat, chips in enumerate(on_table(view)):
        if seat == view.dealer:
            continue
        net = view.nets[seat]
        lost = min(chips, -net) if net < 0 else 0
        if lost:
            moves.append(ChipMove(on_felt(seat), dealer, lost))
        if chips > lost:
            moves.append(ChipMove(on_felt(seat), at_plate(seat), chips - lost))
        if net > 0:
            moves.append(ChipMove(dealer, at_plate(seat), net))
    return tuple(moves)


def blurb() -> str:
    return _("Each player against the dealer with three cards; the last digit counts.")


def texts() -> dict[str, str]:
    return {
        "Komi": _("Komi"),
        "Betting": _("Betting"),
        "Having seen her cards, each player keeps, doubles or folds.": _(
            "Having seen her cards, each player keeps, doubles or folds."
        ),
        "Each player against the dealer: three cards, the last digit counts.": _(
            "Each player against the dealer: three cards, the last digit counts."
        ),
    }


GAME_UI = ganjifa_ui(
    KomiAdapter, chips_score, rules_page=rules_komi.rules_page, miniature=parse_card("VPh"), blurb=blurb, texts=texts
)
