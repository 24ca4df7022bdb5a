"""Load game: every save in the data folder, newest first; a damaged one says why.

Choosing a save replays it; one that cannot be replayed shows the reason and
stays on disk exactly as it was.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.check import read_record
from game.engine.errors import InvalidRecord
from game.ui.catalog import CATALOG
from game.ui.fonts import title_font
from game.ui.palette import TEXT
from game.ui.saves import AUTOSAVE, list_saves
from game.ui.scenes.backdrop import felt
from game.ui.scenes.base import Scene
from game.ui.widgets.scroll_list import Entry, ScrollList

if TYPE_CHECKING:
    from game.ui.app import App


def describe_file(path: Path) -> Entry:
    """A save's name and time, with the game and players its JSON names.

    Only the JSON is read here; replaying (the real check) happens when chosen.
    """
    stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    name = "Latest game (autosave)" if path.name == AUTOSAVE else path.stem
    try:
        record = read_record(path)
    except InvalidRecord:
        return Entry(f"{name}  ·  {stamp}", detail="damaged: choose it to see why")
    if not isinstance(record, dict):
        return Entry(f"{name}  ·  {stamp}", detail="not a save of this app")
    info = CATALOG.get(str(record.get("game")))
    players = record.get("players")
    actions = record.get("actions")
    detail = " · ".join(
        [
            info.title if info else f"unknown game {record.get('game')!r}",
            ", ".join(map(str, players)) if isinstance(players, list) else "no players",
            f"{len(actions)} moves" if isinstance(actions, list) else "no moves",
        ]
    )
    return Entry(f"{name}  ·  {stamp}", detail=detail)


class LoadScene(Scene):
    def __init__(self, app: App) -> None:
        self.files = list_saves()
        self.message = "" if self.files else "There are no saved games yet."
        super().__init__(app)

    def build(self) -> None:
        u = self.u
        w, h = self.size
        self.list = ScrollList(
            pygame.Rect(u(40), u(100), min(w - u(80), u(700)), h - u(240)),
            self.app.scale,
            clickable=True,
        )
        self.list.set_entries([describe_file(p) for p in self.files])
        right = self.list.rect.right + u(24)
        self.note = ScrollList(
            pygame.Rect(right, u(100), max(u(200), w - right - u(40)), u(240)),
            self.app.scale,
        )
        self.note.set_entries([Entry(self.message)] if self.message else [])
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(u(40), h - u(70), u(160), u(48)), "Back", self.ui
        )
        self.title = title_font(u(34)).render("Load game", True, TEXT)

    def handle_event(self, event: pygame.event.Event) -> None:
        chosen = self.list.handle_event(event)
        if chosen is not None:
            self.open(self.files[chosen])
        super().handle_event(event)

    def open(self, path: Path) -> None:
        try:
            self.app.open_save(path)
        except InvalidRecord as error:
            self.message = (
                f"{path.name} cannot be loaded.\n\n{error.reason}\n\nThe file was left as it is."
            )
            self.note.set_entries([Entry(self.message)])

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.back:
            self.app.stack.pop()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.app.stack.pop()

    def draw_scene(self, surface: pygame.Surface) -> None:
        surface.blit(felt(self.size), (0, 0))
        surface.blit(self.title, (self.u(40), self.u(30)))
        self.list.draw(surface)
        if self.message:
            self.note.draw(surface)
