"""Hamrang's rules page: the key raja by day and night, two-card plays (Free first, as the set-up suggests), a
trick, the end (No elimination first) and the Sum option, drawn with the round cards."""

from __future__ import annotations

from game.ui.ganjifa.legend import pack_section
from game.ui.ganjifa.rules_table import table_section
from game.ui.i18n import _
from game.ui.rules.page import DAY_KEY as DAY_KEY  # the pictures' cards, checked by the tests
from game.ui.rules.page import NIGHT_KEY as NIGHT_KEY
from game.ui.rules.page import RulesPage, Section, key_card_pictures, round_picture

#: The key raja by day and by night.
#: Two-card plays (tests/ui/test_rules_pages.py checks them with the rules' code): a hand and its play for a suit.
SEVERAL_HAND, SEVERAL_PLAY = "3Ba 7Ba VBa 6Ku", "VBa 3Ba"
#: The same hand's play with Free: the highest and any other of the suit.
FREE_PLAY = "VBa 7Ba"
SINGLE_HAND, SINGLE_PLAY = "8Ku 2Sh 5Gh VGh", "8Ku 2Sh"
#: A trick of Barat, seat by seat: the vizier takes it; the raja of Chandra is of another suit.
TRICK = ("VBa 3Ba", "10Ba 4Ba", "RCh 2Ch", "9Ba 1Ba")
#: With Sum, the vizier and the 5 (16) take the trick from the raja and the 3 (15).
SUM_TRICK = ("RBa 3Ba", "VBa 5Ba")


def rules_page() -> RulesPage:
    """Hamrang's page, in the player's language."""
    return RulesPage(
        (
            Section(
                _("The game"),
                (
                    _(
                        "A trick-taking game for exactly four players, 24 cards each. Almost every play is two cards "
                        "at once, for one suit: hamrang means “same colour”."
                    ),
                    _(
                        "The raja is highest, then the vizier, then 10 down to 1. The key suit is Surya by day and "
                        "Chandra by night (the set-up's Key suit: by the clock, day or night)."
                    ),
                ),
                key_card_pictures(),
            ),
            pack_section(True),
            Section(
                _("A two-card play"),
                (
                    _(
                        "A play for a suit: your highest card of it and any other card of it, as you choose (the "
                        "Free option, suggested at the set-up). With only one card of the suit, that card and your "
                        "lowest card of another suit; with a single card left, that card alone."
                    ),
                    _("Without Free, the second card is always your lowest of the suit: plays are nearly forced."),
                ),
                (
                    round_picture(_("Free: the vizier of Barat and any other, here the 7"), FREE_PLAY),
                    round_picture(_("Without Free: the vizier and the lowest, the 3"), SEVERAL_PLAY),
                    round_picture(_("One Kumancha card: the 8 and your lowest other card"), SINGLE_PLAY),
                ),
            ),
            Section(
                _("A trick"),
                (
                    _(
                        "The holder of the key raja leads it with another card of the key suit (without Free, her "
                        "lowest). Each other player in turn makes a play for the led suit, or for any suit if she has "
                        "none of it."
                    ),
                    _(
                        "The highest card of the led suit takes the trick; cards of other suits never win. The winner "
                        "leads next: a play for a suit in which she holds a vizier or a raja."
                    ),
                ),
                (round_picture(_("The vizier of Barat takes: the raja of Chandra is of another suit"), *TRICK),),
            ),
            Section(
                _("The end, and dropping out"),
                (
                    _(
                        "With the No elimination option (suggested at the set-up) nobody drops out: a leader with no "
                        "face card left leads any suit she holds, every card is played, and most tricks wins; equal "
                        "most share the win."
                    ),
                    _(
                        "Without it, after each trick a player with no vizier or raja left is out: her cards stay "
                        "face down and she keeps her tricks. The game ends when fewer than two players are still in."
                    ),
                    _(
                        "More options: Sum gives the trick to the largest total of points in the led suit (equal "
                        "totals: the higher card of the suit). Mughal order: in Phul, Ghulam, Shamsher and Chandra "
                        "the number cards run the other way."
                    ),
                ),
                (round_picture(_("Sum: vizier and 5 (16) beat raja and 3 (15)"), *SUM_TRICK),),
            ),
            table_section(hints=True, tricks=True),
        )
    )
