"""The languages the game ships a translation for, in one place: the settings schema (game/storage) allows
only these codes, and the UI's translations (game/ui/i18n) read only their catalogs."""

from __future__ import annotations

#: Language code -> the language's own name (never translated). English is the source language. ``fa_AF`` is Dari
#: (Afghan Persian, written right to left), the code Babel's ``Locale.parse`` and gettext read.
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "fa_AF": "دری"}
#: The language whose strings are written in the code (it has no catalog).
SOURCE_LANGUAGE = "en"
