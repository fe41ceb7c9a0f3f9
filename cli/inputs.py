"""Read the files a user hands us, turning every way they can be broken into a located message.

Why here: the engine is pure, so decoding bytes, JSON syntax errors with line and column, and
choosing the variant (the `--variant` option, else the record's own `variant`) belong to the shell.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from refscore.errors import InputFormatError, RefscoreError, UnknownVariantError
from refscore.record import decode_json, read_record
from refscore.variant import Variant
from refscore.variant_loader import load_variant, looks_like_path, shipped_variant

if TYPE_CHECKING:
    from refscore.notation import NotationRecord

MAX_INPUT_BYTES = 50_000_000


def is_batch_input(path: str) -> bool:
    """`-` (standard input) and `*.jsonl` files are JSON Lines, checked in batch (`cli/batch.py`).

    Why here and not in `cli/batch.py`: `refscore check one.json` asks this first, and need not load
    the batch machinery (worker processes, the fast path) to hear "no".
    """
    return path == "-" or path.endswith(".jsonl")


def read_text_file(path: str) -> str:
    """The UTF-8 text of a file, or an `InputFormatError` naming the file and the byte at fault."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_INPUT_BYTES + 1)
    except OSError as error:
        raise InputFormatError(
            f"cannot read the file: {error.strerror or error}", file=path, expected="a readable file"
        ) from None
    if len(data) > MAX_INPUT_BYTES:
        raise InputFormatError("file too large", file=path, expected=f"at most {MAX_INPUT_BYTES} bytes")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InputFormatError(
            f"not UTF-8 text (byte {error.start} is 0x{data[error.start]:02x})",
            file=path,
            place=f"byte {error.start}",
            expected="a UTF-8 text file",
        ) from None


def parse_json(text: str, file: str) -> Any:
    """Decode JSON, reporting syntax errors at line:column."""
    if not text.strip():
        raise InputFormatError(
            "the file is empty", file=file, expected="a JSON object (a deal record)", rule="record.format"
        )
    return decode_json(text, file, expected="a JSON object (a deal record)")


def resolve_variant(option: str | None, record: Any, file: str) -> Variant:
    """The variant to judge with: `--variant` when given, else the record's `variant` field.

    A variant file named by the record is found relative to the record's own folder, as a club
    keeps its deals beside its house rules; `--variant` paths are relative to where you are.
    """
    if option is not None:
        return _load(option)
    named = record.get("variant") if isinstance(record, dict) else None
    if not isinstance(named, str):
        raise UnknownVariantError(
            "no variant: the record names none and --variant was not given",
            file=file,
            place="$.variant",
            expected="--variant NAME|FILE, or a `variant` field",
        )
    if looks_like_path(named) and not Path(named).is_absolute():
        named = str(Path(file).parent / named)
    try:
        return _load(named)
    except UnknownVariantError as error:
        if error.file is None:
            error.place = "$.variant"
        raise error.located(file) from None


def _load(reference: str) -> Variant:
    if looks_like_path(reference):
        return load_variant(reference, read_text_file)
    return shipped_variant(reference)


@dataclass
class LoadedDeal:
    """A deal file read for the commands: the record dict, the variant, and for a `.deal` file where
    each part came from (`notation`) and which hands were derived."""

    file: str
    data: dict[str, Any]
    variant: Variant
    notation: NotationRecord | None = None

    def locate(self, path: str) -> str | None:
        """`line 9, column 3` for a JSON path of a record read from notation."""
        if self.notation is None:
            return None
        pos = self.notation.locate(path)
        return f"{self.file}:{pos}" if pos is not None else None

    @property
    def notes(self) -> list[str]:
        return list(self.notation.notes) if self.notation is not None else []


def read_deal_file(path: str, variant_option: str | None, variant: Variant | None = None) -> LoadedDeal:
    """Read a deal record by extension: `.deal` is the notation of spec/deal-notation.md, anything
    else JSON. The variant is `variant` when given, else `--variant`, else the record's own. Errors
    name the file and, for notation, the line and column."""
    text = read_text_file(path)
    if not path.endswith(".deal"):
        data = parse_json(text, path)
        return LoadedDeal(path, data, variant or resolve_variant(variant_option, data, path))
    # here, not with the module: checking a JSON record (or a batch of them) needs no notation reader
    from refscore.notation import NotationError, Pos, parse_notation, to_record

    try:
        parsed = parse_notation(text)
    except RefscoreError as error:
        raise error.located(path) from None
    if variant is None and variant_option is None and parsed.variant is None:
        raise NotationError(
            "no variant", Pos(1, 1), expected="a line `variant NAME|FILE`, or --variant NAME|FILE"
        ).located(path)
    try:
        variant = variant or resolve_variant(variant_option, {"variant": parsed.variant_name}, path)
    except RefscoreError as error:
        if error.place == "$.variant" and parsed.variant is not None:
            error.place = str(parsed.variant[1])
            error.args = (error.render(),)
        raise error.located(path) from None
    try:
        built = to_record(parsed, variant)
    except RefscoreError as error:
        raise error.located(path) from None
    try:
        read_record(built.data, variant)
    except RefscoreError as error:
        if error.place and error.place.startswith("$"):
            pos = built.locate(error.place)
            error.place = str(pos) if pos is not None else error.place
            error.args = (error.render(),)
        raise error.located(path) from None
    return LoadedDeal(path, built.data, variant, built)


def write_atomically(path: str, text: str) -> None:
    """Write `text` to `path` through a temporary file in the same folder and a rename, so a reader
    never sees half a file and a failure leaves any old file whole."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as error:
        raise InputFormatError(
            f"cannot write the file: {error.strerror or error}", file=path, expected="a writable folder"
        ) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(temporary, 0o666 & ~mask)  # mkstemp makes 0600; give the file the usual mode
        os.replace(temporary, target)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise InputFormatError(
            f"cannot write the file: {error.strerror or error}", file=path, expected="a writable file"
        ) from None
