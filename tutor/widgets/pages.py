"""Where the page bases were (they now live by concern): kept only so that code written against the old
module still imports (the games' pages import the modules below).

:mod:`tutor.widgets.play_page` (:class:`PlayPage`), :mod:`tutor.widgets.setup_panel` (:class:`SetupPanel`),
:mod:`tutor.widgets.analyse_page` (:class:`AnalysePage`), :mod:`tutor.widgets.jobs` (:class:`Job`, the
stopping rule, :func:`interleave`) and :mod:`tutor.widgets.common` (``GOLD``, :func:`reason_of`, :func:`refusal`).
"""
from .common import GOLD
from .play_page import PlayPage
from .setup_panel import SetupPanel

__all__ = ["GOLD", "PlayPage", "SetupPanel"]
