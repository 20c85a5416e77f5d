"""The clickable board: the target primitive, the widget's messages and the click controller."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from tutor.render.svg import button_strip, clickable, target
from tutor.widgets.board import BoardWidget, Choice, ClickController, hint, live_targets


def test_a_target_is_a_focusable_named_button_with_its_hint():
    g = ET.fromstring(target("hand:3", '<rect width="4" height="4"/>', "discard <lupo> & more"))
    assert g.tag == "g" and g.get("class") == "target"
    assert (g.get("data-target"), g.get("tabindex"), g.get("role")) == ("hand:3", "0", "button")
    assert g.get("aria-label") == "discard <lupo> & more" and g.find("title").text == "discard <lupo> & more"
    assert g.find("rect") is not None
    chosen = ET.fromstring(target("hand:3", "<rect/>", "x", selected=True))
    assert chosen.get("class") == "target selected"


def test_clickable_draws_only_the_ids_it_is_given():
    assert clickable("deck", "<rect/>", None) == "<rect/>"
    assert clickable("deck", "<rect/>", {"hand:1": "x"}) == "<rect/>"
    assert 'data-target="deck"' in clickable("deck", "<rect/>", {"deck": "draw"})
    assert 'class="target selected"' in clickable("deck", "<rect/>", {}, ["deck"])


def test_the_button_strip_draws_live_buttons_only():
    drawn, used = button_strip([("button:pass", "pass"), ("button:end", "end turn")], 0, 0, {"button:end": "end"})
    assert 'data-target="button:end"' in drawn and "button:pass" not in drawn and used > 0
    assert button_strip([("button:pass", "pass")], 0, 0, None) == ("", 0)


class Page:
    """A page as the controller sees it: choices, a drawing and a message line, with a record."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.said: list[tuple[str, str]] = []
        self.drawn: list[tuple[dict, tuple]] = []
        self.board = BoardWidget()
        self.controller = ClickController(self.board, self.choices, self.draw, lambda t, k: self.said.append((t, k)))

    def choices(self) -> list[Choice]:
        return [Choice(("hand:0", "discard"), "discard lupo", lambda: self.play("discard lupo")),
                Choice(("hand:0", "slot:1"), "extend chain 1 with lupo", lambda: self.play("extend")),
                Choice(("deck",), "draw", lambda: self.play("draw")),
                Choice(("hand:1", "discard"), "discard block", lambda: False,
                       refused="Not allowed: not now. [game.rule] Why.")]

    def play(self, what: str) -> bool:
        self.played.append(what)
        self.controller.refresh()
        return True

    def draw(self, targets, selected) -> str:
        self.drawn.append((dict(targets), tuple(selected)))
        return "<svg>" + "".join(f'<g data-target="{t}"/>' for t in targets) + "</svg>"


def test_live_targets_are_the_next_steps_of_allowed_paths():
    choices = Page().choices()
    assert list(live_targets(choices, ())) == ["hand:0", "deck"]
    assert list(live_targets(choices, ("hand:0",))) == ["discard", "slot:1"]
    assert live_targets(choices, ("deck",)) == {}
    assert hint(choices, (), "deck") == "draw"
    assert hint(choices, (), "hand:0") == "choose: then discard lupo; extend chain 1 with lupo"
    assert hint(choices, ("hand:0",), "slot:1") == "extend chain 1 with lupo"


def test_clicks_select_then_play_a_whole_path():
    page = Page()
    page.controller.refresh()
    assert page.board.live == ["hand:0", "deck"] and page.board.selected == []
    targets, _ = page.drawn[-1]
    assert targets["deck"] == "draw" and targets["hand:1"].startswith("not now: Not allowed")
    page.board.click("hand:0")
    assert page.board.selected == ["hand:0"] and page.board.live == ["discard", "slot:1"]
    assert "discard lupo; extend chain 1 with lupo" in page.said[-1][0]
    assert page.drawn[-1][1] == ("hand:0",) and page.played == []
    page.board.click("slot:1")
    assert page.played == ["extend"] and page.board.selected == [] and page.controller.selection == ()


def test_a_click_that_is_not_live_clears_the_choice_and_says_why():
    page = Page()
    page.controller.refresh()
    page.board.click("hand:1")
    assert page.said[-1] == ("Not allowed: not now. [game.rule] Why.", "error") and page.played == []
    page.board.click("hand:0")
    page.board.click("deck")  # a live target before, but not after hand:0
    assert page.controller.selection == () and page.said[-1] == (
        "That does not go with what was chosen: the choice is cleared. Click a highlighted place.", "error")
    page.board.click("nowhere")
    assert "Nothing can be done" in page.said[-1][0] and page.played == []


def test_escape_and_a_click_on_the_chosen_target_clear_the_choice():
    page = Page()
    page.controller.refresh()
    page.board.click("hand:0")
    page.board.escape()
    assert page.controller.selection == () and page.board.selected == [] and page.said[-1][0] == "Choice cleared."
    page.board.click("hand:0")
    page.board.click("hand:0")
    assert page.controller.selection == () and page.played == []


class Exchange(Page):
    """A path that passes one place twice: Apacze's 'exchange 3 bison for bison' is the exchange button,
    then the bison track (what is spent), then the bison track again (what is gained)."""

    def choices(self) -> list[Choice]:
        return [Choice(("button:exchange", "track:bison", "track:bison"), "exchange 3 bison for bison",
                       lambda: self.play("bison for bison")),
                Choice(("button:exchange", "track:bison", "track:teepee"), "exchange 3 bison for teepee",
                       lambda: self.play("bison for teepee"))]


def test_a_path_may_click_the_chosen_place_again():
    page = Exchange()
    page.controller.refresh()
    for place in ("button:exchange", "track:bison", "track:bison"):
        page.board.click(place)
    assert page.played == ["bison for bison"] and page.controller.selection == ()
    page.board.click("button:exchange")
    page.board.click("button:exchange")  # the chosen place leads nowhere again: the choice is cleared
    assert page.controller.selection == () and page.played == ["bison for bison"]


def test_the_widget_ignores_malformed_messages():
    page = Page()
    page.controller.refresh()
    before = list(page.said)
    for message in ([1, 2], {"kind": "click"}, {"kind": "click", "target": 5}, {"kind": "click", "target": "x" * 500},
                    {"kind": "other"}):
        page.board._received(page.board, message, [])
    assert page.said == before and page.played == []


def test_value_is_the_svg():
    board = BoardWidget()
    board.value = "<svg/>"
    assert board.svg == "<svg/>" and board.value == "<svg/>"


# --- the play pages: whole games by clicks alone, and what the message line says ----------------------

def apache_page(position: str | None = None):
    from tests.apache.test_match import ManualClock
    from tutor.widgets.apache_play import PlayApp
    return PlayApp(position, clock=ManualClock(), seed=1)


def click_through(app, pick, limit: int = 5000) -> tuple[int, set[str]]:
    """Click live targets (chosen by ``pick``) until the game ends; the clicks made and every message shown."""
    said = set()
    for clicks in range(limit):
        if app.state.is_terminal:
            return clicks, said
        assert app.board.live, f"nothing to click at {app.state.notation()}"
        app.board.click(pick(app.board.live))
        said.add(app.message.value)
    raise AssertionError("the game did not end")


@pytest.mark.rules("apache.claim.punishment")
def test_a_whole_calm_apache_game_is_played_by_clicking_the_board():
    import random
    app = apache_page()
    app.setup.mode.value = "calm"
    app.start()
    rng = random.Random(7)
    clicks, said = click_through(app, rng.choice)
    assert app.state.is_terminal and "Game over" in app.status.value and clicks > 20
    assert any("apache.claim.punishment" in message and "punished" in message for message in said)


@pytest.mark.rules("tribu.chain.bare", "tribu.challenge.end")
def test_a_whole_tribu_game_is_played_by_clicking_the_board():
    import random
    from tutor.widgets.tribu_play import PlayApp
    app = PlayApp(seed=4)
    rng = random.Random(2)
    clicks, said = click_through(app, rng.choice)
    assert app.state.is_terminal and "Game over" in app.status.value
    assert any("tribu.chain.bare" in message and "is lost" in message for message in said)
    assert any("tribu.challenge.end" in message for message in said)


@pytest.mark.rules("apache.claim.window")
def test_an_apache_click_says_what_it_does_and_refuses_a_hand_card_before_a_reveal():
    app = apache_page()
    app.setup.mode.value = "calm"
    app.start()
    assert app.board.live == ["prairie"]
    assert 'data-target="hand:red:hunter"' in app.board.svg  # drawn, not live: it explains
    app.board.click("hand:red:hunter")
    assert "Not allowed" in app.message.value and "apache.claim.window" in app.message.value
    assert 'aria-label="turn a face-down card' in app.board.svg
    app.board.click("prairie")
    assert app.state.phase_name == "window" and "button:pass:red" in app.board.live
    assert "hand:yellow:hunter" not in app.board.live  # a bot's card


def test_a_linked_apache_position_opens_calm_and_waits_for_the_person():
    claimable = "apache red,yellow,green base | window red | table rH 3B | piles - / - / - | out - | pow -"
    app = apache_page(claimable)
    assert app.setup.mode.value == "calm" and not app.match.realtime
    assert app.position.value == claimable and "hand:red:hunter" in app.board.live
    app.board.click("hand:red:hunter")
    assert "piles rH.B.B.B" in app.position.value


def test_the_log_shows_the_newest_line_first_and_enter_in_the_move_box_plays():
    from tutor.widgets.tribu_play import PlayApp
    app = PlayApp(seed=4)
    app.typed.value = "draw"  # what Enter does: the box's value reaches the kernel
    assert app.typed.value == "" and "player 1: draw" in app.log_view.value
    log = app.log_view.value
    assert log.index("player 1 draws") < log.index("player 1: draw")  # the card drawn came after


def test_in_real_time_a_hand_card_is_clicked_in_the_claim_window():
    app = apache_page()  # real time, the tests' manual clock
    assert app.match.realtime and app.board.live == ["prairie"]
    app.board.click("prairie")
    assert app.state.phase_name == "window"
    kind = next(t for t in app.board.live if t.startswith("hand:red:"))
    app.board.click(kind)
    assert any(entry.seat == 0 for entry in app.state.powwow) or app.state.phase_name != "window"
    assert f"red plays {kind.split(':')[2]} (you)" in app.log_view.value


def test_hot_seat_tribu_hides_the_board_between_people_and_clicks_for_whoever_sits():
    from tests.widgets.helpers import buttons
    from tutor.widgets.tribu_play import PlayApp
    app = PlayApp(seed=4)
    app.setup.hot_seat.value = True
    app.start()
    app.board.click("deck")  # player 1 (seat 0) draws, then discards the first card it can
    hand = next(t for t in app.board.live if t.startswith("hand:"))
    app.board.click(hand)
    app.board.click("discard")
    assert app.state.current_player == 1 and app.board.svg == "" and app.board.live == []
    buttons(app, "tribu-reveal")[0].click()
    assert app.viewer == 1 and "deck" in app.board.live and "view of player 2" in app.board.svg
