"""The play page opened from a link (issue #21): it waits for the person wherever the person was to choose."""
import pytest

from tests.fort_apache.helpers import position
from tutor.widgets.fort_apache_play import PlayApp


@pytest.mark.parametrize("side,threat", [("indians", "c1"), ("cowboys", "i1")])
def test_a_link_made_at_a_survive_choice_waits_for_the_person(side, threat):
    """A hit waits in the rival's turn: the threatened side chooses, so the person takes that seat."""
    text = position(side=side, phase="save", tail=f"threat {threat} withdraw - last -").notation()
    app = PlayApp(seed=3)
    assert app.open_position(text, at_link=True)
    assert app.state.notation() == text  # no bot chose on the person's behalf
    assert app.persons_turn(app.state)
    victims = 1 - ("cowboys", "indians").index(side)
    assert app.match.bots[victims] is None and app.match.bots[1 - victims] is not None


def test_a_link_made_at_a_roll_or_an_act_seats_the_side_whose_turn_it_is():
    for state in (position(side="indians"), position(pending="shot/c1/i1/1", phase="roll")):
        app = PlayApp(seed=3)
        assert app.open_position(state.notation(), at_link=True)
        assert app.state.notation() == state.notation()
        assert app.match.bots[state.side] is None


def test_the_assault_is_a_button_of_its_own_not_a_figure():
    """The assault's actor is the Indian side (1), never cowboy 2's figure button; with four at the gate each
    choice of three is a button."""
    import ipywidgets as widgets

    def walk(widget):
        if isinstance(widget, widgets.Button):
            yield widget.description
        for child in getattr(widget, "children", ()):
            yield from walk(child)

    state = position(side="indians", indians="gate gate gate gate north-cavalry south-cavalry")
    app = PlayApp(seed=1)
    assert app.open_position(state.notation(), at_link=True)
    labels = [label for row in app.controls(app.state) for label in walk(row)]
    assert not [label for label in labels if label.startswith("C")]
    assert len([label for label in labels if "assault the gate" in label]) == 4
