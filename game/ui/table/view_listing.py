"""An engine's view as lines to read: the generic game screen's picture of a game that has
no table of its own."""

from __future__ import annotations

import json
from typing import Any

from game.ui.widgets.scroll_list import Entry


def view_entries(view: Any, depth: int = 0) -> list[Entry]:
    """The engine's view as indented lines: short values inline, nested ones below."""
    entries: list[Entry] = []
    items = view.items() if isinstance(view, dict) else enumerate(view)
    for key, value in items:
        label = str(key).replace("_", " ")
        text = json.dumps(value, ensure_ascii=False)
        indent = "    " * depth
        if isinstance(value, (dict, list)) and len(text) > 60:
            entries.append(Entry(f"{indent}{label}:", "h2" if depth == 0 else "body"))
            entries += view_entries(value, depth + 1)
        else:
            entries.append(Entry(f"{indent}{label}: {text}", "body" if depth == 0 else "dim"))
    return entries
