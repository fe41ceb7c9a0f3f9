"""`refscore.base.digest.sha256` gives hashlib's SHA-256 digests (it avoids loading OpenSSL at start-up)."""

from __future__ import annotations

import hashlib

from hypothesis import given, settings
from hypothesis import strategies as st

from refscore.base.digest import sha256


def test_a_known_digest() -> None:
    # FIPS 180-2, appendix B.1: SHA-256("abc")
    assert sha256(b"abc").hexdigest() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"


@settings(max_examples=50)
@given(st.lists(st.binary(max_size=300), max_size=4))
def test_the_same_digest_as_hashlib(parts: list[bytes]) -> None:
    mine, theirs = sha256(), hashlib.sha256()
    for part in parts:
        mine.update(part)
        theirs.update(part)
    assert mine.hexdigest() == theirs.hexdigest()
    assert sha256(b"".join(parts)).hexdigest() == theirs.hexdigest()
