"""Which build of a playout engine runs: the compiled one where the build made it, else the pure-Python one.

A game's playout engine is one source, ``tutor/games/<game>/playout.py``, written in Cython's pure-Python
mode: it runs as it is, and ``setup.py`` compiles the same file to ``tutor/games/<game>/_playout_c`` when
`make serve` or `make test` sets up a machine with a C compiler. :func:`fastest` chooses between the two.
A compiled module older than its source (the source edited since the last build) is not used: it would
play yesterday's rules. ``make`` rebuilds it (``make setup``); until then the pure module runs and
:func:`status` says why.
"""
from __future__ import annotations

import importlib
import os
from types import ModuleType

#: module name of each pure engine -> why its compiled build is not used ("" when it is)
_WHY: dict[str, str] = {}


def _compiled_name(pure: ModuleType) -> str:
    package, _, name = pure.__name__.rpartition(".")
    return f"{package}._{name}_c"


def fastest(pure: ModuleType) -> ModuleType:
    """The compiled build of the engine module ``pure`` if it exists and is as new as its source, else ``pure``.
    ``TUTOR_PURE_PLAYOUTS=1`` in the environment always chooses the pure module (to compare the two)."""
    if os.environ.get("TUTOR_PURE_PLAYOUTS") == "1":
        _WHY[pure.__name__] = "TUTOR_PURE_PLAYOUTS=1"
        return pure
    try:
        compiled = importlib.import_module(_compiled_name(pure))
    except ImportError:
        _WHY[pure.__name__] = "not compiled (no C compiler or Cython when the project was set up)"
        return pure
    source, binary = pure.__file__ or "", compiled.__file__ or ""
    if os.path.getmtime(binary) < os.path.getmtime(source):
        _WHY[pure.__name__] = f"{os.path.basename(binary)} is older than {os.path.basename(source)}: run `make setup`"
        return pure
    _WHY[pure.__name__] = ""
    return compiled


def compiled_build(pure: ModuleType) -> ModuleType | None:
    """The compiled build of ``pure`` whatever its age, or None (for the tests that check both builds)."""
    try:
        return importlib.import_module(_compiled_name(pure))
    except ImportError:
        return None


def status() -> dict[str, str]:
    """Each engine module chosen so far -> "" when it runs compiled, else why it runs as pure Python."""
    return dict(_WHY)


def builds(engine: ModuleType) -> list[ModuleType]:
    """Both builds of a playout engine, given either: the pure-Python module, then the compiled one if built."""
    package, _, name = engine.__name__.rpartition(".")
    pure = importlib.import_module(f"{package}.{name[1:-2]}") if name.startswith("_") and name.endswith("_c") else engine
    compiled = compiled_build(pure)
    return [pure] if compiled is None else [pure, compiled]


__all__ = ["builds", "compiled_build", "fastest", "status"]
