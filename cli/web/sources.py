"""What a web request may name, read without ever opening a path it gives.

Why its own module: the CLI opens the files its user names (`cli/inputs.py`); a request comes from
anybody on the network, so here a variant is a shipped name or YAML text sent with the request
(whose `extends:` may name shipped variants only), and a deal is text (JSON or the `.deal`
notation) read by the same readers as the CLI's. Every refusal is a `RefscoreError` with its place,
shown as the CLI shows it (exit status 2 becomes HTTP 422).
"""

from __future__ import annotations

from typing import Any

from refscore.base.errors import InputFormatError, RefscoreError, UnknownVariantError, sentence
from refscore.base.langs import Lang
from refscore.load.variant_loader import load_variant, looks_like_path, shipped_variant
from refscore.model.variant import Variant

from ..inputs import parse_json

__all__ = ["PASTED_VARIANT", "deal_from_text", "record_variant", "variant_from_text", "web_variant"]

PASTED_VARIANT = "variante.yaml"
"""The name a pasted variant is known by in messages (no file of that name is ever opened)."""

_NO_PATHS = "sources.shipped_variant_name"  # the key of the sentence


def _no_path(path: str, referrer: str) -> None:
    """The `extends:` policy of a pasted variant: shipped names only, never a file."""
    raise UnknownVariantError(
        sentence("sources.extends_names_file_from", path=path),
        file=referrer,
        expected=sentence(_NO_PATHS),
    )


def variant_from_text(text: str) -> Variant:
    """A variant from its YAML text, validated and built as `refscore variants validate` does."""
    from refscore.load.yamlsource import MAX_YAML_BYTES

    if len(text.encode("utf-8", "surrogatepass")) > MAX_YAML_BYTES:
        raise InputFormatError(
            sentence("sources.variant_larger_than_bytes", max_yaml_bytes=MAX_YAML_BYTES),
            file=PASTED_VARIANT,
            expected=sentence("sources.variant_yaml_file_few"),
        )

    def read(path: str) -> str:
        if path != PASTED_VARIANT:  # only reached through `extends:`, which `_no_path` refuses first
            raise OSError(2, sentence("sources.server_opens_no_file"))
        return text

    return load_variant(PASTED_VARIANT, read, confine=_no_path)


def web_variant(name: str | None, yaml_text: str | None) -> Variant | None:
    """The variant a request chose: its pasted YAML, else a shipped name, else None (the record's)."""
    if yaml_text is not None and yaml_text.strip():
        return variant_from_text(yaml_text)
    if name:
        return record_variant(name, "$.variant")
    return None


def record_variant(named: Any, place: str = "$.variant") -> Variant:
    """The variant a record names: a shipped name; a path is refused without being opened."""
    if not isinstance(named, str):
        raise UnknownVariantError(
            sentence("sources.no_variant_record_names"),
            place=place,
            expected=sentence("sources.variant_field_with_shipped"),
        )
    if looks_like_path(named):
        raise UnknownVariantError(
            sentence("sources.variant_path_server_opens", named=named),
            place=place,
            expected=sentence("sources.shipped_variant_name_or_yaml"),
        )
    try:
        return shipped_variant(named)
    except UnknownVariantError as error:
        if error.file is None and error.place is None:  # as `cli/inputs.py` places it
            error.place = place
            error.args = (error.render(),)
        raise


def deal_from_text(
    text: str, name: str, variant: Variant | None, lang: Lang = "en"
) -> tuple[dict[str, Any], Variant]:
    """A deal record from pasted text: JSON when it starts with `{`, else the `.deal` notation.

    The same readers as `refscore check` (`cli/inputs.py`, `refscore.judge.notation`), with errors
    located in `name` at line and column."""
    from refscore.model.record import read_record

    if text.lstrip().startswith("{"):
        data = parse_json(text, name)
        if not isinstance(data, dict):
            raise InputFormatError(
                sentence("sources.not_json_object"), file=name, expected=sentence("sources.deal_record")
            )
        try:
            chosen = variant or record_variant(data.get("variant"))
        except RefscoreError as error:
            raise error.located(name) from None
        return data, chosen
    from refscore.base.words import reading_of
    from refscore.judge.notation import MAX_NOTATION_CHARS, parse_notation, to_record

    if len(text) > MAX_NOTATION_CHARS:
        raise InputFormatError(
            sentence("sources.longer_than_characters", max_notation_chars=MAX_NOTATION_CHARS),
            file=name,
            expected=sentence("sources.one_deal_notation"),
        )
    try:
        # `C` by the text's `notation` line, else by the page's language, as `refscore check` reads it
        parsed = parse_notation(text, reading_of(lang))
        if variant is None:
            where = str(parsed.variant[1]) if parsed.variant is not None else "1:1"
            variant = record_variant(parsed.variant_name, where)
        built = to_record(parsed, variant)
    except RefscoreError as error:
        raise error.located(name) from None
    try:
        read_record(built.data, variant)
    except RefscoreError as error:
        if error.place and error.place.startswith("$"):
            pos = built.locate(error.place)
            error.place = str(pos) if pos is not None else error.place
            error.args = (error.render(),)
        raise error.located(name) from None
    return built.data, variant
