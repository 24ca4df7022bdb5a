"""What one selected train may do now, read from the engine's legal actions.

Rides light their end sections with the cost (the length of the engine's own
ride path), scraps light construction sites, and everything else becomes a
button in the bar under the map: reverse, call, scrap here, combine, and the
dialogs for changing trains, exchanging and splitting.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.engine.action import Action
from game.engine.koplopers import (
    Call,
    Change,
    Combine,
    KoplopersGame,
    KoplopersView,
    Offer,
    Position,
    Reverse,
    Ride,
    Scrap,
    Split,
)
from game.texts import tr
from game.ui.fonts import font, rendered
from game.ui.koplopers import texts
from game.ui.koplopers.art import BUTTON, LIT, draw_lines, fitted_lines
from game.ui.koplopers.dialogs import Button, Command, Opens
from game.ui.koplopers.layout import BoardLayout
from game.ui.palette import PANEL_EDGE, TEXT, TEXT_DIM


@dataclass
class TrainChoices:
    number: int
    rides: dict[Position, tuple[Ride, int]] = field(default_factory=dict)  # with the cost
    scraps: dict[str, Scrap] = field(default_factory=dict)  # sites it may ride into and scrap
    bar: list[Button] = field(default_factory=list)
    stuck: str = ""  # why it cannot ride, when it cannot (its buttons may still do something)


def train_choices(game: KoplopersGame, table: KoplopersView, legal: Sequence[Action], number: int,
                  layout: BoardLayout) -> TrainChoices:
    board = game.board
    train = table.me.trains[number - 1]
    assert train.position is not None
    choices = TrainChoices(number)
    entries: list[tuple[str, Command]] = []
    dialogs: dict[Opens, str] = {}  # the dialog a button opens -> its label
    for action in legal:
        if isinstance(action, Change):
            if number in (action.train, action.other):
                mate = action.other if number == action.train else action.train
                dialogs[Opens("change", table.turn, mate)] = texts.change_with(mate)
            continue
        if getattr(action, "train", None) != number:
            continue
        if isinstance(action, Ride):
            to = board.position(action.to)
            assert to is not None
            choices.rides[to] = (action, len(game.ride_path(action)) - 1)
        elif isinstance(action, Scrap):
            if train.position[0] == board.site_section[action.site]:
                entries.append((texts.scrap_here(train.guest is not None), action))
            else:
                choices.scraps[action.site] = action
        elif isinstance(action, Reverse):
            entries.append((tr(texts.REVERSE), action))
        elif isinstance(action, Call):
            entries.append((texts.call_at(board.facing_station(train.position) or ""), action))
        elif isinstance(action, Combine):
            entries.append((texts.combine_with(action.other), action))
        elif isinstance(action, Split):
            dialogs[Opens("split")] = tr(texts.SPLIT)
        elif isinstance(action, Offer):
            name = table.seats[action.seat].name
            dialogs[Opens("offer", action.seat, action.other)] = texts.exchange_with(
                name, action.other)
    entries += [(label, command) for command, label in dialogs.items()]
    s = layout.scaled
    bar = layout.action_bar
    x, y = bar.x + s(96), bar.y + s(2)
    face = font(s(14), True)
    for label, command in entries:
        width = face.size(label)[0] + s(20)
        if x + width > bar.right and x > bar.x + s(96):  # a row more, over the map's foot
            x, y = bar.x + s(96), y - bar.h
        choices.bar.append(Button(pygame.Rect(x, y, width, bar.h - s(4)), label, command))
        x += width + s(6)
    if not choices.rides and not choices.scraps:
        choices.stuck = _stuck_reason(game, number, train.position)
    return choices


def _stuck_reason(game: KoplopersGame, number: int, position: Position) -> str:
    """Why train `number`, at `position`, cannot ride on: the engine's reason, or the buffer
    stop it faces (a newly built train faces the end of its construction site)."""
    onward = game.board.steps[position]
    if onward:
        label = game.board.label(onward[0][0])
        return game.why_illegal(Ride(number, label)) or tr("it may not ride")
    if game.why_illegal(Reverse(number)) is None:
        return tr(texts.AT_THE_BUFFER)
    return game.why_illegal(Reverse(number)) or tr("it may not move")


def draw_bar(surface: pygame.Surface, layout: BoardLayout, choices: TrainChoices | None,
             hint: str) -> None:
    """The selected train's buttons under the map, or a hint of what to do."""
    s = layout.scaled
    bar = layout.action_bar
    if choices is None:
        text = rendered(hint, s(14), False, TEXT_DIM)
        surface.blit(text, (bar.x + s(4), bar.centery - text.get_height() // 2))
        return
    label = rendered(tr("Train {number}:").format(number=choices.number), s(15), True, LIT)
    surface.blit(label, (bar.x + s(4), bar.centery - label.get_height() // 2))
    for button in choices.bar:
        pygame.draw.rect(surface, BUTTON, button.rect, border_radius=s(6))
        pygame.draw.rect(surface, PANEL_EDGE, button.rect, 1, border_radius=s(6))
        text = rendered(button.label, s(14), True, TEXT)
        surface.blit(text, text.get_rect(center=button.rect.center))
    note = texts.train_note(choices.stuck, bool(choices.bar))
    if note:
        _draw_note(surface, layout, note, max((b.rect.right for b in choices.bar),
                                              default=bar.x + s(90)) + s(10))


def _draw_note(surface: pygame.Surface, layout: BoardLayout, note: str, left: int) -> None:
    """The note beside the buttons, wrapped into the room left in the bar (smaller if it
    needs it): never cut at the map's edge."""
    s = layout.scaled
    bar = layout.action_bar
    size, lines = fitted_lines(note, bar.right - left, bar.h + s(8), (s(14), s(12), s(11)))
    top = bar.centery - len(lines) * font(size).get_linesize() // 2
    draw_lines(surface, lines, size, TEXT_DIM, (left, top))
