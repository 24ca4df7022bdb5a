"""Interactive lessons: a position, then steps the learner plays on the real table.

model.py reads and checks a lesson file (pure, no pygame); places.py turns the
place spellings a lesson lights into the engine's Targets; run.py follows a
lesson through a game (the step due, whether an action is the one expected,
the scripted moves of the other seats). The pygame side: guide.py (the panel,
the lit places and the nudge, given to the table screen), session.py (the
scripted computer seats) and scene.py (the Learn list).
"""
