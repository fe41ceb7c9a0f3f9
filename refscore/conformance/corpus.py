"""The conformance corpus: locate it, read its case files into typed cases, and select tests.

Why typed and schema-checked on load: the runner, the lint, `list`, `show` and `dump` all walk the
same cases, so a case file is validated against `conformance/case.schema.json` once, here, and a bad
file is reported with its name and JSON path instead of surfacing later as a KeyError.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib.abc import Traversable
from pathlib import PurePath
from typing import Any

import jsonschema

from refscore.base.errors import RefscoreError, sentence
from refscore.load.reader import read_regular_file, strict_json
from refscore.model.record import json_path

from .cases import HOUSE_FOLDER as HOUSE_FOLDER
from .cases import SCHEMA_FILE as SCHEMA_FILE
from .cases import Case as Case
from .cases import CorpusError as CorpusError
from .cases import Expectation as Expectation
from .cases import corpus_folder as corpus_folder
from .cases import corpus_variant as corpus_variant
from .cases import corpus_variant_names as corpus_variant_names
from .cases import house_variant_names as house_variant_names

CORPUS_FORMAT = "refscore-conformance/1"
#: The folders of the corpus that hold case files, in reading order.
CASE_FOLDERS = ("cases", "generated")


@dataclass(frozen=True)
class Test:
    """The unit the runner counts: one case judged under one variant."""

    case: Case
    expectation: Expectation

    @property
    def variant(self) -> str:
        return self.expectation.variant

    @property
    def key(self) -> str:
        """`case-id@variant`: how reports, JUnit and skip lists name a test."""
        return f"{self.case.id}@{self.variant}"


@dataclass(frozen=True)
class CaseFile:
    path: str  # relative to the corpus root
    topic: str
    kind: str
    data: Mapping[str, Any]


@dataclass(frozen=True)
class Corpus:
    root: str
    files: tuple[CaseFile, ...]
    cases: tuple[Case, ...]

    def case(self, case_id: str) -> Case | None:
        return next((case for case in self.cases if case.id == case_id), None)

    def tests(self) -> list[Test]:
        return [Test(case, expectation) for case in self.cases for expectation in case.expectations]


#: Digests of the case-file texts already found valid in this process: the schema check of the whole
#: corpus takes most of a second, and the tests and `CliRunner` load the same files many times.
_VALIDATED: set[str] = set()


#: Bytes of one case file (the largest shipped case is a few kilobytes).
MAX_CASE_BYTES = 1_000_000


def read_text(entry: Traversable, name: str) -> str:
    """A case file's text. A file of a folder on disk (`--corpus DIR`) goes through the reader of
    every named file: a regular file only (a FIFO among the cases is refused, never waited on)."""
    try:
        if isinstance(entry, PurePath):
            return read_regular_file(str(entry), MAX_CASE_BYTES).decode("utf-8")
        return entry.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise CorpusError(sentence("corpus.cannot_read_case_file", error=error), file=name) from None
    except RefscoreError as error:
        raise CorpusError(error.message, file=name, expected=error.expected) from None


def parse_json(text: str, name: str) -> Any:
    """Strict JSON (duplicate keys, 5,000-digit numbers: located errors), as every reader's."""
    try:
        return strict_json(text, name, "a conformance case (conformance/case.schema.json)")
    except RefscoreError as error:
        raise CorpusError(error.message, file=name, place=error.place, expected=error.expected) from None


def read_json(entry: Traversable, name: str) -> Any:
    return parse_json(read_text(entry, name), name)


@cache
def _schema_validator(text: str) -> jsonschema.protocols.Validator:
    schema = json.loads(text)
    validator: jsonschema.protocols.Validator = jsonschema.validators.validator_for(schema)(schema)
    return validator


def case_schema(root: Traversable) -> jsonschema.protocols.Validator:
    entry = root.joinpath(SCHEMA_FILE)
    try:
        text = entry.read_text(encoding="utf-8")
    except OSError as error:
        raise CorpusError(sentence("corpus.cannot_read_case_schema", error=error), file=SCHEMA_FILE) from None
    return _schema_validator(text)


def schema_problems(data: Any, root: Traversable) -> list[tuple[str, str]]:
    """(JSON path, message) of every place where `data` breaks the case schema."""
    errors = sorted(case_schema(root).iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))
    from refscore.base.schema_words import schema_sentence

    # each message a sentence of the catalogues (the validator's own, by its keyword), for the lint's French
    return [
        (json_path(error.absolute_path), schema_sentence(error, _short(error.message))) for error in errors
    ]


def _short(message: str) -> str:
    return message if len(message) <= 200 else message[:197] + "..."


def case_file_entries(root: Traversable) -> list[tuple[str, Traversable]]:
    """(relative name, entry) of every case file, folder by folder, sorted by name."""
    found: list[tuple[str, Traversable]] = []
    for folder_name in CASE_FOLDERS:
        folder = root.joinpath(folder_name)
        if not folder.is_dir():
            continue
        entries = sorted((e for e in folder.iterdir() if e.name.endswith(".json")), key=lambda e: e.name)
        found += [(f"{folder_name}/{entry.name}", entry) for entry in entries]
    return found


def _case(data: Mapping[str, Any], file: str) -> Case:
    expectations = tuple(
        Expectation(variant, expected, expected.get("justification", data.get("justification")))
        for variant, expected in data["expect"].items()
    )
    return Case(
        id=data["id"],
        kind=data["kind"],
        file=file,
        description=data["description"],
        rules=tuple(data["rules"]),
        features=tuple(data["features"]),
        question=data.get("question", "check"),
        record=data["record"],
        expectations=expectations,
        raw=data,
        seed=data.get("seed"),
    )


def load_corpus(root: Traversable | None = None) -> Corpus:
    """Read and schema-check every case file under `root` (default: the shipped corpus)."""
    base = root if root is not None else corpus_folder()
    if not base.joinpath(SCHEMA_FILE).is_file():
        raise CorpusError(
            sentence("corpus.no_conformance_corpus_here"),
            file=str(base),
            expected=sentence("corpus.folder_holding", schema_file=SCHEMA_FILE),
        )
    files: list[CaseFile] = []
    cases: list[Case] = []
    schema_digest = hashlib.sha256(base.joinpath(SCHEMA_FILE).read_bytes()).hexdigest()
    for name, entry in case_file_entries(base):
        text = read_text(entry, name)
        data = parse_json(text, name)
        digest = hashlib.sha256((schema_digest + text).encode("utf-8")).hexdigest()
        if digest not in _VALIDATED:
            problems = schema_problems(data, base)
            if problems:
                place, message = problems[0]
                raise CorpusError(
                    message,
                    file=name,
                    place=place,
                    expected=sentence("corpus.case_file_valid_against", schema_file=SCHEMA_FILE),
                )
            _VALIDATED.add(digest)
        files.append(CaseFile(name, data["topic"], data["kind"], data))
        cases += [_case(case, name) for case in data["cases"]]
    from .double_dummy import double_dummy_cases  # here: the solver, only when the corpus is read

    cases += double_dummy_cases(base)  # positions and their values (question `double-dummy`)
    return Corpus(str(base), tuple(files), tuple(cases))


def select(
    tests: Iterable[Test],
    *,
    case_globs: Sequence[str] = (),
    variants: Sequence[str] = (),
    kinds: Sequence[str] = (),
) -> list[Test]:
    """The tests whose case id matches one of `case_globs`, variant one of `variants`, kind one of `kinds`."""

    def wanted(test: Test) -> bool:
        if case_globs and not any(fnmatch.fnmatchcase(test.case.id, glob) for glob in case_globs):
            return False
        if variants and test.variant not in variants:
            return False
        return not kinds or test.case.kind in kinds

    return [test for test in tests if wanted(test)]


def flatten(tests: Sequence[Test]) -> dict[str, Any]:
    """The selected tests as one JSON document, for people who use the corpus without our runner.

    Each test carries its expectation for one variant; `variants` holds each variant fully resolved,
    as the protocol sends it, so no YAML needs to be read.
    """
    variants = sorted({test.variant for test in tests})
    return {
        "format": "refscore-conformance-dump/1",
        "variants": {name: corpus_variant(name).data for name in variants},
        "tests": [
            {
                "key": test.key,
                "id": test.case.id,
                "variant": test.variant,
                "kind": test.case.kind,
                "file": test.case.file,
                "description": test.case.description,
                "rules": list(test.case.rules),
                "features": list(test.case.features),
                "question": test.case.question,
                "record": test.case.record,
                "expect": {k: v for k, v in test.expectation.data.items() if k != "justification"},
                "justification": test.expectation.justification,
            }
            for test in tests
        ],
    }
