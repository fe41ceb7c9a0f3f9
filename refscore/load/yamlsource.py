"""Read YAML safely, keeping the line and column of every value so errors can point into the file.

Why not plain ``yaml.safe_load``: a club secretary who mistypes a key needs "myclub.yaml:7:3", not
a Python exception. Anchors, aliases and merge keys are refused outright: variant files inherit with
``extends:`` instead, and refusing them closes the door on "billion laughs" alias bombs. Duplicate
keys, which PyYAML silently lets the last one win, are refused, and so is nesting deeper than a
variant file ever needs, which would otherwise cost minutes or blow the stack.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml

from refscore.base.errors import InputFormatError, sentence

Path = tuple[str | int, ...]
MAX_YAML_BYTES = 1_000_000
#: Collections nested inside one another (flow and block together); a variant file needs about 6.
MAX_YAML_DEPTH = 64
_MERGE_TAG = "tag:yaml.org,2002:merge"


class _DepthLimitedLoader(yaml.SafeLoader):
    """`yaml.SafeLoader` that stops at `MAX_YAML_DEPTH` nested collections.

    Why: PyYAML's scanner does work proportional to the flow depth for every token, so a hostile
    ``[[[[...`` 100,000 deep takes minutes before failing, and its composer recurses once per level.
    Refusing deep nesting as soon as it is scanned keeps both linear and far from the stack limit.
    """

    def _check_depth(self) -> None:
        if self.flow_level + len(self.indents) >= MAX_YAML_DEPTH:
            raise yaml.scanner.ScannerError(
                None,
                None,
                sentence("yaml.collections_nested_more_than", max_yaml_depth=MAX_YAML_DEPTH),
                self.get_mark(),
            )

    def fetch_flow_collection_start(self, TokenClass: Any) -> None:
        self._check_depth()
        super().fetch_flow_collection_start(TokenClass)

    def add_indent(self, column: int) -> bool:
        added = bool(super().add_indent(column))
        if added:
            self._check_depth()
        return added


#: Characters of a YAML integer: a variant's numbers have a few digits; a 5,000-digit one would be
#: a bare `ValueError` from Python (and quadratic work before it).
MAX_YAML_INT_CHARS = 100


def _bounded_int(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> Any:
    text = str(node.value)
    if len(text) > MAX_YAML_INT_CHARS:
        raise yaml.constructor.ConstructorError(
            None,
            None,
            sentence(
                "yaml.number_characters_at_most", text_count=len(text), max_yaml_int_chars=MAX_YAML_INT_CHARS
            ),
            node.start_mark,
        )
    return loader.construct_yaml_int(node)


_DepthLimitedLoader.add_constructor("tag:yaml.org,2002:int", _bounded_int)


@dataclass
class YamlDocument:
    """A parsed YAML document and the (line, column) of each value, keyed by its path."""

    file: str
    data: Any
    marks: dict[Path, tuple[int, int]] = field(default_factory=dict)

    def place(self, path: Path) -> str:
        """``line:column`` of the value at `path`, or of its nearest enclosing value."""
        for length in range(len(path), -1, -1):
            mark = self.marks.get(path[:length])
            if mark is not None:
                return f"{mark[0]}:{mark[1]}"
        return "1:1"


def format_path(path: Path) -> str:
    """``scoring.cases[1].taker`` for ``("scoring", "cases", 1, "taker")``."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "(top level)"


def _at(mark: Any) -> str | None:
    """``line:column`` (1-based) of a PyYAML mark (0-based), or None when PyYAML gave no mark."""
    return None if mark is None else f"{mark.line + 1}:{mark.column + 1}"


def _problem(file: str, error: yaml.YAMLError) -> InputFormatError:
    """PyYAML's error as one located sentence: its context ("while scanning a quoted scalar",
    "expected a single document") and its problem ("found unexpected end of stream")."""
    place = _at(getattr(error, "problem_mark", None) or getattr(error, "context_mark", None))
    problem = getattr(error, "problem", None) or str(error)
    context = getattr(error, "context", None)
    text = f"{context}, {problem}" if context else problem
    return InputFormatError(
        sentence("yaml.not_valid_yaml", reason=text),
        file=file,
        place=place,
        expected=sentence("yaml.one_yaml_mapping"),
    )


#: libyaml's parser, when PyYAML was built with it: for the package's own files only (`parse_yaml`)
_TRUSTED_LOADER: Any = getattr(yaml, "CSafeLoader", None)


def parse_yaml(text: str, file: str, *, trusted: bool = False) -> YamlDocument:
    """Parse one YAML document safely; raise `InputFormatError` with file and line:column.

    `trusted`: a file of the package itself (a shipped variant), read with libyaml's parser when
    PyYAML has it. Why: every command that loads a shipped variant parses two files, and the pure
    Python parser took about a fifth of the start-up of `refscore check` (0.05-0.1 s); libyaml gives
    the same data and marks (tests/load/test_yamlsource.py) some 50 times faster. Its only difference,
    no `MAX_YAML_DEPTH` check while scanning, does not matter for files that are ours; anything a
    user wrote keeps the depth-limited pure Python parser.
    """
    loader_class: Any = _TRUSTED_LOADER if trusted and _TRUSTED_LOADER is not None else _DepthLimitedLoader
    if len(text) > MAX_YAML_BYTES:
        raise InputFormatError(
            sentence("yaml.file_too_large_characters", text_count=len(text)),
            file=file,
            expected=sentence("yaml.at_most_characters", max_yaml_bytes=MAX_YAML_BYTES),
        )
    try:
        for event in yaml.parse(text, Loader=loader_class):
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
                raise InputFormatError(
                    sentence("yaml.yaml_anchors_aliases_are"),
                    file=file,
                    place=_at(event.start_mark),
                    expected=sentence("yaml.plain_values_use_extends"),
                )
        marks: dict[Path, tuple[int, int]] = {}
        loader = loader_class(text)
        try:
            node = loader.get_single_node()
            if node is None:
                return YamlDocument(file, None, marks)
            # Before construction, which rewrites `<<` merge keys in place and drops duplicate keys.
            _collect_marks(node, (), marks, file)
            data = loader.construct_document(node)
        finally:
            loader.dispose()
    except yaml.YAMLError as error:
        raise _problem(file, error) from None
    except RecursionError:
        raise InputFormatError(
            sentence("yaml.yaml_nested_too_deeply"), file=file, expected=sentence("yaml.shallow_mapping")
        ) from None
    return YamlDocument(file, data, marks)


def _collect_marks(node: yaml.Node, path: Path, marks: dict[Path, tuple[int, int]], file: str) -> None:
    marks[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key_node, value_node in node.value:
            if key_node.tag == _MERGE_TAG:
                # `<<: {...}` copies keys in without a place of their own, like an alias would.
                raise InputFormatError(
                    sentence("yaml.yaml_merge_keys_are"),
                    file=file,
                    place=_at(key_node.start_mark),
                    expected=sentence("yaml.plain_keys_use_extends"),
                )
            key = str(key_node.value)
            if key in seen:
                raise InputFormatError(
                    sentence("yaml.duplicate_key", key_=key),
                    file=file,
                    place=_at(key_node.start_mark),
                    expected=sentence("yaml.each_key_once_mapping"),
                )
            seen.add(key)
            _collect_marks(value_node, (*path, key), marks, file)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _collect_marks(item, (*path, index), marks, file)
