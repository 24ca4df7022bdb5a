"""How computer turns are paced on a table, so people can follow them, and how often the
screen wakes while a computer thinks."""

from __future__ import annotations

# Seconds a computer seat waits before it plays, by animation speed, so people can follow:
# the longer pause at the start of its turn marks whose turn begins; between the steps of
# one turn (a Freight Train turn is taking and placing three cars: six steps) each step's
# glide shows what happened, so a shorter one keeps a turn from taking seconds a step.
COMPUTER_PAUSE = {"off": 0.0, "fast": 0.2, "normal": 0.6, "slow": 1.2}
COMPUTER_STEP_PAUSE = {"off": 0.0, "fast": 0.08, "normal": 0.2, "slow": 0.6}
# Seconds the table stays in view after a computer's last move before the hand-over screen
# covers it, so people see what the computer did (its glides have landed by then).
HANDOVER_PAUSE = {"off": 0.0, "fast": 0.5, "normal": 1.2, "slow": 2.0}
# How many times faster computer turns play out (pauses and glides) once a person
# presses Space, until a person is to move again: still seen, but not waited for.
HURRY = 4.0
# Seconds between frames while a computer thinks or waits out its pause and nothing glides:
# often enough to keep the pause, rarely enough to leave the thinking thread the processor.
COMPUTER_TICK = 0.05
