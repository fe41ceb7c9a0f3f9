"""The pages used as people use them: Debian's headless chromium at 390 px (a phone) and 1280 px,
tapping the choices of the forms where they are drawn, typing where a person types, and reading the
answer the page shows. Screenshots are written for review into $REFSCORE_SCREENSHOTS (else a
temporary folder, named in the output of `pytest -s`).

The expected scores are worked by hand from /work/shared/RULES.md (see each test). Without chromium
on PATH (CI installs Debian's package in .ci/run) the tests are skipped with that message.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from cdp_browser import Browser
from web_server import CHECKOUT, Server

pytestmark = pytest.mark.skipif(
    shutil.which("chromium") is None,
    reason="chromium is not on PATH (CI installs Debian's chromium package in .ci/run)",
)

WIDTHS = (390, 1280)


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    chosen = os.environ.get("REFSCORE_SCREENSHOTS")
    folder = Path(chosen) if chosen else tmp_path_factory.mktemp("screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    print(f"\nscreenshots: {folder}")
    return folder


@pytest.fixture(params=WIDTHS, ids=[f"{w}px" for w in WIDTHS])
def browser(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Browser]:
    running = Browser(tmp_path / "profile", request.param, 900)
    try:
        yield running
    finally:
        running.close()


def _fits(browser: Browser) -> None:
    """Readable at that width: nothing wider than the window (no sideways scrolling)."""
    width, inner = browser.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert width <= inner


def test_the_tables_sentence_in_a_few_taps(server: Server, browser: Browser, shots: Path) -> None:
    """ "contrée, 100 cœur par Nord, coinché par Est, NS ont fait 72 avec la belote".

    RULES.md, `contree`: coinched, NS need 100; they have 72 + 20 of belote = 92, so the contract
    fails: the defence scores 162 + 2 x 100 = 362, the takers keep their belote, 20."""
    browser.open(server.base + "/")
    assert browser.evaluate("document.documentElement.lang") == "fr"  # the phone asks for French
    browser.tap('input[name=contract][value="100"]')
    browser.tap('input[name=trump][value="H"]')
    browser.tap('input[name=taker][value="N"]')
    browser.tap('input[name=coinche][value="E"]')
    browser.type_into("input[name=points]", "72")
    browser.tap('input[name=belote][value="N"]')
    browser.tap("button.go", navigates=True)
    answer = browser.text("#answer")
    assert "À écrire : NS 20 · EO 362" in answer
    assert "score.coinched-failed" in answer  # the rule
    assert "chuté" in answer
    _fits(browser)
    # every choice is a large tap target (48 px drawn; 44 px is the usual floor)
    heights = browser.evaluate("[...document.querySelectorAll('.chips span')].map(e => e.offsetHeight)")
    assert heights and min(heights) >= 44
    browser.screenshot(shots / f"score-{browser.width}.png")


def test_a_wrong_score_is_refuted(server: Server, browser: Browser, shots: Path) -> None:
    """The same deal, the table wrote NS 0 EO 362 (forgetting the belote, which is never lost)."""
    browser.open(server.base + "/")
    for selector in ('[name=contract][value="100"]', '[name=trump][value="H"]', '[name=taker][value="N"]',
                     '[name=coinche][value="E"]', '[name=belote][value="N"]'):  # fmt: skip
        browser.tap("input" + selector)
    browser.type_into("input[name=points]", "72")
    browser.tap("details.more summary")  # the written score is folded away with the rarer facts
    browser.type_into("input[name=claim_NS]", "0")
    browser.type_into("input[name=claim_EW]", "362")
    browser.tap("button.go", navigates=True)
    answer = browser.text("#answer")
    assert "La marque écrite est fausse" in answer
    assert "NS 20 · EO 362" in answer
    browser.screenshot(shots / f"score-refuted-{browser.width}.png")


def test_the_one_line_notation(server: Server, browser: Browser) -> None:
    browser.open(server.base + "/")
    browser.type_into("input[name=line]", "contree 100H par N coinche E points NS 72 belote N")
    browser.tap("form.line button", navigates=True)
    assert "NS 20 · EO 362" in browser.text("#answer")


def test_what_may_i_play(server: Server, browser: Browser, shots: Path) -> None:
    """Hearts trump; E leads A♣; S holds 8♠ 7♥ D♥ V♦ and no club: he must ruff (RULES.md: unable to
    follow, ruff unless your partner is master; N has not played), so 7♥ or D♥."""
    browser.open(server.base + "/jouer")
    browser.tap('input[name=seat][value="S"]')
    browser.tap('input[name=trump][value="H"]')
    for card in ("8S", "7H", "QH", "JD"):  # the hand by taps, card by card
        browser.tap(f'input[name=card][value="{card}"]')
    browser.type_into("input[name=table]", "E:AC")
    browser.tap("button.go", navigates=True)
    answer = browser.text("#answer")
    assert "Vous pouvez jouer : 7♥ D♥" in answer
    assert "play.must-ruff" in answer
    _fits(browser)
    browser.screenshot(shots / f"legal-{browser.width}.png")


def test_a_score_sheet_line_by_line(server: Server, browser: Browser, shots: Path) -> None:
    """Two deals entered one after the other, each checked as it is entered.

    1. The table's sentence: NS 20, EO 362 (worked above).
    2. 80 ♠ by E, not coinched, EO made 100 card points with the dix de der: made (100 >= 80), so
       EO score 100 + 80 = 180 and NS their 62 (RULES.md, `contree`: made -> taker = its points +
       contract, defence its own). Totals: NS 20 + 62 = 82, EO 362 + 180 = 542.
    A third line with a wrong written score is refuted."""
    browser.open(server.base + "/feuille")
    browser.type_into("input[name=new]", "contree 100H par N coinche E points NS 72 belote N")
    browser.tap("button.go", navigates=True)
    assert "NS 20 · EO 362" in browser.text("#answer")
    browser.type_into("input[name=new]", "contree 80S par E points EW 100")
    browser.tap("button.go", navigates=True)
    answer = browser.text("#answer")
    assert "NS 82 · EO 542" in answer
    browser.type_into("input[name=new]", "contree 80S par E points EW 100 claim NS 62 EW 100")
    browser.tap("button.go", navigates=True)
    assert "NS 144 · EO 722" in browser.text("#answer")  # the line counts as the rules say ...
    assert browser.evaluate("document.querySelector('#answer').classList.contains('bad')")  # ... refuted
    browser.screenshot(shots / f"sheet-{browser.width}.png")


def test_an_evening_of_two_games(server: Server, browser: Browser) -> None:
    """ "Partie suivante" starts a second game: its totals start again from its own first deal
    (80 ♠ by E made with 100: EO 100 + 80 = 180, NS 62, as worked above)."""
    browser.open(server.base + "/feuille")
    browser.type_into("input[name=new]", "contree 100H par N coinche E points NS 72 belote N")
    browser.tap("button.go", navigates=True)
    browser.tap("button.next", navigates=True)
    browser.type_into("input[name=new]", "contree 80S par E points EW 100")
    browser.tap("button.go", navigates=True)
    assert "NS 62 · EO 180" in browser.text("#answer")
    lines = browser.evaluate("document.querySelector('textarea[name=lines]').value")
    assert lines.splitlines()[1] == "---"


def test_a_line_the_sheet_refuses(server: Server, browser: Browser) -> None:
    browser.open(server.base + "/feuille")
    browser.type_into("input[name=new]", "contree 100H par Z")
    browser.tap("button.go", navigates=True)
    assert "Ligne refusée" in browser.text("main")
    assert browser.evaluate("document.querySelector('textarea[name=lines]').value") == ""


def test_check_a_pasted_deal_with_its_picture(server: Server, browser: Browser, shots: Path) -> None:
    browser.open(server.base + "/donne")
    record = (CHECKOUT / "conformance" / "deals" / "seed002-failed.json").read_text()
    browser.type_into("textarea[name=text]", record)
    browser.tap("button.go", navigates=True)
    answer = browser.text("#answer")
    assert "EW 272" in answer or "EO 272" in answer  # as `refscore check` says (test_api_http.py)
    frame = browser.evaluate("document.querySelector('iframe.picture').srcdoc")
    assert "seed002-failed" in frame  # `refscore render`'s page, framed
    browser.screenshot(shots / f"deal-{browser.width}.png")
    assert browser.box("iframe.picture")["height"] > 300
    browser.screenshot_window(shots / f"deal-picture-{browser.width}.png")


def test_our_rules_choose_and_paste(server: Server, browser: Browser, shots: Path) -> None:
    browser.open(server.base + "/regles")
    browser.tap('input[name=shipped][value="coinche"]')
    browser.tap("button.go", navigates=True)
    assert "Règles : Coinche" in browser.text("header")
    browser.open(server.base + "/")  # the choice holds on every page
    assert "Règles : Coinche" in browser.text("header")
    browser.open(server.base + "/regles")
    browser.type_into("textarea[name=yaml]", "extends: contree\nid: club\nscoring:\n  bogus: 1\n")
    browser.tap("form button.go:last-of-type", navigates=True)
    error = browser.text("[role=alert]")
    assert "variante.yaml:4:" in error and "propriétés supplémentaires interdites" in error
    browser.screenshot(shots / f"rules-{browser.width}.png")


def test_english_by_the_switch(server: Server, browser: Browser) -> None:
    browser.open(server.base + "/?line=contree+100H+par+N+coinche+E+points+NS+72+belote+N")
    browser.tap('a[lang="en"]', navigates=True)
    assert browser.evaluate("document.documentElement.lang") == "en"
    assert browser.text("h1") == "Score"
    assert "To write: NS 20 · EW 362" in browser.text("#answer")  # the same answer, in English
    browser.tap('a[lang="fr"]', navigates=True)
    assert browser.text("h1") == "La marque"


def test_english_by_the_browsers_language(server: Server, tmp_path: Path) -> None:
    english = Browser(tmp_path / "profile", 390, 900, accept_language="en-GB,en;q=0.9")
    try:
        english.open(server.base + "/jouer")
        assert english.text("h1") == "What may I play?"
    finally:
        english.close()


def test_the_api_answers_the_browser_too(server: Server, browser: Browser) -> None:
    browser.open(server.base + "/v1/variants")
    listed = json.loads(browser.evaluate("document.body.innerText"))
    assert "contree" in [v["id"] for v in listed["variants"]]


def test_every_page_is_readable_at_360_px(server: Server, tmp_path: Path, shots: Path) -> None:
    """The narrowest phone the pages are made for: nothing wider than the window, every choice a
    large tap target."""
    small = Browser(tmp_path / "profile", 360, 800)
    try:
        for path in ("/", "/jouer", "/donne", "/feuille", "/regles"):
            small.open(server.base + path)
            _fits(small)
            heights = small.evaluate("[...document.querySelectorAll('.chips span')].map(e => e.offsetHeight)")
            assert all(height >= 44 for height in heights), path
            small.screenshot(shots / f"page{path.replace('/', '-') or '-'}-360.png")
    finally:
        small.close()
