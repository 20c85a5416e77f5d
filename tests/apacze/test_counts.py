"""Every count an Apacze i Komancze text says is a plural message (issue #21: "1 Indians", "1 fields"): in
English one and many differ, and Polish has three forms (1; 2-4; 5 and more), so a bare number before
"animals" or "tiles" is wrong in some language for some count."""
from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from tutor.core.i18n import render
from tutor.games import apacze
from tutor.games.apacze import verdicts
from tutor.games.apacze.render import regions_svg

POT = Path(__file__).parents[2] / "tutor" / "locale" / "apacze.pot"
#: a placeholder said right before a counted noun, in a message that has no plural forms
BARE_COUNT = re.compile(r"\{(?!colour\b|who\b)\w+\} (animals|tiles|Indians|fields|regions|borders|actions|turns|players|groups|"
                        r"buildings|colours)\b")


def test_no_message_says_a_bare_count() -> None:
    with POT.open() as pot:
        singular = [m.id for m in read_po(pot) if m.id and isinstance(m.id, str)]
    assert singular and [text for text in singular if BARE_COUNT.search(text)] == []


def put_phase() -> apacze.State:
    state = apacze.Game(players=2).new_state()
    for text in ("draw ford", "draw bend", "place at 1,0 turned 0"):
        state = state.apply(state.parse_action(text))
    return state


def test_what_an_action_costs_is_counted_in_each_language() -> None:
    state = put_phase()
    said = {n: verdicts.describe(state, state.parse_action(f"put {n} indian{'s' if n > 1 else ''} on a"))
            for n in (1, 2, 3, 4)}   # costs 0, 2, 4, 7
    assert render(said[1], "en").endswith("using 1 Indian, costs 0 animals")
    assert render(said[2], "pl").endswith("koszt: 2 zwierzęta")
    assert render(said[3], "pl").endswith("koszt: 4 zwierzęta")
    assert render(said[4], "pl").endswith("koszt: 7 zwierząt")
    assert render(said[1], "pl").endswith("koszt: 0 zwierząt")
    assert render(said[2], "it").endswith("costa 2 animali")


def test_the_regions_graph_counts_its_regions_and_borders() -> None:
    start = apacze.Game(players=2).new_state()   # the three start tiles: prairie, river, mountains
    title = re.search(r"<title>(.*?)</title>", regions_svg(start)).group(1)
    assert title == "Regions graph: 3 regions, 2 borders"
