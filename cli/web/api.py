"""The JSON API for platforms: `/v1/check`, `/v1/score`, `/v1/legal`, `/v1/analyse`, `/v1/game`,
`/v1/variants`.

Request bodies are the documents of `spec/` (a deal record, a facts record, a situation); answers are
what the CLI's `--format json` writes, each with the rules fingerprint. `POST /v1/check` with
`Content-Type: application/x-ndjson` streams back, line for line, what `refscore check - --format
jsonl` writes for the same bytes (the same `LineChecker`, `cli/batch.py`). Unusable input is a 4xx
whose JSON body is the CLI's located message (`error.text`, and `error.text_fr` in French); the
OpenAPI document is `spec/openapi.json`, served at `/v1/openapi.json`.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route
from starlette.types import Receive, Scope, Send

from refscore.base.errors import EXIT_UNUSABLE, InputFormatError, RefscoreError, sentence
from refscore.model.variant import Variant

from ..inputs import parse_json
from . import limits
from .engine import (
    Busy,
    analyse_bounded,
    check_record,
    legal_position,
    score_facts_data,
    score_facts_line,
    settle_sheet,
)
from .sources import PASTED_VARIANT, record_variant, variant_from_text

__all__ = ["NDJSON_TYPES", "error_body", "read_body", "routes"]

_log = logging.getLogger("refscore.serve")
NDJSON_TYPES = ("application/x-ndjson", "application/jsonl", "application/json-lines")


class TooLarge(Exception):
    """A request body past its bound (HTTP 413)."""

    def __init__(self, limit: int) -> None:
        super().__init__(sentence("api.body_larger_than", limit=limit))
        self.limit = limit


def error_body(error: RefscoreError) -> dict[str, Any]:
    """The CLI's located message as JSON: its parts, and the whole line in English and French."""
    from refscore.text.error_words import error_text

    return {
        "status": "unusable",
        "exit_code": EXIT_UNUSABLE,
        "error": {
            "message": error.message,
            "file": error.file,
            "place": error.place,
            "expected": error.expected,
            "rule": error.rule,
            "text": error_text(error, "en"),
            "text_fr": error_text(error, "fr"),
        },
    }


def _refusal(error: RefscoreError) -> JSONResponse:
    return JSONResponse(error_body(error), status_code=422)


def _plain_refusal(status: int, message: str, expected: str) -> JSONResponse:
    error = InputFormatError(message, file="(request)", expected=expected)
    return JSONResponse(error_body(error), status_code=status)


async def read_body(request: Request, limit: int) -> bytes:
    """The request body, refused past `limit` bytes before more is read (Content-Length or not)."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise TooLarge(limit)
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise TooLarge(limit)
        chunks.append(chunk)
    return b"".join(chunks)


def body_text(data: bytes, name: str) -> str:
    """UTF-8 text of a body, or the CLI's message naming the byte at fault."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InputFormatError(
            sentence("api.not_utf_text_byte", start=error.start, byte=data[error.start]),
            file=name,
            place=f"byte {error.start}",
            expected=sentence("api.utf_text_file"),
        ) from None


async def _json_body(request: Request, name: str) -> Any:
    return parse_json(body_text(await read_body(request, limits.MAX_BODY_BYTES), name), name)


def _query_variant(request: Request) -> Variant | None:
    """`?variant=NAME`: a shipped variant for every record of the request (never a path)."""
    name = request.query_params.get("variant")
    return record_variant(name, "?variant") if name else None


def _envelope(data: Any, key: str) -> tuple[Any, Variant | None]:
    """A body `{KEY: document, "variant_yaml": TEXT}` carries a club's variant with its document."""
    if isinstance(data, dict) and set(data) == {key, "variant_yaml"}:
        text = data["variant_yaml"]
        if not isinstance(text, str):
            raise InputFormatError(
                sentence("api.variant_yaml_not_string"),
                file="(request)",
                expected=sentence("api.variant_yaml_text"),
            )
        return data[key], variant_from_text(text)
    return data, None


Endpoint = Callable[[Request], Awaitable[Response]]


def _api(handler: Endpoint) -> Endpoint:
    """Every way a request can be unusable turned into a 4xx JSON answer, never a traceback."""

    async def endpoint(request: Request) -> Response:
        try:
            response: Response = await handler(request)
            return response
        except TooLarge as error:
            return _plain_refusal(413, error.args[0], sentence("pages.at_most_bytes", limit=error.limit))
        except RefscoreError as error:
            return _refusal(error)
        except Busy as error:
            return _plain_refusal(503, error.args[0], sentence("api.solver_within_limits"))
        except RecursionError:
            return _plain_refusal(422, sentence("api.nested_too_deeply"), sentence("api.document_of_spec"))

    endpoint.__name__ = handler.__name__
    endpoint.__doc__ = handler.__doc__
    return endpoint


# -- /v1/check -----------------------------------------------------------------------------------


@_api
async def check(request: Request) -> Response:
    """One deal record (JSON) → `refscore check --format json`; JSON Lines → the batch's lines."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind in NDJSON_TYPES:
        return _batch(request)
    variant = _query_variant(request)
    data, pasted = _envelope(await _json_body(request, "(deal)"), "record")
    variant = pasted or variant
    if not isinstance(data, dict):
        raise InputFormatError(
            sentence("api.not_json_object"), file="(deal)", expected=sentence("api.deal_record")
        )
    chosen = variant or record_variant(data.get("variant"))
    from refscore.render.report import result_to_json

    _, result = await run_in_threadpool(check_record, data, chosen, "(deal)")
    return JSONResponse(result_to_json(result, None, to_write=True))


class _DuplexResponse(StreamingResponse):
    """A streamed answer written while the request body is still being read.

    Why not `StreamingResponse` as it is: under ASGI before 2.4 it reads the request's messages
    itself to notice a disconnect, and would take the body chunks the batch is reading; here the
    body's own reader notices the disconnect (`ClientDisconnect`) and the answer ends there."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await self.stream_response(send)
        except ClientDisconnect:
            return
        except Exception as error:  # the connection broke under the answer (a malformed request
            # body makes the server answer 400 itself): nobody is left to tell, one line in the log
            _log.warning("batch answer stopped: %s: %s", type(error).__name__, error)


def _label(request: Request) -> str:
    """`?name=deals.jsonl`: the file name the located messages give (a label: nothing is opened)."""
    name = request.query_params.get("name", "<stdin>")
    if not name or len(name) > 200 or not name.isprintable():
        return "<stdin>"
    return name


def _batch(request: Request) -> StreamingResponse:
    """The lines of `refscore check - --format jsonl`, each batch of input answered as it arrives."""
    from refscore.fast.batch_lines import MAX_LINE_BYTES, LineChecker, TooLong

    from ..batch import Summary, _check_lines

    file = _label(request)
    forced = request.query_params.get("variant")
    known: dict[str | None, Variant | RefscoreError] = {}

    def resolve(data: Any) -> Variant:
        named = forced or (data.get("variant") if isinstance(data, dict) else None)
        key = named if isinstance(named, str) else None
        found = known.get(key)
        if found is None:
            try:
                found = record_variant(named, "?variant" if forced else "$.variant")
            except RefscoreError as error:
                found = error.located(file)
            if len(known) < 64:  # a hostile batch naming a new variant on each line cannot grow it
                known[key] = found
        if isinstance(found, RefscoreError):
            raise found
        return found

    checker = LineChecker(resolve, file)
    summary = Summary(file)

    def check_piece(first: int, piece: bytes | TooLong) -> bytes:
        out: list[bytes] = []
        _check_lines(checker, "jsonl", [(first, piece)], out.append, summary, None)
        return b"".join(out)

    async def lines() -> AsyncIterator[bytes]:
        pending = b""
        number = 1  # the number of the first line in `pending`
        skipped = -1  # >= 0: bytes of a line too long to keep, skipped so far
        received = 0
        async for chunk in request.stream():
            received += len(chunk)
            if received > limits.MAX_BATCH_BYTES:
                yield _stop_line(
                    number, sentence("api.batch_larger_than", limit=limits.MAX_BATCH_BYTES), file
                )
                return
            end = chunk.rfind(b"\n")
            if end < 0:
                if skipped >= 0:
                    skipped += len(chunk)
                else:
                    pending += chunk
                    if len(pending) > MAX_LINE_BYTES:
                        skipped, pending = len(pending), b""
                continue
            head, rest = chunk[:end], chunk[end + 1 :]
            if skipped >= 0:
                cut = head.find(b"\n")
                first_end = head if cut < 0 else head[:cut]
                yield await run_in_threadpool(check_piece, number, TooLong(skipped + len(first_end) + 1))
                number += 1
                head = b"" if cut < 0 else head[cut + 1 :]
                skipped = -1
                if cut < 0:
                    pending = rest
                    continue
            whole = pending + head
            pending = rest
            count = whole.count(b"\n") + 1
            if number + count - 1 > limits.MAX_BATCH_LINES:
                yield _stop_line(number, sentence("api.batch_more_lines", limit=limits.MAX_BATCH_LINES), file)
                return
            if len(whole) > MAX_LINE_BYTES and max(map(len, whole.split(b"\n"))) > MAX_LINE_BYTES:
                for row in whole.split(b"\n"):
                    piece: bytes | TooLong = TooLong(len(row) + 1) if len(row) > MAX_LINE_BYTES else row
                    yield await run_in_threadpool(check_piece, number, piece)
                    number += 1
            else:
                yield await run_in_threadpool(check_piece, number, whole)
                number += count
            if len(pending) > MAX_LINE_BYTES:
                skipped, pending = len(pending), b""
        if skipped >= 0:
            yield await run_in_threadpool(check_piece, number, TooLong(skipped))
        elif pending:
            yield await run_in_threadpool(check_piece, number, pending)

    return _DuplexResponse(lines(), media_type="application/x-ndjson")


def _stop_line(number: int, message: str, file: str) -> bytes:
    """The last line of a batch cut at its bound: an unusable result saying which bound."""
    from refscore.fast.batch_lines import _unusable_result, dumps_line

    error = InputFormatError(
        message, file=file, place=f"line {number}", expected=sentence("api.smaller_batch")
    )
    return dumps_line(_unusable_result(number, None, error, str(error)))


# -- /v1/score, /v1/legal, /v1/analyse -------------------------------------------------------------


@_api
async def score(request: Request) -> Response:
    """A facts record (JSON, spec/facts.schema.json) or one line of facts (text/plain) → the score."""
    from refscore.base.words import reading_of
    from refscore.render.report import result_to_json

    variant = _query_variant(request)
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind == "text/plain":
        line = body_text(await read_body(request, limits.MAX_BODY_BYTES), "(facts)").strip()
        # `?lang=fr`: the line as a French table writes it, read as `refscore score --line --lang fr`
        reading = reading_of("fr" if request.query_params.get("lang") == "fr" else "en")
        result = score_facts_line(line, variant, reading=reading)
    else:
        data, pasted = _envelope(await _json_body(request, "(facts)"), "facts")
        result = score_facts_data(data, pasted or variant)
    return JSONResponse(result_to_json(result, None, to_write=True))


@_api
async def legal(request: Request) -> Response:
    """A situation (spec/situation.schema.json) → the cards the player may play and every duty."""
    from refscore.base.cards import card_name
    from refscore.judge.positions import duties
    from refscore.render.legal_text import duty_sentence, situation_text

    variant = _query_variant(request)
    data, pasted = _envelope(await _json_body(request, "(situation)"), "situation")
    position = legal_position(data, pasted or variant)
    return JSONResponse(
        {
            "format": "refscore-legal/1",
            "variant": position.variant.id,
            "fingerprint": position.variant.fingerprint,
            "seat": position.seat,
            "allowed": [card_name(card) for card in position.allowed],
            "duties": [
                {
                    "rule": duty.rule,
                    "binds": duty.binds,
                    "reason": duty.reason,
                    "cards": [card_name(card) for card in duty.cards],
                    "text": duty_sentence(duty, position, "en"),
                    "text_fr": duty_sentence(duty, position, "fr"),
                }
                for duty in duties(position)
            ],
            "text": situation_text(position, "en"),
            "text_fr": situation_text(position, "fr"),
        }
    )


@_api
async def analyse(request: Request) -> Response:
    """A deal record → `refscore analyse --format json` (`?table=1`: the table of every trump)."""
    from refscore.solver.analyse import analysis_to_json

    variant = _query_variant(request)
    data, pasted = _envelope(await _json_body(request, "(deal)"), "record")
    if not isinstance(data, dict):
        raise InputFormatError(
            sentence("api.not_json_object"), file="(deal)", expected=sentence("api.deal_record")
        )
    chosen = pasted or variant or record_variant(data.get("variant"))
    from refscore.model.record import read_record

    try:
        record = read_record(data, chosen)
    except RefscoreError as error:
        raise error.located("(deal)") from None
    table = request.query_params.get("table") in ("1", "true")
    document = await analyse_bounded(record, chosen, analysis_to_json, table=table)
    document.setdefault("fingerprint", chosen.fingerprint)
    return JSONResponse(document)


@_api
async def game(request: Request) -> Response:
    """A game sheet (spec/game.schema.json) with its deals inline → `refscore game --format json`."""
    from refscore.judge.game_sheet import evening_to_json, game_to_json

    data, pasted = _envelope(await _json_body(request, "(sheet)"), "sheet")
    if not isinstance(data, dict):
        raise InputFormatError(
            sentence("api.not_json_object"), file="(sheet)", expected=sentence("api.game_sheet")
        )
    chosen = pasted or _query_variant(request) or record_variant(data.get("variant"))
    result = await run_in_threadpool(settle_sheet, data, chosen, "(sheet)")
    shown = game_to_json(result.games[0]) if len(result.games) == 1 else evening_to_json(result)
    shown.setdefault("fingerprint", chosen.fingerprint)
    return JSONResponse(shown)


# -- /v1/variants --------------------------------------------------------------------------------


def variant_summary(variant: Variant) -> dict[str, Any]:
    return {
        "id": variant.id,
        "title": variant.title,
        "fingerprint": variant.fingerprint,
    }


@_api
async def variants(request: Request) -> Response:
    """GET: the shipped variants with their fingerprints. POST a YAML variant: validated, or the error."""
    from refscore.load.variant_loader import shipped_names, shipped_variant

    if request.method == "GET":
        return JSONResponse({"variants": [variant_summary(shipped_variant(n)) for n in shipped_names()]})
    text = body_text(await read_body(request, limits.MAX_FORM_BYTES), PASTED_VARIANT)
    variant = await run_in_threadpool(variant_from_text, text)
    return JSONResponse({"valid": True, **variant_summary(variant)})


@_api
async def variant_diff(request: Request) -> Response:
    """GET /v1/variants/diff?a=NAME&b=NAME: every rule on which two shipped variants differ."""
    from refscore.render.rulebook import diff_variants

    a = record_variant(request.query_params.get("a"), "?a")
    b = record_variant(request.query_params.get("b"), "?b")
    rows = [{"setting": d.key, "rule": d.rule, "a": d.a, "b": d.b} for d in diff_variants(a, b)]
    return JSONResponse(
        {"a": a.id, "b": b.id, "fingerprints": [a.fingerprint, b.fingerprint], "differences": rows}
    )


async def openapi(request: Request) -> Response:
    """The OpenAPI document shipped in spec/openapi.json."""
    from refscore.base.resources import read_text

    return Response(read_text("spec", "openapi.json"), media_type="application/json")


def routes() -> list[Route]:
    return [
        Route("/v1/check", check, methods=["POST"]),
        Route("/v1/score", score, methods=["POST"]),
        Route("/v1/legal", legal, methods=["POST"]),
        Route("/v1/analyse", analyse, methods=["POST"]),
        Route("/v1/game", game, methods=["POST"]),
        Route("/v1/variants", variants, methods=["GET", "POST"]),
        Route("/v1/variants/diff", variant_diff, methods=["GET"]),
        Route("/v1/openapi.json", openapi, methods=["GET"]),
    ]
