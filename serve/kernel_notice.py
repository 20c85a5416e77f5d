"""In a page's kernel: when the server's watchdog interrupts work that ran too long, the page says so.

The server (``ClassroomKernelManager.stop_runaways``, issue #23) interrupts a page's kernel that has
been busy past ``busy_timeout``: ``KeyboardInterrupt`` arrives in the widget callback doing the long
work (a click, a changed value: a ``comm_msg`` from the page). ipykernel would only log it in the
kernel. This IPython extension, loaded in every page's kernel by the server (``--ext=serve.kernel_notice``,
see ``classroom.KERNEL_EXTENSION``), catches it around the kernel's ``comm_msg`` handler and puts a
notice at the top of the page the interrupted widget belongs to, in the page's language (the kernel's
current language, set by the page: ``tutor.widgets.language.page_language``). The notice is an HTML
widget added to the page's outermost box; it says the work was stopped and that the page can be used
on. Nothing else changes: the interrupted callback ends there, as it did before.
"""
from __future__ import annotations

import inspect
import sys
from html import escape
from typing import Any, Callable

from tutor.core.i18n import M, tr

#: what the page says when the server stopped its work
NOTICE = M("Your last action took too long and was stopped, so that the server stays quick for everyone.")
GO_ON = M("You can go on using this page.")
NOTICE_CLASS = "tutor-interrupted"


def load_ipython_extension(shell: Any) -> None:
    """Wrap the kernel's ``comm_msg`` handler (IPython calls this as the kernel starts)."""
    kernel = getattr(shell, "kernel", None)
    handlers = getattr(kernel, "shell_handlers", None)
    if not isinstance(handlers, dict) or "comm_msg" not in handlers:
        return
    handlers["comm_msg"] = guarded(handlers["comm_msg"])


def guarded(handler: Callable[..., Any]) -> Callable[..., Any]:
    """``handler`` (ipykernel's, called with ``stream, idents, msg``) showing the notice when interrupted."""
    if getattr(handler, "_tutor_guarded", False):
        return handler

    async def finish(result: Any, msg: Any) -> Any:
        try:
            return await result
        except KeyboardInterrupt:
            interrupted(msg)
            return None

    def comm_msg(stream: Any, idents: Any, msg: Any) -> Any:
        try:
            result = handler(stream, idents, msg)
        except KeyboardInterrupt:
            interrupted(msg)
            return None
        if inspect.isawaitable(result):
            return finish(result, msg)
        return result

    comm_msg._tutor_guarded = True  # type: ignore[attr-defined]
    return comm_msg


def interrupted(msg: Any) -> None:
    """Show the notice on the page of the widget ``msg`` was for; never raises."""
    try:
        comm_id = msg["content"]["comm_id"]
        shown = show_notice(comm_id)
    except BaseException as error:  # noqa: BLE001 - the kernel must live on whatever happens here
        shown = False
        print(f"serve.kernel_notice: could not show the notice: {error!r}", file=sys.__stderr__)
    if not shown:
        print("serve.kernel_notice: a page's work was interrupted (no page to show it on)", file=sys.__stderr__)


def notice_html() -> str:
    """The notice's HTML, in the kernel's current language."""
    return (f"<div class='{NOTICE_CLASS}-text' role='alert' style='border-left: 4px solid #b8860b; "
            f"background: #fff8e1; padding: .5em .75em; margin: .25em 0'><b>{escape(tr(NOTICE))}</b> "
            f"{escape(tr(GO_ON))}</div>")


def page_root(widget: Any, instances: dict) -> Any:
    """The outermost box holding ``widget`` (the page as displayed), or None if it is in none."""
    parents: dict[int, Any] = {}
    for candidate in list(instances.values()):
        for child in getattr(candidate, "children", None) or ():
            parents.setdefault(id(child), candidate)
    root, seen = None, set()
    node = parents.get(id(widget))
    while node is not None and id(node) not in seen:
        seen.add(id(node))
        root = node
        node = parents.get(id(node))
    return root


def show_notice(comm_id: str) -> bool:
    """Put the notice at the top of the page holding the widget ``comm_id``; whether it was shown."""
    from ipywidgets import HTML
    from ipywidgets.widgets import widget as widget_module

    instances = widget_module._instances
    widget = instances.get(comm_id)
    if widget is None:
        return False
    root = page_root(widget, instances)
    if root is None:
        return False
    children = tuple(root.children)
    notice = next((c for c in children if NOTICE_CLASS in getattr(c, "_dom_classes", ())), None)
    if notice is None:  # created whole, so that the page receives it in one message
        root.children = (HTML(value=notice_html(), _dom_classes=(NOTICE_CLASS,)), *children)
    else:
        notice.value = notice_html()
    return True
