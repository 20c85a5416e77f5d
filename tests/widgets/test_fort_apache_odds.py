"""The Fort Apache odds page, driven without a browser."""
from sympy import Rational

from tutor.games.fort_apache import odds as fa
from tutor.widgets.fort_apache_odds import FortOddsApp, chance


def test_sliders_recompute_exact_answers():
    app = FortOddsApp()
    assert "1/6" in app.hits.value and "1/2" in app.hits.value
    app.repair.value = 0.0
    app.turns.value = 3
    assert "233/256" in app.gate.value and "169/512" in app.gate.value  # within 3: damage / one roll
    assert "data:image/svg+xml;base64," in app.gate_image.value and "fort-gate-plot" in app.gate_image.value
    app.extinguish.value = 0.5
    assert "1/16" in app.fire.value
    app.climbs.value = 3
    assert "7/8" in app.climb.value
    for ring in app.ring_counts.values():
        ring.value = 0
    assert "Nobody shoots" in app.volley.value
    app.ring_counts["fort"].value = 3
    assert str(fa.volley("indians", ["fort"] * 3)[3]) in app.volley.value  # 1/8


def test_slider_decimals_become_small_fractions():
    assert chance(0.35) == Rational(7, 20) and chance(1.0) == 1 and chance(0.0) == 0
