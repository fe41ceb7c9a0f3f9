"""A JSON Schema validation error as a sentence of the catalogues (`refscore.base.errors.Said`).

Why from the error's fields: the validator (`jsonschema`) writes its message in English; its key is
the schema keyword the value breaks (`error.validator`) and its parameters are the value and the
keyword's own value, so a French reader reads `ERRORS_FR["schema.<keyword>"]` rather than English
rewritten by patterns. The English sentence of the key is the validator's message, byte for byte:
when it is not (a keyword not listed here, a message cut to a readable length, another version of
the validator), the message is kept as it is, under the key `schema.other`.
"""

from __future__ import annotations

import re
from typing import Any

from refscore.base.errors import Said

__all__ = ["schema_sentence"]


def _extras(error: Any) -> list[Any]:
    """The keys an `additionalProperties: false` refuses, in the validator's order (sorted)."""
    schema = error.schema if isinstance(error.schema, dict) else {}
    known = schema.get("properties", {})
    patterns = schema.get("patternProperties", {})
    extras = [
        key for key in error.instance if key not in known and not any(re.search(p, key) for p in patterns)
    ]
    return sorted(extras, key=str)


def _said(error: Any) -> Said | None:
    keyword, value, instance = error.validator, error.validator_value, error.instance
    if keyword == "type":
        types = value if isinstance(value, list) else [value]
        return Said("schema.type", {"value": instance, "types": ", ".join(repr(t) for t in types)})
    if keyword == "required" and isinstance(instance, dict):
        for name in value:
            said = Said("schema.required", {"name": name})
            if name not in instance and said == error.message:
                return said
        return None
    if (
        keyword == "additionalProperties"
        and isinstance(instance, dict)
        and not error.schema.get("patternProperties")
    ):
        extras = _extras(error)
        key = "schema.additional_one" if len(extras) == 1 else "schema.additional_many"
        return Said(key, {"names": ", ".join(repr(extra) for extra in extras)})
    keys = {
        "enum": "schema.enum",
        "pattern": "schema.pattern",
        "maximum": "schema.maximum",
        "minimum": "schema.minimum",
        "exclusiveMaximum": "schema.exclusive_maximum",
        "exclusiveMinimum": "schema.exclusive_minimum",
        "const": "schema.const",
        "uniqueItems": "schema.unique",
        "anyOf": "schema.any_of",
        "oneOf": "schema.any_of",
    }
    if keyword in keys:
        return Said(keys[keyword], {"value": instance, "limit": value})
    if keyword in ("maxItems", "maxLength", "maxProperties"):
        return Said("schema.empty" if value == 0 else "schema.too_long", {"value": instance})
    if keyword in ("minItems", "minLength", "minProperties"):
        return Said("schema.non_empty" if value == 1 else "schema.too_short", {"value": instance})
    return None


def schema_sentence(error: Any, shown: str | None = None) -> Said:
    """The sentence of a `jsonschema.ValidationError`; `shown` is the message as the caller shows it
    (cut to a readable length), the validator's own message when not given."""
    message = error.message if shown is None else shown
    said = _said(error)
    return said if said is not None and said == message else Said("schema.other", {"message": message})
