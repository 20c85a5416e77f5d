"""Drawing: pure functions from a game state to a standalone SVG string.

Nothing here imports ipywidgets or matplotlib, holds state or draws at random: the same state
always gives the same picture, so widgets, notebooks and tests can all use it.
"""
