"""CPU per illegal deal on the fast path, and the part its penalty and its violation take.

Why a script of its own: `bench/illegal.py` gives an illegal deal's whole cost against a legal one's;
this one also says where it goes, by timing `PenaltyEntries.entry` and `ViolationWords.facts` (the
penalty's JSON, `refscore.fast.penalty_entry`; the violation's rule and legal set,
`refscore.fast.illegal_card`) inside the same runs. The lines of
the file the fast path calls illegal, and up to 2,000 it calls legal, are each checked from a fresh
`LineChecker` (cold memos), `time.process_time`, best of REPEAT; the legal deals are the baseline
measured in the same run. To compare two trees, run it with `PYTHONPATH=TREE` for each, alternately.

    python bench/penalty.py /tmp/final/contree-illegal.jsonl contree [REPEAT]

Prints: µs per illegal deal, per legal deal, their ratio (the goal: 1.6 or less), and the
µs per illegal deal spent in the penalty and in the violation (timed separately, with the small
cost of the timing calls included).
"""

from __future__ import annotations

import gc
import sys
import time
from pathlib import Path
from typing import Any

from refscore.fast.batch_lines import LineChecker
from refscore.fast.illegal_card import ViolationWords
from refscore.fast.penalty_entry import PenaltyEntries
from refscore.load.variant_loader import shipped_variant


def main() -> None:
    path, name = sys.argv[1], sys.argv[2]
    repeat = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    variant = shipped_variant(name)
    lines = Path(path).read_bytes().splitlines()
    sorter = LineChecker(lambda _: variant, path)
    illegal: list[bytes] = []
    legal: list[bytes] = []
    for number, line in enumerate(lines):
        answer = sorter.check_fast(number, line)
        if answer is not None and answer[1] == "illegal":
            illegal.append(line)
        elif answer is not None and answer[1] == "legal" and len(legal) < 2000:
            legal.append(line)
    gc.freeze()

    def per_deal(chosen: list[bytes]) -> float:
        checker = LineChecker(lambda _: variant, path)
        started = time.process_time()
        for number, line in enumerate(chosen):
            checker.check_fast(number, line)
        return (time.process_time() - started) / len(chosen) * 1e6

    best_illegal = min(per_deal(illegal) for _ in range(repeat))
    best_legal = min(per_deal(legal) for _ in range(repeat))
    spent = {"_penalty": 0.0, "_violation": 0.0}

    def timed(method: str, owner: type, name: str) -> None:
        original = getattr(owner, name)

        def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
            started = time.process_time()
            try:
                return original(self, *args, **kwargs)
            finally:
                spent[method] += time.process_time() - started

        setattr(owner, name, wrapper)

    timed("_penalty", PenaltyEntries, "entry")
    timed("_violation", ViolationWords, "facts")
    parts = []
    for _ in range(repeat):
        spent.update(_penalty=0.0, _violation=0.0)
        per_deal(illegal)
        parts.append((spent["_penalty"] / len(illegal) * 1e6, spent["_violation"] / len(illegal) * 1e6))
    penalty, violation = min(parts)
    print(
        f"{name:<10} illegal {best_illegal:6.1f} µs  legal {best_legal:6.1f} µs  ratio"
        f" {best_illegal / best_legal:4.2f}  penalty {penalty:5.1f}  violation {violation:5.1f}"
        f"  ({len(illegal)} illegal deals)"
    )


if __name__ == "__main__":
    main()
