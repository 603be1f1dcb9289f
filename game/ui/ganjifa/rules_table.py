"""The last section of every Ganjifa rules page: what the table offers besides playing (the card names, the pack's
legend; hints and Enter where the player chooses; the last trick and the hand's order at a trick game)."""

from __future__ import annotations

from game.ui.i18n import _
from game.ui.rules.page import Section


def table_section(hints: bool, tricks: bool) -> Section:
    """The table's help in a few sentences; ``hints``: a game where the player chooses; ``tricks``: a trick game."""
    paragraphs = [_("Rest the pointer on a card to read its name; Pack (or K) shows the eight suits.")]
    if hints and not tricks:
        paragraphs.append(_("Hint (or H) names the choice the strongest bot would make, and why; Enter makes it."))
    elif hints:
        paragraphs.append(
            _(
                "Hint (or H) raises the cards the strongest bot would play, and Enter plays them; when only one play "
                "is legal, Enter plays it (or, set in Settings, it plays itself)."
            )
        )
    if tricks:
        paragraphs.append(
            _(
                "A finished trick stays on the table for the pause chosen in Settings (a click ends it); Last trick "
                "(or T) shows it again. S sorts your hand by suit or by value, and a card dragged within your hand "
                "stays where you drop it."
            )
        )
        paragraphs.append(_("Out of a game that goes on, Finish quickly (or F) plays the rest without pauses."))
    return Section(_("At the table"), tuple(paragraphs))
