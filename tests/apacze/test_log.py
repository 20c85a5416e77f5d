"""The Apacze i Komancze log: a drawn tile is named to its drawer only; the round's scoring is told."""
from tutor.core.match import Move
from tutor.games import apacze
from tutor.games.apacze.log import narrate


def test_a_draw_is_named_to_its_drawer_only():
    state = apacze.Game(players=2).new_state()
    action = state.parse_action("draw ford")
    move = Move(state, action, state.apply(action))
    assert narrate(move, 0) == ["red draws a ford tile"]
    assert narrate(move, 1) == narrate(move, None) == ["red draws a tile"]


def test_an_action_and_its_scoring():
    state = apacze.Game.parse(apacze.INFO.samples[0])
    action = state.legal_actions()[0]
    after = state.apply(action)
    assert narrate(Move(state, action, after), 1)[0] == f"red: {action}"
