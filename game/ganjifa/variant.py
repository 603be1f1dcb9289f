"""A Ganjifa game's variant as the parlour declares it: player counts and the options it may be played with."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

#: The option that makes the key suit Chandra (night) rather than Surya (day); records write it as ``Time``.
NIGHT = "night"


@dataclass(frozen=True, slots=True)
class GanjifaVariant:
    """One game of the pack: ``id`` (the ``Game`` tag), the player counts, and its options.

    ``options`` are the words of the ``Options`` tag the game accepts (``mughal``, ``betting``, ``fast``...);
    ``option_players`` limits an option to some player counts (``teams``: 4). ``keyed`` games have a key suit,
    so :data:`NIGHT` is an option of theirs too (the record's ``Time`` tag, not its ``Options``).
    """

    id: str
    players: tuple[int, ...]
    options: tuple[str, ...]
    keyed: bool = False
    option_players: Mapping[str, tuple[int, ...]] = field(default_factory=dict)

    @property
    def settings(self) -> tuple[str, ...]:
        """Every option ``new_game`` accepts: the ``Options`` words, and :data:`NIGHT` for a keyed game."""
        return (*self.options, NIGHT) if self.keyed else self.options

    def check_players(self, players: int) -> None:
        """Raise ``ValueError`` unless the game is for ``players`` players."""
        if players not in self.players:
            allowed = " to ".join(map(str, (min(self.players), max(self.players))))
            raise ValueError(f"{self.id} is for {allowed} players, not {players}")

    def option_error(self, options: Iterable[str], players: int) -> str | None:
        """Why ``options`` cannot be played by ``players`` players, or ``None`` when they can."""
        for option in options:
            if option not in self.settings:
                known = ", ".join(self.options) or "none"
                return f"{self.id} has no option {option!r} (options: {known})"
            allowed = self.option_players.get(option)
            if allowed is not None and players not in allowed:
                return f"option {option} is for {' or '.join(map(str, allowed))} players, not {players}"
        return None

    def check_options(self, options: Iterable[str], players: int) -> frozenset[str]:
        """``options`` as a set; raises ``ValueError`` with :meth:`option_error`'s reason."""
        error = self.option_error(options, players)
        if error is not None:
            raise ValueError(error)
        return frozenset(options)
