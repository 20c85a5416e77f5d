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

Under ``make serve`` (standalone Voila) the pages visitors open are *preheated*
(``VoilaConfiguration.preheat_kernel``): pools of kernels that have already run a page's notebook
up to the point where it needs the request (a page's ``query_position()`` waits for it, see
``tutor/widgets/links.py``). Before anyone arrives only the pages of :data:`PREHEATED_PAGES` keep one;
then each page keeps as many as it was asked for lately (:meth:`ClassroomKernelManager.pool_target`),
or as a class's warm-up asks (``warmup.py``: settings ``class_size``/``class_pages``/``class_hold``,
or the teacher's page ``/tutor/class``), started a few at a time (:meth:`~ClassroomKernelManager.fill_pools`)
and shut down when idle beyond that (:meth:`~ClassroomKernelManager.shrink_pools`). Voila refuses a
``prelaunch_hook`` then, so the same checks run from :func:`page_config_hook` (a page without a
ready kernel) and from the kernel manager as it hands a preheated kernel to a page. Pool kernels
count towards the cap (they hold memory) but are given up to make room for a page, are never taken
for never-connected pages, and become the visitor's page kernel when handed out. Binder serves
through Voila's server extension, which has no pools: there pages start as before.
"""
from __future__ import annotations

import asyncio
import contextvars
import fnmatch
import functools
import os
import secrets
import sys
import time
import uuid
import weakref
from collections import deque
from datetime import timedelta
from pathlib import Path

from jupyter_core.utils import ensure_async
from jupyter_server._tz import utcnow
from jupyter_server.auth.authorizer import AllowAllAuthorizer
from jupyter_server.base.call_context import CallContext
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado import web
from tornado.ioloop import PeriodicCallback
from traitlets import Bool, Float, Integer, List, Unicode

from . import classes, guard, pages, warmup

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
#: The pages that keep a ready kernel before anyone arrives (`make serve`), most wanted first:
#: patterns of notebook paths relative to the served folder. The start page (where every visit
#: begins), every game's play page (what a class opens most) and the lessons' index (the way into a
#: lesson): 6 kernels, about 0.6 GB. Every other page gets a pool once it is asked for (demand), and
#: a class's pages once the teacher says so (the warm-up).
PREHEATED_PAGES = (
    "index.ipynb",
    "*/play.ipynb",
    "lessons/index.ipynb",
)
POOL_SIZE = 1  # ready kernels per preheated page before anyone arrives
POOL_SHARE = 1 / 3  # the pools hold at most this share of the cap (a warm-up: all but one place)
POOL_STAGGER = 3.0  # s between two pool kernels' starts while the pools first fill (start-up)
#: Demand: a page asked for n times in the last DEMAND_WINDOW seconds keeps min(n, POOL_PAGE_MAX)
#: kernels ready, and a ready kernel beyond that, idle in its pool POOL_IDLE seconds, is shut down.
DEMAND_WINDOW = 60.0
POOL_PAGE_MAX = 4
POOL_IDLE = 120.0
#: At most this many notebooks starting at once, pages being opened included (2 cores: one each);
#: a pool kernel waits while visitors' pages are starting.
POOL_STARTS = 2
#: At most this many visitors' pages run their notebook at once; the others wait their turn, first come
#: first served. Started all at once, 20 pages on 2 cores finished together after ~20 s; in turn, each
#: is done a few seconds after its own arrival (benchmarks/results/class_load.md). 0: no queue.
PAGE_STARTS = 2
TURN_POLL = 0.05  # s between two looks of a waiting page at the queue
MEMORY_RESERVE_MB = 1024  # no pool kernel starts when less memory than this (plus one kernel) is free
POOL_TICK = 1.0  # s between two looks at the pools (refills, shrinking, the warm-up)
CLASS_HOLD = 30.0  # minutes a class's warm-up keeps its kernels ready, unless the class has arrived
MAX_CLASS_SIZE = 200  # students a warm-up may ask for (per page)
MAX_CLASS_HOLD = 240  # minutes
#: s: a page's kernel busy computing this long (after its page was sent) is interrupted, and shut
#: down if it is still busy as long again: one visitor's runaway job must not hold a core for hours.
#: The longest job a page offers takes well under a minute on a loaded machine (benchmarks/results).
BUSY_TIMEOUT = 120
LOOP_LAG_WARNING = 5.0  # s: the server's thread late this long is logged, with what it is running
#: IPython extension loaded in every page's kernel: a job the watchdog interrupts ends with a message
#: on the visitor's page (serve/kernel_notice.py); the kernel finds it through PYTHONPATH.
KERNEL_EXTENSION = "serve.kernel_notice"
#: the teacher versions of the lessons: listed and opened only with a teacher's link (serve/classes.py)
TEACHER_PLACES = ("lessons/teacher",)


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


def free_memory() -> int | None:
    """Memory free for new kernels (bytes): what the machine has available, within the container's
    limit when there is one; None if unknown."""
    try:
        import psutil
    except ImportError:
        return None
    free = psutil.virtual_memory().available
    for folder, limit_file, used_file, cache in (
        ("/sys/fs/cgroup", "memory.max", "memory.current", "inactive_file"),
        ("/sys/fs/cgroup/memory", "memory.limit_in_bytes", "memory.usage_in_bytes", "total_inactive_file"),
    ):
        try:
            limit = Path(folder, limit_file).read_text().strip()
            current = Path(folder, used_file).read_text().strip()
            stat = Path(folder, "memory.stat").read_text()
        except OSError:
            continue
        if not (limit.isdigit() and current.isdigit()) or int(limit) >= 1 << 60:
            continue
        # the container's use counts its file cache, which the kernel gives back when needed
        reclaimable = next((int(line.split()[1]) for line in stat.splitlines()
                            if line.startswith(cache + " ") and line.split()[1].isdigit()), 0)
        free = min(free, int(limit) - int(current) + reclaimable)
    return free


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

    preheated_pages = List(
        Unicode(),
        list(PREHEATED_PAGES),
        config=True,
        help="""Under preheating (standalone Voila with VoilaConfiguration.preheat_kernel), the
        pages that keep ready kernels: glob patterns of notebook paths relative to the served
        folder, most wanted first. Pages matching none start their kernel when asked for.""",
    )
    pool_size = Integer(POOL_SIZE, config=True, help="Ready kernels kept per preheated page.")
    pool_share = Float(
        POOL_SHARE,
        config=True,
        help="""Most of the cap the pools may hold together; pages past it (in the order of
        preheated_pages) get no pool.""",
    )
    pool_stagger = Float(
        POOL_STAGGER,
        config=True,
        help="Seconds between two pool kernels' starts while the pools first fill (start-up).",
    )
    pool_page_max = Integer(
        POOL_PAGE_MAX,
        config=True,
        help="""Most ready kernels one page keeps for its demand (a page asked for n times in the
        last demand_window seconds keeps min(n, pool_page_max) ready); a warm-up may keep more.""",
    )
    demand_window = Float(
        DEMAND_WINDOW, config=True, help="Seconds over which a page's requests count as its demand."
    )
    pool_idle = Float(
        POOL_IDLE,
        config=True,
        help="""Seconds a ready pool kernel beyond its page's demand (or a finished warm-up) may
        wait before it is shut down.""",
    )
    pool_starts = Integer(
        POOL_STARTS,
        config=True,
        help="""Most notebooks starting at once (pool kernels warming and pages being sent): no
        pool kernel starts while this many are.""",
    )
    page_starts = Integer(
        PAGE_STARTS,
        config=True,
        help="""Most visitors' pages whose kernel starts and runs its notebook at once; a page
        asked for meanwhile waits its turn (first come, first served). 0: no limit.""",
    )
    memory_reserve_mb = Integer(
        MEMORY_RESERVE_MB,
        config=True,
        help="No pool kernel starts while less than this (plus one kernel's budget) is free (MB).",
    )
    class_size = Integer(
        0,
        config=True,
        help="""Students expected (0: none). At start-up the server warms this many kernels for
        each page of class_pages, a few at a time, within the cap, and keeps them class_hold
        minutes or until that many have opened each page (make serve CLASS=30 PAGES=...).""",
    )
    class_pages = List(
        Unicode(),
        [],
        config=True,
        help="""The pages the class's lesson uses: notebook paths or glob patterns relative to the
        served folder (e.g. apache/play.ipynb lessons/01-*.ipynb). Each gets class_size kernels.""",
    )
    class_hold = Float(
        CLASS_HOLD, config=True, help="Minutes a class's warm-up keeps its kernels ready."
    )
    teacher_key = Unicode(
        "",
        config=True,
        help="""The key of the teacher's page /tutor/class (?key=...), where a warm-up is started
        without restarting the server. Empty: a random key is made at start and the page's full
        address written in the log.""",
    )
    classes = List(
        Unicode(),
        [],
        config=True,
        help="""Classes whose students join with a code and whose answers are kept (make serve CLASSES="3A 3B"):
        each is created once in the store (answers_db) with a join code and a teacher's link, both written in the
        log at every start. The store keeps them across restarts (serve/classes.py).""",
    )
    answers_db = Unicode(
        "",
        config=True,
        help="""The SQLite file of the classes and their answers. Empty: ~/.local/share/tabletop-tutor/
        answers.sqlite3 (XDG_DATA_HOME). Opened when classes are set or the file exists.""",
    )
    answers_secret = Unicode(
        "",
        config=True,
        help="""The secret this server's kernels post answers with (given to them in their environment). Empty:
        a random one for each run.""",
    )
    teacher_places = List(
        Unicode(),
        list(TEACHER_PLACES),
        config=True,
        help="""Folders (relative to the served folder) only a teacher may list or open: with a class's
        teacher's link or the teacher key, else HTTP 403.""",
    )
    busy_timeout = Integer(
        BUSY_TIMEOUT,
        config=True,
        help="""Seconds a page's kernel may stay busy (computing for its page, once the page has
        been sent) before it is interrupted; still busy as long again, it is shut down. Looked at
        every check_interval. 0 disables.""",
    )
    loop_lag_warning = Float(
        LOOP_LAG_WARNING,
        config=True,
        help="""Seconds after which a server thread that does not answer is logged, with the stack
        of what it is running. 0 disables.""",
    )

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "get_rendered_notebook" in vars(cls):  # Voila's preheating subclass of this class
            _preheating(cls)

    def __init__(self, **kwargs):
        self._page_owners: dict[str, str | None] = {}  # kernel id of a Voila page -> its visitor
        self._page_requests: dict[str, weakref.ref] = {}  # kernel id -> the request rendering it
        self._page_paths: dict[str, str] = {}  # kernel id -> its page's path (for the log)
        self._connected_once: set[str] = set()
        self._pool_kernels: set[str] = set()  # preheated kernels not yet handed to a page
        self._pool_sizes: dict[str, int] = {}  # notebook -> ready kernels wanted (preheating)
        self._unconnected_callback: PeriodicCallback | None = None
        self._busy_since: dict[str, float] = {}  # kernel id -> when it went busy (monotonic)
        self._interrupted: set[str] = set()  # kernels interrupted and not idle since
        self._watchdog_callback: PeriodicCallback | None = None
        self.loop_watch: guard.LoopWatch | None = None
        self._notebooks: list[str] = []  # the pages a pool may be kept for (preheating)
        self._demand: dict[str, deque[float]] = {}  # page -> when it was asked for (monotonic)
        self._ready_since: dict[str, float] = {}  # pool kernel -> when it was first seen ready
        self._pool_callback: PeriodicCallback | None = None
        self._first_fill = True  # the pools have not been full yet (pool_stagger applies)
        self._last_pool_start = 0.0
        self.warmup: warmup.Warmup | None = None
        self.roster: classes.Roster | None = None  # the classes and their answers (serve/classes.py), if any
        self._key = ""
        self._claims = 0  # pages' kernels starting and not yet registered
        self._turns: deque[object] = deque()  # pages waiting to start their kernel, first come first
        self._admitted = 0  # pages let start whose kernel is not registered yet
        super().__init__(**kwargs)

    # -- the cap ---------------------------------------------------------------------------------

    @property
    def kernel_cap(self) -> int:
        return self.max_kernels if self.max_kernels > 0 else automatic_cap(self.kernel_memory_mb)

    def live_kernel_count(self) -> int:
        """Kernels running, starting or stopping."""
        ids = set(self._kernels)
        ids.update(kid for kid, task in self._pending_kernels.items() if not task.done())
        return len(ids)

    def spare_kernels(self) -> list[str]:
        """Preheated kernels ready in a pool, not yet handed to a page (they can be given up)."""
        return [kid for kid in self._pool_kernels if kid in self._kernels and not self._stopping(kid)]

    def is_full(self) -> bool:
        """No place for one more page kernel, even by giving up a pool's spare kernel."""
        return self.live_kernel_count() - len(self.spare_kernels()) >= self.kernel_cap

    def room_for_pool_kernel(self, starting: int = 0) -> bool:
        """A pool may start one more kernel (besides ``starting`` not registered yet) and still
        leave a place for a page; a page taking a place (a pool kernel giving way) keeps it."""
        return self.live_kernel_count() + self._claims + starting + 1 < self.kernel_cap

    # jupyter_client types start_kernel and shutdown_kernel as MultiKernelManager's synchronous wrappers;
    # in the async manager this class extends they are coroutines, as here
    async def start_kernel(self, *, kernel_id=None, path=None, **kwargs):  # type: ignore[override]
        new = kernel_id is None or kernel_id not in self
        pooled = (kwargs.get("env") or {}).get("VOILA_PREHEAT") == "True"
        if not new or pooled:
            return await self._start_kernel(new, pooled, kernel_id=kernel_id, path=path, **kwargs)
        # A page's kernel: its place is claimed until it is registered, so that no pool kernel
        # takes it meanwhile (e.g. while a pool's kernel is shut down to make room for it).
        self._claims += 1
        try:
            page = _is_page_request(_request_handler())
            if page:
                await self._wait_turn()
            try:
                return await self._start_kernel(new, pooled, kernel_id=kernel_id, path=path, **kwargs)
            finally:
                if page:
                    self._admitted -= 1
        finally:
            self._claims -= 1

    def pages_starting(self) -> int:
        """Visitors' pages starting now: let start and not registered yet, or still being sent."""
        return self._admitted + sum(1 for kernel_id in list(self._page_requests) if self.rendering(kernel_id))

    async def _wait_turn(self) -> None:
        """Wait until this page is first in the queue and fewer than page_starts pages are
        starting: on 2 cores, pages started all at once all finish late; in turn, early ones early."""
        ticket = object()
        self._turns.append(ticket)
        try:
            while self.page_starts > 0 and (
                    self._turns[0] is not ticket or self.pages_starting() >= self.page_starts):
                await asyncio.sleep(TURN_POLL)
        finally:
            self._turns.remove(ticket)
        self._admitted += 1

    async def _start_kernel(self, new: bool, pooled: bool, *, kernel_id=None, path=None, **kwargs):
        handler = _request_handler()
        if new and pooled and not self.room_for_pool_kernel():
            # a pool refilling itself never takes the last place (it is topped up once there is room)
            raise RuntimeError("no room for a preheated kernel")
        if new and not pooled and self.live_kernel_count() >= self.kernel_cap:
            spare = self.spare_kernels()
            if spare:  # the pools give way to a page
                self.log.info("Server full: giving up preheated kernel %s for a page", spare[0])
                self._pool_kernels.discard(spare[0])
                await self.shutdown_kernel(spare[0])
        if new and self.is_full():
            # page_config_hook / prelaunch_hook normally answer a page first; this covers every
            # other way in. There is no await between this check and the kernel's registration in
            # _pending_kernels, so simultaneous requests cannot all slip under the cap.
            self.log.warning("Server full (%d kernels): refusing a new kernel", self.kernel_cap)
            raise web.HTTPError(503, "The server is full (%d kernels)", self.kernel_cap)
        if new and pooled and guard.installed:
            # Its query socket (where it waits for its visitor's request) carries its secret.
            kernel_id = kernel_id or str(uuid.uuid4())
            env = dict(kwargs["env"])
            base = env.get("VOILA_WS_BASE_URL") or env.get("VOILA_SERVER_URL") or "/"
            env["VOILA_WS_BASE_URL"] = guard.query_base_url(base, kernel_id)
            kwargs["env"] = env
        if new and (pooled or _is_page_request(handler)):
            _with_kernel_extension(kwargs)
            if self.roster is not None:  # where and with what secret its page posts the answers checked
                self.roster.kernel_env(kwargs)
        kernel_id = await super().start_kernel(kernel_id=kernel_id, path=path, **kwargs)
        if new and pooled:
            # Started for a pool, possibly while refilling it during a request: not that page's.
            self._pool_kernels.add(kernel_id)
        elif new and _is_page_request(handler):
            self._page_owners[kernel_id] = _username(getattr(handler, "current_user", None))
            self._page_requests[kernel_id] = weakref.ref(handler)
            self._page_paths[kernel_id] = _page_path(handler)
            if self.roster is not None:
                self.roster.bind(kernel_id, handler, self.teacher_places)
        self._start_unconnected_check()
        return kernel_id

    # -- preheating ------------------------------------------------------------------------------

    def choose_pools(self, notebooks) -> dict[str, int]:
        """The pool size of each of ``notebooks`` (paths relative to the served folder): pool_size
        for the pages matching preheated_pages, in that order, while the pools fit in pool_share of
        the cap; 0 for the others."""
        budget = int(self.kernel_cap * self.pool_share)
        sizes: dict[str, int] = {}
        for pattern in self.preheated_pages:
            for name in sorted(str(nb) for nb in notebooks):
                if name in sizes or not fnmatch.fnmatch(name, pattern):
                    continue
                size = max(0, min(self.pool_size, budget))
                if size:
                    sizes[name] = size
                    budget -= size
        return sizes

    def hand_out(self, kernel_id: str, handler) -> None:
        """A preheated kernel now serves the page ``handler`` is sending: it becomes that
        visitor's page kernel (owner, never-connected check counted from now)."""
        self._pool_kernels.discard(kernel_id)
        self._ready_since.pop(kernel_id, None)
        if handler is None:
            return
        self._page_owners[kernel_id] = _username(getattr(handler, "current_user", None))
        self._page_requests[kernel_id] = weakref.ref(handler)
        self._page_paths[kernel_id] = _page_path(handler)
        if self.roster is not None:
            self.roster.bind(kernel_id, handler, self.teacher_places)
        kernel = self._kernels.get(kernel_id)
        if kernel is not None:  # it may have waited in its pool for hours: its page starts now
            kernel.last_activity = utcnow()

    # -- pools that follow demand ----------------------------------------------------------------

    def note_request(self, name: str) -> None:
        """A visitor asked for the page ``name`` (a notebook path): its demand. Only pages that
        exist count (a made-up name gets no pool)."""
        if name not in self._notebooks:
            return
        times = self._demand.setdefault(name, deque(maxlen=10 * MAX_CLASS_SIZE))
        times.append(time.monotonic())
        if self.warmup is not None:
            self.warmup.arrived(name)

    def demand(self, name: str, now: float | None = None) -> int:
        """How many times ``name`` was asked for in the last demand_window seconds."""
        times = self._demand.get(name)
        if not times:
            return 0
        now = time.monotonic() if now is None else now
        while times and now - times[0] > self.demand_window:
            times.popleft()
        return len(times)

    def pool_target(self, name: str, now: float | None = None) -> int:
        """Kernels page ``name`` should keep ready: its share before anyone arrives, its recent
        demand (at most pool_page_max) or, during a warm-up, the class's students yet to open it."""
        wanted = max(self._pool_sizes.get(name, 0), min(self.pool_page_max, self.demand(name, now)))
        if self.warmup is not None:
            wanted = max(wanted, self.warmup.remaining(name))
        return wanted

    def pool_entries(self, name: str) -> list[tuple[str | None, bool]]:
        """The kernels of page ``name``'s pool: (kernel id, or None while it starts; ready). A
        kernel is ready once its notebook has run, or waits for its request (query socket)."""
        pool = getattr(self, "_pools", {}).get(name, [])
        _drop_failed(pool)
        entries: list[tuple[str | None, bool]] = []
        for task in pool:
            if not task.done():
                entries.append((None, False))
                continue
            content = task.result()
            kernel_id, render = content.get("kernel_id"), content.get("task")
            ready = kernel_id in guard.QuerySocketHandler.waiters or (render is not None and render.done())
            if ready:
                self._ready_since.setdefault(kernel_id, time.monotonic())
            entries.append((kernel_id, ready))
        return entries

    def pool_pages(self) -> list[str]:
        """The pages that have, or may want, a pool: most wanted first."""
        names = dict.fromkeys(self._pool_sizes)
        if self.warmup is not None:
            names.update(dict.fromkeys(self.warmup.pages))
        names.update(dict.fromkeys(n for n in self._demand if self._demand[n]))
        names.update(dict.fromkeys(getattr(self, "_pools", {})))
        return [n for n in names if n in self._notebooks]

    def starting_count(self) -> int:
        """Notebooks starting now: pool kernels not ready yet, and pages still being sent."""
        pools = sum(not ready for name in getattr(self, "_pools", {}) for _, ready in self.pool_entries(name))
        # pages waiting their turn count too: a pool kernel never starts ahead of a visitor
        return pools + self.pages_starting() + len(self._turns)

    def memory_room(self) -> bool:
        """Enough memory free for one more kernel besides memory_reserve_mb."""
        free = free_memory()
        return free is None or free > (self.memory_reserve_mb + self.kernel_memory_mb) * 2**20

    def pool_budget(self) -> int:
        """Most kernels the pools may hold together: pool_share of the cap; during a warm-up, the
        whole cap (a pool still never takes the last place, and gives way to a page)."""
        if self.warmup is not None and self.warmup.active:
            return self.kernel_cap
        return int(self.kernel_cap * self.pool_share)

    def fill_pools(self) -> int:
        """Start the kernels the pools lack, the page lacking most first, while fewer than
        pool_starts notebooks are starting, within the pools' budget, a place left free for a
        page and memory free. Returns how many were started."""
        start = getattr(self, "_start_pool_kernel", None)
        if start is None:
            return 0
        now = time.monotonic()
        names = self.pool_pages()
        have = {name: len(self.pool_entries(name)) for name in names}
        lacking = {name: self.pool_target(name, now) - have[name] for name in names}
        lacking = {name: n for name, n in lacking.items() if n > 0}
        if not lacking:
            self._first_fill = False
            return 0
        started, starting, total = 0, self.starting_count(), sum(have.values())
        while lacking:
            if self._first_fill and now - self._last_pool_start < self.pool_stagger:
                break
            if (
                starting >= self.pool_starts
                or total >= self.pool_budget()
                # those started in this call are not registered yet: counted here
                or not self.room_for_pool_kernel(started)
                or not self.memory_room()
            ):
                break
            # the pools kept before anyone arrives first (the start page), then the page lacking most
            name = max(lacking, key=lambda n: (have[n] < self._pool_sizes.get(n, 0), lacking[n], -names.index(n)))
            start(name)
            self._last_pool_start = now
            started, starting, total = started + 1, starting + 1, total + 1
            lacking[name] -= 1
            have[name] += 1
            if not lacking[name]:
                del lacking[name]
        return started

    top_up_pools = fill_pools  # the pools are topped up as they are filled

    async def shrink_pools(self) -> None:
        """Shut down the ready kernels a page keeps beyond its demand (or a finished warm-up)
        once they have waited pool_idle seconds: the pools shrink back when the demand stops."""
        now = time.monotonic()
        for name in list(getattr(self, "_pools", {})):
            entries = self.pool_entries(name)
            target = self.pool_target(name, now)
            excess = len(entries) - target
            ready = sorted((kid for kid, is_ready in entries if kid and is_ready),
                           key=lambda kid: self._ready_since.get(kid, now))
            for kernel_id in ready:  # those waiting longest first
                if excess <= 0 or now - self._ready_since.get(kernel_id, now) < self.pool_idle:
                    break
                excess -= 1
                self.log.info("Pool of %s: shutting down an idle kernel (%d left, %d wanted)",
                              name, len(entries) - 1, target)
                entries = [e for e in entries if e[0] != kernel_id]
                self._pool_kernels.discard(kernel_id)
                await self.shutdown_kernel(kernel_id)

    async def tend_pools(self) -> None:
        """Every POOL_TICK: the warm-up's progress, refills, shrinking."""
        try:
            self.tend_warmup()
            self.fill_pools()
            await self.shrink_pools()
        except Exception:
            self.log.exception("Could not tend the pools of preheated kernels")

    def start_pools(self) -> None:
        """Start tending the pools (and a warm-up asked for in the settings), on the server's loop."""
        if self._pool_callback is not None:
            return
        self._pool_callback = PeriodicCallback(self.tend_pools, 1000 * POOL_TICK)
        contextvars.Context().run(self._pool_callback.start)
        self.log.info(
            "Pools follow demand: a page asked for n times in %.0f s keeps min(n, %d) ready, idle "
            "ones shut down after %.0f s; at most %d notebooks starting at once",
            self.demand_window, self.pool_page_max, self.pool_idle, self.pool_starts,
        )
        if self.class_size > 0 and self.class_pages:
            try:
                self.start_warmup(self.class_size, self.class_pages, self.class_hold)
            except ValueError as exc:
                self.log.error("No warm-up: %s", exc)

    # -- a class's warm-up -----------------------------------------------------------------------

    def class_page_names(self, patterns) -> list[str]:
        """The served pages matching ``patterns`` (paths or globs), in the patterns' order."""
        names: list[str] = []
        for pattern in patterns:
            pattern = str(pattern).strip().lstrip("/")
            for name in self._notebooks:
                if name not in names and fnmatch.fnmatch(name, pattern):
                    names.append(name)
        return names

    def start_warmup(self, size: int, patterns, hold_minutes: float) -> warmup.Warmup:
        """Warm ``size`` kernels for each page matching ``patterns``, kept ``hold_minutes``."""
        if not 1 <= size <= MAX_CLASS_SIZE:
            raise ValueError(f"class_size {size} is not within 1-{MAX_CLASS_SIZE}")
        if not 0 < hold_minutes <= MAX_CLASS_HOLD:
            raise ValueError(f"class_hold {hold_minutes} is not within 0-{MAX_CLASS_HOLD} minutes")
        pages = self.class_page_names(patterns)
        if not pages:
            raise ValueError(f"no served page matches {list(patterns)}")
        if self.warmup is not None and self.warmup.active:
            self.end_warmup("replaced")
        self.warmup = warmup.Warmup(tuple(pages), size, 60 * hold_minutes)
        wanted = size * len(pages)
        self.log.info(
            "Warm-up for a class of %d: %d kernels for %s (%d a page), kept %g min; at most %d "
            "notebooks starting at once", size, wanted, ", ".join(pages), size, hold_minutes,
            self.pool_starts,
        )
        # places the class's pools may take: all but one, less those held by other kernels
        own = sum(1 for name in pages for kid, _ in self.pool_entries(name) if kid is not None)
        places = self.kernel_cap - 1 - (self.live_kernel_count() - own)
        free = free_memory()
        by_memory = None if free is None else int(
            max(0, free - self.memory_reserve_mb * 2**20) // (self.kernel_memory_mb * 2**20))
        fits = min(places, by_memory) if by_memory is not None else places
        if fits < wanted:
            self.log.warning(
                "Warm-up: only about %d of %d kernels fit (cap %d kernels, %s MB free); the other "
                "students' pages start when they are opened. Raise the cap (make serve MAX_KERNELS=) "
                "or warm fewer pages.", max(0, fits), wanted, self.kernel_cap,
                "?" if free is None else free // 2**20,
            )
            self.warmup.limited = True
        self.fill_pools()
        return self.warmup

    def end_warmup(self, why: str) -> None:
        """End the warm-up: ``why`` is "hold" (its time is over), "arrived" (every student has
        opened its pages), "stopped" (the teacher) or "replaced" (by a new one)."""
        w = self.warmup
        if w is None or not w.active:
            return
        w.end(why)
        reasons = {"hold": f"its {w.hold / 60:g} min are over", "arrived": "the class has arrived",
                   "stopped": "stopped by the teacher", "replaced": "a new warm-up replaces it"}
        self.log.info("Warm-up over (%s, after %.0f s): the pools go back to the pages' demand",
                      reasons.get(why, why), w.elapsed())

    def tend_warmup(self) -> None:
        """End the warm-up when its hold is over or the class has arrived; log its progress."""
        w = self.warmup
        if w is None or not w.active:
            return
        if w.hold_left() <= 0:
            self.end_warmup("hold")
            return
        if not w.wanted():
            self.end_warmup("arrived")
            return
        ready, wanted = self.warm_counts()
        if w.ready_logged:
            return
        starting = sum(kid is None or not is_ready for name in w.pages for kid, is_ready in self.pool_entries(name))
        if ready >= wanted:
            w.ready_logged = True
            self.log.info("Warm-up ready: %d kernels for %s (%.0f s)", ready, ", ".join(w.pages), w.elapsed())
        elif not starting and not self.starting_count() and (
            not self.room_for_pool_kernel() or not self.memory_room()
        ):
            w.ready_logged = w.limited = True
            self.log.warning(
                "Warm-up ready as far as it fits: %d of %d kernels (%.0f s; %d kernels of at most %d, "
                "%s MB free)", ready, wanted, w.elapsed(), self.live_kernel_count(), self.kernel_cap,
                "?" if free_memory() is None else (free_memory() or 0) // 2**20,
            )
        elif ready - w.logged_ready >= max(1, wanted // 5):
            self.log.info("Warm-up progress: %d of %d kernels warm (%.0f s)", ready, wanted, w.elapsed())
        else:
            return
        w.logged_ready = ready

    def warm_counts(self) -> tuple[int, int]:
        """(ready, wanted) kernels for the warm-up's pages."""
        w = self.warmup
        if w is None:
            return 0, 0
        ready = wanted = 0
        for name in w.pages:
            target = w.remaining(name)
            wanted += target
            ready += min(target, sum(is_ready for _, is_ready in self.pool_entries(name)))
        return ready, wanted

    def pool_status(self) -> list[tuple[str, int, int, int]]:
        """For the teacher's page: (page, ready, starting, wanted) for every pool."""
        rows = []
        for name in self.pool_pages():
            entries = self.pool_entries(name)
            ready = sum(is_ready for _, is_ready in entries)
            target = self.pool_target(name)
            if entries or target:
                rows.append((name, ready, len(entries) - ready, target))
        return rows

    def teacher_key_value(self) -> str:
        """The teacher page's key: teacher_key, else one made at random for this run."""
        if self.teacher_key:
            return self.teacher_key
        if not self._key:
            self._key = secrets.token_urlsafe(18)
        return self._key

    # -- kernels of pages that never connected ---------------------------------------------------

    def notify_connect(self, kernel_id):
        super().notify_connect(kernel_id)
        self._connected_once.add(kernel_id)

    def _start_unconnected_check(self):
        """On the first kernel: say what the cap is, and start looking for unconnected pages,
        runaway kernels and a server thread that stops answering."""
        if self._unconnected_callback is not None:
            return
        self._start_watchdogs()
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
        try:
            self.top_up_pools()
        except Exception:
            self.log.exception("Could not top up the pools of preheated kernels")
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

    # -- the watchdog ----------------------------------------------------------------------------

    def _start_watchdogs(self) -> None:
        if self.busy_timeout > 0:
            self.log.info(
                "Interrupting page kernels busy for more than %d s (checked every %d s)",
                self.busy_timeout, self.check_interval,
            )
            self._watchdog_callback = PeriodicCallback(
                self.stop_runaways, 1000 * max(1, self.check_interval)
            )
            contextvars.Context().run(self._watchdog_callback.start)
        if self.loop_lag_warning > 0:
            self.loop_watch = guard.LoopWatch(self.log, lag=self.loop_lag_warning)
            contextvars.Context().run(self.loop_watch.start)

    def start_watching_activity(self, kernel_id):
        """Jupyter Server's watcher of a kernel's status, noting when the kernel goes busy."""
        super().start_watching_activity(kernel_id)
        kernel = self._kernels[kernel_id]
        stream = getattr(kernel, "_activity_stream", None)
        record = getattr(stream, "_recv_callback", None)
        if stream is None or not callable(record):
            return  # stop_runaways still sees a busy kernel at each look

        def watch(msg_list):
            try:
                record(msg_list)
            finally:
                self._note_state(kernel_id, getattr(kernel, "execution_state", None))

        stream.on_recv(watch)

    def _note_state(self, kernel_id: str, state) -> None:
        if state == "busy":
            self._busy_since.setdefault(kernel_id, time.monotonic())
        else:
            self._busy_since.pop(kernel_id, None)
            self._interrupted.discard(kernel_id)

    async def stop_runaways(self) -> None:
        """Interrupt a page's kernel busy past busy_timeout; shut it down if, interrupted, it is
        still busy past busy_timeout again. Pool kernels and pages being sent are left alone."""
        now = time.monotonic()
        for kernel_id in list(self._kernels):
            try:
                kernel = self._kernels.get(kernel_id)
                state = getattr(kernel, "execution_state", None)
                if state != "busy":
                    self._note_state(kernel_id, state)
                    continue
                if (
                    kernel_id not in self._page_owners  # a pool's, or no Voila page's
                    or self.rendering(kernel_id)
                    or self._stopping(kernel_id)
                ):
                    self._busy_since[kernel_id] = now  # counted from when its page was sent
                    continue
                since = self._busy_since.setdefault(kernel_id, now)
                if now - since < self.busy_timeout:
                    continue
                self._busy_since[kernel_id] = now
                owner = self._page_owners.get(kernel_id)
                page = self._page_paths.get(kernel_id, "?")
                if kernel_id not in self._interrupted:
                    # The page itself says its work took too long and was stopped (kernel_notice.py).
                    self.log.warning(
                        "Interrupting kernel %s (visitor %s, page %s): busy for %.0f s (busy_timeout %d s)",
                        kernel_id, owner, page, now - since, self.busy_timeout,
                    )
                    self._interrupted.add(kernel_id)
                    await ensure_async(self.interrupt_kernel(kernel_id))  # type: ignore[func-returns-value]  # async here
                else:
                    self.log.warning(
                        "Shutting down kernel %s (visitor %s, page %s): still busy %.0f s after it was interrupted",
                        kernel_id, owner, page, now - since,
                    )
                    await self.shutdown_kernel(kernel_id)
            except Exception:  # one kernel must not stop the others being looked at
                self.log.exception("Could not stop runaway kernel %s", kernel_id)

    # -- owners ----------------------------------------------------------------------------------

    def may_use(self, kernel_id: str, user) -> bool:
        """Whether ``user`` may reach ``kernel_id`` (always, for kernels no Voila page started)."""
        if not self.protect_kernels or kernel_id not in self._page_owners:
            return True
        owner = self._page_owners[kernel_id]
        return owner is None or owner == _username(user)

    async def shutdown_kernel(self, kernel_id, now=False, restart=False):  # type: ignore[override]  # as start_kernel
        handler = _request_handler()
        # Voila's /voila/api/shutdown/<id> (sent when a page closes) asks no authorizer: check here.
        if _is_voila_shutdown(handler) and not self.may_use(kernel_id, handler.current_user):
            self.log.warning("Refused to shut down kernel %s for another visitor", kernel_id)
            raise web.HTTPError(403, "This kernel belongs to another page")
        return await super().shutdown_kernel(kernel_id, now=now, restart=restart)

    def remove_kernel(self, kernel_id):
        self._page_owners.pop(kernel_id, None)
        self._page_requests.pop(kernel_id, None)
        self._page_paths.pop(kernel_id, None)
        self._connected_once.discard(kernel_id)
        self._pool_kernels.discard(kernel_id)
        self._ready_since.pop(kernel_id, None)
        self._busy_since.pop(kernel_id, None)
        self._interrupted.discard(kernel_id)
        if self.roster is not None:
            self.roster.unbind(kernel_id)
        guard.QuerySocketHandler.forget(kernel_id)
        return super().remove_kernel(kernel_id)


def _drop_failed(pool: list) -> None:
    """Take out of a Voila pool the kernels that failed to start (e.g. refused: no room)."""
    for task in list(pool):
        if task.done() and (task.cancelled() or task.exception() is not None):
            pool.remove(task)


def _preheating(cls) -> None:
    """Adapt Voila's preheating kernel manager (built on ClassroomKernelManager by
    ``voila.voila_kernel_manager.voila_kernel_manager_factory``): pools sized by the manager
    (fill_pools, tended every POOL_TICK) rather than refilled one per hand-out, failed pool kernels
    dropped, each page request counted as its page's demand, and a preheated kernel handed out with
    the same checks and bookkeeping as a kernel started for a page."""
    voila_init = cls.__init__
    voila_fill = cls.fill_if_needed
    voila_pool_size = cls.get_pool_size
    voila_take = cls.get_rendered_notebook

    def __init__(self, **kwargs):
        self._starting_up = True
        voila_init(self, **kwargs)
        self._starting_up = False
        try:
            loop = asyncio.get_event_loop()
        except RuntimeError:
            loop = None
        if loop is not None:  # once the server runs: the pools fill, a few kernels at a time
            loop.call_soon(self.start_pools)

    def fill_if_needed(self, delay=None, notebook_name=None, **kwargs):
        # Voila calls this for every notebook at start-up and after each hand-out: the pools are
        # started by fill_pools (here, after a hand-out, and every POOL_TICK) instead.
        if self._starting_up and not self._notebooks:
            root = Path(self.root_dir)
            notebooks = sorted(str(p.relative_to(root)) for p in root.rglob("*.ipynb")
                               if self._notebook_filter(p.relative_to(root)))
            self._notebooks = notebooks
            configured = self.config.get(type(self).__name__, {}).get("kernel_pools_config")
            if configured:  # set by hand
                default = configured.get("default", {}).get("pool_size", 0)
                self._pool_sizes = {n: configured.get(n, {}).get("pool_size", default) for n in notebooks}
                self._pool_sizes = {n: size for n, size in self._pool_sizes.items() if size > 0}
                self.kernel_pools_config = {"default": {"pool_size": 0}, **configured}
            else:
                self._pool_sizes = self.choose_pools(notebooks)
                self.kernel_pools_config = {"default": {"pool_size": 0}}
            for name, size in self._pool_sizes.items():
                self.log.info("Preheating %s (%d kernel)", name, size)
        if not self._starting_up:
            self.fill_pools()

    def _start_pool_kernel(self, name: str) -> None:
        """Start one more kernel for page ``name``'s pool (Voila's fill, one kernel at a time)."""
        pool = self._pools.setdefault(name, [])
        config = dict(self.kernel_pools_config.get(name, {}))
        config["pool_size"] = len(pool) + 1
        self.kernel_pools_config[name] = config
        # outside any request's context (a refill may start while a page is being sent): the pool
        # kernel's start must not be taken for that request's (page_config_hook, start_kernel)
        contextvars.Context().run(voila_fill, self, delay=0, notebook_name=name)

    def get_pool_size(self, notebook_name):
        # Voila's page handler asks this once per page request: the page's demand.
        if _is_page_request(_request_handler()):
            self.note_request(notebook_name)
        # Only kernels that have started count: a page whose pool kernel is still waiting its turn
        # or starting gets a kernel of its own at once rather than waiting behind the pool's.
        pool = self._pools.get(notebook_name, [])
        _drop_failed(pool)
        pool.sort(key=lambda task: not task.done())  # Voila hands out the first one
        return min(voila_pool_size(self, notebook_name), sum(task.done() for task in pool))

    async def get_rendered_notebook(self, notebook_name, *args, **kwargs):
        handler = _request_handler()
        if _is_page_request(handler):
            set_xsrf_cookie(handler)  # no "full" check: this page's kernel exists already
        render_task, rendered, kernel_id = await voila_take(self, notebook_name, *args, **kwargs)
        self.hand_out(kernel_id, handler if _is_page_request(handler) else None)
        self.fill_pools()  # its replacement (counted with this page, which is starting now)
        return render_task, rendered, kernel_id

    cls.__init__ = __init__
    cls.fill_if_needed = fill_if_needed
    cls._start_pool_kernel = _start_pool_kernel
    cls.get_pool_size = get_pool_size
    cls.get_rendered_notebook = get_rendered_notebook


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


def full_page(lang: str = "en") -> str:
    """The "server is full, try again in a minute" page in ``lang`` (serve/pages.py)."""
    return pages.full_page(lang, RETRY_AFTER)


def _page_path(handler) -> str:
    request = getattr(handler, "request", None)
    return str(getattr(request, "path", "?"))[:300]


def _with_kernel_extension(kwargs: dict) -> None:
    """Start a page's (or a pool's) IPython kernel with KERNEL_EXTENSION loaded."""
    if kwargs.get("kernel_name") not in (None, "python3"):
        return  # only IPython kernels take the option
    env = dict(kwargs.get("env") or os.environ)
    paths = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    root = str(SERVE_DIR.parent)
    if root not in paths:
        env["PYTHONPATH"] = os.pathsep.join([root, *paths])
    kwargs["env"] = env
    kwargs["extra_arguments"] = [*kwargs.get("extra_arguments", []), f"--ext={KERNEL_EXTENSION}"]


def set_xsrf_cookie(req) -> None:
    """Voila's page, when it closes, posts /voila/api/shutdown/<kernel> with the _xsrf cookie's
    value. Voila never sets that cookie on a notebook page, so the shutdown was refused (403).
    Reading the token sets the cookie on this response."""
    req.xsrf_token  # noqa: B018  (read for its side effect)


def prelaunch_hook(req, notebook, cwd):
    """Voila's hook before a page's kernel starts (VoilaConfiguration.prelaunch_hook; Binder).

    Nothing has been sent to the browser yet, so this can still answer with another page.
    """
    page_checks(req)


def page_config_hook(page_config, **kwargs):
    """Voila's hook as it prepares a page with no preheated kernel (standalone Voila, where
    preheating rules out ``prelaunch_hook``): the same checks, before the page's kernel starts.
    Also called when a pool prepares its page ahead of any request: nothing to check then."""
    handler = _request_handler()
    if _is_page_request(handler):
        page_checks(handler)
    return page_config


def page_checks(req) -> None:
    """Before a page's kernel starts: set the _xsrf cookie; when the server is full, answer with
    the "try again in a minute" page instead."""
    set_xsrf_cookie(req)
    is_full = getattr(req.kernel_manager, "is_full", None)
    if is_full is not None and is_full():
        lang = pages.request_language(req)  # ?lang=, else Accept-Language, else English
        req.log.warning("Server full: answering %s with the 'try again' page (%s)", req.request.path, lang)
        req.set_status(503)
        req.set_header("Content-Type", "text/html; charset=UTF-8")
        req.set_header("Content-Language", lang)
        req.set_header("Vary", "Accept-Language")
        req.set_header("Retry-After", str(RETRY_AFTER))
        req.set_header("Cache-Control", "no-store")
        raise web.Finish(full_page(lang))


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


def standalone_voila() -> bool:
    """Whether this process is standalone Voila (``make serve``), not Jupyter Server with Voila's
    server extension (Binder): only the former has pools of preheated kernels."""
    app = sys.modules.get("voila.app")
    return app is not None and app.Voila.initialized()


def configure_voila(c) -> None:
    """Settings for Voila: standalone (``make serve``), and its server extension (Binder), which
    reads only the VoilaConfiguration part of the same file."""
    use_template_dir()
    c.VoilaConfiguration.template = TEMPLATE  # Voila's "lab" without the CDN stylesheets
    c.VoilaConfiguration.allow_template_override = "NO"  # ?template=classic would fetch CDN CSS
    c.VoilaConfiguration.show_tracebacks = False  # a failing cell says so, without the traceback
    c.VoilaExecutor.iopub_timeout = 60  # under load a cell's output comes late; 4 s lost it (issue #25)
    # the texts under the spinner in every language, for the template to choose from (pages.py)
    c.VoilaExporter.filters = {"tutor_loading": "serve.pages.loading_texts"}
    if standalone_voila():
        # Voila's kernel and query websockets replaced by ones that refuse what they cannot read
        # safely (guard.py, issue #23)
        guard.install()
        # the teacher's page /tutor/class?key=...: a class's warm-up without a restart (warmup.py)
        warmup.install()
        # the print pages /tutor/print/<lesson>/<worksheet|key>.<html|pdf> (printing.py; the key with its key)
        from . import printing

        printing.install()
        # classes: the teacher's places kept apart, students joining, answers recorded (classes.py; after the
        # other handlers: it keeps Voila's page and listing handlers from the teacher's places)
        classes.install()
        # Pools of preheated kernels, sized per page by ClassroomKernelManager.preheated_pages;
        # Voila refuses a prelaunch_hook with them, so the page checks run from page_config_hook.
        c.VoilaConfiguration.preheat_kernel = True
        c.VoilaConfiguration.default_pool_size = 0
        c.VoilaConfiguration.page_config_hook = page_config_hook
    else:  # the server extension (Binder) cannot preheat: Voila's handler finds no pool there
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
