"""`refscore render`: one self-contained HTML page per deal, checked as text and in headless Chromium.

The Chromium test runs when `chromium` is on PATH (CI installs Debian's package) and is skipped
otherwise. The expected contents are those of the seed-002 worked example (110 ♥ by S, 234 to 38).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from html import escape, unescape
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

from refscore.judge.check import check_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import read_record
from refscore.render.html import render_html

ROOT = Path(__file__).resolve().parents[2]
MADE = ROOT / "conformance" / "deals" / "seed002-made.json"
MADE_DEAL = ROOT / "conformance" / "notation" / "seed002-made.deal"
COINCHE = shipped_variant("coinche")
EXTERNAL = re.compile(r"""src=|href=|url\(|@import|<script|<link|<img|<iframe|https?://""", re.IGNORECASE)


def made(change: Any = None) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(MADE.read_text(encoding="utf-8"))
    if change is not None:
        change(data)
    return data


def page(data: dict[str, Any], lang: str = "en", title: str = "test") -> str:
    record = read_record(data, COINCHE)
    return render_html(check_deal(record, COINCHE), record, lang=lang, title=title)  # type: ignore[arg-type]


def revoke(data: dict[str, Any]) -> None:
    # E plays 7D on N's J♠ at trick 1 although he holds Q♠ (rule play.follow-suit)
    data["tricks"][0][1], data["tricks"][6][3] = "7D", "QS"


def test_the_page_shows_hands_auction_tricks_and_score() -> None:
    html = page(made())
    assert html.startswith("<!DOCTYPE html>") and '<html lang="en">' in html
    assert not EXTERNAL.search(html)
    # the hands, by suit: N holds ♠ A J 9, ♥ J, ♦ 10 8, ♣ 10 8
    north = html[html.index('id="hand-N"') : html.index('id="hand-E"')]
    assert "A J 9" in north and "10 8" in north
    assert "(speaks first)" in north and "(dealer)" in html[html.index('id="hand-W"') :]
    assert "<td>110 ♥</td>" in html
    # the winning card of each trick is marked: S 10♠, N J♥, E K♥, S A♥, E A♦, S Q♦, S K♣, S Q♥
    winners = re.findall(r'<td class="win"[^>]*><span class="[a-z]+">([^<]+)</span> ★</td>', html)
    assert winners == ["10♠", "J♥", "K♥", "A♥", "A♦", "Q♦", "K♣", "Q♥"]
    assert "Score: NS 234, EW 38." in html and "own_total + contract = 124 + 110" in html
    assert "Verdict: LEGAL, contract made. Score: NS 234, EW 38." in html


def test_the_illegal_card_is_highlighted_with_its_rule() -> None:
    html = page(made(revoke))
    cell = re.search(r'<td class="illegal"[^>]*>(.*?)</td>', html)
    assert cell is not None and "7♦" in cell.group(1) and "play.follow-suit" in cell.group(1)
    assert "rule play.follow-suit (3.3 Follow suit)" in html
    assert "A player who holds a card of the suit led must play one." in html
    assert "E 7♦: E holds spades ♠, the suit led, and must follow." in html
    assert re.search(r"Allowed there: <span class=\"black\">Q♠</span>", html)
    assert 'class="verdict bad"' in html and "No score." in html


def test_an_illegal_call_is_highlighted_in_the_auction() -> None:
    html = page(made(lambda d: d["auction"][2].__setitem__("value", 115)))
    assert re.search(r'<td class="illegal"[^>]*>S 115 ♥<span class="rule-id">auction.bid-step</span>', html)
    assert "a bid from 80 to 160 in steps of 10" in html


def test_text_from_the_record_is_escaped_and_french_is_available() -> None:
    html = page(made(), title='<script>alert("x")</script>')
    assert "<script>" not in html and "&lt;script&gt;" in html
    french = page(made(), lang="fr")
    assert '<html lang="fr">' in french and "Les mains" in french and "Le jeu de la carte" in french
    assert "Marque : NS 234, EO 38." in french and "V♥" in french  # a French table writes EO


def test_render_command_writes_atomically(tmp_path: Path) -> None:
    out = tmp_path / "deal.html"
    out.write_text("old", encoding="utf-8")
    done = CliRunner().invoke(cli, ["render", str(MADE_DEAL), "-o", str(out)])
    assert done.exit_code == 0, done.output
    html = out.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>") and "Deal seed002-made" in html
    assert [p.name for p in tmp_path.iterdir()] == ["deal.html"]  # no temporary file left behind
    done = CliRunner().invoke(cli, ["render", str(tmp_path / "missing.deal"), "-o", str(out)])
    assert done.exit_code == 2 and out.read_text(encoding="utf-8") == html  # untouched on failure


CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def _dump_dom(path: Path, profile: Path) -> str:
    chromium = shutil.which("chromium")
    if chromium is None:
        pytest.skip("chromium is not on PATH (CI installs Debian's chromium package in .ci/run)")
    done = subprocess.run(
        [chromium, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "--dump-dom", path.as_uri()],
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


@pytest.mark.browser
def test_headless_chromium_renders_the_page(tmp_path: Path) -> None:
    runner = CliRunner()
    legal = tmp_path / "made.html"
    illegal_record = tmp_path / "revoke.json"
    illegal_record.write_text(json.dumps(made(revoke)), encoding="utf-8")
    illegal = tmp_path / "revoke.html"
    assert runner.invoke(cli, ["render", str(MADE_DEAL), "-o", str(legal)]).exit_code == 0
    assert (
        runner.invoke(cli, ["render", str(illegal_record), "-o", str(illegal), "--lang", "fr"]).exit_code == 1
    )
    dom = _dump_dom(legal, tmp_path / "profile")
    assert "<title>Deal seed002-made — coinche</title>" in dom
    assert "Verdict: LEGAL, contract made. Score: NS 234, EW 38." in dom
    assert dom.count(" ★</td>") == 8 and "Score: NS 234, EW 38." in dom
    dom = _dump_dom(illegal, tmp_path / "profile")
    assert "RENONCE (pli 1, carte 2) : règle play.follow-suit." in dom  # not following suit: a renonce
    assert re.search(r'<td class="illegal"[^>]*><span class="red">7♦</span>', dom)
    assert "Fournir à la couleur demandée" in dom


def test_without_chromium_the_browser_test_skips(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    with pytest.raises(pytest.skip.Exception, match="chromium is not on PATH"):
        _dump_dom(tmp_path / "page.html", tmp_path / "profile")


# --------------------------------------------------------------------------------------------------
# The layout at desktop and phone widths, checked by the page's geometry in headless Chromium.
#
# Headless Chromium will not make a window narrower than 500 px, so the page is measured inside an
# iframe of the width under test (a `srcdoc` frame, same origin as its parent): a script in the
# parent reads the frame's element rectangles once everything is loaded and writes them, as JSON,
# into the parent's DOM, which `--dump-dom` prints.

_PROBE = """<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0">
<iframe id="frame" style="width:{width}px;height:4000px;border:0;display:block" srcdoc="{page}"></iframe>
<script>
window.addEventListener('load', function () {{
  var doc = document.getElementById('frame').contentDocument;
  var width = doc.documentElement.clientWidth, wide = [];
  doc.querySelectorAll('body *').forEach(function (e) {{
    var r = e.getBoundingClientRect();
    if (r.width > 0 && (r.right > width + 0.5 || r.left < -0.5))
      wide.push(e.tagName + '#' + e.id + '.' + e.className);
  }});
  var columns = [];
  doc.querySelectorAll('#play thead th').forEach(function (th) {{
    var r = th.getBoundingClientRect(); columns.push([r.left, r.right, r.width]);
  }});
  var top = function (id) {{
    var e = doc.getElementById(id); return e ? e.getBoundingClientRect().top : null;
  }};
  var out = document.createElement('pre'); out.id = 'geometry';
  out.textContent = JSON.stringify({{viewport: width, scroll: doc.documentElement.scrollWidth, wide: wide,
    columns: columns, write: top('write'), verdict: top('verdict'), hands: top('hands'),
    words: top('score-words'), detail: top('score-detail'), player: top('player-N'),
    declarations: top('declarations'), play: top('play')}});
  document.body.appendChild(out);
}});
</script></body></html>"""


def _geometry(page_html: str, width: int, folder: Path) -> dict[str, Any]:
    """The rectangles of `page_html` laid out `width` px wide, and a screenshot of it beside."""
    chromium = shutil.which("chromium")
    if chromium is None:
        pytest.skip("chromium is not on PATH (CI installs Debian's chromium package in .ci/run)")
    probe = folder / f"probe-{width}.html"
    probe.write_text(_PROBE.format(width=width, page=escape(page_html, quote=True)), encoding="utf-8")
    window = f"--window-size={max(width, 500)},1400"
    profile = f"--user-data-dir={folder / 'profile'}"
    done = subprocess.run(
        [chromium, *CHROMIUM_FLAGS, profile, window, "--dump-dom", probe.as_uri()],
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    found = re.search(r'<pre id="geometry">(.*?)</pre>', done.stdout)
    assert found is not None, done.stdout[-2000:]
    shot = folder / f"deal-{width}.png"
    subprocess.run(
        [chromium, *CHROMIUM_FLAGS, profile, window, f"--screenshot={shot}", probe.as_uri()],
        capture_output=True,
        timeout=180,
    )
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"  # the picture a reviewer can look at
    geometry: dict[str, Any] = json.loads(unescape(found.group(1)))
    return geometry


def _named_deal_with_declarations(change: Any = None) -> dict[str, Any]:
    """contrée, 80 ♠ taken by N and coinched by E, with a belote and annonces declared, and the names."""
    data: dict[str, Any] = json.loads(
        (ROOT / "conformance" / "deals" / "contree-coinched-annonces.json").read_text(encoding="utf-8")
    )
    data["players"] = {"N": "Alice", "E": "Bertrand", "S": "Chloé", "W": "Dominique-Marie de La Tour"}
    if change is not None:
        change(data)
    return data


@pytest.mark.browser
@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_page_fits_desktop_and_phone_widths(tmp_path: Path, width: int, lang: str) -> None:
    record_file = tmp_path / "deal.json"
    record_file.write_text(json.dumps(_named_deal_with_declarations(), ensure_ascii=False), encoding="utf-8")
    out = tmp_path / "deal.html"
    done = CliRunner().invoke(cli, ["render", str(record_file), "-o", str(out), "--lang", lang])
    assert done.exit_code == 0, done.output
    geometry = _geometry(out.read_text(encoding="utf-8"), width, tmp_path)
    assert geometry["viewport"] == width
    assert geometry["scroll"] <= width, "the page scrolls sideways"
    assert geometry["wide"] == [], "elements wider than the screen"
    # every column of the play table (trick, lead, N, E, S, W, winner, points) is on screen
    columns = geometry["columns"]
    assert len(columns) == 8
    assert all(left >= 0 and right <= width and w > 10 for left, right, w in columns)
    # the names, the declarations, and the score in words before the formulas
    assert geometry["player"] is not None and geometry["declarations"] is not None
    assert geometry["words"] is not None and geometry["detail"] is not None
    assert geometry["words"] < geometry["play"] < geometry["detail"]
    # the score to write is the first thing on the page: in the first screen of a phone (844 px tall)
    assert geometry["write"] < geometry["verdict"] < geometry["hands"] and geometry["write"] < 300


@pytest.mark.browser
def test_an_illegal_deal_fits_a_phone(tmp_path: Path) -> None:
    """The violation box (rule text, allowed cards, why not the others) on a 390 px screen."""
    html = page(made(revoke), lang="fr")
    geometry = _geometry(html, 390, tmp_path)
    assert geometry["scroll"] <= 390 and geometry["wide"] == []
    assert all(right <= 390 for _, right, _ in geometry["columns"])
    # the penalty's score to write opens the page, above the verdict, in the first screen (844 px)
    assert "À écrire : NS 272, EO 0." in html
    assert geometry["write"] < geometry["verdict"] < geometry["hands"] and geometry["write"] < 300


def test_the_picture_names_the_players_and_tells_the_declarations() -> None:
    data = _named_deal_with_declarations()
    variant = shipped_variant("contree")
    record = read_record(data, variant)
    html = render_html(check_deal(record, variant), record, lang="fr", players=data["players"])
    assert '<span class="player" id="player-W">— Dominique-Marie de La Tour</span>' in html
    declarations = html[html.index('id="declarations"') : html.index('id="play"')]
    # S declared belote and holds K♠ Q♠ (♠ trump): NS 20 (rule points.belote). N's tierce J♦ 10♦ 9♦ and
    # W's tierce K♥ Q♥ J♥ have the same length; in the order A K Q J 10 9 8 7 the king tops the jack,
    # so W's is the strongest and EW score their 20 (rule points.annonces-strongest), N's nothing
    assert "S a annoncé belote." in declarations
    assert "NS : belote 20" in declarations and "EO : annonce 20" in declarations
    # the score in words comes before the hands; the formulas come folded at the end
    words = html.index('id="score-words"')
    assert words < html.index('id="hands"') < html.index('<details id="score-detail">')
    # N took, E coinched (the record's auction): both are named, each with his part
    assert "Contrat de 80 ♠ par N (NS), coinché par E, rempli : NS ont 134 points, il en fallait 80." in html


def test_the_declarations_escape_what_the_record_says() -> None:
    """An annonce's `kind` is free text in the record: it is shown escaped, never as markup."""

    def hostile(data: dict[str, Any]) -> None:
        data["annonces"][0]["kind"] = "<script>alert(1)</script>"

    data = _named_deal_with_declarations(hostile)
    variant = shipped_variant("contree")
    record = read_record(data, variant)
    html = render_html(check_deal(record, variant), record, lang="fr", players=data["players"])
    declarations = html[html.index('id="declarations"') : html.index('id="play"')]
    assert "<script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in declarations
