"""Where a press or a drop lands, as the engine's typed places, and what the engine says it means.

The board never works out for itself what a gesture means: it names the piece
pressed and the place under the mouse as Targets and asks the game
(`action_for`, `actions_for`), which answers with the action or the rule's
reason. The board's own part is geometry only: which site or section is under
the mouse (a lit one before an unlit one beside it) and, when a section may be
ridden onto facing either way, which facing the mouse points at.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Protocol

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.engine.koplopers import (
    TRAIN,
    KoplopersGame,
    Position,
    Ride,
    Target,
    section_target,
    site_target,
    train_of,
)
from game.ui.koplopers.screen_map import Point, ScreenMap

Meaning = Action | str  # the action a gesture means, or why it means none


class LitTrack(Protocol):
    """What the selected train lights, as track_place reads it: its rides by the position
    they end at (with the ride and its cost) and the sites it may scrap on. choices.py's
    TrainChoices meets it; naming it here spares this module an import of choices.py, which
    imports dialogs.py, which imports this module."""

    @property
    def rides(self) -> Mapping[Position, tuple[Ride, int]]: ...
    @property
    def scraps(self) -> Collection[str]: ...


@dataclass(frozen=True)
class TrackPlace:
    """A construction site or a section under the mouse."""

    target: Target
    position: Position | None  # a section's facing the mouse points at; None for a site
    lit: bool  # lit for the selected train: it may ride or scrap there now


def meaning(game: KoplopersGame, source: Target, target: Target | None) -> Meaning:
    """What pressing `source` and dropping it on `target` (None: a click) means."""
    try:
        return game.action_for(source, target)
    except IllegalAction as error:
        return error.reason


def verdict(game: KoplopersGame, source: Target, target: Target) -> tuple[Action | None, str]:
    """The action a drop means and no reason, or no action and the reason (for a dialog's
    tokens, which show why they cannot be clicked)."""
    found = meaning(game, source, target)
    return (None, found) if isinstance(found, str) else (found, "")


def track_place(screen: ScreenMap, pos: Point, choices: LitTrack | None) -> TrackPlace | None:
    """The site or section under `pos`: on a station, the cheapest lit ride that arrives at
    it (the badge read there); else the nearest lit for the selected train, else, on a
    station's dot, the ride in to that station (whose reason says why not), else the
    nearest; None when the mouse is on neither."""
    board = screen.board
    rides = choices.rides if choices else {}
    scraps = choices.scraps if choices else {}
    station = screen.station_at(pos)
    section = screen.section_at(pos, sites=False, lit={p[0] for p in rides})
    on_dot = station is not None and (section is None or math.dist(
        pos, screen.station_point(station)) < section[1])  # nearer the dot than the track
    arriving = [(cost, position) for position, (_, cost) in rides.items()
                if on_dot and board.facing_station(position) == station]
    if arriving:
        cheapest = min(arriving)[1]
        return TrackPlace(section_target(cheapest[0]), cheapest, True)
    found: list[tuple[bool, float, TrackPlace]] = []
    site = screen.section_at(pos, sites=True,
                             lit={board.site_section[name] for name in scraps})
    if site is not None:
        name = board.sections[site[0]].site
        assert name is not None
        lit = name in scraps
        found.append((lit, site[1], TrackPlace(site_target(board, name), None, lit)))
    if section is not None:
        facing = screen.position_at(pos, rides)
        lit = facing in rides
        found.append((lit, section[1], TrackPlace(section_target(section[0]), facing, lit)))
    if not found:
        return None
    unlit = not any(lit for lit, _, _ in found)
    if unlit and on_dot and station is not None and section is not None and (
            station in board.sections[section[0]].ends):
        # A click on a station's dot means riding in to it, not scrapping on a site beside it.
        into = board.facing(section[0], station)
        return TrackPlace(section_target(section[0]), into, False)
    return min(found, key=lambda entry: (not entry[0], entry[1]))[2]


def train_meaning(game: KoplopersGame, source: Target, place: TrackPlace) -> Meaning:
    """What dropping (or, once selected, clicking) the train `source` on `place` means; a
    section ridden onto facing either way is ridden facing the way the mouse points, and a
    ride that may not be made says the reason of that facing."""
    meant = game.actions_for(source, place.target)
    if not meant:
        reason = None
        if place.position is not None and source.kind == TRAIN:
            ride = Ride(train_of(source)[1], game.board.label(place.position))
            reason = game.why_illegal(ride)
        return reason or meaning(game, source, place.target)
    facing = [a for a in meant
              if isinstance(a, Ride) and game.board.position(a.to) == place.position]
    return (facing or meant)[0]
