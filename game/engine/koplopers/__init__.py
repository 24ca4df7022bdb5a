"""Koplopers & Dwarsliggers: passenger trains on the Dutch rail network, as a pure engine.

Outside the engine, import only from here, never from the modules below.

The public API:
  Playing   new_game, load, KoplopersGame (legal_actions, apply -> events, why_illegal,
            action_for / actions_for / targets_for, view, record, describe, ride_path,
            clear_cache after setting a table up by hand), INFO, ACTIONS,
            determinize, unseen_cards (a game rebuilt from one seat's view)
  The view  KoplopersView (what view(seat) returns), SeenSeat, SeenTrain, SeenOffer
  Actions   Build Ride Reverse Scrap Call Embark StopBoarding Change Combine Split Offer
            Propose Withdraw Accept Decline Obstruct Repair EndTurn; token_list, token_text
  Events    Event and TrainBuilt TrainRode TrainReversed TrainScrapped TrainCalled
            TokensDelivered TokensBoarded BoardingStopped PassengersChanged TrainsCombined
            TrainSplit TokenOffered OfferProposed OfferWithdrawn OfferAnswered
            ObstructionPlayed ObstructionRepaired TurnEnded CardsDrawn LastRoundAnnounced
            RoundBegan GameOver
  Places    Target, the kinds STATION SECTION SITE TRAIN TOKEN CARD REPAIR (KINDS),
            REPAIR_CARD, train_target / train_of, station_target / station_of,
            site_target / site_of, section_target, token_target, card_target; Ambiguous
  The map   Board (stations, sections, sites, routes, regions, tokens, platforms, steps,
            label / position, facing_station / rear_station / station_ahead, facing,
            station_name, token_name), Position, Station, Region, Route, Section, Site,
            Token, load_map, parse_map, MapError, DEFAULT_MAP, default_board, place_name
  The table State, Seat, Train, Draft (what game.state holds, for drawing),
            ACTION_POINTS, BUILD_COST, LETTERS, TRAINS_PER_SEAT

Inside: board.py is the track graph and mapfile.py reads a map; rules.py holds
every rule (legal or not, and why) on checks.py's shared questions, movement.py
the ride search it uses, listing.py the actions worth checking; game.py carries
actions out and runs turns and rounds (exchange.py the moves between trains),
narrate.py and events.py say what happened; gestures.py resolves presses and
drops; scoring.py counts; view.py declares what a seat may see.
"""

from __future__ import annotations

from typing import Any

from game.engine.event import Event
from game.engine.koplopers.actions import (
    ACTIONS,
    Accept,
    Build,
    Call,
    Change,
    Combine,
    Decline,
    Embark,
    EndTurn,
    Obstruct,
    Offer,
    Propose,
    Repair,
    Reverse,
    Ride,
    Scrap,
    Split,
    StopBoarding,
    Withdraw,
    token_list,
    token_text,
)
from game.engine.koplopers.board import (
    Board,
    Position,
    Region,
    Route,
    Section,
    Site,
    Station,
    Token,
)
from game.engine.koplopers.determinize import determinize, unseen_cards
from game.engine.koplopers.events import (
    BoardingStopped,
    CardsDrawn,
    GameOver,
    LastRoundAnnounced,
    ObstructionPlayed,
    ObstructionRepaired,
    OfferAnswered,
    OfferProposed,
    OfferWithdrawn,
    PassengersChanged,
    RoundBegan,
    TokenOffered,
    TokensBoarded,
    TokensDelivered,
    TrainBuilt,
    TrainCalled,
    TrainReversed,
    TrainRode,
    TrainsCombined,
    TrainScrapped,
    TrainSplit,
    TurnEnded,
)
from game.engine.koplopers.game import KoplopersGame, default_board
from game.engine.koplopers.gestures import (
    CARD,
    KINDS,
    REPAIR,
    REPAIR_CARD,
    SECTION,
    SITE,
    STATION,
    TOKEN,
    TRAIN,
    Ambiguous,
    card_target,
    section_target,
    site_of,
    site_target,
    station_of,
    station_target,
    token_target,
    train_of,
    train_target,
)
from game.engine.koplopers.info import INFO
from game.engine.koplopers.mapfile import DEFAULT_MAP, MapError, load_map, parse_map
from game.engine.koplopers.narrate import place_name
from game.engine.koplopers.state import (
    ACTION_POINTS,
    BUILD_COST,
    LETTERS,
    TRAINS_PER_SEAT,
    Draft,
    Seat,
    State,
    Train,
)
from game.engine.koplopers.view import KoplopersView, SeenOffer, SeenSeat, SeenTrain
from game.engine.record import replay
from game.engine.target import Target

__all__ = [
    "ACTIONS", "ACTION_POINTS", "BUILD_COST", "CARD", "DEFAULT_MAP", "INFO", "KINDS",
    "LETTERS", "REPAIR", "REPAIR_CARD", "SECTION", "SITE", "STATION", "TOKEN", "TRAIN",
    "TRAINS_PER_SEAT", "Accept", "Ambiguous", "Board", "BoardingStopped", "Build", "Call",
    "CardsDrawn", "Change", "Combine", "Decline", "Draft", "Embark", "EndTurn", "Event",
    "GameOver", "KoplopersGame", "KoplopersView", "LastRoundAnnounced", "MapError", "Obstruct",
    "ObstructionPlayed", "ObstructionRepaired", "Offer", "OfferAnswered", "OfferProposed",
    "OfferWithdrawn", "PassengersChanged", "Position", "Propose", "Region", "Repair",
    "Reverse", "Ride", "RoundBegan", "Route", "Scrap", "Seat", "Section", "SeenOffer",
    "SeenSeat", "SeenTrain", "Site", "Split", "State", "Station", "StopBoarding", "Target",
    "Token", "TokenOffered", "TokensBoarded", "TokensDelivered", "Train", "TrainBuilt",
    "TrainCalled", "TrainReversed", "TrainRode", "TrainScrapped", "TrainSplit",
    "TrainsCombined", "TurnEnded", "Withdraw", "card_target", "default_board", "determinize",
    "load", "load_map", "new_game", "parse_map", "place_name", "section_target", "site_of",
    "site_target", "station_of", "station_target", "token_list", "token_target", "token_text",
    "train_of", "train_target", "unseen_cards",
]


def new_game(players: list[str] | int, seed: int = 0, options: Any = None) -> KoplopersGame:
    return KoplopersGame(players, seed=seed, options=options)


def load(record: Any) -> KoplopersGame:
    """Rebuild a game from its record by replay; raises InvalidRecord(reason)."""
    return replay(record, KoplopersGame, new_game)
