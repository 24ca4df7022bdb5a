"""A whole Koplopers game rebuilt from one seat's view, its hidden part made up.

Computer players that search ahead need a game they can play on, but may know
only what their seat sees. In Koplopers nearly everything lies open; hidden are
the obstruction cards in the other players' hands and the order of the deck.
This builds a KoplopersGame whose open table is the view and deals the hidden
cards at random from those the seat has not seen.
Everything else, down to each train's turn memory (whether it rode, arrived,
called or reversed), is open at the table and is in the view, so the rebuilt
game allows exactly the moves the real one does.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from game.engine.koplopers.board import Board
from game.engine.koplopers.game import KoplopersGame, default_board
from game.engine.koplopers.state import LETTERS, Draft, Train


def unseen_cards(view: dict[str, Any], seat: int, board: Board) -> list[str]:
    """The obstruction cards `seat` cannot see: the other hands and the deck."""
    left = Counter(board.obstruction_cards)
    left.subtract(view["seats"][seat]["hand"])
    left.subtract(view["discard"])
    return sorted(left.elements())


def determinize(view: dict[str, Any], seat: int, rng: random.Random,
                board: Board | None = None) -> KoplopersGame:
    """A game consistent with `seat`'s `view`, the unseen cards dealt by `rng`."""
    board = board or default_board()
    names = [str(s["name"]) for s in view["seats"]]
    options = {"advanced": True} if view["advanced"] else {}
    game = KoplopersGame(names, seed=rng.randrange(2**63), options=options, board=board)
    s = game.state
    s.round = int(view["round"])
    s.last_round = bool(view["last_round"])
    s.over = bool(view["over"])
    s.turn = int(view["turn"])
    s.ap = int(view["action_points"])
    s.played_obstruction = bool(view["played_obstruction"])
    s.waiting = {code: list(view["waiting"].get(code, [])) for code in board.stations}
    s.obstructions = {letter: view["obstructions"][letter] for letter in LETTERS}
    s.disc = LETTERS.index(view["next_obstruction"])
    s.discard = list(view["discard"])
    hidden = unseen_cards(view, seat, board)
    rng.shuffle(hidden)
    s.occupied = {}
    for number, (place, data) in enumerate(zip(s.seats, view["seats"], strict=True)):
        place.hand = (list(data["hand"]) if number == seat
                      else [hidden.pop() for _ in range(int(data["hand_size"]))])
        place.repair = bool(data["repair"])
        place.tray = list(data["tray"])
        place.trains = [_train(t) for t in data["trains"]]
        for train, t in zip(place.trains, data["trains"], strict=True):
            if t["position"] is not None:
                s.place(number, train, board.position(t["position"]))
    s.deck = hidden
    s.built = bool(view["built"])
    s.used_pairs = {(int(a), int(b), int(c)) for a, b, c in view["used_pairs"]}
    s.boarding = None if view["boarding"] is None else (view["boarding"][0], view["boarding"][1])
    s.ending = bool(view["ending"])
    offer = view["offer"]
    s.draft = None if offer is None else Draft(
        offer["train"], offer["seat"], offer["other"], list(offer["tokens"]), offer["proposed"])
    game.clear_cache()
    game.log = []
    return game


def _train(data: dict[str, Any]) -> Train:
    return Train(
        number=int(data["number"]),
        carried_by=data["carried_by"],
        guest=data["guest"],
        tokens=list(data["tokens"]),
        acted=bool(data["acted"]),
        rode=bool(data["rode"]),
        stopped=bool(data["stopped"]),
        arrived=bool(data["arrived"]),
        called=bool(data["called"]),
        joined=bool(data["joined"]),
        reversed_since_ride=bool(data["reversed_since_ride"]),
        locked=bool(data["locked"]),
    )

