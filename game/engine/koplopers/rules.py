"""The rules of Koplopers: which actions are legal now, and the reason when one is not.

This is the one place every rule is checked. `why_illegal` answers for any
action; listing.py names every action worth asking about; the game's
legal_actions() is the candidates `why_illegal` accepts, so a listed action
always applies and a refused one always says which rule refused it. The
questions many rules share (whose train, may it move, enough action points,
where no ride may come) are checks.py's; the rules of two trains together
(changing trains, combining, splitting, offers to another player) are
pair_rules.py's. A rule answers with a Refusal (game/engine/refusal.py), put
into words only by `why_illegal`: `verdict` and the listing never word one.
Rule references: "Ruling N" is RULINGS.md (Koplopers), the rest the rulebook.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.engine.action import Action
from game.engine.koplopers.actions import (
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
from game.engine.koplopers.board import Position
from game.engine.koplopers.checks import (
    REVERSE,
    RIDE,
    RIDE_INTO_SITE,
    TokenFace,
)
from game.engine.koplopers.listing import next_boxed, train_legal
from game.engine.koplopers.movement import RideSearch
from game.engine.koplopers.pair_rules import TwoTrainRules
from game.engine.koplopers.state import BUILD_COST, LETTERS, State, Train
from game.engine.refusal import Refusal, said, words
from game.texts import mark


class Rules(TwoTrainRules):
    """The rule checks over one game's state, with a per-position cache of ride searches."""

    def __init__(self, state: State) -> None:
        super().__init__(state)
        self.rides = RideSearch(state, self.barred)
        self._listed: tuple[list[Action], frozenset[int]] = ([], frozenset())

    def forget(self) -> None:
        """Drop everything worked out for the position; only KoplopersGame.clear_cache()
        calls this: once per action applied, and after a table is set up by hand."""
        self.rides.clear()
        self._listed = ([], frozenset())

    def listed(self, legal: list[Action]) -> None:
        """Remember the legal actions just listed for the position: applying one of these
        very objects needs no second verdict (the list keeps them alive, so no other
        object can have the id of one)."""
        self._listed = (legal, frozenset(map(id, legal)))

    def was_listed(self, action: object) -> bool:
        """Whether `action` is one of the very objects just listed as legal here."""
        return id(action) in self._listed[1]

    # --- the verdict ------------------------------------------------------------------------
    def why_illegal(self, action: Action) -> str | None:
        """None when `action` is legal now, else the rule it breaks, in the player's words."""
        refusal = self.verdict(action)
        return None if refusal is None else words(refusal)

    def verdict(self, action: Action) -> Refusal | None:
        """None when `action` is legal now, else its refusal, not yet put into words."""
        if id(action) in self._listed[1]:
            return None
        s = self.state
        if s.over:
            return mark("the game is over")
        if s.draft is not None and s.draft.proposed:
            if isinstance(action, (Accept, Decline)):
                return self._answer(action)
            return said(mark("{name} must first accept or decline the exchange offer"),
                        name=s.seats[s.draft.seat].name)
        if isinstance(action, (Accept, Decline)):
            return mark("there is no exchange offer to answer")
        if s.boarding is not None:
            if isinstance(action, (Embark, StopBoarding)):
                return self._boarding(action)
            return mark("finish boarding first: choose the passengers who board")
        if isinstance(action, (Embark, StopBoarding)):
            return mark("nobody is boarding: call at a station first")
        if s.draft is not None and not isinstance(action, (Offer, Propose, Withdraw)):
            return mark("propose or withdraw the exchange offer first")
        return self.check(action)

    def check(self, action: Action) -> Refusal | None:
        """The rule of `action` itself, past the gates of verdict: what it says in a plain
        turn (the game not over, no offer open, nobody boarding)."""
        check = _CHECKS.get(type(action))
        if check is None:
            return said(mark("{kind} is not an action of this game"), kind=action.KIND)
        return check(self, action)

    def train_check(self, action: Action, train: Train) -> Refusal | None:
        """`check` for an action of the own `train` on the board, which the listing has in
        hand: the rule of a reverse, call or scrap without looking the train up again."""
        rule = _OWN_TRAIN_CHECKS.get(type(action))
        return self.check(action) if rule is None else rule(self, action, train)

    def may_ride(self, train: Train) -> bool:
        """Whether the own `train` on the board may ride at all now (the train's part of the
        ride rule): then it may ride to every position of its ride search within the points."""
        return self._movable(train, RIDE) is None

    def _build(self, a: Build) -> Refusal | None:
        s = self.state
        following = next_boxed(s)
        if following is None:
            return mark("all three of your trains are in play (a player has three at most)")
        if a.train != following.number:
            return said(mark("trains leave the box in number order: the next is train {number}"),
                        number=following.number)
        site = s.board.sites.get(a.site)
        if site is None:
            return said(mark("there is no construction site {site!r}"), site=a.site)
        if s.board.site_section[a.site] in s.occupied:
            return mark("a train is built only on an empty construction site")
        if s.round == 1 and not s.advanced and site.mark != s.turn + 1:
            return said(mark("in the first round player {player} builds on a site marked "
                             "{player} (any site only in the advanced rules)"), player=s.turn + 1)
        return self._points(BUILD_COST)

    def _ride(self, a: Ride) -> Refusal | None:
        s = self.state
        train = self._own_movable(a.train, RIDE)
        if not isinstance(train, Train):
            return train
        to = s.board.position(a.to)
        if to is None:
            return said(mark("{position!r} is not a position on this map (like MP-ZL.1>ZL)"),
                        position=a.to)
        cost = self.rides.reach(train).get(to)
        if cost is None:
            if self.rides.held_by_another(train, to[0]):
                return mark("a ride may pass other trains but may not end on a section one holds")
            if not self.may_enter(to):
                station = s.board.facing_station(to)
                assert station is not None  # only a platform may be closed to a ride
                return said(mark("a train may not enter an obstructed station: {station} is "
                                 "obstructed, so the ride stops on the section before"),
                            station=s.board.station_name(station))
            turned = self.rides.reached_turned(train, to[0])
            if turned is not None:
                return self._facing_away(a.train, train, *turned)
            return said(mark("train {number} cannot ride to {place}: it rides forward, never "
                             "into a construction site, never into an obstructed station, at "
                             "most 5 sections"), number=a.train, place=s.board.place_name(to))
        return self._points(cost)

    def _facing_away(self, number: int, train: Train, turned: Position, cost: int) -> Refusal:
        """A ride refused only because the train faces the other way: Reverse first, or, when
        it may not reverse now or the points do not stretch to both, why not."""
        place = self.state.board.place_name(turned)
        why = self._reverse_own(Reverse(number), train) or self._points(1 + cost)
        if why is None:
            return said(mark("train {number} faces the other way: Reverse it first (1 action "
                             "point), then it can ride to {place}"), number=number, place=place)
        return said(mark("train {number} faces the other way, so it cannot ride to {place} "
                         "without reversing first, and that cannot be done now: {reason}"),
                    number=number, place=place, reason=words(why))

    def _reverse(self, a: Reverse) -> Refusal | None:
        train = self._own(a.train)
        return train if not isinstance(train, Train) else self._reverse_own(a, train)

    def _reverse_own(self, a: Reverse, train: Train) -> Refusal | None:
        s = self.state
        why = self._movable(train, REVERSE)
        if why:
            return why
        if train.rode:
            return mark("after a ride a train may not reverse in the same turn")
        if train.reversed_since_ride:
            return mark("after reversing, a train must ride at least one section before "
                        "reversing again")
        assert train.position is not None
        board = s.board
        if not (board.facing_station(train.position) is not None
                or board.sections[train.position[0]].site is not None
                or s.obstructed(board.station_ahead(train.position))):
            return mark("a train reverses only at a station (front facing it), on a construction "
                        "site, or on the track when the next station ahead is obstructed")
        return self._points(1)

    def _scrap(self, a: Scrap) -> Refusal | None:
        train = self._own(a.train)
        return train if not isinstance(train, Train) else self._scrap_own(a, train)

    def _scrap_own(self, a: Scrap, train: Train) -> Refusal | None:
        s = self.state
        site = s.board.sites.get(a.site)
        if site is None:
            return said(mark("there is no construction site {site!r}"), site=a.site)
        if train.tokens:
            return mark("only an empty train may be scrapped: it has passengers on board")
        assert train.position is not None
        trains = 2 if train.guest is not None else 1
        section = s.board.site_section[a.site]
        if train.position[0] == section:
            return self._points(trains)
        if s.board.facing_station(train.position) != site.station:
            return mark("a train is scrapped only on a construction site: it stands on it, or is "
                        "at its station and rides in")
        if section in s.occupied:
            return mark("a train is scrapped only on an empty construction site")
        why = self._movable(train, RIDE_INTO_SITE)
        if why:
            return why
        return self._points(1 + trains)

    def _call(self, a: Call) -> Refusal | None:
        train = self._own(a.train)
        return train if not isinstance(train, Train) else self._call_own(a, train)

    def _call_own(self, a: Call, train: Train) -> Refusal | None:
        where = self._free(train)
        if not isinstance(where, tuple):
            return where
        if train.called:
            return said(mark("train {number} has already called this turn"), number=a.train)
        return None

    def _boarding(self, a: Embark | StopBoarding) -> Refusal | None:
        s = self.state
        assert s.boarding is not None
        if isinstance(a, StopBoarding):
            return None if s.advanced else mark("standard rules: passengers board while any fits")
        train = s.seats[s.boarding[0]].trains[s.boarding[1] - 1]
        assert train.position is not None
        board = s.board
        station = board.facing_station(train.position)
        assert station is not None
        if a.token not in s.waiting[station]:
            return said(mark("{token} is not waiting at {station}"),
                        token=TokenFace(board, a.token), station=station)
        if s.load(train) + board.tokens[a.token].passengers > s.capacity(train):
            return said(mark("{token} does not fit: a train carries {capacity} at most"),
                        token=TokenFace(board, a.token), capacity=s.capacity(train))
        return None

    def _obstruct(self, a: Obstruct) -> Refusal | None:
        s = self.state
        if s.played_obstruction:
            return mark("only one obstruction card may be played a turn")
        if a.station not in s.me.hand:
            return said(mark("you hold no obstruction card for {station}"), station=a.station)
        return self._points(1)

    def _repair(self, a: Repair) -> Refusal | None:
        s = self.state
        if not s.me.repair:
            return mark("you have already played your emergency repair card")
        if a.letter not in LETTERS or s.obstructions[a.letter] is None:
            return said(mark("obstruction token {letter} is not on the board"), letter=a.letter)
        return self._points(1)

    def _end(self, a: EndTurn) -> Refusal | None:
        return self.end_refusal()

    def end_refusal(self, legal: Mapping[int, list[Action]] | None = None) -> Refusal | None:
        """Why the turn may not end now, or None; `legal` is each own train's legal actions
        when the caller has just listed them (else they are worked out here)."""
        s = self.state
        if s.round == 1 and not s.built:
            return mark("in the first round every player must construct a train")
        for train in s.me.on_board():
            if not train.acted and not self.excused(train, legal):
                return said(mark("train {number} must have an action this turn (a free one will "
                                 "do) before the turn ends (rules: Your turn)"),
                            number=train.number)
        return None

    def excused(self, train: Train, legal: Mapping[int, list[Action]] | None = None) -> bool:
        """Ruling 7: only the rulebook's exemptions from the obligatory action: "If a segment
        directly ahead of your train is occupied by a train of another player, or when it is
        obstructed, you are not obliged to spend an action to that train", or it has no legal
        action at all. A train whose rear touches an obstruction may still call, so must act.
        """
        s = self.state
        assert train.position is not None
        if s.obstructed(s.board.station_ahead(train.position)):
            return True
        onward = s.board.steps[train.position]
        if onward and all(s.occupied.get(p[0], (s.turn,))[0] != s.turn for p, _ in onward):
            return True
        return not (legal[train.number] if legal is not None else train_legal(self, train))


_CHECKS: dict[type[Action], Callable[[Rules, Any], Refusal | None]] = {
    Build: Rules._build, Ride: Rules._ride, Reverse: Rules._reverse, Scrap: Rules._scrap,
    Call: Rules._call, Change: Rules._change, Combine: Rules._combine, Split: Rules._split,
    Offer: Rules._offer, Propose: Rules._propose, Withdraw: Rules._withdraw,
    Obstruct: Rules._obstruct, Repair: Rules._repair, EndTurn: Rules._end,
}
_OWN_TRAIN_CHECKS: dict[type[Action], Callable[[Rules, Any, Train], Refusal | None]] = {
    Reverse: Rules._reverse_own, Scrap: Rules._scrap_own, Call: Rules._call_own,
}
