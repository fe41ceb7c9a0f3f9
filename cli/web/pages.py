"""The pages for the table: La marque, Que puis-je jouer ?, Vérifier une donne, Feuille de marque,
Nos règles. French first (English by the browser's language, or the switch), for a phone.

Why plain forms: a phone on a club's LAN has no internet and may have scripts off; every page is a
form that the server answers with a whole page (no script at all), the choices are large tap
targets built from the chosen variant (its seats, sides, contract ladder, trumps), and every text a
user sent is escaped (`h`) before it is written into a page. The answers are the engine's own texts.
"""

from __future__ import annotations

import hashlib
import html
import json
import os
import re
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, urlencode

from starlette.datastructures import FormData, UploadFile
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from refscore.base.errors import InputFormatError, RefscoreError, sentence
from refscore.base.langs import Lang
from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.text.web import WEB_WORDS, seat_label, unit_label

from . import limits
from .api import TooLarge, body_text
from .engine import Busy, analyse_bounded, check_record, legal_position, score_facts_data, settle_sheet
from .sources import deal_from_text, variant_from_text

if TYPE_CHECKING:
    from refscore.judge.check import CheckResult
    from refscore.judge.game_sheet import Evening
    from refscore.model.variant import Variant
    from refscore.solver.analyse import Analysis

__all__ = ["routes"]

DEFAULT_VARIANT = "contree"
_CLUB_PREFIX = "club:"
_PASTED: dict[str, Variant] = {}
"""Variants pasted on "Nos règles", by the digest of their text (the cookie names the digest)."""
_PASTED_KEPT = 256


def h(text: object) -> str:
    """Any text for a page: escaped, quotes included (it may land in an attribute)."""
    return html.escape(str(text), quote=True)


# -- language and variant of a request -------------------------------------------------------------


def page_lang(request: Request) -> Lang:
    """`?lang=`, else the cookie the switch set, else the browser's first of French and English."""
    for value in (request.query_params.get("lang"), request.cookies.get("lang")):
        if value in ("fr", "en"):
            return "fr" if value == "fr" else "en"
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate(request.headers.get("accept-language", "").split(",")[:20]):
        tag, _, weight = part.strip().partition(";q=")
        try:
            q = float(weight) if weight else 1.0
        except ValueError:
            q = 0.0
        ranked.append((-q, index, tag.strip().lower()[:2]))
    for _, _, tag in sorted(ranked):
        if tag in ("fr", "en"):
            return "fr" if tag == "fr" else "en"
    return "fr"


def chosen_variant(request: Request) -> Variant:
    """The variant of the cookie "Nos règles" set (a shipped name or a pasted variant's digest)."""
    value = request.cookies.get("variant", DEFAULT_VARIANT)
    if value.startswith(_CLUB_PREFIX) and value[len(_CLUB_PREFIX) :] in _PASTED:
        return _PASTED[value[len(_CLUB_PREFIX) :]]
    if value in shipped_names():
        return shipped_variant(value)
    return shipped_variant(DEFAULT_VARIANT)


def _keep_pasted(text: str, variant: Variant) -> str:
    key = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:24]
    if key not in _PASTED and len(_PASTED) >= _PASTED_KEPT:
        del _PASTED[next(iter(_PASTED))]  # the oldest: the store stays bounded whatever is pasted
    _PASTED[key] = variant
    return _CLUB_PREFIX + key


# -- the frame of every page -----------------------------------------------------------------------

_NAV = (
    ("/", "nav.score"),
    ("/jouer", "nav.legal"),
    ("/donne", "nav.deal"),
    ("/feuille", "nav.sheet"),
    ("/regles", "nav.rules"),
)


def page(
    request: Request, title_key: str, body: Iterable[str], status: int = 200, variant: Variant | None = None
) -> HTMLResponse:
    """The whole page around `body`: the menu, the rules in use (`variant`, else the cookie's), the
    language switch."""
    from refscore.text.common import variant_title

    lang = page_lang(request)
    w = WEB_WORDS[lang]
    variant = variant or chosen_variant(request)
    other = "en" if lang == "fr" else "fr"
    here = request.url.path
    kept = [(key, value) for key, value in request.query_params.multi_items() if key != "lang"]
    back = quote(here + ("?" + urlencode(kept) if kept else ""), safe="")  # the same answer, switched
    nav = "".join(
        f'<a href="{path}"{" aria-current=page" if path == here else ""}>{h(w[key])}</a>'
        for path, key in _NAV
    )
    return HTMLResponse(
        f"""<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{h(w[title_key])} — refscore</title>
<link rel="stylesheet" href="/static/style.css"></head>
<body><header><nav>{nav}</nav>
<p class="rules"><a href="/regles">{h(w["rules.now"].format(title=variant_title(variant, lang)))}</a>
· <a href="/langue?to={other}&amp;back={h(back)}" lang="{other}">{h(w["switch"])}</a></p></header>
<main><h1>{h(w[title_key])}</h1>
{"".join(body)}
</main></body></html>
""",
        status_code=status,
        headers=_PAGE_HEADERS,
    )


#: Nothing but the server's own style sheet and the pages' inline styles (the framed picture and
#: rulebook carry theirs); no script anywhere, forms posted only here, never framed by another site.
_PAGE_HEADERS = {
    "content-security-policy": "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
}


def _chips(name: str, options: Sequence[tuple[str, str]], chosen: str | None) -> str:
    """A row of radio buttons drawn as large tap targets: (value, label) pairs."""
    return (
        '<div class="chips">'
        + "".join(
            f'<label><input type="radio" name="{name}" value="{h(value)}"'
            f"{' checked' if value == chosen else ''}><span>{h(label)}</span></label>"
            for value, label in options
        )
        + "</div>"
    )


def _fieldset(legend: str, inner: str) -> str:
    return f"<fieldset><legend>{h(legend)}</legend>{inner}</fieldset>"


def _error_box(error: RefscoreError, lang: Lang, lead: str) -> str:
    from refscore.text.error_words import error_text

    return (
        f'<div class="answer bad" role="alert"><p>{h(lead)}</p><pre>{h(error_text(error, lang))}</pre></div>'
    )


_TRUMP_LABELS: dict[Lang, dict[str, str]] = {
    "fr": {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "SA": "Sans atout", "TA": "Tout atout"},
    "en": {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "SA": "No trump", "TA": "All trump"},
}


def _trumps(variant: Variant) -> list[str]:
    modes = {str(getattr(mode, "value", mode)) for mode in variant.auction.trump_modes}
    out = ["S", "H", "D", "C"] if "suit" in modes else []
    out += ["SA"] if "no_trump" in modes else []
    out += ["TA"] if "all_trump" in modes else []
    return out


def _units(variant: Variant) -> list[str]:
    return [unit for unit, _ in variant.teams]


def _number(value: str | None) -> int | None:
    text = (value or "").strip()
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 6 else None


async def _form(request: Request) -> FormData:
    """The posted form, refused past `limits.MAX_FORM_BYTES` (browsers always send the length)."""
    declared = request.headers.get("content-length", "")
    if not declared.isdigit() or int(declared) > limits.MAX_FORM_BYTES:
        raise TooLarge(limits.MAX_FORM_BYTES)
    return await request.form(max_files=1, max_fields=200, max_part_size=limits.MAX_FORM_BYTES)


async def _field_text(form: FormData, key: str, name: str) -> str:
    """A text field, or an uploaded file's UTF-8 text."""
    value = form.get(key)
    if isinstance(value, UploadFile):
        data = await value.read(limits.MAX_FORM_BYTES + 1)
        if len(data) > limits.MAX_FORM_BYTES:
            raise TooLarge(limits.MAX_FORM_BYTES)
        return body_text(data, value.filename or name)
    return value or ""


def _guarded(
    handler: Callable[[Request], Awaitable[Response]],
) -> Callable[[Request], Awaitable[Response]]:
    """A page whose form is too large or malformed answers with a page saying so, never a traceback."""

    async def endpoint(request: Request) -> Response:
        try:
            return await handler(request)
        except TooLarge as error:
            problem = InputFormatError(
                error.args[0],
                file="(formulaire)",
                expected=sentence("pages.at_most_bytes", limit=error.limit),
            )
            lang = page_lang(request)
            return page(request, "site", [_error_box(problem, lang, WEB_WORDS[lang]["error"])], status=413)

    endpoint.__name__ = handler.__name__
    return endpoint


# -- La marque -------------------------------------------------------------------------------------


def _facts_from_query(params: Any, variant: Variant) -> dict[str, Any]:
    """The facts record the taps describe (spec/facts.schema.json), read like `refscore score`'s."""
    data: dict[str, Any] = {}
    for key in ("taker", "trump", "coinche", "surcoinche", "belote", "capot"):
        value = params.get(key)
        if value:
            data[key] = value
    other = _number(params.get("autre"))
    value = params.get("contract")
    if other is not None:
        data["contract"] = other
    elif value:
        data["contract"] = _number(value) if _number(value) is not None else value
    taker = data.get("taker")
    points = _number(params.get("points"))
    if points is not None and isinstance(taker, str) and taker in variant.seats:
        data["points"] = {variant.team_of(taker): points}
    for key in ("points", "annonces", "claim"):
        pairs = {unit: _number(params.get(f"{key}_{unit}")) for unit in _units(variant)}
        given = {unit: n for unit, n in pairs.items() if n is not None}
        if given:
            data[key] = given
    if "claim" in data and len(data["claim"]) != len(_units(variant)):
        data["claim"] = {unit: data["claim"].get(unit, 0) for unit in _units(variant)}
    return data


def _one_points_field(variant: Variant) -> bool:
    """Two sides and no dead card: the takers' points say the defence's too (162 in all)."""
    return len(variant.teams) == 2 and variant.dead_cards == 0


def _pairs(key: str, units: Sequence[tuple[str, str]], params: Any) -> str:
    """A number box per side, `KEY_UNIT`."""
    return "".join(
        f'<label class="pair">{h(label)} <input name="{key}_{h(u)}" inputmode="numeric" size="4" '
        f'value="{h(params.get(f"{key}_{u}", ""))}"></label>'
        for u, label in units
    )


def _score_answer(result: CheckResult, lang: Lang) -> str:
    from refscore.render.facts_text import facts_score_text

    w = WEB_WORDS[lang]
    scores = result.scores or {}
    big = " · ".join(f"{h(unit_label(unit, lang))} <b>{h(points)}</b>" for unit, points in scores.items())
    wrong = result.status == "wrong_claim"
    verdict = ""
    if result.claim is not None:
        verdict = f'<p class="verdict">{h(w["wrong_claim"] if wrong else w["right_claim"])}</p>'
    return (
        f'<section class="answer {"bad" if wrong else "good"}" id="answer" aria-live="polite">'
        f'{verdict}<p class="to-write">{h(w["to_write"])} <span class="score">{big}</span></p>'
        f"<pre>{h(facts_score_text(result, lang))}</pre>"
        f'<p class="fp">{h(w["fingerprint"].format(fp=result.variant.fingerprint))}</p></section>'
    )


async def score_page(request: Request) -> Response:
    """La marque: the facts by taps (or the one-line notation) → the score to write, with its rule."""
    from refscore.base.words import reading_of
    from refscore.load.facts_line import parse_facts_line

    lang = page_lang(request)
    w = WEB_WORDS[lang]
    variant = chosen_variant(request)
    params = request.query_params
    answer = ""
    asked = any(params.get(key) for key in ("taker", "line"))
    if asked:
        try:
            line = (params.get("line") or "").strip()
            if line:
                if len(line) > 2000:
                    raise InputFormatError(
                        sentence("pages.line_too_long"),
                        file="(ligne)",
                        expected=sentence("pages.one_line_facts"),
                    )
                data = parse_facts_line(line, reading_of(lang))
                if data.get("variant") not in (None, variant.id):
                    data.pop("variant")  # the line names another variant: the page's is "Nos règles"'
                result = score_facts_data(data, variant, "(ligne)")
            else:
                result = score_facts_data(_facts_from_query(params, variant), variant, "(marque)")
            answer = _score_answer(result, lang)
        except RefscoreError as error:
            answer = _error_box(error, lang, w["error"])
    seats = [(seat, seat_label(seat, lang)) for seat in variant.seats]
    nobody = [("", w["nobody"])]
    auction = variant.auction
    values = [(str(v), str(v)) for v in range(auction.floor, auction.ceiling + 1, auction.step)]
    values += [(bid.name, w.get(f"bid.{bid.name}", bid.name)) for bid in auction.special_bids]
    parts = [
        f'<p class="lead">{h(w["page.score.lead"])}</p><form method="get" action="/#answer" class="score">'
    ]
    if auction.kind == "bidding":
        parts.append(
            _fieldset(
                w["contract"],
                _chips("contract", values, params.get("contract"))
                + f'<label class="other">{h(w["other_value"])} <input name="autre" inputmode="numeric" '
                f'size="4" value="{h(params.get("autre", ""))}"></label>',
            )
        )
    trumps = [(t, _TRUMP_LABELS[lang][t]) for t in _trumps(variant)]
    parts.append(_fieldset(w["trump"], _chips("trump", trumps, params.get("trump"))))
    parts.append(_fieldset(w["taker"], _chips("taker", seats, params.get("taker"))))
    if auction.coinche:
        parts.append(_fieldset(w["coinche"], _chips("coinche", nobody + seats, params.get("coinche", ""))))
    units = [(u, unit_label(u, lang)) for u in _units(variant)]
    if _one_points_field(variant):
        inputs = f'<input name="points" inputmode="numeric" size="4" value="{h(params.get("points", ""))}">'
        parts.append(_fieldset(w["points"], inputs))
    else:  # three sides, or dead cards: the facts need every side's points (spec/facts.md)
        parts.append(_fieldset(w["page.points.each"], _pairs("points", units, params)))
    parts.append(_fieldset(w["belote"], _chips("belote", nobody + seats, params.get("belote", ""))))
    # the rarer facts fold away (a <details>: no script), open when one of them was given
    more = [f"{key}_{u}" for key in ("annonces", "claim") for u, _ in units] + ["surcoinche", "capot"]
    shown = " open" if any(params.get(key) for key in more) else ""
    parts.append(f'<details class="more"{shown}><summary>{h(w["more"])}</summary>')
    if auction.coinche and auction.surcoinche:
        chips = _chips("surcoinche", nobody + seats, params.get("surcoinche", ""))
        parts.append(_fieldset(w["surcoinche"], chips))
    parts.append(_fieldset(w["capot"], _chips("capot", nobody + units, params.get("capot", ""))))
    for key, legend in (("annonces", w["annonces"]), ("claim", w["claim"])):
        parts.append(_fieldset(legend, _pairs(key, units, params)))
    parts.append("</details>")
    parts.append(f'<button type="submit" class="go">{h(w["compute"])}</button></form>')
    parts.append(answer)
    parts.append(
        f'<form method="get" action="/#answer" class="line"><label>{h(w["line"])}<br>'
        f'<input name="line" placeholder="{h(w["line.hint"])}" value="{h(params.get("line", ""))}"></label>'
        f'<button type="submit">{h(w["compute"])}</button></form>'
    )
    return page(request, "page.score.title", parts)


# -- Que puis-je jouer ? ---------------------------------------------------------------------------


async def legal_page(request: Request) -> Response:
    """Que puis-je jouer ?: my seat, my hand, the contract, the table → the cards I may play, and why."""
    from refscore.render.legal_text import situation_text

    from ..human_cmds import _situation_from_options

    lang = page_lang(request)
    w = WEB_WORDS[lang]
    variant = chosen_variant(request)
    params = request.query_params
    answer = ""
    if params.get("seat") and params.get("trump"):
        try:
            picked = params.getlist("card")[:32]  # the cards tapped, then any typed
            hand = " ".join([*picked, params.get("hand", "")[:500]]).strip()
            table = params.get("table", "")[:200]
            try:
                # the page's own controls write cards and trumps in the records' letters (C: clubs)
                data = _situation_from_options(params["seat"], hand, params["trump"], table, (), "en")
            except ValueError as error:
                raise InputFormatError(
                    error.args[0], file="(situation)", expected=sentence("pages.spec_situation_schema_json")
                ) from None
            position = legal_position(data, variant)
            allowed = " ".join(_card_html(card, lang) for card in position.allowed)
            answer = (
                f'<section class="answer good" id="answer"><p class="to-write">{h(w["allowed"])} '
                f'<span class="cards">{allowed}</span></p>'
                f"<pre>{h(situation_text(position, lang))}</pre></section>"
            )
        except RefscoreError as error:
            answer = _error_box(error, lang, w["error"])
    seats = [(seat, seat_label(seat, lang)) for seat in variant.seats]
    trumps = [(t, _TRUMP_LABELS[lang][t]) for t in _trumps(variant)]
    body = [
        f'<p class="lead">{h(w["legal.lead"])}</p><form method="get" action="/jouer#answer">',
        _fieldset(w["seat"], _chips("seat", seats, params.get("seat"))),
        _fieldset(w["trump"], _chips("trump", trumps, params.get("trump"))),
        _fieldset(
            w["hand"],
            _card_chips("card", set(params.getlist("card")), lang)
            + f'<label class="typed">{h(w["hand.typed"])}<input name="hand" '
            f'placeholder="{h(w["hand.hint"])}" value="{h(params.get("hand", ""))}"></label>',
        ),
        _fieldset(
            w["table"],
            f'<input name="table" placeholder="{h(w["table.hint"])}" value="{h(params.get("table", ""))}">',
        ),
        f'<button type="submit" class="go">{h(w["ask"])}</button></form>',
        answer,
    ]
    return page(request, "legal.title", body)


def _card_chips(name: str, chosen: set[str], lang: Lang) -> str:
    """The 32 cards as tap targets, a row per suit (check boxes: a hand is several cards)."""
    from refscore.base.cards import DECK, SUITS, card_name, suit_of
    from refscore.text.common import card_text

    rows = []
    for suit in SUITS:
        chips = "".join(
            f'<label><input type="checkbox" name="{name}" value="{card_name(card)}"'
            f"{' checked' if card_name(card) in chosen else ''}>"
            f'<span class="{"red" if suit in (1, 2) else "black"}">{h(card_text(card, lang))}</span></label>'
            for card in DECK
            if suit_of(card) == suit
        )
        rows.append(f'<div class="chips cards">{chips}</div>')
    return "".join(rows)


def _card_html(card: Any, lang: Lang) -> str:
    """A card as `refscore render` draws it (V♠ D♥ R♣ in French), on a card-shaped chip."""
    from refscore.render.html_cards import card_html

    return f'<span class="card">{card_html(card, lang)}</span>'


# -- Vérifier une donne ----------------------------------------------------------------------------


@_guarded
async def deal_page(request: Request) -> Response:
    """Vérifier une donne: a pasted `.deal` or an uploaded JSON → verdict, penalty, picture, analysis."""
    lang = page_lang(request)
    w = WEB_WORDS[lang]
    text = ""
    answer: list[str] = []
    want_analysis = False
    if request.method == "POST":
        form = await _form(request)
        text = str(form.get("text") or "")
        uploaded = (
            await _field_text(form, "file", "(fichier)") if isinstance(form.get("file"), UploadFile) else ""
        )
        want_analysis = form.get("analyse") == "1"
        source = uploaded if uploaded.strip() else text
        answer = await _judge_deal(source, chosen_variant(request), lang, want_analysis)
    body = [
        f'<p class="lead">{h(w["page.deal.lead"])}</p>'
        '<form method="post" action="/donne#answer" enctype="multipart/form-data">',
        _fieldset(w["page.deal.text"], f'<textarea name="text" rows="10">{h(text)}</textarea>'),
        _fieldset(w["page.deal.file"], '<input type="file" name="file" accept=".json,application/json">'),
        f'<label class="check"><input type="checkbox" name="analyse" value="1"'
        f"{' checked' if want_analysis else ''}> {h(w['page.deal.analyse'])}</label>",
        f'<button type="submit" class="go">{h(w["check"])}</button></form>',
        *answer,
    ]
    return page(request, "page.deal.title", body)


async def _judge_deal(source: str, page_variant: Variant, lang: Lang, want_analysis: bool) -> list[str]:
    """The CLI's text verdict and `refscore render`'s picture (in a sandboxed frame) of one deal."""
    from starlette.concurrency import run_in_threadpool

    from refscore.render.html import render_html

    from ..render import render_text

    w = WEB_WORDS[lang]
    name = "(donne)"
    try:
        if not source.strip():
            raise InputFormatError(
                sentence("pages.deal_empty"), file=name, expected=sentence("pages.deal_text_json_record")
            )
        # the variant a deal names wins; a deal naming none is judged by the page's
        data, variant = (
            deal_from_text(source, name, None, lang)
            if _names_variant(source)
            else deal_from_text(source, name, page_variant, lang)
        )
        record, result = await run_in_threadpool(check_record, data, variant, name)
    except RefscoreError as error:
        return [_error_box(error, lang, w["error"])]
    players = data.get("players")

    def picture(analysis: Analysis | None) -> str:
        return render_html(
            result,
            record,
            lang=lang,
            title=str(data.get("id") or "donne"),
            players=players if isinstance(players, dict) else None,
            analysis=analysis,
        )

    drawn = ""
    problem = ""
    if want_analysis:
        try:
            drawn = await analyse_bounded(record, variant, picture)
        except (Busy, RefscoreError) as error:
            from refscore.text.error_words import said_in

            problem = f'<p class="answer bad">{h(w["busy"])} {h(said_in(error, lang))}</p>'
    drawn = drawn or picture(None)
    good = result.status in ("legal", "redeal", "incomplete")
    return [
        f'<section class="answer {"good" if good else "bad"}" id="answer">'
        f"<pre>{h(render_text(result, record, name, lang))}</pre>"
        f'<p class="fp">{h(w["fingerprint"].format(fp=variant.fingerprint))}</p></section>',
        problem,
        f'<h2>{h(w["picture"])}</h2><iframe class="picture" sandbox title="{h(w["picture"])}" '
        f'srcdoc="{h(drawn)}"></iframe>',
    ]


def _names_variant(source: str) -> bool:
    """Whether the pasted deal names its variant (a JSON `variant` field, a `.deal` variant line)."""
    if source.lstrip().startswith("{"):
        try:
            data = json.loads(source)
        except (ValueError, RecursionError):
            return False  # the reader says what is wrong, at its line and column
        return isinstance(data, dict) and "variant" in data
    # the grammar's keyword in either language (`variant`, `variante`), a colon allowed after it
    return any(_VARIANT_LINE.match(line.strip()) for line in source.splitlines()[:50])


_VARIANT_LINE = re.compile(r"(?i:variante?)(?:\s*:\s*|\s+)\S")


# -- Feuille de marque -----------------------------------------------------------------------------


NEW_GAME = "---"
"""A line of the page's sheet that ends one game of the evening and starts the next."""


def _sheet_entry(line: str, number: int, lang: Lang) -> dict[str, Any]:
    """One line of the page's sheet: facts in one line, with what the table wrote (`écrit ...`),
    read as `refscore score --line` reads it in the page's language (`C` is cœur or ambiguous in
    French)."""
    from refscore.base.words import reading_of
    from refscore.load.facts_line import parse_facts_line

    try:
        data = parse_facts_line(line, reading_of(lang))
    except RefscoreError as error:
        raise error.located(f"(feuille) ligne {number}") from None
    data.pop("variant", None)
    written = data.pop("claim", None)
    return {"facts": data, "scores": written} if written else {"facts": data}


def _settle_lines(lines: list[str], variant: Variant, lang: Lang) -> Evening | None:
    """The page's lines as a game sheet (an evening when a `---` line separates games), settled by
    `refscore game`'s function; None for a sheet with no deal yet."""
    games: list[list[dict[str, Any]]] = [[]]
    for number, line in enumerate(lines, 1):
        if line == NEW_GAME:
            games.append([])
        else:
            games[-1].append(_sheet_entry(line, number, lang))
    games = [deals for deals in games if deals]
    if not games:
        return None
    if len(games) == 1:
        return settle_sheet({"variant": variant.id, "deals": games[0]}, variant)
    return settle_sheet({"variant": variant.id, "games": [{"deals": deals} for deals in games]}, variant)


@_guarded
async def sheet_page(request: Request) -> Response:
    """Feuille de marque: lines entered one by one, each checked as it comes; totals and winner; a
    `---` line starts the next game of the evening."""
    from refscore.text.game import evening_text

    lang = page_lang(request)
    w = WEB_WORDS[lang]
    variant = chosen_variant(request)
    lines: list[str] = []
    new = ""
    answer: list[str] = []
    evening: Evening | None = None
    if request.method == "POST":
        form = await _form(request)
        lines = [line.strip()[:2000] for line in str(form.get("lines") or "").splitlines() if line.strip()]
        new = str(form.get("new") or "").strip()[:2000]
        if form.get("next") and lines and lines[-1] != NEW_GAME:
            new = NEW_GAME
        if len(lines) >= limits.MAX_SHEET_LINES:
            lines = lines[: limits.MAX_SHEET_LINES]
            answer.append(f'<p class="answer bad">{h(w["sheet.too_long"].format(n=len(lines)))}</p>')
            new = ""
        candidate = [*lines, new] if new else lines
        try:
            evening = _settle_lines(candidate, variant, lang)
            lines, new = candidate, ""
        except RefscoreError as error:
            answer.append(_error_box(error, lang, w["sheet.refused"] if new else w["error"]))
            if new:
                try:
                    evening = _settle_lines(lines, variant, lang)
                except RefscoreError:
                    evening = None
    if evening is not None:
        game = evening.games[-1]
        totals = " · ".join(
            f"{h(unit_label(unit, lang))} <b>{h(points)}</b>" for unit, points in game.totals.items()
        )
        bad = any(g.wrong_lines for g in evening.games)
        answer.insert(
            0,
            f'<section class="answer {"bad" if bad else "good"}" id="answer">'
            f'<p class="to-write"><span class="score">{totals}</span></p>'
            f"<pre>{h(evening_text(evening, lang))}</pre>"
            f'<p class="fp">{h(w["fingerprint"].format(fp=variant.fingerprint))}</p></section>',
        )
    body = [
        f'<p class="lead">{h(w["sheet.lead"])}</p><form method="post" action="/feuille#answer">',
        _fieldset(w["sheet.new"], f'<input name="new" placeholder="{h(w["line.hint"])}" value="{h(new)}">'),
        f'<button type="submit" class="go">{h(w["add"])}</button>',
        _fieldset(w["sheet.lines"], f'<textarea name="lines" rows="6">{h(chr(10).join(lines))}</textarea>'),
        f'<button type="submit" name="next" value="1" class="next">{h(w["sheet.next"])}</button>',
        "</form>",
        *answer,
    ]
    return page(request, "sheet.title", body)


# -- Nos règles ------------------------------------------------------------------------------------


@_guarded
async def rules_page(request: Request) -> Response:
    """Nos règles: choose a shipped variant or paste a club's YAML (checked, errors at their line);
    its rulebook; its differences with another. The choice is kept in a cookie for every page."""
    from refscore.render.rulebook import diff_text, diff_variants, rulebook_html
    from refscore.text.common import variant_title

    lang = page_lang(request)
    w = WEB_WORDS[lang]
    variant = chosen_variant(request)
    cookie: str | None = None
    notes: list[str] = []
    yaml_text = ""
    if request.method == "POST":
        form = await _form(request)
        shipped = str(form.get("shipped") or "")
        yaml_text = (
            await _field_text(form, "file", "(fichier)") if isinstance(form.get("file"), UploadFile) else ""
        )
        yaml_text = yaml_text if yaml_text.strip() else str(form.get("yaml") or "")
        if yaml_text.strip():
            try:
                variant = variant_from_text(yaml_text)
                cookie = _keep_pasted(yaml_text, variant)
                notes.append(f'<p class="answer good">{h(w["rules.ok"].format(id=variant.id))}</p>')
            except RefscoreError as error:
                notes.append(_error_box(error, lang, w["error"]))
        elif shipped in shipped_names():
            variant = shipped_variant(shipped)
            cookie = shipped
    diff = ""
    other = request.query_params.get("diff", "")
    if other in shipped_names():
        b = shipped_variant(other)
        diff = f"<pre>{h(diff_text(variant, b, diff_variants(variant, b), lang=lang))}</pre>"
    choices = [(name, f"{name} — {variant_title(shipped_variant(name), lang)}") for name in shipped_names()]
    current = variant.id if variant.id in shipped_names() else None
    options = "".join(
        f'<option value="{h(n)}"{" selected" if n == other else ""}>{h(n)}</option>' for n in shipped_names()
    )
    body = [
        f'<p class="lead">{h(w["rules.lead"])}</p>',
        *notes,
        '<form method="post" action="/regles" enctype="multipart/form-data">',
        _fieldset(
            w["rules.shipped"],
            _chips("shipped", choices, current).replace('class="chips"', 'class="chips wide"'),
        ),
        f'<button type="submit" class="go">{h(w["rules.choose"])}</button>',
        _fieldset(w["rules.yaml"], f'<textarea name="yaml" rows="8">{h(yaml_text)}</textarea>'),
        _fieldset(w["rules.file"], '<input type="file" name="file" accept=".yaml,.yml">'),
        f'<button type="submit" class="go">{h(w["rules.check"])}</button></form>',
        f'<form method="get" action="/regles#diff" id="diff"><label>{h(w["rules.diff"])} '
        f'<select name="diff"><option value="">{h(w["choose"])}</option>{options}</select></label>'
        f'<button type="submit">{h(w["rules.compare"])}</button></form>{diff}',
        f'<p class="fp">{h(w["fingerprint"].format(fp=variant.fingerprint))}</p>',
        f'<h2>{h(w["rules.book"])}</h2><iframe class="picture" sandbox title="{h(w["rules.book"])}" '
        f'srcdoc="{h(rulebook_html(variant, lang))}"></iframe>',
    ]
    response = page(request, "rules.title", body, variant=variant)
    if cookie is not None:
        response.set_cookie("variant", cookie, max_age=365 * 86400, httponly=True, samesite="lax")
    return response


# -- the language switch and the style sheet -------------------------------------------------------


async def switch_lang(request: Request) -> Response:
    """`/langue?to=en&back=/jouer`: remember the language, back to the page (a local path only)."""
    to = request.query_params.get("to")
    back = request.query_params.get("back", "/")
    if not back.startswith("/") or back.startswith("//") or "\\" in back:
        back = "/"
    response = RedirectResponse(back, status_code=303)
    if to in ("fr", "en"):
        response.set_cookie("lang", to, max_age=365 * 86400, samesite="lax")
    return response


_STATIC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "static")


async def style(request: Request) -> Response:
    with open(os.path.join(_STATIC, "style.css"), encoding="utf-8") as file:
        return Response(file.read(), media_type="text/css", headers={"cache-control": "max-age=3600"})


def routes() -> list[Route]:
    return [
        Route("/", score_page, methods=["GET"]),
        Route("/jouer", legal_page, methods=["GET"]),
        Route("/donne", deal_page, methods=["GET", "POST"]),
        Route("/feuille", sheet_page, methods=["GET", "POST"]),
        Route("/regles", rules_page, methods=["GET", "POST"]),
        Route("/langue", switch_lang, methods=["GET"]),
        Route("/static/style.css", style, methods=["GET"]),
    ]
