"""What the app keeps on disk for the player, without a window toolkit: saves and their
format, each saves folder's index and the lists made from it, the statistics, the seats of
a game, settings, the last setup, and the data folder they all live in (paths).

Nothing here imports pygame, pygame_gui or game.ui (tests/test_store_purity.py), so
`python -m game check` and the statistics run on a machine with no screen.
"""
