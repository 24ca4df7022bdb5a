"""The texts the app paints itself (tables, score sheets) pass through tr() too.

Issue 15: "Every text a player reads (log, status, dialogs, buttons) passes
through one gettext-style function, so that a Dutch translation can follow
without touching the screens." tests/ui/test_texts_marked.py checks the
widgets; this checks every text drawn with the app's fonts while a screen is
painted under a catalog that brackets each message. What may show unbracketed
is the game's data: player names, station and region names, numbers.
"""

from __future__ import annotations

import re

import pytest

from game import texts
from game.ui import fonts
from game.ui.app import App
from game.ui.fronts import installed_games
from game.ui.smoke import scene_makers
from tests.bracketed import Bracketed
from tests.ui.painted import spy_on_painted

from .driving import frames

SCREENS = ["menu", "settings", "freight game menu", "freight save as", "freight game",
           "freight game later", "freight scoring", "freight results", "koplopers results",
           "koplopers game", "koplopers game later"]
PLAYER_NAMES = re.compile(r"\b(Ann|Bob|Cy|Dee|Eve)\b")
# Settings names each language in its own words, whatever language is shown.
LANGUAGE_NAMES = re.compile("|".join(rf"^{name}$" for name in texts.LANGUAGES.values()))
DATA = re.compile(r"[A-Z]{2,}|\b[A-Z]\b|[A-Z](?=\d)|[\W\d_]")  # stations, regions,
# seat letters and train marks (R1), numbers



def untranslated(text: str) -> bool:
    """Words in `text` that are neither a message (or a piece of one, cut by wrapping) nor
    the game's data."""
    if "⟦" in text or "⟧" in text:
        return False
    return bool(DATA.sub("", PLAYER_NAMES.sub("", LANGUAGE_NAMES.sub("", text))))


@pytest.mark.parametrize("screen", SCREENS)
def test_every_painted_text_is_a_message_or_data(
    app: App, screen: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(texts, "_catalog", Bracketed())
    fonts.rendered.cache_clear()  # a text drawn before in English must be drawn again
    painted = spy_on_painted(monkeypatch)
    make = dict(scene_makers(installed_games()))[screen]
    app.stack.scenes.clear()
    make(app)
    frames(app, 2)
    assert painted
    assert sorted({text for text in painted if untranslated(text)}) == []
