"""The Koplopers game: carries out legal actions and runs the turn, the round and the end.

What is legal lives in rules.py; this module changes the table (the moves
between trains in exchange.py) and does the steps nobody chooses: automatic
calls at the end of a turn (Ruling 4), the hand refill and reshuffle, the
round track and the end of the game. Each action's events are collected as
they happen and returned; the log is written from them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from game.engine.action import Action, JSONDict
from game.engine.base import Game, checked_seed, player_names
from game.engine.event import Event
from game.engine.koplopers import events as ev
from game.engine.koplopers import exchange, listing, scoring, view
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
)
from game.engine.koplopers.board import Board
from game.engine.koplopers.gestures import Gestures
from game.engine.koplopers.mapfile import load_map
from game.engine.koplopers.narrate import headline, token_names
from game.engine.koplopers.rules import Rules
from game.engine.koplopers.setup import advanced_rules, new_state
from game.engine.koplopers.state import ACTION_POINTS, BUILD_COST, LETTERS, State, Train
from game.engine.koplopers.view import KoplopersView
from game.engine.target import Target

PLAYER_COUNTS = range(2, 5)

_DEFAULT_BOARD: list[Board] = []


def default_board() -> Board:
    """The Netherlands map, read once per process (boards are never changed)."""
    if not _DEFAULT_BOARD:
        _DEFAULT_BOARD.append(load_map())
    return _DEFAULT_BOARD[0]


class KoplopersGame(Game):
    NAME = "koplopers"
    RULES_VERSION = 2  # 2: changing trains is one exchange; no entering obstructed stations
    ACTIONS = ACTIONS

    def __init__(self, players: list[str] | int, seed: int = 0, options: Any = None,
                 board: Board | None = None) -> None:
        names = player_names(players, PLAYER_COUNTS)
        advanced = advanced_rules(options)
        super().__init__(names, checked_seed(seed), options or {})
        board = board or default_board()
        self._sit_at(new_state(board, names, advanced, self.rng))
        self.log = [ev.RoundBegan(1, False).log_line(names)]

    @classmethod
    def on_table(cls, state: State, seed: int, options: JSONDict) -> KoplopersGame:
        """A game on a table laid out elsewhere, skipping the set-up deal and the checks of
        names and options: determinize builds thousands a second from views of games that
        have checked them. Its log starts empty."""
        game = cls.__new__(cls)
        Game.__init__(game, [seat.name for seat in state.seats], seed, options)
        game._sit_at(state)
        return game

    def _sit_at(self, state: State) -> None:
        self.board = state.board
        self.state = state
        self.rules = Rules(state)
        self._events: list[Event] = []  # what the action being performed has done so far

    # --- the Game interface -----------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        s = self.state
        if s.over:
            return None
        if s.draft is not None and s.draft.proposed:
            return s.draft.seat
        return s.turn

    @property
    def is_over(self) -> bool:
        return self.state.over

    def scores(self) -> list[int]:
        return scoring.scores(self.state)

    def ranking(self) -> list[int]:
        return scoring.ranking(self.state)

    def summary(self) -> dict[str, float]:
        delivered = sum(scoring.delivered(self.state, seat) for seat in self.state.seats)
        return {"rounds": self.state.round, "delivered": delivered}

    def view(self, seat: int | None) -> KoplopersView:
        return view.view(self.state, seat, self.current_player)

    def describe(self, action: Action, seat: int) -> str:
        """The log line for `action` by `seat`, described before it is applied."""
        line = headline(self.state, self.rules.rides, action, seat).log_line(self.players)
        return line or action.to_text()

    def ride_path(self, action: Ride) -> list[str]:
        """The positions a legal ride passes, start to end, for drawing it (before applying)."""
        if self.rules.verdict(action) is not None:
            return []
        to = self.board.position(action.to)
        assert to is not None
        train = self._train(action.train)
        return [self.board.label(p) for p in self.rules.rides.path(train, to)]

    def clear_cache(self) -> None:
        """Forget what the rules worked out for the position (ride searches), the one place
        it happens: after every action (in _perform, like 18xx's clear_cache!), and after
        a table is set up by hand rather than played to (determinize, tests). Undo and
        replay rebuild the game by applying actions, so they pass through here too."""
        self.rules.forget()

    # --- gestures: what a press dropped on a place means (gestures.py) -------------------
    def action_for(self, source: Target, target: Target | None = None) -> Action:
        """The action pressing `source` and dropping it on `target` (None: a click) means;
        raises IllegalAction with the rule's reason when it means none, Ambiguous (listing
        them) when it means several different ones."""
        return Gestures(self.rules).action_for(source, target)

    def actions_for(self, source: Target, target: Target | None = None) -> list[Action]:
        """Every legal action the gesture means, the likeliest first: for the player to choose."""
        return Gestures(self.rules).actions_for(source, target)

    def targets_for(self, source: Target) -> set[Target | None]:
        """Where `source` may be dropped now to mean a legal action (None: clicking it will do)."""
        return Gestures(self.rules).targets_for(source, self.legal_actions())

    def legal_actions(self) -> list[Action]:
        """The candidates why_illegal accepts (listing.legal, the same list found faster)."""
        return listing.legal(self.rules)

    def _candidates(self) -> Iterable[Action]:
        return listing.candidates(self.rules)

    def why_illegal(self, action: Action) -> str | None:
        return self.rules.why_illegal(action)

    def refusal(self, action: object) -> str | None:
        """As Game.refusal; an action object this position has just listed is well formed
        and legal, so apply() plays it without checking it again."""
        return None if self.rules.was_listed(action) else super().refusal(action)

    # --- carrying out actions ---------------------------------------------------------------
    def _perform(self, action: Action) -> list[Event]:
        """Carry out `action`; its events (the first says what the action itself did) are
        also the log's new lines."""
        events = self._events = [headline(self.state, self.rules.rides, action,
                                          self.current_player or 0)]
        _HANDLERS[type(action)](self, action)
        self.clear_cache()
        s = self.state
        if not s.last_round and not s.over and scoring.early_end_due(s):
            s.last_round = True
            events.append(ev.LastRoundAnnounced())
        players, log = self.players, self.log
        for event in events:
            line = event.log_line(players)
            if line is not None:
                log.append(line)
        return events

    def _train(self, number: int, seat: int | None = None) -> Train:
        s = self.state
        return s.seats[s.turn if seat is None else seat].trains[number - 1]

    def _build(self, a: Build) -> None:
        s = self.state
        train = self._train(a.train)
        s.place(s.turn, train, (self.board.site_section[a.site], 1))  # rear to the station
        train.acted = True
        s.built = True
        s.ap -= BUILD_COST

    def _ride(self, a: Ride) -> None:
        s = self.state
        train = self._train(a.train)
        to = self.board.position(a.to)
        assert to is not None
        s.ap -= self.rules.rides.walk(train)[0][to]  # a listed ride: its cost
        s.place(s.turn, train, to)
        train.acted = train.rode = True
        train.reversed_since_ride = train.locked = False
        train.arrived = self.board.facing_station(to) is not None

    def _reverse(self, a: Reverse) -> None:
        s = self.state
        train = self._train(a.train)
        assert train.position is not None
        s.place(s.turn, train, (train.position[0], 1 - train.position[1]))
        train.acted = train.reversed_since_ride = True
        train.arrived = self.board.facing_station(train.position) is not None
        s.ap -= 1

    def _scrap(self, a: Scrap) -> None:
        s = self.state
        train = self._train(a.train)
        assert train.position is not None
        cost = 2 if train.guest is not None else 1
        if train.position[0] != self.board.site_section[a.site]:
            cost += 1
        if train.guest is not None:
            self._train(train.guest).to_box()
        s.place(s.turn, train, None)
        train.to_box()
        s.ap -= cost

    def _call(self, a: Call) -> None:
        self._call_train(self._train(a.train))

    def _call_train(self, train: Train) -> None:
        """Ruling 4: deliver first, then board; boarding choices open a boarding step.

        A call moves tokens without an action of their own (only a chosen boarding is
        one), so its deliveries and what boards all at once are events of their own.
        """
        s = self.state
        assert train.position is not None
        station = self.board.facing_station(train.position)
        assert station is not None
        train.acted = train.stopped = train.called = True
        tokens = self.board.tokens
        arrived = [t for t in train.tokens if tokens[t].destination == station]
        if arrived:
            for token in arrived:
                train.tokens.remove(token)
                s.me.tray.append(token)
            self._events.append(ev.TokensDelivered(
                s.turn, train.number, station, self.board.station_name(station), tuple(arrived),
                token_names(s, arrived), sum(tokens[t].passengers for t in arrived)))
        s.boarding = (s.turn, train.number)
        self._board_what_must()

    def _fitting(self, train: Train, station: str) -> list[int]:
        room = self.state.capacity(train) - self.state.load(train)
        return [t for t in self.state.waiting[station] if self.board.tokens[t].passengers <= room]

    def _board_what_must(self) -> None:
        """Close boarding when no choice is left: nothing fits, or (standard) all of it does."""
        s = self.state
        assert s.boarding is not None
        train = self._train(s.boarding[1])
        assert train.position is not None
        station = self.board.facing_station(train.position)
        assert station is not None
        fitting = self._fitting(train, station)
        waiting = s.waiting[station]
        everyone = sum(self.board.tokens[t].passengers for t in waiting)
        if fitting and not s.advanced and s.load(train) + everyone <= s.capacity(train):
            self._events.append(ev.TokensBoarded(
                s.turn, train.number, station, self.board.station_name(station), tuple(waiting),
                token_names(s, waiting), False))
            train.tokens.extend(waiting)
            waiting.clear()
            fitting = []
        if not fitting:
            s.boarding = None

    def _after_boarding_step(self) -> None:
        """When the last boarding choice of an automatic call is made, the turn ends on."""
        if self.state.boarding is None and self.state.ending:
            self._continue_end()

    def _embark(self, a: Embark) -> None:
        s = self.state
        assert s.boarding is not None
        train = self._train(s.boarding[1])
        assert train.position is not None
        station = self.board.facing_station(train.position)
        assert station is not None
        s.waiting[station].remove(a.token)
        train.tokens.append(a.token)
        self._board_what_must()
        self._after_boarding_step()

    def _stop_boarding(self, a: StopBoarding) -> None:
        self.state.boarding = None
        self._after_boarding_step()

    def _obstruct(self, a: Obstruct) -> None:
        s = self.state
        letter = LETTERS[s.disc]
        s.obstructions[letter] = a.station
        s.disc = (s.disc + 1) % len(LETTERS)
        s.me.hand.remove(a.station)
        s.discard.append(a.station)
        s.played_obstruction = True
        s.ap -= 1

    def _repair(self, a: Repair) -> None:
        s = self.state
        s.obstructions[a.letter] = None
        s.me.repair = False
        s.ap -= 1

    def _end(self, a: EndTurn) -> None:
        """The turn's automatic calls are its last deeds (the rules call at a station "you
        end your turn there"), so "ends the turn" is said after them, when the turn closes
        (_close_turn, perhaps after boarding choices), not as this action's headline."""
        self.state.ending = True
        self._events.clear()
        self._continue_end()

    def _continue_end(self) -> None:
        """Ruling 4: a train ending its turn at a station it arrived at this turn calls."""
        s = self.state
        for train in s.me.on_board():
            if train.arrived and self.rules.verdict(Call(train.number)) is None:
                assert train.position is not None
                station = self.board.facing_station(train.position)
                assert station is not None
                self._events.append(ev.TrainCalled(s.turn, train.number, station,
                                                   self.board.station_name(station), True))
                self._call_train(train)
                if s.boarding is not None:
                    return
        self._close_turn()

    def _close_turn(self) -> None:
        s = self.state
        s.ending = False
        self._events.append(ev.TurnEnded(s.turn))
        for train in s.me.trains:
            train.locked = train.stopped
        self._refill(s.turn, s.me.hand)
        self._hand_over()
        n = len(s.seats)
        s.turn = (s.turn + 1) % n
        if s.turn == 0:
            if s.last_round or s.round >= s.max_rounds:
                s.over = True
                self._events.append(ev.GameOver(tuple(self.scores()), tuple(self.ranking())))
                return
            s.round += 1
            self._events.append(ev.RoundBegan(s.round, s.round == s.max_rounds))
        s.ap = ACTION_POINTS
        s.played_obstruction = s.built = False
        s.used_pairs.clear()
        for train in s.me.trains:
            train.new_turn()

    def _refill(self, seat: int, hand: list[str]) -> None:
        s = self.state
        drawn, reshuffled = 0, False
        while len(hand) < s.hand_size:
            if not s.deck:
                if not s.discard:
                    break
                s.deck, s.discard = s.discard, []
                self.rng.shuffle(s.deck)
                reshuffled = True
            hand.append(s.deck.pop())
            drawn += 1
            self._seal()  # the drawn card is seen (and the deck perhaps shuffled)
        if drawn:
            self._events.append(ev.CardsDrawn(seat, drawn, reshuffled))


def _on_table(change: Callable[[State, Any], None]) -> Callable[[KoplopersGame, Any], None]:
    """A handler that needs only the table (exchange.py), as the game's handler."""
    return lambda game, action: change(game.state, action)


_HANDLERS: dict[type[Action], Any] = {
    Build: KoplopersGame._build,
    Ride: KoplopersGame._ride,
    Reverse: KoplopersGame._reverse,
    Scrap: KoplopersGame._scrap,
    Call: KoplopersGame._call,
    Embark: KoplopersGame._embark,
    StopBoarding: KoplopersGame._stop_boarding,
    Change: _on_table(exchange.change),
    Combine: _on_table(exchange.combine),
    Split: _on_table(exchange.split),
    Offer: _on_table(exchange.offer),
    Propose: _on_table(exchange.propose),
    Withdraw: _on_table(exchange.withdraw),
    Accept: _on_table(exchange.accept),
    Decline: _on_table(exchange.decline),
    Obstruct: KoplopersGame._obstruct,
    Repair: KoplopersGame._repair,
    EndTurn: KoplopersGame._end,
}
