"""Ekrang's rules page: the order of the cards, the key card by day and night, the opening, a beaten lead and
phase 2's low card, drawn with the round cards."""

from __future__ import annotations

from game.ui.ganjifa.legend import pack_section
from game.ui.ganjifa.rules_table import table_section
from game.ui.i18n import _
from game.ui.rules.page import DAY_KEY as DAY_KEY  # the pictures' cards, checked by the tests
from game.ui.rules.page import NIGHT_KEY as NIGHT_KEY
from game.ui.rules.page import RulesPage, Section, key_card_pictures, round_picture

#: One suit from the highest card to the lowest.
ORDER = "RSu VSu 10Su 9Su 8Su 7Su 6Su 5Su 4Su 3Su 2Su 1Su"
#: The key card by day and by night.
#: A three-player game (tests/ui/test_rules_pages.py plays it with the rules' code): the opening and its covers,
#: then a lead nobody beats, and phase 2, which the 5 of Barat takes.
HANDS = ("RSu 10Ba 9Ba 2Ba", "4Gh 2Ph 3Ba 5Ba", "3Ku 1Ph 7Cg RSh")
OPENING, COVERS = "RSu 10Ba", "4Gh 2Ph"
LOW_TRICK = ("2Ba", "5Ba", "RSh")
#: A two-player game: the 7 of Barat led, the 9 of Barat must beat it.
BEAT_HANDS = ("RSu 8Ba 7Ba 3Sh", "VCh 1Ph 9Ba 5Ba")
BEATEN_LEAD = ("7Ba", "9Ba")
#: With the Mughal order, Chandra's 1 is above its 5, and its 5 above its 10.
MUGHAL = "1Ch 5Ch 10Ch"


def rules_page() -> RulesPage:
    """Ekrang's page, in the player's language."""
    return RulesPage(
        (
            Section(
                _("The game"),
                (
                    _(
                        "A trick-taking game for two to four players. Its special rule: whoever holds a higher card of "
                        "the suit that was led must play it, and takes the cards on the table there and then."
                    ),
                    _(
                        "The raja is the highest card, then the vizier, then 10 down to 1. Where the rules say higher "
                        "or lower with no suit (the opening, the covers, phase 2's lowest card), a 7 of any suit is "
                        "higher than a 5 of any other; a trick is taken only by a card of its own suit."
                    ),
                ),
                (round_picture(_("Highest to lowest: raja, vizier, 10 down to 1"), ORDER),),
            ),
            pack_section(True),
            Section(
                _("The deal and the key card"),
                (
                    _(
                        "Three players share the whole pack, 32 cards each; four players get 24 each; two players get "
                        "17 each from Surya, Chandra and two other suits. With the Fast option: as many suits as "
                        "players, 12 cards each."
                    ),
                    _(
                        "The key suit is Surya by day and Chandra by night (the set-up's Key suit: by the clock, day "
                        "or night). Whoever holds its raja, the key card, plays first."
                    ),
                ),
                key_card_pictures(),
            ),
            Section(
                _("The opening"),
                (
                    _(
                        "The key card's holder lays it with one of her highest number cards. Each other player covers "
                        "both, the key card first, each with a lower card of any suit (any card if she has none "
                        "lower). The opener takes all these cards: the first trick."
                    ),
                ),
                (round_picture(_("The key card and a 10, covered by a 4 and a 2"), OPENING, COVERS),),
            ),
            Section(
                _("A round, phase 1"),
                (
                    _(
                        "The active player picks a suit and plays her highest card of it. Each other player in turn "
                        "who holds a higher card of that suit must play one: she takes the cards at once and leads the "
                        "next round. Otherwise she follows suit if she can, or plays any card."
                    ),
                ),
                (round_picture(_("The 9 must beat the 7 of Barat, and takes at once"), *BEATEN_LEAD),),
            ),
            Section(
                _("Phase 2, when nobody beat"),
                (
                    _(
                        "The active player takes the cards, then plays her lowest card of that suit (with none, her "
                        "lowest card of any suit). Everyone else plays any card; the highest card of the suit takes "
                        "the trick and leads next."
                    ),
                ),
                (
                    round_picture(
                        _("The lowest Barat is led; the 5 of Barat takes, not the raja of Shamsher"), *LOW_TRICK
                    ),
                ),
            ),
            Section(
                _("The end and the options"),
                (
                    _(
                        "Players without cards sit out. The game ends when fewer than two players hold cards. Most "
                        "tricks wins; equal most share the win."
                    ),
                    _(
                        "Teams (four players): seats 1 and 3 against 2 and 4, partners adding their tricks. Mughal "
                        "order: in Phul, Ghulam, Shamsher and Chandra the number cards run the other way, 1 high and "
                        "10 low."
                    ),
                ),
                (round_picture(_("Mughal order in Chandra: 1 above 5 above 10"), MUGHAL),),
            ),
            table_section(hints=True, tricks=True),
        )
    )
