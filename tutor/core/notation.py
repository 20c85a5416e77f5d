"""What every game's position strings and action texts share: bounds, the header, short quotations.

Every parser starts with :func:`bounded` (text only, at most a few thousand characters) and reads
numbers with :func:`read_int` (ASCII digits only, a cap checked on the text before it is converted),
so no input can allocate much or take long, and every message quotes at most :func:`excerpt`.

A position string is fields separated by ``|``; the first field is the header: the game's id, its
settings (each game says which), then every option that differs from its default as ``name=value``.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping, Sequence, TypeVar

from .api import Game, NotationError, State
from .i18n import Joined, M, Message, P, excerpt
from .interpretations import Interpretation

#: the longest position string or action text any parser reads
MAX_TEXT = 20_000
#: the longest action text
MAX_ACTION = 200

G = TypeVar("G", bound=Game)


def bounded(text: object, what: str | Message = M("a position string"), limit: int = MAX_TEXT) -> str:
    """``text`` stripped, or NotationError when it is not a string or is longer than ``limit``."""
    if not isinstance(text, str):
        raise NotationError(M("{what} must be text, not {kind}", what=what, kind=type(text).__name__))
    if len(text) > limit:
        raise NotationError(M("{what} of {n:,} characters is too long (at most {limit:,})", what=what, n=len(text),
                              limit=limit))
    return text.strip()


def fields(text: object, count: int, title: str) -> list[str]:
    """The ``count`` fields of a position string separated by ``|``, stripped."""
    parts = [part.strip() for part in bounded(text).split("|")]
    if len(parts) != count:
        raise NotationError(M("a {game} position has {count} fields separated by '|', this one has {n}", game=title,
                              count=count, n=len(parts)))
    return parts


def read_int(token: str, what: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high`` written in ASCII digits (a leading ``-`` if ``low`` < 0).

    The text's length is checked before it is converted, so ``10**5000`` digits cost nothing."""
    digits = token[1:] if token.startswith("-") and low < 0 else token
    if not (digits.isascii() and digits.isdigit()):
        raise NotationError(M("{what} should be a whole number, not {token}", what=what, token=excerpt(token)))
    if len(digits) > len(str(max(abs(low), abs(high)))) + 1:
        raise NotationError(M("{what} {token} is out of range ({low} to {high})", what=what, token=excerpt(token),
                              low=low, high=high))
    value = int(token)
    if not low <= value <= high:
        raise NotationError(M("{what} {token} is out of range ({low} to {high})", what=what, token=excerpt(token),
                              low=low, high=high))
    return value


def write_header(game: Game, words: Iterable[str]) -> str:
    """``<id> <words...> name=value...``: the options that differ from their defaults, in register order."""
    defaults = game.defaults()
    options = [f"{k}={v}" for k, v in game.options.items() if v != defaults.get(k)]
    return " ".join([game.name, *words, *options])


def read_header(field: str, game_class: type[Game], settings: int,
                extra: Iterable[str] = ()) -> tuple[list[str], dict[str, str]]:
    """The header's ``settings`` leading words and its ``name=value`` options.

    Option names must be options of the game's register (or one of ``extra``, settings some games
    write as ``name=value`` too); anything else is a NotationError, never a constructor's TypeError."""
    words = field.split()
    if not words or words[0] != game_class.name:
        raise NotationError(M("a {game} position starts with {name}, not {found}", game=game_class.name,
                              name=repr(game_class.name), found=excerpt(words[0] if words else field)))
    if len(words) < 1 + settings:
        raise NotationError(P("the header {header} needs {n} setting after {name}",
                              "the header {header} needs {n} settings after {name}", n=settings,
                              header=excerpt(field), name=repr(game_class.name)))
    allowed = set(game_class.defaults()) | set(extra)
    options: dict[str, str] = {}
    for word in words[1 + settings:]:
        name, sep, value = word.partition("=")
        if not sep:
            raise NotationError(M("option {option} should read name=value", option=excerpt(word)))
        if name not in allowed:
            names = Joined(sorted(allowed), ", ") if allowed else M("none")
            raise NotationError(M("{option} is not an option of {game} (options: {options})", option=excerpt(name),
                                  game=game_class.name, options=names))
        if name in options:
            raise NotationError(M("option {option} is given twice", option=excerpt(name)))
        options[name] = value
    return words[1:1 + settings], options


def build(factory: Callable[..., G], *args: Any, **kwargs: Any) -> G:
    """``factory(*args, **kwargs)`` with its ValueError turned into NotationError."""
    try:
        return factory(*args, **kwargs)
    except (ValueError, TypeError) as error:
        said = error.args[0] if error.args and isinstance(error.args[0], Message) else str(error)[:300]
        raise NotationError(said) from None


S = TypeVar("S", bound=State)


def validated(state: S, problems: Callable[[S], Sequence[Message | str]]) -> S:
    """``state`` read from a position string, when the game's validation finds nothing wrong with it; else
    NotationError naming the first five problems (what ``Game.parse`` answers for a position that could not arise)."""
    found = problems(state)
    if found:
        raise NotationError(Joined(list(found[:5]), "; "))
    return state


def option_values(register: Iterable[Interpretation]) -> Mapping[str, tuple[str, ...]]:
    """Every option of a register with the readings it may take (for tests and setup panels)."""
    return {i.option: i.values for i in register if i.option}
