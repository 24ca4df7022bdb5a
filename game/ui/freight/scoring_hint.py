"""What a train scores right now and who leads its kind: the text shown on hover."""

from __future__ import annotations

from game.engine.freight.game import FreightGame
from game.engine.freight.patterns import kind_title
from game.engine.freight.scoring import award_kind


def train_hint(game: FreightGame, seat: int, index: int) -> str:
    """'Box train, 4 cars, caboose: 6 points now (longest). Box: Ann 4, Bob 2.'"""
    state = game.state
    train = state.players[seat].trains[index]
    best: dict[int, int] = {}
    for other, player in enumerate(state.players):
        lengths = [len(t.cars) for t in player.trains if t.kind == train.kind]
        if lengths:
            best[other] = max(lengths)
    awards = award_kind(best)
    points = awards.get(seat, 0) * (2 if train.caboose else 1)
    is_best = best.get(seat) == len(train.cars)
    title = kind_title(train.kind)
    length = len(train.cars)
    cars = f"{length} car{'s' if length != 1 else ''}"
    caboose = ", caboose (scores double)" if train.caboose else ""
    standing = ", ".join(
        f"{state.players[s].name} {n}" for s, n in sorted(best.items(), key=lambda kv: -kv[1])
    )
    scores = f"{points} points if the day ended now" if is_best else "not this seat's longest"
    return f"{title} train, {cars}{caboose}: {scores}. {title} trains: {standing}."
