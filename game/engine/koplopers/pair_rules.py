"""The Koplopers rules of two trains together: changing trains, combining, splitting and
an exchange offer to another player's train.

Each answers with a Refusal (game/engine/refusal.py) or None; rules.py's Rules
builds on these and dispatches every action to its rule. Rule references:
"Ruling N" is RULINGS.md (Koplopers), the rest the rulebook.
"""

from __future__ import annotations

from game.engine.koplopers.actions import (
    Accept,
    Change,
    Combine,
    Decline,
    Offer,
    Propose,
    Split,
    Withdraw,
)
from game.engine.koplopers.checks import TokenFace, TrainChecks
from game.engine.koplopers.state import Train
from game.engine.refusal import Refusal, said
from game.texts import mark


class TwoTrainRules(TrainChecks):
    """The checks of the free actions and offers that involve two trains."""

    def _change(self, a: Change) -> Refusal | None:
        """Changing trains is one exchange between two own trains at one station: "You may
        now exchange passenger tokens between these trains." Only the result must fit
        (Ruling 10); each pair exchanges once a turn, so every turn stays finite.
        """
        s = self.state
        pair = self._own_two(a.train, a.other)
        if not isinstance(pair, tuple):
            return pair
        first, second = pair
        if a.train >= a.other:
            return mark("two trains change passengers: write the lower-numbered one first "
                        "(change 1 2)")
        why = self._one_station(first, second,
                                mark("trains change passengers only at the same station"))
        if why:
            return why
        if (a.train, s.turn, a.other) in s.used_pairs:
            return mark("these two trains have already exchanged passengers this turn")
        gives, takes = self._named(a.gives, first), self._named(a.takes, second)
        if not isinstance(gives, list):
            return gives
        if not isinstance(takes, list):
            return takes
        if not gives and not takes:
            return mark("the exchange moves no tokens")
        return self._exchange_fits(first, second, {*gives, *takes})

    def _own_two(self, first: int, second: int) -> tuple[Train, Train] | Refusal:
        """Two own trains on the board (to combine or change passengers), or why not."""
        one, two = self._own(first), self._own(second)
        if not isinstance(one, Train):
            return one
        return two if not isinstance(two, Train) else (one, two)

    def _one_station(self, first: Train, second: Train, apart: Refusal) -> Refusal | None:
        """A free action of two trains: both at the same station and each free to act there;
        `apart` is the refusal when they stand at different stations."""
        here, there = self._free(first), self._free(second)
        if not isinstance(here, tuple):
            return here
        if not isinstance(there, tuple):
            return there
        return None if here == there else apart

    def _pair(self, first: Train, second: Train) -> Refusal | None:
        """Combine and split: both at the same unobstructed station, rears free, once a turn."""
        why = self._one_station(first, second, mark("trains combine only at the same station"))
        if why:
            return why
        for train in (first, second):
            assert train.position is not None
            if self.state.obstructed(self.state.board.rear_station(train.position)):
                return said(mark("train {number}'s rear touches an obstructed station, so it "
                                 "cannot combine or split"), number=train.number)
            if train.joined:
                return said(mark("train {number} has already combined or split this turn"),
                            number=train.number)
        return None

    def _combine(self, a: Combine) -> Refusal | None:
        pair = self._own_two(a.train, a.other)
        if not isinstance(pair, tuple):
            return pair
        first, second = pair
        if first is second:
            return mark("a train cannot combine with itself")
        if first.guest is not None or second.guest is not None:
            return mark("an already combined train may not be combined with a third train")
        return self._pair(first, second)

    def _split(self, a: Split) -> Refusal | None:
        s = self.state
        train = self._own(a.train)
        if not isinstance(train, Train):
            return train
        if train.guest is None:
            return said(mark("train {number} is not a combined train"), number=a.train)
        why = self._pair(train, train)
        if why:
            return why
        assert train.position is not None
        station = s.board.facing_station(train.position)
        to = s.board.position(a.to)
        if to is None or s.board.facing_station(to) != station:
            return said(mark("the split-off train stands on a platform of {station}, facing it"),
                        station=station)
        if s.board.sections[to[0]].site is not None:
            return mark("a split-off train needs a free track section facing the station: a "
                        "construction site is entered only to scrap the train")
        if to[0] in s.occupied:
            return mark("splitting needs a free section next to the station")
        tokens = self._named(a.tokens, train)
        if not isinstance(tokens, list):
            return tokens
        moved = sum(s.board.tokens[t].passengers for t in tokens)
        cap = s.board.capacity
        if moved > cap or s.load(train) - moved > cap:
            return said(mark("after splitting each train carries at most {capacity} passengers"),
                        capacity=cap)
        return None

    def _offer(self, a: Offer) -> Refusal | None:
        s = self.state
        d = s.draft
        if d is not None and (d.train, d.seat, d.other) != (a.train, a.seat, a.other):
            return mark("an offer is between two trains: finish or withdraw the one being made")
        mine = self._own(a.train)
        if not isinstance(mine, Train):
            return mine
        where = self._free(mine)
        if not isinstance(where, tuple):
            return where
        if a.seat == s.turn or not 0 <= a.seat < len(s.seats):
            return mark("exchange offers go to another player's train")
        theirs = s.seats[a.seat].train(a.other)
        if theirs is None or theirs.position is None:
            return said(mark("{name} has no train {number} on the board"),
                        name=s.seats[a.seat].name, number=a.other)
        if s.board.facing_station(theirs.position) != where[0]:
            return said(mark("their train {number} is not at {station}: an exchange needs both "
                             "trains at one station"), number=a.other, station=where[0])
        if (a.train, a.seat, a.other) in s.used_pairs:
            return mark("these two trains have already had an exchange offer this turn")
        if a.token not in mine.tokens and a.token not in theirs.tokens:
            return said(mark("{token} is in neither train"), token=TokenFace(s.board, a.token))
        if d is not None and a.token in d.tokens:
            return said(mark("{token} is already in the offer"),
                        token=TokenFace(s.board, a.token))
        return None

    def _exchange_fits(self, first: Train, second: Train, moving: set[int]) -> Refusal | None:
        """Capacity counts after the whole exchange: "After the exchange both trains may
        have a maximum of 500 passengers on board" (own trains and other players' alike)."""
        s = self.state
        for train, other in ((first, second), (second, first)):
            gain = sum(s.board.tokens[t].passengers for t in moving if t in other.tokens)
            loss = sum(s.board.tokens[t].passengers for t in moving if t in train.tokens)
            if s.load(train) + gain - loss > s.capacity(train):
                return said(mark("after the exchange a train would carry more than {capacity}"),
                            capacity=s.capacity(train))
        return None

    def _drafted_fits(self) -> Refusal | None:
        s, d = self.state, self.state.draft
        assert d is not None
        theirs = s.seats[d.seat].trains[d.other - 1]
        return self._exchange_fits(s.me.trains[d.train - 1], theirs, set(d.tokens))

    def _propose(self, a: Propose) -> Refusal | None:
        d = self.state.draft
        if d is None:
            return mark("there is no exchange offer yet: "
                        "first choose the passenger tokens to exchange")
        if not d.tokens:
            return mark("the offer moves no tokens yet")
        return self._drafted_fits()

    def _withdraw(self, a: Withdraw) -> Refusal | None:
        return None if self.state.draft is not None else mark("there is no exchange offer")

    def _answer(self, a: Accept | Decline) -> Refusal | None:
        return self._drafted_fits() if isinstance(a, Accept) else None
