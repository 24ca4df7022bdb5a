"""Build the double-clickable app: a PyInstaller one-folder build of the game.

    python tools/build_app.py [--dist dist]

Needs PyInstaller (`pip install -e '.[build]'`). The result is the folder
dist/railway-table-games/ with the executable `railway-table-games` (`.exe` on
Windows) inside it; on macOS also `dist/Railway Table Games.app`. On Linux the
folder also gets the icon as a PNG and a `.desktop` launcher, because file
managers and application menus start programs through one of those (copy it to
~/.local/share/applications/ to list the game among the applications).
The build is the same on every system: tools/railway_games.spec holds no paths
of this machine. Build on each system for that system; PyInstaller does not
cross-compile.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "tools" / "railway_games.spec"
NAME = "railway-table-games"
TITLE = "Railway Table Games"
ICON_SIZE = 256


def app_folder(dist: Path) -> Path:
    return dist / NAME


def app_executable(dist: Path) -> Path:
    """The built binary that a person (or CI) starts."""
    return app_folder(dist) / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def run_pyinstaller(dist: Path, work: Path) -> None:
    try:
        import PyInstaller  # noqa: F401
    except ModuleNotFoundError:
        sys.exit("PyInstaller is not installed: pip install -e '.[build]'")
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
    ]
    subprocess.run(command, check=True, cwd=ROOT)


def write_icon(path: Path) -> None:
    """The window icon the app draws for itself, saved as a PNG for the launcher."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.ui.art import make_icon

    pygame.image.save(make_icon(ICON_SIZE), str(path))


def desktop_entry(executable: Path, icon: Path) -> str:
    """A freedesktop.org launcher; Exec must be absolute, so it is written per build."""
    return "\n".join(
        [
            "[Desktop Entry]",
            "Type=Application",
            f"Name={TITLE}",
            "Comment=Koplopers & Dwarsliggers and Freight Train, to play at one computer",
            f'Exec="{executable}"',
            f"Path={executable.parent}",
            f"Icon={icon}",
            "Terminal=false",
            "Categories=Game;BoardGame;",
            f"StartupWMClass={NAME}",
            "",
        ]
    )


def write_launcher(dist: Path) -> Path:
    folder = app_folder(dist).resolve()
    icon = folder / f"{NAME}.png"
    write_icon(icon)
    launcher = folder / f"{NAME}.desktop"
    launcher.write_text(desktop_entry(folder / NAME, icon), encoding="utf-8")
    launcher.chmod(0o755)  # desktops start only launchers marked executable
    return launcher


def folder_size(folder: Path) -> int:
    """Bytes on disk of every file in `folder`, links not followed (counted once)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def largest_parts(folder: Path, count: int = 16) -> list[tuple[int, str]]:
    """The `count` heaviest parts of the app in bytes: the files and folders of its
    folder and of its `_internal` folder (a folder counted whole, not looked into)."""
    tops = [p for p in folder.iterdir() if p.name != "_internal"]
    internal = folder / "_internal"
    parts = tops + (list(internal.iterdir()) if internal.is_dir() else [])
    sizes = [
        (folder_size(part) if part.is_dir() else 0 if part.is_symlink() else part.stat().st_size,
         str(part.relative_to(folder)) + ("/" if part.is_dir() else ""))
        for part in parts
    ]
    return sorted(sizes, reverse=True)[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app lands")
    parser.add_argument(
        "--work",
        type=Path,
        default=ROOT / "build" / "pyinstaller",
        help="PyInstaller's scratch folder",
    )
    args = parser.parse_args()
    dist: Path = args.dist.resolve()
    run_pyinstaller(dist, args.work.resolve())
    if sys.platform.startswith("linux"):
        print(f"launcher: {write_launcher(dist)}")
    size = folder_size(app_folder(dist)) / 1e6
    print(f"app: {app_executable(dist)} ({size:.1f} MB); the heaviest parts:")
    for part_size, name in largest_parts(app_folder(dist)):
        print(f"  {part_size / 1e6:6.2f} MB  {name}")


if __name__ == "__main__":
    main()
