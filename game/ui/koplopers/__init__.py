"""The Koplopers & Dwarsliggers board, played with the mouse.

board.py is the board the table screen (game/ui/table) shows: it keeps the
selection and the view of the map, and plays actions. pointer.py follows presses, drags
and clicks; gestures.py names where they land as the engine's typed places
and asks the engine what they mean. dialog_flow.py decides which dialog is
open and routes its clicks; dialogs.py builds and draws the boarding,
exchange and split dialogs; choices.py is what a selected train may do.
painting.py paints each frame from cached layers; glides.py makes trains,
tokens and cards move as the engine's events say; texts.py holds the board's
own words. geometry.py lays the map out in world units and screen_map.py puts
it on screen and answers hit-tests; labels.py places names and tokens;
map_layer.py draws the static map, board_draw.py what changes on it,
map_help.py the hover card and legend, art.py the pictures; layout.py places
the panels, organizer.py and header.py draw them.
"""
