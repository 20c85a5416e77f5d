"""A whole game as text: where it started, who sat where, and every action played (chance included).

The format (``docs/records.md`` promises it)::

    # Tabletop Tutor game record
    Format: 1
    Game: tribu
    Players: 2
    Options: hand_size=six_then_discard, tribu_spheres=count, ...
    Seats: person, sensible
    Start: tribu 2 | challenge 1 dealer 0 ...
    Result: scores 12, 9; winners 1; <reason>

    1. deal 4*shaman ...
    2. play ...

A header of ``Name: value`` lines (``Result`` only when the game is over), a blank line, then one action
per line, numbered from 1, as its action text (``str(action)``: the notation, never the words of a page's
language). Lines starting with ``#`` are comments. :func:`read` gives back exactly what :func:`write` was
given: the same start, the same actions, the same final state.

Reading is bounded before anything is allocated (:data:`MAX_CHARS`, :data:`MAX_LINES`, and no more actions
than the game's ``max_game_length``); every problem is a :class:`NotationError` naming the line and what is
wrong. Nothing in a record is evaluated: each action is read by its game's parser and checked against the
rules at its position.

The core imports no game: :func:`read` finds the game named in the header among the games the registry declared
(:func:`declare_game`, called by ``tutor.games.register_game``), or in the ``games`` it is given.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from .api import Action, Game, NotationError, State
from .i18n import M, Message, P, excerpt
from .notation import MAX_ACTION, MAX_TEXT

#: the first line of every record
MAGIC = "# Tabletop Tutor game record"
#: the format this module writes; every format up to it is read
FORMAT = 1
#: the longest record read, in characters
MAX_CHARS = 2_000_000
#: the most lines a record may have, whatever its game (its actions are bounded by the game too)
MAX_LINES = 100_000
#: what a seat held by a person is called in ``Seats:``
PERSON = "person"
#: the header's fields, in the order they are written; those marked True must be there
FIELDS: Mapping[str, bool] = {"Format": True, "Game": True, "Players": True, "Options": True, "Seats": True,
                              "Start": True, "Result": False}
#: a word that names a seat (a person or a bot)
_SEAT = re.compile(r"[A-Za-z0-9_\-]{1,40}")
_MOVE = re.compile(r"(\d{1,7})\.[ \t]+(\S.*)")


@dataclass(frozen=True)
class Record:
    """A game read from its record: the start, each action (chance included), who sat where."""

    start: State
    actions: tuple[Action, ...]
    seats: tuple[str, ...]
    format: int = FORMAT

    @property
    def game(self) -> Game:
        return self.start.game

    @property
    def final(self) -> State:
        """The position after the last action."""
        return self.states()[-1]

    def states(self) -> list[State]:
        """Every position: the start, then the one after each action (``len(actions) + 1`` of them)."""
        states = [self.start]
        for action in self.actions:
            states.append(states[-1].apply(action))
        return states


def seats_of(bots: Sequence[object | None], names: Mapping[str, object] | None = None) -> tuple[str, ...]:
    """The ``Seats:`` words of a table: :data:`PERSON` for a person (None), else the bot's name in ``names``
    (name -> class, a registry's ``bots``), else its class's name."""
    words = []
    for bot in bots:
        if bot is None:
            words.append(PERSON)
            continue
        found = next((name for name, kind in (names or {}).items() if type(bot) is kind), None)
        words.append(found or type(bot).__name__)
    return tuple(words)


def result_line(state: State) -> str:
    """A finished game's ``Result:`` value: ``scores 12, 9; winners 1; <reason>`` (seats counted from 1)."""
    outcome = state.outcome()
    if outcome is None:
        return ""
    scores = ", ".join(str(s) for s in outcome.scores)
    winners = ", ".join(str(w + 1) for w in outcome.winners) or "none"
    reason = " ".join(str(outcome.reason).split())
    return f"scores {scores}; winners {winners}; {reason}"


def write(start: State, actions: Iterable[Action], *, seats: Sequence[str] | None = None) -> str:
    """The record of the game played from ``start`` by ``actions`` (each legal where it is played: an illegal
    one raises IllegalAction). ``seats``: who sat where (:data:`PERSON` or a bot's name; every seat a person
    when not given)."""
    game = start.game
    players = game.num_players
    words = tuple(seats) if seats is not None else (PERSON,) * players
    if len(words) != players or not all(_SEAT.fullmatch(w) for w in words):
        raise ValueError(f"seats must be {players} words of letters, digits, '-' or '_', not {words!r}")
    lines: list[str] = []
    state = start
    for number, action in enumerate(actions, 1):
        text = str(action)
        if "\n" in text or "\r" in text or not text.strip():
            raise ValueError(f"action {number} has no one-line text: {text!r}")
        state = state.apply(action)
        lines.append(f"{number}. {text}")
    header = [MAGIC, f"Format: {FORMAT}", f"Game: {game.name}", f"Players: {players}",
              "Options: " + ", ".join(f"{k}={v}" for k, v in game.options.items()),
              "Seats: " + ", ".join(words), f"Start: {start.notation()}"]
    if state.is_terminal:
        header.append(f"Result: {result_line(state)}")
    return "\n".join([*header, "", *lines]) + "\n"


#: the games a record may be of, by name: declared by the registry (``tutor.games.register_game``), as drawings are
_GAMES: dict[str, type[Game]] = {}


def declare_game(game: type[Game]) -> None:
    """Say that records may hold games of ``game`` (its ``name`` is the record's ``Game:``)."""
    _GAMES[game.name] = game


def _known_games() -> dict[str, type[Game]]:
    """Every game the registry declared so far, by its name."""
    return dict(_GAMES)


def _error(line: int, what: Message) -> NotationError:
    return NotationError(M("line {line} of the game record: {what}", line=line, what=what))


def _reason(error: Exception) -> Message | str:
    said = error.args[0] if error.args else ""
    if isinstance(said, Message):
        return said
    text = " ".join(str(said).split())
    return (text[:300] + "…" if len(text) > 300 else text) if text else type(error).__name__


def read(text: object, games: Mapping[str, type[Game]] | type[Game] | None = None) -> Record:
    """The game a record holds (:func:`write`); NotationError names the line and what is wrong.

    ``games``: the game classes a record may be of (one class, or name -> class); by default every game
    imported so far."""
    if not isinstance(text, str):
        raise NotationError(M("a game record must be text, not {kind}", kind=type(text).__name__))
    if len(text) > MAX_CHARS:
        raise NotationError(M("a game record of {n:,} characters is too long (at most {limit:,})", n=len(text),
                              limit=MAX_CHARS))
    if text.count("\n") >= MAX_LINES:
        raise NotationError(M("a game record of more than {limit:,} lines is too long", limit=MAX_LINES))
    lines = text.removeprefix("\ufeff").splitlines()  # an editor's byte-order mark aside
    if not lines or lines[0].strip() != MAGIC:
        raise _error(1, M("a game record starts with the line {magic}", magic=repr(MAGIC)))
    header: dict[str, tuple[int, str]] = {}
    number = 1
    for number, raw in enumerate(lines[1:], 2):
        line = raw.strip()
        if not line:
            break
        if line.startswith("#"):
            continue
        name, sep, value = line.partition(":")
        name = name.strip()
        if not sep or name not in FIELDS:
            raise _error(number, M("{found} is not a header line (Name: value, the names being {names})",
                                   found=excerpt(line), names=", ".join(FIELDS)))
        if name in header:
            raise _error(number, M("{name} is given twice", name=name))
        if len(value) > MAX_TEXT:
            raise _error(number, M("{name} is too long", name=name))
        header[name] = (number, value.strip())
        if name == "Format":  # before anything else: a later format may say the rest differently
            _format(number, value.strip())
    else:
        number = len(lines) + 1
    body_start = number + 1
    for name, needed in FIELDS.items():
        if needed and name not in header:
            raise _error(number, M("the header has no {name} line", name=name))
    start = _start(header, games)
    game = start.game
    seats = _seats(header, game)
    _options(header, game)
    body = [(n, raw.strip()) for n, raw in enumerate(lines[body_start - 1:], body_start)]
    body = [(n, line) for n, line in body if line and not line.startswith("#")]
    limit = game.max_game_length()
    if len(body) > limit:
        raise _error(body[limit][0], P("a game of {game} has at most {n} action", "a game of {game} has at most {n} actions",
                                       n=limit, game=game.name))
    state = start
    actions: list[Action] = []
    for expected, (n, line) in enumerate(body, 1):
        match = _MOVE.fullmatch(line)
        if match is None:
            raise _error(n, M("{found} should read <number>. <action>", found=excerpt(line)))
        if int(match.group(1)) != expected:
            raise _error(n, M("action {found} should be numbered {expected}", found=match.group(1),
                              expected=expected))
        written = match.group(2).strip()
        if len(written) > MAX_ACTION:
            raise _error(n, M("the action {action} is too long", action=excerpt(written)))
        if state.is_terminal:
            raise _error(n, M("the game is over before action {n}", n=expected))
        try:
            action = state.parse_action(written)
        except (NotationError, ValueError, TypeError, KeyError, IndexError) as error:
            raise _error(n, M("{action} cannot be read: {error}", action=excerpt(written, 80),
                              error=_reason(error))) from None
        verdict = state.check(action)
        if not verdict.ok:
            raise _error(n, M("{action} cannot be played there: {reason} [{rule}]", action=excerpt(written, 80),
                              reason=verdict.reason, rule=verdict.rule))
        state = state.apply(action)
        actions.append(action)
    _result(header, state)
    return Record(start, tuple(actions), seats, int(header["Format"][1]))


def _format(line: int, value: str) -> None:
    if not (value.isascii() and value.isdigit() and len(value) < 6):
        raise _error(line, M("the format should be a whole number, not {found}", found=excerpt(value)))
    if not 1 <= int(value) <= FORMAT:
        raise _error(line, M("this is a record of format {found}; this version of the tutor reads formats 1 to "
                             "{known}: a newer tutor wrote it", found=value, known=FORMAT))


def _start(header: Mapping[str, tuple[int, str]], games: Mapping[str, type[Game]] | type[Game] | None) -> State:
    line, name = header["Game"]
    known = {games.name: games} if isinstance(games, type) else dict(games) if games is not None else _known_games()
    if name not in known:
        raise _error(line, M("{game} is not a game of the tutor (games: {games})", game=excerpt(name),
                             games=", ".join(sorted(known)) or "-"))
    cls = known[name]
    line, notation = header["Start"]
    try:
        start = cls.parse(notation)
    except (NotationError, ValueError) as error:
        raise _error(line, M("the start position cannot be read: {error}", error=_reason(error))) from None
    line, players = header["Players"]
    if players != str(start.game.num_players):
        raise _error(line, M("the header says {found} players; the start position has {n}", found=excerpt(players),
                             n=start.game.num_players))
    return start


def _seats(header: Mapping[str, tuple[int, str]], game: Game) -> tuple[str, ...]:
    line, value = header["Seats"]
    words = tuple(w.strip() for w in value.split(","))
    if len(words) != game.num_players:
        raise _error(line, M("the header names {found} seats; the game has {n} players", found=len(words),
                             n=game.num_players))
    for word in words:
        if not _SEAT.fullmatch(word):
            raise _error(line, M("{found} is not a seat (a person or a bot's name)", found=excerpt(word)))
    return words


def _options(header: Mapping[str, tuple[int, str]], game: Game) -> None:
    line, value = header["Options"]
    given: dict[str, str] = {}
    for part in filter(None, (p.strip() for p in value.split(","))):
        name, sep, reading = (w.strip() for w in part.partition("="))
        if not sep or not name:
            raise _error(line, M("option {option} should read name=value", option=excerpt(part)))
        if name in given:
            raise _error(line, M("option {option} is given twice", option=excerpt(name)))
        given[name] = reading
    if given != game.options:
        differ = sorted(set(given) ^ set(game.options) | {k for k in given if game.options.get(k, given[k]) != given[k]})
        raise _error(line, M("the options disagree with the start position's ({options})",
                             options=", ".join(f"{k}={game.options.get(k, '-')}" for k in differ[:5])))


def _result(header: Mapping[str, tuple[int, str]], final: State) -> None:
    if "Result" not in header:
        return
    line, value = header["Result"]
    if not final.is_terminal:
        raise _error(line, M("the header gives a result, but the game is not over after its actions"))
    said = value.split(";")[:2]
    played = result_line(final).split(";")[:2]
    if [" ".join(s.split()) for s in said] != [" ".join(p.split()) for p in played]:
        raise _error(line, M("the result {found} disagrees with the game's ({played})", found=excerpt(value),
                             played="; ".join(played)))
