"""Every page of `refscore serve` in French carries no English prose, with its answers: the score of
a facts line, what a seat may play, a deal checked (JSON and a French `.deal`), a refused one, a
sheet, the rules. Over real HTTP (tests/web_server.py), with the detector of the command walk
(tests/render/test_translations.py: English words a French sentence never holds).
"""

from __future__ import annotations

import html
import importlib.util
import re
import urllib.parse
from pathlib import Path
from types import ModuleType

import pytest
from french_deal import FRENCH, UNSAID
from web_server import CHECKOUT, Server


def _translations() -> ModuleType:
    """The detector of tests/render/test_translations.py, loaded from its file (tests are no package)."""
    path = Path(__file__).resolve().parents[1] / "render" / "test_translations.py"
    spec = importlib.util.spec_from_file_location("translations_detector", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


english_in = _translations().english_in

FORM = {"content-type": "application/x-www-form-urlencoded"}
MADE = (CHECKOUT / "conformance" / "deals" / "seed002-made.json").read_text(encoding="utf-8")
PAGES: list[tuple[str, str, dict[str, str] | None]] = [
    ("score", "/", None),
    ("score, a line", "/?" + urllib.parse.urlencode({"line": "contree 100 cœur par N contré E NS 72"}), None),
    ("score, an ambiguous line", "/?" + urllib.parse.urlencode({"line": "contree 100 C par N NS 72"}), None),
    ("score, by taps", "/?contract=100&trump=H&taker=N&coinche=E&points=72&belote=N", None),
    ("legal", "/jouer", None),
    ("deal", "/donne", None),
    ("deal, JSON", "/donne", {"text": MADE}),
    ("deal, French .deal", "/donne", {"text": FRENCH}),
    ("deal, ambiguous .deal", "/donne", {"text": UNSAID}),
    ("sheet", "/feuille", None),
    ("sheet, a line", "/feuille", {"new": "coinche 110 cœur par S NS 124 écrit NS 234 EO 38", "lines": ""}),
    ("sheet, an ambiguous line", "/feuille", {"new": "coinche 110 C par S NS 124", "lines": ""}),
    ("rules", "/regles", None),
]


@pytest.mark.parametrize(("what", "path", "form"), PAGES, ids=[page[0] for page in PAGES])
def test_every_french_page_is_french(
    server: Server, what: str, path: str, form: dict[str, str] | None
) -> None:
    sep = "&" if "?" in path else "?"
    if form is None:
        status, _, page = server.request("GET", f"{path}{sep}lang=fr")
    else:
        body = urllib.parse.urlencode(form).encode()
        status, _, page = server.request("POST", f"{path}{sep}lang=fr", body, FORM)
    assert status == 200, what
    text = html.unescape(page.decode())
    text = re.sub(r"<textarea[^>]*>.*?</textarea>", " ", text, flags=re.S)  # what the user typed
    text = re.sub(r"\.deal\b", " ", text)  # a file extension (`La donne (.deal ou JSON)`), not a word
    text = text.replace("seed002-made", " ")  # the deal's own name
    assert english_in(text) == [], what
    # a French table writes Ouest O and the side Est-Ouest EO (the record's W and EW)
    shown = re.sub(r"<style>.*?</style>|<[^>]*>", " ", text, flags=re.S)
    assert re.findall(r"\b(?:W|EW|WE)\b", shown) == [], what
