"""The pygame-gui theme from assets/theme.json, with font sizes scaled by the UI scale.

One theme file holds every colour and font of the widgets; the UI scale setting
multiplies its font sizes and the tooltips' width (at 125% a 170-pixel tooltip held
three words a line and stood tall over what lay below), and scenes multiply their
layout by the same factor.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from game.ui.resources import THEME_FILE


@cache
def _base_theme() -> str:
    return THEME_FILE.read_text(encoding="utf-8")


def scaled_theme(scale: float) -> dict[str, Any]:
    theme: dict[str, Any] = json.loads(_base_theme())
    for block in theme.values():
        font = block.get("font")
        if font and "size" in font:
            font["size"] = str(round(int(font["size"]) * scale))
        misc = block.get("misc")
        if misc and "rect_width" in misc:
            misc["rect_width"] = str(round(int(misc["rect_width"]) * scale))
    return theme
