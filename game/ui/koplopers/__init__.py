"""The Koplopers & Dwarsliggers board, played with the mouse.

board_scene.py is the scene (input and playing); geometry.py lays the map out
in world units and screen_map.py puts it on screen and answers hit-tests;
map_layer.py draws the static map, board_draw.py what changes on it, art.py
the pictures; layout.py places the panels, organizer.py and header.py draw
them; choices.py is what a selected train may do, dialogs.py the boarding,
exchange and split dialogs, glides.py the moving trains and tokens.
"""
