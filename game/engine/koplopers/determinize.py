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

from game.engine.koplopers.game import KoplopersGame
from game.engine.koplopers.setup import hand_size
from game.engine.koplopers.state import LETTERS, Draft, Seat, State, Train
from game.engine.koplopers.view import KoplopersView, SeenTrain


def unseen_cards(view: KoplopersView, seat: int) -> list[str]:
    """The obstruction cards `seat` cannot see: the other hands and the deck."""
    left = Counter(view.board.obstruction_cards)
    left.subtract(_hand(view, seat))
    left.subtract(view.discard)
    return sorted(left.elements())


def _hand(view: KoplopersView, seat: int) -> tuple[str, ...]:
    hand = view.seats[seat].hand
    assert hand is not None  # a seat's view shows its own hand
    return hand


def determinize(view: KoplopersView, seat: int, rng: random.Random) -> KoplopersGame:
    """A game consistent with `seat`'s `view`, the unseen cards dealt by `rng`, on the
    view's board.

    The table is laid out from the view itself (no set-up deal to overwrite), because
    searching players build thousands of these a second.
    """
    board = view.board
    seed = rng.randrange(2**63)
    hidden = unseen_cards(view, seat)
    rng.shuffle(hidden)
    seats = [
        Seat(seen.name, [_train(t) for t in seen.trains],
             list(_hand(view, seat)) if number == seat
             else [hidden.pop() for _ in range(seen.hand_size)],
             seen.repair, list(seen.tray))
        for number, seen in enumerate(view.seats)
    ]
    waiting: dict[str, list[int]] = {code: [] for code in board.stations}
    for code, tokens in view.waiting.items():
        waiting[code] = list(tokens)
    offer = view.offer
    state = State(
        board=board, seats=seats, advanced=view.advanced, max_rounds=view.max_rounds,
        hand_size=hand_size(len(seats)), waiting=waiting, deck=hidden,
        discard=list(view.discard), obstructions=dict(view.obstructions),
        disc=LETTERS.index(view.next_obstruction), round=view.round, turn=view.turn,
        ap=view.action_points, played_obstruction=view.played_obstruction,
        built=view.built, boarding=view.boarding,
        draft=None if offer is None else Draft(offer.train, offer.seat, offer.other,
                                               list(offer.tokens), offer.proposed),
        used_pairs=set(view.used_pairs), ending=view.ending,
        last_round=view.last_round, over=view.over,
    )
    for number, (place, seen) in enumerate(zip(seats, view.seats, strict=True)):
        for train, t in zip(place.trains, seen.trains, strict=True):
            if t.position is not None:
                state.place(number, train, t.position)
    options = {"advanced": True} if view.advanced else {}
    return KoplopersGame.on_table(state, seed, options)


def _train(seen: SeenTrain) -> Train:
    """A train as the view shows it, its place left for State.place."""
    return Train(
        number=seen.number, carried_by=seen.carried_by, guest=seen.guest,
        tokens=list(seen.tokens), acted=seen.acted, rode=seen.rode, stopped=seen.stopped,
        arrived=seen.arrived, called=seen.called, joined=seen.joined,
        reversed_since_ride=seen.reversed_since_ride, locked=seen.locked,
    )
