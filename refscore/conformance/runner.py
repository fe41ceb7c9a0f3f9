"""Run the selected tests against one engine and summarise: per variant, per rule, and every failure.

Why the skip list works this way (after toml-test): listed tests still run, so that a known failure
that now passes can be caught (`fail_if_skipped_passes`); a listed test is counted as skipped, never
as passed, and so is a case the engine declines ("skipped" answer, or a variant or feature it did
not declare).
"""

from __future__ import annotations

import dataclasses
import fnmatch
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from refscore.base.errors import RefscoreError, Said, sentence
from refscore.base.langs import Lang
from refscore.load.reader import read_named_file
from refscore.text.common import words

from .compare import Mismatch, compare
from .compare import _shown as shown_value  # the values as Mismatch.render shows them
from .corpus import Test
from .engines import Engine, EngineFailure, kill_all
from .protocol import EngineInfo

PASS, FAIL, SKIP = "pass", "fail", "skip"
#: Largest skip list read (a line per known failure: the whole corpus takes about 40 KB).
MAX_SKIP_LIST_BYTES = 1_000_000


class SkipListError(RefscoreError):
    """A skip list that cannot be read."""


@dataclass(frozen=True)
class SkipList:
    """Known failures: `case-id` (every variant) or `case-id@variant`, shell globs allowed, `#` comments."""

    patterns: tuple[str, ...] = ()

    @classmethod
    def read(cls, path: str) -> SkipList:
        """Read a skip list, at most MAX_SKIP_LIST_BYTES (`--skip-list /dev/zero` must not read on)."""
        try:  # through the reader of every named file: a FIFO is never waited on for ever
            data = read_named_file(path, MAX_SKIP_LIST_BYTES)
            text = data.decode("utf-8")
        except RefscoreError as error:
            if error.message == "file too large":
                raise SkipListError(
                    sentence("runner.skip_list_too_large"),
                    file=path,
                    expected=sentence("runner.at_most_bytes_case", max_skip_list_bytes=MAX_SKIP_LIST_BYTES),
                ) from None
            raise SkipListError(error.message, file=path, expected=error.expected) from None
        except UnicodeDecodeError as error:
            raise SkipListError(
                sentence("runner.skip_list_not_utf", start=error.start),
                file=path,
                place=f"byte {error.start}",
            ) from None
        return cls.parse(text)

    @classmethod
    def parse(cls, text: str) -> SkipList:
        lines = (line.split("#", 1)[0].strip() for line in text.splitlines())
        return cls(tuple(line for line in lines if line))

    def matches(self, test: Test) -> bool:
        return any(
            fnmatch.fnmatchcase(test.key, pattern)
            or ("@" not in pattern and fnmatch.fnmatchcase(test.case.id, pattern))
            for pattern in self.patterns
        )


@dataclass(frozen=True)
class TestResult:
    test: Test
    outcome: str  # pass | fail | skip
    message: str = ""  # why it failed or was skipped
    mismatches: tuple[Mismatch, ...] = ()
    listed: bool = False  # in the skip list
    seconds: float = 0.0


@dataclass
class RunReport:
    engine: EngineInfo | None
    engine_label: str
    results: list[TestResult] = field(default_factory=list)
    seconds: float = 0.0
    processes: int = 0

    def count(self, outcome: str) -> int:
        return sum(1 for result in self.results if result.outcome == outcome)

    @property
    def failures(self) -> list[TestResult]:
        return [result for result in self.results if result.outcome == FAIL]

    @property
    def ok(self) -> bool:
        return not self.failures


def _judge(test: Test, engine: Engine) -> TestResult:
    info = engine.info
    reason = info.unsupported(test) if info is not None else None
    if reason is not None:
        return TestResult(test, SKIP, reason)
    outcome = engine.ask(test)
    if isinstance(outcome, EngineFailure):
        return TestResult(test, FAIL, outcome.message)
    if outcome.status == "skipped":
        said = outcome.reason or sentence("runner.no_reason")
        return TestResult(test, SKIP, sentence("runner.engine_skipped", said=said))
    features = info.features if info is not None else None
    found = compare(test.case, test.expectation, outcome, features)
    mismatches = [_precise(mismatch, test) for mismatch in found]
    return TestResult(test, FAIL if mismatches else PASS, "", tuple(mismatches))


def _precise(mismatch: Mismatch, test: Test) -> Mismatch:
    """A scores mismatch names the rule of the scoring case the deal falls under, not the first
    `score.*` rule the case lists (a generated case lists every rule its several variants cite)."""
    if mismatch.field != "scores":
        return mismatch
    rule = _scoring_rule(test)
    return dataclasses.replace(mismatch, rule=rule) if rule is not None else mismatch


def _scoring_rule(test: Test) -> str | None:
    """The rule of the scoring case the reference engine applies to the test's deal, if it scores."""
    from refscore.judge.check import check_deal
    from refscore.load.variant_loader import shipped_variant
    from refscore.model.record import read_record

    if test.case.question != "check":
        return None
    try:
        variant = shipped_variant(test.variant)
        result = check_deal(read_record(test.case.record, variant), variant)
    except RefscoreError:
        return None
    return result.score.case.rule if result.score is not None else None


def _apply_skip_list(result: TestResult, fail_if_skipped_passes: bool) -> TestResult:
    if result.outcome == FAIL:
        return TestResult(
            result.test,
            SKIP,
            sentence("runner.known_failure", cause=_first_reason(result)),
            result.mismatches,
            True,
        )
    if result.outcome == PASS:
        if fail_if_skipped_passes:
            return TestResult(result.test, FAIL, sentence("runner.listed_passes"), (), True)
        return TestResult(result.test, SKIP, sentence("runner.listed_passed"), (), True)
    return TestResult(result.test, SKIP, result.message, (), True)


def _first_reason(result: TestResult) -> str:
    return result.mismatches[0].render() if result.mismatches else result.message


def run_tests(
    tests: Sequence[Test],
    engine: Engine,
    *,
    engine_label: str,
    skip_list: SkipList | None = None,
    fail_if_skipped_passes: bool = False,
    progress: Callable[[TestResult], None] | None = None,
) -> RunReport:
    """Judge every test with `engine` (started here and closed at the end)."""
    began = time.perf_counter()
    try:
        startup = engine.start()
    except BaseException:
        kill_all()  # Ctrl-C or SIGTERM while the engine starts: it must not outlive us
        raise
    report = RunReport(engine.info, engine_label)
    try:
        for test in tests:
            tick = time.perf_counter()
            result = TestResult(test, FAIL, startup.message) if startup is not None else _judge(test, engine)
            if skip_list is not None and skip_list.matches(test):
                result = _apply_skip_list(result, fail_if_skipped_passes)
            result = TestResult(
                result.test,
                result.outcome,
                result.message,
                result.mismatches,
                result.listed,
                time.perf_counter() - tick,
            )
            report.results.append(result)
            if progress is not None:
                progress(result)
    except BaseException:
        kill_all()  # interrupted: no polite goodbye that could wait a whole --timeout
        raise
    finally:
        engine.close()
    report.engine = engine.info
    report.processes = engine.processes_started
    report.seconds = time.perf_counter() - began
    return report


# -- the text report ----------------------------------------------------------------------------------


def _table(title: str, rows: Iterable[tuple[str, list[TestResult]]], lang: Lang = "en") -> list[str]:
    w = words(lang)
    heads = (w["cf.tests"], w["cf.passed"], w["cf.failed"], w["cf.skipped"])
    lines = [f"{title:<32} {heads[0]:>6} {heads[1]:>7} {heads[2]:>7} {heads[3]:>8}"]
    for name, results in rows:
        counts = [sum(1 for r in results if r.outcome == outcome) for outcome in (PASS, FAIL, SKIP)]
        lines.append(f"{name:<32} {len(results):>6} {counts[0]:>7} {counts[1]:>7} {counts[2]:>8}")
    return lines


def by_variant(results: Sequence[TestResult]) -> list[tuple[str, list[TestResult]]]:
    groups: dict[str, list[TestResult]] = {}
    for result in results:
        groups.setdefault(result.test.variant, []).append(result)
    return sorted(groups.items())


def by_rule(results: Sequence[TestResult]) -> list[tuple[str, list[TestResult]]]:
    groups: dict[str, list[TestResult]] = {}
    for result in results:
        for rule in result.test.case.rules:
            groups.setdefault(rule, []).append(result)
    return sorted(groups.items())


def render_failure(result: TestResult, lang: Lang = "en") -> list[str]:
    w = words(lang)
    test = result.test
    lines = [
        w["cf.fail"].format(
            key=test.key, file=test.case.file, kind=w.get(f"cf.kind.{test.case.kind}", test.case.kind)
        ),
        "  " + w["cf.description"].format(description=test.case.description),
    ]
    if result.mismatches:
        lines += [f"  {_mismatch(mismatch, lang)}" for mismatch in result.mismatches]
    else:
        lines.append(
            "  "
            + w["cf.message"].format(
                message=_message(result.message, lang, result), rules=", ".join(test.case.rules)
            )
        )
    return lines


def _mismatch(mismatch: Mismatch, lang: Lang) -> str:
    if lang == "en":
        return mismatch.render()
    w = words(lang)

    def shown(value: object) -> str:
        return w["cf.nothing"] if value is None else shown_value(value)

    return w["cf.mismatch"].format(
        field=mismatch.field,
        expected=shown(mismatch.expected),
        actual=shown(mismatch.actual),
        rule=mismatch.rule,
    )


def _message(message: str, lang: Lang, result: TestResult | None = None) -> str:
    """A result's message in `lang`: the runner's and the engines' sentences by their keys (the
    catalogues of refscore/base/error_sentences.py), any other text (an engine's own) quoted.
    `result`: the result the message is of, whose mismatch a known failure names."""
    if lang == "en":
        return message
    from refscore.text.error_words import french

    if isinstance(message, Said):
        if message.key == "runner.known_failure" and result is not None and result.mismatches:
            cause = _mismatch(result.mismatches[0], lang)  # a listed test that fails: its first mismatch
            return french(sentence("runner.known_failure", cause=cause))
        return french(message)
    return words(lang)["cf.m.quoted"].format(message=message)


def _engine_label(label: str, lang: Lang) -> str:
    w = words(lang)
    if label == "in-process":
        return w["cf.in_process"]
    mode, colon, command = label.partition(" mode: ")
    if colon and mode in ("persistent", "simple"):
        return w[f"cf.mode.{mode}"].format(command=command)
    return label


def failure_causes(failures: Sequence[TestResult], lang: Lang = "en") -> list[tuple[str, int]]:
    """The failures grouped by cause, most frequent first: what was compared (its field, with the
    unit left out: `units.*.annonces`) and the rule it tests, or the engine's message when it
    failed to answer, in `lang`. Why: a hundred failures are often two mistakes; fix the first line
    first."""
    import re

    counts: dict[str, int] = {}
    for result in failures:
        causes = {
            f"`{re.sub(r'^units[.][^.]+[.]', 'units.*.', mismatch.field)}` ({mismatch.rule})"
            for mismatch in result.mismatches
        } or {_message(result.message, lang, result).split(":", 1)[0].rstrip()}
        for cause in causes:
            counts[cause] = counts.get(cause, 0) + 1
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))


def render_report(report: RunReport, *, rules_table: bool = True, lang: Lang = "en") -> str:
    """The summary tables, then each failure with the expected and the actual value and the rule,
    in `lang` (the corpus's own descriptions and an engine's messages are shown as written)."""
    w = words(lang)
    info = report.engine
    name = f"{info.name} {info.version}" if info is not None else w["cf.no_start"]
    lines = [w["cf.engine"].format(name=name, label=_engine_label(report.engine_label, lang)), ""]
    lines += _table(w["cf.variant"], by_variant(report.results), lang)
    lines.append("")
    lines += _table(w["cf.total"], [(w["cf.all"], report.results)], lang)[1:]
    if rules_table:
        lines.append("")
        lines += _table(w["cf.rule"], by_rule(report.results), lang)
    failures = report.failures
    if failures:
        lines.append("")
        lines.append(w["cf.causes"])
        lines += [
            w["cf.cause_line"].format(count=count, cause=cause)
            for cause, count in failure_causes(failures, lang)
        ]
        lines.append("")
        for result in failures:
            lines += render_failure(result, lang)
    skipped = [result for result in report.results if result.outcome == SKIP]
    if skipped:
        lines.append("")
        reasons: dict[str, int] = {}
        shown: dict[str, TestResult] = {}  # the first result of each reason, to say it in `lang`
        for result in skipped:
            reasons[result.message] = reasons.get(result.message, 0) + 1
            shown.setdefault(result.message, result)
        lines += [
            w["cf.skipped_line"].format(count=count, reason=_message(reason, lang, shown[reason]))
            for reason, count in sorted(reasons.items())
        ]
    processes = (
        w["cf.in_process"]
        if report.engine_label == "in-process"
        else w["cf.processes"].format(n=report.processes)
    )
    lines.append("")
    lines.append(
        w["cf.summary"].format(
            n=len(report.results),
            passed=report.count(PASS),
            failed=report.count(FAIL),
            skipped=report.count(SKIP),
            seconds=f"{report.seconds:.1f}",
            processes=processes,
        )
    )
    return "\n".join(lines)


def failing_keys(report: RunReport) -> list[str]:
    """The tests that fail now, as skip-list lines (`case-id@variant`)."""
    return [result.test.key for result in report.results if result.outcome == FAIL]
