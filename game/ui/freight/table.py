"""The Freight Train table: the whole game played by dragging cards.

This module wires the rooms together on the shared table host: the seat's
view (the engine's FreightView, which has hidden what the seat may not see)
read once per change, pointer input and drag rules (pointer), the static and
moving pictures (felt_layer, paint), glides (glides), the words (texts) and
the turn's buttons (turn_buttons). Every change goes through
the session; a drop the rules refuse glides home with the engine's reason.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pygame_gui

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.engine.event import Event
from game.engine.freight import HAND, LAST_DAY, LINE, FreightGame, FreightView, TakeCutShort, Target
from game.texts import tr
from game.ui.fonts import rendered
from game.ui.freight import pointer, texts
from game.ui.freight.felt_layer import felt_layer
from game.ui.freight.glides import deal_day, glide_events
from game.ui.freight.layout import TableLayout
from game.ui.freight.paint import LIT, Look, draw_table
from game.ui.freight.pointer import Drag, Zone
from game.ui.freight.scoring_hint import train_hint
from game.ui.freight.turn_buttons import TurnButtons
from game.ui.hints import light
from game.ui.palette import ACCENT, PANEL, SEAT_COLOURS, TEXT, TEXT_DIM
from game.ui.scenes.backdrop import opaque
from game.ui.services import Services
from game.ui.session import Session
from game.ui.table_host import Point, TableHost, draw_carried


class FreightTableScene(TableHost[Drag]):
    def __init__(self, services: Services, session: Session) -> None:
        game = session.game
        assert isinstance(game, FreightGame)
        self.table = game.view(session.viewer())
        self.deal_pending = False
        self._felt: pygame.Surface | None = None  # the static layer (felt_layer)
        self._felt_key: object = None
        self._layer: pygame.Surface | None = None  # the static layer with the game drawn on it
        self._layer_key: object = None
        super().__init__(services, session)

    @property
    def game(self) -> FreightGame:
        game = self.session.game
        assert isinstance(game, FreightGame)
        return game

    # --- layout ------------------------------------------------------------------------
    def lay_out(self) -> None:
        self.layout = TableLayout(self.size, self.table.seats, self.shown, header=self.u(56))

    def build_table(self) -> None:
        u, layout = self.u, self.layout
        x, y = layout.log.x, self.size[1] - u(54)
        width = (layout.log.w - u(16)) // 3
        undo, redo, menu = (pygame.Rect(x + i * (width + u(8)), y, width, u(42)) for i in range(3))
        self.make_game_controls(layout.log, undo, redo, menu)
        # Where the turn's buttons were: they and Confirm are gone once the game is over.
        self.results_button = self.button(self.confirm_area(), tr("Results"))
        self.turn_buttons = TurnButtons(self.button, layout.buttons, u(8), u(40))

    def confirm_area(self) -> pygame.Rect:
        area = self.layout.buttons  # empty while a turn awaits its Confirm
        return pygame.Rect(area.x, area.y, area.w, self.u(44))

    def refreshed(self) -> None:
        self.table = table = self.game.view(self.session.viewer())
        self.turn_buttons.sync(self.game, table, self.legal, self.session.human_to_move())
        self.results_button.show() if table.over else self.results_button.hide()
        if table.days_scored > self.days:  # the game screen shows the day's score sheet;
            self.days = table.days_scored  # when it closes, the new day is dealt
            self.deal_pending = not table.over

    def title_colour(self) -> tuple[int, int, int]:
        return ACCENT if self.table.current_player == self.shown else TEXT

    def header_note(self) -> str:
        return tr("Day {day} of {days}").format(day=self.table.day, days=LAST_DAY)

    def seat_note(self, seat: int) -> str:
        return tr(" (start)") if seat == self.table.marker else ""

    # --- where things are, for clicks from tests and tools ---------------------------------
    def drop_zones(self) -> list[Zone]:
        """Where the card being dragged may be dropped (lit or not); none while none is."""
        return pointer.zones(self.drag, self.table, self.layout) if self.drag else []

    def tray_cards(self) -> list[tuple[str, pygame.Rect]]:
        """The lifted cars of a switch and where each lies."""
        return pointer.tray_cards(self.table, self.layout)

    # --- input ---------------------------------------------------------------------------
    def press(self, pos: Point) -> bool:
        """Pick a card up, or fill an empty line; True when the press was the table's."""
        seat = self.table.current_player
        if self.drag is not None:
            return True  # a card picked up by a click: the release puts it down
        if not self.session.human_to_move() or self.motion.busy or seat is None:
            return False
        hit = pointer.source_at(self.table, seat, self.layout, pos)
        if hit is None:
            return False
        source, rect = hit
        if source.kind == LINE:
            line = self.table.main_yard[source.index]
            if not line:
                self._perform_gesture(source, None)
                return True
            if line[-1] is None:  # a face-down car is turned over as it is taken: a real move
                if not self._perform_gesture(source, pointer.INTO_HAND, shown=False):
                    return True
                source = Target(HAND, len(self.table.hand) - 1)
        picked = pointer.pick_up(self.game, self.table, source, rect, pos, self.layout)
        if isinstance(picked, str):
            self.refuse(None, picked)  # a lesson's guide words it as the step's nudge
        else:
            self.drag = picked
            self.services.sounds.play("pick")
        return True

    def _perform_gesture(self, source: Target, target: Target | None, shown: bool = True
                         ) -> bool:
        """Play what a click on `source` (or a drop on `target`) means, or say why not."""
        try:
            actions = self.game.actions_for(source, target)
        except IllegalAction as error:
            self.refuse(None, error.reason)
            return False
        return self.perform(actions, shown=shown)

    def release(self, pos: Point) -> bool:
        drag = self.drag
        if drag is None:
            return False
        if not drag.held and drag.clicked(pos):
            drag.held = True  # a click picks the card up; a click on a lit place puts it there
            return True
        found = self.drop_zones()
        self.drag = None
        played = pointer.dropped(self.game, drag, found, pos)
        if isinstance(played, str):
            self.refuse(drag, played)
        else:
            self.perform(played, drag)
        return True

    def on_key(self, event: pygame.event.Event) -> None:
        """Esc puts a card picked up by a click back; else the game's keys."""
        if event.key == pygame.K_ESCAPE and self.drag is not None:
            self.refuse(self.drag, "")
            self.drag = None
        else:
            super().on_key(event)

    def on_click(self, pos: Point) -> None:
        """A click on another seat's panel opens its whole yard (all of it lies face up)."""
        for seat, rect in self.layout.others.items():
            if rect.collidepoint(pos):
                colour = SEAT_COLOURS[self.session.seats[seat].colour]
                self.services.navigator.push("freight/yard", table=self.table, seat=seat,
                                             colour=colour)

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        actions = self.turn_buttons.actions(button, self.game)
        if actions is not None:
            self.perform(actions)
        else:
            super().on_button(button)

    def hover_text(self, pos: Point) -> str:
        table = self.table
        for slot in range(len(table.players[self.shown].trains)):
            if self.layout.train_box(slot).collidepoint(pos):
                return train_hint(table, self.shown, slot)
        for seat, rect in self.layout.others.items():
            trains = table.players[seat].trains
            if rect.collidepoint(pos) and trains:
                longest = max(range(len(trains)), key=lambda i: len(trains[i].cars))
                return train_hint(table, seat, longest)
            if rect.collidepoint(pos):
                return texts.see_yard(table.players[seat].name)
        return ""

    # --- showing what happened ----------------------------------------------------------
    def show_played(
        self, seat: int, action: Action, events: Sequence[Event], carried: Drag | None
    ) -> None:
        """Glide what the events moved; say why a person's take was cut short (Ruling 4).

        A computer's cut-short take is in the log: the line under the table speaks only of
        what the person did."""
        self.table = self.game.view(self.session.viewer())
        start = carried.corner if carried else None
        glide_events(self.motion, self.layout, events, self.table, self.shown, start)
        for event in events:
            if isinstance(event, TakeCutShort) and self.session.seats[seat].is_human:
                self.say(event.log_line(self.game.players))
        self.services.sounds.play("drop")

    def resumed(self) -> None:
        super().resumed()
        if self.deal_pending and self.days_shown == self.days:
            self.deal_pending = False
            deal_day(self.motion, self.layout, self.table)
            self.services.sounds.play("day_end")

    # --- the frame -------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        if self.under_cover:
            self._paint_table(surface)
        else:
            surface.blit(self._table_layer(), (0, 0))
        self.log_panel.draw(surface)
        self.motion.draw(surface)
        hinted = self.hints.lit(self.session)
        if hinted is not None:
            light(surface, pointer.hinted_places(hinted, self.table, self.layout),
                  self.layout.scaled(3))
        if self.drag:
            draw_carried(surface, self.drag)
            self._draw_destination(surface, self.drag)
        self.draw_line(surface, self.layout.status, self.layout.scaled(15))

    def _draw_destination(self, surface: pygame.Surface, drag: Drag) -> None:
        """Over the carried card, the place a drop here would put it (dim if refused)."""
        zone = pointer.zone_at(self.drop_zones(), drag.pos)
        if zone is None:
            return
        s = self.layout.scaled
        text = rendered("→ " + zone.label, s(13), True, LIT if zone.lit else TEXT_DIM)
        x, y = drag.corner
        box = text.get_rect(midbottom=(x + drag.image.get_width() // 2, y - s(4)))
        pygame.draw.rect(surface, PANEL, box.inflate(s(8), s(4)), border_radius=s(4))
        surface.blit(text, box)

    def _static_layer(self) -> pygame.Surface:
        """The felt layer, drawn again only for a new window size or UI scale."""
        layout = self.layout
        key = (layout.size, layout.header, layout.seats, self.table.unlimited_yard)
        if self._felt is None or key != self._felt_key:
            self._felt, self._felt_key = felt_layer(layout, self.table.unlimited_yard), key
        return self._felt

    def _table_layer(self) -> pygame.Surface:
        """Everything the game shows, drawn again only when something on it changed: a move,
        the seat in the big area, the dragged card, or a glide landing. It is drawn over the
        same picture each time (a new one only for a new size): no second one is made."""
        self._static_layer()  # first: a new size or scale draws it anew, with a new key
        key = (
            self._state_key,
            self.table,
            self.shown,
            self.drag.source if self.drag else None,
            self.motion.landing(),
            self._felt_key,
            self.session.thinking,
            self.hurrying,
        )
        if key != self._layer_key or self._layer is None:
            if self._layer is None or self._layer.get_size() != self.size:
                self._layer = opaque(self.size)
            self._paint_table(self._layer)
            self._layer_key = key
        return self._layer

    def _paint_table(self, surface: pygame.Surface) -> None:
        """The static layer, the header and the game as it stands, onto `surface`."""
        surface.blit(self._static_layer(), (0, 0))
        surface.blit(self._header, (0, 0))
        draw_table(surface, self._look(self.table))

    def covered(self) -> None:
        """The table's picture goes (8 MB at 1920x1080) until it is shown again."""
        super().covered()
        self._layer = None

    def info_lines(self) -> list[str]:
        """The lines beside the piles: the hint (or who is playing), then the day's facts."""
        table = self.table
        if self.session.human_to_move():
            first = texts.hint(table, self.legal)
        else:
            first = self.waiting_line(table.players[table.current_player or 0].name)
        return texts.info_lines(table, first)

    def _look(self, table: FreightView) -> Look:
        return Look(
            table=table,
            layout=self.layout,
            shown=self.shown,
            can_act=self.session.human_to_move(),
            legal=self.legal,
            seat_colours=[SEAT_COLOURS[s.colour] for s in self.session.seats],
            colour_blind=self.services.settings.colour_blind,
            drag=self.drag,
            zones=self.drop_zones(),
            hides=self.motion.hides,
            info=self.info_lines(),
        )
