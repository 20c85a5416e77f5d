"""Serving Tabletop Tutor to a whole class from one machine (issue #11).

Every visit of a Voila page starts a Python kernel (60-150 MB). Out of the box nothing ever gives
that memory back: the shutdown a page sends when it closes is refused (Voila's page reads the
``_xsrf`` cookie, which Voila never sets on a notebook page: voila-dashboards/voila#1458), nothing
culls idle kernels, and a bare GET (a crawler, a link preview, a browser that never runs the page's
JavaScript) starts a kernel no browser will ever connect to. This module is what the configuration
in this folder (``voila.py`` for ``make serve``, ``jupyter_server_config.py`` for Binder) plugs into
Voila and Jupyter Server:

- :func:`prelaunch_hook` runs before a page's kernel starts. It sets the ``_xsrf`` cookie, so the
  page's shutdown on close is accepted, and when the server is full it answers with a friendly
  HTTP 503 page (``full.html``) instead of starting a kernel.
- :class:`ClassroomKernelManager` caps the number of live kernels (:attr:`max_kernels`), shuts down
  the kernel of a page that never connected after :attr:`unconnected_timeout` seconds, and remembers
  which visitor (Jupyter's anonymous-user cookie) each page's kernel belongs to.
- :class:`KernelOwnerAuthorizer` lets only that visitor reach the kernel through ``/api/kernels/<id>``
  (model, DELETE) and its websocket; the kernel manager refuses the same for Voila's own
  ``/voila/api/shutdown/<id>``.

Idle kernels of pages that went away without a word (a crashed browser, a laptop put to sleep) are
culled by Jupyter Server's own culler (``MappingKernelManager.cull_idle_timeout``), set in
:func:`culling`.
"""
from __future__ import annotations

import contextvars
import functools
import os
import weakref
from datetime import timedelta
from pathlib import Path

from jupyter_server._tz import utcnow
from jupyter_server.auth.authorizer import AllowAllAuthorizer
from jupyter_server.base.call_context import CallContext
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado import web
from tornado.ioloop import PeriodicCallback
from traitlets import Bool, Integer

SERVE_DIR = Path(__file__).resolve().parent
#: Jupyter data directory holding the ``tabletop`` Voila template (put first on JUPYTER_PATH).
DATA_DIR = SERVE_DIR / "share"
FULL_PAGE = SERVE_DIR / "full.html"
TEMPLATE = "tabletop"

# The settings, in one place. Every one of them can be overridden on the command line, e.g.
# `make serve MAX_KERNELS=60` or `voila --ClassroomKernelManager.max_kernels=60 ...`.
CULL_IDLE_TIMEOUT = 300  # s: a kernel with no page connected and no activity for 5 min is culled
CULL_INTERVAL = 30  # s: how often the culler looks
UNCONNECTED_TIMEOUT = 60  # s: a page kernel no browser connected to, idle this long, is shut down
CHECK_INTERVAL = 10  # s: how often the kernels of never-connected pages are looked for
KERNEL_MEMORY_MB = 200  # budget per kernel for the automatic cap (measured: 60-150 MB RSS)
MEMORY_SHARE = 0.75  # share of the machine's (or container's) memory the kernels may use
RETRY_AFTER = 60  # s: Retry-After of the "server is full" page, which also reloads itself then


def _request_handler():
    """The Jupyter request handler this call is running for, if any."""
    return CallContext.get(CallContext.JUPYTER_HANDLER)


def _is_page_request(handler) -> bool:
    """Whether ``handler`` is rendering a Voila page (as opposed to, say, JupyterLab's API)."""
    try:
        from voila.handler import VoilaHandler
    except ImportError:  # Voila not installed: nothing is a page
        return False
    return isinstance(handler, VoilaHandler)


def _is_voila_shutdown(handler) -> bool:
    try:
        from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
    except ImportError:
        return False
    return isinstance(handler, VoilaShutdownKernelHandler)


def _username(user) -> str | None:
    if user is None:
        return None
    return getattr(user, "username", None) or (user if isinstance(user, str) else None)


def memory_limit_bytes() -> int | None:
    """The memory this server may use: the container's limit (cgroup) or else the machine's RAM."""
    limits = []
    for path in ("/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"):
        try:
            text = Path(path).read_text().strip()
        except OSError:
            continue
        if text.isdigit() and int(text) < 1 << 60:  # "max" or a huge number means no limit
            limits.append(int(text))
    try:
        limits.append(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES"))
    except (AttributeError, ValueError, OSError):  # not a POSIX system
        pass
    return min(limits) if limits else None


@functools.lru_cache
def automatic_cap(kernel_memory_mb: int = KERNEL_MEMORY_MB) -> int:
    """How many kernels fit: MEMORY_SHARE of the memory, KERNEL_MEMORY_MB each, 2 to 100."""
    limit = memory_limit_bytes()
    if limit is None:
        return 40
    return max(2, min(100, int(limit * MEMORY_SHARE / (kernel_memory_mb * 2**20))))


class ClassroomKernelManager(AsyncMappingKernelManager):
    """Jupyter Server's kernel manager with a cap, a short life for unconnected pages, and owners."""

    max_kernels = Integer(
        0,
        config=True,
        help="""Most kernels alive at once. When reached, a new page gets a friendly "the server is
        full, try again in a minute" page (HTTP 503) and no kernel. 0 sizes the cap to the memory:
        75% of the machine's (or the container's) memory at 200 MB a kernel, 2 to 100 kernels.""",
    )
    kernel_memory_mb = Integer(
        KERNEL_MEMORY_MB, config=True, help="Memory budget per kernel for the automatic cap (MB)."
    )
    unconnected_timeout = Integer(
        UNCONNECTED_TIMEOUT,
        config=True,
        help="""Seconds after which the kernel of a Voila page that no browser ever connected to
        (a bare GET, a crawler, a page closed while loading) is shut down, counted from its last
        activity once the page has been sent (its notebook has run). 0 disables.""",
    )
    check_interval = Integer(
        CHECK_INTERVAL, config=True, help="Seconds between two looks for never-connected kernels."
    )
    protect_kernels = Bool(
        True,
        config=True,
        help="""Only the visitor whose page started a kernel may shut it down or talk to it
        (visitors are told apart by Jupyter's anonymous-user cookie).""",
    )

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._page_owners: dict[str, str | None] = {}  # kernel id of a Voila page -> its visitor
        self._page_requests: dict[str, weakref.ref] = {}  # kernel id -> the request rendering it
        self._connected_once: set[str] = set()
        self._unconnected_callback: PeriodicCallback | None = None

    # -- the cap ---------------------------------------------------------------------------------

    @property
    def kernel_cap(self) -> int:
        return self.max_kernels if self.max_kernels > 0 else automatic_cap(self.kernel_memory_mb)

    def live_kernel_count(self) -> int:
        """Kernels running, starting or stopping."""
        ids = set(self._kernels)
        ids.update(kid for kid, task in self._pending_kernels.items() if not task.done())
        return len(ids)

    def is_full(self) -> bool:
        return self.live_kernel_count() >= self.kernel_cap

    async def start_kernel(self, *, kernel_id=None, path=None, **kwargs):
        new = kernel_id is None or kernel_id not in self
        handler = _request_handler()
        if new and self.is_full():
            # prelaunch_hook normally answers a page first; this covers every other way in.
            # There is no await between this check and the kernel's registration in
            # _pending_kernels, so simultaneous requests cannot all slip under the cap.
            self.log.warning("Server full (%d kernels): refusing a new kernel", self.kernel_cap)
            raise web.HTTPError(503, "The server is full (%d kernels)", self.kernel_cap)
        kernel_id = await super().start_kernel(kernel_id=kernel_id, path=path, **kwargs)
        if new and _is_page_request(handler):
            self._page_owners[kernel_id] = _username(getattr(handler, "current_user", None))
            self._page_requests[kernel_id] = weakref.ref(handler)
        self._start_unconnected_check()
        return kernel_id

    # -- kernels of pages that never connected ---------------------------------------------------

    def notify_connect(self, kernel_id):
        super().notify_connect(kernel_id)
        self._connected_once.add(kernel_id)

    def _start_unconnected_check(self):
        """On the first kernel: say what the cap is, and start looking for unconnected pages."""
        if self._unconnected_callback is not None:
            return
        self.log.info(
            "At most %d kernels at once (%s)",
            self.kernel_cap,
            "ClassroomKernelManager.max_kernels" if self.max_kernels > 0 else "sized to memory",
        )
        self._unconnected_callback = PeriodicCallback(
            self.shutdown_unconnected, 1000 * max(1, self.check_interval)
        )
        if self.unconnected_timeout <= 0:
            return
        self.log.info(
            "Shutting down kernels of pages never connected to after %d s idle (checked every %d s)",
            self.unconnected_timeout,
            self.check_interval,
        )
        # Start it outside the current request's context, so that its calls are not taken for
        # that request (see shutdown_kernel).
        contextvars.Context().run(self._unconnected_callback.start)

    def _stopping(self, kernel_id: str) -> bool:
        """Whether the kernel is being shut down (jupyter_client keeps it pending meanwhile)."""
        task = self._pending_kernels.get(kernel_id)
        return task is not None and not task.done()

    def rendering(self, kernel_id: str) -> bool:
        """Whether the kernel's page is still being sent (its notebook still running)."""
        ref = self._page_requests.get(kernel_id)
        handler = ref() if ref is not None else None
        return handler is not None and not getattr(handler, "_finished", True)

    async def cull_kernel_if_idle(self, kernel_id):
        # Never while its page is still being rendered: Voila would wait for it forever.
        # Nor twice: a kernel being shut down stays listed until it has stopped.
        if not self.rendering(kernel_id) and not self._stopping(kernel_id):
            await super().cull_kernel_if_idle(kernel_id)

    def never_connected(self, kernel_id: str) -> bool:
        """A Voila page's kernel that no browser connected to and that is idle past the timeout."""
        if kernel_id not in self._page_owners or kernel_id in self._connected_once:
            return False
        if self._stopping(kernel_id) or self.rendering(kernel_id):
            return False
        kernel = self._kernels.get(kernel_id)
        if kernel is None or getattr(kernel, "execution_state", None) == "busy":
            return False
        last = getattr(kernel, "last_activity", None)  # about when its page was sent
        return last is not None and utcnow() - last > timedelta(seconds=self.unconnected_timeout)

    async def shutdown_unconnected(self):
        for kernel_id in list(self._kernels):
            try:
                if self.never_connected(kernel_id):
                    self.log.warning(
                        "Shutting down kernel %s: its page never connected in %d s",
                        kernel_id,
                        self.unconnected_timeout,
                    )
                    await self.shutdown_kernel(kernel_id)
            except Exception:  # one bad kernel must not stop the others being reclaimed
                self.log.exception("Could not shut down unconnected kernel %s", kernel_id)

    # -- owners ----------------------------------------------------------------------------------

    def may_use(self, kernel_id: str, user) -> bool:
        """Whether ``user`` may reach ``kernel_id`` (always, for kernels no Voila page started)."""
        if not self.protect_kernels or kernel_id not in self._page_owners:
            return True
        owner = self._page_owners[kernel_id]
        return owner is None or owner == _username(user)

    async def shutdown_kernel(self, kernel_id, now=False, restart=False):
        handler = _request_handler()
        # Voila's /voila/api/shutdown/<id> (sent when a page closes) asks no authorizer: check here.
        if _is_voila_shutdown(handler) and not self.may_use(kernel_id, handler.current_user):
            self.log.warning("Refused to shut down kernel %s for another visitor", kernel_id)
            raise web.HTTPError(403, "This kernel belongs to another page")
        return await super().shutdown_kernel(kernel_id, now=now, restart=restart)

    def remove_kernel(self, kernel_id):
        self._page_owners.pop(kernel_id, None)
        self._page_requests.pop(kernel_id, None)
        self._connected_once.discard(kernel_id)
        return super().remove_kernel(kernel_id)


class KernelOwnerAuthorizer(AllowAllAuthorizer):
    """Allow everything, except a page's kernel to anyone but the visitor whose page started it.

    Applies to what standalone Voila exposes under /api/kernels: GET and DELETE of
    ``/api/kernels/<id>`` and the websocket ``/api/kernels/<id>/channels``.
    """

    def is_authorized(self, handler, user, action, resource):
        if resource != "kernels":
            return True
        kernel_id = getattr(handler, "path_kwargs", {}).get("kernel_id") or getattr(
            handler, "kernel_id", None
        )
        may_use = getattr(handler.kernel_manager, "may_use", None)
        if not kernel_id or may_use is None or may_use(kernel_id, user):
            return True
        self.log.warning("Refused %s on kernel %s to another visitor", action, kernel_id)
        return False


def full_page() -> str:
    return FULL_PAGE.read_text(encoding="utf-8")


def prelaunch_hook(req, notebook, cwd):
    """Voila's hook before a page's kernel starts (VoilaConfiguration.prelaunch_hook).

    Nothing has been sent to the browser yet, so this can still answer with another page.
    """
    # Voila's page, when it closes, posts /voila/api/shutdown/<kernel> with the _xsrf cookie's
    # value. Voila never sets that cookie on a notebook page, so the shutdown was refused (403).
    # Reading the token sets the cookie on this response.
    req.xsrf_token  # noqa: B018  (read for its side effect)
    is_full = getattr(req.kernel_manager, "is_full", None)
    if is_full is not None and is_full():
        req.log.warning("Server full: answering %s with the 'try again' page", req.request.path)
        req.set_status(503)
        req.set_header("Content-Type", "text/html; charset=UTF-8")
        req.set_header("Retry-After", str(RETRY_AFTER))
        req.set_header("Cache-Control", "no-store")
        raise web.Finish(full_page())
    return None


# -- configuration ------------------------------------------------------------------------------


def use_template_dir() -> None:
    """Put this folder's Jupyter data directory (the ``tabletop`` template) first on JUPYTER_PATH."""
    paths = [p for p in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if p]
    if str(DATA_DIR) not in paths:
        os.environ["JUPYTER_PATH"] = os.pathsep.join([str(DATA_DIR), *paths])


def culling(c) -> None:
    """Jupyter Server's culler: kernels with no page connected, idle for CULL_IDLE_TIMEOUT."""
    c.MappingKernelManager.cull_idle_timeout = CULL_IDLE_TIMEOUT
    c.MappingKernelManager.cull_interval = CULL_INTERVAL
    c.MappingKernelManager.cull_connected = False  # an open page keeps its kernel, however idle
    c.MappingKernelManager.cull_busy = True  # a closed page's kernel is culled even if stuck busy


def configure_voila(c) -> None:
    """Settings for Voila: standalone (``make serve``), and its server extension (Binder), which
    reads only the VoilaConfiguration part of the same file."""
    use_template_dir()
    c.VoilaConfiguration.template = TEMPLATE  # Voila's "lab" without the CDN stylesheets
    c.VoilaConfiguration.allow_template_override = "NO"  # ?template=classic would fetch CDN CSS
    c.VoilaConfiguration.show_tracebacks = False  # a failing cell says so, without the traceback
    c.VoilaConfiguration.prelaunch_hook = prelaunch_hook
    c.VoilaConfiguration.multi_kernel_manager_class = ClassroomKernelManager  # standalone only
    c.Voila.authorizer_class = KernelOwnerAuthorizer
    culling(c)


def configure_server(c) -> None:
    """Settings for Jupyter Server (Binder: JupyterLab and the Voila server extension)."""
    use_template_dir()
    c.ServerApp.kernel_manager_class = ClassroomKernelManager
    # One Binder container serves one person (with JupyterLab and a terminal): no owners to keep
    # apart, and the container's memory is the limit the automatic cap reads.
    c.ClassroomKernelManager.protect_kernels = False
    culling(c)
