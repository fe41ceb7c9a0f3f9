"""Read YAML safely, keeping the line and column of every value so errors can point into the file.

Why not plain ``yaml.safe_load``: a club secretary who mistypes a key needs "myclub.yaml:7:3", not
a Python exception. Anchors and aliases are refused outright: variant files inherit with
``extends:`` instead, and refusing them closes the door on "billion laughs" alias bombs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml

from .errors import InputFormatError

Path = tuple[str | int, ...]
MAX_YAML_BYTES = 1_000_000


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


def _problem(file: str, error: yaml.YAMLError) -> InputFormatError:
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    place = f"{mark.line + 1}:{mark.column + 1}" if mark is not None else None
    problem = getattr(error, "problem", None) or str(error)
    return InputFormatError(f"not valid YAML: {problem}", file=file, place=place, expected="a YAML mapping")


def parse_yaml(text: str, file: str) -> YamlDocument:
    """Parse one YAML document safely; raise `InputFormatError` with file and line:column."""
    if len(text) > MAX_YAML_BYTES:
        raise InputFormatError(f"file too large ({len(text)} characters)", file=file,
                               expected=f"at most {MAX_YAML_BYTES} characters")
    try:
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
                mark = event.start_mark
                raise InputFormatError(
                    "YAML anchors and aliases are not allowed in variant files",
                    file=file, place=f"{mark.line + 1}:{mark.column + 1}",
                    expected="plain values; use `extends:` to reuse another variant")
        loader = yaml.SafeLoader(text)
        try:
            node = loader.get_single_node()
            data = loader.construct_document(node) if node is not None else None
        finally:
            loader.dispose()  # type: ignore[no-untyped-call]
    except yaml.YAMLError as error:
        raise _problem(file, error) from None
    except RecursionError:
        raise InputFormatError("YAML nested too deeply", file=file, expected="a shallow mapping") from None
    document = YamlDocument(file, data)
    if node is not None:
        _collect_marks(node, (), document.marks, file)
    return document


def _collect_marks(node: yaml.Node, path: Path, marks: dict[Path, tuple[int, int]], file: str) -> None:
    marks[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key_node, value_node in node.value:
            key = str(key_node.value)
            if key in seen:
                mark = key_node.start_mark
                raise InputFormatError(f"duplicate key {key!r}", file=file,
                                       place=f"{mark.line + 1}:{mark.column + 1}",
                                       expected="each key once in a mapping")
            seen.add(key)
            _collect_marks(value_node, (*path, key), marks, file)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _collect_marks(item, (*path, index), marks, file)
