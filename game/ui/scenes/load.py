"""Load game: every game in progress, every Save as file and the finished games.

Choosing an entry shows what a player needs to pick it (game, players, day or
round, whose turn, scores, when last played) or why it cannot be opened; Open
resumes it (as do Enter and a double click on its row), Replay watches it move by
move, and Delete removes it after asking.
A file that cannot be opened is never changed, only deleted when the player says so.

The same screen, opened from the menu's Replay, lists the finished games first
and replays the one chosen. The list comes from the saves' index (save_list),
so thousands of games open at once; files not yet indexed are read a slice
per frame, with the count shown, while the screen goes on drawing.
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pygame_gui

from game.engine.errors import InvalidRecord
from game.store.library import Library
from game.store.paths import data_dir
from game.store.save_format import read_save
from game.store.save_list import FINISHED, SECTIONS, Catalogue, Listed
from game.texts import mark, ntr, tr, trc, whole
from game.ui.fonts import title_font
from game.ui.palette import ACCENT, TEXT
from game.ui.scenes.backdrop import draw_felt
from game.ui.scenes.base import Scene
from game.ui.services import Services
from game.ui.widgets.row_list import HEADING, RowList
from game.ui.widgets.scroll_list import Entry, ScrollList

NOTHING_YET = mark("There are no saved games yet: a game is kept from its first move.")
CHOOSE = mark("Choose a game on the left to see it here.")
INDEXING_SLICE = 0.04  # seconds a frame spends reading saves not yet indexed
SAVE_ROW = ("body", True)  # a save's row in the list: its line and a dimmer detail
DOUBLE_CLICK = 0.5  # seconds: a second click on the same row within this opens it


def kept_in(path: Path) -> str:
    """Where a save is, from the data folder down: short enough to read and to fit."""
    return str(path.relative_to(data_dir())) if path.is_relative_to(data_dir()) else str(path)


class LoadScene(Scene):
    def __init__(self, services: Services, replay: bool = False,
                 chosen: Path | None = None) -> None:
        """`chosen`: the save to show chosen, if listed (one Continue could not open)."""
        self.replay = replay  # opened as the menu's Replay: finished games first
        self.selected: Listed | None = None
        self.message = ""  # why the last Open or Delete did not happen
        self.last_click: tuple[int, float] | None = None  # (row, time.monotonic()) clicked
        self.refresh_listing()
        self.selected = next((listed for listed in self.saves if listed.path == chosen), None)
        super().__init__(services)

    def refresh_listing(self) -> None:
        """Read the saves folder again (after a delete); the list shows it at the next build."""
        self.catalogue = Catalogue()
        self.catalogue.work(INDEXING_SLICE)
        self.show_listing()

    def show_listing(self) -> None:
        """Take the saves described so far into the list (it shows them at the next build)."""
        saves = self.catalogue.listing()
        if self.replay:
            order = (FINISHED, *(s for s in SECTIONS if s != FINISHED))
            saves.sort(key=lambda item: order.index(item.section))
        self.saves = saves
        self.rows: list[Listed | None] = []  # the list's entries: a save, or None for a heading
        if self.selected is not None and self.selected not in saves:
            self.selected = None

    @property
    def files(self) -> list[Path]:
        """Where each save listed is, in the list's order."""
        return [listed.path for listed in self.saves]

    def list_rows(self) -> list[tuple[str, bool]]:
        """The list's rows (a heading per section, then its saves) and their shapes; the
        words of a row are worked out when it is shown (row_entry)."""
        rows: list[Listed | None] = []
        shapes: list[tuple[str, bool]] = []
        start = 0
        saves = self.saves
        for end in range(1, len(saves) + 1):  # a heading, then the section's saves
            if end == len(saves) or saves[end].section != saves[start].section:
                rows += [None, *saves[start:end]]
                shapes += [HEADING, *[SAVE_ROW] * (end - start)]
                start = end
        self.rows = rows
        self._found: tuple[Listed | None, int | None] = (None, None)
        return shapes

    def selected_row(self) -> int | None:
        """The list's row of the save chosen: looked for once per choice, not every frame."""
        chosen = self.selected
        if chosen is None:
            return None
        if self._found[0] is not chosen:
            try:
                self._found = (chosen, self.rows.index(chosen))
            except ValueError:
                self._found = (chosen, None)
        return self._found[1]

    def row_entry(self, index: int) -> Entry:
        listed = self.rows[index]
        if listed is None:
            following = self.rows[index + 1]
            return Entry(tr(following.section) if following else "", "h2")
        return Entry(listed.line, detail=listed.detail)

    def show_rows(self) -> None:
        self.list.set_rows(self.list_rows(), self.row_entry)

    def build(self) -> None:
        u = self.u
        w, h = self.size
        width = min(w - u(420), u(760))
        self.list = RowList(pygame.Rect(u(40), u(100), width, h - u(200)), self.scale)
        self.show_rows()
        row = self.selected_row()
        if row is not None:  # in view, and the heading of its section too if right above
            self.list.scroll_to(row - 1 if row and self.rows[row - 1] is None else row)
        right = self.list.rect.right + u(24)
        self.about = ScrollList(
            pygame.Rect(right, u(100), w - right - u(40), h - u(270)), self.scale
        )
        buttons_y = self.about.rect.bottom + u(16)
        third = (self.about.rect.width - u(24)) // 3
        self.open_button, self.replay_button, self.delete_button = (
            pygame_gui.elements.UIButton(
                pygame.Rect(right + i * (third + u(12)), buttons_y, third, u(48)), label, self.ui
            )
            for i, label in enumerate((tr("Open"), tr("Replay"), tr("Delete…")))
        )
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(u(40), h - u(76), u(160), u(48)), tr("Back"), self.ui
        )
        heading = tr("Replay a game") if self.replay else tr("Load game")
        self.title = title_font(u(34)).render(heading, True, TEXT)
        self.show_selected()

    def show_selected(self) -> None:
        """The panel beside the list and the buttons, for the entry chosen (if any)."""
        chosen = self.selected
        if chosen is None:
            entries = [Entry(tr(CHOOSE if self.saves else NOTHING_YET))]
        else:
            head, *rest = chosen.about
            entries = [Entry(head, "h2"), *(Entry(line) for line in rest)]
            entries.append(Entry(tr("Kept in {place}").format(place=kept_in(chosen.path)), "dim"))
        if self.message:
            entries.append(Entry(self.message))
        for problem in self.catalogue.damaged:
            entries.append(Entry(tr("{problem}. The list is rebuilt from the saves.").format(
                problem=problem), "dim"))
        if self.catalogue.pending:
            entries.append(Entry(ntr("Reading {count} more save…", "Reading {count} more saves…",
                                     self.catalogue.pending).format(
                count=whole(self.catalogue.pending)), "dim"))
        self.about.set_entries(entries)
        if chosen is None:
            self.open_button.disable()
            self.replay_button.disable()
            self.delete_button.disable()
            return
        self.delete_button.enable()
        for button in (self.open_button, self.replay_button):
            button.disable() if chosen.problem else button.enable()
        self.open_button.set_text(
            trc("a finished game", "View") if chosen.section == FINISHED else tr("Open"))

    # --- input -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        self.about.handle_event(event)
        chosen = self.list.handle_event(event)
        if chosen is not None and self.rows[chosen] is not None:
            now, last = time.monotonic(), self.last_click
            self.last_click = (chosen, now)
            if last is not None and last[0] == chosen and now - last[1] <= DOUBLE_CLICK:
                self.last_click = None
                self.go()  # a double click: as Open (View, Replay from the menu's Replay)
                return
            self.choose(self.rows[chosen])
        super().handle_event(event)

    def go(self) -> None:
        """Do what the chosen game's main button does: Open it, or replay it when the
        screen is the menu's Replay (nothing when it cannot be opened)."""
        chosen = self.selected
        if chosen is None:
            return
        if self.replay:
            if self.replay_button.is_enabled:
                self.watch(chosen)
        elif self.open_button.is_enabled:
            self.open(chosen.path)

    def choose(self, listed: Listed | None) -> None:
        self.selected, self.message = listed, ""
        self.show_selected()

    def open(self, path: Path) -> None:
        """Open the save at `path`; say why, and leave it alone, when it cannot be."""
        try:
            self.services.open_save(path)
        except InvalidRecord as error:
            self.message = tr(
                "{file} cannot be loaded.\n\n{reason}\n\nThe file was left as it is."
            ).format(file=path.name, reason=error.reason)
            self.show_selected()

    def watch(self, listed: Listed) -> None:
        """Replay the game chosen, move by move."""
        try:
            self.services.navigator.push("replay", loaded=read_save(listed.path))
        except InvalidRecord as error:
            self.message = tr("{file} cannot be replayed.\n\n{reason}").format(
                file=listed.path.name, reason=error.reason)
            self.show_selected()

    def ask_delete(self) -> None:
        chosen = self.selected
        if chosen is None:
            return
        self.services.navigator.push(
            "confirm",
            title=tr("Delete this game?"),
            text=tr("{line}\n{detail}\n\nIt is removed from the disk for good.").format(
                line=chosen.line, detail=chosen.detail),
            action=tr("Delete"),
            on_confirm=lambda: self.delete(chosen),
        )

    def delete(self, listed: Listed) -> None:
        try:
            Library().delete(listed.path)
        except OSError as error:
            self.message = tr("Not deleted: {reason}").format(reason=error.strerror or error)
        else:
            self.selected, self.message = None, ""
            self.refresh_listing()
        self.rebuild()

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.back:
            self.services.navigator.pop()
        elif button is self.open_button and self.selected is not None:
            self.open(self.selected.path)
        elif button is self.replay_button and self.selected is not None:
            self.watch(self.selected)
        elif button is self.delete_button:
            self.ask_delete()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.services.navigator.pop()
        elif event.key == pygame.K_RETURN:
            self.go()
        else:
            self.list.handle_event(event)

    def covered(self) -> None:
        """A replay or a question is over the list: its rows' pictures go meanwhile (the
        replay of a long game needs the room)."""
        self.list.let_go()

    # --- the frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Read a slice of the saves not yet indexed; list them all once the last is read."""
        super().update(dt)
        if self.catalogue.pending:
            if self.catalogue.work(INDEXING_SLICE):
                self.show_listing()
                self.show_rows()
            self.show_selected()

    def next_frame_in(self) -> float | None:
        return 0.0 if self.catalogue.pending else super().next_frame_in()

    # --- drawing -----------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.size)
        surface.blit(self.title, (self.u(40), self.u(30)))
        self.list.draw(surface)
        row = self.selected_row()
        if row is not None:
            clip = surface.get_clip()
            surface.set_clip(self.list.rect.inflate(-2, -2))
            box = self.list.entry_rect(row)
            pygame.draw.rect(surface, ACCENT, box, width=self.u(3), border_radius=self.u(5))
            surface.set_clip(clip)
        self.about.draw(surface)
