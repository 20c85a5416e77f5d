"""Drawing: pure functions from a game state to a standalone SVG string.

Nothing here imports ipywidgets or matplotlib, holds state or draws at random: the same state
always gives the same picture in the same language (words are drawn in the current language,
:func:`tutor.core.i18n.current`), so widgets, notebooks and tests can all use it.
"""
