"""Fort Apache actions and their text.

An action is an :class:`Action` of a verb and the fields that verb uses (each field means one thing);
it sorts by its fields, and its ``str`` is lowercase English that :func:`parse_action` reads back.
Figures are ``cowboy 1``-``cowboy 4`` and ``indian 1``-``indian 6`` (indices 0-3 and 4-9); places are
the board's names.

========  ===================================================  =====================================
verb      text                                                 meaning
========  ===================================================  =====================================
ROLL      ``roll 4``                                           chance: one die
HITS      ``roll 2 hits``                                      chance: hits among the gate's 3 dice
MOVE      ``cowboy 2 moves from north walkway to north yard``  one step (energy unless free)
SHOOT     ``cowboy 2 shoots from north walkway at indian 4``   one ammunition, then a roll
FIRE      ``indian 3 shoots a fire arrow from north cavalry    one ammunition, then a roll
          at magazine``
KINDLE    ``indian 3 sets fire to granary``                    from inside the building, no roll
MELEE     ``cowboy 2 attacks indian 4``                        same place, free, then a roll
CLIMB     ``indian 3 climbs at east``                          one energy, then a roll
WITHDRAW  ``cowboy 2 withdraws to magazine``                   the control card sends a figure away
CARD      ``indians play war cry for indian 3``,               a card (``for`` a figure, ``at`` a
          ``cowboys play bucket brigade at well``              building, when it needs a target)
TAKE_HIT  ``cowboys take the hit``                             decline to play a survive card
END       ``end turn``                                         the side to move ends its turn
ASSAULT   ``indians assault the gate``,                        three standing Indians at the gate:
          ``indians 1, 2 and 4 assault the gate``              one energy, then three dice
========  ===================================================  =====================================

The assault names its three Indians when more than three could pull (the player chooses them); with
exactly three standing at the gate it names none. A text that names none where four or more stand
there (written before the choice existed) means the three lowest-numbered, as it did then:
``State.parse_action`` reads it so.
"""
from __future__ import annotations

import re
from typing import Callable, Iterable, Mapping, NamedTuple

from tutor.core import NotationError
from tutor.core.actions import Phrases
from tutor.core.i18n import M, Message, P, Term
from tutor.core.notation import excerpt, read_int

from .board import BUILDINGS, INDEX, PLACES, SIDES, ZONES
from .cards import CARDS, TARGETED
from .constants import FIGURES, NONE, NUM_COWBOYS, NUM_INDIANS

ROLL, HITS, MOVE, SHOOT, FIRE, KINDLE, MELEE, CLIMB, WITHDRAW, CARD, TAKE_HIT, END, ASSAULT = range(13)
__all__ = ["Action", "END_TURN", "FIGURES", "NONE", "NUM_COWBOYS", "NUM_INDIANS", "figure_name", "parse_action",
           "side_of"]


def figure_name(figure: int) -> str:
    """``cowboy 2`` for 1, ``indian 1`` for 4."""
    return f"cowboy {figure + 1}" if figure < NUM_COWBOYS else f"indian {figure - NUM_COWBOYS + 1}"


def side_of(figure: int) -> int:
    return 0 if figure < NUM_COWBOYS else 1


GAME = "fort_apache"


def figure_words(figure: int) -> Message:
    """The figure in the reader's words (``cowboy 2``, ``indio 1``): a message."""
    if figure < NUM_COWBOYS:
        return M("{figure} {number}", figure=Term(GAME, "cowboy"), number=figure + 1)
    return M("{figure} {number}", figure=Term(GAME, "indian"), number=figure - NUM_COWBOYS + 1)


def side_term(side: int) -> Term:
    """``cowboys`` or ``indians``, in the reader's words."""
    return Term(GAME, SIDES[side])


def place_term(place: int, the: bool = False) -> Term:
    """A place of the board (``north walkway``); ``the``: with its article (``the north walkway``)."""
    return Term(GAME, ("the " if the else "") + PLACES[place])


def building_term(building: int, the: bool = False) -> Term:
    """A building (``magazine``); ``the``: with its article."""
    return Term(GAME, ("the " if the else "") + BUILDINGS[building])


def zone_term(zone: int) -> Term:
    return Term(GAME, ZONES[zone])


def card_term(card: int) -> Term:
    return Term(GAME, CARDS[card].name)


def describe(action: Action) -> Message:
    """The action in words a person reads (the log, the pages), in the reader's language; its English is
    the action's text (``str(action)``)."""
    a = action
    try:
        return _DESCRIBE[a.verb](a)
    except (IndexError, KeyError, TypeError):  # a hand-built action with fields out of range
        return M("malformed action {fields}", fields=str(tuple(a)))


def _describe_card(a: Action) -> Message:
    side, card = side_term(a.who), card_term(a.card)
    target = TARGETED.get(CARDS[a.card].effect)
    if target == "figure":
        return M("{side} play {card} for {figure}", side=side, card=card, figure=figure_words(a.ally))
    if target == "building":
        return M("{side} play {card} at {building}", side=side, card=card, building=building_term(a.building))
    return M("{side} play {card}", side=side, card=card)


_DESCRIBE: dict[int, Callable[[Action], Message]] = {
    ROLL: lambda a: M("roll {face}", face=a.face),
    HITS: lambda a: P("roll {n} hit", "roll {n} hits", n=a.hits),
    END: lambda a: M("end turn"),
    CARD: _describe_card,
    TAKE_HIT: lambda a: M("{side} take the hit", side=side_term(a.who)),
    ASSAULT: lambda a: M("indians assault the gate") if a.gang == NONE else
    M("{first}, {second} and {third} assault the gate", first=figure_words(gang_of(a)[0]),
      second=figure_words(gang_of(a)[1]), third=figure_words(gang_of(a)[2])),
    MOVE: lambda a: M("{figure} moves from {place} to {to}", figure=figure_words(a.who), place=place_term(a.place),
                      to=place_term(a.to)),
    SHOOT: lambda a: M("{figure} shoots from {place} at {enemy}", figure=figure_words(a.who),
                       place=place_term(a.place), enemy=figure_words(a.enemy)),
    FIRE: lambda a: M("{figure} shoots a fire arrow from {place} at {building}", figure=figure_words(a.who),
                      place=place_term(a.place), building=building_term(a.building)),
    KINDLE: lambda a: M("{figure} sets fire to {building}", figure=figure_words(a.who),
                        building=building_term(a.building)),
    MELEE: lambda a: M("{figure} attacks {enemy}", figure=figure_words(a.who), enemy=figure_words(a.enemy)),
    CLIMB: lambda a: M("{figure} climbs at {zone}", figure=figure_words(a.who), zone=zone_term(a.zone)),
    WITHDRAW: lambda a: M("{figure} withdraws to {place}", figure=figure_words(a.who), place=place_term(a.to)),
}


class Action(NamedTuple):
    """One action; the fields a verb does not use are NONE (the order of the fields is the sort order)."""

    verb: int
    #: who acts: the figure, or the side that plays a card, takes a hit or assaults the gate
    who: int = NONE
    #: ROLL: the face rolled
    face: int = NONE
    #: HITS: how many of the gate's three dice hit
    hits: int = NONE
    #: CARD: the card played (its index in CARDS)
    card: int = NONE
    #: MOVE, SHOOT, FIRE: where the figure stands
    place: int = NONE
    #: MOVE, WITHDRAW: where the figure goes
    to: int = NONE
    #: SHOOT, MELEE: the enemy figure aimed at
    enemy: int = NONE
    #: FIRE, KINDLE, a card that puts out a fire: the building
    building: int = NONE
    #: CLIMB: the zone whose wall is climbed
    zone: int = NONE
    #: a card that stands a figure up: the figure
    ally: int = NONE
    #: ASSAULT when more than three could pull: the three Indians, as a bit mask over figures
    gang: int = NONE

    def __str__(self) -> str:
        try:
            return self._text()
        except (IndexError, KeyError, TypeError):  # a hand-built action with fields out of range
            return f"malformed action {tuple(self)}"

    def _text(self) -> str:
        return _TEXTS[self.verb](self)


def _card_text(a: Action) -> str:
    text = f"{SIDES[a.who]} play {CARDS[a.card].name}"
    target = TARGETED.get(CARDS[a.card].effect)
    if target == "figure":
        text += f" for {figure_name(a.ally)}"
    elif target == "building":
        text += f" at {BUILDINGS[a.building]}"
    return text


#: each verb's text (read back by :data:`PHRASES`)
_TEXTS: dict[int, Callable[[Action], str]] = {
    ROLL: lambda a: f"roll {a.face}",
    HITS: lambda a: f"roll {a.hits} hit" + ("" if a.hits == 1 else "s"),
    END: lambda a: "end turn",
    CARD: _card_text,
    TAKE_HIT: lambda a: f"{SIDES[a.who]} take the hit",
    ASSAULT: lambda a: "indians assault the gate" if a.gang == NONE else
    "indians {}, {} and {} assault the gate".format(*(f - NUM_COWBOYS + 1 for f in gang_of(a))),
    MOVE: lambda a: f"{figure_name(a.who)} moves from {PLACES[a.place]} to {PLACES[a.to]}",
    SHOOT: lambda a: f"{figure_name(a.who)} shoots from {PLACES[a.place]} at {figure_name(a.enemy)}",
    FIRE: lambda a: f"{figure_name(a.who)} shoots a fire arrow from {PLACES[a.place]} at {BUILDINGS[a.building]}",
    KINDLE: lambda a: f"{figure_name(a.who)} sets fire to {BUILDINGS[a.building]}",
    MELEE: lambda a: f"{figure_name(a.who)} attacks {figure_name(a.enemy)}",
    CLIMB: lambda a: f"{figure_name(a.who)} climbs at {ZONES[a.zone]}",
    WITHDRAW: lambda a: f"{figure_name(a.who)} withdraws to {PLACES[a.to]}",
}


END_TURN = Action(END)

EXAMPLES = ("roll 4", "end turn", "cowboy 2 moves from north walkway to north yard",
            "cowboy 2 shoots from north walkway at indian 4", "indian 3 climbs at east",
            "indian 1 shoots a fire arrow from north cavalry at magazine", "cowboys play by a hair")


def _figure(kind: str, number: str, text: str) -> int:
    limit = NUM_COWBOYS if kind == "cowboy" else NUM_INDIANS
    try:
        n = read_int(number, kind, 1, limit)
    except NotationError:
        raise NotationError(M("{text}: there is no {figure} {number} ({figures} are numbered 1 to {limit})",
                              text=excerpt(text, 60), figure=Term(GAME, kind), number=excerpt(number, 10),
                              figures=Term(GAME, kind, 2), limit=limit)) from None
    return n - 1 if kind == "cowboy" else NUM_COWBOYS + n - 1


def _lookup(names: tuple[str, ...] | Mapping[str, int], name: str, what: str, text: str) -> int:
    if name not in names:
        raise NotationError(M("{text}: {name} is not a {what}; choose from {names}", text=excerpt(text, 60),
                              name=excerpt(name), what=what, names=", ".join(names)))
    return names.index(name) if isinstance(names, tuple) else names[name]


def _card(g: tuple, text: str) -> Action:
    side = SIDES.index(g[0])
    names = {c.name: i for i, c in enumerate(CARDS) if c.side == side}
    card = _lookup(names, g[1], M("cowboy card") if side == 0 else M("indian card"), text)
    target = TARGETED.get(CARDS[card].effect)
    wanted = None if target is None else {"figure": "for", "building": "at"}.get(target)
    if g[2] != wanted:
        raise NotationError(M("{text}: {card} takes '{word} ...'", text=excerpt(text, 60), card=CARDS[card].name,
                              word=wanted) if wanted else
                            M("{text}: {card} takes no target", text=excerpt(text, 60), card=CARDS[card].name))
    if target == "figure":
        fm = _FIGURE.fullmatch(g[3])
        if not fm:
            raise NotationError(M("{text}: {word} is not a figure like 'indian 3'", text=excerpt(text, 60), word=excerpt(g[3])))
        return Action(CARD, side, card=card, ally=_figure(fm[1], fm[2], text))
    if target == "building":
        return Action(CARD, side, card=card, building=_lookup(BUILDINGS, g[3], "building", text))
    return Action(CARD, side, card=card)


def gang_of(action: Action) -> list[int]:
    """The Indians an assault names, lowest first (none when it names none)."""
    return [f for f in range(FIGURES) if action.gang != NONE and action.gang >> f & 1]


def gang_mask(figures: Iterable[int]) -> int:
    """The bit mask of an assault's three Indians."""
    return sum(1 << f for f in figures)


def _gang(g: tuple, text: str) -> Action:
    figures = {_figure("indian", n, text) for n in g}
    if len(figures) != 3:
        raise NotationError(M("{text}: the gate is pulled by three different Indians", text=excerpt(text, 60)))
    return Action(ASSAULT, 1, gang=gang_mask(figures))


def _place(name: str, text: str) -> int:
    return _lookup(INDEX, name, M("place"), text)


def _building(name: str, text: str) -> int:
    return _lookup(BUILDINGS, name, M("building"), text)


_FIG = r"(cowboy|indian) ([0-9]+)"
_FIGURE = re.compile(_FIG)
PHRASES = Phrases("Fort Apache", [
    (r"roll ([1-6])", lambda g, _: Action(ROLL, face=int(g[0]))),
    (r"roll ([0-3]) hits?", lambda g, _: Action(HITS, hits=int(g[0]))),
    (r"end turn", lambda g, _: END_TURN),
    (r"indians assault the gate", lambda g, _: Action(ASSAULT, 1)),
    (r"indians ([0-9]+), ([0-9]+) and ([0-9]+) assault the gate", lambda g, t: _gang(g, t)),
    (r"(cowboys|indians) take the hit", lambda g, _: Action(TAKE_HIT, SIDES.index(g[0]))),
    (r"(cowboys|indians) play (.+?)(?: (for|at) (.+))?", _card),
    (rf"{_FIG} moves from (.+) to (.+)",
     lambda g, t: Action(MOVE, _figure(g[0], g[1], t), place=_place(g[2], t), to=_place(g[3], t))),
    (rf"{_FIG} shoots a fire arrow from (.+) at (.+)",
     lambda g, t: Action(FIRE, _figure(g[0], g[1], t), place=_place(g[2], t), building=_building(g[3], t))),
    (rf"{_FIG} shoots from (.+) at {_FIG}",
     lambda g, t: Action(SHOOT, _figure(g[0], g[1], t), place=_place(g[2], t), enemy=_figure(g[3], g[4], t))),
    (rf"{_FIG} sets fire to (.+)", lambda g, t: Action(KINDLE, _figure(g[0], g[1], t), building=_building(g[2], t))),
    (rf"{_FIG} attacks {_FIG}", lambda g, t: Action(MELEE, _figure(g[0], g[1], t), enemy=_figure(g[2], g[3], t))),
    (rf"{_FIG} climbs at (.+)", lambda g, t: Action(CLIMB, _figure(g[0], g[1], t), zone=_lookup(ZONES, g[2], M("zone"), t))),
    (rf"{_FIG} withdraws to (.+)", lambda g, t: Action(WITHDRAW, _figure(g[0], g[1], t), to=_place(g[2], t))),
], EXAMPLES)


def parse_action(text: object) -> Action:
    """Read an action from its text; extra spaces and capitals are forgiven."""
    return PHRASES.parse(text)
