"""The Freight Train score pad: the end-of-day and final sheets as a table.

A row per train type scored (the Mixed kinds too), a row for the private yards,
a row for the day's points and one for the scores; a column per player (per day
and player on the final sheet). `day_pad` and `final_pad` build the cells from
the engine's score sheets (`DayScored`, the view's `day_results`) without
pygame; `pad_boxes` lays them out and `draw_pad` draws them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.engine.freight import DayScored, KindScore, kind_title
from game.texts import cars, tr
from game.ui.fonts import fitted, font
from game.ui.palette import ACCENT, HIGHLIGHT, PANEL_EDGE, TEXT, TEXT_DIM

MIN_TEXT = 12  # no text on the pad is drawn smaller (pixels)
NOT_SCORED = "–"


@dataclass(frozen=True)
class Cell:
    text: str
    best: bool = False  # the row's winner (or one of the tied winners)


@dataclass(frozen=True)
class Row:
    label: str
    cells: tuple[Cell, ...]
    # "kind", "yard", "unscored_yard" (Day 2's, drawn dim), "day" (the day's points) or "score"
    style: str = "kind"


@dataclass(frozen=True)
class Pad:
    groups: tuple[str, ...]  # a heading over each run of columns (a player on the final sheet)
    columns: tuple[str, ...]  # a heading per column: a player, or a day on the final sheet
    rows: tuple[Row, ...]
    notes: tuple[str, ...] = ()  # lines under the grid, after the legend of its lit cells


def _marked(values: Sequence[int | None], texts: Sequence[str]) -> list[Cell]:
    """Cells with the highest value marked, unless nobody scored anything."""
    numbers = [v for v in values if v is not None]
    top = max(numbers, default=0)
    worthy = bool(numbers) and (top > 0 or len(set(numbers)) > 1)
    return [Cell(t, worthy and v == top) for v, t in zip(values, texts, strict=True)]


def _kind_cells(line: KindScore | None, seats: int, lengths: bool) -> list[Cell]:
    trains = {t.seat: t for t in line.trains} if line else {}
    values: list[int | None] = []
    texts: list[str] = []
    for seat in range(seats):
        train = trains.get(seat)
        if train is None:
            values.append(None)
            texts.append(NOT_SCORED)
            continue
        values.append(train.points)
        text = str(train.points)
        if train.caboose:  # the points are already doubled: say what was doubled
            spaced = " " if lengths else ""  # the final sheet's cells are narrow
            text = f"{train.points // 2}{spaced}×2{spaced}={spaced}{train.points}"
        if lengths:
            text = tr("{cars}: {points}").format(cars=cars(train.length), points=text)
        texts.append(text)
    return _marked(values, texts)


def _yard_cells(result: DayScored) -> list[Cell]:
    if result.day == 2:
        return [Cell(NOT_SCORED) for _ in result.yard]
    return _marked(result.yard, [f"{v:+d}" for v in result.yard])


def _gained(result: DayScored) -> list[int]:
    return [t + y for t, y in zip(result.trains, result.yard, strict=True)]


def _plain_cells(values: Sequence[int], sign: bool = False) -> list[Cell]:
    return _marked(values, [f"{v:+d}" if sign else str(v) for v in values])


def _kinds(results: Sequence[DayScored]) -> list[str]:
    """Every kind scored on any of the days, in the engine's order."""
    kinds: list[str] = []
    for result in results:
        kinds += [line.kind for line in result.kinds if line.kind not in kinds]
    return kinds


def _yard_row(results: Sequence[DayScored]) -> tuple[str, str]:
    """The private yards' row label and style: scored on some day, or (Day 2 alone) not."""
    if any(r.day != 2 for r in results):
        return tr("Private yards"), "yard"
    return tr("Private yards (no score)"), "unscored_yard"


def day_pad(result: DayScored, players: Sequence[str]) -> Pad:
    """One day's sheet: a column per player."""
    seats = len(players)
    by_kind = {line.kind: line for line in result.kinds}
    rows = [
        Row(kind_title(kind), tuple(_kind_cells(by_kind[kind], seats, True)))
        for kind in _kinds([result])
    ]
    day = result.day
    yard_label, yard_style = _yard_row([result])
    rows += [
        Row(yard_label, tuple(_yard_cells(result)), yard_style),
        Row(tr("Day {day} points").format(day=day), tuple(_plain_cells(_gained(result), True)),
            "day"),
        Row(tr("Score after day {day}").format(day=day), tuple(_plain_cells(result.totals)),
            "score"),
    ]
    yards = {
        1: tr("Private yards score half their cars (rounded down) after Day 1."),
        2: tr("Private yards are not scored on Day 2."),
        3: tr("Private yards lose a point per car after Day 3."),
    }.get(day, "")
    notes = (_caboose_note(), yards)
    return Pad((tr("Day {day}").format(day=day),), tuple(players), tuple(rows), notes)


def _caboose_note() -> str:
    return tr("A caboose doubles a train's points: 3 ×2 = 6.")


def legend() -> str:
    """What a lit cell means, beside a lit sample cell under the grid."""
    return tr("the players' best of that row and day (ties are all lit)")


def final_pad(results: Sequence[DayScored], players: Sequence[str]) -> Pad:
    """The days side by side: under each player's name a column per day scored."""
    seats = len(players)

    def by_player(per_day: list[list[Cell]]) -> tuple[Cell, ...]:
        return tuple(per_day[d][seat] for seat in range(seats) for d in range(len(per_day)))

    rows = []
    for kind in _kinds(results):
        per_day = [
            _kind_cells(next((x for x in r.kinds if x.kind == kind), None), seats, False)
            for r in results
        ]
        rows.append(Row(kind_title(kind), by_player(per_day)))
    summary = (
        (*_yard_row(results), _yard_cells),
        (tr("Day's points"), "day", lambda r: _plain_cells(_gained(r), True)),
        (tr("Score"), "score", lambda r: _plain_cells(r.totals)),
    )
    for label, style, make in summary:
        rows.append(Row(label, by_player([make(r) for r in results]), style))
    days = tuple(tr("Day {day}").format(day=r.day) for r in results)
    yards = tr("Private yards: half their cars (rounded down) are won after Day 1, nothing "
               "is scored after Day 2, and a point per car is lost after Day 3.")
    return Pad(tuple(players), days * seats, tuple(rows), (_caboose_note(), yards))


# Layout and drawing -------------------------------------------------------------


@dataclass(frozen=True)
class Box:
    text: str
    rect: pygame.Rect
    size: int
    bold: bool
    colour: tuple[int, int, int]
    fill: tuple[int, int, int] | None = None
    left: bool = False  # left-aligned (row labels); else centred
    grid: bool = False  # a row's label: a line is drawn above it


def _fits(pad: Pad, label_w: int, col_w: int, size: int) -> bool:
    bold = font(size, True)
    pad_x = 8
    span = col_w * len(pad.columns) // max(1, len(pad.groups))
    if any(bold.size(name)[0] + pad_x > col_w for name in pad.columns):
        return False
    if len(pad.groups) > 1 and any(bold.size(g)[0] + pad_x > span for g in pad.groups):
        return False
    if any(bold.size(r.label)[0] + pad_x > label_w for r in pad.rows):
        return False
    for row in pad.rows:
        for cell in row.cells:
            if bold.size(cell.text)[0] + pad_x > col_w:
                return False
    return True


def pad_boxes(pad: Pad, area: pygame.Rect, largest: int = 20) -> list[Box]:
    """Every text on the pad with the rect it is drawn in: the biggest size that fits."""
    columns = len(pad.columns)
    rows = len(pad.rows) + 2 + (len(pad.groups) > 1) + len(pad.notes) + 1
    size = largest
    while True:
        row_h = min(area.height // rows, size * 2)
        label_w = max(font(size, True).size(r.label)[0] for r in pad.rows) + 20
        label_w = min(label_w, area.width // 3)
        col_w = (area.width - label_w) // max(1, columns)
        fits = _fits(pad, label_w, col_w, size) and row_h >= size + 4
        if fits or size <= MIN_TEXT:
            break
        size -= 1
    boxes: list[Box] = []
    y = area.y
    per_group = columns // max(1, len(pad.groups))
    if len(pad.groups) > 1:
        for g, name in enumerate(pad.groups):
            rect = pygame.Rect(
                area.x + label_w + g * per_group * col_w, y, per_group * col_w, row_h
            )
            text = fitted(name, font(size, True), rect.width - 8)
            boxes.append(Box(text, rect, size, True, ACCENT, PANEL_EDGE))
        y += row_h
    name_face = font(size, True)
    for c, name in enumerate(pad.columns):
        rect = pygame.Rect(area.x + label_w + c * col_w, y, col_w, row_h)
        boxes.append(Box(fitted(name, name_face, col_w - 8), rect, size, True, TEXT))
    y += row_h
    for row in pad.rows:
        strong = row.style in ("day", "score")
        colour = TEXT_DIM if row.style == "unscored_yard" else TEXT
        label = pygame.Rect(area.x, y, label_w, row_h)
        boxes.append(Box(row.label, label, size, strong, colour, left=True, grid=True))
        for c, cell in enumerate(row.cells):
            rect = pygame.Rect(area.x + label_w + c * col_w, y, col_w, row_h)
            dim = cell.text == NOT_SCORED
            fill = HIGHLIGHT if cell.best else None
            tint = ACCENT if cell.best else (TEXT_DIM if dim else TEXT)
            boxes.append(Box(cell.text, rect, size, cell.best or strong, tint, fill))
        y += row_h
    small = max(MIN_TEXT, size - 2)
    note_face = font(small)
    y += row_h // 3
    sample = pygame.Rect(area.x, y, min(col_w, font(size, True).size("12")[0] + 24), row_h)
    boxes.append(Box("12", sample, size, True, ACCENT, HIGHLIGHT))
    words = pygame.Rect(sample.right + 8, y, area.right - sample.right - 8, row_h)
    boxes.append(Box(fitted(legend(), note_face, words.w), words, small, False, TEXT_DIM,
                     left=True))
    step = note_face.get_linesize() + 2
    y += row_h
    for line in pad.notes:
        rect = pygame.Rect(area.x, y, area.width, step)
        boxes.append(Box(fitted(line, note_face, area.width), rect, small, False, TEXT_DIM,
                         left=True))
        y += step
    return boxes


def draw_pad(surface: pygame.Surface, pad: Pad, area: pygame.Rect) -> None:
    """The pad in `area`; it is drawn once per pad and size, then only blitted."""
    surface.blit(_pad_picture(pad, area.size), area.topleft)


@lru_cache(maxsize=1)  # one sheet is shown at a time; each is 3 MB at 1920x1080
def _pad_picture(pad: Pad, size: tuple[int, int]) -> pygame.Surface:
    picture = pygame.Surface(size, pygame.SRCALPHA)
    _paint_pad(picture, pad, picture.get_rect())
    return picture


def _paint_pad(surface: pygame.Surface, pad: Pad, area: pygame.Rect) -> None:
    boxes = pad_boxes(pad, area)
    if not boxes:
        return
    cells = [b for b in boxes if b.fill is not None]
    for box in cells:
        pygame.draw.rect(surface, box.fill or HIGHLIGHT, box.rect.inflate(-2, -2), border_radius=4)
    grid = [b.rect for b in boxes if b.grid]
    for rect in grid:
        pygame.draw.line(surface, PANEL_EDGE, (area.x, rect.y), (area.right, rect.y))
    if grid:
        bottom = grid[-1].bottom
        pygame.draw.line(surface, PANEL_EDGE, (area.x, bottom), (area.right, bottom))
        per_group = len(pad.columns) // max(1, len(pad.groups))
        label_w = grid[0].width
        col_w = (area.width - label_w) // max(1, len(pad.columns))
        top = area.y
        for g in range(len(pad.groups)):
            x = area.x + label_w + g * per_group * col_w
            pygame.draw.line(surface, PANEL_EDGE, (x, top), (x, bottom), 2)
    for box in boxes:
        text = font(box.size, box.bold).render(box.text, True, box.colour)
        if box.left:
            where = text.get_rect(midleft=(box.rect.x + 4, box.rect.centery))
        else:
            where = text.get_rect(center=box.rect.center)
        surface.blit(text, where)
