"""Komi's rules page: hands scored by their last digit, Komi, and a hand against the dealer's, in round cards."""

from __future__ import annotations

from game.ui.ganjifa.legend import pack_section
from game.ui.ganjifa.rules_table import table_section
from game.ui.i18n import _
from game.ui.rules.page import RulesPage, Section, round_picture

#: Example hands and their scores (tests/ui/test_rules_pages.py checks them with the rules' code).
SCORES_TWO, SCORES_NINE, KOMI_HAND = "5Su 7Ba VPh", "9Ch 10Ku RGh", "VSu RCh VCg"
#: A player's hand against the dealer's: 16 scores 6, 5 scores 5, so the dealer pays the player's stake.
PLAYER_HAND, DEALER_HAND = "4Ba 4Sh 8Ku", "3Ph VSu 2Cg"


def rules_page() -> RulesPage:
    """Komi's page, in the player's language."""
    return RulesPage(
        (
            Section(
                _("The game"),
                (
                    _(
                        "A quick game of luck for two to six players. Each player plays a duel with the dealer alone, "
                        "and only the last digit of a three-card total counts."
                    ),
                    _(
                        "The deal passes to the next seat every round. Before the deal every player but the dealer "
                        "sets a stake of 1 to 10 chips; the dealer stakes nothing. Then everyone, the dealer too, gets "
                        "three cards."
                    ),
                ),
            ),
            pack_section(False),
            Section(
                _("Scoring a hand"),
                (
                    _(
                        "Add up the number cards; viziers and rajas count nothing. The score is the last digit of the "
                        "total, from 0 to 9: 19 scores 9 and 10 scores 0. Suits play no part."
                    ),
                    _("Three face cards (viziers or rajas) are Komi, the best hand of all. Two Komi hands tie."),
                ),
                (
                    round_picture(_("5 + 7 = 12, the vizier counts 0: scores 2"), SCORES_TWO),
                    round_picture(_("9 + 10 = 19: scores 9"), SCORES_NINE),
                    round_picture(_("Three face cards: Komi"), KOMI_HAND),
                ),
            ),
            Section(
                _("Against the dealer"),
                (
                    _(
                        "The hands are shown (with betting, a folded hand stays face down) and each player is compared "
                        "with the dealer alone: a higher score is paid its stake by the dealer, a lower score pays its "
                        "stake to the dealer, an equal score keeps it."
                    ),
                ),
                (
                    round_picture(
                        _(
                            "Yours, left: 4 + 4 + 8 = 16 scores 6. The dealer's: 3 + 2 = 5. "
                            "The dealer pays you your stake."
                        ),
                        PLAYER_HAND,
                        DEALER_HAND,
                    ),
                ),
            ),
            Section(
                _("Betting and chips"),
                (
                    _(
                        "With the Betting option, each player in turn from the dealer's next seat looks at her own "
                        "cards and keeps her stake, doubles it (it is won or lost twice over) or folds: she pays the "
                        "dealer half her stake, rounded up, and sits out the round."
                    ),
                    _("The bar at the top adds up each player's chips won or lost, round after round."),
                ),
            ),
            table_section(hints=True, tricks=False),
        )
    )
