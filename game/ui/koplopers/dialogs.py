"""The small dialogs of a Koplopers turn: boarding, changing trains, exchange offers, splits.

Each dialog shows two sides (a platform or a train each) with their tokens and
loads, and a row of buttons. A dialog is rebuilt from the engine's state (and
the scene's own choices, for a split) whenever either changes, and knows for
every token and button which action it plays or why it cannot: the engine
decides, the dialog only shows. Clicking a token plays its action at once,
except where one action moves many tokens (changing trains, a split): there
tokens are only sorted until "Change trains" or "Split" is pressed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.engine.action import Action
from game.engine.koplopers import (
    Accept,
    Change,
    Decline,
    KoplopersGame,
    KoplopersView,
    Propose,
    SeenTrain,
    Split,
    StopBoarding,
    Withdraw,
    token_target,
    token_text,
    train_target,
)
from game.texts import tr
from game.ui.fonts import font, rendered
from game.ui.koplopers.art import (
    BUTTON,
    LIT,
    REASON,
    draw_load_bar,
    region_colour,
    token_chip,
)
from game.ui.koplopers.gestures import verdict
from game.ui.koplopers.layout import BoardLayout
from game.ui.palette import ACCENT, PANEL, PANEL_EDGE, TEXT, TEXT_DIM
from game.ui.shade import shade
from game.ui.widgets.scroll_list import wrap


@dataclass(frozen=True)
class Close:
    """A dialog's Close or Cancel: the dialog goes, nothing is played."""


@dataclass(frozen=True)
class Platform:
    """A split's choice of the line (a position label) the carried train leaves on."""

    label: str


@dataclass(frozen=True)
class Opens:
    """A train's bar button that opens a dialog: changing trains with train `other`,
    a split, or an exchange offer to `seat`'s train `other`."""

    kind: str  # "change", "split" or "offer"
    seat: int = 0
    other: int = 0


CLOSE = Close()
Command = Action | Close | Platform | Opens


@dataclass
class Chip:
    rect: pygame.Rect
    token: int
    action: Action | None  # played on a click (None: only moved, in a split)
    reason: str  # why it cannot be clicked, "" when it can
    marked: bool = False  # in the offer / moving


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    action: Command
    reason: str = ""
    chosen: bool = False  # the platform picked for a split

    @property
    def enabled(self) -> bool:
        return not self.reason


@dataclass
class Side:
    title: str
    load: int
    capacity: int  # 0: a platform, no capacity
    chips: list[Chip] = field(default_factory=list)


@dataclass
class Dialog:
    kind: str
    title: str
    hint: str
    sides: list[Side]
    buttons: list[Button]

    def chip_at(self, pos: tuple[int, int]) -> Chip | None:
        return next((c for side in self.sides for c in side.chips if c.rect.collidepoint(pos)),
                    None)

    def button_at(self, pos: tuple[int, int]) -> Button | None:
        return next((b for b in self.buttons if b.rect.collidepoint(pos)), None)

    def chip_for(self, token: int) -> Chip:
        return next(c for side in self.sides for c in side.chips if c.token == token)

    def button_for(self, kind: type) -> Button:
        """The button that plays an action of `kind` (Change, Split): found by what it does,
        not by its words, which are the player's language."""
        return next(b for b in self.buttons if isinstance(b.action, kind))


@dataclass
class Sorting:
    """The scene's own choices while tokens are sorted for one action that moves them all.

    Changing trains: the tokens that go to the other train, both ways at once.
    Splitting: the tokens the carried train takes, and the line it stands on.
    """

    kind: str  # "change" or "split"
    train: int  # changing trains: the lower-numbered of the two
    other: int  # the other train (a split: the one carried)
    moving: set[int] = field(default_factory=set)
    platform: str = ""  # a split's line


def _flow(layout: BoardLayout, side: int, game: KoplopersGame,
          tokens: list[tuple[int, Action | None, str, bool]]) -> list[Chip]:
    """Chips laid out in rows inside one side of the dialog, under its load bar."""
    s = layout.scaled
    area = layout.dialog_side(side)
    height = s(24)
    x, y = area.x, area.y + s(44)
    chips = []
    for token, action, reason, marked in tokens:
        face = game.board.tokens[token]
        stripe = region_colour(game.board, face.destination)
        width = token_chip(face.passengers, face.destination, stripe, height).get_width()
        if x + width > area.right and x > area.x:
            x, y = area.x, y + height + s(6)
        chips.append(Chip(pygame.Rect(x, y, width, height), token, action, reason, marked))
        x += width + s(6)
    return chips


Entries = list[tuple[str, Command, str]]  # label, action or command, reason


def _buttons(layout: BoardLayout, entries: Entries, chosen: object = None) -> list[Button]:
    return [Button(layout.dialog_button(i, len(entries)), label, action, reason, action == chosen)
            for i, (label, action, reason) in enumerate(entries)]


def _train_side(train: SeenTrain, who: str) -> Side:
    return Side(tr("{whose} train {number}").format(whose=who, number=train.number), train.load,
                train.capacity)


def boarding(game: KoplopersGame, s: KoplopersView, layout: BoardLayout) -> Dialog:
    """Choosing who boards, when the rules leave the choice to the player."""
    assert s.boarding is not None
    seat, number = s.boarding
    train = s.seats[seat].trains[number - 1]
    assert train.position is not None
    station = game.board.facing_station(train.position)
    assert station is not None
    platform = Side(tr("Waiting at {station}").format(station=game.board.station_name(station)),
                    0, 0)
    taking = train_target(seat, number)
    platform.chips = _flow(layout, 0, game, [(t, *verdict(game, token_target(t), taking), False)
                                            for t in s.waiting_at(station)])
    aboard = _train_side(train, tr("Your"))
    aboard.chips = _flow(layout, 1, game, [(t, None, "", False)
                                          for t in train.tokens])
    entries: Entries = []
    if game.why_illegal(StopBoarding()) is None:
        entries.append((tr("Leave the rest"), StopBoarding(), ""))
    hint = (tr("Click the passengers who get on.") if s.advanced else
            tr("Not everyone fits: click passengers to board until no more fit."))
    title = tr("Boarding at {station}").format(station=game.board.station_name(station))
    return Dialog("boarding", title, hint,
                  [platform, aboard], _buttons(layout, entries))


def change_trains(game: KoplopersGame, s: KoplopersView, layout: BoardLayout,
                  choice: Sorting) -> Dialog:
    """Passengers changing between two of your own trains: one exchange, both ways at once.

    The rulebook counts capacity only after the exchange, so tokens are sorted
    first (the load bars show the result) and "Change trains" plays them all.
    """
    first, second = s.me.trains[choice.train - 1], s.me.trains[choice.other - 1]
    gives = [t for t in first.tokens if t in choice.moving]
    takes = [t for t in second.tokens if t in choice.moving]
    sides = _exchange_sides(game, layout, [(first, None), (second, None)], gives + takes,
                            lambda token: (None, ""), "")
    action = Change(choice.train, choice.other, token_text(gives), token_text(takes))
    entries: Entries = [(tr("Change trains"), action, game.why_illegal(action) or ""),
                        (tr("Cancel"), CLOSE, "")]
    title = tr("Change trains: train {train} and train {other}").format(
        train=choice.train, other=choice.other)
    return Dialog("change", title,
                  tr("Click tokens to move them to the other train (marked), then change: "
                     "each train may carry 500 after the exchange."), sides,
                  _buttons(layout, entries))


def _exchange_sides(game: KoplopersGame, layout: BoardLayout,
                    trains: list[tuple[SeenTrain, str | None]], moving: Sequence[int],
                    verdict: Callable[[int], tuple[Action | None, str]],
                    marked: str | None = None) -> list[Side]:
    """Two trains as they would be after the exchange: tokens that change trains are marked.

    Each side shows the tokens it keeps and, marked, the ones it would receive
    (with the reason `marked` they cannot be clicked; None: "already in the offer"); its load
    bar shows the load after the exchange, red when over capacity. A train comes with its
    owner's name, None for the player's own ("Your train 2").
    """
    sides = []
    reason = tr("already in the offer") if marked is None else marked
    for index, (train, who) in enumerate(trains):
        other = trains[1 - index][0]
        keeps = [t for t in train.tokens if t not in moving]
        gets = [t for t in other.tokens if t in moving]
        load = sum(game.board.tokens[t].passengers for t in keeps + gets)
        title = tr("Your train {number}") if who is None else tr("{name}'s train {number}")
        side = Side(title.format(name=who, number=train.number), load, train.capacity)
        entries = [(token, *verdict(token), False) for token in keeps]
        entries += [(token, None, reason, True) for token in gets]
        side.chips = _flow(layout, index, game, entries)
        sides.append(side)
    return sides


def offer(game: KoplopersGame, s: KoplopersView, layout: BoardLayout, train: int, seat: int,
          other: int) -> Dialog:
    """An exchange offer to another player's train, built token by token."""
    mine, theirs = s.me.trains[train - 1], s.seats[seat].trains[other - 1]
    moving = s.offer.tokens if s.offer is not None else ()
    name = s.seats[seat].name

    def add(token: int) -> tuple[Action | None, str]:
        """A token clicked goes over to the other train in the offer: the engine says how."""
        to = train_target(seat, other) if token in mine.tokens else train_target(s.turn, train)
        return verdict(game, token_target(token), to)

    whose = [(mine, None), (theirs, name)]
    sides = _exchange_sides(game, layout, whose, moving, add)
    buttons: Entries = [(tr("Propose"), Propose(), game.why_illegal(Propose()) or "")]
    buttons.append((tr("Withdraw"), Withdraw(), "") if s.offer is not None else (
        tr("Close"), CLOSE, ""))
    return Dialog("offer", tr("Exchange offer to {name}").format(name=name),
                  tr("Click tokens to move them to the other train (marked), then propose the "
                     "exchange: {name} accepts or declines it.").format(name=name), sides,
                  _buttons(layout, buttons))


def answer(game: KoplopersGame, s: KoplopersView, layout: BoardLayout) -> Dialog:
    """The other seat's answer to a proposed exchange."""
    d = s.offer
    assert d is not None and d.proposed
    proposer = s.seats[s.turn]
    trains = [(proposer.trains[d.train - 1], proposer.name),
              (s.seats[d.seat].trains[d.other - 1], None)]
    sides = _exchange_sides(game, layout, trains, d.tokens, lambda token: (None, ""))
    return Dialog("answer", tr("{name} offers an exchange").format(name=proposer.name),
                  tr("The marked tokens change trains if you accept."), sides,
                  _buttons(layout, [(tr("Accept"), Accept(), game.why_illegal(Accept()) or ""),
                                    (tr("Decline"), Decline(), "")]))


def split(game: KoplopersGame, s: KoplopersView, layout: BoardLayout, choice: Sorting,
          platforms: list[str]) -> Dialog:
    """Splitting a combined train: sort the tokens, pick a platform, then split."""
    host = s.me.trains[choice.train - 1]
    assert host.guest is not None
    staying = [t for t in host.tokens if t not in choice.moving]
    leaving = [t for t in host.tokens if t in choice.moving]
    capacity = game.board.capacity
    load = sum(game.board.tokens[t].passengers for t in staying)
    sides = [Side(tr("Train {number} keeps").format(number=choice.train), load, capacity),
             Side(tr("Train {number} takes").format(number=host.guest), host.load - load,
                  capacity)]
    for index, tokens in enumerate((staying, leaving)):
        sides[index].chips = _flow(layout, index, game, [(t, None, "", False) for t in tokens])
    action = Split(choice.train, choice.platform, token_text(choice.moving))
    entries: Entries = [(_platform_label(game, p), Platform(p), "") for p in platforms]
    entries += [(tr("Split"), action, game.why_illegal(action) or ""), (tr("Cancel"), CLOSE, "")]
    return Dialog("split", tr("Split train {number}").format(number=choice.train),
                  tr("Click tokens to move them between the trains; pick the line where "
                     "train {number} stands.").format(number=host.guest), sides,
                  _buttons(layout, entries, Platform(choice.platform)))


def _platform_label(game: KoplopersGame, label: str) -> str:
    """A split's line, named after the station at its far end (never a construction site)."""
    position = game.board.position(label)
    assert position is not None
    head = game.board.sections[position[0]].heads[1 - position[1]]
    return tr("{station} line").format(station=head)


# --- drawing ---------------------------------------------------------------------------------
def draw(surface: pygame.Surface, dialog: Dialog, layout: BoardLayout, game: KoplopersGame,
         hidden: Callable[[int], bool]) -> None:
    """The dialog over the map; `hidden` says which tokens are away (gliding or dragged)."""
    s = layout.scaled
    box = layout.dialog
    shade(surface, layout.map_area, (0, 0, 0, 90))
    pygame.draw.rect(surface, PANEL, box, border_radius=s(10))
    pygame.draw.rect(surface, ACCENT, box, 2, border_radius=s(10))
    title = font(s(19), True).render(dialog.title, True, ACCENT)
    surface.blit(title, (box.x + s(14), box.y + s(8)))
    y = box.y + s(34)
    for line in wrap(dialog.hint, font(s(14)), box.w - s(28)):
        surface.blit(rendered(line, s(14), False, TEXT_DIM), (box.x + s(14), y))
        y += font(s(14)).get_linesize()
    for index, side in enumerate(dialog.sides):
        area = layout.dialog_side(index)
        pygame.draw.rect(surface, (44, 52, 62), area, border_radius=s(6))
        heading = font(s(15), True).render(side.title, True, TEXT)
        surface.blit(heading, (area.x + s(6), area.y + s(4)))
        if side.capacity:
            draw_load_bar(surface, pygame.Rect(area.x + s(6), area.y + s(26), area.w - s(12),
                                               s(12)), side.load, side.capacity, s)
        for chip in side.chips:
            if hidden(chip.token):
                continue
            face = game.board.tokens[chip.token]
            image = token_chip(face.passengers, face.destination,
                               region_colour(game.board, face.destination), chip.rect.h)
            surface.blit(image, chip.rect)
            if chip.marked:
                pygame.draw.rect(surface, LIT, chip.rect.inflate(4, 4), 2, border_radius=s(5))
            elif chip.reason and dialog.kind not in ("answer", "split"):
                dim = pygame.Surface(chip.rect.size, pygame.SRCALPHA)
                dim.fill((30, 30, 30, 120))
                surface.blit(dim, chip.rect)
    for button in dialog.buttons:
        fill = BUTTON if button.enabled else (60, 64, 70)
        pygame.draw.rect(surface, fill, button.rect, border_radius=s(6))
        edge, width = (LIT, 3) if button.chosen else (PANEL_EDGE, 1)
        pygame.draw.rect(surface, edge, button.rect, width, border_radius=s(6))
        label = rendered(button.label, s(15), True, TEXT if button.enabled else TEXT_DIM)
        surface.blit(label, label.get_rect(center=button.rect.center))
    refused = next((b for b in dialog.buttons if b.reason), None)
    if refused is not None:  # why the button is greyed, over the buttons
        note = rendered(f"{refused.label}: {refused.reason}", s(13), False, REASON)
        row = dialog.buttons[0].rect
        surface.blit(note, note.get_rect(midbottom=(box.centerx, row.y - s(3))))
