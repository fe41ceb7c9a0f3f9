"""CPU per line of what the JSON Lines batch does around the judge (`refscore/fast/batch_lines.py`): reading
the line, the duplicate-key check, writing the result; each next to the way it was done before, in
the same run, with `orjson.loads` alone as the baseline.

    python bench/make_corpus.py /tmp/final --deals 20000 --realistic
    python bench/line_glue.py /tmp/final/contree.jsonl contree [--lines 5000] [--rounds 7]

Prints microseconds of CPU (`time.process_time`, best of `--rounds`) per line, for:
- `orjson.loads`: the baseline, and what every line pays anyway;
- the duplicate-key check, on top of the read: `same_colons` (the compiled count) against writing the
  value back with `orjson.dumps` and counting both texts' colons (`_no_key_twice` without the core);
- writing a fast-path result: `lean_line` against `dumps_line` of the whole result dict;
- `LineChecker.check_fast`, everything included (memos warm).
Needs orjson and the compiled core (`python setup.py build_ext --inplace`).
"""

from __future__ import annotations

import argparse
import gc
import time
from collections.abc import Callable
from typing import Any

import orjson

import refscore.fast.batch_lines as batch
from refscore.fast.batch_lines import LineChecker, dumps_line, lean_line
from refscore.load.variant_loader import shipped_variant


def best(run: Callable[[], object], rounds: int, count: int) -> float:
    """Microseconds per item of the fastest of `rounds` runs."""
    fastest = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        run()
        fastest = min(fastest, time.process_time() - start)
    return fastest / count * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("file")
    parser.add_argument("variant")
    parser.add_argument("--lines", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    if batch._same_colons is None:
        raise SystemExit("the compiled core is not built (python setup.py build_ext --inplace)")
    with open(args.file, "rb") as stream:
        lines = stream.read().split(b"\n")[: args.lines]
    lines = [line for line in lines if line.strip()]
    variant = shipped_variant(args.variant)
    checker = LineChecker(lambda data: variant, args.file)
    for number, line in enumerate(lines, 1):  # warm the memos
        checker.check_fast(number, line)
    fast = checker._fast_checker(variant)
    results: list[tuple[int, Any, dict[str, Any]]] = []
    for number, line in enumerate(lines, 1):
        data = orjson.loads(line)
        lean = fast.check(data)
        if lean is not None:
            results.append((number, data.get("id"), lean))
    gc.freeze()
    loads, dumps, same_colons = orjson.loads, orjson.dumps, batch._same_colons

    def read() -> None:
        for line in lines:
            loads(line)

    def read_and_count() -> None:
        for line in lines:
            same_colons(line, loads(line), 254)

    def read_and_write_back() -> None:
        for line in lines:
            value = loads(line)
            if b"\\u00" not in line:
                line.count(b":") == dumps(value).count(b":")  # noqa: B015 - the cost is the point

    def whole_dict() -> None:
        for number, record_id, lean in results:
            dumps_line({"line": number, "id": record_id, **lean, "error": None})

    def joined() -> None:
        for number, record_id, lean in results:
            lean_line(number, record_id, lean)

    def check_fast() -> None:
        for number, line in enumerate(lines, 1):
            checker.check_fast(number, line)

    n, r = len(lines), args.rounds
    base = best(read, r, n)
    print(
        f"{args.file}: {n} lines, {len(results)} answered by the fast path; us of CPU per line, best of {r}"
    )
    print(f"  orjson.loads alone (baseline)               {base:7.2f}")
    print(f"  duplicate-key check, compiled count         {best(read_and_count, r, n) - base:7.2f}")
    print(f"  duplicate-key check, written back (before)  {best(read_and_write_back, r, n) - base:7.2f}")
    print(f"  result line, lean_line                      {best(joined, r, len(results)):7.2f}")
    print(f"  result line, dumps_line of a dict (before)  {best(whole_dict, r, len(results)):7.2f}")
    print(f"  check_fast, everything (warm memos)         {best(check_fast, r, n):7.2f}")


if __name__ == "__main__":
    main()
