"""The screen every game is played on, composed of parts.

A table screen has a board (the game's own picture and gestures: game/ui/freight,
game/ui/koplopers, or the generic listing), and around it the parts every game
shares, each a module of its own: the game's flow between moves (flow.py, paced
by pace.py), the line under the table (status.py).
"""
