"""The turn's controls beside every table: the game log, Undo, Redo, Menu, Hint, Confirm and
Results, and the keys that do the same.

The board says where they go (`Places`, for the size it was laid out for); the
controls make them, enable them as the session allows after every change, and
turn a press or a key into a `Command` for the screen to carry out. When hints
are on, Hint shares the row of Undo, Redo and Menu, first; a hint is searched
off the UI thread and said on the line under the table once it is ready.
Confirm stands where the board's own turn buttons are, lit, while a turn
awaits it; Results stands there once the game is over.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import pygame
import pygame_gui

from game.texts import tr
from game.ui.hints import HINT_FRAME, HintAsker
from game.ui.palette import ACCENT
from game.ui.services import Services
from game.ui.session import Session
from game.ui.table.status import StatusLine
from game.ui.widgets.scroll_list import Entry, ScrollList

Button = pygame_gui.elements.UIButton
# What a control asks the screen to do.
Command = Literal["undo", "redo", "menu", "results", "confirm", "hint", "hurry"]


@dataclass(frozen=True)
class Places:
    """Where a board puts the controls, for the window size it was laid out for."""

    log: pygame.Rect
    undo: pygame.Rect
    redo: pygame.Rect
    menu: pygame.Rect
    confirm: pygame.Rect  # where Confirm stands while a turn awaits it
    results: pygame.Rect  # where Results stands once the game is over
    # Hint may be offered (when the setting and the session allow): not for a game with no
    # table of its own, which may have no Hard player to ask.
    hints: bool = True


class Controls:
    def __init__(self, services: Services, session: Session, hints: HintAsker,
                 status: StatusLine) -> None:
        self.services = services
        self.session = session
        self.hints = hints
        self.status = status
        self.hint_button: Button | None = None  # None: no hints at this table

    def build(self, ui: pygame_gui.UIManager, places: Places) -> None:
        """The log panel and the buttons, in the screen's widget manager `ui`."""
        services = self.services
        self.log_panel = ScrollList(places.log, services.display.scale, stick_to_bottom=True)

        def button(rect: pygame.Rect, text: str, tip: str | None = None) -> Button:
            return Button(rect, text, ui, tool_tip_text=tip)

        undo, redo, menu = places.undo, places.redo, places.menu
        self.hint_button = None
        if places.hints and services.settings.hints and self.session.offers_hints:
            row = undo.union(menu)
            gap = redo.x - undo.right
            width = (row.w - 3 * gap) // 4
            hint, undo, redo, menu = (pygame.Rect(row.x + i * (width + gap), row.y, width, row.h)
                                      for i in range(4))
            # No tool tip: above a button at the window's foot it would cover the log. What
            # Hint does is said as it looks (ask_hint), the key in its label.
            self.hint_button = button(hint, tr("Hint (H)"))
        self.undo_button = button(undo, tr("Undo"), "Ctrl+Z")
        self.redo_button = button(redo, tr("Redo"), "Ctrl+Y")
        self.menu_button = button(menu, tr("Menu"), "Esc")
        self.results_button = button(places.results, tr("Results"))
        self.confirm_button = Button(
            places.confirm, tr("Confirm"), ui,
            tool_tip_text=tr("Enter: the next player moves. Turn it off in Settings."),
            object_id="#confirm",
        )

    def refreshed(self) -> None:
        """The game changed: the log and the buttons follow it."""
        self.log_panel.set_entries(log_entries(self.session))
        self.sync()

    def sync(self) -> None:
        """Each button shown and enabled as the session allows now."""
        session = self.session
        for button, allowed in (
            (self.undo_button, session.can_undo()),
            (self.redo_button, session.can_redo()),
        ):
            button.enable() if allowed else button.disable()
        self.confirm_button.show() if session.awaiting_confirm else self.confirm_button.hide()
        self.results_button.show() if session.game.is_over else self.results_button.hide()
        if self.hint_button is not None:
            allowed = session.human_to_move() and not self.hints.busy
            self.hint_button.enable() if allowed else self.hint_button.disable()

    # --- input -----------------------------------------------------------------------------
    def pressed(self, button: pygame_gui.core.UIElement) -> Command | None:
        """What pressing `button` asks; None when it is not one of these."""
        commands: list[tuple[Button | None, Command]] = [
            (self.confirm_button, "confirm"),
            (self.undo_button, "undo"),
            (self.redo_button, "redo"),
            (self.menu_button, "menu"),
            (self.results_button, "results"),
            (self.hint_button, "hint"),
        ]
        return next((command for made, command in commands if made is button), None)

    def dimmed_at(self, pos: tuple[int, int]) -> Command | None:
        """Undo or Redo, if `pos` is on that button while it is shown dimmed: a press there
        asks why."""
        history: tuple[tuple[Button, Command], ...] = (
            (self.undo_button, "undo"), (self.redo_button, "redo"))
        for made, command in history:
            if made.visible and not made.is_enabled and made.rect.collidepoint(pos):
                return command
        return None

    def key(self, event: pygame.event.Event) -> Command | None:
        """What a key asks: H a hint, Esc the menu, Ctrl+Z undo, Ctrl+Y (or Ctrl+Shift+Z)
        redo, Space hurries the computers, Enter confirms the turn's end."""
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_h and not ctrl:
            return "hint"
        if event.key == pygame.K_ESCAPE:
            return "menu"
        if ctrl and event.key == pygame.K_z:
            return "redo" if event.mod & pygame.KMOD_SHIFT else "undo"
        if ctrl and event.key == pygame.K_y:
            return "redo"
        if event.key == pygame.K_SPACE:
            return "hurry"
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return "confirm"
        return None

    # --- hints -----------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """Hint (or H): Hard's choice for the person to move, said when it is ready."""
        if self.hint_button is not None and self.hints.ask(self.session):
            self.status.say(tr("Looking for a hint: what the Hard player would do…"), HINT_FRAME)
            self.sync()

    def update(self) -> None:
        """A hint being found is said as soon as it is ready."""
        if not self.hints.busy:
            return
        line = self.hints.ready(self.session)
        if line is not None:
            self.status.say(line, HINT_FRAME)  # in the blue of the places it lights
        if not self.hints.busy:
            self.sync()

    def draw_confirm_frame(self, surface: pygame.Surface) -> None:
        """A lit frame round the Confirm button while the turn waits for it."""
        if self.session.awaiting_confirm:
            u = self.services.display.u
            frame = self.confirm_button.rect.inflate(u(10), u(10))
            pygame.draw.rect(surface, ACCENT, frame, u(3), border_radius=u(9))


def log_entries(session: Session) -> list[Entry]:
    """The log's lines, a dim divider naming the seat where each turn begins (so one
    seat's turns in a row are told apart)."""
    turns = dict(session.log_turns)
    names = session.game.players
    entries: list[Entry] = []
    for index, line in enumerate(session.log):
        if index in turns:
            entries.append(Entry(tr("— {name}'s turn —").format(name=names[turns[index]]),
                                 "dim"))
        entries.append(Entry(line))
    return entries
