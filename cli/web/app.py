"""The ASGI application of `refscore serve`: the pages, the API, and the answers to what goes wrong.

Why Starlette: a small, well-kept routing layer over ASGI with streaming bodies both ways (the JSON
Lines batch is checked as it arrives and answered as it is checked) and nothing else; uvicorn runs it.
Any exception a route lets through is answered as a one-line JSON or page message with status 500,
never with a traceback (and logged on the server's terminal for whoever runs it).
"""

from __future__ import annotations

import logging

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute

from . import api, pages

__all__ = ["create_app"]

_log = logging.getLogger("refscore.serve")


async def _http_error(request: Request, error: Exception) -> Response:
    """404, 405...: a short JSON body under /v1/, a short page elsewhere; nothing of the request echoed."""
    status = error.status_code if isinstance(error, HTTPException) else 500
    if request.url.path.startswith("/v1/"):
        return JSONResponse({"status": "error", "error": {"text": f"HTTP {status}"}}, status_code=status)
    return Response(f"HTTP {status}\n", status_code=status, media_type="text/plain")


async def _gone(request: Request, error: Exception) -> Response:
    """The client went away before its request was read: nobody to answer, nothing to log."""
    return Response(status_code=400)


async def _unexpected(request: Request, error: Exception) -> Response:
    _log.exception("unexpected error on %s", request.url.path)
    return await _http_error(request, error)


def create_app() -> Starlette:
    routes: list[BaseRoute] = [*api.routes(), *pages.routes()]
    return Starlette(
        routes=routes,
        exception_handlers={HTTPException: _http_error, ClientDisconnect: _gone, Exception: _unexpected},
    )
