"""Replays: a kept game watched move by move (timeline, read-only session, screen, chart)."""
