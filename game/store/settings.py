"""The player's settings, remembered between runs in the data folder.

A settings file that is missing, damaged, from another version or not a file at
all (a pipe, a link to a device) never stops the app: it is read by the same
bounded reader as the saves, and each value that cannot be read falls back to
its default. Storing them may fail (a read-only folder, a full disk): the caller
shows why and the app goes on with the settings as they are.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from game.store.files import UnreadableFile, read_json, write_json_atomic
from game.store.paths import data_dir
from game.texts import LANGUAGES

# In the order Settings shows them, slowest to fastest after none at all; "slow" for those
# who want to follow every computer step at ease.
ANIMATION_SPEEDS = ("off", "slow", "normal", "fast")
UI_SCALES = (0.8, 1.0, 1.25, 1.5)
SETTINGS_FILE = "settings.json"
WINDOW_REACH = 32_000  # pixels: no desktop is wider; a window size or place beyond is damage


@dataclass
class Settings:
    fullscreen: bool = False
    animation: str = "normal"
    sound: bool = True
    volume: float = 0.7
    colour_blind: bool = False
    # One of UI_SCALES, or None: fit the window (Display.scale), 125% at 1920x1080.
    ui_scale: float | None = None
    # A person's turn waits for their Confirm (or Undo) before the next seat moves.
    confirm_end_of_turn: bool = True
    # The tables offer a Hint button (and H): what the Hard player would do (game/ui/hints.py).
    hints: bool = True
    # One of game.texts.LANGUAGES ('en', 'nl'), or None: the system's, until one is chosen.
    language: str | None = None
    # The window's size and place on the desktop when the app was last closed (not in full
    # screen), [width, height] and [x, y]; None: sized to the screen, placed by the system.
    window_size: list[int] | None = None
    window_position: list[int] | None = None

    def valid(self, name: str, value: object) -> bool:
        if name == "animation":
            return value in ANIMATION_SPEEDS
        if name == "ui_scale":
            return value is None or (not isinstance(value, bool) and value in UI_SCALES)
        if name == "language":
            return value is None or (isinstance(value, str) and value in LANGUAGES)
        if name in ("window_size", "window_position"):
            low = 200 if name == "window_size" else -WINDOW_REACH
            return value is None or (
                isinstance(value, list) and len(value) == 2
                and all(type(v) is int and low <= v <= WINDOW_REACH for v in value))
        if name == "volume":
            return (
                isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 1
            )
        return isinstance(value, bool)


def load_settings() -> Settings:
    settings = Settings()
    try:
        data = read_json(data_dir() / SETTINGS_FILE)
    except UnreadableFile:
        return settings
    if isinstance(data, dict):
        for field in fields(Settings):
            value = data.get(field.name)
            if settings.valid(field.name, value):
                setattr(settings, field.name, value)
    return settings


def save_settings(settings: Settings) -> None:
    """Store `settings` (OSError when the data folder cannot take them)."""
    write_json_atomic(data_dir() / SETTINGS_FILE, asdict(settings))
