"""What a train scores right now and who leads its kind: the text shown on hover."""

from __future__ import annotations

from game.engine.freight import FreightView, award_kind, kind_title
from game.texts import cars, ntr, series, tr


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
    standing = series(
        f"{table.players[s].name} {n}"
        for s, n in sorted(best.items(), key=lambda kv: -kv[1])
    )
    if best.get(seat) == len(train.cars):
        scores = ntr("{n} point if the day ended now", "{n} points if the day ended now", points)
    else:
        scores = tr("not this seat's longest")
    said = (tr("{kind} train, {cars}, caboose (scores double): {scores}. "
               "{kind} trains: {standing}.") if train.caboose
            else tr("{kind} train, {cars}: {scores}. {kind} trains: {standing}."))
    return said.format(kind=title, cars=cars(len(train.cars)), scores=scores, standing=standing)
