"""Sharded JSON Lines analysed on a local Dask cluster (the optional extra `refscore[dist]`): the same
bytes as one process.

Why a real cluster: `--dask local:2` starts a scheduler and two worker processes on this machine,
over the loopback interface only; each worker opens its shard and analyses it with the function the
single-process run calls, and the results come back in shard order. A mock would test nothing of that.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant

pytest.importorskip("distributed", reason="the optional extra refscore[dist] (CI installs it)")


def _shards(folder: Path) -> None:
    variant = shipped_variant("coinche")
    for shard in range(3):
        lines = [json.dumps(random_deal(variant, 1_000 * shard + n)) for n in range(2)]
        if shard == 1:
            lines.insert(1, "{not json")  # a line that cannot be read: its error document, in place
        (folder / f"part-{shard}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (folder / "notes.txt").write_text("not a shard", encoding="utf-8")


def test_a_local_cluster_gives_the_bytes_of_one_process(tmp_path: Path) -> None:
    _shards(tmp_path)
    args = ["analyse", str(tmp_path), "--format", "json", "--table-only"]
    one = CliRunner().invoke(cli, args)
    spread = CliRunner().invoke(cli, [*args, "--dask", "local:2"])
    assert one.exit_code == spread.exit_code == 2  # the bad line
    assert spread.output == one.output
    documents = [json.loads(line) for line in one.output.splitlines()]
    assert [(Path(d["file"]).name, d["line"]) for d in documents] == [
        ("part-0.jsonl", 1),
        ("part-0.jsonl", 2),
        ("part-1.jsonl", 1),
        ("part-1.jsonl", 2),
        ("part-1.jsonl", 3),
        ("part-2.jsonl", 1),
        ("part-2.jsonl", 2),
    ]
    assert "error" in documents[3] and all("par" in d for i, d in enumerate(documents) if i != 3)


def test_unusable_dask_options(tmp_path: Path) -> None:
    _shards(tmp_path)
    bad = CliRunner().invoke(cli, ["analyse", str(tmp_path), "--dask", "local:0"])
    assert bad.exit_code == 2 and "local:N" in bad.output
    deal = tmp_path / "one.json"
    deal.write_text(json.dumps(random_deal(shipped_variant("coinche"), 1)), encoding="utf-8")
    single = CliRunner().invoke(cli, ["analyse", str(deal), "--dask", "local:2"])
    assert single.exit_code == 2 and "not a folder" in single.output
    empty = tmp_path / "empty"
    empty.mkdir()
    none = CliRunner().invoke(cli, ["analyse", str(empty)])
    assert none.exit_code == 2 and "no *.jsonl shard" in none.output


def test_no_scheduler_at_the_address(tmp_path: Path) -> None:
    # port 9 (discard) on the loopback interface: nothing answers; the connection times out (10 s)
    _shards(tmp_path)
    done = CliRunner().invoke(cli, ["analyse", str(tmp_path), "--table-only", "--dask", "tcp://127.0.0.1:9"])
    assert done.exit_code == 2 and "--dask tcp://127.0.0.1:9" in done.output
    assert "Traceback" not in done.output
