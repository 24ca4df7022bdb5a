"""What the app lends every scene: the navigator, the display, the settings, the sounds.

A scene is given this record, not the app: it opens screens by name through the
navigator, lays itself out by the display's scale, reads and changes the settings
(settings_changed brings the window, sound and layout in line and stores them),
plays sounds, and starts games. The app makes the one record at start-up and owns
what stands behind it (the window, the loop).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from game.store.save_format import read_save
from game.store.saves import slot_for
from game.store.settings import Settings
from game.ui.display import Display
from game.ui.navigator import Navigator
from game.ui.sound import Sounds

if TYPE_CHECKING:  # type only: the session (and the engines) load with the first game
    from game.ui.session import Session


@dataclass(frozen=True)
class Services:
    navigator: Navigator
    display: Display
    settings: Settings
    sounds: Sounds
    # The settings changed: window, theme, sound and every scene follow them; they are stored.
    settings_changed: Callable[[], None]
    # Store the settings as they are (saying why over the scene when that fails).
    store_settings: Callable[[], None]
    # A frame soon, from any thread: something changed that no input announced.
    wake: Callable[[], None]
    # Close the app.
    quit: Callable[[], None]

    def show_message(self, title: str, text: str) -> None:
        """A message the player reads and dismisses, over the screen on top."""
        self.navigator.push("message", title=title, text=text)

    def start_session(self, session: Session) -> None:
        """Play `session` on its game's table, over the menu (where quitting it leads)."""
        session.autosave_if_new()  # a new game is kept at once; one reopened stays as it was
        self.navigator.reset_to("menu")
        self.navigator.push("game", session=session)

    def open_save(self, path: Path) -> None:
        """Resume the game in `path` in its own slot (a Save as file gets a new one and is
        left as it was); InvalidRecord (file untouched) when it cannot be."""
        from game.ui.session import Session  # the engines load with the first game opened

        self.start_session(Session.from_save(read_save(path), slot_for(path)))
