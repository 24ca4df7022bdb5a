"""The Statistics screen: each person's finished games as tables and small charts.

Players are listed on the left, most games first; choosing one shows, for the
game chosen above the tables, games played and won by seat count, scores,
the game's own averages and results against each computer level, beside
three charts: games won by seat count, every score in order, and the game's
averages. The numbers come from statistics.json brought up to date with the
saves' index (stats.store); games not yet indexed are read a slice per frame
while the screen shows how many are left, and a damaged statistics file is
reported at the foot of the screen, already rebuilt.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.store.save_list import Catalogue
from game.store.stats.facts import measure_words
from game.store.stats.file import current_statistics
from game.store.stats.model import GameRecord, Statistics
from game.texts import mark, ntr, tr, whole
from game.ui.fonts import font, title_font
from game.ui.palette import ACCENT, TEXT, TEXT_DIM
from game.ui.scenes.backdrop import draw_felt
from game.ui.scenes.base import Scene
from game.ui.services import Services
from game.ui.stats.charts import bar_chart, line_chart
from game.ui.stats.tables import game_tables, number, percent
from game.ui.widgets.row_list import RowList
from game.ui.widgets.scroll_list import Entry, ScrollList

INDEXING_SLICE = 0.04
NOBODY = mark("No finished games with a person at the table yet: play one, and it is counted "
              "here.")
# What the screen shows once a game is counted, said (and drawn, as an example) before.
TO_COME = (
    mark("For each person, game by game:"),
    mark("games played and won, by number of players;"),
    mark("the scores: best, average and the last ones;"),
    mark("the game's own averages (trains, passengers, points);"),
    mark("results against each computer level."),
)
EXAMPLE = mark("Example: {chart}")  # a made-up chart's title, before anything is counted
RECOUNTED = mark("{problem}. The statistics were worked out again from the kept games.")


class StatisticsScene(Scene):
    def __init__(self, services: Services) -> None:
        self.catalogue = Catalogue()
        self.statistics: Statistics | None = None
        self.problem = ""
        self.player: str | None = None
        self.game: str | None = None
        self.titles: dict[str, str] = {}  # each game's title, as its index entries tell it
        if self.catalogue.work(INDEXING_SLICE):
            self.count()
        super().__init__(services)

    def count(self) -> None:
        """The statistics of every finished game now that all are indexed."""
        catalogue = self.catalogue
        self.titles = catalogue.titles()
        kept = current_statistics(catalogue.finished_games, catalogue.finished_names())
        self.statistics, self.problem = kept.statistics, kept.problem
        names = self.players()
        if self.player not in names:
            self.player = names[0] if names else None
        self.choose_game()

    def players(self) -> list[str]:
        """Every person counted, most games first."""
        if self.statistics is None:
            return []
        played = {name: sum(r.total.played for r in games.values())
                  for name, games in self.statistics.players.items()}
        return sorted(played, key=lambda name: (-played[name], name.casefold()))

    def record(self) -> GameRecord | None:
        if self.statistics is None or self.player is None or self.game is None:
            return None
        return self.statistics.players[self.player].get(self.game)

    def choose_game(self, game: str | None = None) -> None:
        games = self.player_games()
        self.game = game if game in games else (self.game if self.game in games else
                                                 (games[0] if games else None))

    def player_games(self) -> list[str]:
        if self.statistics is None or self.player is None:
            return []
        return sorted(self.statistics.players[self.player])

    # --- layout ------------------------------------------------------------------------
    def build(self) -> None:
        u = self.u
        w, h = self.size
        self.title = title_font(u(34)).render(tr("Statistics"), True, TEXT)
        self.names = RowList(pygame.Rect(u(40), u(100), u(240), h - u(200)), self.scale)
        names = self.players()
        self.names.set_entries([Entry(name, detail=self.played_line(name)) for name in names]
                               or [Entry(tr("Nobody yet"),
                                         detail=tr("after a finished game"))])
        left = self.names.rect.right + u(24)
        self.game_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        x = left
        for game in self.player_games():
            title = self.titles.get(game, game)
            width = font(u(16)).size(title)[0] + u(40)
            button = pygame_gui.elements.UIButton(pygame.Rect(x, u(100), width, u(40)), title,
                                                  self.ui)
            if game == self.game:
                button.select()
            self.game_buttons[game] = button
            x += width + u(10)
        # Below the row of the player's games; with none (nobody counted yet), level with
        # the names.
        top = u(152) if self.game_buttons else u(100)
        body = h - u(100) - top
        table_width = (w - left - u(40)) * 11 // 20
        self.tables = ScrollList(pygame.Rect(left, top, table_width, body), self.scale)
        self.tables.set_entries(self.table_entries())
        chart_x = self.tables.rect.right + u(16)
        chart_w = w - chart_x - u(40)
        share = (body - 2 * u(10)) / 10  # the averages (a dozen train types) get the most room
        heights = [round(3 * share), round(3 * share), round(4 * share)]
        tops = [top, top + heights[0] + u(10), top + heights[0] + heights[1] + u(20)]
        self.chart_rects = [pygame.Rect(chart_x, top, chart_w, height)
                            for top, height in zip(tops, heights, strict=True)]
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(u(40), h - u(76), u(160), u(48)), tr("Back"), self.ui
        )

    def played_line(self, name: str) -> str:
        assert self.statistics is not None
        games = self.statistics.players[name].values()
        played = sum(r.total.played for r in games)
        won = sum(r.total.won for r in games)
        return tr("{games}, {won} won").format(games=ntr("{n} game", "{n} games", played),
                                               won=won)

    def table_entries(self) -> list[Entry]:
        if self.statistics is None:
            return [Entry(tr("Reading the kept games: {count} to go…").format(
                count=whole(self.catalogue.pending)))]
        record = self.record()
        if record is None:
            return [Entry(tr(NOBODY)), Entry(tr(TO_COME[0]), "h2"),
                    *(Entry(tr(line), "bullet") for line in TO_COME[1:])]
        title = self.titles.get(self.game or "", self.game or "")
        entries = [Entry(tr("{name} at {game}").format(name=self.player, game=title), "h2")]
        for table in game_tables(record):
            entries.append(Entry(table.title, "h2"))
            entries.append(Entry("\t".join(table.head), "head"))
            entries += [Entry("\t".join(row), "row") for row in table.rows]
        return entries

    # --- input -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        self.tables.handle_event(event)
        chosen = self.names.handle_event(event)
        names = self.players()
        if chosen is not None and chosen < len(names):
            self.player = names[chosen]
            self.choose_game()
            self.rebuild()
        super().handle_event(event)

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.back:
            self.services.navigator.pop()
            return
        for game, game_button in self.game_buttons.items():
            if button is game_button:
                self.choose_game(game)
                self.rebuild()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.services.navigator.pop()

    # --- the frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.statistics is None:
            if self.catalogue.work(INDEXING_SLICE):
                self.count()
                self.rebuild()
            else:
                self.tables.set_entries(self.table_entries())

    def next_frame_in(self) -> float | None:
        return 0.0 if self.statistics is None else super().next_frame_in()

    def draw_scene(self, surface: pygame.Surface) -> None:
        u = self.u
        draw_felt(surface, self.size)
        surface.blit(self.title, (u(40), u(30)))
        self.names.draw(surface)
        names = self.players()
        if self.player in names:
            clip = surface.get_clip()
            surface.set_clip(self.names.rect.inflate(-2, -2))
            box = self.names.entry_rect(names.index(self.player))
            pygame.draw.rect(surface, ACCENT, box, width=u(3), border_radius=u(5))
            surface.set_clip(clip)
        self.tables.draw(surface)
        self.draw_charts(surface)
        notes = [tr(RECOUNTED).format(problem=self.problem)] if self.problem else []
        for problem in self.catalogue.damaged:
            notes.append(problem)
        y = self.size[1] - u(112)
        for note in notes:
            surface.blit(font(u(14)).render(note, True, TEXT_DIM), (u(220), y))
            y += u(20)

    def draw_charts(self, surface: pygame.Surface) -> None:
        record, scale = self.record(), self.scale
        if record is None:
            if self.statistics is not None and not self.players():
                self.draw_example(surface)
            return
        seats, scores, averages = self.chart_rects
        bar_chart(surface, seats, tr("Games won, by number of players"),
                  [(ntr("{n} player", "{n} players", count), t.share,
                    tr("{share} of {played}").format(share=percent(t), played=t.played))
                   for count, t in sorted(record.by_seats.items())], scale, most=1.0)
        average = number(record.score.mean)
        recent = len(record.scores)
        line_title = (tr("The last {count} scores, oldest first (average {average})")
                      if recent < record.score.count else
                      tr("Every score, oldest first (average {average})"))
        line_chart(surface, scores, line_title.format(count=recent, average=average),
                   record.scores, scale)
        bar_chart(surface, averages, tr("Averages per game"),
                  [(measure_words(label), m.mean, number(m.mean)) for label, m in sorted(
                      record.measures.items())], scale)

    def draw_example(self, surface: pygame.Surface) -> None:
        """Before anything is counted: the charts as they will look, made-up and dimmed,
        each marked as an example."""
        seats, scores, averages = self.chart_rects
        scale = self.scale
        example = tr(EXAMPLE)
        bar_chart(surface, seats, example.format(chart=tr("Games won, by number of players")),
                  [(ntr("{n} player", "{n} players", n), share, f"{round(share * 100)}%")
                   for n, share in ((2, 0.6), (3, 0.4), (4, 0.25))], scale, most=1.0)
        line_chart(surface, scores, example.format(chart=tr(
            "Every score, oldest first (average {average})").format(average="52")),
            [41, 48, 45, 56, 50, 61, 58, 57], scale)
        bar_chart(surface, averages, example.format(chart=tr("Averages per game")),
                  [(tr(label), value, str(value)) for label, value in
                   ((mark("trains"), 7), (mark("points"), 52))], scale)
        veil = pygame.Surface(self.size, pygame.SRCALPHA)
        for rect in self.chart_rects:
            veil.fill((0, 0, 0, 90), rect)
        surface.blit(veil, (0, 0))
