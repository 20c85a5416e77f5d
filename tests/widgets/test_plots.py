"""Plots as crisp pictures: SVG in an <img> never wider than its own width nor stretched; PNG at twice the pixels."""
import base64
import io
import re

import pytest
from matplotlib.figure import Figure
from PIL import Image

from tutor.widgets.plots import DPI, chart, figure_svg, natural_width, png_2x, svg_image


def figure() -> Figure:
    fig = Figure(figsize=(6.4, 3.2))
    fig.subplots().plot([1, 2, 3], [1, 4, 9], label="squares")
    return fig


def test_svg_image_scales_down_without_stretching():
    html = svg_image(figure(), "squares <1 to 3>", "demo")
    [data] = re.findall(r"src='data:image/svg\+xml;base64,([^']+)'", html)
    svg = base64.b64decode(data).decode("utf-8")
    width = natural_width(svg)
    assert 300 < width <= 6.4 * 96   # trimmed to what is drawn, at the screen's 96 pixels an inch
    assert f"width:100%; max-width:{width}px; height:auto" in html   # only a width: the height follows
    assert "class='tutor-plot demo'" in html and "alt='squares &lt;1 to 3&gt;'" in html


def test_the_same_figure_gives_the_same_svg():
    assert figure_svg(figure()) == figure_svg(figure())   # no date in it


def test_chart_names_its_axes_and_legend():
    fig = figure()
    html = chart(fig, title="Squares", ylabel="value", alt="squares")
    assert fig.axes[0].get_title() == "Squares" and fig.axes[0].get_legend() is not None
    assert "tutor-plot" in html


def test_png_2x_has_twice_the_pixels_of_its_css_width():
    data, width = png_2x(figure())
    image = Image.open(io.BytesIO(data))
    assert width == round(6.4 * 96) and abs(image.size[0] - 6.4 * DPI) <= 1 and abs(image.size[0] - 2 * width) <= 1


def test_natural_width_refuses_what_is_not_a_matplotlib_svg():
    with pytest.raises(ValueError, match="width in points"):
        natural_width("<svg width='100'></svg>")
