"""What a train scores right now and who leads its kind: the text shown on hover."""

from __future__ import annotations

from game.engine.freight import FreightView, award_kind, kind_title
from game.texts import cars, ntr, tr


def train_hint(table: FreightView, seat: int, index: int) -> str:
    """'Box train, 4 cars, caboose (scores double): 6 points if the day ended now. Longest
    Box trains: Ann 4, Bob 2.'"""
    train = table.players[seat].trains[index]
    best: dict[int, int] = {}
    for other, player in enumerate(table.players):
        lengths = [len(t.cars) for t in player.trains if t.kind == train.kind]
        if lengths:
            best[other] = max(lengths)
    points = award_kind(best).get(seat, 0) * (2 if train.caboose else 1)
    title = kind_title(train.kind)
    caboose = tr(", caboose (scores double)") if train.caboose else ""
    standing = ", ".join(
        f"{table.players[s].name} {n}" for s, n in sorted(best.items(), key=lambda kv: -kv[1])
    )
    if best.get(seat) == len(train.cars):
        scores = ntr("{n} point if the day ended now", "{n} points if the day ended now",
                     points)
    else:
        scores = tr("not this seat's longest {kind} train").format(kind=title)
    return tr("{kind} train, {cars}{caboose}: {scores}. Longest {kind} trains: {standing}."
              ).format(kind=title, cars=cars(len(train.cars)), caboose=caboose, scores=scores,
                       standing=standing)
