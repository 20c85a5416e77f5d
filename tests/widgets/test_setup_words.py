"""Plain words where a person reads: the setup panel's rule readings and players counted from 1."""
import re

import pytest

from tutor.games import registered_games
from tutor.widgets.common import player_label
from tutor.widgets.setup_panel import SetupPanel

GAMES = registered_games()


def test_player_label_counts_from_one_and_marks_you():
    assert player_label(0) == "Player 1"
    assert player_label(2) == "Player 3"
    assert player_label(1, you=1) == "Player 2 (you)"
    assert player_label(0, you=1) == "Player 1"


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_every_option_reading_has_a_short_plain_label(info):
    for entry in info.game.INTERPRETATIONS:
        if not entry.option:
            continue
        labels = [r.label for r in entry.readings]
        assert all(labels), f"{entry.id}: a reading without a label"
        assert len(set(labels)) == len(labels), f"{entry.id}: two readings with the same label"
        for reading in entry.readings:
            assert len(reading.label) <= 50 and "_" not in reading.label and "=" not in reading.label
            assert reading.plain == reading.label


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_setup_panel_offers_each_reading_in_plain_words(info):
    panel = SetupPanel(info, lambda: None, prefix=info.id)
    register = [i for i in info.game.INTERPRETATIONS if i.option]
    shown = " ".join(w.value for w in _all(panel) if hasattr(w, "value") and isinstance(w.value, str))
    for entry in register:
        box = panel.options[entry.option]
        assert box.value == entry.default and box.description == ""
        # the choices read as the register's labels (the default marked), their values the option's values
        assert [label.removesuffix(" (the usual reading)") for label, _ in box.options] == \
            [r.label for r in entry.readings]
        assert [value for _, value in box.options] == list(entry.values)
        assert entry.question in shown.replace("&#x27;", "'")
        # never the code's names: no option=value, no option keyword as a label
        labels = " ".join(label for label, _ in box.options)
        assert f"{entry.option}=" not in shown and not re.search(rf"\b{re.escape(entry.option)}\b", labels)
    assert panel.chosen_options() == info.game.defaults()


def test_choosing_a_reading_shows_what_it_means_and_makes_that_game():
    info = next(i for i in GAMES if i.id == "fort_apache")
    panel = SetupPanel(info, lambda: None, prefix="fort")
    gate = next(i for i in info.game.INTERPRETATIONS if i.option == "gate")
    assert panel.meanings["gate"].value.count(gate.reading("one_roll").text) == 1
    panel.options["gate"].value = "damage"
    assert "every hit is a point of damage" in panel.meanings["gate"].value
    assert panel.make_game().options["gate"] == "damage"


def _all(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _all(child)


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_a_board_never_names_an_option_by_its_code(info):
    """With every option at a reading other than the usual one, the board shows no ``option=value``."""
    changed = {i.option: next(v for v in i.values if v != i.default)
               for i in info.game.INTERPRETATIONS if i.option}
    state = info.game(**changed).new_state()
    drawn = info.board_svg(state)
    drawn = re.sub(r"<desc[^>]*>.*?</desc>", "", drawn, flags=re.S)   # a data file's note, not shown
    for option, value in changed.items():
        assert f"{option}={value}" not in drawn and f"{option}: {value}" not in drawn
