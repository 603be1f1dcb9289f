"""Why a hinted card play is good, in one sentence from what the player can see (ekrang and hamrang).

The hint comes from the hard bot; these sentences say the plain facts that make its move sensible (nobody can beat
the card, it is the cheapest card that takes, it keeps a face card), never what the bot could not know. A fact that
does not hold for the hinted move gives ``""``: the hint then names the move only.
"""

from __future__ import annotations

from game.ganjifa.actions import Play
from game.ganjifa.cards import SUIT_MASKS, Values, is_face, mask_of, pips, suit, values
from game.ganjifa.ekrang.state import EkrangView
from game.ganjifa.hamrang.position import PLAYERS
from game.ganjifa.hamrang.state import HamrangView
from game.ui.ganjifa.cardnames import card_name, suit_names
from game.ui.i18n import _, ngettext


def _unseen_higher(card: int, seen: int, vals: Values) -> int:
    """How many cards of ``card``'s suit above it are not in ``seen`` (another seat may hold them)."""
    return (vals.higher_in_suit[card] & ~seen).bit_count()


def _lead_reason(card: int, seen: int, vals: Values) -> str:
    """A lead of ``card``: nobody can beat it, or how few cards could."""
    higher = _unseen_higher(card, seen, vals)
    name = suit_names()[suit(card)]
    if higher == 0:
        return _("Nobody can beat it: every higher card of {suit} is played or yours.").format(suit=name)
    return ngettext(
        "Only {n} card of {suit} you have not seen is higher.",
        "Only {n} cards of {suit} you have not seen are higher.",
        higher,
    ).format(n=higher, suit=name)


def _cover_from_suits(view: EkrangView, play: Play, worth: tuple[int, ...]) -> str:
    """A cover of the lowest cards of one or two suits (not the lowest in all): say so, and what it keeps."""
    suits = sorted({suit(card) for card in play.cards})
    for each in suits:
        mine = sorted((c for c in view.hand if suit(c) == each), key=lambda c: worth[c])
        given = [c for c in play.cards if suit(c) == each]
        if sorted(given, key=lambda c: worth[c]) != mine[: len(given)]:
            return ""  # not the lowest of its suit: no plain fact to tell
    names = [suit_names()[each] for each in suits]
    if len(names) == 1:
        return _("Your lowest {suit} cards: the opener takes them, and your other suits keep their low cards.").format(
            suit=names[0]
        )
    return _(
        "The lowest of {first} and of {second}: the opener takes them, and your other suits keep their low cards."
    ).format(first=names[0], second=names[1])


def _hamrang_seen(view: HamrangView) -> int:
    """The cards hamrang's ``view.seat`` has seen: its hand and every card played face up."""
    seen = mask_of(view.hand)
    for play in view.plays:
        seen |= mask_of(play.cards)
    return seen


def ekrang_reason(view: EkrangView, play: Play) -> str:
    """Why ``play`` is a good move for ``view``'s seat, or ``""``."""
    legal = view.legal_actions()
    if len(legal) < 2 or play not in legal:
        return ""
    vals = values(view.mughal)
    worth = vals.value
    card = play.cards[-1]
    if view.phase == "opening":
        longest = max(legal, key=lambda other: (mask_of(view.hand) & SUIT_MASKS[suit(other.cards[1])]).bit_count())
        if suit(longest.cards[1]) == suit(card):
            return _("It comes from {suit}, your longest suit.").format(suit=suit_names()[suit(card)])
        return _("The opening lays the key card with one of your highest number cards.")
    if view.phase == "cover":
        cheapest = min(sum(worth[c] for c in other.cards) for other in legal)
        if sum(worth[c] for c in play.cards) == cheapest:
            return _("Your lowest cards: the opener takes them anyway.")
        return _cover_from_suits(view, play, worth) or _("The opener takes the covers, whatever they are.")
    seen = view.seen()
    if view.phase == "lead":
        return _lead_reason(card, seen, vals)
    cards = [other.cards[0] for other in legal]
    beats = suit(card) == view.suit and view.high >= 0 and worth[card] > worth[view.high]
    lowest = worth[card] == min(worth[c] for c in cards)
    if view.phase == "follow" and beats:
        if lowest:
            return _("The lowest card that beats {card}: you take the cards and lead next.").format(
                card=card_name(view.high)
            )
        return _("It beats {card}: you take the cards and lead next.").format(card=card_name(view.high))
    if view.phase == "play" and beats:
        if _unseen_higher(card, seen, vals) == 0:
            return _("It takes the trick: nobody can play a higher card of {suit}.").format(
                suit=suit_names()[view.suit]
            )
        return _("It is the best card of the trick so far.")
    if lowest:
        return _("It cannot take the trick: your lowest card goes, the higher ones wait for a trick.")
    return _("It cannot take the trick.")  # review 14: a reason with every hint, a throw-away's too


def _best_so_far(view: HamrangView, vals: Values) -> tuple[int, int]:
    """The trick's best play so far for the led suit: (its sum of points, its highest card), (-1, -1) for none."""
    best = (-1, -1)
    for play in view.table:
        led = [c for c in play.cards if suit(c) == view.led]
        if led:
            top = max(led, key=lambda c: vals.value[c])
            score = (sum(pips(c) for c in led) if "sum" in view.options else 0, vals.value[top])
            best = max(best, score)
    return best


def hamrang_reason(view: HamrangView, play: Play) -> str:
    """Why ``play`` is a good move for ``view``'s seat, or ``""``."""
    legal = view.legal_actions()
    if len(legal) < 2 or play not in legal:
        return ""
    vals = values("mughal" in view.options)
    if "noelim" not in view.options:
        faces = [sum(1 for c in view.hand if is_face(c) and c not in other.cards) for other in legal]
        kept = sum(1 for c in view.hand if is_face(c) and c not in play.cards)
        if kept == max(faces) and min(faces) < kept and not any(is_face(c) for c in play.cards):
            return _("It keeps your rajas and viziers: a player left without one drops out.")
    seen = _hamrang_seen(view)
    top = max(play.cards, key=lambda c: vals.value[c])
    if not view.table:
        if "sum" in view.options:
            return ""
        return _lead_reason(top, seen, vals)
    led = [c for c in play.cards if suit(c) == view.led]
    if not led:
        if any(suit(c) == view.led for other in legal for c in other.cards):
            return ""
        return _("You hold no {suit}: nothing you play can take this trick.").format(suit=suit_names()[view.led])
    score = (sum(pips(c) for c in led) if "sum" in view.options else 0, max(vals.value[c] for c in led))
    in_play = PLAYERS - len(view.out)
    if score > _best_so_far(view, vals):
        if len(view.table) + 1 == in_play:
            return _("You play last and this takes the trick.")
        return _("It is the best play of the trick so far.")
    cheapest = min(sum(vals.value[c] for c in other.cards) for other in legal)
    if sum(vals.value[c] for c in play.cards) == cheapest:
        return _("It cannot take the trick, and it spends your lowest cards.")
    return ""
