"""Find, read, inherit and validate variant files, and build `Variant` objects from them.

Why here and not in `variant.py`: this is the only part of the variant machinery that knows about
files, `extends:` chains and the JSON Schema; the engine itself only ever sees a built `Variant`.
The reading of files is the caller's job (`read_file`), which keeps this module testable from text.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from functools import cache
from pathlib import Path as FsPath
from typing import Any

import jsonschema

from .errors import InputFormatError, UnknownVariantError, VariantError
from .resources import folder, list_files, read_text
from .variant import Variant, build_variant
from .yamlsource import Path, YamlDocument, format_path, parse_yaml

#: A child's mappings merge into its parent's, key by key; `key: null` removes an inherited entry.
#: Keys that a child replaces whole instead of merging into: a child variant's sources and
#: interpretations are its own, and a case list is an ordered whole.
REPLACED_KEYS = frozenset({("provenance",), ("scoring", "cases"), ("players", "teams"), ("id",), ("title",),
                           ("description",)})
NOT_INHERITED = ("abstract", "extends")
MAX_EXTENDS_DEPTH = 16

ReadFile = Callable[[str], str]


@cache
def variant_schema() -> jsonschema.protocols.Validator:
    schema = json.loads(read_text("spec", "variant.schema.json"))
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    return validator_class(schema)  # type: ignore[no-any-return]


def shipped_names(include_abstract: bool = False) -> list[str]:
    """Names of the variants shipped with refscore (file stems of `variants/*.yaml`)."""
    names = [name[: -len(".yaml")] for name in list_files("variants", ".yaml")]
    return names if include_abstract else [name for name in names if not name.startswith("_")]


def _read_shipped(name: str) -> str:
    return folder("variants").joinpath(f"{name}.yaml").read_text(encoding="utf-8")


def looks_like_path(reference: str) -> bool:
    return "/" in reference or "\\" in reference or reference.endswith((".yaml", ".yml"))


def _merge(base: Any, override: Any, path: Path, origins: dict[Path, YamlDocument], doc: YamlDocument) -> Any:
    """Deep-merge `override` into `base`, remembering which document each value came from."""
    if isinstance(base, dict) and isinstance(override, dict) and path not in REPLACED_KEYS:
        merged = dict(base)
        for key, value in override.items():
            child = (*path, key)
            if value is None and path:
                merged.pop(key, None)  # `key: null` in a child removes an inherited entry
                continue
            merged[key] = _merge(base.get(key), value, child, origins, doc) if key in base else value
            if key not in base:
                _claim(value, child, origins, doc)
        return merged
    _claim(override, path, origins, doc)
    return copy.deepcopy(override)


def _claim(value: Any, path: Path, origins: dict[Path, YamlDocument], doc: YamlDocument) -> None:
    origins[path] = doc
    if isinstance(value, dict):
        for key, item in value.items():
            _claim(item, (*path, key), origins, doc)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _claim(item, (*path, index), origins, doc)


class _Resolver:
    """Resolves one variant reference, following `extends:` with cycle and depth checks."""

    def __init__(self, read_file: ReadFile) -> None:
        self.read_file = read_file
        self.origins: dict[Path, YamlDocument] = {}

    def document(self, reference: str, relative_to: FsPath | None) -> tuple[YamlDocument, FsPath | None]:
        if looks_like_path(reference):
            path = (relative_to / reference) if relative_to is not None and not FsPath(reference).is_absolute() \
                else FsPath(reference)
            try:
                text = self.read_file(str(path))
            except (OSError, UnicodeDecodeError) as error:
                reason = "not UTF-8 text" if isinstance(error, UnicodeDecodeError) else (error.strerror or str(error))
                raise UnknownVariantError(f"cannot read variant file: {reason}", file=str(path),
                                          expected="a readable variant YAML file") from None
            return parse_yaml(text, str(path)), path.parent
        if reference not in shipped_names(include_abstract=True):
            raise UnknownVariantError(
                f"unknown variant {reference!r}",
                expected=f"a shipped variant ({', '.join(shipped_names())}) or a path to a .yaml file")
        return parse_yaml(_read_shipped(reference), f"variants/{reference}.yaml"), None

    def resolve(self, reference: str, relative_to: FsPath | None, chain: tuple[str, ...]) -> dict[str, Any]:
        if len(chain) > MAX_EXTENDS_DEPTH:
            raise VariantError(f"`extends` chain too long: {' -> '.join(chain)}",
                               expected=f"at most {MAX_EXTENDS_DEPTH} levels")
        document, directory = self.document(reference, relative_to)
        key = document.file
        if key in chain:
            raise VariantError(f"`extends` cycle: {' -> '.join((*chain, key))}", file=document.file,
                               expected="a chain of parents that ends")
        if not isinstance(document.data, dict):
            raise InputFormatError("a variant file must be a YAML mapping", file=document.file, place="1:1",
                                   expected="keys such as `extends:`, `auction:`, `scoring:`")
        data = document.data
        parent_ref = data.get("extends")
        if parent_ref is None:
            base: dict[str, Any] = {}
        elif not isinstance(parent_ref, str):
            raise VariantError("`extends` must name a variant", file=document.file,
                               place=document.place(("extends",)), expected="a variant name or a path")
        else:
            try:
                base = self.resolve(parent_ref, directory, (*chain, key))
            except UnknownVariantError as error:
                if error.file is None:
                    error.file, error.place = document.file, document.place(("extends",))
                    error.args = (error.render(),)
                raise
            for dropped in NOT_INHERITED:
                base.pop(dropped, None)
        merged: dict[str, Any] = _merge(base, data, (), self.origins, document)
        return merged


def load_variant(reference: str, read_file: ReadFile | None = None) -> Variant:
    """Load a shipped variant by name, or a variant file by path, resolved, validated and built."""
    reader: ReadFile = read_file or (lambda path: FsPath(path).read_text(encoding="utf-8"))
    resolver = _Resolver(reader)
    data = resolver.resolve(reference, None, ())
    if "id" not in data and looks_like_path(reference):
        data["id"] = FsPath(reference).stem
    data.pop("extends", None)

    def locate(path: Path) -> tuple[str, str]:
        for length in range(len(path), -1, -1):
            document = resolver.origins.get(path[:length])
            if document is not None:
                return document.file, document.place(path)
        return reference, format_path(path)

    data = json.loads(json.dumps(data, default=str))  # YAML's int keys and dates become JSON strings
    errors = sorted(variant_schema().iter_errors(data), key=lambda error: list(error.absolute_path))
    if errors:
        error = min(errors, key=lambda e: len(e.absolute_path))
        path: Path = tuple(error.absolute_path)
        file, place = locate(path)
        raise VariantError(f"at {format_path(path)}: {error.message}", file=file, place=place,
                           expected="a value allowed by spec/variant.schema.json")
    if data.get("abstract"):
        raise VariantError(f"variant {data['id']!r} is abstract (a base for others), not playable",
                           file=locate(())[0], expected="a playable variant that extends it")
    return build_variant(data, reference, locate)


@cache
def shipped_variant(name: str) -> Variant:
    """A shipped variant, built once per process."""
    return load_variant(name)
