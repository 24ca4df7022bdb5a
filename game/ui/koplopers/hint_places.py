"""Where on the map a hinted Koplopers action happens, for the hint to light (game/ui/hints.py).

A build lights its construction site, a ride the place it rides to, an obstruction
its station, and an action of one train (reverse, call, combine, split, change,
offer, scrap) that train; the others (boarding, end of turn) have no one place.
"""

from __future__ import annotations

import pygame

from game.engine.action import Action
from game.engine.koplopers import (
    Build,
    Call,
    Change,
    Combine,
    KoplopersView,
    Obstruct,
    Offer,
    Reverse,
    Ride,
    Scrap,
    Split,
)
from game.ui.koplopers.screen_map import Point, ScreenMap

TRAIN_ACTIONS = (Reverse, Call, Combine, Split, Change, Offer, Scrap)


def hinted_point(action: Action, table: KoplopersView, seat: int,
                 screen: ScreenMap) -> Point | None:
    """The map point of `action` by `seat`, or None when it has no one place."""
    if isinstance(action, Build):
        return screen.site_point(action.site)
    if isinstance(action, Ride):
        return screen.ride_point(action.to)
    if isinstance(action, Obstruct):
        return screen.station_point(action.station)
    if isinstance(action, TRAIN_ACTIONS):
        return screen.train_point(table, seat, action.train)
    return None


def hinted_places(action: Action, table: KoplopersView, seat: int, screen: ScreenMap,
                  radius: int) -> list[pygame.Rect]:
    """A ring's box of `radius` round the action's point (none without one)."""
    point = hinted_point(action, table, seat, screen)
    if point is None:
        return []
    ring = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    ring.center = point
    return [ring]
