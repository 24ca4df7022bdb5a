"""What a train scores right now and who leads its kind: the text shown on hover."""

from __future__ import annotations

from game.engine.freight import FreightView, award_kind, kind_title
from game.texts import cars


def train_hint(table: FreightView, seat: int, index: int) -> str:
    """'Box train, 4 cars, caboose: 6 points now (longest). Box: Ann 4, Bob 2.'"""
    train = table.players[seat].trains[index]
    best: dict[int, int] = {}
    for other, player in enumerate(table.players):
        lengths = [len(t.cars) for t in player.trains if t.kind == train.kind]
        if lengths:
            best[other] = max(lengths)
    points = award_kind(best).get(seat, 0) * (2 if train.caboose else 1)
    title = kind_title(train.kind)
    caboose = ", caboose (scores double)" if train.caboose else ""
    standing = ", ".join(
        f"{table.players[s].name} {n}" for s, n in sorted(best.items(), key=lambda kv: -kv[1])
    )
    is_best = best.get(seat) == len(train.cars)
    scores = f"{points} points if the day ended now" if is_best else "not this seat's longest"
    return f"{title} train, {cars(len(train.cars))}{caboose}: {scores}. {title} trains: {standing}."
