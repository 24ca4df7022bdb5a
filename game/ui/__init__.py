"""The desktop app: pygame only here. Importing it keeps pygame's banner off the console."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
