"""Nakashth's rules page: the named pairs, totals and a losing hand drawn with the round cards."""

from __future__ import annotations

from game.ui.ganjifa.legend import pack_section
from game.ui.ganjifa.rules_table import table_section
from game.ui.i18n import _
from game.ui.rules.page import RulesPage, Section, round_picture

#: The named pairs, best first (tests/ui/test_rules_pages.py checks every example with the rules' code).
NAMED_PAIRS = ("1Su 1Ch", "RBa RPh", "VKu VGh", "10Cg 10Sh")
#: Two-card hands and their totals; 18 or more loses.
BEST_TOTAL, FIFTEEN, LOSING = "VSu 6Ch", "RBa 3Gh", "9Su 9Ba"


def rules_page() -> RulesPage:
    """Nakashth's page, in the player's language."""
    return RulesPage(
        (
            Section(
                _("The game"),
                (
                    _(
                        "A game of pure luck for two to six players with the round Ganjifa pack: eight suits of twelve "
                        "cards, 1 to 10, the vizier (V) and the raja (R). Once the stake is set, nobody chooses "
                        "anything: the cards decide."
                    ),
                    _(
                        "Each round everyone puts the same stake into the pot, which may still hold chips from the "
                        "round before. Everyone gets two cards face down; then the hands are turned over, one after "
                        "another (the order changes nothing)."
                    ),
                ),
            ),
            pack_section(False),
            Section(
                _("Which hand wins"),
                (
                    _("The four named pairs beat everything, best first: two 1s, two rajas, two viziers, two 10s."),
                    _(
                        "Any other hand counts its points: a number card its number, a vizier 11, a raja 12. 17 is the "
                        "best total, then 16, and so on down to 3. A total of 18 or more loses and scores nothing."
                    ),
                ),
                (
                    round_picture(_("The named pairs, best first"), *NAMED_PAIRS),
                    round_picture(_("Vizier and 6: 17, the best total"), BEST_TOTAL),
                    round_picture(_("Raja and 3: 15"), FIFTEEN),
                    round_picture(_("Two 9s: 18, a losing hand"), LOSING),
                ),
            ),
            Section(
                _("The pot and the chips"),
                (
                    _(
                        "The best hand takes the whole pot. Equal best hands share it; a chip that cannot be shared "
                        "stays in the pot. If every hand loses, the whole pot stays for the next round."
                    ),
                    _(
                        "The stake is chosen in the set-up. The bar at the top adds up each player's chips won or "
                        "lost, round after round."
                    ),
                ),
            ),
            table_section(hints=False, tricks=False),
        )
    )
