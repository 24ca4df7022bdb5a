"""The application: window, settings, sound, the scene stack and the frame loop.

The app makes the services every scene is given (game/ui/services.py: the
navigator, the display, the settings, the sounds) and drives the scene stack;
scenes never see the app itself. Screens are made by name from the registry
(game/ui/screens.py).

Start-up imports only pygame, pygame-gui and the app's own light modules: the
engines (and networkx with the Koplopers map) load when a game starts, so the
first menu frame appears in well under a second.

The loop sleeps: it draws a frame on input, for a moment after input (hover
colours, tooltips), and when the scene on top asks for one (see Scene); else
it waits on events. Every size change of the window, however it comes (a drag
of its edge, F11, a window manager's maximise, the UI-scale setting), lays
every scene out again at the next frame.
"""

from __future__ import annotations

import os
import threading
import time
import warnings

import pygame

from game.store.saves import prepare_storage
from game.store.settings import Settings, load_settings, save_settings
from game.texts import mark, tr, use_language
from game.ui.art import make_icon
from game.ui.display import Display
from game.ui.glyphs import guard_pygame_gui
from game.ui.heap import give_big_frees_back
from game.ui.navigator import Navigator
from game.ui.scale import opening_size
from game.ui.scenes.stack import SceneStack, Screen
from game.ui.screens import open_screen
from game.ui.services import Services
from game.ui.sound import Sounds
from game.ui.waiting import wait_for_event
from game.ui.widget_shapes import lighten_widget_shapes

TITLE = mark("Railway Table Games")
MIN_SIZE = (800, 560)
FPS = 60
# After input, frames go on for SETTLE seconds, SETTLE_TICK apart: widgets' hover colours
# settle and their tooltips appear (pygame-gui does both in update(), not on events).
SETTLE = 1.5
SETTLE_TICK = 1 / 20
# Posted by App.wake(): something changed that no input announced.
WAKE = pygame.event.custom_type()


class App:
    def __init__(self) -> None:
        # Window managers group and label windows by this name, not by the script's.
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "railway-table-games")
        give_big_frees_back()
        pygame.display.init()
        if pygame.display.get_driver() == "x11":  # read when the window is made, just below
            # Every frame is drawn in software: the window shows it by X11's shared memory.
            # Else SDL shows it through OpenGL, which on Mesa loads a compiler (llvmpipe:
            # +100 MB resident) and, on a virtual X server, costs 57% of a core to glide a
            # card at 51 frames a second instead of 8% at 58.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.font.init()
        guard_pygame_gui()
        lighten_widget_shapes()
        pygame.key.set_repeat(400, 40)
        # Why games and settings cannot be stored (shown over the menu), or None.
        self.storage_problem = prepare_storage()
        self.settings: Settings = load_settings()
        use_language(self.settings.language)  # before any screen words itself
        pygame.display.set_caption(tr(TITLE))
        pygame.display.set_icon(make_icon(64))
        self.display = Display(self._open_window(self.settings.fullscreen), self.settings)
        self.laid_out_for: tuple[tuple[int, int], float] | None = None
        self.sounds = Sounds()
        self.stack = SceneStack()
        self.navigator = Navigator(self.stack, self._make_screen)
        self.services = Services(
            navigator=self.navigator,
            display=self.display,
            settings=self.settings,
            sounds=self.sounds,
            settings_changed=self.settings_changed,
            store_settings=self.store_settings,
            wake=self.wake,
            quit=self.quit,
        )
        self.clock = pygame.time.Clock()
        self.last_input = 0.0  # time.monotonic() of the last event
        self.f11_held = False  # F11 went down, switched, and has not been let go since
        self.running = True
        self.sounds.follow(self.settings)

    def _make_screen(self, name: str, arguments: dict[str, object]) -> Screen:
        """The navigator's screens, each given the services (never the app)."""
        return open_screen(self.services, name, arguments)

    # --- window and settings ------------------------------------------------------------
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        """The one window, made once: F11 and resizes change it, never make it anew. It
        opens as it was left (size and place, where that is still on the screen), else
        sized to the screen."""
        desktop = pygame.display.get_desktop_sizes()[0]
        kept = self.settings.window_size
        size = opening_size(desktop) if kept is None else (  # a smaller screen since: fit it
            max(MIN_SIZE[0], min(kept[0], desktop[0])), max(MIN_SIZE[1], min(kept[1], desktop[1])))
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        window = self.window()
        window.minimum_size = MIN_SIZE
        place = self.settings.window_position
        if place is not None and _on_screen(place, size, desktop):
            window.position = (place[0], place[1])
        if fullscreen:
            window.set_fullscreen(desktop=True)
            screen = pygame.display.get_surface() or screen
        return screen

    @staticmethod
    def window() -> pygame.Window:
        """The display module's window, for what only a Window can do (full screen, sizes)."""
        with warnings.catch_warnings():  # pygame-ce would rather windows were made as Windows;
            warnings.simplefilter("ignore", DeprecationWarning)  # pygame-gui draws on either
            return pygame.Window.from_display_module()

    def remember_window(self) -> None:
        """Keep the window's size and place for the next start (not a full screen's)."""
        if self.fullscreen:
            return
        window = self.window()
        self.settings.window_size = list(window.size)
        self.settings.window_position = list(window.position)
        self.store_settings()

    @property
    def fullscreen(self) -> bool:
        return bool(pygame.display.is_fullscreen())

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.settings_changed()

    def settings_changed(self) -> None:
        """Bring window, theme, sound, language and every scene in line with the settings, and
        store them."""
        use_language(self.settings.language)
        pygame.display.set_caption(tr(TITLE))
        if self.fullscreen != self.settings.fullscreen:
            window = self.window()
            window.set_fullscreen(desktop=True) if self.settings.fullscreen else (
                window.set_windowed()
            )
        self.sounds.follow(self.settings)
        self.laid_out_for = None  # the theme, the UI scale and the language may have changed
        self.fit_to_window()
        self.store_settings()

    def fit_to_window(self) -> None:
        """Lay every scene out again if the window's size (or the UI scale) changed since."""
        display = self.display
        display.screen = pygame.display.get_surface() or display.screen
        laid_out = (display.size, display.scale)
        if laid_out != self.laid_out_for:
            self.laid_out_for = laid_out
            self.stack.rebuild()

    def store_settings(self) -> None:
        """Write the settings; when that fails, say why over the scene and go on."""
        try:
            save_settings(self.settings)
        except OSError as error:
            said = (tr("The change applies until the app is closed, but it could not be stored: "
                       "{reason} ({path}).") if error.filename
                    else tr("The change applies until the app is closed, but it could not be "
                            "stored in the data folder: {reason}."))
            self.services.show_message(tr("Settings not stored"), said.format(
                reason=error.strerror or error, path=error.filename))

    def start_sound(self) -> None:
        """Open audio and synthesise effects off the main thread, after the first frame."""
        threading.Thread(target=self.sounds.load, daemon=True).start()

    # --- the loop -----------------------------------------------------------------------
    def wake(self) -> None:
        """A frame soon, from any thread: something changed that no input announced."""
        pygame.event.post(pygame.event.Event(WAKE))

    def quit(self) -> None:
        """The loop ends after this frame: the app closes."""
        self.running = False

    def handle_event(self, event: pygame.event.Event) -> None:
        self.last_input = time.monotonic()
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.VIDEORESIZE and not self.fullscreen:
            # A window manager's resize has made the window this size already; one posted
            # by a test or a tool asks for it.
            if pygame.display.get_window_size() != (event.w, event.h):
                self.window().size = (max(event.w, MIN_SIZE[0]), max(event.h, MIN_SIZE[1]))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            # Switching takes the window system a moment, in which a held key repeats:
            # one press, one switch.
            if not self.f11_held:
                self.toggle_fullscreen()
            self.f11_held = pygame.key.get_pressed()[pygame.K_F11]
        elif event.type != WAKE:
            self.stack.handle_event(event)

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: `events` (else those waiting), then the update by `dt` seconds, the draw."""
        for event in pygame.event.get() if events is None else events:
            self.handle_event(event)
        self.f11_held = self.f11_held and pygame.key.get_pressed()[pygame.K_F11]
        if self.running and self.stack.scenes:
            self.fit_to_window()
            self.stack.update(dt)
            self.stack.draw(self.display.screen)
            pygame.display.flip()

    def next_frame_in(self) -> float | None:
        """Seconds until a frame is due with no input, None: not until input comes."""
        wish = self.stack.top.next_frame_in() if self.stack.scenes else None
        if time.monotonic() - self.last_input < SETTLE:
            wish = SETTLE_TICK if wish is None else min(wish, SETTLE_TICK)
        return wish

    def wait_for_frame(self) -> tuple[list[pygame.event.Event], bool]:
        """Sleep until input comes or a frame is due; the events to handle, and whether it
        slept (at most FPS frames a second either way)."""
        self.clock.tick(FPS)
        delay = self.next_frame_in()
        if delay is not None and delay <= 0:
            return pygame.event.get(), False
        wait_for_event(delay)
        return pygame.event.get(), True

    def show_first_frame(self) -> None:
        self.navigator.push("menu")
        if self.storage_problem:
            self.services.show_message(tr("Nothing can be saved"), self.storage_problem)
        self.frame(0.0)

    def run(self) -> None:
        self.show_first_frame()
        self.start_sound()
        self.loop()

    def loop(self) -> None:
        """Frames until the app is closed: as many as needed, at most FPS a second."""
        last = time.monotonic()
        while self.running and self.stack.scenes:
            events, slept = self.wait_for_frame()
            now = time.monotonic()
            dt, last = now - last, now
            if slept and events:
                # Time passed asleep with nothing moving: timers catch up on it first, so
                # that a glide this input starts does not begin already far along.
                self.stack.update(dt)
                dt = 0.0
            self.frame(dt, events)


def _on_screen(place: list[int], size: tuple[int, int], desktop: tuple[int, int]) -> bool:
    """True when a window of `size` at `place` shows at least its title bar's first part on
    a desktop of `desktop` pixels (a screen unplugged since leaves it nowhere)."""
    x, y = place
    return -size[0] // 2 < x < desktop[0] - 100 and 0 <= y < desktop[1] - 100


def run_app(first_frame: bool = False) -> int:
    """The app until it is closed; or, with `first_frame`, only the start-up: the first
    menu frame flipped to the screen, then the time of that (seconds since the epoch)
    and the CPU the process had used by then printed, so a benchmark times the real
    start of the program it launched, packaged or not."""
    app = App()
    try:
        if first_frame:
            app.show_first_frame()
            shown, cpu = time.time(), time.process_time()
            print(f"first frame at {shown:.6f} after {cpu:.6f} s CPU", flush=True)
        else:
            app.run()
            app.remember_window()
    finally:
        pygame.quit()
    return 0
