"""Save as: the game in progress under a name the player types, beside its autosave.

A default name never names an existing save (a number is added), so two games
saved with the defaults are both kept; a typed name that is taken asks before the
old save is replaced. A name taken between that look and the write (by another
copy of the app saving at the same moment) replaces nothing: the game is saved
under the next free name, and the player is told so. After saving, the dialog
closes and says where the file is.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.store.saves import MAX_STEM, named_save_path, taken, unused_name
from game.texts import ntr, tr
from game.ui.fronts import info
from game.ui.scenes.overlay import Overlay
from game.ui.services import Services
from game.ui.session import Session


def default_name(session: Session) -> str:
    """The game and its players, as long as a save's name may be: players whose names do
    not fit are counted rather than cut (a name cut mid-word, "… Cees Dir", reads as
    another person)."""
    title, names = info(session.game_name).title, [seat.name for seat in session.seats]
    for shown in range(len(names), 0, -1):
        left_out = len(names) - shown
        players = " ".join(names[:shown])
        name = f"{title} - {players}" if not left_out else ntr(
            "{game} - {players} and {count} more", "{game} - {players} and {count} more",
            left_out).format(game=title, players=players, count=left_out)
        if len(name) <= MAX_STEM:
            return name
    return title


class SaveAsScene(Overlay):
    panel_units = (520, 300)

    def heading_text(self) -> str:
        return tr("Save as")

    def __init__(self, services: Services, session: Session) -> None:
        self.session = session
        self.name = unused_name(default_name(session))
        self.message = tr("The game will be listed under Load game by this name.")
        super().__init__(services)

    def build_panel(self) -> None:
        p = self.panel
        u = self.u
        self.entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(p.x + u(30), self.content_top(), p.width - u(60), u(42)), self.ui
        )
        self.entry.set_text_length_limit(MAX_STEM)
        self.entry.set_text(self.name)
        self.label = pygame_gui.elements.UILabel(
            pygame.Rect(p.x + u(30), self.content_top() + u(54), p.width - u(60), u(60)),
            self.message,
            self.ui,
            object_id="#small",
        )
        self.cancel = pygame_gui.elements.UIButton(
            pygame.Rect(p.x + u(30), p.bottom - u(68), u(150), u(46)), tr("Cancel"), self.ui
        )
        self.save = pygame_gui.elements.UIButton(
            pygame.Rect(p.right - u(180), p.bottom - u(68), u(150), u(46)), tr("Save"), self.ui
        )
        if not self.name.strip():
            self.save.disable()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.name = event.text
            self.say_whether_nameless()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.ask_or_write()
        super().handle_event(event)

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.cancel:
            self.services.navigator.pop()
        elif button is self.save:
            self.ask_or_write()

    def say_whether_nameless(self) -> None:
        """A blank name saves nothing (it would be kept as "save"): Save is dimmed and the
        line under the name says why, until a name is typed."""
        if self.name.strip():
            self.save.enable()
            self.message = tr("The game will be listed under Load game by this name.")
        else:
            self.save.disable()
            self.message = tr("Type a name to save the game under.")
        self.label.set_text(self.message)

    def ask_or_write(self) -> None:
        """Write the save, asking first when its name is taken by another one."""
        if not self.name.strip():
            return
        path = named_save_path(self.name)
        if not taken(path):
            self.write()
            return
        self.services.navigator.push(
            "confirm",
            title=tr("Replace the save?"),
            text=tr("A save named “{name}” exists already. Replace it with this game, "
                    "or cancel and choose another name.").format(name=path.stem),
            action=tr("Replace"),
            on_confirm=lambda: self.write(replace=True),
        )

    def write(self, replace: bool = False) -> None:
        """Save the game under the name typed, replacing a save only when the player said
        so; a name taken meanwhile gets the next free one, and the message says which."""
        asked = named_save_path(self.name)
        try:
            path = self.session.save_as(self.name, replace)
        except OSError as error:
            self.message = tr("Not saved: {why}").format(why=error.strerror or error)
            self.label.set_text(self.message)
            return
        said = tr("Saved as “{name}” in {folder}.\n\nLoad game lists it.")
        if path != asked:
            said = tr("A save named “{asked}” was made meanwhile, perhaps by another copy "
                      "of the app; it is kept as it is. This game was saved as “{name}” "
                      "in {folder}.\n\nLoad game lists both.")
        self.services.navigator.replace(
            "message",
            title=tr("Saved"),
            text=said.format(asked=asked.stem, name=path.stem, folder=path.parent),
        )
