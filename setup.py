"""The compiled part of the build: each game's playout engine (``tutor/games/<game>/playout.py``, Cython's
pure-Python mode) compiled to ``tutor/games/<game>/_playout_c``. Everything else is in pyproject.toml.

Nothing here is required: without Cython or a C compiler (or when a module fails to compile) the build
says so and goes on, and ``tutor.sim.compiled.fastest`` then takes the pure-Python module, which plays
exactly the same games, only slower.
"""
from __future__ import annotations

import os
import sys
from glob import glob
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

#: one module per game; ``TUTOR_PLAYOUTS=apache,tribu`` in the environment builds only those games
SOURCES = sorted(source for source in glob("tutor/games/*/playout.py")
                 if not os.environ.get("TUTOR_PLAYOUTS") or Path(source).parent.name in os.environ["TUTOR_PLAYOUTS"].split(","))


def extensions() -> list:
    try:
        from Cython.Build import cythonize
        from setuptools import Extension
    except ImportError:
        print("tabletop-tutor: Cython is missing; the playouts run as pure Python", file=sys.stderr)
        return []
    directives = {"language_level": 3, "boundscheck": False, "wraparound": False, "cdivision": True,
                  "infer_types": True}
    built = []
    for source in SOURCES:  # one at a time: a module Cython refuses leaves the others compiled
        module = Extension(f"tutor.games.{Path(source).parent.name}._playout_c", [source])
        try:
            built += cythonize([module], compiler_directives=directives, quiet=True)
        except Exception as exc:  # a Cython error: the pure-Python module still works
            print(f"tabletop-tutor: {source} could not be translated to C ({exc}); it runs as pure Python",
                  file=sys.stderr)
    return built


class OptionalBuildExt(build_ext):
    """Builds what it can: a missing compiler or a failing module costs speed, never the install."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:
            print(f"tabletop-tutor: no C compiler ({exc}); the playouts run as pure Python", file=sys.stderr)

    def build_extension(self, ext) -> None:
        try:
            super().build_extension(ext)
        except Exception as exc:
            print(f"tabletop-tutor: {ext.name} was not compiled ({exc}); it runs as pure Python", file=sys.stderr)


setup(ext_modules=extensions(), cmdclass={"build_ext": OptionalBuildExt})
