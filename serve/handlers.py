"""The project's additions to standalone Voila's web handlers (``make serve``; Binder uses Voila's server
extension and gets none of them).

Each part of ``serve/`` (the websocket guard, the teacher's warm-up page, the print pages, the classes) gives
:func:`extend` a function that receives the Voila application and the handlers built so far and returns the
handlers to use. Voila's ``init_handlers`` is replaced once; the functions run in the order they were added, each
on what the previous one returned, and a function added twice runs once.
"""
from __future__ import annotations

from typing import Any, Callable

#: a part's handler function: (the Voila application, the handlers so far) -> the handlers to use
Extension = Callable[[Any, list], list]

extensions: list[Extension] = []


def extend(extension: Extension) -> None:
    """Add ``extension`` to Voila's handlers (once; replacing Voila's ``init_handlers`` at the first call)."""
    if extension in extensions:
        return
    if not extensions:
        import voila.app

        voila_init_handlers = voila.app.Voila.init_handlers

        def init_handlers(self: Any) -> list:
            handlers = list(voila_init_handlers(self))
            for each in extensions:
                handlers = each(self, handlers)
            return handlers

        voila.app.Voila.init_handlers = init_handlers
    extensions.append(extension)
