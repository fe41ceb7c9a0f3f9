"""A French page reads what a French table writes as `refscore score --line --lang fr` does: `C` is
cœur in French and clubs in English, so a bare `C` on a French page is refused naming both readings,
never read as clubs; an English page reads it as clubs. Over real HTTP (tests/web_server.py).

The line is the README's French quick start: 100 by N, coinched by E, NS 72 card points with the
belote of N. NS make 72 + 20 = 92 < 100: failed and coinched, so EO score 162 + 2 x 100 = 362 and NS
keep their belote, 20 (RULES.md, "Scoring", coinched contract failed). The trump changes no number,
only what the page echoes of the contract (100 ♥ or 100 ♣).
"""

from __future__ import annotations

import html
import json
import urllib.parse

from french_deal import FRENCH, UNSAID
from web_server import Server

LINE = "contree 100 {trump} par N contre E points NS 72 belote N"


def _score_page(server: Server, trump: str, lang: str) -> str:
    query = urllib.parse.urlencode({"line": LINE.format(trump=trump), "lang": lang})
    status, _, page = server.request("GET", f"/?{query}")
    assert status == 200
    return html.unescape(page.decode())


def test_a_french_score_page_refuses_a_bare_c(server: Server) -> None:
    page = _score_page(server, "C", "fr")
    assert "trèfle (♣) ou cœur (♥)" in page
    assert "362" not in page  # nothing scored


def test_a_french_score_page_reads_coeur_as_hearts(server: Server) -> None:
    page = _score_page(server, "cœur", "fr")
    assert "NS 20, EO 362" in page
    assert "100 ♥" in page


def test_an_english_score_page_reads_c_as_clubs(server: Server) -> None:
    page = _score_page(server, "C", "en")
    assert "NS 20, EW 362" in page
    assert "100 ♣" in page


def _sheet(server: Server, line: str, lang: str) -> str:
    form = urllib.parse.urlencode({"new": line, "lines": ""}).encode()
    status, _, page = server.request(
        "POST", f"/feuille?lang={lang}", form, {"content-type": "application/x-www-form-urlencoded"}
    )
    assert status == 200
    return html.unescape(page.decode())


def test_a_french_sheet_refuses_a_bare_c_and_reads_coeur(server: Server) -> None:
    assert "trèfle (♣) ou cœur (♥)" in _sheet(server, LINE.format(trump="C"), "fr")
    page = _sheet(server, LINE.format(trump="coeur") + " écrit NS 20 EO 362", "fr")
    assert "trèfle (♣) ou cœur (♥)" not in page
    assert "362" in page


def test_an_english_sheet_reads_c_as_clubs(server: Server) -> None:
    page = _sheet(server, LINE.format(trump="C") + " claim NS 20 EW 362", "en")
    assert "clubs (♣) or cœur (♥)" not in page
    assert "362" in page


def _deal_page(server: Server, text: str, lang: str) -> str:
    form = urllib.parse.urlencode({"text": text}).encode()
    status, _, page = server.request(
        "POST", f"/donne?lang={lang}", form, {"content-type": "application/x-www-form-urlencoded"}
    )
    assert status == 200
    return html.unescape(page.decode())


def test_the_deal_page_reads_the_notation_line(server: Server) -> None:
    # seed 002 in French letters (tests/french_deal.py): 110 ♥ by S, made, NS 234, EO 38 (RULES.md)
    page = _deal_page(server, FRENCH, "fr")
    assert "<pre>À écrire : NS 234, EO 38." in page
    assert "A♥" in page  # AC echoed as cœur
    assert "« coinche »" not in page  # judged by the variant its `variante` line names
    # without its `notation fr` line, a French page asks (9C on line 4) and an English one reads
    # the French letters as English: AC is A♣ and so is AT, a card dealt twice
    page = _deal_page(server, UNSAID, "fr")
    assert "(donne):4:7" in page and "9 de trèfle (9♣) ou 9 de cœur (9♥)" in page
    assert "À écrire" not in page
    page = _deal_page(server, UNSAID, "en")
    assert "dealt twice" in page and "To write" not in page


def _api_score(server: Server, line: str, query: str) -> tuple[int, dict[str, object]]:
    status, _, body = server.request(
        "POST", f"/v1/score{query}", line.encode(), {"content-type": "text/plain"}
    )
    answer: dict[str, object] = json.loads(body)
    return status, answer


def test_the_api_reads_a_line_in_the_language_asked(server: Server) -> None:
    # the same deal as above: NS 20, EW 362; only the trump read from `C` changes
    status, answer = _api_score(server, LINE.format(trump="C"), "?lang=fr")
    assert status == 422 and "clubs (♣) or cœur (♥)" in str(answer["error"])
    status, answer = _api_score(server, LINE.format(trump="coeur"), "?lang=fr")
    assert status == 200 and answer["to_write"] == {**TO_WRITE, "contract": "100 H"}
    for query in ("", "?lang=en"):
        status, answer = _api_score(server, LINE.format(trump="C"), query)
        assert status == 200 and answer["to_write"] == {**TO_WRITE, "contract": "100 C"}


#: What to write for LINE (worked in the module's docstring): failed, coinched by E, rule
#: score.coinched-failed; the takers' total is their 72 card points and 20 of belote.
TO_WRITE = {
    "key": "write.scores",
    "scores": {"NS": 20, "EW": 362},
    "taker": "N",
    "side": "NS",
    "coinched_by": "E",
    "surcoinched_by": None,
    "outcome": "failed",
    "rule": "score.coinched-failed",
    "taker_points": 92,
    "defence_points": None,
    "at_fault": None,
}


def test_the_example_line_each_page_shows_scores_as_it_reads(server: Server) -> None:
    """The line a page shows as its example (`line.hint`, the field's placeholder) is one the page
    reads: the deal above (100 ♥ by N coinched by E, NS 72 with N's belote) in each language's words."""
    from refscore.text.web import WEB_WORDS

    for lang, scores in (("fr", "NS 20, EO 362"), ("en", "NS 20, EW 362")):
        hint = WEB_WORDS[lang]["line.hint"]
        status, _, page = server.request("GET", "/?" + urllib.parse.urlencode({"line": hint, "lang": lang}))
        shown = html.unescape(page.decode())
        assert status == 200 and scores in shown, (lang, hint)
        assert f'placeholder="{hint}"' in shown
