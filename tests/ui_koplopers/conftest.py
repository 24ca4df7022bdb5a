"""The real app with animation off, in a throwaway data folder (tests/quiet_app.py)."""

from tests.quiet_app import app

__all__ = ["app"]
