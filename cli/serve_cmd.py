"""`refscore serve`: the pages for the table and the JSON API for platforms, on one local address.

Why loopback by default: the server answers whoever can reach it; `--host 0.0.0.0` (or a LAN address)
opens it to the club's network on purpose (README, "refscore serve"). Starlette and uvicorn come with
the optional extra `pip install 'refscore[web]'`; without them the command says so (exit 2).
"""

from __future__ import annotations

import socket
from typing import NoReturn

import click

from refscore.base.errors import InputFormatError, Said, sentence

from .params import Text

__all__ = ["serve"]


@click.command()
@click.option(
    "--host",
    type=Text(),
    default="127.0.0.1",
    show_default=True,
    help="Address to listen on; 0.0.0.0 opens the pages and the API to the whole network.",
)
@click.option(
    "--port", "-p", type=click.IntRange(1, 65535), default=8000, show_default=True, help="TCP port."
)
def serve(host: str, port: int) -> None:
    """Serve the pages for the table (French first) and the JSON API (/v1/...) over HTTP.

    Bounds (README): request bodies 10 MB (JSON Lines 64 MB, 100,000 lines), forms 1 MB, analyses
    20 s each and 2 at once. No file a request names is ever opened."""
    try:
        import uvicorn

        from .web.app import create_app
    except ImportError as error:
        _refuse(sentence("serve.web_extra", name=str(error.name)), sentence("serve.pip_web"))
    try:
        listening = _listen(host, port)
    except OSError as error:
        reason = error.strerror or str(error)
        _refuse(
            sentence("serve.cannot_listen", host=host, port=port, reason=reason),
            sentence("serve.free_port"),
        )
    shown = f"[{host}]" if ":" in host else host
    click.echo(f"refscore serve: http://{shown}:{port}/ (Ctrl-C to stop)", err=True)
    config = uvicorn.Config(
        create_app(),
        log_level="warning",
        limit_concurrency=64,
        timeout_keep_alive=5,
        server_header=False,
    )
    uvicorn.Server(config).run(sockets=[listening])


def _listen(host: str, port: int) -> socket.socket:
    """The listening socket, bound here so that a port in use or an unknown address is a one-line
    message (exit 2) before the server starts, rather than the server's own log."""
    family, kind, proto, _, address = socket.getaddrinfo(
        host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
    )[0]
    listening = socket.socket(family, kind, proto)
    try:
        listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listening.bind(address)
        listening.listen(128)
    except OSError:
        listening.close()
        raise
    return listening


def _refuse(message: Said, expected: Said) -> NoReturn:
    """`refscore serve` cannot start: said on standard error in the user's language, exit status 2."""
    from .lang import fail

    fail(InputFormatError(message, expected=expected))
