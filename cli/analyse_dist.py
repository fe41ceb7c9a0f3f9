"""`refscore analyse SHARDS/ [--dask local:N | --dask ADDRESS]`: sharded JSON Lines analysed on a Dask
cluster, the same bytes as one process.

Why Dask `distributed`: it is the lightest of the usual engines for this shape of work (pure Python, a
pip install, no JVM as Spark needs, no object store or dashboard services as Ray starts), its
`LocalCluster` runs worker processes on this machine over the loopback interface for tests and small
runs, and a platform points the same command at its own scheduler (`--dask tcp://host:8786`), whose
workers need refscore installed and the shard files at the same paths (a shared file system).

Why a shard is one task: each worker opens its shard itself, so no deal travels through the scheduler,
and answers the lines of its shard in order; the results are gathered in shard order and written as
one process would write them (`analyse_shard` is the very function the single-process run calls). A
line that cannot be read gives its `{"line": n, "error": ...}` document, as in a single file.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

from refscore.base.errors import sentence

#: the --dask value that starts a cluster of N worker processes on this machine (loopback only)
LOCAL = "local:"


def shards_of(folder: str) -> list[str]:
    """The JSON Lines shards of `folder` (`*.jsonl`, not in subfolders), in name order."""
    return [os.path.join(folder, name) for name in sorted(os.listdir(folder)) if name.endswith(".jsonl")]


#: One line of a shard analysed: (line number, text, file, variant option, table, cards) -> the JSON
#: document `refscore analyse` writes for it (`analyse_cmd._batch_line`, handed in by the command so
#: that this module, which the command imports, does not import it back; a module-level function,
#: so Dask sends it to its workers by name).
LineJob = Callable[[tuple[int, str, str, str | None, bool, bool]], str]


def analyse_shard(
    path: str, variant_option: str | None, table: bool, cards: bool, analyse_line: LineJob
) -> list[str]:
    """Every line of one shard analysed, in order: the JSON documents one process writes for it."""
    from .inputs import read_text_file

    text = read_text_file(path)
    return [
        analyse_line((number, line, path, variant_option, table, cards))
        for number, line in enumerate(text.splitlines(), 1)
        if line.strip()
    ]


def analyse_shards(
    shards: list[str],
    variant_option: str | None,
    table: bool,
    cards: bool,
    dask: str | None,
    analyse_line: LineJob,
) -> Iterator[str]:
    """The documents of every shard, shard after shard: in this process, or one task a shard on the
    Dask cluster `dask` (`local:N` starts one here)."""
    if dask is None:
        for shard in shards:
            yield from analyse_shard(shard, variant_option, table, cards, analyse_line)
        return
    from distributed import Client, LocalCluster

    cluster: Any = None
    if dask.startswith(LOCAL):
        workers = int(dask[len(LOCAL) :])
        cluster = LocalCluster(  # type: ignore[no-untyped-call]
            n_workers=workers,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
            silence_logs=40,
        )
        address: Any = cluster
    else:
        address = dask
    try:
        with Client(address, timeout=10) as client:  # type: ignore[no-untyped-call]
            futures = client.map(
                analyse_shard,
                shards,
                variant_option=variant_option,
                table=table,
                cards=cards,
                analyse_line=analyse_line,
                pure=False,
            )
            for future in futures:  # in shard order, each as soon as it and those before it are done
                yield from future.result()
    finally:
        if cluster is not None:
            cluster.close()


def dask_option(value: str) -> str:
    """Check `--dask`: `local:N` (1 to 64 workers) or a scheduler address."""
    if value.startswith(LOCAL):
        count = value[len(LOCAL) :]
        if not count.isdigit() or not 1 <= int(count) <= 64:
            from refscore.base.errors import InputFormatError

            from .lang import fail

            fail(InputFormatError(sentence("dist.dask_local", value=value)))
    return value
