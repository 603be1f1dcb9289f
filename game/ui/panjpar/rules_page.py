"""Panjpar's rules page: the deal and the colour guess, attacking, killing and taking, drawing, the endgame and the
draw, three and four players, the match, each with pictures of real positions.

The example positions are data here (card texts, the trump suit, who holds what) so that
tests/ui/test_rules_pages.py can play each one with the rules code and check that its caption is true.
"""

from __future__ import annotations

from game.panjpar.cards import Card, card, parse_cards
from game.ui.i18n import _
from game.ui.panjpar.cardtext import card_name
from game.ui.rules.page import Picture, RulesPage, Section

#: The three attack patterns of rule 4, as example hands.
PATTERNS: tuple[tuple[Card, ...], ...] = (
    (card(9, 3),),
    (card(7, 1), card(7, 0), card(9, 2)),
    (card(13, 0), card(13, 2), card(4, 1), card(4, 3), card(7, 0)),
)

#: The colour guess's example: the trump card turned up is black.
GUESS_TRUMP = "6S"
#: The trump suit of the kill examples (spades), and the kills: (attack card, the card that kills it).
KILL_TRUMP = "2S"
HIGHER_OF_SUIT = ("4H", "9H")
TRUMP_KILLS = ("AH", "3S")
HIGHER_TRUMP = ("7S", "10S")
#: A card that cannot kill: a higher card of another suit, not a trump.
NO_KILL = ("8D", "KC")
#: Taking: the attack, the one card killed (attack card, killer); the rest is picked up.
TAKE_ATTACK = "QD QC 5H"
TAKE_KILL = ("5H", "8H")
#: The endgame's limit (stock empty): the attacker's hand, and how many cards the defender holds.
LIMIT_HAND = "QH QC 7D 7S 3C"
LIMIT_DEFENDER = 2
#: The draw (stock empty, two players): the attacker's last card and the defender's last card, which kills it.
DRAW_ATTACK = "8D"
DRAW_KILL = "JD"


def names(text: str) -> str:
    """Cards by their texts as the table writes them: ``QH QC`` -> ``Q♥ Q♣``."""
    return " ".join(card_name(c) for c in parse_cards(text))


def cards_of(text: str) -> tuple[int, ...]:
    return tuple(int(c) for c in parse_cards(text))


def pair_picture(caption: str, attack: str, killer: str) -> Picture:
    """An attack card and the card on it, side by side."""
    return Picture(caption, (cards_of(attack), cards_of(killer)), "french")


def deal_section() -> Section:
    trump = names(GUESS_TRUMP)
    return Section(
        _("The deal"),
        (
            _(
                "Each player holds five cards; the next card is turned up for trumps and the rest lie on it as the "
                "stock."
            ),
            _(
                "With 52 cards (two players) the player guesses the colour of the trump suit, red or black, when the "
                "cards are dealt. A right guess: she attacks first. A wrong one: her opponent does."
            ),
            _(
                "With 36 cards the player to the dealer's left attacks first. The first dealer is drawn by lot; after "
                "that the loser of a game deals the next, and after a draw the same player deals again."
            ),
        ),
        (
            Picture(
                _("Trump {card} is black: a guess of black attacks first").format(card=trump),
                (cards_of(GUESS_TRUMP),),
                "french",
            ),
        ),
    )


def attack_section() -> Section:
    captions = (_("1 card: any card"), _("3 cards: a pair and one more"), _("5 cards: two pairs and one more"))
    pictures = tuple(
        Picture(caption, (tuple(int(c) for c in cards),), "french")
        for cards, caption in zip(PATTERNS, captions, strict=True)
    )
    return Section(
        _("Attacking"),
        (
            _(
                "The attacker throws 1, 3 or 5 cards: one card, three with a pair, or five with two pairs — never more "
                "than the defender holds."
            ),
            _(
                "A defender with 3 or 4 cards faces 1 or 3 cards; a defender with 1 or 2 cards faces a single card. "
                "This limit matters most once the stock is empty."
            ),
        ),
        pictures,
    )


def kill_section() -> Section:
    trump = names(KILL_TRUMP)[-1]
    kills = (
        (_("{killer} kills {card}: higher, same suit"), HIGHER_OF_SUIT),
        (_("{killer} kills {card}: a trump"), TRUMP_KILLS),
        (_("{killer} kills {card}: a higher trump"), HIGHER_TRUMP),
        (_("{killer} cannot kill {card}: another suit"), NO_KILL),
    )
    pictures = tuple(
        pair_picture(caption.format(killer=names(killer), card=names(attack)), attack, killer)
        for caption, (attack, killer) in kills
    )
    return Section(
        _("Killing and taking"),
        (
            _(
                "The defender may kill any attack card with a higher card of its suit, or with any trump (a trump only "
                "by a higher trump), and picks up the cards not killed."
            ),
            _(
                "She kills as many or as few as she likes: the defending cards need form no pattern, and she may take "
                "every card without killing any."
            ),
            _("In these pictures {suit} is trumps.").format(suit=trump),
        ),
        pictures,
    )


def take_section() -> Section:
    attack, killer = TAKE_KILL
    return Section(
        paragraphs=(
            _(
                "Killed cards go face down to the discard heap, out of play until the next deal. If every card was "
                "killed, the defender attacks next; otherwise the attacker attacks again."
            ),
        ),
        pictures=(
            Picture(
                _("{killer} kills {card}; {rest} are picked up").format(
                    killer=names(killer), card=names(attack), rest=names(" ".join(TAKE_ATTACK.split()[:2]))
                ),
                (cards_of(TAKE_ATTACK), cards_of(killer)),
                "french",
            ),
        ),
    )


def drawing_section() -> Section:
    return Section(
        _("Drawing"),
        (
            _(
                "After each battle, while the stock lasts, whoever holds fewer than five cards draws up to five: first "
                "the attacker of that battle, then the defender."
            ),
            _(
                "The face-up trump card is the stock's last card and is drawn like any other. A player with five or "
                "more cards draws nothing; if the stock runs out part-way, the later players draw nothing."
            ),
        ),
    )


def end_section() -> Section:
    limit = Picture(
        _("The defender holds 2 cards: only one card may attack, the pairs must wait"),
        (cards_of(LIMIT_HAND),),
        "french",
    )
    draw = pair_picture(
        _("Last cards: {killer} kills {card}, both are out: a draw").format(
            killer=names(DRAW_KILL), card=names(DRAW_ATTACK)
        ),
        DRAW_ATTACK,
        DRAW_KILL,
    )
    return Section(
        _("The end"),
        (
            _(
                "Once the stock is empty, a player left without cards after a battle is out. The first to run out of "
                "cards wins; the one left holding cards is the fool."
            ),
            _(
                "With two players, if both run out in the same battle (the attacker throws her last cards and the "
                "defender kills them all with his last), the game is a draw."
            ),
            _("A player without cards while the stock still has some is not out: she draws."),
        ),
        (limit, draw),
    )


def players_section() -> Section:
    return Section(
        _("Three and four players"),
        (
            _(
                "Play goes to the left. The attacker always attacks the player to her left. If the defender killed "
                "every card, she attacks next; otherwise the player to the defender's left attacks."
            ),
            _(
                "Only the attacker and the defender draw after a battle: nobody else played. Players who run out "
                "once the stock is empty drop out, and their seats are skipped; the last one holding cards loses."
            ),
            _(
                "A defender who kills everything with her last cards drops out and the attack passes to her left. If "
                "the last two players run out in the same battle, the game is a draw."
            ),
        ),
    )


def match_section() -> Section:
    return Section(
        _("A match"),
        (
            _(
                "Games follow one another in a match; the score counts for each player the games won, lost (as the "
                "fool) and drawn."
            ),
        ),
    )


def rules_page() -> RulesPage:
    """Panjpar's page, in the player's language."""
    return RulesPage(
        (
            deal_section(),
            attack_section(),
            kill_section(),
            take_section(),
            drawing_section(),
            end_section(),
            players_section(),
            match_section(),
        )
    )
