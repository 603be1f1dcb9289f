"""A network table's seats: who plays each (a person by a secret token, a bot, nobody yet), the secrets kept only
as hashes, and the grace a dropped person has before a bot stands in."""

from __future__ import annotations

import hashlib
import hmac
import secrets
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

#: What a table sends a connected seat: one encoded message.
Sink = Callable[[str], None]
SeatStatus = Literal["open", "person", "away", "bot"]
#: The letters of a table code: no 0/O, 1/I/L to misread aloud.
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
#: The longest name a player goes by at a table, in characters.
NAME_LENGTH = 20


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def new_token() -> str:
    return secrets.token_urlsafe(18)


def digest(secret: str) -> str:
    """What is kept of a seat token: its SHA-256 (a token is random, so no salt is needed)."""
    return hashlib.sha256(secret.encode("utf-8", "replace")).hexdigest()


def clean_name(text: str) -> str:
    """A player's name as others see it: letters, marks, digits, punctuation and symbols of any script, single
    spaces, at most :data:`NAME_LENGTH` characters; control and format characters (a right-to-left override that
    would turn the others' screens around) and anything unassigned dropped."""
    kept = "".join(c if not c.isspace() else " " for c in text[: NAME_LENGTH * 4] if unicodedata.category(c)[0] != "C")
    return " ".join(kept.split())[:NAME_LENGTH].strip()


def password_hash(password: str, salt: str | None = None) -> str:
    """``salt$hash`` of a table password (PBKDF2-SHA256), ``""`` for no password."""
    if not password:
        return ""
    salt = salt if salt is not None else secrets.token_hex(8)
    key = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8", "replace"), salt.encode(), 20_000)
    return f"{salt}${key.hex()}"


def password_ok(stored: str, given: str) -> bool:
    if not stored:
        return True
    salt, _, _key = stored.partition("$")
    return hmac.compare_digest(stored, password_hash(given, salt)) if given else False


@dataclass
class Seat:
    """One seat: ``token_hash`` "" while nobody took it; ``sink`` while its person is connected; ``away_since`` the
    clock when the person dropped; ``bot_plays`` once a bot plays it (an empty seat at the start, or a person away
    past the grace); ``last_seq``: the last of its intents carried out; ``name``: its person's, as they gave it."""

    token_hash: str = ""
    sink: Sink | None = None
    away_since: float | None = None
    bot_plays: bool = False
    last_seq: int = 0
    name: str = ""

    @property
    def status(self) -> SeatStatus:
        if not self.token_hash:
            return "bot" if self.bot_plays else "open"
        if self.sink is not None:
            return "person"
        return "bot" if self.bot_plays else "away"

    def owns(self, token: str) -> bool:
        return bool(self.token_hash) and hmac.compare_digest(self.token_hash, digest(token))
