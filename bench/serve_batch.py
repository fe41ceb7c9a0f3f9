"""A JSON Lines file checked two ways, side by side: `refscore check FILE --format jsonl` and the
same bytes POSTed to `refscore serve`'s `/v1/check` (application/x-ndjson), answered as a stream.

    python bench/serve_batch.py FILE.jsonl [--repeat 5] [--port 8765]

Why alternate runs: the machine is shared and its speed drifts within minutes (bench/README.md), so
each round times the command then the request, and the script prints each pair, their medians and
the ratio. The server is started once (as a club or a platform keeps it running); the command pays
its start-up each time, as a user's does. Each round also checks that the two outputs are the same
bytes. The client is the standard library's (`http.client`): it sends the file as it reads it, reads
the answer as it comes, and does not wait for `100 Continue` as curl does.
"""

from __future__ import annotations

import argparse
import hashlib
import http.client
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parent.parent


def _post(port: int, path: Path) -> tuple[float, str, int]:
    started = time.perf_counter()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    digest = hashlib.sha256()
    size = 0
    with path.open("rb") as body:
        connection.request(
            "POST",
            "/v1/check?name=" + str(path),
            body=body,
            headers={"content-type": "application/x-ndjson", "content-length": str(path.stat().st_size)},
        )
        response = connection.getresponse()
        while chunk := response.read(1 << 16):
            digest.update(chunk)
            size += len(chunk)
    connection.close()
    return time.perf_counter() - started, digest.hexdigest(), size


def _cli(path: Path, env: dict[str, str]) -> tuple[float, str, int]:
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "refscore", "check", str(path), "--format", "jsonl"],
        capture_output=True,
        env=env,
        check=False,
    )
    elapsed = time.perf_counter() - started
    return elapsed, hashlib.sha256(done.stdout).hexdigest(), len(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("file", type=Path)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args()
    env = {**os.environ, "PYTHONPATH": os.environ.get("PYTHONPATH", str(CHECKOUT))}
    server = subprocess.Popen(
        [sys.executable, "-m", "refscore", "serve", "--port", str(args.port)],
        env=env,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(300):
            try:
                socket.create_connection(("127.0.0.1", args.port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        _post(args.port, args.file)  # the server builds the variant once, as it would for its first client
        cli_times, http_times = [], []
        for round_ in range(1, args.repeat + 1):
            cli_s, cli_digest, cli_size = _cli(args.file, env)
            http_s, http_digest, http_size = _post(args.port, args.file)
            same = "same bytes" if (cli_digest, cli_size) == (http_digest, http_size) else "DIFFERENT"
            print(f"round {round_}: cli {cli_s:.2f} s, http {http_s:.2f} s ({http_size:,} bytes, {same})")
            cli_times.append(cli_s)
            http_times.append(http_s)
            if same != "same bytes":
                sys.exit(1)
        cli_m, http_m = statistics.median(cli_times), statistics.median(http_times)
        print(f"median: cli {cli_m:.2f} s, http {http_m:.2f} s; http / cli = {http_m / cli_m:.2f}")
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
