"""What the fonts draw: a spy on Face.render, shared by the tests that read the screen."""

from __future__ import annotations

from typing import Any

import pytest

from game.ui import glyphs


def spy_on_painted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The list every text drawn from now on is appended to, in drawing order."""
    painted: list[str] = []
    render = glyphs.Face.render

    def spy(face: glyphs.Face, text: str, *args: Any, **kwargs: Any) -> Any:
        painted.append(str(text))
        return render(face, text, *args, **kwargs)

    monkeypatch.setattr(glyphs.Face, "render", spy)
    return painted
