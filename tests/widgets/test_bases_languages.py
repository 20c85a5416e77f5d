"""The page bases and shared widgets speak the page's language (issue #18).

Under the pseudo-language (``using("xx")``) every message is wrapped in ``⟦…⟧``: every text the bases
themselves show (the setup panel, the play page's controls, status and message lines, the analyse page's
position panel and long jobs, the editor, the board's hints, the first picture) must be wrapped; a word
outside the wrapping is English that escaped. A game's page may pass its own texts to the bases (its
setup title, its typed-move hint, its job labels): those are its own and are checked by its tests. Then a
few key texts in Italian, Polish and Spanish, plurals included, the board cache kept per language, a move
typed as the page's language words it, and the plots' words.
"""
from __future__ import annotations

import html
import inspect
import re
from types import SimpleNamespace

import ipywidgets as widgets
import pytest
from matplotlib.figure import Figure

from tests.apache.test_match import ManualClock
from tests.widgets.helpers import buttons
from tutor.core.api import Outcome
from tutor.core.i18n import M, current, number, tr, using
from tutor.core.match import Move, narrate
from tutor.games import game_info, registered_games
from tutor.widgets import boardcache
from tutor.widgets.analyse_page import AnalysePage
from tutor.widgets.board import BoardWidget, Choice, ClickController, hint
from tutor.widgets.common import log_html, player_label
from tutor.widgets.jobs import SHOWN_CONFIDENCE, STOP_CONFIDENCE, Job, stopping_rule
from tutor.widgets.play_page import PlayPage, result
from tutor.widgets.setup_panel import SetupPanel
from tutor.widgets.plots import LocalFormatter, chart, localize
from tutor.widgets.preview import WAIT, preview_html
from tests.helpers import unwrapped as unwrapped_words, page_module

GAMES = [info.id for info in registered_games()]
TAG = re.compile(r"<(style|script)[^>]*>.*?</\1>|<[^>]+>", re.S)


def unwrapped(text: str) -> list[str]:
    """The words of ``text`` outside every ``⟦…⟧`` (rule ids aside). HTML is read as a browser shows it, text
    node by text node: a message split by a tag (``⟦<b>Stopped</b> early⟧``) leaves its words unwrapped."""
    words = []
    for node in TAG.sub("\n", str.__str__(text)).split("\n"):
        words += unwrapped_words(html.unescape(node))
    return words


def shown(widget: widgets.Widget) -> list[str]:
    """What a person reads on a widget itself (not its children): its label, hover text, placeholder,
    choices, titles, HTML."""
    texts = [getattr(widget, name, "") for name in ("description", "tooltip", "placeholder")]
    if isinstance(widget, (widgets.HTML, widgets.HTMLMath)) and not isinstance(widget, BoardWidget):
        texts.append(widget.value)
    if isinstance(widget, (widgets.Dropdown, widgets.ToggleButtons, widgets.RadioButtons)):
        texts += list(widget._options_labels)
    if isinstance(widget, widgets.ToggleButtons):
        texts += list(widget.tooltips)
    if isinstance(widget, (widgets.Accordion, widgets.Tab)):
        texts += list(widget.titles)
    if isinstance(widget, BoardWidget):
        texts += list(widget.words.values())
    words = getattr(widget, "words", None)
    if isinstance(words, dict):
        texts += list(words.values())
    hover = getattr(widget, "hint", None)
    if isinstance(hover, str):
        texts.append(hover)
    return [t for t in texts if isinstance(t, str) and t.strip()]


def everything(widget: widgets.Widget) -> list[widgets.Widget]:
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += everything(child)
    return found


def assert_wrapped(where: str, widgets_: list[widgets.Widget]) -> None:
    bad = [(where, type(w).__name__, text[:120]) for w in widgets_ for text in shown(w) if unwrapped(text)]
    assert not bad, bad


def play_page(game_id: str) -> PlayPage:
    app = page_module(game_id, "play").PlayApp
    clock = {"clock": ManualClock()} if "clock" in inspect.signature(app).parameters else {}
    return app(None, seed=1, **clock)


def own(app: PlayPage, name: str) -> bool:
    """Whether the page keeps the base's own text ``name`` (a class attribute or method) rather than its own."""
    return getattr(type(app), name) is getattr(PlayPage, name)


# --- the pseudo-language: every text of the bases is a message ------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_the_play_pages_bases_wrap_every_text_they_show(game_id: str):
    with using("xx"):
        app = play_page(game_id)
        p, setup = app.prefix, app.setup
        base = [setup.players, setup.hot_seat, *setup.bots, app.position, app.paste, app.readings, app.board,
                *buttons(app, f"{p}-try"), *buttons(app, f"{p}-undo"), *buttons(app, f"{p}-load")]
        base += [w for w in everything(setup) if f"{p}-setup-readings" in w._dom_classes]
        base += everything(next(w for w in everything(setup) if f"{p}-setup-readings" in w._dom_classes))
        base += [w for w in everything(app) if isinstance(w, widgets.Accordion) and app.readings in w.children]
        if own(app, "make_setup"):
            base += buttons(app, f"{p}-start")
        if own(app, "TYPE_HINT"):
            base.append(app.typed)
        if own(app, "SETUP_TITLE"):
            base.append(next(w for w in everything(app) if isinstance(w, widgets.Accordion) and setup in w.children))
        if own(app, "prompt"):
            base.append(app.status)
        if own(app, "started"):
            base.append(app.message)
        assert_wrapped(game_id, base)
        assert all(text.startswith("⟦") for text in setup.bots[0]._options_labels)
        # the message line and the log say the base's own texts wrapped
        buttons(app, f"{p}-undo")[0].click()
        assert "⟦nothing to undo⟧" in app.message.value and not unwrapped(app.message.value)
        app.paste.value = f"{game_id} nonsense"
        buttons(app, f"{p}-load")[0].click()
        assert app.message.value.count("⟦That position cannot be read⟧") == 1 and "tutor-error" in app.message.value
        app.open_position(game_info(game_id).samples[0], at_link=True)
        assert "⟦Position loaded.⟧" in app.message.value and "⟦position loaded" in app.log_view.value


@pytest.mark.parametrize("game_id", GAMES)
def test_the_analyse_pages_bases_wrap_every_text_they_show(game_id: str):
    with using("xx"):
        module = page_module(game_id, "analyse")
        app = module.AnalyseApp("not a position at all", background=False)
        assert isinstance(app, AnalysePage)
        assert app.message.value.count("⟦The position in the link cannot be read: ") == 1
        base = [app.message] + ([app.position] if isinstance(app.position, widgets.Text) else [])
        jobs = [job for job in vars(app).values() if isinstance(job, Job)]
        assert jobs
        for job in jobs:
            base += [job.cancel_button, job.progress]
            assert not unwrapped(job.status.value)
            for outcome in ("done", "decided", "cancelled", "failed"):
                assert not unwrapped(job.said(outcome, 16, 64)), (game_id, outcome)
        assert_wrapped(game_id, base)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_editors_own_texts_are_wrapped(game_id: str):
    with using("xx"):
        app = page_module(game_id, "setup").SetupApp()
        p = app.prefix
        base = [app.players, app.tool, app.position, app.problems, app.links, app.copy, app.board,
                *buttons(app, f"{p}-empty"), *buttons(app, f"{p}-apply"), *buttons(app, f"{p}-editor-undo")]
        base += [w for w in everything(app) if isinstance(w, widgets.Accordion)]
        assert_wrapped(game_id, base)
        for box in (app.piece, app.place_list, app.turn, app.phase):
            assert not unwrapped(box.description), box.description
        buttons(app, f"{p}-editor-undo")[0].click()
        assert "⟦Nothing to undo.⟧" in app.message.value
        app.open_position(f"{game_id} nonsense")
        assert "⟦That position cannot be read⟧" in app.message.value


def test_the_board_widgets_hints_and_refusals_are_wrapped():
    said: list[tuple[str, str]] = []
    board = BoardWidget()
    choices = [Choice(("hand:0", "discard"), M("discard it"), lambda: True),
               Choice(("hand:0", "slot:1"), M("extend a chain"), lambda: True),
               Choice(("hand:1",), M("take it"), lambda: False, refused=M("not allowed here"))]
    with using("xx"):
        controller = ClickController(board, lambda: choices, lambda targets, selected: "<svg/>",
                                     lambda text, kind: said.append((text, kind)))
        controller.refresh()
        targets = controller.targets()
        assert targets["hand:0"].startswith("⟦choose: then ") and targets["hand:1"].startswith("⟦not now: ")
        assert all(not unwrapped(h) for h in targets.values())
        assert not unwrapped(tr(hint(choices, ("hand:0",), "discard")))
        board.click("hand:0")
        board.click("deck")
        board.escape()
        assert said and all(not unwrapped(text) for text, _ in said)
        assert set(BoardWidget().words.values()) == {"⟦Zoom in⟧", "⟦Fit to screen⟧"}


def test_the_setup_panel_reads_in_the_pages_language():
    info = game_info("fort_apache")
    with using("it"):
        panel = SetupPanel(info, lambda: None, prefix="fort")
    assert panel.players.description == "Giocatori" or len(info.players) == 1
    assert panel.bots[0].description == "Avversario"
    assert [label for label, _ in panel.bots[0].options] == ["casuale", "euristico"]
    marked = [label for label, value in panel.options["gate"].options if value == "one_roll"]
    assert marked[0].endswith(" (la lettura abituale)")


def test_the_first_picture_speaks_the_pages_language():
    with using("xx"):
        page = play_page("tribu")
        picture = preview_html(page)
    assert f"<p class=\"tutor-preview-wait\">⟦{WAIT}⟧</p>" in picture
    with using("pl"):
        picture = preview_html(page)
    assert "Strona się uruchamia" in picture


def test_the_log_renders_each_line_in_the_pages_language():
    info = game_info("apache")
    state = info.game().new_state()
    while state.is_chance or not state.legal_actions():
        state = state.apply(state.chance_outcomes()[0][0])
    action = state.legal_actions()[0]
    lines = narrate(Move(state, action, state.apply(action)), None)
    with using("xx"):
        assert all(tr(line).lstrip().startswith("⟦") for line in lines)
        assert "⟦(nothing yet)⟧" in log_html([])
        assert not unwrapped(log_html([M("(undone)"), M("position loaded")]))
    with using("es"):
        assert "(deshecho)" in log_html([M("(undone)")])


def test_the_result_line_counts_winners_in_each_language():
    game = SimpleNamespace(player_name=lambda seat: player_label(seat))
    one = SimpleNamespace(game=game, outcome=lambda: Outcome((3, 1), (0,), M("most points")))
    two = SimpleNamespace(game=game, outcome=lambda: Outcome((3, 3, 3), (0, 1, 2), M("most points")))
    assert result(one) == "game over: Player 1 wins (most points)"
    assert result(two) == "game over: Player 1, Player 2 and Player 3 win (most points)"
    with using("it"):
        assert tr(result(two)).startswith("partita finita: vincono Giocatore 1, Giocatore 2 e Giocatore 3 (")
    with using("pl"):
        assert tr(result(one)).startswith("koniec gry: wygrywa Gracz 1 (")


def test_a_move_typed_as_the_page_words_it_is_played():
    with using("xx"):
        app = play_page("tribu")
        before = len(app.state.history)
        action = app.state.legal_actions()[0]
        words = tr(app.state.describe(action))
        assert words.startswith("⟦") or words == str(action)
        app.typed.value = words   # Enter in the box
        assert app.typed.value == "" and "tutor-error" not in app.message.value
        assert app.state.history[before] == action


# --- Italian, Polish, Spanish: key texts as translated -----------------------------------------------------


def test_the_play_pages_controls_in_italian_polish_and_spanish():
    expected = {"it": ("Annulla", "Gioca", "Carica la posizione", "Posizione"),
                "pl": ("Cofnij", "Zagraj", "Wczytaj pozycję", "Pozycja"),
                "es": ("Deshacer", "Jugar", "Cargar posición", "Posición")}
    for lang, (undo, play, load, position) in expected.items():
        with using(lang):
            app = play_page("tribu")
        assert buttons(app, "tribu-undo")[0].description == undo
        assert buttons(app, "tribu-try")[0].description == play
        assert buttons(app, "tribu-load")[0].description == load
        assert app.position.description == position


@pytest.mark.parametrize("unit, forms", [
    ("games", ("Gotowe: rozegrano 1 zleconą partię.", "Gotowe: rozegrano wszystkie 3 zlecone partie.",
               "Gotowe: rozegrano wszystkie 5 zleconych partii.", "Gotowe: rozegrano wszystkie 12 zleconych partii.",
               "Gotowe: rozegrano wszystkie 22 zlecone partie.")),
    ("battles", ("Gotowe: rozegrano 1 zleconą bitwę.", "Gotowe: rozegrano wszystkie 3 zlecone bitwy.",
                 "Gotowe: rozegrano wszystkie 5 zleconych bitew.", "Gotowe: rozegrano wszystkie 12 zleconych bitew.",
                 "Gotowe: rozegrano wszystkie 22 zlecone bitwy.")),
])
def test_a_jobs_end_in_polish_has_three_plural_forms(unit: str, forms: tuple[str, ...]):
    with using("pl"):
        job = Job("test", M("Run"), unit=unit, background=False)
        assert tuple(job.said("done", n, n) for n in (1, 3, 5, 12, 22)) == forms
        assert job.said("cancelled", 2, 3) == "<b>Anulowano</b> po 2 z 3 " + ("partii" if unit == "games" else "bitew") \
            + ": pokazane wyniki pochodzą z tych 2."
        assert (job.cancel_button.description, job.progress.description) == ("Anuluj", "Postęp")
    with using("it"):
        assert Job("t", "Run", unit=unit).said("done", 1, 1).startswith("Fatto: ")
    with using("es"):
        assert Job("t", "Run", unit=unit).said("done", 2, 2).startswith("Hecho: ")


def test_the_stopping_rule_formats_its_numbers_per_language():
    english = stopping_rule("The comparison")
    assert "(16, 32, 64, 128...)" in english and "a 99% interval rather than the 95% one" in english
    with using("es"):
        spanish = stopping_rule(M("The comparison"))
    assert f"del {number(STOP_CONFIDENCE, '.0%', 'es')} en lugar del {number(SHOWN_CONFIDENCE, '.0%', 'es')}" in spanish
    assert "99\xa0%" in spanish   # Spanish writes a space before the percent sign
    with using("xx"):
        assert not unwrapped(stopping_rule(M("The comparison")))


# --- the board cache and the plots ----------------------------------------------------------------------


def test_a_cached_board_is_kept_per_language(monkeypatch):
    drawn = []

    def draw(state, **options):
        drawn.append(current())
        return f"<svg>{current()}</svg>"

    monkeypatch.setattr(boardcache, "renderer", lambda name: draw)
    boardcache.cached_board.cache_clear()
    state = game_info("apache").game().new_state()
    try:
        with using("it"):
            italian = boardcache.board_svg(state)
            assert boardcache.board_svg(state) == italian   # the same language: from the cache
        with using("pl"):
            polish = boardcache.board_svg(state)
        with using("xx"):
            pseudo = boardcache.board_svg(state)
    finally:
        boardcache.cached_board.cache_clear()
    assert (italian, polish, pseudo) == ("<svg>it</svg>", "<svg>pl</svg>", "<svg>xx</svg>")
    assert drawn == ["it", "pl", "xx"]


def test_a_plots_words_and_numbers_are_in_the_pages_language():
    fig = Figure(figsize=(3, 2))
    ax = fig.subplots()
    ax.plot([0, 1], [0.25, 0.75], label="x")
    with using("it"):
        picture = chart(fig, title=M("Progress"), ylabel=M("Players"), alt=M("Cancel"))
        assert ax.get_title() == "Avanzamento" and ax.get_ylabel() == "Giocatori" and "alt='Annulla'" in picture
        formatter = ax.yaxis.get_major_formatter()
        assert isinstance(formatter, LocalFormatter)
        assert formatter.format_ticks([0.25, 0.5]) == ["0,25", "0,50"]
    english = Figure()
    english.subplots().plot([0, 1], [0.5, 1.5])
    localize(english)
    assert not isinstance(english.axes[0].yaxis.get_major_formatter(), LocalFormatter)


def test_every_message_of_the_bases_reaches_the_catalog():
    """A message written inside an f-string's braces is not extracted (Python 3.11's tokens): every M, P and Mc
    of these files, wherever written, is in the app catalog's template."""
    import ast
    from pathlib import Path

    from tutor.locale import ROOT, template

    files = ["tutor/widgets/play_page.py", "tutor/widgets/setup_panel.py", "tutor/widgets/analyse_page.py",
             "tutor/widgets/jobs.py", "tutor/widgets/common.py", "tutor/widgets/board.py", "tutor/widgets/editor.py",
             "tutor/widgets/preview.py", "tutor/widgets/plots.py", "tutor/render/svg.py", "tutor/render/clicks.py"]
    written = set()
    for name in files:
        for node in ast.walk(ast.parse(Path(ROOT, name).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("M", "P", "Mc"):
                literal = node.args[1 if node.func.id == "Mc" else 0]
                if isinstance(literal, ast.Constant):
                    written.add(literal.value)
    extracted = {m.id[0] if isinstance(m.id, tuple) else m.id for m in template("app") if m.id}
    assert written and not written - extracted, sorted(written - extracted)


def test_the_hot_seat_hand_over_is_wrapped():
    with using("xx"):
        app = play_page("tribu")
        app.setup.hot_seat.value = True
        buttons(app, "tribu-start")[0].click()
        for _ in range(10):
            if app.handing_over():
                break
            app.act(app.state.legal_actions()[0])
        assert app.handing_over()
        reveal = buttons(app, "tribu-reveal")
        assert reveal and not unwrapped(reveal[0].description) and not unwrapped(app.status.value)
        assert "⟦Pass the screen to " in app.status.value


def test_a_wrapped_label_keeps_each_line_wrapped_in_the_pseudo_language():
    from tutor.render.svg import text, wrap

    with using("xx"):
        lines = wrap(tr(M("cards: {names}", names=M("sky courage flag feathers"))), 12)
        assert len(lines) > 1 and all(not unwrapped(line) for line in lines)
        assert ">⟦chosen⟧<" in text(0, 0, M("chosen"))
    assert wrap("plain words here to wrap", 10) == ["plain", "words here", "to wrap"]
