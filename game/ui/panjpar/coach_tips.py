"""The first-game coach at Panjpar's table: which tips fit the position the player sees, and where the panel goes.

The situations, best first: the colour guess just made (52 cards), an attack in the endgame whose size the
defender's hand limits, the player's attack (the 1, 3, 5 patterns), her defence (killing, taking), and the first
time the trump matters (a trump attacks her, or one of hers can kill). The numbers come from the rules code
(``max_attack_size``, the view's legal kills), so a tip never says what the rules would refuse.
"""

from __future__ import annotations

from game.panjpar.position import max_attack_size
from game.panjpar.view import SeatView
from game.ui.coach import CoachPlace, Tip
from game.ui.i18n import _, ngettext
from game.ui.layout import Layout
from game.ui.panjpar.tabledraw import suit_name


def guess_tip(view: SeatView) -> Tip:
    return Tip(
        "guess",
        _("The colour guess"),
        _(
            "With 52 cards you guess whether the trump suit is red or black. Guess right and you attack first; guess "
            "wrong and your opponent does. This game's trumps: {suit}."
        ).format(suit=suit_name(view.trump)),
    )


def endgame_limit(view: SeatView) -> int | None:
    """The largest attack the player may throw now, when the stock is empty and the defender's hand keeps it below
    what her own hand would allow; else ``None``."""
    if view.trump_in_stock:  # the trump card is the stock's last: while it lies there, the stock lasts
        return None
    mine, theirs = len(view.hand), view.hand_sizes[view.defender]
    limit = max_attack_size(mine, theirs)
    return limit if limit < max_attack_size(mine, mine) else None


def endgame_tip(view: SeatView, limit: int, defender: str) -> Tip:
    cards = view.hand_sizes[view.defender]
    holds = ngettext(
        "The stock is empty and {name} holds only {n} card.",
        "The stock is empty and {name} holds only {n} cards.",
        cards,
    ).format(name=defender, n=cards)
    may = ngettext("You may attack with at most {m} card.", "You may attack with at most {m} cards.", limit).format(
        m=limit
    )
    return Tip("endgame", _("The endgame"), " ".join((holds, may, _("The first to run out of cards wins."))))


def attack_tip() -> Tip:
    return Tip(
        "attack",
        _("Your attack"),
        _(
            "Throw 1 card (any), 3 cards with a pair, or 5 with two pairs, never more than the defender holds. Drag "
            "them to the middle, or click them and press Attack. Once you pick a card, the cards that can complete "
            "an attack with it glow blue."
        ),
    )


def defend_tip() -> Tip:
    return Tip(
        "defend",
        _("Your defence"),
        _(
            "Kill an attack card with a higher card of its suit or with a trump: drag your card onto it (the attack "
            "cards it can kill glow green). Kill as many as you like, then press Take to pick up the rest, or Take "
            "them all at once."
        ),
    )


def trump_matters(view: SeatView) -> bool:
    """The player defends and the trump counts: a trump attacks her, or a trump of hers kills an open card."""
    if view.trump_card is None:
        return False
    trump = view.trump
    for attack, killer in view.table:
        if killer is not None:
            continue
        if attack & 3 == trump or any(card & 3 == trump for card in view.beaters(attack)):
            return True
    return False


def trump_tip(view: SeatView) -> Tip:
    return Tip(
        "trump",
        _("Trumps: {suit}").format(suit=suit_name(view.trump)),
        _(
            "Any trump kills any card of another suit, however high. A trump is killed only by a higher trump. "
            "Trumps are few: spend them well."
        ),
    )


def coach_tips(view: SeatView | None, me: int, defender_name: str) -> list[Tip]:
    """The tips that fit ``view`` (the player's, seat ``me``), best first; ``defender_name``: the defender as the
    table names her."""
    if view is None or view.outcome is not None or view.trump_card is None:
        return []
    tips: list[Tip] = []
    if view.variant.colour_guess and all(seat != me for seat, _move in view.moves):  # till her first move
        tips.append(guess_tip(view))
    if view.phase == "attack" and view.attacker == me:
        limit = endgame_limit(view)
        if limit is not None:
            tips.append(endgame_tip(view, limit, defender_name))
        tips.append(attack_tip())
    elif view.phase == "defend" and view.defender == me:
        tips.append(defend_tip())
        if trump_matters(view):
            tips.append(trump_tip(view))
    return tips


def coach_place(layout: Layout) -> CoachPlace:
    """By the banner: above it over the top seat's cards (two and four players), else below it down to the battle's
    cards (three players). Never over the player's hand, the battle or a plate."""
    return CoachPlace(layout.coach, from_top=all(layout.vertical))
