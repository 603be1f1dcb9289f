"""One bot seat as the table drives it, whichever game and wherever the bot thinks."""

from __future__ import annotations

from typing import Any, Protocol


class BotLike(Protocol):
    """One bot seat as the table drives it (the view and the answer are the game's own types)."""

    @property
    def busy(self) -> bool: ...

    def ask(self, view: Any, seed: int) -> None: ...

    def poll(self) -> Any | None: ...

    def cancel(self) -> None: ...

    def close(self) -> None: ...

    def take_notice(self) -> str | None: ...
