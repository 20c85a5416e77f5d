"""Fort Apache's exact odds as a page: hits, volleys, the gate under both readings, fires, climbers.

Every number comes from :mod:`tutor.games.fort_apache.odds` as an exact fraction (a sympy ``Rational``, or
a ``fractions.Fraction`` for a position's odds: :func:`fraction` and :func:`approx` show either); the sliders
only choose the question. Sympy is not imported with this module (the play page shows its odds with
:func:`fraction`). Plots are drawn with matplotlib as SVG pictures (:func:`tutor.widgets.plots.svg_image`): sharp,
never stretched, narrower on a phone. The readings are named in the interpretation register's plain words.

Matplotlib is imported when the first plot is drawn, not with this module: a page that holds the odds can
be shown before any plot is drawn (``FortOddsApp(plots_later=True)``, then :meth:`FortOddsApp.draw_plots`).
"""
from __future__ import annotations

import logging
import threading
import time
from fractions import Fraction
from html import escape
from typing import TYPE_CHECKING, Iterable

import ipywidgets as widgets

from tutor.core.i18n import M, Message, Term, number, tr
from tutor.games.fort_apache.rulebook import INTERPRETATIONS
from tutor.games.fort_apache import odds as fa
from tutor.widgets import bounded

if TYPE_CHECKING:
    from sympy import Rational

log = logging.getLogger(__name__)
#: what a plot's place shows until the plot is drawn
PLOT_COMING = M("Drawing the plot…")


def _html(tag: str, text: Message) -> str:
    """``<tag>text</tag>``, the text rendered in the page's language and escaped."""
    return f"<{tag}>{escape(tr(text))}</{tag}>"


def plot_coming() -> str:
    """The place of a plot not drawn yet, in the page's language."""
    return f"<p class='fort-plot-coming'><i>{escape(tr(PLOT_COMING))}</i></p>"


REGISTER = {i.option: i for i in INTERPRETATIONS if i.option}
#: the gate's readings as :mod:`tutor.games.fort_apache.odds` names them, in the register's plain words
READINGS: dict[fa.Reading, str] = {"one-roll": REGISTER["gate"].reading("one_roll").plain, "damage": REGISTER["gate"].reading("damage").plain}
#: when a burning building falls: the register's readings of ``burn_down``, in its words
BURN_READINGS: dict[fa.BurnReading, str] = {reading: REGISTER["burn_down"].reading(reading).plain for reading in fa.BURN_LIMIT}
RINGS = fa.RINGS
SIDES = fa.SIDES
RING_NAMES = {"cavalry": M("cavalry ring"), "climbing": M("climbing ring"), "fort": M("inside the fort")}


def fraction(p: Rational | Fraction) -> Message:
    """``5/18 ≈ 27.8%`` (the percentage written as the reader's language writes it)."""
    return M("{fraction} ≈ {p:.1%}", fraction=str(p), p=float(p))


def side_term(side: str) -> Term:
    return Term("fort_apache", side)


def approx(value: Rational | Fraction) -> Message:
    """``7/2 ≈ 3.50``."""
    return M("{fraction} ≈ {x:.2f}", fraction=str(value), x=float(value))


def chance(value: float) -> Rational:
    """A slider's decimal as a small exact fraction (0.35 -> 7/20)."""
    from sympy import Rational

    f = Fraction(value).limit_denominator(100)
    return Rational(f.numerator, f.denominator)


def table(headers: Iterable[str], rows: Iterable[Iterable[object]]) -> str:
    head = "".join(f"<th>{escape(tr(h))}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{escape(tr(c))}</td>" for c in row) + "</tr>" for row in rows)
    return (f"<table class='tutor-table' style='border-collapse:collapse'><tr>{head}</tr>{body}</table>"
            "<style>.tutor-table td, .tutor-table th {padding: 2px 10px; text-align: left; "
            "border-bottom: 1px solid #D8C39A}</style>")


def gate_plot(turns: int, repair: Rational) -> str:
    """The chance the gate has fallen after 1..turns assaults, both readings side by side."""
    from matplotlib.figure import Figure

    from .plots import svg_image

    fig = Figure(figsize=(6.4, 3.2))
    ax = fig.subplots()
    xs = list(range(1, turns + 1))
    styles: dict[fa.Reading, str] = {"one-roll": "o-", "damage": "s--"}
    for reading, style in styles.items():
        ax.plot(xs, [float(fa.gate_within(n, reading, repair)) for n in xs], style, label=tr(READINGS[reading]))
    ax.set_xlabel(tr(M("Indian assaults on the gate")))
    ax.set_ylabel(tr(M("chance the gate has fallen")))
    ax.yaxis.set_major_formatter(lambda y, _: number(y, ".1f"))
    ax.set_ylim(0, 1.02)
    ax.grid(alpha=0.3)
    ax.legend(loc="lower right")
    return svg_image(fig, tr(M("The chance the gate has fallen after 1 to {turns} assaults, under each reading",
                               turns=turns)), "fort-gate-plot")


def volley_plot(distribution: dict[int, Rational], side: str) -> str:
    """The chance of each number of hits in a volley, as bars."""
    from matplotlib.figure import Figure

    from .plots import svg_image

    fig = Figure(figsize=(4.8, 2.6))
    ax = fig.subplots()
    hits = sorted(distribution)
    ax.bar(hits, [float(distribution[k]) for k in hits], color="#4A9BE0" if side == "cowboys" else "#E8604C")
    ax.set_xlabel(tr(M("hits in the volley")))
    ax.set_ylabel(tr(M("chance")))
    ax.set_xticks(hits)
    ax.yaxis.set_major_formatter(lambda y, _: number(y, ".2f"))
    return svg_image(fig, tr(M("The chance of each number of hits in the {side}' volley", side=side_term(side))),
                     "fort-volley-plot")


class FortOddsApp(widgets.VBox):
    """Exact answers to Fort Apache's questions of chance, recomputed as the sliders move.

    The tables are filled at once. The two plots (a second or two of matplotlib) are drawn at once too,
    unless ``plots_later``: then their places say they are coming until :meth:`draw_plots` (or
    :meth:`draw_plots_later`, in a background thread) draws them, and from then on they follow the sliders.
    A page that holds the odds below its board uses this so that the board is seen first."""

    def __init__(self, *, plots_later: bool = False) -> None:
        self.plots_on = not plots_later
        self._plotting = threading.Lock()  # one plot drawn at a time, from the sliders' values at that time
        self._later: threading.Thread | None = None
        self.hits = widgets.HTML(table([M("shooter's side"), *(RING_NAMES[r] for r in RINGS)],
                                       [[side_term(side), *(fraction(fa.hit_chance(side, r)) for r in RINGS)]
                                        for side in SIDES]))
        self.side = bounded.ToggleButtons(options=[(tr(side_term(s)), s) for s in ("indians", "cowboys")],
                                          description=tr(M("Side")))
        self.ring_counts = {r: bounded.IntSlider(value=2 if r == "cavalry" else 1, min=0, max=6,
                                                 description=tr(RING_NAMES[r]), style={"description_width": "9em"})
                            for r in RINGS}
        self.volley = widgets.HTML()
        self.volley_image = widgets.HTML(plot_coming(), layout=widgets.Layout(flex="1 1 300px", max_width="480px"))
        self.turns = bounded.IntSlider(value=8, min=1, max=20, description=tr(M("assaults")))
        self.repair = bounded.FloatSlider(value=0.5, min=0, max=1, step=0.05, description=tr(M("repair chance")),
                                          style={"description_width": "initial"})
        self.gate = widgets.HTML()
        self.gate_image = widgets.HTML(plot_coming())
        self.extinguish = bounded.FloatSlider(value=0.5, min=0, max=1, step=0.05, description=tr(M("put-out chance")),
                                              style={"description_width": "initial"})
        self.fire = widgets.HTML()
        self.climbs = bounded.IntSlider(value=3, min=1, max=10, description=tr(M("climb tries")))
        self.climb = widgets.HTML()
        volley_controls: list[widgets.ValueWidget] = [self.side, *self.ring_counts.values()]
        for control in volley_controls:
            control.observe(lambda _: self.show_volley(), "value")
        for control in (self.turns, self.repair):
            control.observe(lambda _: self.show_gate(), "value")
        self.extinguish.observe(lambda _: self.show_fire(), "value")
        self.climbs.observe(lambda _: self.show_climb(), "value")
        for widget, name in [(self.gate, "fort-gate"), (self.volley, "fort-volley"), (self.fire, "fort-fire")]:
            widget.add_class(name)
        super().__init__([
            widgets.HTML(_html("h3", M("One die"))), self.hits,
            widgets.HTML(_html("h3", M("A volley")) + _html("p", M("How many figures shoot from each ring?"))),
            self.side, *self.ring_counts.values(),
            widgets.HBox([self.volley, self.volley_image], layout=widgets.Layout(flex_flow="row wrap", align_items="center")),
            widgets.HTML(_html("h3", M("The gate"))
                         + _html("p", M("Three Indians at the gate roll three dice per assault. The two readings of "
                                        "the rulebook side by side; the repair chance only matters for the damage "
                                        "reading."))),
            widgets.HBox([self.turns, self.repair]), self.gate, self.gate_image,
            widgets.HTML(_html("h3", M("A building on fire"))), self.extinguish, self.fire,
            widgets.HTML(_html("h3", M("Climbing the wall"))), self.climbs, self.climb])
        self.show_volley()
        self.show_gate()
        self.show_fire()
        self.show_climb()

    def draw_plots(self) -> None:
        """Draw both plots for the sliders' values now; from then on they follow the sliders."""
        self.plots_on = True
        self.draw_volley_plot()
        self.draw_gate_plot()

    def draw_plots_later(self) -> threading.Thread:
        """Draw the plots in a background thread (once: asked again, the same thread), so that whatever
        asked (a page being displayed) does not wait for them."""
        if self._later is None:
            self._later = threading.Thread(target=self._draw_plots_logged, daemon=True)
            self._later.start()
        return self._later

    def _draw_plots_logged(self) -> None:
        try:
            self.draw_plots()
        except Exception:  # noqa: BLE001 - a thread's error would be lost; the places keep saying "coming"
            log.exception("the odds plots could not be drawn")
            return
        # A plot finished while the page was still loading can reach the browser before the browser has
        # built the picture's widget, and that update is then lost (the place says "coming" for good): send
        # the pictures again once the page has surely loaded (a second send changes nothing on the page).
        threading.Thread(target=self._send_plots_again, daemon=True).start()

    #: seconds after the plots are drawn at which they are sent to the page again
    RESEND = (3.0, 15.0)

    def _send_plots_again(self) -> None:
        for pause in self.RESEND:
            time.sleep(pause)
            with self._plotting:
                for image in (self.volley_image, self.gate_image):
                    image.send_state("value")

    def counts(self) -> dict[fa.Position, int]:
        """How many figures shoot from each ring, as the sliders say."""
        return {r: self.ring_counts[r].value for r in RINGS}

    def show_volley(self) -> None:
        if not any(self.counts().values()):
            self.volley.value = _html("p", M("Nobody shoots."))
            self.volley_image.value = ""
            return
        distribution = fa.volley_by_ring(self.side.value, self.counts())
        rows = [[k, fraction(exactly), fraction(at_least)] for k, exactly, at_least in fa.volley_table(distribution)]
        self.volley.value = table([M("hits"), M("exactly"), M("at least")], rows)
        if self.plots_on:
            self.draw_volley_plot()

    def draw_volley_plot(self) -> None:
        """The volley's plot, for the sliders' values when it is drawn (no plot when nobody shoots)."""
        with self._plotting:
            counts = self.counts()
            self.volley_image.value = volley_plot(fa.volley_by_ring(self.side.value, counts),
                                                  self.side.value) if any(counts.values()) else ""

    def show_gate(self) -> None:
        turns, repair = self.turns.value, chance(self.repair.value)
        rows = [[READINGS[r], fraction(fa.gate_falls_in_one_attempt(r)), fraction(fa.gate_within(turns, r, repair)),
                 approx(fa.expected_gate_turns(r, repair))]
                for r in READINGS]
        self.gate.value = table([M("reading"), M("falls at the first assault"), M("fallen within {n}", n=turns),
                                 M("assaults on average")], rows) \
            + "<p><small>" + escape(tr(M("repair chance {chance}", chance=str(repair)))) + "</small></p>"
        if self.plots_on:
            self.draw_gate_plot()

    def draw_gate_plot(self) -> None:
        """The gate's plot, for the sliders' values when it is drawn."""
        with self._plotting:
            self.gate_image.value = gate_plot(self.turns.value, chance(self.repair.value))

    def show_fire(self) -> None:
        p = chance(self.extinguish.value)
        rows = []
        for reading, words in BURN_READINGS.items():
            fate = fa.burn_down(p, reading=reading)
            rows.append([words, fraction(fate["destroyed"]),
                         approx(fate["expected_turns"])])
        intro = escape(tr(M("If the cowboys put the fire out with chance {p} each cowboy turn, under each reading of "
                            "the rule question", p=str(p))))
        self.fire.value = (f"<p>{intro} <i>{escape(tr(REGISTER['burn_down'].question))}</i></p>"
                           + table([M("a burning building falls"), M("burns down"), M("cowboy turns the fire lasts")],
                                   rows))

    def show_climb(self) -> None:
        n = self.climbs.value
        self.climb.value = "<p>" + escape(tr(M("One climb gets in with chance {one}; within {n} tries: {within}.",
                                                 one=fraction(fa.climber_gets_in()), n=n,
                                                 within=fraction(fa.climber_gets_in(n))))) + "</p>"
