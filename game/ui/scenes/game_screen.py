"""The generic game screen: any engine played by clicking its legal actions.

It shows what the seat to move may see (the engine's view), the legal actions
as buttons, the game log, and undo/redo. The per-game tables (game/ui/freight,
game/ui/koplopers) subclass it for their own drawing and input and keep what it
hosts: computer turns, the hand-over, the game menu, end-of-day and results,
and Confirm end of turn (the session holds a person's finished turn; this screen
shows one lit Confirm button in the table's confirm_area(), takes Enter, and
says so on the line that names who is to move).
A game without a table of its own is played on this screen as it is.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.texts import tr
from game.ui.fonts import fitted, font
from game.ui.palette import ACCENT, PANEL, TEXT, TEXT_DIM
from game.ui.scenes.backdrop import draw_felt
from game.ui.scenes.base import Scene
from game.ui.scenes.header import render_header
from game.ui.scenes.view_listing import view_entries
from game.ui.services import Services
from game.ui.session import Session
from game.ui.table.flow import GameFlow
from game.ui.table.pace import COMPUTER_TICK
from game.ui.table.status import StatusLine
from game.ui.widgets.scroll_list import Entry, ScrollList


class GameScene(Scene):
    def __init__(self, services: Services, session: Session) -> None:
        self.session = session
        self.status = StatusLine()
        self.flow = GameFlow(services, session, self.status, self.computer_played)
        self.legal: list[Action] = []
        self._state_key: tuple[int, int | None, int, bool] | None = None
        self.confirm_button: pygame_gui.elements.UIButton | None = None
        super().__init__(services)

    # --- layout ------------------------------------------------------------------------
    def rebuild(self) -> None:
        self.confirm_button = None  # made anew in the new manager by the first sync
        super().rebuild()

    def confirm_area(self) -> pygame.Rect:
        """Where the Confirm button goes: a table puts it where its action buttons are."""
        w, h = self.size
        return pygame.Rect(w // 2 - self.u(160), h - self.u(58), self.u(320), self.u(44))

    def build(self) -> None:
        u = self.u
        w, h = self.size
        top, bottom = u(64), h - u(72)
        column = (w - u(64)) // 3
        scale = self.scale
        self.view_panel = ScrollList(
            pygame.Rect(u(16), top + u(30), column, bottom - top - u(30)), scale
        )
        self.action_panel = ScrollList(
            pygame.Rect(u(32) + column, top + u(30), column, bottom - top - u(30)),
            scale,
            clickable=True,
        )
        self.log_panel = ScrollList(
            pygame.Rect(u(48) + 2 * column, top + u(30), column, bottom - top - u(30)),
            scale,
            stick_to_bottom=True,
        )
        self.headings = [
            (font(u(17), True).render(text, True, ACCENT), (panel.rect.x, top + u(4)))
            for text, panel in (
                (tr("The table"), self.view_panel),
                (tr("Your choices"), self.action_panel),
                (tr("Game log"), self.log_panel),
            )
        ]
        y = h - u(58)
        self.undo_button = pygame_gui.elements.UIButton(
            pygame.Rect(u(16), y, u(120), u(44)),
            tr("Undo"),
            self.ui,
            tool_tip_text=tr("Ctrl+Z: take back your moves this turn, back to the last card drawn"),
        )
        self.redo_button = pygame_gui.elements.UIButton(
            pygame.Rect(u(144), y, u(120), u(44)), tr("Redo"), self.ui, tool_tip_text="Ctrl+Y"
        )
        self.menu_button = pygame_gui.elements.UIButton(
            pygame.Rect(w - u(136), y, u(120), u(44)), tr("Menu"), self.ui, tool_tip_text="Esc"
        )
        self.results_button = pygame_gui.elements.UIButton(
            pygame.Rect(w - u(296), y, u(150), u(44)), tr("Results"), self.ui
        )
        self._state_key = None
        self.refresh()

    def refresh(self) -> None:
        """Bring panels and buttons in line with the game after it changed."""
        game = self.session.game
        key = self.state_key()
        if key == self._state_key:
            return
        self._state_key = key
        seat = game.current_player
        human = self.session.human_to_move()
        self.legal = []
        choices = []
        if human and seat is not None:
            self.legal = game.legal_actions()
            choices = [Entry(game.describe(a, seat), detail=a.to_text()) for a in self.legal]
        self.action_panel.set_entries(choices)
        viewer = self.session.viewer()
        self.view_panel.set_entries(view_entries(game.view(viewer)))
        self.log_panel.set_entries(
            [Entry(line) for line in self.session.log] or [Entry(tr("No moves yet."), "dim")]
        )
        self.sync_buttons()
        self.results_button.show() if game.is_over else self.results_button.hide()
        self.flow.refreshed()
        self._header = self._render_header()

    def state_key(self) -> tuple[int, int | None, int, bool]:
        """What the panels, buttons and the drawn table follow: a change means refresh."""
        session = self.session
        game = session.game
        return len(game.actions), game.current_player, len(session.redo_stack), (
            session.awaiting_confirm
        )

    def sync_buttons(self) -> None:
        """Undo, Redo and Confirm as the session allows; say why a turn asks no Confirm."""
        session = self.session
        for button, allowed in (
            (self.undo_button, session.can_undo()),
            (self.redo_button, session.can_redo()),
        ):
            button.enable() if allowed else button.disable()
        if self.confirm_button is None:
            self.confirm_button = pygame_gui.elements.UIButton(
                self.confirm_area(), tr("Confirm"), self.ui,
                tool_tip_text=tr("Enter: the next player moves. Turn it off in Settings."),
                object_id="#confirm",
            )
        self.confirm_button.show() if session.awaiting_confirm else self.confirm_button.hide()

    def confirm_title(self) -> str | None:
        """The header's title while a turn awaits its Confirm; None: who is to move."""
        session = self.session
        seat = session.acting_seat
        if not session.awaiting_confirm or seat is None:
            return None
        return tr("{name}: turn over").format(name=session.seats[seat].name)

    def _render_header(self) -> pygame.Surface:
        return render_header(self)

    def title_colour(self) -> tuple[int, int, int]:
        return TEXT

    def header_note(self) -> str:
        """A game's word beside the title (Freight Train: which day it is)."""
        return ""

    def seat_note(self, seat: int) -> str:
        """A game's word after a seat's score (Freight Train: who holds the start marker)."""
        return ""

    # --- input -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.take_event(event):
            super().handle_event(event)

    def take_event(self, event: pygame.event.Event) -> bool:
        """The screen's own panels (a table: its pointer) see each event before the widgets;
        True when they took it whole."""
        self.view_panel.handle_event(event)
        self.log_panel.handle_event(event)
        clicked = self.action_panel.handle_event(event)
        if clicked is not None and clicked < len(self.legal):
            self.play(self.legal[clicked])
        return False

    def play(self, action: Action) -> None:
        self.status.text = ""
        try:
            self.session.apply(action)
        except IllegalAction as error:
            self.status.text = error.reason
            return
        self.services.sounds.play("drop")
        self.refresh()

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.confirm_button:
            self.confirm()
        elif button is self.undo_button:
            self.undo()
        elif button is self.redo_button:
            self.redo()
        elif button is self.menu_button:
            self.open_menu()
        elif button is self.results_button:
            self.flow.show_results()

    def on_key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_ESCAPE:
            self.open_menu()
        elif ctrl and event.key == pygame.K_z and event.mod & pygame.KMOD_SHIFT:
            self.redo()
        elif ctrl and event.key == pygame.K_z:
            self.undo()
        elif ctrl and event.key == pygame.K_y:
            self.redo()
        elif event.key == pygame.K_SPACE:
            self.flow.hurry()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()

    def confirm(self) -> None:
        """The person to confirm says their turn is over: the next seat may move."""
        if self.session.awaiting_confirm:
            self.session.confirm()
            self.services.sounds.play("pick")
            self.refresh()

    def undo(self) -> None:
        self.session.undo()
        self.refresh()

    def redo(self) -> None:
        self.session.redo()
        self.refresh()

    def open_menu(self) -> None:
        self.services.navigator.push("pause", game_scene=self)

    def resumed(self) -> None:
        self.flow.resumed()
        self._state_key = None
        self.refresh()

    def removed(self) -> None:
        self.flow.removed()

    # --- the frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.at_rest():
            self.flow.update(dt)

    def next_frame_in(self) -> float | None:
        """Frames at full rate while the table moves; a slow tick while the computer thinks or
        waits out its pause, or a scene is due to open; a wake-up when the status line is due
        to go; else none."""
        if self.moving():
            return 0.0
        if self.flow.computers_playing() or self.flow.step_due():
            return COMPUTER_TICK
        due = self.status.due_in()
        waits = [due] if due is not None else []
        widgets = super().next_frame_in()
        return min(waits + [widgets]) if widgets is not None else min(waits, default=None)

    def moving(self) -> bool:
        """True while something on the table moves by itself (a glide): frames at full rate.

        This screen has nothing that moves. A table scene overrides it with its glides;
        until it does, it is taken to be always moving, which is safe but never sleeps.
        """
        return type(self) is not GameScene

    def at_rest(self) -> bool:
        """Whether the game may move on now (a computer plays, a score sheet or the hand-over
        shows): a table says no while its glides land."""
        return True

    def computer_played(self, seat: int | None, action: Action | None) -> None:
        """A computer seat has just played `action`: a table shows it move."""
        self.refresh()

    def draw(self, surface: pygame.Surface) -> None:
        """The scene, a lit frame round the Confirm button while it waits, the widgets."""
        self.draw_scene(surface)
        if self.confirm_button is not None and self.session.awaiting_confirm:
            frame = self.confirm_button.rect.inflate(self.u(10), self.u(10))
            pygame.draw.rect(surface, ACCENT, frame, self.u(3), border_radius=self.u(9))
        self.ui.draw_ui(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.size)
        pygame.draw.rect(surface, PANEL, (0, 0, self.size[0], self.u(56)))
        surface.blit(self._header, (0, 0))
        for image, pos in self.headings:
            surface.blit(image, pos)
        self.view_panel.draw(surface)
        self.action_panel.draw(surface)
        self.log_panel.draw(surface)
        if not self.legal and not self.session.game.is_over:
            seat = self.session.game.current_player or 0
            line = self.flow.waiting_line(self.session.seats[seat].name)
            waiting = font(self.u(16)).render(line, True, TEXT_DIM)
            surface.blit(waiting, waiting.get_rect(center=self.action_panel.rect.center))
        if self.status.text:
            face = font(self.u(15))
            room = self.results_button.rect.x - self.u(8) - self.u(280)  # between the buttons
            message = face.render(fitted(self.status.text, face, room), True, (255, 138, 112))
            surface.blit(message, (self.u(280), self.size[1] - self.u(46)))
