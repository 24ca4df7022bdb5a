"""The generic screens' buttons and labels pass through tr(): a catalog reaches every one.

Issue 15: "Every text a player reads (log, status, dialogs, buttons) passes
through one gettext-style function, so that a Dutch translation can follow
without touching the screens." With a pseudo-catalog that brackets every
message, each button and label of these screens shows brackets; a text without
them was not given to tr() (or comes from the game's data, listed below).
"""

from __future__ import annotations

import pytest
from pygame_gui.elements import UIButton, UILabel

from game import texts
from game.ui.app import App
from game.ui.fronts import installed_games
from game.ui.smoke import scene_makers
from tests.bracketed import Bracketed

from .driving import frames

# Screens whose every button and label is the app's own words.
SCREENS = ["menu", "setup", "learn", "statistics", "settings", "message", "freight game menu",
           "freight save as", "koplopers game menu", "koplopers results", "freight results",
           "freight game", "koplopers game", "load", "freight replay", "koplopers replay"]



@pytest.mark.parametrize("screen", SCREENS)
def test_every_button_and_label_is_translated(
    app: App, screen: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(texts, "_catalog", Bracketed())
    make = dict(scene_makers(installed_games()))[screen]
    app.stack.scenes.clear()
    make(app)
    frames(app, 1)
    shown = [
        widget.text for widget in app.stack.top.ui.get_sprite_group().sprites()
        if isinstance(widget, (UIButton, UILabel)) and widget.visible and widget.text.strip()
    ]
    assert shown
    # not ◀ ▶, nor the languages, which Settings names each in its own words
    words = [text for text in shown if any(ch.isalpha() for ch in text)
             and text not in texts.LANGUAGES.values()]
    assert [text for text in words if "⟦" not in text] == []
