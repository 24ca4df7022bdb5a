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
from game.engine.koplopers.setup import hand_size
from game.engine.koplopers.state import LETTERS, Draft, Seat, State, Train


def unseen_cards(view: dict[str, Any], seat: int, board: Board) -> list[str]:
    """The obstruction cards `seat` cannot see: the other hands and the deck."""
    left = Counter(board.obstruction_cards)
    left.subtract(view["seats"][seat]["hand"])
    left.subtract(view["discard"])
    return sorted(left.elements())


def determinize(view: dict[str, Any], seat: int, rng: random.Random,
                board: Board | None = None) -> KoplopersGame:
    """A game consistent with `seat`'s `view`, the unseen cards dealt by `rng`.

    The table is laid out from the view itself (no set-up deal to overwrite), because
    searching players build thousands of these a second.
    """
    board = board or default_board()
    seed = rng.randrange(2**63)
    hidden = unseen_cards(view, seat, board)
    rng.shuffle(hidden)
    seats = [
        Seat(data["name"], [_train(t) for t in data["trains"]],
             list(data["hand"]) if number == seat
             else [hidden.pop() for _ in range(data["hand_size"])],
             data["repair"], list(data["tray"]))
        for number, data in enumerate(view["seats"])
    ]
    waiting: dict[str, list[int]] = {code: [] for code in board.stations}
    for code, tokens in view["waiting"].items():
        waiting[code] = list(tokens)
    boarding, offer = view["boarding"], view["offer"]
    state = State(
        board=board, seats=seats, advanced=view["advanced"], max_rounds=view["max_rounds"],
        hand_size=hand_size(len(seats)), waiting=waiting, deck=hidden,
        discard=list(view["discard"]), obstructions=dict(view["obstructions"]),
        disc=LETTERS.index(view["next_obstruction"]), round=view["round"], turn=view["turn"],
        ap=view["action_points"], played_obstruction=view["played_obstruction"],
        built=view["built"], boarding=None if boarding is None else (boarding[0], boarding[1]),
        draft=None if offer is None else Draft(offer["train"], offer["seat"], offer["other"],
                                               list(offer["tokens"]), offer["proposed"]),
        used_pairs={(a, b, c) for a, b, c in view["used_pairs"]}, ending=view["ending"],
        last_round=view["last_round"], over=view["over"],
    )
    for number, (place, data) in enumerate(zip(seats, view["seats"], strict=True)):
        for train, t in zip(place.trains, data["trains"], strict=True):
            if t["position"] is not None:
                state.place(number, train, board.position(t["position"]))
    options = {"advanced": True} if view["advanced"] else {}
    return KoplopersGame.on_table(state, seed, options)


def _train(data: dict[str, Any]) -> Train:
    """A train as the view shows it, its place left for State.place."""
    return Train(
        number=data["number"], carried_by=data["carried_by"], guest=data["guest"],
        tokens=list(data["tokens"]), acted=data["acted"], rode=data["rode"],
        stopped=data["stopped"], arrived=data["arrived"], called=data["called"],
        joined=data["joined"], reversed_since_ride=data["reversed_since_ride"],
        locked=data["locked"],
    )
