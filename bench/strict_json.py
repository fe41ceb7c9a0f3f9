"""The cost of strict JSON records (duplicate keys refused): `decode_json` against `json.loads`.

Why: refscore's own reader (refscore/model/record.py `decode_json`) refuses an object with a key twice,
which `json.loads` lets the last one win; it reads every record of `refscore check DEAL.json` and
the batch's reference path (the fast path reads with orjson when it is installed). Both are timed
alternately on the same line, in the same process, and the best of each is printed.

    python bench/strict_json.py [FILE.jsonl]   # default: conformance/deals/deals.jsonl, first line
"""

from __future__ import annotations

import json
import sys
import timeit
from pathlib import Path

from refscore.model.record import decode_json


def main() -> None:
    source = Path(sys.argv[1] if len(sys.argv) > 1 else "conformance/deals/deals.jsonl")
    line = source.read_text(encoding="utf-8").splitlines()[0]
    number, baseline, strict = 5000, [], []
    for _ in range(15):
        baseline.append(timeit.timeit(lambda: json.loads(line), number=number) / number)
        strict.append(timeit.timeit(lambda: decode_json(line, None, expected="x"), number=number) / number)
    print(f"{len(line)} bytes a record, best of 15 x {number}")
    print(f"json.loads (baseline)      {min(baseline) * 1e6:6.1f} us")
    print(f"decode_json (strict)       {min(strict) * 1e6:6.1f} us  ({min(strict) / min(baseline):.2f}x)")


if __name__ == "__main__":
    main()
