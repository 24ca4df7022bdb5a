"""What the board shows and what a click there does agree (issue 39).

A station click means the lit ride whose badge the player read there; a refused
drop names its reason; the dragged pieces and lit targets are what they say.
"""

from __future__ import annotations

import math
import random

import pygame
import pytest

from game.engine.koplopers import ACTIONS, Build, EndTurn, KoplopersGame, Reverse, Ride, new_game
from game.store.seats import Seat
from game.texts import tr
from game.ui.app import App
from game.ui.koplopers import texts
from game.ui.koplopers.glides import train_key
from game.ui.koplopers.layout import REASON_ROOM, BoardLayout
from game.ui.koplopers.screen_map import corner
from game.ui.koplopers.texts import AT_THE_BUFFER
from game.ui.palette import ACCENT
from game.ui.scenes.rules import RulesScene
from game.ui.session import Session
from game.ui.table.screen import TableScreen
from tests.koplopers.table import put, table
from tests.ui.driving import click, drag, frames, press

from .mouse import board_of, perform, select, take_seat
from .test_board_by_mouse import start


def _mid_game(seed: int) -> KoplopersGame:
    """Round 3 or later, the first seat to move with all its points, trains on the board."""
    game = new_game(["Ann", "Bob"], seed=seed)
    rng = random.Random(seed)
    s = game.state
    while s.round < 3 or s.turn != 0 or s.boarding or s.draft or not s.seats[0].on_board():
        legal = game.legal_actions()
        rest = [a for a in legal if not isinstance(a, EndTurn)]
        game.apply(rng.choice(rest) if rest and rng.random() < 0.85 else rng.choice(legal))
    return game


def _board(app: App, seed: int) -> TableScreen:
    seats = [Seat("Ann", "red"), Seat("Bob", "yellow")]
    return start(app, session=Session(_mid_game(seed), seats, None))


@pytest.mark.parametrize("seed", range(1, 7))
def test_a_station_click_rides_as_far_as_its_badge_says(app: App, seed: int) -> None:
    """A lit section that ends at a station: a click on that station plays a lit ride to it
    and spends the points on the badge of the section ridden to (never "that costs 2 action
    points" under a badge saying 1)."""
    scene = _board(app, seed)
    board = board_of(scene)
    network = board.game.board
    for train in [t for t in board.seen.me.trains if t.position is not None]:
        select(app, scene, train.number)
        assert board.choices is not None
        rides = {p: cost for p, (_, cost) in board.choices.rides.items()}
        lit = sorted({network.facing_station(p) for p in rides} - {None})
        if lit:
            break
    else:
        pytest.skip("no train of this game may ride up to a station")
    before, played = board.seen.action_points, len(board.game.actions)
    click(app, board.station_point(lit[0]))
    assert len(board.game.actions) == played + 1, scene.status.text
    ride = board.game.actions[-1]
    assert isinstance(ride, Ride)
    position = network.position(ride.to)
    assert position in rides and network.facing_station(position) == lit[0]
    cheapest = min(cost for p, cost in rides.items() if network.facing_station(p) == lit[0])
    assert before - board.seen.action_points == rides[position] == cheapest
    # it stands by the station the organizer says it is at, its tag beside it
    screen, station = board.screen_map, board.station_point(lit[0])
    at = board.train_point(board.seen.turn, ride.train)
    assert at is not None
    assert math.dist(at, station) < math.dist(screen.position_point(position, 0.0), station)
    tag = screen.labels(board.seen).tags[board.seen.turn, ride.train]
    assert math.dist(tag.center, at) < screen.px["train"] * 1.5


@pytest.mark.parametrize("seed", [1, 3])
def test_waiting_chips_leave_every_station_dot_free_and_the_region_names_stay(
        app: App, seed: int) -> None:
    """No chip covers a station's dot (Utrecht's least of all), and the region names lie where
    they lay after a train moves (nothing on the board jumps)."""
    scene = _board(app, seed)
    board = board_of(scene)
    screen = board.screen_map
    placed = screen.labels(board.seen)
    dots = [pygame.Rect(screen.station_point(c), (1, 1)).inflate(2 * screen.px["station"] - 2,
                                                                 2 * screen.px["station"] - 2)
            for c in screen.board.stations]
    chips = [rect for stack in placed.tokens.values() for rect in stack]
    assert chips and [c for c in chips if c.collidelist(dots) >= 0] == []
    regions = dict(placed.regions)
    _ride_the_first_train_that_can(app, scene)
    assert screen.labels(board.seen).regions == regions


def _ride_the_first_train_that_can(app: App, scene: TableScreen) -> Ride | Reverse:
    """Select, by mouse, the first train on the track with a ride lit and ride its shortest
    one (a train at its buffer turns round instead), as a player would."""
    board = board_of(scene)
    for train in [t for t in board.seen.me.trains if t.position is not None]:
        select(app, scene, train.number)
        if board.choices is not None and board.choices.rides:
            break
    assert board.choices is not None
    rides = sorted(board.choices.rides.values(), key=lambda entry: entry[1])
    move = rides[0][0] if rides else Reverse(train.number)  # at its buffer: it turns round
    perform(app, scene, move)
    assert board.game.actions[-1] == move
    return move


@pytest.mark.parametrize("seed", [1, 3, 7])
def test_after_a_ride_only_the_labels_whose_spot_is_taken_move(app: App, seed: int) -> None:
    """A ride by mouse moves the station names, train tags and waiting chips it does not
    cover not at all (seen at 1920x1080: Amsterdam's two chips jumped to Lelystad and the
    two beside them to Arnhem when a train rode Alkmaar -> Amsterdam)."""
    scene = _board(app, seed)
    board = board_of(scene)
    screen = board.screen_map
    before = screen.labels(board.seen)
    waiting = {code: list(tokens) for code, tokens in board.seen.waiting.items()}
    move = _ride_the_first_train_that_can(app, scene)
    after = screen.labels(board.seen)
    taken = [*after.trains.values(), *after.tags.values(), *after.names.values(),
             *(r for stack in after.tokens.values() for r in stack)]

    def moved_for_a_reason(old: pygame.Rect, new: pygame.Rect) -> bool:
        others = [rect for rect in taken if rect != new]
        return old == new or old.collidelist(others) >= 0

    assert [c for c, rect in before.names.items()
            if not moved_for_a_reason(rect, after.names[c])] == []
    unchanged = [c for c, tokens in board.seen.waiting.items() if waiting.get(c) == list(tokens)]
    assert unchanged
    assert [c for c in unchanged if before.tokens[c] != after.tokens[c]
            and not any(moved_for_a_reason(o, n) for o, n in
                        zip(before.tokens[c], after.tokens[c], strict=True))] == []
    assert [key for key, tag in before.tags.items() if key != (board.seen.turn, move.train)
            and not moved_for_a_reason(tag, after.tags[key])] == []


def test_a_new_train_at_the_buffer_says_why_it_cannot_ride(app: App) -> None:
    """Built by mouse, the train faces its site's buffer stop: the bar offers Reverse and says
    why there is nothing to ride to, in words, beside the buttons (not over them)."""
    scene = start(app)
    board = board_of(scene)
    perform(app, scene, ACTIONS.from_text("build 1 site-HRL"))
    select(app, scene, 1)
    choices = board.choices
    assert choices is not None and not choices.rides
    assert Reverse(1) in [b.action for b in choices.bar]
    assert choices.stuck == tr(AT_THE_BUFFER)
    note = texts.train_note(choices.stuck, True)
    assert "buffer stop" in note and note.startswith("cannot ride")


def test_the_end_turn_refusal_says_the_rule_in_words_and_f1_opens_the_rules(app: App) -> None:
    """The obligatory action is said in words (no bare "Ruling 7"), with the way to the rules:
    F1 on the board opens them."""
    game = new_game(["Ann", "Bob"], seed=5)
    for text in ("build 1 site-HRL", "end", "build 1 site-GN", "end"):
        game.apply(ACTIONS.from_text(text))
    scene = start(app, session=Session(game, [Seat("Ann", "red"), Seat("Bob", "yellow")], None))
    board = board_of(scene)
    assert "must have an action this turn" in board.end_reason
    assert "rules: Your turn" in board.end_reason
    assert "Ruling" not in board.end_reason and not board.end_button.is_enabled
    assert "F1" in texts.end_turn_note(board.end_reason)
    press(app, pygame.K_F1)
    assert isinstance(app.stack.top, RulesScene)


def test_a_combined_train_glides_in_from_where_it_stood(app: App) -> None:
    """Combine by the bar's button: train 2 glides from its own section into train 1 (the
    event says where it came from), it does not vanish and reappear."""
    app.settings.animation = "normal"
    game = table()
    put(game, 0, 1, "TB-EHV.1>EHV")
    put(game, 0, 2, "HT-EHV.1>EHV")
    scene = start(app, session=Session(game, [Seat("Ann", "red"), Seat("Bob", "yellow")], None))
    board = board_of(scene)
    started = board.screen_map.position_point(game.board.position("HT-EHV.1>EHV"))
    ends = board.train_point(0, 1)
    perform(app, scene, ACTIONS.from_text("combine 1 2"))
    assert board.game.actions[-1] == ACTIONS.from_text("combine 1 2")
    [glide] = [g for g in scene.motion.glides if g.lands_in == train_key(0, 2)]
    image = glide.image
    assert ends is not None
    assert math.dist(glide.start, corner(image, started)) <= 1
    assert math.dist(glide.end, corner(image, ends)) <= 1


def test_every_refused_drop_names_its_reason(app: App) -> None:
    """A boxed train dropped on open sea or on an unlit site, a card dropped on another
    station or on the sea: each glides home and says why, on the line under the map and in a
    box beside the drop, where the eye is."""
    scene = start(app)
    board = board_of(scene)
    area = board.layout.map_area
    sea = (area.right - 15, area.y + 15)
    lit = board.build_sites(1)
    unlit = next(site for site in board.game.board.sites if site not in lit)
    icon = board.layout.train_icon(0, 1).center
    hand = board.seen.me.hand
    assert hand
    elsewhere = next(code for code in board.game.board.stations if code not in hand)
    card = board.layout.hand_card(0).center
    name = board.game.board.station_name(hand[0])
    drops = [(icon, sea, tr(texts.NOT_ON_A_SITE)),
             (icon, board.site_point(unlit), board.game.why_illegal(Build(1, unlit))),
             (card, sea, texts.card_refusal(hand[0], name, None)),
             (card, board.station_point(elsewhere), texts.card_refusal(hand[0], name, elsewhere))]
    for start_at, end, reason in drops:
        drag(app, start_at, end)
        assert not board.game.actions and board.drag is None
        assert reason and reason.lower() in scene.status.text.lower(), (reason, scene.status.text)
        assert scene.pointer.refusal_shown() == (scene.status.text, end)
        scene.status.text = ""
        assert scene.pointer.refusal_shown() is None  # the box goes with the line's words


def test_the_points_left_show_while_the_turn_waits_for_confirm(app: App) -> None:
    """Build (3 points), End turn: until Confirm the header's pips show the 2 points that
    were left unspent, not the next seat's five."""
    app.settings.confirm_end_of_turn = True
    scene = start(app)
    board = board_of(scene)
    perform(app, scene, ACTIONS.from_text("build 1 site-HRL"))
    perform(app, scene, EndTurn())
    assert scene.session.awaiting_confirm and board.seen.action_points == 5
    u = board.layout.scaled
    filled = [board.header.get_at((u(16) + pip * u(16) + u(6), u(40)))[:3] == ACCENT
              for pip in range(5)]
    assert filled == [True, True, False, False, False]
    take_seat(app)  # Confirm: Bob's five
    filled = [board.header.get_at((u(16) + pip * u(16) + u(6), u(40)))[:3] == ACCENT
              for pip in range(5)]
    assert filled == [True] * 5


def test_no_station_card_stands_over_a_drop_until_the_mouse_moves_on(app: App) -> None:
    """A card dropped on a station: the station's hover card stays away (it would cover what
    the drop changed) until the mouse moves on."""
    scene = start(app)
    board = board_of(scene)
    hand = board.seen.me.hand
    assert hand
    elsewhere = next(code for code in board.game.board.stations if code not in hand)
    spot = board.station_point(elsewhere)
    drag(app, board.layout.hand_card(0).center, spot)
    assert board.gestures.dropped_at == spot
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(spot[0] + 30, spot[1]),
                                         rel=(30, 0), buttons=(0, 0, 0)))
    frames(app)
    assert board.gestures.dropped_at is None


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_four_seats_leave_the_log_room_and_the_reason_its_own_band(size: tuple[int, int]) -> None:
    """With four seats the log keeps room for what three computers did (at least 150 pixels
    at 1280x800, about six lines), and why End turn waits lies in a band of its own between
    the log and the button, never over the log."""
    for shown in range(4):
        layout = BoardLayout(size, 4, shown)
        assert layout.log.h >= 150
        assert layout.log.bottom + layout.scaled(REASON_ROOM) <= layout.end_turn.y
        cards = list(layout.organizers.values())
        assert all(card.bottom <= layout.log.y for card in cards)
        for seat in range(4):
            rows = [layout.train_row(seat, n) for n in (1, 2, 3)]
            assert all(layout.organizers[seat].contains(row) for row in rows)
            assert not any(a.colliderect(b) for i, a in enumerate(rows) for b in rows[i + 1:])
