"""The screen every game is played on, composed of parts.

A table screen (screen.py) has a board (board.py: the game's own picture and
gestures; game/ui/freight, game/ui/koplopers, or the generic listing.py), and
around it the parts every game shares, each a module of its own: the game's flow
between moves (flow.py, paced by pace.py), the turn's controls and the log
(controls.py), the pointer and the piece it carries (pointer.py), the line
under the table (status.py) and the header (header.py).
"""
