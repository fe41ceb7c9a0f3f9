"""Read the files a user hands us, turning every way they can be broken into a located message.

Why here: the engine is pure, so decoding bytes, JSON syntax errors with line and column, and
choosing the variant (the `--variant` option, else the record's own `variant`) belong to the shell.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from refscore.errors import InputFormatError, UnknownVariantError
from refscore.variant import Variant
from refscore.variant_loader import load_variant, looks_like_path, shipped_variant

MAX_INPUT_BYTES = 50_000_000


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
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise InputFormatError(
            f"not valid JSON: {error.msg}",
            file=file,
            place=f"{error.lineno}:{error.colno}",
            expected="a JSON object (a deal record)",
            rule="record.format",
        ) from None
    except RecursionError:
        raise InputFormatError(
            "JSON nested too deeply", file=file, expected="a deal record", rule="record.format"
        ) from None


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
