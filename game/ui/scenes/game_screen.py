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
from game.texts import mark, tr
from game.ui.fonts import fitted, font
from game.ui.fronts import front
from game.ui.palette import ACCENT, PANEL, TEXT, TEXT_DIM
from game.ui.scenes.backdrop import draw_felt
from game.ui.scenes.base import Scene
from game.ui.scenes.computer_pace import COMPUTER_PAUSE, COMPUTER_STEP_PAUSE, COMPUTER_TICK, HURRY
from game.ui.scenes.header import render_header
from game.ui.scenes.view_listing import view_entries
from game.ui.services import Services
from game.ui.session import Session
from game.ui.widgets.scroll_list import Entry, ScrollList

CONFIRM_LINE = mark("Turn over — Confirm (Enter) or Undo (Ctrl+Z)")  # tr() where shown


class GameScene(Scene):
    def __init__(self, services: Services, session: Session) -> None:
        self.session = session
        self.status = ""
        self.bot_wait = 0.0
        self._hurry = False
        # (seat, actions in the game after it) of the computer's last step: is the next its own?
        self._computer_step: tuple[int | None, int] | None = None
        self.results_shown = False
        self.front = front(session.game_name)
        # Scorings made during play (Freight's days) so far; a loaded game does not replay old ones.
        self.days_shown = len(self.front.interim_sheets(session.game))
        self.days = self.days_shown
        self.legal: list[Action] = []
        self._state_key: tuple[int, int | None, int, bool] | None = None
        self.status_left = 0.0
        # The game's length when the session's turn note was last said: said once, as the
        # turn ends, not again at every later refresh (a menu closed, a computer's turn).
        self.note_said_at = -1
        self.confirm_button: pygame_gui.elements.UIButton | None = None
        session.confirm_turns = services.settings.confirm_end_of_turn
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
        self.view_panel.set_entries(view_entries(game.view(viewer).to_json()))
        self.log_panel.set_entries(
            [Entry(line) for line in self.session.log] or [Entry(tr("No moves yet."), "dim")]
        )
        self.sync_buttons()
        self.results_button.show() if game.is_over else self.results_button.hide()
        self.days = len(self.front.interim_sheets(game))
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
        if session.turn_note and self.note_said_at != len(session.game.actions):
            self.note_said_at = len(session.game.actions)
            self.say(session.turn_note)

    def say(self, reason: str) -> None:
        """Show `reason` (the engine's words, or the session's) for a few seconds."""
        self.status = reason[0].upper() + reason[1:] if reason else ""
        self.status_left = 6.0

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
        self.status = ""
        try:
            self.session.apply(action)
        except IllegalAction as error:
            self.status = error.reason
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
            self.show_results()

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
        elif event.key == pygame.K_SPACE and self.computers_playing():
            self._hurry = True
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

    def show_results(self) -> None:
        self.results_shown = True
        self.services.navigator.push("results", session=self.session)

    def resumed(self) -> None:
        # The game menu's Settings may have switched Confirm end of turn on or off.
        self.session.confirm_turns = self.services.settings.confirm_end_of_turn
        self._state_key = None
        self.refresh()

    def removed(self) -> None:
        """A computer still thinking for this game stops at once: nobody will see its move,
        and the one thread that thinks for every game would keep the next game's computer
        waiting (and the processor busy) until its budget ran out."""
        self.session.hurry()

    # --- the frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.at_rest():
            return
        session = self.session
        if not self.computers_playing():
            self._hurry = False  # a person is to move: the next computer turns start calm
        if session.autosave_error:
            self.status = session.autosave_error
        if self.days > self.days_shown and not session.game.is_over:
            self.days_shown = self.days
            self.services.sounds.play("day_end")
            sheet = self.front.interim_sheets(session.game)[-1]
            self.services.navigator.push("scoring", sheet=sheet)
            return
        if session.game.is_over:
            if not self.results_shown:
                self.services.sounds.play("day_end")
                self.show_results()
            return
        if session.needs_handover():
            self.services.navigator.push("handover", session=session)
            return
        if not self.computers_playing():
            return
        self.bot_wait += dt * self.pace()
        ready = session.computer_ready()  # thinks in a worker thread meanwhile
        if self.hurrying:
            session.hurry()
        if ready and self.bot_wait >= self.computer_pause():
            self.bot_wait = 0.0
            self.play_computer()

    def computer_pause(self) -> float:
        """The wait before the computer's next step: the long one at the start of a turn."""
        game = self.session.game
        same_turn = self._computer_step == (game.current_player, len(game.actions))
        pauses = COMPUTER_STEP_PAUSE if same_turn else COMPUTER_PAUSE
        return pauses[self.services.settings.animation]

    def next_frame_in(self) -> float | None:
        """Frames at full rate while the table moves; a slow tick while the computer thinks or
        waits out its pause, or a scene is due to open; a wake-up when the status line is due
        to go; else none."""
        if self.moving():
            return 0.0
        if self.computers_playing() or self.step_due():
            return COMPUTER_TICK
        waits = [self.status_left] if self.status and self.status_left > 0 else []
        widgets = super().next_frame_in()
        return min(waits + [widgets]) if widgets is not None else min(waits, default=None)

    def step_due(self) -> bool:
        """update() has a scene to open with no input: a day's scores, the results, a hand-over."""
        session = self.session
        if session.game.is_over:
            return not self.results_shown
        return self.days > self.days_shown or session.needs_handover()

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

    def computers_playing(self) -> bool:
        session = self.session
        return not (session.game.is_over or session.human_to_move() or session.awaiting_confirm)

    @property
    def hurrying(self) -> bool:
        """Space was pressed during this stretch of computer turns, which goes on.

        Only a read: update() forgets the Space once a person is to move.
        """
        return self._hurry and self.computers_playing()

    def pace(self) -> float:
        """How fast time runs for computer pauses and glides: faster while hurrying."""
        return HURRY if self.hurrying else 1.0

    def waiting_line(self, name: str) -> str:
        """What the table says while nobody at it may act: a turn awaits its Confirm, or
        `name`, a computer seat, is to move. A replay waits for nobody: it says nothing."""
        if self.session.replaying:
            return ""
        if self.session.awaiting_confirm:
            return tr(CONFIRM_LINE)
        if self.session.thinking:
            said = tr("{name} is thinking… (hurrying)") if self.hurrying else tr(
                "{name} is thinking… (Space: faster)")
        else:
            said = tr("{name} is playing… (hurrying)") if self.hurrying else tr(
                "{name} is playing… (Space: faster)")
        return said.format(name=name)

    def play_computer(self) -> None:
        session = self.session
        was_human = session.human_to_move()
        seat = session.game.current_player
        action = session.play_computer()
        self._computer_step = (seat, len(session.game.actions))
        if action is not None and seat is not None:
            self.computer_played(seat, action)
        self.refresh()
        if session.human_to_move() and not was_human:
            self.services.sounds.play("turn")

    def computer_played(self, seat: int, action: Action) -> None:
        """A computer seat has just played `action`: a table shows it move."""

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
            line = self.waiting_line(self.session.seats[seat].name)
            waiting = font(self.u(16)).render(line, True, TEXT_DIM)
            surface.blit(waiting, waiting.get_rect(center=self.action_panel.rect.center))
        if self.status:
            face = font(self.u(15))
            room = self.results_button.rect.x - self.u(8) - self.u(280)  # between the buttons
            message = face.render(fitted(self.status, face, room), True, (255, 138, 112))
            surface.blit(message, (self.u(280), self.size[1] - self.u(46)))
