"""Loading a script of tools/ as a module, for the tests of the AI tools."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType


def tool(name: str) -> ModuleType:
    """tools/`name`.py, loaded once and registered under `name`, with tools/ on the path so
    that the workers a tool spawns can import its functions by that name too."""
    if name in sys.modules:
        return sys.modules[name]
    path = Path(__file__).resolve().parents[2] / "tools" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    if str(path.parent) not in sys.path:
        sys.path.insert(0, str(path.parent))
    spec.loader.exec_module(module)
    return module
