"""The Freight Train table: the whole game played by dragging cards.

The board the table screen (game/ui/table) plays Freight Train on. This module
wires the rooms together: the seat's view (the engine's FreightView, which has
hidden what the seat may not see) read once per change, pointer input and drag
rules (pointer), the static and moving pictures (felt_layer, paint), glides
(glides), the words (texts) and the turn's buttons (turn_buttons). Every change
goes through the screen's perform; a drop the rules refuse glides home with the
engine's reason.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pygame
import pygame_gui

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.engine.event import Event
from game.engine.freight import (
    HAND,
    LAST_DAY,
    LINE,
    Fill,
    FreightGame,
    FreightView,
    TakeCutShort,
    Target,
)
from game.texts import sentence, tr
from game.ui.fonts import rendered
from game.ui.freight import pointer, texts
from game.ui.freight.felt_layer import draw_felt_layer, row_label_boxes
from game.ui.freight.glides import deal_day, glide_events
from game.ui.freight.layout import TableLayout
from game.ui.freight.paint import LIT, Look, draw_table
from game.ui.freight.pointer import Drag, Zone
from game.ui.freight.scoring_hint import train_hint
from game.ui.freight.turn_buttons import TurnButtons
from game.ui.hints import HINT_FRAME, light
from game.ui.palette import ACCENT, PANEL, SEAT_COLOURS, TEXT
from game.ui.scenes.backdrop import opaque
from game.ui.table.board import TableContext, state_key
from game.ui.table.controls import Places
from game.ui.table.header import Notes, render_header
from game.ui.table.pointer import Carried, Point, draw_carried
from game.ui.widgets.callout import draw_callout


class FreightTable:
    def __init__(self, context: TableContext) -> None:
        self.context = context
        session = context.session
        game = session.game
        assert isinstance(game, FreightGame)
        self.table = game.view(session.viewer())
        seat = session.game.current_player
        self.shown = seat if seat is not None else 0  # the seat in the big area
        self.legal: list[Action] = []
        # The days scored when the table was last brought in line with the game: one more
        # is dealt once its score sheet has been shown.
        self.days = self.table.days_scored
        self._marker = self.table.marker  # the start player shown (see refreshed)
        self.deal_pending = False
        self._layer: pygame.Surface | None = None  # the felt layer with the game drawn on it
        self._layer_key: object = None
        # Why the carried card may not go to each unlit place, asked once per place.
        self._reasons: dict[tuple[Target, Target], str] = {}

    @property
    def game(self) -> FreightGame:
        game = self.context.session.game
        assert isinstance(game, FreightGame)
        return game

    @property
    def drag(self) -> Drag | None:
        """The card the mouse carries (the pointer's)."""
        carried = self.context.pointer.carried
        assert carried is None or isinstance(carried, Drag)
        return carried

    @drag.setter
    def drag(self, drag: Drag | None) -> None:
        self.context.pointer.carried = drag

    # --- layout ------------------------------------------------------------------------
    def lay_out(self) -> Places:
        """The table for the seat shown; the log and the game's buttons at the right, Confirm
        and Results where the turn's buttons are (they are gone meanwhile)."""
        u = self.context.u
        self.layout = layout = TableLayout(self.context.size, self.table.seats, self.shown,
                                           header=u(56))
        x, y = layout.log.x, self.context.size[1] - u(54)
        width = (layout.log.w - u(16)) // 3
        undo, redo, menu = (pygame.Rect(x + i * (width + u(8)), y, width, u(42)) for i in range(3))
        turn = pygame.Rect(layout.buttons.x, layout.buttons.y, layout.buttons.w, u(44))
        return Places(log=layout.log, undo=undo, redo=redo, menu=menu, confirm=turn,
                      results=turn)

    def label_boxes(self) -> list[pygame.Rect]:
        """The texts beside the private rows (their 8-car limit and name): a lesson's ring
        round a row passes under them (game/ui/widgets/under.py)."""
        return row_label_boxes(self.layout, self.table.unlimited_yard)

    def build(self, ui: pygame_gui.UIManager) -> None:
        u = self.context.u

        def button(rect: pygame.Rect, text: str) -> pygame_gui.elements.UIButton:
            return pygame_gui.elements.UIButton(rect, text, ui)

        self.turn_buttons = TurnButtons(button, self.layout.buttons, u(8), u(40))

    def refreshed(self, legal: list[Action]) -> None:
        session = self.context.session
        self.legal = legal
        self._reasons.clear()
        table = self.game.view(session.viewer())
        if session.awaiting_confirm:  # the marker passed on is shown once the turn is confirmed,
            table = replace(table, marker=self._marker)  # as the log says it then
        self.table = table
        self._marker = table.marker
        self.turn_buttons.sync(self.game, table, legal, session.human_to_move())
        if table.days_scored > self.days:  # the game's flow shows the day's score sheet;
            self.days = table.days_scored  # when it closes, the new day is dealt
            self.deal_pending = not table.over
        self.header = render_header(self.context, Notes(
            colour=ACCENT if table.current_player == self.shown else TEXT,
            note=tr("Day {day} of {days}").format(day=table.day, days=LAST_DAY),
            seats=tuple(tr(" (start)") if seat == table.marker else ""
                        for seat in range(len(session.seats))),
        ))

    def show_seat(self, seat: int) -> None:
        self.shown = seat
        self.lay_out()

    # --- where things are, for clicks from tests and tools ---------------------------------
    def drop_zones(self) -> list[Zone]:
        """Where the card being dragged may be dropped (lit or not); none while none is."""
        return pointer.zones(self.drag, self.table, self.layout) if self.drag else []

    def tray_cards(self) -> list[tuple[str, pygame.Rect]]:
        """The lifted cars of a switch and where each lies."""
        return pointer.tray_cards(self.table, self.layout)

    # --- input ---------------------------------------------------------------------------
    def take_event(self, event: pygame.event.Event) -> bool:
        return False

    def press(self, pos: Point) -> bool:
        """Pick a card up, or fill an empty line; True when the press was the table's."""
        seat = self.table.current_player
        if self.drag is not None:
            return True  # a card picked up by a click: the release puts it down
        greyed = self.turn_buttons.refusal_at(pos)
        if greyed is not None:
            self._refuse(None, greyed, pos)
            return True
        busy = self.context.motion.busy
        if not self.context.session.human_to_move() or busy or seat is None:
            return False
        hit = pointer.source_at(self.table, seat, self.layout, pos)
        if hit is None:
            buried = pointer.buried_at(self.table, seat, self.layout, pos)
            if buried is not None:  # it looks like a card to take, but is not the end one
                self._refuse(None, buried, pos)
            return buried is not None
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
            self._refuse(None, picked, pos)  # a lesson's guide words it as a nudge
        else:
            self.drag = picked
            self.context.services.sounds.play("pick")
        return True

    def _perform_gesture(self, source: Target, target: Target | None, shown: bool = True
                         ) -> bool:
        """Play what a click on `source` (or a drop on `target`) means, or say why not."""
        try:
            actions = self.game.actions_for(source, target)
        except IllegalAction as error:
            self._refuse(None, error.reason, self.context.pointer.mouse)
            return False
        return self.context.perform(actions, shown=shown)

    def _refuse(self, drag: Drag | None, reason: str, pos: Point) -> None:
        """A refused press or drop: the card glides home into its own place (left empty
        until it lands), and the reason is said on the line under the table and beside
        `pos`, where the eye is."""
        if drag is not None:
            key = pointer.home_key(drag, self.table, self.table.current_player or 0)
            self.context.motion.glide(drag.image, drag.corner, drag.home, key)
        self.context.pointer.refuse(None, reason, pos)

    def release(self, pos: Point) -> bool:
        """A card carried is put down (or, only clicked, held); with none, a click on another
        seat's panel opens its whole yard (all of it lies face up)."""
        drag = self.drag
        if drag is None:
            return self._open_yard(pos)
        if not drag.held and drag.clicked(pos):
            drag.held = True  # a click picks the card up; a click on a lit place puts it there
            return True
        found = self.drop_zones()
        self.drag = None
        played = pointer.dropped(self.game, drag, found, pos, self.layout)
        if isinstance(played, str):
            self._refuse(drag, played, pos)
        else:
            self.context.perform(played, drag)
        return True

    def _open_yard(self, pos: Point) -> bool:
        """Open the yard of the seat whose panel is at `pos`; False when there is none."""
        for seat, rect in self.layout.others.items():
            if rect.collidepoint(pos):
                colour = SEAT_COLOURS[self.context.session.seats[seat].colour]
                self.context.services.navigator.push("freight/yard", table=self.table,
                                                     seat=seat, colour=colour)
                return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """Esc puts a card picked up by a click back."""
        if event.key == pygame.K_ESCAPE and self.drag is not None:
            self.context.pointer.put_back()
            return True
        return False

    def button(self, button: pygame_gui.core.UIElement) -> bool:
        actions = self.turn_buttons.actions(button, self.game)
        if actions is None:
            return False
        self.context.perform(actions)
        return True

    def hover_text(self, pos: Point) -> str:
        """What the mouse is over, for a press or a click; nothing while a card is carried
        (over another seat's panel it said "Click to see …'s whole yard", which a drop does
        not do: the carried card's caption tells what a drop does)."""
        if self.drag is not None:
            return ""
        table = self.table
        line = self._empty_line_at(pos)
        if line is not None:
            return self._fill_words(line)
        layout = self.layout
        if layout.cabooses.collidepoint(pos) and table.cabooses:
            return texts.caboose_pile()
        if layout.pile.collidepoint(pos):
            return texts.pile()
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

    def _empty_line_at(self, pos: Point) -> int | None:
        """The empty Main Yard line (0-based) under `pos`, if any."""
        for index, cars in enumerate(self.table.main_yard):
            if not cars and self.layout.yard_lines[index].collidepoint(pos):
                return index
        return None

    def _fill_words(self, line: int) -> str:
        """What a click on the empty `line` does, or why it does nothing now."""
        if any(isinstance(a, Fill) and a.line == line + 1 for a in self.legal):
            return texts.fill_line(line + 1)
        try:
            self.game.actions_for(Target(LINE, line), None)
        except IllegalAction as error:
            return sentence(error.reason)
        return ""

    # --- showing what happened ----------------------------------------------------------
    def show_played(
        self, seat: int, action: Action, events: Sequence[Event], carried: Carried | None
    ) -> None:
        """Glide what the events moved; say why a person's take was cut short (Ruling 4).

        A computer's cut-short take is in the log: the line under the table speaks only of
        what the person did."""
        session = self.context.session
        self.table = self.game.view(session.viewer())
        start = carried.corner if carried else None
        glide_events(self.context.motion, self.layout, events, self.table, self.shown, start)
        for event in events:
            if isinstance(event, TakeCutShort) and session.seats[seat].is_human:
                self.context.status.say(event.log_line(self.game.players))
        self.context.services.sounds.play("drop")

    def landed(self) -> None:
        self.context.services.sounds.play("drop")

    def forget_choices(self) -> None:
        """Nothing is chosen on this table but the card carried (the pointer's)."""

    def resumed(self) -> None:
        """A day's score sheet has closed: the new day is dealt."""
        if self.deal_pending and self.context.flow.days_shown == self.days:
            self.deal_pending = False
            deal_day(self.context.motion, self.layout, self.table)
            self.context.services.sounds.play("day_end")

    def covered(self) -> None:
        """The table's picture goes (8 MB at 1920x1080) until it is shown again."""
        self._layer = None

    # --- the frame -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, keep: bool) -> None:
        context = self.context
        if keep:
            surface.blit(self._table_layer(), (0, 0))
        else:
            self._paint_table(surface)
        context.controls.log_panel.draw(surface)
        context.motion.draw(surface)
        hinted = [context.hints.lit(context.session), context.hints.rest(context.session)]
        places = [place for action in hinted if action is not None
                  for place in pointer.hinted_places(action, self.table, self.layout)]
        if self.drag is None:  # a hinted new train: its bands, named, over the free slot
            for action in hinted:
                if action is not None:
                    self._draw_hinted_bands(surface, action)
        if places:  # where the hinted car is taken from, and where it goes
            light(surface, places, self.layout.scaled(3))
        if self.drag:
            draw_carried(surface, self.drag)
            self._draw_destination(surface, self.drag)
        self._draw_fill_cue(surface)
        refused = context.pointer.refusal_shown()
        if refused is not None:
            draw_callout(surface, *refused, self.layout.scaled, self._callout_room(surface))
        context.status.draw(surface, self.layout.status, self.layout.scaled(15),
                            context.pointer.hover)

    def _draw_hinted_bands(self, surface: pygame.Surface, action: Action) -> None:
        """The bands a hinted new train's car could start, the hinted one in the hint's
        colour (its frame is the hint's light)."""
        s = self.layout.scaled
        bands = pointer.hinted_bands(action, self.table, self.layout)
        if bands:
            whole = bands[0][1].unionall([rect for _, rect, _ in bands])
            pygame.draw.rect(surface, PANEL, whole.inflate(0, -s(4)), border_radius=s(4))
        for words, rect, hinted in bands:
            face = rendered(words, s(13), True, HINT_FRAME if hinted else TEXT)
            if face.get_width() > rect.w - s(8):
                face = pygame.transform.smoothscale(face, (rect.w - s(8), face.get_height()))
            surface.blit(face, face.get_rect(center=rect.center))

    def _draw_fill_cue(self, surface: pygame.Surface) -> None:
        """Under the mouse, an empty line a click fills lights up whole: it is a button."""
        line = None if self.drag else self._empty_line_at(self.context.pointer.mouse)
        if line is None or not any(isinstance(a, Fill) and a.line == line + 1
                                   for a in self.legal):
            return
        column = self.layout.yard_lines[line]
        glow = pygame.Surface(column.size, pygame.SRCALPHA)
        glow.fill((*LIT, 48))
        surface.blit(glow, column)
        pygame.draw.rect(surface, LIT, column, 2, self.layout.scaled(5))

    def caption(self, drag: Drag) -> tuple[str, bool] | None:
        """What a drop of `drag` where it is now would do, as said over it: the place it
        would go to and True, or why it would be refused and False; None over no place."""
        zone = pointer.zone_at(self.drop_zones(), drag.pos)
        if zone is None:
            return None
        return ("→ " + zone.label, True) if zone.lit else (self._reason(drag, zone), False)

    def _callout_room(self, surface: pygame.Surface) -> pygame.Rect:
        """Where a refusal's box may lie: the table under the header, left of the log."""
        top = self.layout.header
        return pygame.Rect(0, top, self.layout.log.x - self.layout.scaled(6),
                           surface.get_height() - top)

    def _draw_destination(self, surface: pygame.Surface, drag: Drag) -> None:
        """Over the carried card, what a drop here would do: the place it would go to, lit;
        over a place that would refuse it, why, in the refusal's colour."""
        caption = self.caption(drag)
        if caption is None:
            return
        words, accepted = caption
        s = self.layout.scaled
        x, y = drag.corner
        over = (x + drag.image.get_width() // 2, y)
        if not accepted:
            draw_callout(surface, words, over, s, self._callout_room(surface))
            return
        text = rendered(words, s(13), True, LIT)
        box = text.get_rect(midbottom=(over[0], y - s(4)))
        pygame.draw.rect(surface, PANEL, box.inflate(s(8), s(4)), border_radius=s(4))
        surface.blit(text, box)

    def _reason(self, drag: Drag, zone: Zone) -> str:
        """Why a drop of `drag` on the unlit `zone` would be refused (the rule's words)."""
        key = (drag.source, zone.target)
        if key not in self._reasons:
            played = pointer.played_or_reason(self.game, drag, zone)
            self._reasons[key] = played if isinstance(played, str) else ""
        said = self._reasons[key]
        return sentence(said)

    def _table_layer(self) -> pygame.Surface:
        """Everything the game shows, drawn again only when something on it changed: a move,
        the seat in the big area, the dragged card, or a glide landing. It is drawn over the
        same picture each time (a new one only for a new size): no second one is made."""
        context = self.context
        layout = self.layout
        key = (
            state_key(context.session),
            self.table,
            self.shown,
            self.drag.source if self.drag else None,
            context.motion.landing(),
            (layout.size, layout.header, layout.seats),  # a new size or UI scale
            context.session.thinking,
            context.flow.hurrying,
        )
        if key != self._layer_key or self._layer is None:
            if self._layer is None or self._layer.get_size() != context.size:
                self._layer = opaque(context.size)
            self._paint_table(self._layer)
            self._layer_key = key
        return self._layer

    def _paint_table(self, surface: pygame.Surface) -> None:
        """The felt layer, the header and the game as it stands, onto `surface`."""
        draw_felt_layer(surface, self.layout, self.table.unlimited_yard)
        surface.blit(self.header, (0, 0))
        draw_table(surface, self._look(self.table))

    def info_lines(self) -> list[str]:
        """The lines beside the piles: the hint (or who is playing), then the day's facts."""
        table = self.table
        if self.context.session.human_to_move():
            first = texts.hint(table, self.legal)
        else:
            first = self.context.flow.waiting_line(table.players[table.current_player or 0].name)
        return texts.info_lines(table, first)

    def _look(self, table: FreightView) -> Look:
        context = self.context
        return Look(
            table=table,
            layout=self.layout,
            shown=self.shown,
            can_act=context.session.human_to_move(),
            legal=self.legal,
            seat_colours=[SEAT_COLOURS[s.colour] for s in context.session.seats],
            colour_blind=context.services.settings.colour_blind,
            drag=self.drag,
            zones=self.drop_zones(),
            hides=context.motion.hides,
            info=self.info_lines(),
        )
