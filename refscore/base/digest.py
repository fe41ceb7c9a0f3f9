"""SHA-256 without loading OpenSSL: the digests of fingerprints, shipped files and the grammar.

Why: `hashlib` loads OpenSSL's library (`_hashlib`) when it is imported, which was the largest
single import of `refscore check FILE.jsonl` (about 12 M instructions of its start-up;
bench/startup.py). CPython carries its own SHA-256 (`_sha256` up to 3.11,
`_sha2` from 3.12), which gives the same digests; `hashlib`'s is the fallback on an interpreter
without either. tests/base/test_digest.py checks them equal.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Protocol


class Hash(Protocol):
    def update(self, data: bytes, /) -> None: ...

    def hexdigest(self) -> str: ...


def _implementation() -> Callable[..., Hash]:
    for module in ("_sha256", "_sha2"):
        try:
            found: Callable[..., Hash] = importlib.import_module(module).sha256
        except (ImportError, AttributeError):
            continue
        return found
    import hashlib  # pragma: no cover - an interpreter without CPython's own modules

    return hashlib.sha256  # pragma: no cover


#: `sha256(data=b"")`: a new hash, as `hashlib.sha256` makes one.
sha256: Callable[..., Hash] = _implementation()
