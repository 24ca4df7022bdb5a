"""What both game tables do around their own pictures and gestures: the host.

A table scene (the Freight table, the Koplopers board) draws its game itself and
is played with the mouse; the GameScene below it runs the game (computer turns,
hand-over, day ends, Confirm, undo). Between the two, every table needs the same
hosting, written once here:

- the log panel and the Undo / Redo / Menu buttons, made for the current size;
- refresh() once per change of the game (the state key): the legal actions for
  the person to move, the log, the buttons, the header, then the table's own part;
- the line under the table: a refusal said for a few seconds (`say`), else what
  the mouse is over, worked out again after every change and cleared when the
  turn passes;
- the big area follows the seat to move, once the last glide has landed and
  nothing is carried;
- a piece carried by the mouse (`Carried`) and its drop shadow; a refused drop
  glides it home and says why;
- apply-and-show: actions go through the session, and what each one did (the
  engine's events) is handed to the table to glide and sound; computer moves too;
- the game moves on (computer turns, hand-over, score sheets) only while the
  table is at rest (nothing glides or is carried), and the app may sleep
  whenever nothing glides (a carried piece moves only with the mouse).

A table implements the hooks: lay_out, build_table, refreshed, hover_text,
press, release, show_played and seat_shown. A `guide` given to the host (a
lesson's panel and lit places, game/ui/lessons) is drawn over the whole table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

import pygame
import pygame_gui

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.engine.event import Event
from game.texts import tr
from game.ui.hints import HintAsker
from game.ui.motion import Motion
from game.ui.scenes.game_screen import GameScene
from game.ui.services import Services
from game.ui.session import Session
from game.ui.table.pace import COMPUTER_TICK
from game.ui.widgets.scroll_list import Entry, ScrollList

Point = tuple[int, int]


@dataclass
class Carried:
    """A piece following the mouse: its picture, where the mouse holds it, where it lay."""

    image: pygame.Surface
    offset: Point  # the mouse's place on the picture
    pos: Point  # the mouse
    home: Point  # the picture's top left where it was picked up; a refusal glides it back

    @property
    def corner(self) -> Point:
        """The picture's top left under the mouse."""
        return (self.pos[0] - self.offset[0], self.pos[1] - self.offset[1])


def draw_carried(surface: pygame.Surface, carried: Carried) -> None:
    """The carried piece with a soft shadow beneath, lifted off the table."""
    x, y = carried.corner
    shadow = pygame.Surface(carried.image.get_size(), pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 64))
    surface.blit(shadow, (x + 5, y + 6))
    surface.blit(carried.image, (x, y))


C = TypeVar("C", bound=Carried)


class Guide(Protocol):
    """Something drawn over a table, last: a lesson's words and the places to touch."""

    def draw(self, surface: pygame.Surface) -> None: ...

    def nudge(self, reason: str) -> str:
        """What a refused move says instead of `reason` (a lesson: its step's hint)."""
        ...


class TableHost(GameScene, Generic[C]):
    """A GameScene with a table of its own; `C` is the kind of piece it lets the mouse carry."""

    def __init__(self, services: Services, session: Session) -> None:
        self.motion = Motion()
        self.drag: C | None = None
        self.hover = ""
        self.mouse: Point = (0, 0)
        seat = session.game.current_player
        self.shown = seat if seat is not None else 0  # the seat in the big area
        self._hover_turn = session.acting_seat
        self.guide: Guide | None = None
        # Another scene is over the table: it is drawn at most once more (into an overlay's
        # backdrop), so it keeps no picture of itself for fast frames meanwhile.
        self.under_cover = False
        self.hints = HintAsker()
        self.hint_button: pygame_gui.elements.UIButton | None = None
        super().__init__(services, session)

    # --- hooks for the table ---------------------------------------------------------------
    def lay_out(self) -> None:
        """Work out where everything lies for the window size and the seat shown."""

    def build_table(self) -> None:
        """Make the table's widgets (log panel and game buttons included) after lay_out()."""

    def refreshed(self) -> None:
        """The game changed (or the screen was laid out again): bring the table in line."""

    def seat_shown(self) -> None:
        """`shown` changed to the seat to move: lay the table out for it."""
        self.lay_out()

    def hover_text(self, pos: Point) -> str:
        """What the mouse at `pos` is over, in words ('' for nothing)."""
        return ""

    def press(self, pos: Point) -> bool:
        """The left button went down at `pos`; True when the table took the press whole."""
        return False

    def release(self, pos: Point) -> bool:
        """The left button came up at `pos`; True when the table took the release whole."""
        return False

    def show_played(
        self, seat: int, action: Action, events: Sequence[Event], carried: C | None
    ) -> None:
        """`action`, played by `seat`, did `events`: glide and sound them. `carried` is the
        piece the person dropped to play it (its glide starts where it was let go)."""
        self.services.sounds.play("drop")

    # --- widgets the tables share ----------------------------------------------------------
    def build(self) -> None:
        self.motion.speed = self.services.settings.animation
        self.lay_out()
        self.build_table()
        self._state_key = None
        self.refresh()

    def button(
        self, rect: pygame.Rect, text: str, tip: str | None = None
    ) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(rect, text, self.ui, tool_tip_text=tip)

    def make_game_controls(
        self, log: pygame.Rect, undo: pygame.Rect, redo: pygame.Rect, menu: pygame.Rect
    ) -> None:
        """The game log panel and the Undo, Redo and Menu buttons, where the table puts them;
        when hints are on, the four buttons share the row of the three, Hint first."""
        self.log_panel = ScrollList(log, self.scale, stick_to_bottom=True)
        self.hint_button = None
        if self.services.settings.hints and self.session.offers_hints:
            row = undo.union(menu)
            gap = redo.x - undo.right
            width = (row.w - 3 * gap) // 4
            hint, undo, redo, menu = (pygame.Rect(row.x + i * (width + gap), row.y, width, row.h)
                                      for i in range(4))
            self.hint_button = self.button(hint, tr("Hint"), tr("H: what the Hard player would do"))
        self.undo_button = self.button(undo, tr("Undo"), "Ctrl+Z")
        self.redo_button = self.button(redo, tr("Redo"), "Ctrl+Y")
        self.menu_button = self.button(menu, tr("Menu"), "Esc")

    # --- after every change ----------------------------------------------------------------
    def refresh(self) -> None:
        """Bring everything in line with the game, once per change of it."""
        key = self.state_key()
        if key == self._state_key:
            return
        self._state_key = key
        if self.drag is not None:  # the game changed under the carried piece: it goes home
            self.refuse(self.drag, "")
            self.drag = None
        session = self.session
        self.legal = session.game.legal_actions() if session.human_to_move() else []
        self.log_panel.set_entries([Entry(line) for line in session.log])
        self.sync_buttons()
        self.flow.refreshed()
        self.refreshed()  # first: the header is drawn from the table as it is now
        self._header = self._render_header()
        self._rehover()

    def _rehover(self) -> None:
        """The hover line told again for the table as it is now; cleared when the turn passed."""
        turn = self.session.acting_seat
        passed = turn != self._hover_turn
        self._hover_turn = turn
        self.hover = "" if passed else self.hover_text(self.mouse)

    def follow_seat_to_move(self) -> None:
        """Give the big area to the seat to move, once the last glides have landed."""
        seat = self.session.acting_seat
        if seat is not None and seat != self.shown and not self.motion.busy and not self.drag:
            self.shown = seat
            self.seat_shown()
            self.hover = ""

    # --- input -----------------------------------------------------------------------------
    def take_event(self, event: pygame.event.Event) -> bool:
        """The log panel and the table's pointer see each event before the widgets."""
        self.log_panel.handle_event(event)
        left = getattr(event, "button", 0) == 1
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag is not None:
                self.drag.pos = event.pos
            self.hover = self.hover_text(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and left:
            self.mouse = event.pos
            return self.press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and left:
            self.mouse = event.pos
            return self.release(event.pos)
        return False

    def refuse(self, carried: C | None, reason: str) -> None:
        """A refused drop or click: the carried piece glides home, and the reason is said."""
        if carried is not None:
            self.motion.glide(carried.image, carried.corner, carried.home)
        self.status.say(self.guide.nudge(reason) if self.guide is not None and reason else reason)

    # --- playing ---------------------------------------------------------------------------
    def perform(self, actions: Sequence[Action], carried: C | None = None, shown: bool = True
                ) -> bool:
        """Play `actions` in turn for the person to move, showing what each did (unless not
        `shown`); at a refusal stop, glide `carried` home, say why and return False."""
        self.status.text = ""
        for action in actions:
            seat = self.session.game.current_player
            assert seat is not None
            try:
                events = self.session.apply(action)
            except IllegalAction as error:
                self.refuse(carried, error.reason)
                self.refresh()
                return False
            if shown:
                self.show_played(seat, action, events, carried)
            carried = None  # only the first action starts where the piece was let go
        self.refresh()
        return True

    def computer_played(self, seat: int | None, action: Action | None) -> None:
        if seat is not None and action is not None:
            self.show_played(seat, action, self.session.played, None)
        self.refresh()

    # --- hints -----------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """Hint (or H): Hard's choice for the person to move, said when it is ready."""
        if self.hint_button is not None and self.hints.ask(self.session):
            self.status.say(tr("Looking for a hint…"))
            self.sync_buttons()

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.hint_button:
            self.ask_hint()
        else:
            super().on_button(button)

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL:
            self.ask_hint()
        else:
            super().on_key(event)

    def sync_buttons(self) -> None:
        super().sync_buttons()
        if self.hint_button is not None:
            allowed = self.session.human_to_move() and not self.hints.busy
            self.hint_button.enable() if allowed else self.hint_button.disable()

    def undo(self) -> None:
        self.motion.clear()
        self.drag = None
        super().undo()

    def redo(self) -> None:
        self.motion.clear()
        self.drag = None
        super().redo()

    # --- the frame -------------------------------------------------------------------------
    def covered(self) -> None:
        self.under_cover = True

    def draw_into_backdrop(self, surface: pygame.Surface) -> None:
        self.covered()  # the overlay it is drawn for covers it next: its pictures go first
        self.draw(surface)

    def resumed(self) -> None:
        self.under_cover = False
        super().resumed()

    def draw(self, surface: pygame.Surface) -> None:
        """The table and its widgets, then the guide over them when there is one."""
        super().draw(surface)
        if self.guide is not None:
            self.guide.draw(surface)

    def landed(self) -> None:
        """A glide landed this frame."""
        self.services.sounds.play("drop")

    def update(self, dt: float) -> None:
        """Glides first; the game moves on (computer turns, hand-over, results) when they land."""
        if self.motion.update(dt * self.flow.pace()):
            self.landed()
        self.status.update(dt, self.session.autosave_error)
        if self.hints.busy:
            line = self.hints.ready(self.session)
            if line is not None:
                self.status.say(line)
            if not self.hints.busy:
                self.sync_buttons()
        self.follow_seat_to_move()
        super().update(dt)

    def at_rest(self) -> bool:
        """Nothing glides or is carried and the big area shows the seat to act (or the game is
        over): only then may the game move on."""
        if self.motion.busy or self.drag is not None:
            return False
        return self.shown == (self.session.acting_seat or 0) or self.session.game.is_over

    def moving(self) -> bool:
        """Glides move by themselves; a carried piece moves only with the mouse (input)."""
        return self.motion.busy

    def next_frame_in(self) -> float | None:
        """A slow tick while a hint is being found, so it is shown as soon as it is ready."""
        due = super().next_frame_in()
        if not self.hints.busy:
            return due
        return COMPUTER_TICK if due is None else min(due, COMPUTER_TICK)
