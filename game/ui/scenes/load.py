"""Load game: every game in progress, every Save as file and the finished games.

Choosing an entry shows what a player needs to pick it (game, players, day or
round, whose turn, scores, when last played) or why it cannot be opened; Open
resumes it and Delete removes it after asking. A file that cannot be opened is
never changed, only deleted when the player says so.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.engine.errors import InvalidRecord
from game.ui.fonts import title_font
from game.ui.palette import ACCENT, TEXT
from game.ui.paths import data_dir
from game.ui.save_list import FINISHED, Listed, listing
from game.ui.scenes.backdrop import felt
from game.ui.scenes.base import Scene
from game.ui.widgets.scroll_list import Entry, ScrollList

if TYPE_CHECKING:
    from game.ui.app import App

NOTHING_YET = "There are no saved games yet: a game is kept from its first move."
CHOOSE = "Choose a game on the left to see it here."


def kept_in(path: Path) -> str:
    """Where a save is, from the data folder down: short enough to read and to fit."""
    return str(path.relative_to(data_dir())) if path.is_relative_to(data_dir()) else str(path)


class LoadScene(Scene):
    def __init__(self, app: App) -> None:
        self.selected: Listed | None = None
        self.message = ""  # why the last Open or Delete did not happen
        self.refresh_listing()
        super().__init__(app)

    def refresh_listing(self) -> None:
        """Read the saves folder again (after a delete); the list shows it at the next build."""
        self.saves = listing()
        self.files = [listed.path for listed in self.saves]
        self.rows: list[Listed | None] = []  # the list's entries: a save, or None for a heading
        if self.selected is not None and self.selected.path not in self.files:
            self.selected = None

    def list_entries(self) -> list[Entry]:
        self.rows, entries, section = [], [], ""
        for listed in self.saves:
            if listed.section != section:
                section = listed.section
                self.rows.append(None)
                entries.append(Entry(section, "h2"))
            self.rows.append(listed)
            entries.append(Entry(listed.line, detail=listed.detail))
        return entries

    def build(self) -> None:
        u = self.u
        w, h = self.size
        width = min(w - u(420), u(760))
        self.list = ScrollList(
            pygame.Rect(u(40), u(100), width, h - u(200)), self.app.scale, clickable=True
        )
        self.list.set_entries(self.list_entries())
        right = self.list.rect.right + u(24)
        self.about = ScrollList(
            pygame.Rect(right, u(100), w - right - u(40), h - u(270)), self.app.scale
        )
        buttons_y = self.about.rect.bottom + u(16)
        half = (self.about.rect.width - u(12)) // 2
        self.open_button = pygame_gui.elements.UIButton(
            pygame.Rect(right, buttons_y, half, u(48)), "Open", self.ui
        )
        self.delete_button = pygame_gui.elements.UIButton(
            pygame.Rect(right + half + u(12), buttons_y, half, u(48)), "Delete…", self.ui
        )
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(u(40), h - u(76), u(160), u(48)), "Back", self.ui
        )
        self.title = title_font(u(34)).render("Load game", True, TEXT)
        self.show_selected()

    def show_selected(self) -> None:
        """The panel beside the list and the buttons, for the entry chosen (if any)."""
        chosen = self.selected
        if chosen is None:
            entries = [Entry(CHOOSE if self.saves else NOTHING_YET)]
        else:
            head, *rest = chosen.about
            entries = [Entry(head, "h2"), *(Entry(line) for line in rest)]
            entries.append(Entry(f"Kept in {kept_in(chosen.path)}", "dim"))
        if self.message:
            entries.append(Entry(self.message))
        self.about.set_entries(entries)
        if chosen is None:
            self.open_button.disable()
            self.delete_button.disable()
            return
        self.delete_button.enable()
        if chosen.problem:
            self.open_button.disable()
        else:
            self.open_button.enable()
        self.open_button.set_text("View" if chosen.section == FINISHED else "Open")

    # --- input -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        self.about.handle_event(event)
        chosen = self.list.handle_event(event)
        if chosen is not None and self.rows[chosen] is not None:
            self.choose(self.rows[chosen])
        super().handle_event(event)

    def choose(self, listed: Listed | None) -> None:
        self.selected, self.message = listed, ""
        self.show_selected()

    def open(self, path: Path) -> None:
        """Open the save at `path`; say why, and leave it alone, when it cannot be."""
        try:
            self.app.open_save(path)
        except InvalidRecord as error:
            self.message = (
                f"{path.name} cannot be loaded.\n\n{error.reason}\n\nThe file was left as it is."
            )
            self.show_selected()

    def ask_delete(self) -> None:
        from game.ui.scenes.confirm import ConfirmScene

        chosen = self.selected
        if chosen is None:
            return
        self.app.stack.push(
            ConfirmScene(
                self.app,
                "Delete this game?",
                f"{chosen.line}\n{chosen.detail}\n\nIt is removed from the disk for good.",
                "Delete",
                lambda: self.delete(chosen),
            )
        )

    def delete(self, listed: Listed) -> None:
        try:
            listed.path.unlink()
        except OSError as error:
            self.message = f"Not deleted: {error.strerror or error}"
        else:
            self.selected, self.message = None, ""
            self.refresh_listing()
        self.rebuild()

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.back:
            self.app.stack.pop()
        elif button is self.open_button and self.selected is not None:
            self.open(self.selected.path)
        elif button is self.delete_button:
            self.ask_delete()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
        elif event.key == pygame.K_RETURN and self.selected is not None:
            self.open(self.selected.path)

    # --- drawing -----------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        surface.blit(felt(self.size), (0, 0))
        surface.blit(self.title, (self.u(40), self.u(30)))
        self.list.draw(surface)
        if self.selected is not None and self.selected in self.rows:
            clip = surface.get_clip()
            surface.set_clip(self.list.rect.inflate(-2, -2))
            box = self.list.entry_rect(self.rows.index(self.selected))
            pygame.draw.rect(surface, ACCENT, box, width=self.u(3), border_radius=self.u(5))
            surface.set_clip(clip)
        self.about.draw(surface)
