"""Panjpar's rules page: the three attack patterns drawn with the French cards, and the rules in six paragraphs."""

from __future__ import annotations

from game.panjpar.cards import Card, card
from game.ui.i18n import _
from game.ui.rules.page import Picture, RulesPage, Section

#: The three attack patterns of rule 4, as example hands.
PATTERNS: tuple[tuple[Card, ...], ...] = (
    (card(9, 3),),
    (card(7, 1), card(7, 0), card(9, 2)),
    (card(13, 0), card(13, 2), card(4, 1), card(4, 3), card(7, 0)),
)


def rules_text() -> list[str]:
    return [
        _("Each player holds five cards; the next card is turned up for trumps and the rest lie on it as the stock."),
        _(
            "The attacker throws 1, 3 or 5 cards: one card, three with a pair, or five with two pairs — never more "
            "than the defender holds."
        ),
        _(
            "The defender may kill any attack card with a higher card of its suit, or with any trump (a trump only by "
            "a higher trump), and picks up the cards not killed."
        ),
        _(
            "Killed cards go to the discard heap. If every card was killed, the defender attacks next; otherwise the "
            "attacker attacks again."
        ),
        _("After each battle both draw back up to five while the stock lasts; the trump card is drawn last."),
        _("Once the stock is empty, the first to run out of cards wins. The one left holding cards is the fool."),
    ]


def rules_page() -> RulesPage:
    """Panjpar's page, in the player's language."""
    captions = (_("1 card: any card"), _("3 cards: a pair and one more"), _("5 cards: two pairs and one more"))
    pictures = tuple(
        Picture(caption, (tuple(int(c) for c in cards),), "french")
        for cards, caption in zip(PATTERNS, captions, strict=True)
    )
    return RulesPage((Section(paragraphs=tuple(rules_text()), pictures=pictures, pictures_first=True),))
