"""`parse_yaml`: safe YAML with the line and column of every value.

Why these cases: variant files come from people, sometimes from anywhere. Whatever the text, the
result is a `YamlDocument` or an `InputFormatError` naming the file and, where there is one, the
line:column at fault; never a Python object built from a tag, never an alias bomb, never a
RecursionError or a parser that runs for minutes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from refscore.base.errors import InputFormatError
from refscore.load.variant_loader import _read_shipped, shipped_names
from refscore.load.yamlsource import MAX_YAML_BYTES, MAX_YAML_DEPTH, YamlDocument, format_path, parse_yaml

FILE = "club.yaml"

VARIANT_TEXT = """\
extends: contree
auction:
  step: 5
  special_bids:
    capot: {value: 250, made: taker_side_all_tricks}
scoring:
  cases:
    - rule: score.made
      when: made
    - rule: score.failed
"""


def refused(text: str) -> InputFormatError:
    with pytest.raises(InputFormatError) as info:
        parse_yaml(text, FILE)
    assert info.value.file == FILE
    return info.value


# --------------------------------------------------------------------------------------------------
# Values and their places
# --------------------------------------------------------------------------------------------------


def test_data_and_marks_per_path() -> None:
    document = parse_yaml(VARIANT_TEXT, FILE)
    assert document.file == FILE
    assert document.data["auction"]["special_bids"]["capot"] == {
        "value": 250,
        "made": "taker_side_all_tricks",
    }
    # (line, column) of each value, 1-based; a mapping or list starts at its first key or item
    assert document.marks[()] == (1, 1)
    assert document.marks[("extends",)] == (1, 10)
    assert document.marks[("auction",)] == (3, 3)
    assert document.marks[("auction", "step")] == (3, 9)
    assert document.marks[("auction", "special_bids", "capot")] == (5, 12)
    assert document.marks[("auction", "special_bids", "capot", "value")] == (5, 20)
    assert document.marks[("auction", "special_bids", "capot", "made")] == (5, 31)
    assert document.marks[("scoring", "cases")] == (8, 5)
    assert document.marks[("scoring", "cases", 0)] == (8, 7)
    assert document.marks[("scoring", "cases", 0, "when")] == (9, 13)
    assert document.marks[("scoring", "cases", 1, "rule")] == (10, 13)


def test_every_value_has_a_mark() -> None:
    document = parse_yaml(VARIANT_TEXT, FILE)

    def paths(value: object, path: tuple[str | int, ...]) -> list[tuple[str | int, ...]]:
        found = [path]
        if isinstance(value, dict):
            for key, item in value.items():
                found += paths(item, (*path, key))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                found += paths(item, (*path, index))
        return found

    assert sorted(map(str, paths(document.data, ()))) == sorted(map(str, document.marks))


def test_place_falls_back_to_the_nearest_enclosing_value() -> None:
    document = parse_yaml(VARIANT_TEXT, FILE)
    assert document.place(("auction", "step")) == "3:9"
    assert document.place(("auction", "ceiling")) == "3:3"  # not written: the `auction` mapping
    assert document.place(("scoring", "cases", 1, "taker")) == "10:7"  # the case it belongs in
    assert document.place(("nothing", "here")) == "1:1"
    assert YamlDocument("empty.yaml", None).place(("a",)) == "1:1"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ((), "(top level)"),
        (("auction",), "auction"),
        (("auction", "step"), "auction.step"),
        (("scoring", "cases", 1, "taker"), "scoring.cases[1].taker"),
        (("cards", "tables", "trump", "order", 0), "cards.tables.trump.order[0]"),
    ],
)
def test_format_path(path: tuple[str | int, ...], text: str) -> None:
    assert format_path(path) == text


def test_int_keys_are_marked_by_their_text() -> None:
    document = parse_yaml("sequences: {3: 20, 4: 50}\n", FILE)
    assert document.data == {"sequences": {3: 20, 4: 50}}
    assert document.marks[("sequences", "4")] == (1, 23)


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n"])
def test_empty_document(text: str) -> None:
    document = parse_yaml(text, FILE)
    assert document.data is None and document.marks == {}


def test_an_explicit_empty_document_is_a_null_value() -> None:
    document = parse_yaml("---\n", FILE)
    assert document.data is None and document.marks == {(): (2, 1)}


def test_a_document_marker_and_directive_are_fine() -> None:
    document = parse_yaml("%YAML 1.1\n---\nstep: 5\n", FILE)
    assert document.data == {"step": 5}
    assert document.marks[("step",)] == (3, 7)


# --------------------------------------------------------------------------------------------------
# Refused: duplicates, anchors and aliases, merge keys, tags, syntax errors
# --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key", "place"),
    [
        ("step: 5\nfloor: 80\nstep: 10\n", "step", "3:1"),
        ("auction:\n  step: 5\n  floor: 80\n  step: 10\n", "step", "4:3"),
        ("cases:\n  - {rule: a, rule: b}\n", "rule", "2:15"),
        ("1: a\n'1': b\n", "1", "2:1"),  # the same key once the file is JSON
    ],
)
def test_duplicate_keys(text: str, key: str, place: str) -> None:
    error = refused(text)
    assert error.place == place
    assert error.message == f"duplicate key {key!r}"
    assert str(error).startswith(f"{FILE}:{place}: ")


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("base: &base {step: 5}\n", "1:7"),  # an anchor alone is refused
        ("a: &x 5\nb: *x\n", "1:4"),
        ("a: 5\nb: [1, *x]\n", "2:8"),  # an alias, even to an unknown anchor
    ],
)
def test_anchors_and_aliases_are_refused(text: str, place: str) -> None:
    error = refused(text)
    assert error.place == place
    assert "anchors and aliases are not allowed" in error.message
    assert error.expected is not None and "extends" in error.expected


def test_billion_laughs_is_refused() -> None:
    """Nine levels of ten aliases each would expand to 10**9 strings: refused at the first anchor."""
    lines = ['a0: &a0 "lol"']
    lines += [f"a{n}: &a{n} [{', '.join([f'*a{n - 1}'] * 10)}]" for n in range(1, 10)]
    error = refused("\n".join(lines) + "\n")
    assert error.place == "1:5"
    assert "anchors and aliases" in error.message


def test_merge_keys_are_refused() -> None:
    error = refused("auction:\n  step: 5\n  <<: {floor: 90}\n")
    assert error.place == "3:3"
    assert "merge keys" in error.message


@pytest.mark.parametrize(
    "tag",
    [
        "!!python/object/apply:os.system",
        "!!python/object/new:os.system",
        "!!python/object:os.system",
        "!!python/name:os.system",
        "!!python/module:os",
        "!custom",
    ],
)
def test_python_and_unknown_tags_are_refused(tag: str, tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    error = refused(f"step: {tag} [touch {marker}]\n")
    assert error.place == "1:7"
    assert "could not determine a constructor" in error.message
    assert not marker.exists()


@pytest.mark.parametrize(
    ("text", "place", "words"),
    [
        ("step: 5\n floor: 80\n", "2:7", "mapping values are not allowed here"),
        ("auction: {step: 5\nfloor: 80\n", "2:6", "while parsing a flow mapping, expected ',' or '}'"),
        ('title: "unclosed\n', "2:1", "while scanning a quoted scalar, found unexpected end of stream"),
        ("auction:\n\tstep: 5\n", "2:1", "found character '\\t' that cannot start any token"),
        ("a: 1\n---\nb: 2\n", "2:1", "expected a single document in the stream, but found another document"),
        ("? [a, b]\n: 1\n", "1:3", "found unhashable key"),
    ],
)
def test_syntax_errors_have_line_and_column(text: str, place: str, words: str) -> None:
    error = refused(text)
    assert error.place == place
    assert error.message.startswith("not valid YAML: ") and words in error.message
    assert str(error).startswith(f"{FILE}:{place}: not valid YAML: ")


# --------------------------------------------------------------------------------------------------
# Size and depth: an error, never a RecursionError, a MemoryError or minutes of parsing
# --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("[" * 100_000, f"1:{MAX_YAML_DEPTH + 1}"),  # unclosed
        ("[" * 100_000 + "]" * 100_000, f"1:{MAX_YAML_DEPTH + 1}"),
        ("{a: " * 100_000 + "}" * 100_000, f"1:{4 * MAX_YAML_DEPTH + 1}"),
        ("- " * 100_000 + "x\n", f"1:{2 * MAX_YAML_DEPTH - 1}"),  # block sequences, one per indent
        ("a:\n" + "".join(" " * n + "a:\n" for n in range(1, 400)), None),  # block mappings
    ],
    ids=["flow-open", "flow-closed", "flow-mappings", "block-sequences", "block-mappings"],
)
def test_deep_nesting_is_an_input_error(text: str, place: str | None) -> None:
    try:
        error = refused(text)
    except RecursionError:  # pragma: no cover - the failure this test exists for
        pytest.fail("RecursionError escaped parse_yaml")
    assert f"nested more than {MAX_YAML_DEPTH} deep" in error.message
    if place is not None:
        assert error.place == place


def test_nesting_up_to_the_limit_is_fine() -> None:
    document = parse_yaml("[" * MAX_YAML_DEPTH + "]" * MAX_YAML_DEPTH, FILE)
    value = document.data
    for _ in range(MAX_YAML_DEPTH - 1):
        assert isinstance(value, list) and len(value) == 1
        value = value[0]
    assert value == []
    assert refused("[" * (MAX_YAML_DEPTH + 1) + "]" * (MAX_YAML_DEPTH + 1)).place == f"1:{MAX_YAML_DEPTH + 1}"


def test_a_file_too_large_is_refused_before_parsing() -> None:
    error = refused("a: " + "x" * MAX_YAML_BYTES + "\n")
    assert "too large" in error.message and error.place is None


@pytest.mark.parametrize("name", shipped_names(include_abstract=True))
def test_shipped_files_read_by_libyaml_give_the_same_data_and_places(name: str) -> None:
    """`parse_yaml(..., trusted=True)` (libyaml, for the package's own files) reads every shipped
    variant exactly as the depth-limited pure Python parser does: values and line:column marks."""
    text = _read_shipped(name)
    plain = parse_yaml(text, f"variants/{name}.yaml")
    trusted = parse_yaml(text, f"variants/{name}.yaml", trusted=True)
    assert (trusted.data, trusted.marks) == (plain.data, plain.marks)
    assert len(plain.marks) > 20  # (the comparison covers a whole variant file, not an empty one)
