"""Types of the optional compiled core of the fast path (refscore/fast/_fastcore.c)."""

from collections.abc import Callable
from typing import Any

class Core:
    def __init__(
        self,
        *,
        seats: tuple[str, ...],
        unit_of: tuple[int, ...],
        units: tuple[str, ...],
        cards: dict[Any, int],
        trumps: dict[Any, int],
        top_keys: frozenset[str],
        hand_size: int,
        first_offset: int,
        auction: tuple[Any, ...],
        specials: dict[str, int],
        special_values: tuple[tuple[int, int], ...],
        tables: tuple[tuple[Any, ...] | None, ...],
        legal: bytes,
        features: tuple[str, ...],
        scoring: tuple[int, ...],
        fact_names: tuple[str, ...],
        score_facts: tuple[int, ...],
        deal: tuple[int, int, int],
    ) -> None: ...
    def annonce_memos(
        self,
        kinds: dict[str, int],
        classes: dict[int, int],
        declare: Callable[[int, int, str | None], int],
        winner_names: tuple[str, ...],
        fact_names: tuple[str, ...],
        winner: bytes,
        scores: bytes,
        /,
    ) -> None:
        """The memo of `refscore.fast.annonce_book.AnnonceBook` and its method that fills it, and the
        kernel's tables of the settlement (`refscore.kernel.annonces`: `Winner` names, `SCORE_FACTS`,
        the winner by tie, the verdict by situation): judge() then settles the declared annonces of a
        legal deal (without them it declines one)."""
    def annonce_points(
        self, annonces: list[Any], code: int, hands: tuple[int, ...], leader: int, taker: int, /
    ) -> dict[int, int] | None:
        """The points by unit of the declared annonces (a new dict), settled with the memo and the
        tables of `annonce_memos`, `hands` each seat's when play starts; None: ask refscore.fast.checker."""
    def judge(self, data: Any) -> tuple[Any, ...] | None:
        """() for a redeal; (contract key, scoring key, units) for a legal complete deal; for a deal
        whose play holds an illegal card, (contract key, trick, position, seat, card, situation index,
        subsets of the hand, card points and tricks won by seat before that trick, hands by seat when
        play started, seat whose belote counts or -1, discard points); None for anything else (ask
        refscore.fast.checker)."""

    def judge_flat(self, data: Any) -> tuple[Any, ...] | None:
        """judge(data), but for a legal complete deal the units are one tuple of ints: each unit's
        side facts (names.SIDE_FACTS order), unit after unit; and for a call the kernel's table
        refuses, read whole, 13 ints: its index, the standing trump code, the turned card, then the
        `AuctionState` the calls before it left (`refscore.fast.auction_faults.state_of`)."""
    def rest_certain(self, data: dict[str, Any], index: int, /) -> bool:
        """Whether what judge() had not read of `data` when it refused call `index` (the calls from it
        on, the annonces, the belote, the tricks, the discard, the claim, the players' count and the
        fingerprint's size) is certainly of the schema's shape and read by the reference reader
        (`refscore.fast.record_shape.certain_shape`, `certain_rest`); False may be said of a record
        they accept (a spelling not read yet)."""

class LineWriter:
    """The batch's JSON line of a legal deal, written whole by the compiled core
    (`refscore.fast.batch_lines.LegalLines`): `parts` the line's constants (7 + 7 * units), `cases` the
    scoring cases' JSON, `unit_names` the units' names as JSON, `contracts` the contracts' JSON by
    contract key (read, never written), `contract_json` called with a key not in `contracts` for its
    JSON (bytes; anything else declines the line), `scorer` the variant's compiled scorer (scored
    through its C interface, `_scorecore_api.h`)."""

    def __init__(
        self,
        core: Core,
        parts: tuple[bytes, ...],
        cases: tuple[bytes, ...],
        unit_names: tuple[bytes, ...],
        contracts: dict[tuple[int, ...], bytes],
        contract_json: Callable[[tuple[int, ...]], Any],
        scorer: Any,
        /,
    ) -> None: ...
    def line(self, data: Any, number: int, raw: bytes, /) -> bytes | tuple[Any, ...] | None:
        """The line (`LegalLines.line`'s bytes) of an ordinary legal deal: no formula failed, the
        claim holds, the id absent or printable ASCII JSON writes as it is, no `fingerprint` field,
        and `raw`, the JSON text `data` was read from, holds no member `data` lacks (a member
        written twice: orjson keeps the last); else what `Core.judge_flat(data)` gives."""

def same_colons(line: bytes, value: Any, max_depth: int, /) -> int:
    """1 if the JSON text `line` and `value` written as compact JSON hold as many ':' and `line` has no
    \\u00XX escape; 0 if not; -1 if not answered (nested deeper than `max_depth`, a type or key JSON
    readers do not give, a lone surrogate): then write `value` back and count."""

def cut_lines(block: bytes, /) -> list[bytes]:
    """`block.split(b"\\n")`, the same list, cut with memchr (bytes.split compares byte by byte)."""

def fill(parts: tuple[bytes, ...], values: tuple[int | bytes, ...], /) -> bytes:
    """parts[0] + values[0] + parts[1] + ... + parts[-1]: an int value written in decimal (TypeError
    for another type, OverflowError beyond 64 bits), a bytes value as it is."""
