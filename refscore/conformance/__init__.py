"""The conformance suite: a corpus of cases, a protocol to question any engine, and the runner.

Why inside refscore: "validating other engines" is half of what the project is for. The corpus
(conformance/, installed as `refscore.data.conformance`) says what every variant must make of each
deal; the runner sends each case to an engine — refscore in-process, or any program through the
protocol of conformance/README.md — and compares the answers by the rules of `compare`.
"""

from __future__ import annotations

from .compare import Mismatch, compare
from .corpus import Case, Corpus, CorpusError, Expectation, Test, corpus_folder, load_corpus, select
from .engines import Engine, EngineFailure, PersistentEngine, ReferenceEngine, SimpleEngine
from .lint import Problem, lint_corpus
from .protocol import PROTOCOL_VERSION, Answer, EngineInfo, ProtocolError
from .runner import RunReport, SkipList, TestResult, render_report, run_tests

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
