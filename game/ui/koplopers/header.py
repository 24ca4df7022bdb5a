"""The header over the board: who moves, action points as pips, the round track, the disc.

The round track runs along the header with the black train on the round being
played and the end marks for 2-3 and for 4 players; the obstruction tokens still
off the board follow, drawn as on the map (red octagons), the one the next card
places (the rulebook's red disc) big and first, captioned "next obstruction".
The deck of obstruction cards sits at the right end: hands are refilled from it.
"""

from __future__ import annotations

import pygame

from game.engine.koplopers import ACTION_POINTS, LETTERS, KoplopersView
from game.store.seats import Seat
from game.texts import mark, tr
from game.ui.fonts import font
from game.ui.koplopers.art import OBSTRUCTION_RED, card_back, obstruction_token, train_sprite
from game.ui.koplopers.layout import BoardLayout
from game.ui.palette import ACCENT, TEXT, TEXT_DIM

END_MARKS = {20: mark("4p"), 25: mark("2–3p")}  # the rulebook's last rounds by player count
TRACK_LENGTH = 25


def deck_rect(layout: BoardLayout) -> pygame.Rect:
    """Where the deck of obstruction cards lies in the header (cards glide from here)."""
    s = layout.scaled
    return pygame.Rect(layout.size[0] - s(170), s(7), s(30), s(42))


def track_left(layout: BoardLayout, title_width: int) -> int:
    """Where the round track begins: after the title."""
    s = layout.scaled
    return max(s(14) + title_width + s(30), s(250))


def obstruction_tokens_rect(layout: BoardLayout, track_x: int) -> pygame.Rect:
    """The header's obstruction tokens still off the board (their caption under them): what
    the mouse points at to be told what they are."""
    s = layout.scaled
    x = track_x + TRACK_LENGTH * s(17) + s(14)
    return pygame.Rect(x, 0, s(36) + 2 * s(22), layout.header)


def render_header(table: KoplopersView, seats: list[Seat], layout: BoardLayout,
                  heading: str | None = None, points: int | None = None
                  ) -> tuple[pygame.Surface, pygame.Rect]:
    """The header, and where its obstruction tokens lie; `heading` is the scene's own (a turn
    awaiting Confirm), else who moves; `points` the action points to show left, else the
    seat to move's."""
    s = layout.scaled
    surface = pygame.Surface((layout.size[0], layout.header), pygame.SRCALPHA)
    seat = table.current_player
    if table.over:
        text = tr("The game is over.")
    else:
        assert seat is not None
        who = seats[seat]
        answering = table.offer is not None and table.offer.proposed
        if who.is_human:
            moves = tr("{name} to move: answer the exchange offer") if answering else tr(
                "{name} to move")
        else:
            moves = (tr("{name} to move (computer): answer the exchange offer") if answering
                     else tr("{name} to move (computer)"))
        text = moves.format(name=who.name)
    text = heading or text
    title = font(s(21), True).render(text, True, ACCENT)
    surface.blit(title, (s(14), s(6)))
    # action points: five pips, filled for the points left
    x, y = s(16), s(40)
    label = font(s(12)).render(tr("action points"), True, TEXT_DIM)
    for pip in range(ACTION_POINTS):
        centre = (x + pip * s(16) + s(6), y)
        if pip < (table.action_points if points is None else points) and not table.over:
            pygame.draw.circle(surface, ACCENT, centre, s(6))
        pygame.draw.circle(surface, TEXT, centre, s(6), 1)
    surface.blit(label, (x + ACTION_POINTS * s(16) + s(4), y - label.get_height() // 2))
    # the round track
    step = s(17)
    track_x = track_left(layout, title.get_width())
    centre_y = s(24)
    small = font(s(10), True)
    for number in range(1, TRACK_LENGTH + 1):
        cx = track_x + (number - 1) * step
        done = number < table.round
        colour = (90, 90, 90) if done else (220, 214, 190)
        pygame.draw.circle(surface, colour, (cx, centre_y), s(6))
        if number == table.max_rounds:
            pygame.draw.circle(surface, OBSTRUCTION_RED, (cx, centre_y), s(8), 2)
        if number in END_MARKS:
            mark = small.render(tr(END_MARKS[number]), True, TEXT_DIM)
            surface.blit(mark, mark.get_rect(midtop=(cx, centre_y + s(9))))
    black = train_sprite((20, 20, 20), s(28), False, 0)
    here = track_x + (min(table.round, TRACK_LENGTH) - 1) * step
    spot = black.get_rect(center=(here, centre_y))
    pygame.draw.rect(surface, ACCENT, spot.inflate(s(6), s(6)), border_radius=s(5))
    surface.blit(black, spot)
    last = table.last_round or table.round == table.max_rounds
    said = tr("Round {round} of {rounds} (last round)") if last else tr("Round {round} of {rounds}")
    rounds = font(s(13)).render(said.format(round=table.round, rounds=table.max_rounds), True,
                                TEXT)
    surface.blit(rounds, (track_x, centre_y + s(12)))
    # the obstruction tokens still beside the board, the next one (the red disc's) first
    x = track_x + TRACK_LENGTH * step + s(14)
    tokens = obstruction_tokens_rect(layout, track_x)
    disc_letter = table.next_obstruction
    big = obstruction_token(disc_letter, s(13))
    surface.blit(big, big.get_rect(center=(x + s(14), centre_y)))
    x += s(36)
    for key in LETTERS:
        if table.obstructions[key] is None and key != disc_letter:
            token = obstruction_token(key, s(9))
            surface.blit(token, token.get_rect(center=(x + s(10), centre_y)))
            x += s(22)
    caption = small.render(tr("next obstruction"), True, TEXT_DIM)
    surface.blit(caption, caption.get_rect(topleft=(tokens.x, centre_y + s(15))))
    deck = deck_rect(layout)
    if table.deck_size:
        surface.blit(card_back(deck.size), deck)
    pygame.draw.rect(surface, TEXT_DIM, deck, 1, border_radius=s(4))
    for row, text in enumerate((tr("deck {count}").format(count=table.deck_size),
                                    tr("discard {count}").format(count=table.discard_size))):
        label = font(s(13)).render(text, True, TEXT)
        surface.blit(label, (deck.right + s(8), deck.y + s(2) + row * s(19)))
    return surface, tokens
