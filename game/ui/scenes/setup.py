"""New game setup: the game, the seats (name, colour, human or computer), rules, seed."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pygame_gui

from game.ai.level_words import level_sentences, level_title
from game.engine.errors import UnknownOption
from game.engine.games import GAMES
from game.engine.info import Choices, GameInfo, Toggle
from game.engine.names import MAX_NAME_LENGTH, clean_name, name_problem
from game.store.last_setup import (
    load_last_setup,
    store_last_setup,
    usable_colours,
    usable_name,
    usable_options,
)
from game.store.saves import new_slot
from game.store.seats import COMPUTER, HUMAN, Seat, computer_levels
from game.texts import on_off, tr
from game.ui.fonts import font, title_font
from game.ui.fronts import info, installed_games
from game.ui.palette import SEAT_COLOURS, TEXT, draw_seat_badge
from game.ui.scenes.backdrop import draw_felt
from game.ui.scenes.base import Scene
from game.ui.services import Services
from game.ui.session import Session

DEFAULT_NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")

MAX_SEED = 2**63 - 1
# The widest name the seat panels, headers and game logs were laid out for, in
# pixels of the bold 16-point font at 100%: "Wolfgang Amadeus", or ten CJK characters.
NAME_WIDTH = 160


class SetupScene(Scene):
    def __init__(self, services: Services) -> None:
        self.available = installed_games()
        self.remembered = load_last_setup()
        self.game_name = self.available[0] if self.available else next(iter(GAMES))
        if self.remembered.game in self.available:
            self.game_name = self.remembered.game
        self.count = self.remembered.count or 2
        self.names = list(DEFAULT_NAMES)
        # Who plays each seat: HUMAN, or the name of a computer level.
        self.players_as = [HUMAN] + ["normal"] * (len(DEFAULT_NAMES) - 1)
        self._recall_seats()
        self.options: dict[str, Any] = {}
        self.colours: list[str] = []
        self.seed_text = ""
        self.error = ""
        self.choose_game(self.game_name)
        super().__init__(services)

    @property
    def info(self) -> GameInfo:
        return info(self.game_name)

    def choose_game(self, name: str) -> None:
        self.game_name = name
        self.count = min(max(self.count, self.info.seats.start), self.info.seats.stop - 1)
        palette = info(name).seat_colours
        self.colours = usable_colours(self.remembered.colours.get(name), palette) or list(palette)
        remembered = usable_options(self.info, self.remembered.options.get(name))
        self.options = remembered or self.info.default_options()

    def _recall_seats(self) -> None:
        """The names and players of the last game set up, where each still fits."""
        levels = [HUMAN, *computer_levels()]
        for seat, name in enumerate(self.remembered.names[: len(self.names)]):
            if usable_name(name) and font(16, True).size(clean_name(name))[0] <= NAME_WIDTH:
                self.names[seat] = name
        for seat, who in enumerate(self.remembered.players_as[: len(self.players_as)]):
            if who in levels:
                self.players_as[seat] = who

    def _remember(self) -> None:
        """Offer this setup again next time; a folder that cannot take it costs only that."""
        remembered = self.remembered
        remembered.game, remembered.count = self.game_name, self.count
        remembered.names, remembered.players_as = list(self.names), list(self.players_as)
        remembered.options[self.game_name] = dict(self.options)
        remembered.colours[self.game_name] = list(self.colours)
        try:
            store_last_setup(remembered)
        except OSError:
            pass  # the game itself starts and autosaves; only the next setup starts blank

    # --- layout ------------------------------------------------------------------------
    def build(self) -> None:
        u = self.u
        w, h = self.size
        self.left = u(40)
        options_x = max(u(660), w // 2)
        # The games share the row left of the rules' column, whose heading is level with them.
        gap = u(16)
        width = min(u(284), (options_x - self.left - len(GAMES) * gap) // len(GAMES))
        self.game_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        for i, name in enumerate(GAMES):
            button = pygame_gui.elements.UIButton(
                pygame.Rect(self.left + i * (width + gap), u(90), width, u(44)),
                info(name).title if name in self.available else name,
                self.ui,
                object_id="#on" if name == self.game_name else None,
                tool_tip_text=None if name in self.available else tr("not in this build yet"),
            )
            if name not in self.available:
                button.disable()
            self.game_buttons[name] = button
        y = u(160)
        self.fewer = pygame_gui.elements.UIButton(
            pygame.Rect(self.left + u(110), y, u(40), u(36)), "-", self.ui
        )
        self.more = pygame_gui.elements.UIButton(
            pygame.Rect(self.left + u(190), y, u(40), u(36)), "+", self.ui
        )
        self.seat_top = y + u(56)
        self.name_entries: list[pygame_gui.elements.UITextEntryLine] = []
        self.colour_buttons: list[pygame_gui.elements.UIButton] = []
        # Who plays each seat, every choice in view once opened: a person or a computer level.
        self.kind_menus: list[pygame_gui.elements.UIDropDownMenu] = []
        for seat in range(self.count):
            row = self.seat_top + seat * u(52)
            entry = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(self.left + u(44), row, u(220), u(40)), self.ui
            )
            entry.set_text_length_limit(MAX_NAME_LENGTH)
            entry.set_text(self.names[seat])
            self.name_entries.append(entry)
            self.colour_buttons.append(
                pygame_gui.elements.UIButton(
                    pygame.Rect(self.left + u(274), row, u(110), u(40)),
                    SEAT_COLOURS[self.colours[seat]].label,
                    self.ui,
                    tool_tip_text=tr(
                        "click for the next colour (swapped with the seat that has it)"),
                )
            )
            who = [HUMAN, *computer_levels()]
            self.kind_menus.append(
                pygame_gui.elements.UIDropDownMenu(
                    [(self.kind_words(kind), kind) for kind in who],
                    (self.kind_words(self.players_as[seat]), self.players_as[seat]),
                    pygame.Rect(self.left + u(394), row, u(190), u(40)),
                    self.ui,
                )
            )
        notes_width = options_x - u(16) - self.left - u(44)  # up to the rules' column
        for line, (note, indent) in enumerate(self._notes(notes_width)):
            pygame_gui.elements.UILabel(
                pygame.Rect(self.left + u(44) + indent,
                            self.seat_top + self.count * u(52) + line * u(24),
                            notes_width - indent, u(28)),
                note,
                self.ui,
                object_id="#small",
            )
        self._build_options(options_x)
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(self.left + u(110), h - u(150), u(220), u(40)),
            self.ui,
        )
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text(self.seed_text)
        pygame_gui.elements.UILabel(
            pygame.Rect(self.left + u(340), h - u(145), u(420), u(30)),
            tr("optional: the same number deals the same game again"),
            self.ui,
            object_id="#small",
        )
        self.error_label = pygame_gui.elements.UILabel(
            pygame.Rect(self.left, h - u(100), w - 2 * self.left, u(30)),
            self.error,
            self.ui,
            object_id="#error",
        )
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(self.left, h - u(66), u(160), u(48)), tr("Back"), self.ui
        )
        self.start = pygame_gui.elements.UIButton(
            pygame.Rect(w - self.left - u(220), h - u(66), u(220), u(48)),
            tr("Start"),
            self.ui,
            object_id="#big",
        )
        if self.game_name not in self.available:
            self.start.disable()
        self._labels = self._render_labels()

    def _notes(self, width: int) -> list[tuple[str, int]]:
        """The lines under the seats, each with its indent: what to choose, then what each
        computer level chosen plays like and how it did (once, in seat order), on one line
        where it fits in `width` and else the second sentence indented on the next."""
        notes = [(tr("Choose Human or a computer level for each seat."), 0)]
        face = self.ui.get_theme().get_font(["#small", "label"])
        for level in dict.fromkeys(self.players_as[: self.count]):
            if level == HUMAN:
                continue
            sentences = level_sentences(level, self.game_name)
            whole = " ".join(sentences)
            if face.size(whole)[0] <= width or len(sentences) == 1:
                notes.append((whole, 0))
            else:
                plays, measured = sentences
                notes += [(plays, 0), (measured, self.u(16))]
        return notes

    def _build_options(self, x: int) -> None:
        u = self.u
        self.option_x = x
        self.option_buttons: dict[tuple[str, str], pygame_gui.elements.UIButton] = {}
        self.option_headings: list[tuple[str, int]] = []
        y = u(160)
        width = self.size[0] - x - self.left
        for option in self.info.options:
            if isinstance(option, Toggle):
                on = bool(self.options[option.key])
                self.option_buttons[(option.key, "")] = pygame_gui.elements.UIButton(
                    pygame.Rect(x, y, min(width, u(400)), u(36)),
                    tr("{option}: {state}").format(option=option.label, state=on_off(on)),
                    self.ui,
                    object_id="#on" if on else None,
                    tool_tip_text=option.help,
                )
                y += u(44)
                continue
            if option.requires and not self.options[option.requires]:
                continue
            self.option_headings.append((option.label, y))
            y += u(28)
            columns = 2 if width > u(420) else 1
            cell = (width - u(8)) // columns
            for i, choice in enumerate(option.values):
                on = choice.value in self.options[option.key]
                self.option_buttons[(option.key, choice.value)] = pygame_gui.elements.UIButton(
                    pygame.Rect(
                        x + (i % columns) * cell, y + (i // columns) * u(40), cell - u(8), u(34)
                    ),
                    choice.label,
                    self.ui,
                    object_id="#on" if on else None,
                    tool_tip_text=choice.help or option.help,
                )
            y += ((len(option.values) + columns - 1) // columns) * u(40) + u(10)

    def _render_labels(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        u = self.u
        body = font(u(17))
        bold = font(u(18), True)
        labels = [
            (title_font(u(34)).render(tr("New game"), True, TEXT), (self.left, u(30))),
            (bold.render(tr("Players"), True, TEXT), (self.left, u(166))),
            (bold.render(str(self.count), True, TEXT), (self.left + u(162), u(166))),
            (bold.render(tr("Rules"), True, TEXT), (self.option_x, u(126))),
            (bold.render(tr("Seed"), True, TEXT), (self.left, self.size[1] - u(142))),
        ]
        labels += [
            (body.render(text, True, TEXT), (self.option_x, y + u(4)))
            for text, y in self.option_headings
        ]
        return labels

    # --- input -------------------------------------------------------------------------
    @staticmethod
    def kind_words(kind: str) -> str:
        """How a seat's player is named in its choice: Human, or the computer's level."""
        if kind == HUMAN:
            return tr("Human")
        return tr("Computer: {level}").format(level=level_title(kind))

    def handle_event(self, event: pygame.event.Event) -> None:
        if (event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED
                and event.ui_element in self.kind_menus):
            seat = self.kind_menus.index(event.ui_element)
            self.players_as[seat] = event.ui_element.selected_option[1]
            self.rebuild()
            return
        if (event.type == pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION
                and event.ui_element.parent_element in self.kind_menus
                and event.ui_element.get_single_selection() is None):
            # A click on the choice already made un-marks it in the open list, which then
            # stayed open: it means "keep this", so the list closes as after any choice.
            # (Choosing another un-marks the old one too, but leaves the new one marked.)
            self.rebuild()
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            if event.ui_element is self.seed_entry:
                self.seed_text = event.text
            elif event.ui_element in self.name_entries:
                self._name_typed(self.name_entries.index(event.ui_element), event.text)
        super().handle_event(event)

    def _name_typed(self, seat: int, text: str) -> None:
        """Keep what was typed, unless it made the name too wide to show at the table."""
        if font(16, True).size(clean_name(text))[0] <= NAME_WIDTH:
            self.names[seat] = text
        else:
            self.name_entries[seat].set_text(self.names[seat])

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.back:
            self.services.navigator.pop()
        elif button is self.start:
            self.start_game()
        elif button in (self.fewer, self.more):
            step = 1 if button is self.more else -1
            self.count = min(
                max(self.count + step, self.info.seats.start), self.info.seats.stop - 1
            )
            self.rebuild()
        elif button in self.colour_buttons:
            self._next_colour(self.colour_buttons.index(button))
            self.rebuild()
        else:
            self._option_button(button)

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.services.navigator.pop()

    def _option_button(self, button: pygame_gui.core.UIElement) -> None:
        for name, game_button in self.game_buttons.items():
            if button is game_button:
                self.choose_game(name)
                self.error = ""
                self.rebuild()
                return
        for (key, value), option_button in self.option_buttons.items():
            if button is option_button:
                if value:
                    chosen = self.options[key]
                    self.options[key] = (
                        [v for v in chosen if v != value] if value in chosen else [*chosen, value]
                    )
                else:
                    self.options[key] = not self.options[key]
                self.rebuild()
                return

    def _next_colour(self, seat: int) -> None:
        """Give `seat` the game's next colour; whoever had it takes `seat`'s old one.

        self.colours is always an order of all the game's colours (seats beyond the
        count hold the spare ones), so swapping keeps every seat's colour distinct.
        """
        order = list(info(self.game_name).seat_colours)
        old = self.colours[seat]
        new = order[(order.index(old) + 1) % len(order)]
        self.colours[self.colours.index(new)] = old
        self.colours[seat] = new

    # --- starting ----------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        return [
            Seat(clean_name(self.names[i]), self.colours[i])
            if self.players_as[i] == HUMAN
            else Seat(clean_name(self.names[i]), self.colours[i], COMPUTER, self.players_as[i])
            for i in range(self.count)
        ]

    def chosen_options(self) -> dict[str, Any]:
        """The options as set, with those whose required toggle is off back at their default."""
        defaults = self.info.default_options()
        return {
            option.key: defaults[option.key]
            if isinstance(option, Choices) and option.requires and not self.options[option.requires]
            else self.options[option.key]
            for option in self.info.options
        }

    def problem(self) -> str | None:
        """Why the game cannot start as set up, in words; None when it can."""
        names = [seat.name for seat in self.seats()]
        if any(not name for name in names):
            return tr("Every player needs a name.")
        for name in names:
            problem = name_problem(name)
            if problem:
                return tr("Cannot use that name: {problem}.").format(problem=problem)
        if len(set(names)) != len(names):
            return tr("Two players have the same name; give each a different one.")
        if self.seed_text and int(self.seed_text) > MAX_SEED:
            return tr("The seed is too large.")
        return None

    def start_game(self) -> None:
        self.error = self.problem() or ""
        if not self.error:
            seed = int(self.seed_text) if self.seed_text else random.randrange(2**31)
            try:
                session = Session.new(
                    self.game_name,
                    self.seats(),
                    seed,
                    self.chosen_options(),
                    new_slot(),
                )
            except (ValueError, UnknownOption, ImportError) as error:
                self.error = tr("Cannot start: {why}").format(why=error)
            else:
                self._remember()
                self.services.start_session(session)
                return
        self.error_label.set_text(self.error)

    # --- drawing -----------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.size)
        for image, pos in self._labels:
            surface.blit(image, pos)
        for seat in range(self.count):
            colour = SEAT_COLOURS[self.colours[seat]]
            centre = (self.left + self.u(18), self.seat_top + seat * self.u(52) + self.u(20))
            draw_seat_badge(surface, colour, centre, self.u(13),
                            self.services.settings.colour_blind)
