"""JSON as bytes for the fast tier: the accelerator chosen once, and the writer both tiers share.

Why one place: the batch joins a line from pieces written apart (a penalty's breakdown by
`refscore.fast.penalty_plan`, a violation, the line's template by `refscore.fast.batch_lines`), so
every piece must come from the same writer, whose bytes are orjson's where it is installed
(`pip install 'refscore[fast]'`, about twice as fast) and the standard library's compact JSON,
the same bytes, where it is not. `REFSCORE_JSON=stdlib` chooses the standard library (the
benchmark compares both).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Any

__all__ = ["dumps", "kept", "loads", "orjson", "stdlib_dumps"]

orjson: Any = None
if os.environ.get("REFSCORE_JSON") != "stdlib":
    try:
        import orjson
    except ImportError:  # pragma: no cover - exercised where orjson is not installed
        orjson = None


def stdlib_dumps(value: Any) -> bytes:
    """`value` as orjson writes it (compact, UTF-8), by the json module; a lone surrogate, which
    JSON allows ("\\ud800") and orjson refuses, is written as that escape."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "backslashreplace")


def kept(written: bytes) -> bytes:
    """`written` (bytes of `dumps`, or joined from them) as bytes of their own size, for a memo.

    Why: orjson hands back its bytes in the buffer it wrote them in, 4 KiB whatever their length
    (`sys.getsizeof` shows the length, not the buffer). Joined into a line at once, the buffer is
    freed with it; kept in a memo of contracts or penalty pieces, each entry held 4 KiB, some
    13 MB for 20,000 deals and a few hundred MB at a memo's bound. A copy is the text's size.
    (`b",".join` of one item, and `b"" + x`, hand back `x` itself: only a copy frees the buffer.)
    """
    return bytes(memoryview(written))


#: compact JSON bytes of a value, and a value of JSON bytes: orjson's, or the standard library's
dumps: Callable[[Any], bytes] = stdlib_dumps if orjson is None else orjson.dumps
loads: Callable[[bytes], Any] = json.loads if orjson is None else orjson.loads
