"""The player's settings, remembered between runs in the data folder.

A settings file that is missing, damaged or from another version never stops
the app: each value that cannot be read falls back to its default.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields

from game.ui.paths import data_dir
from game.ui.saves import write_json_atomic

ANIMATION_SPEEDS = ("off", "normal", "fast")
UI_SCALES = (0.8, 1.0, 1.25, 1.5)
SETTINGS_FILE = "settings.json"


@dataclass
class Settings:
    fullscreen: bool = False
    animation: str = "normal"
    sound: bool = True
    volume: float = 0.7
    colour_blind: bool = False
    ui_scale: float = 1.0

    def valid(self, name: str, value: object) -> bool:
        if name == "animation":
            return value in ANIMATION_SPEEDS
        if name == "ui_scale":
            return value in UI_SCALES
        if name == "volume":
            return (
                isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 1
            )
        return isinstance(value, bool)


def load_settings() -> Settings:
    settings = Settings()
    try:
        data = json.loads((data_dir() / SETTINGS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return settings
    if isinstance(data, dict):
        for field in fields(Settings):
            value = data.get(field.name)
            if settings.valid(field.name, value):
                setattr(settings, field.name, value)
    return settings


def save_settings(settings: Settings) -> None:
    write_json_atomic(data_dir() / SETTINGS_FILE, asdict(settings))
