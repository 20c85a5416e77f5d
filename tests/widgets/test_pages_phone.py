"""A play page's introduction folds under its title on a phone (<= 700 px), so that its board is on the first
screen; other pages keep theirs open (issue #21; tests/browser/test_phone.py measures the pages)."""
import re

from tutor.core.i18n import using
from tutor.widgets.landing import FOLD, page_header


def test_a_play_page_introduction_is_folded_under_its_title_on_a_narrow_screen():
    for game in ("apache", "fort_apache", "tribu", "apacze"):
        header = page_header(f"{game}/play")
        folded = re.search(r"<details class='tutor-intro' open><summary><h1>(.*?)</h1></summary>(.*?)</details>"
                           + re.escape(FOLD), header)
        assert folded, game
        assert folded.group(2).startswith("<p>") and header.count("<h1>") == 1
    assert "max-width: 700px" in FOLD and "intro.open = false" in FOLD
    assert 'summary::after {content: "\u25b8"}' in header  # the folded title's cue: a triangle, not a control code


def test_other_pages_keep_their_introduction_open_and_a_folded_one_is_in_the_page_language():
    for page in ("apache/learn", "apache/analyse", "tribu/rules", "index"):
        assert "<details class='tutor-intro'" not in page_header(page) and "<h1>" in page_header(page)
    summary = r"<details class='tutor-intro' open><summary><h1>(.*?)</h1></summary>"
    english = re.search(summary, page_header("apache/play")).group(1)
    with using("pl"):
        polish = re.search(summary, page_header("apache/play")).group(1)
    assert english == "Play Apache" and polish and polish != english
