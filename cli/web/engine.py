"""The engine calls the pages and the API share: one function per question, as the CLI asks it.

Why a module between the routes and the engine: a page and its `/v1/` endpoint answer the same
question (score these facts, what may I play, check this deal), so each question is asked here once,
with the functions the CLI commands call (`refscore score`, `legal`, `check`, `render`, `analyse`,
`game`), and each route only turns the answer into HTML or JSON.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import multiprocessing.connection
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from refscore.base.errors import InputFormatError, RefscoreError, sentence
from refscore.base.precompiled import dataclass

from . import limits
from .sources import record_variant

T = TypeVar("T")

if TYPE_CHECKING:
    from refscore.base.words import Reading
    from refscore.judge.check import CheckResult
    from refscore.judge.game_sheet import Evening
    from refscore.judge.positions import RecordedTurn
    from refscore.model.record import DealRecord
    from refscore.model.variant import Variant
    from refscore.solver.analyse import Analysis


def score_facts_data(data: Any, variant: Variant | None, name: str = "(facts)") -> CheckResult:
    """`refscore score`: a facts record (spec/facts.schema.json) read and scored by the function the
    command calls; the variant is the request's, else the shipped one the record names."""
    from refscore.judge.facts_check import score_facts_record

    return score_facts_record(data, lambda named: variant or record_variant(named), name)


def score_facts_line(
    line: str, variant: Variant | None, name: str = "(facts)", reading: Reading = "en"
) -> CheckResult:
    """`refscore score --line`: the facts in one line, read by the CLI's reader; `reading` says
    what `C` means (`refscore.base.words.reading_of` of the page's language, as the CLI's)."""
    from refscore.load.facts_line import parse_facts_line

    try:
        data = parse_facts_line(line, reading)
    except RefscoreError as error:
        raise error.located(name) from None
    return score_facts_data(data, variant, name)


def legal_position(data: Any, variant: Variant | None, name: str = "(situation)") -> RecordedTurn:
    """`refscore legal --situation`: what the player about to play may play, and why."""
    from refscore.judge.positions import position_from_situation
    from refscore.load.situation import read_situation

    try:
        chosen = variant or record_variant(data.get("variant") if isinstance(data, dict) else None)
        return position_from_situation(read_situation(data, chosen), chosen)
    except RefscoreError as error:
        raise error.located(name) from None


def check_record(data: dict[str, Any], variant: Variant, name: str) -> tuple[DealRecord, CheckResult]:
    """`refscore check DEAL`: the record read and judged by the reference path."""
    from refscore.judge.check import check_deal
    from refscore.model.record import read_record

    try:
        record = read_record(data, variant)
    except RefscoreError as error:
        raise error.located(name) from None
    return record, check_deal(record, variant)


def settle_sheet(data: dict[str, Any], variant: Variant, name: str = "(feuille)") -> Evening:
    """`refscore game SHEET`: a game sheet whose deals are inline (the server reads no deal file)."""
    from refscore.judge.game_sheet import settle_evening

    def no_file(path: str) -> dict[str, Any]:
        raise InputFormatError(
            sentence("engine.deal_file_server_opens", path=path),
            file=name,
            expected=sentence("engine.deals_inline_deal_facts"),
        )

    try:
        return settle_evening(data, variant, read_deal=no_file)
    except RefscoreError as error:
        raise error.located(name) from None


# -- the double-dummy analysis, bounded in time and in number -------------------------------------


class Busy(Exception):
    """The analysis could not run: too many at once, or it took longer than allowed (HTTP 503)."""


@dataclass
class _Gate:
    """The analyses running now (created on first use, inside the server's event loop)."""

    semaphore: asyncio.Semaphore | None = None


_gate = _Gate()


def _analyse_child(
    connection: multiprocessing.connection.Connection,
    record: DealRecord,
    variant: Variant,
    table: bool,
    finish: Callable[[Analysis], T],
) -> None:
    """In the forked worker: run the analysis, `finish` it (the analysis holds the variant's
    compiled formulas, which do not travel between processes; JSON or a page does), send it back."""
    from refscore.solver.analyse import analyse_deal

    try:
        connection.send(finish(analyse_deal(record, variant, table=table)))
    except RefscoreError as error:
        connection.send(error)
    finally:
        connection.close()


def _run_bounded(
    record: DealRecord, variant: Variant, table: bool, finish: Callable[[Analysis], T], seconds: float
) -> T:
    """The analysis in a forked process, stopped after `seconds` (a thread cannot be stopped).

    Why fork: the child starts with the variant and its tables already built, so a short analysis
    costs a few milliseconds more than in-process, and a long one can be ended."""
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    process = context.Process(target=_analyse_child, args=(send, record, variant, table, finish), daemon=True)
    process.start()
    send.close()
    try:
        if not receive.poll(seconds):
            raise Busy(sentence("engine.analysis_took_longer", seconds=seconds))
        answer = receive.recv()
    except EOFError:
        raise Busy(sentence("engine.analysis_stopped")) from None
    finally:
        receive.close()
        if process.is_alive():
            process.kill()
        process.join()
    if isinstance(answer, RefscoreError):
        raise answer
    result: T = answer
    return result


async def analyse_bounded(
    record: DealRecord, variant: Variant, finish: Callable[[Analysis], T], *, table: bool = False
) -> T:
    """`refscore analyse`, then `finish`: at most `limits.MAX_ANALYSES` at once, each at most
    `limits.ANALYSIS_SECONDS`."""
    from starlette.concurrency import run_in_threadpool

    if _gate.semaphore is None:
        _gate.semaphore = asyncio.Semaphore(limits.MAX_ANALYSES)
    semaphore = _gate.semaphore
    try:
        await asyncio.wait_for(semaphore.acquire(), limits.ANALYSIS_WAIT)
    except TimeoutError:
        raise Busy(sentence("engine.analyses_running", count=limits.MAX_ANALYSES)) from None
    try:
        return await run_in_threadpool(_run_bounded, record, variant, table, finish, limits.ANALYSIS_SECONDS)
    finally:
        semaphore.release()
