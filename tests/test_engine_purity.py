"""House rule: the engine is pure, it never imports pygame, pygame_gui or game.ui."""

import ast
from pathlib import Path

import game.engine

FORBIDDEN = ("pygame", "pygame_gui", "game.ui")


def imported_modules(path: Path) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def test_no_engine_module_imports_pygame_or_the_ui() -> None:
    engine = Path(game.engine.__file__).parent
    offenders = [
        f"{path.relative_to(engine)} imports {name}"
        for path in engine.rglob("*.py")
        for name in imported_modules(path)
        if any(name == bad or name.startswith(bad + ".") for bad in FORBIDDEN)
    ]
    assert offenders == []
