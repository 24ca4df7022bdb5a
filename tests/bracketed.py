"""A pseudo-language for the tests that prove every text a player reads goes through tr().

Issue 15: "Every text a player reads ... passes through one gettext-style
function, so that a Dutch translation can follow without touching the
screens." Under this catalog every message reads ⟦message⟧, so a text shown
without the brackets never reached the catalog.
"""

from __future__ import annotations

import gettext


class Bracketed(gettext.NullTranslations):
    """A 'language' in which every message reads ⟦message⟧."""

    def gettext(self, message: str) -> str:
        return f"⟦{message}⟧"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return f"⟦{msgid1 if n == 1 else msgid2}⟧"

    def pgettext(self, context: str, message: str) -> str:
        return f"⟦{message}⟧"
