"""`refscore serve`: the pages for the table and the JSON API for platforms, on one local address.

Why loopback by default: the server answers whoever can reach it; `--host 0.0.0.0` (or a LAN address)
opens it to the club's network on purpose (README, "refscore serve"). Starlette and uvicorn come with
the optional extra `pip install 'refscore[web]'`; without them the command says so (exit 2).
"""

from __future__ import annotations

import sys

import click

__all__ = ["serve"]


@click.command()
@click.option(
    "--host",
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
        click.echo(
            f"refscore: error: `refscore serve` needs the web extra ({error.name} is missing); "
            "expected: pip install 'refscore[web]'",
            err=True,
        )
        sys.exit(2)
    shown = f"[{host}]" if ":" in host else host
    click.echo(f"refscore serve: http://{shown}:{port}/ (Ctrl-C to stop)", err=True)
    uvicorn.run(
        create_app(),
        host=host,
        port=port,
        log_level="warning",
        limit_concurrency=64,
        timeout_keep_alive=5,
        server_header=False,
    )
