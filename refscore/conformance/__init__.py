"""The conformance suite: a corpus of cases, a protocol to question any engine, and the runner.

Why inside refscore: "validating other engines" is half of what the project is for. The corpus
(conformance/, installed as `refscore.data.conformance`) says what every variant must make of each
deal; the runner sends each case to an engine — refscore in-process, or any program through the
protocol of conformance/README.md — and compares the answers by the rules of `compare`.

The names of the corpus, the engines, the lint and the runner are loaded on first use (PEP 562
`__getattr__`), like those of `refscore`: the command line imports `refscore.conformance.protocol`
to build its options, and `refscore --help` need not load the corpus and the engine for that. The
two small modules `compare` and `protocol` are imported here, the first before its function
`compare` is bound, so that the name stays the function whichever submodule is loaded later.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from refscore.base.lazy import lazy_names as _lazy_names

from .compare import Mismatch, compare
from .protocol import PROTOCOL_VERSION, Answer, EngineInfo, ProtocolError

if TYPE_CHECKING:
    from .corpus import Case, Corpus, CorpusError, Expectation, Test, corpus_folder, load_corpus, select
    from .engines import Engine, EngineFailure, PersistentEngine, ReferenceEngine, SimpleEngine
    from .lint import Problem, lint_corpus
    from .runner import RunReport, SkipList, TestResult, render_report, run_tests

#: The module of each lazily loaded name.
_LAZY: dict[str, str] = {
    **dict.fromkeys(
        ("Case", "Corpus", "CorpusError", "Expectation", "Test", "corpus_folder", "load_corpus", "select"),
        "corpus",
    ),
    **dict.fromkeys(
        ("Engine", "EngineFailure", "PersistentEngine", "ReferenceEngine", "SimpleEngine"), "engines"
    ),
    **dict.fromkeys(("Problem", "lint_corpus"), "lint"),
    **dict.fromkeys(("RunReport", "SkipList", "TestResult", "render_report", "run_tests"), "runner"),
}


if not TYPE_CHECKING:  # a type checker sees the imports above, and so still flags a misspelt name
    __getattr__, __dir__ = _lazy_names(__name__, globals(), _LAZY)


__all__ = [
    "PROTOCOL_VERSION",
    "Answer",
    "Case",
    "Corpus",
    "CorpusError",
    "Engine",
    "EngineFailure",
    "EngineInfo",
    "Expectation",
    "Mismatch",
    "PersistentEngine",
    "Problem",
    "ProtocolError",
    "ReferenceEngine",
    "RunReport",
    "SimpleEngine",
    "SkipList",
    "Test",
    "TestResult",
    "compare",
    "corpus_folder",
    "lint_corpus",
    "load_corpus",
    "render_report",
    "run_tests",
    "select",
]
