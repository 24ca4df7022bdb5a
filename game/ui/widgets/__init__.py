"""Widgets the app draws itself where pygame-gui has none that fits."""
