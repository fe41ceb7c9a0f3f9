"""Read the files a user hands us, turning every way they can be broken into a located message.

Why here: the engine is pure, so decoding bytes, JSON syntax errors with line and column, and
choosing the variant (the `--variant` option, else the record's own `variant`) belong to the shell.

Files come two ways, and are trusted differently (the path policy, spec/deal.md "Paths"):

- a path the user typed (`refscore check DEAL`, `--variant FILE`) is read as asked, with a size cap;
- a path written INSIDE a file (a record's `variant`, an `extends:`, a game sheet's deal list, a
  `.deal` file's `variant` line) is untrusted: the record may come from a stranger. It is resolved
  relative to the folder of the file that names it and must stay below that folder (after symlinks
  are followed) or below a folder given with `refscore --allow-path DIR`, unless the user passes
  `refscore --allow-any-path`; and only a regular file is opened (opened non-blocking and checked
  with `fstat` before a byte is read, so a FIFO, a device, `/dev/stdin` or a socket is refused
  instead of hanging or being read). A variant file reached through a record is also never quoted
  in messages beyond the path and type of the offending value (it could be anybody's YAML file).

Helpers for other commands: `read_text_file` (a user's path), `read_untrusted_text` (a path found in
a file), `read_stdin_text`, `confine_path` (the policy alone), `resolve_variant`, `read_deal_file`,
`open_input_stream`. The bytes are read by `refscore.load.reader`, the one gate every read goes through.
"""

from __future__ import annotations

import errno
import os
import sys
from typing import IO, TYPE_CHECKING, Any

from refscore.base.errors import (
    InputFormatError,
    RefscoreError,
    UnknownVariantError,
    VariantError,
    sentence,
)
from refscore.base.precompiled import dataclass
from refscore.load.reader import open_named_stream, read_error, read_named_file, read_stream
from refscore.load.variant_loader import load_variant, looks_like_path, shipped_variant
from refscore.model.record import decode_json, read_record
from refscore.model.variant import Variant

from .output import write_text_output
from .path_policy import PathPolicyError, confine_path, read_regular_file

if TYPE_CHECKING:
    from refscore.judge.notation import NotationRecord

#: A JSON record is about 2 KB, a game sheet with its deals inline some tens of KB; JSON decoded
#: into Python takes up to 15 times its size in memory, so 10 MB keeps any record under ~160 MB.
MAX_INPUT_BYTES = 10_000_000


def is_batch_input(path: str) -> bool:
    """`-` (standard input) and `*.jsonl` files are JSON Lines, checked in batch (`cli/batch.py`).

    Why here and not in `cli/batch.py`: `refscore check one.json` asks this first, and need not load
    the batch machinery (worker processes, the fast path) to hear "no".
    """
    return path == "-" or path.endswith(".jsonl")


def open_input_stream(source: str) -> IO[bytes]:
    """A batch input opened for reading: `-` is standard input, which must be open (`<&-` closes it)."""
    if source == "-":
        if sys.stdin is None:
            raise OSError(errno.EBADF, sentence("inputs.stdin_closed"))
        try:
            os.fstat(sys.stdin.fileno())
        except (OSError, ValueError):
            raise OSError(errno.EBADF, sentence("inputs.stdin_closed")) from None
        return sys.stdin.buffer
    return open_named_stream(source)  # a FIFO nobody writes to: an error after a while, not a hang


def _decode(data: bytes, path: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InputFormatError(
            sentence("inputs.not_utf_text_byte", start=error.start, byte=data[error.start]),
            file=path,
            place=f"byte {error.start}",
            expected=sentence("inputs.utf_text_file"),
        ) from None


def read_text_file(path: str, limit: int = MAX_INPUT_BYTES) -> str:
    """The UTF-8 text of a file the user named, at most `limit` bytes, or an `InputFormatError`
    naming the file and the byte at fault. A FIFO (`<(...)`) is read, as the user asked, but never
    waited on for ever (`refscore.load.reader.read_named_file`)."""
    return _decode(read_named_file(path, limit), path)


def read_stdin_text(limit: int = MAX_INPUT_BYTES) -> str:
    """Standard input as UTF-8 text, at most `limit` bytes (an endless input is refused, not kept)."""
    try:
        stream = open_input_stream("-")
    except OSError as error:
        raise read_error("(standard input)", error) from None
    return _decode(read_stream(stream, limit), "(standard input)")


def read_untrusted_text(path: str, limit: int = MAX_INPUT_BYTES) -> str:
    """The UTF-8 text of a file named inside another file: regular files only (`read_regular_file`).
    The caller confines the path first (`confine_path`)."""
    return _decode(read_regular_file(path, limit), path)


def read_variant_text(path: str) -> str:
    """A variant YAML file's text (every variant file: regular files only, at most MAX_YAML_BYTES)."""
    from refscore.load.yamlsource import MAX_YAML_BYTES

    return read_untrusted_text(path, MAX_YAML_BYTES)


def _confine_extends(path: str, referrer: str) -> None:
    """The path policy for an `extends:` path: below the folder of the file that wrote it."""
    confine_path(path, os.path.dirname(referrer) or ".", file=referrer)


def parse_json(text: str, file: str) -> Any:
    """Decode JSON, reporting syntax errors at line:column."""
    if not text.strip():
        raise InputFormatError(
            sentence("inputs.file_empty"),
            file=file,
            expected=sentence("inputs.json_object_deal_record"),
            rule="record.format",
        )
    return decode_json(text, file, expected=sentence("inputs.json_object_deal_record"))


def resolve_variant(option: str | None, record: Any, file: str) -> Variant:
    """The variant to judge with: `--variant` when given, else the record's `variant` field.

    A variant file named by the record is found relative to the record's own folder, as a club
    keeps its deals beside its house rules, under the path policy (module docstring); `--variant`
    paths are relative to where you are.
    """
    if option is not None:
        return load_user_variant(option)
    named = record.get("variant") if isinstance(record, dict) else None
    if not isinstance(named, str):
        raise UnknownVariantError(
            sentence("inputs.no_variant_record_names"),
            file=file,
            place="$.variant",
            expected=sentence("inputs.variant_name_file_variant"),
        )
    try:
        return load_record_variant(named, file)
    except UnknownVariantError as error:
        if error.file is None:
            error.place = "$.variant"
        raise error.located(file) from None


def load_user_variant(reference: str) -> Variant:
    """A variant the user named (`--variant`, `variants show FILE`): a shipped name or a YAML file."""
    if looks_like_path(reference):
        return load_variant(reference, read_variant_text, confine=_confine_extends)
    return shipped_variant(reference)


def load_record_variant(named: str, record_file: str, place: str = "$.variant") -> Variant:
    """The variant a record names: a shipped name, or a file under the path policy, whose problems
    are reported without quoting it (it may be any YAML file on the machine)."""
    if not looks_like_path(named):
        return shipped_variant(named)
    folder = os.path.dirname(record_file) or "."
    path = named if os.path.isabs(named) or folder == "." else os.path.join(folder, named)
    confine_path(path, folder, file=record_file, place=place)
    try:
        return load_variant(path, read_variant_text, confine=_confine_extends, redact=True)
    except PathPolicyError:
        raise
    except VariantError as error:
        if isinstance(error, UnknownVariantError) and error.file is None:
            raise
        raise _withheld(error, path) from None
    except InputFormatError as error:
        if error.place is None or error.place.startswith("byte"):
            raise  # unreadable, not UTF-8, too large: nothing of the file is quoted
        raise _withheld(error, path) from None


def _withheld(error: RefscoreError, path: str) -> RefscoreError:
    """A problem in a variant file reached through a record, stated without its content."""
    if error.redacted:
        return error
    return VariantError(
        sentence("inputs.not_usable_variant_file", path=path),
        file=error.file or path,
        place=error.place,
        expected=sentence("inputs.valid_variant_file"),
    )


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


def read_deal_file(
    path: str, variant_option: str | None, variant: Variant | None = None, *, untrusted: bool = False
) -> LoadedDeal:
    """Read a deal record by extension: `.deal` is the notation of spec/deal-notation.md, anything
    else JSON. The variant is `variant` when given, else `--variant`, else the record's own. Errors
    name the file and, for notation, the line and column. `untrusted`: the path was found in a file
    (a game sheet's deal list), so only a regular file is read (the caller confines the path)."""
    read = read_untrusted_text if untrusted else read_text_file
    if not path.endswith(".deal"):
        data = parse_json(read(path, MAX_INPUT_BYTES), path)
        return LoadedDeal(path, data, variant or resolve_variant(variant_option, data, path))
    # here, not with the module: checking a JSON record (or a batch of them) needs no notation reader
    from refscore.base.words import reading_of
    from refscore.judge.notation import MAX_NOTATION_CHARS, NotationError, Pos, parse_notation, to_record

    from .lang import resolve_lang

    # UTF-8 takes at most 4 bytes a character: a larger file is refused before it is decoded
    text = read(path, 4 * MAX_NOTATION_CHARS)

    try:
        # `C` by the file's `notation` line, else by the language in force (ambiguous in French)
        parsed = parse_notation(text, reading_of(resolve_lang()))
    except RefscoreError as error:
        raise error.located(path) from None
    if variant is None and variant_option is None and parsed.variant is None:
        raise NotationError(
            sentence("inputs.no_variant"), Pos(1, 1), expected=sentence("inputs.line_variant_name_file")
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


def write_atomically(path: str, text: str, inputs: tuple[str, ...] = ()) -> None:
    """Write `text` to the target of a writing option, under the policy of `cli/output.py` (atomic
    for a regular file, written through for a device or FIFO, never one of `inputs`)."""
    write_text_output(path, text, inputs=inputs)
