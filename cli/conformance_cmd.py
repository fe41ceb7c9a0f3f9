"""`refscore conformance`: run the corpus against refscore or another engine; list, show, dump, lint it.

Exit status of `run`: 0 every test passed (skipped ones aside), 1 a test failed, 2 unusable input
(a bad corpus, skip list or engine command) or bad usage. The engine command is split with
`shlex.split` and run without a shell.

Each command imports the corpus and the engines in its body, not with the module: `refscore --help`
imports this module for the group's help text, and need not load them for that (see `cli/main.py`).
"""

from __future__ import annotations

import io
import json
import shutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

import click

from refscore.base.errors import EXIT_ILLEGAL, RefscoreError, sentence
from refscore.conformance.protocol import DEFAULT_TIMEOUT

from .lang import lang_option, resolve_lang
from .params import InputFolder, InputPath, OutputFolder, OutputPath, Seconds, Text

#: The longest wait for one answer of an engine: an hour (a slower engine is a hung one).
MAX_TIMEOUT = 3600.0

if TYPE_CHECKING:
    from refscore.conformance.corpus import Corpus, Test
    from refscore.conformance.dialect import Dialect
    from refscore.conformance.engines import Engine

KINDS = click.Choice(["normative", "generated"])


def _fail(error: RefscoreError | str) -> NoReturn:
    """Say `error` (a sentence of the error catalogues, or an error) in the language in force."""
    from .lang import fail

    fail(error if isinstance(error, RefscoreError) else RefscoreError(error))


def _corpus(folder: str | None) -> Corpus:
    from refscore.conformance.corpus import load_corpus

    try:
        return load_corpus(Path(folder) if folder is not None else None)
    except RefscoreError as error:
        _fail(error)


def _tests(
    corpus: Corpus, case_globs: tuple[str, ...], variants: tuple[str, ...], kinds: tuple[str, ...]
) -> list[Test]:
    from refscore.conformance.corpus import corpus_variant_names, select

    known = set(corpus_variant_names())
    for variant in variants:
        if variant not in known:
            _fail(
                sentence(
                    "conformance_cmd.unknown_variant_expected_one",
                    variant=variant,
                    known=", ".join(sorted(known)),
                )
            )
    return select(corpus.tests(), case_globs=case_globs, variants=variants, kinds=kinds)


def _selection(function: click.decorators.FC) -> click.decorators.FC:
    """The options that choose tests, shared by run, list and dump."""
    function = click.option(
        "--corpus",
        "corpus_folder",
        type=InputFolder(),
        metavar="DIR",
        help="A corpus folder other than the shipped one.",
    )(function)
    function = click.option(
        "--kind", "kinds", type=KINDS, multiple=True, help="Only normative or only generated cases."
    )(function)
    function = click.option(
        "--case",
        "case_globs",
        type=Text(),
        metavar="GLOB",
        multiple=True,
        help="Only cases whose id matches (repeatable).",
    )(function)
    function = click.option(
        "--variant",
        "variants",
        type=Text(),
        metavar="NAME",
        multiple=True,
        help="Only this variant (repeatable).",
    )(function)
    return function


@click.group()
def conformance() -> None:
    """The conformance corpus: run it against refscore or another engine; list, show, dump and lint it.

    conformance/README.md describes the cases, the engine protocol and the comparison rules.
    """


@conformance.command("run")
@click.option(
    "--engine",
    "engine_command",
    type=Text(),
    metavar="CMD",
    help="An external engine command (no shell); default: refscore in-process.",
)
@click.option(
    "--simple", is_flag=True, help="Start the engine once per case (simple mode), not once for the run."
)
@click.option(
    "--timeout",
    type=Seconds(MAX_TIMEOUT),
    default=DEFAULT_TIMEOUT,
    show_default=True,
    help="Seconds to wait for each answer.",
)
@click.option(
    "--junit", "junit_file", type=OutputPath(), metavar="FILE", help="Also write a JUnit XML report."
)
@click.option(
    "--skip-list",
    "skip_file",
    type=InputPath(),
    metavar="FILE",
    help="Known failures: case ids or case-id@variant, one a line.",
)
@click.option(
    "--fail-if-skipped-passes", is_flag=True, help="A test of the skip list that passes is a failure."
)
@click.option(
    "--write-skip-list",
    "write_skip_file",
    type=OutputPath(),
    metavar="FILE",
    help="Write the failing tests as a skip list.",
)
@click.option("--no-rule-table", is_flag=True, help="Leave the per-rule table out of the summary.")
@lang_option("the report")
@_selection
def run_command(
    engine_command: str | None,
    simple: bool,
    timeout: float,
    junit_file: str | None,
    skip_file: str | None,
    fail_if_skipped_passes: bool,
    write_skip_file: str | None,
    no_rule_table: bool,
    lang: str | None,
    variants: tuple[str, ...],
    case_globs: tuple[str, ...],
    kinds: tuple[str, ...],
    corpus_folder: str | None,
) -> None:
    """Run the corpus and print a per-variant and per-rule summary, then every failure; exit 1 on any."""
    from refscore.conformance.engines import PersistentEngine, ReferenceEngine, SimpleEngine, split_command
    from refscore.conformance.junit import junit_xml
    from refscore.conformance.runner import SkipList, failing_keys, render_report, run_tests

    from .output import open_output, write_text_output

    if timeout <= 0:
        _fail(sentence("conformance_cmd.timeout_must_positive"))
    tests = _tests(_corpus(corpus_folder), case_globs, variants, kinds)
    if not tests:
        _fail(sentence("conformance_cmd.no_test_matches_selection"))
    try:
        skip_list = SkipList.read(skip_file) if skip_file is not None else None
        engine: Engine
        if engine_command is None:
            if simple:
                _fail(sentence("conformance_cmd.simple_needs_engine"))
            engine, label = ReferenceEngine(), "in-process"
        else:
            argv = split_command(engine_command)
            if shutil.which(argv[0]) is None:
                _fail(sentence("conformance_cmd.engine_not_found_not", program=argv[0]))
            mode = "simple" if simple else "persistent"
            engine = (
                SimpleEngine(argv, timeout=timeout) if simple else PersistentEngine(argv, timeout=timeout)
            )
            label = f"{mode} mode: {engine_command}"
    except RefscoreError as error:
        _fail(error)
    report = run_tests(
        tests, engine, engine_label=label, skip_list=skip_list, fail_if_skipped_passes=fail_if_skipped_passes
    )
    click.echo(render_report(report, rules_table=not no_rule_table, lang=resolve_lang(lang)))
    try:
        inputs = tuple(filter(None, [skip_file]))
        if junit_file is not None:
            buffer = io.BytesIO()
            junit_xml(report).write(buffer, encoding="utf-8", xml_declaration=True)
            with open_output(junit_file, inputs=inputs) as output:
                output.write(buffer.getvalue())
        if write_skip_file is not None:
            lines = failing_keys(report)
            write_text_output(write_skip_file, "".join(f"{key}\n" for key in lines), inputs=inputs)
    except RefscoreError as error:
        _fail(error)
    except OSError as error:
        _fail(sentence("conformance_cmd.cannot_write_report", reason=str(error)))
    sys.exit(0 if report.ok else EXIT_ILLEGAL)


@conformance.command("list")
@click.option(
    "--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@_selection
def list_command(
    output_format: str,
    variants: tuple[str, ...],
    case_globs: tuple[str, ...],
    kinds: tuple[str, ...],
    corpus_folder: str | None,
) -> None:
    """The cases, one a line: id, kind, variants, rules (or JSON)."""
    tests = _tests(_corpus(corpus_folder), case_globs, variants, kinds)
    by_case: dict[str, list[Test]] = {}
    for test in tests:
        by_case.setdefault(test.case.id, []).append(test)
    if output_format == "json":
        rows = [
            {
                "id": case_id,
                "kind": group[0].case.kind,
                "file": group[0].case.file,
                "variants": [test.variant for test in group],
                "rules": list(group[0].case.rules),
                "features": list(group[0].case.features),
                "description": group[0].case.description,
            }
            for case_id, group in by_case.items()
        ]
        click.echo(json.dumps(rows, ensure_ascii=False, indent=2))
        return
    for case_id, group in by_case.items():
        case = group[0].case
        click.echo(f"{case_id}\t{case.kind}\t{','.join(t.variant for t in group)}\t{' '.join(case.rules)}")


@conformance.command("show")
@click.argument("case_id", type=Text(), metavar="CASE")
@click.option(
    "--request",
    "request_variant",
    type=Text(),
    metavar="VARIANT",
    help="Show the protocol request sent for this variant.",
)
@click.option(
    "--corpus",
    "corpus_folder",
    type=InputFolder(),
    metavar="DIR",
    help="A corpus folder other than the shipped one.",
)
def show_command(case_id: str, request_variant: str | None, corpus_folder: str | None) -> None:
    """Show one case as written (with its file), or the exact request an engine receives for it."""
    from refscore.conformance import jsonfmt
    from refscore.conformance.corpus import Test
    from refscore.conformance.engines import variant_data
    from refscore.conformance.protocol import run_message

    corpus = _corpus(corpus_folder)
    case = corpus.case(case_id)
    if case is None:
        _fail(sentence("conformance_cmd.no_case_refscore_conformance", case_id=case_id))
    if request_variant is None:
        click.echo(f"// {case.file}")
        click.echo(jsonfmt.dumps(dict(case.raw)).rstrip())
        return
    expectation = case.expectation(request_variant)
    if expectation is None:
        judged = ", ".join(e.variant for e in case.expectations)
        _fail(
            sentence(
                "conformance_cmd.case_expects_nothing_it",
                case_id=case_id,
                request_variant=request_variant,
                judged=judged,
            )
        )
    click.echo(
        json.dumps(run_message(Test(case, expectation), variant_data(request_variant)), ensure_ascii=False)
    )


@conformance.command("dump")
@click.option(
    "--output", "-o", type=OutputPath(), metavar="FILE", help="Write to FILE instead of standard output."
)
@_selection
def dump_command(
    output: str | None,
    variants: tuple[str, ...],
    case_globs: tuple[str, ...],
    kinds: tuple[str, ...],
    corpus_folder: str | None,
) -> None:
    """The flattened corpus as JSON: one entry per case and variant, with the resolved variants."""
    from refscore.conformance.corpus import flatten

    tests = _tests(_corpus(corpus_folder), case_globs, variants, kinds)
    text = json.dumps(flatten(tests), ensure_ascii=False, indent=1)
    if output is None:
        click.echo(text)
        return
    from .output import write_text_output

    try:
        write_text_output(output, text + "\n")
    except RefscoreError as error:
        _fail(error)


@conformance.command("lint")
@click.option(
    "--corpus",
    "corpus_folder",
    type=InputFolder(),
    metavar="DIR",
    help="A corpus folder other than the shipped one.",
)
def lint_command(corpus_folder: str | None) -> None:
    """Check the corpus (schema, unique ids, rules, features, deals, variants) and its rule coverage."""
    from refscore.conformance.coverage import missing_violations, uncovered_pairs, uncovered_rules
    from refscore.conformance.features import load_features
    from refscore.conformance.lint import lint_corpus
    from refscore.load.variant_loader import shipped_names, shipped_variant
    from refscore.model.rule_ids import RULES

    try:
        features = load_features()
        problems = lint_corpus(Path(corpus_folder) if corpus_folder else None, features=features)
    except RefscoreError as error:
        _fail(error)
    lang = resolve_lang()

    def say(key: str, **params: object) -> None:
        """A line of the lint's report in the language in force (its sentences are the catalogues')."""
        from refscore.text.error_words import french

        said = sentence(key, **params)
        click.echo(french(said) if lang == "fr" else said)

    for problem in problems:
        click.echo(problem.render(lang))
    if problems:
        say("lint.problems", count=len(problems))
        sys.exit(EXIT_ILLEGAL)
    corpus = _corpus(corpus_folder)
    variants = [shipped_variant(name) for name in shipped_names()]
    gaps = [("lint.gap_rule", rule, "") for rule in uncovered_rules(corpus, RULES)]
    gaps += [("lint.gap_pair", r, v) for r, v in uncovered_pairs(corpus, RULES, variants)]
    gaps += [("lint.gap_violation", r, v) for r, v in missing_violations(corpus, RULES, variants)]
    for key, rule, variant in gaps:
        say(key, rule=rule, variant=variant)
    count, tests = len(corpus.cases), len(corpus.tests())
    if gaps:
        say("lint.no_problem_gaps", count=count, tests=tests, gaps=len(gaps))
    else:
        say("lint.no_problem", count=count, tests=tests)
    sys.exit(EXIT_ILLEGAL if gaps else 0)


@conformance.command("report")
@click.option(
    "--output",
    "output_dir",
    type=OutputFolder(),
    metavar="DIR",
    help="Write IMPLEMENTATIONS.md, IMPLEMENTATIONS.html and implementations.json into DIR.",
)
@click.option(
    "--check",
    "check_file",
    type=InputPath(),
    metavar="FILE",
    help="Exit 1 if an implementation passes fewer tests than FILE records, or a failure is unexplained.",
)
@click.option(
    "--only",
    "only",
    type=Text(),
    metavar="NAME",
    multiple=True,
    help="Only this implementation (repeatable).",
)
@click.option(
    "--timeout",
    type=Seconds(MAX_TIMEOUT),
    default=DEFAULT_TIMEOUT,
    show_default=True,
    help="Seconds per answer.",
)
def report_command(
    output_dir: str | None, check_file: str | None, only: tuple[str, ...], timeout: float
) -> None:
    """Run every implementation (refscore, the engine adapters, the wrong engines) on the corpus and dialects.

    Prints one summary line per implementation; engines that are not installed are left out, with a
    message. conformance/IMPLEMENTATIONS.md is the committed report.
    """
    from refscore.conformance import implreport
    from refscore.conformance.corpus import corpus_folder

    from .inputs import parse_json, read_text_file
    from .output import write_text_output

    root = corpus_folder()
    try:
        corpus = _corpus(None)
        dialects = {d.id: d for d in map(_dialect, _dialect_paths())}
        recorded = parse_json(read_text_file(check_file), check_file) if check_file else None
    except RefscoreError as error:
        _fail(error)
    counts = recorded.get("implementations") if isinstance(recorded, dict) else None
    if recorded is not None and not isinstance(counts, dict):
        _fail(sentence("conformance_cmd.expected_counts_refscore_conformance", check_file=check_file))
    known = implreport.implementations(sys.executable, root)
    unknown = sorted(set(only) - {impl.name for impl in known})
    if unknown:
        _fail(
            sentence(
                "conformance_cmd.unknown_implementation_expected_one",
                names=", ".join(unknown),
                known=", ".join(i.name for i in known),
            )
        )
    impls = [i for i in known if not only or i.name in only]
    reports = {}
    for impl in impls:
        if not implreport.installed(impl.module):
            click.echo(f"{impl.name}: not installed (pip install '.[engines]'), left out")
            continue
        reports[impl.name] = implreport.run_implementation(impl, corpus, dialects, timeout)
        click.echo(implreport.badge(impl.name, reports[impl.name]))
    problems = []
    for impl in impls:
        if impl.name in reports:
            rows = implreport.failure_rows(impl, reports[impl.name])
            problems += [
                f"{impl.name}: unexplained failure {row[0]}" for row in rows if row[4] == "UNEXPLAINED"
            ]
    if recorded is not None:
        problems += implreport.drops(recorded, reports)
    if output_dir is not None:
        shown = [i for i in impls if i.name in reports]
        text = implreport.render_markdown(shown, reports)
        try:  # each file through the gate out: atomic, never an input, never a FIFO waited on for ever
            folder = Path(output_dir)
            folder.mkdir(parents=True, exist_ok=True)
            inputs = tuple(filter(None, [check_file]))
            write_text_output(str(folder / "IMPLEMENTATIONS.md"), text, inputs=inputs)
            write_text_output(
                str(folder / "IMPLEMENTATIONS.html"), implreport.render_html(text), inputs=inputs
            )
            summary = json.dumps(implreport.summary(reports), indent=2) + "\n"
            write_text_output(str(folder / "implementations.json"), summary, inputs=inputs)
        except RefscoreError as error:
            _fail(error)
        except OSError as error:
            _fail(sentence("conformance_cmd.cannot_write_report", reason=error.strerror or str(error)))
    for problem in problems[:20]:
        click.echo(f"FAIL {problem}", err=True)
    if len(problems) > 20:
        click.echo(f"... and {len(problems) - 20} more", err=True)
    sys.exit(EXIT_ILLEGAL if problems else 0)


def _dialect_paths() -> list[str]:
    from refscore.conformance.dialect import dialect_paths

    return dialect_paths()


def _dialect(path: str) -> Dialect:
    from refscore.conformance.dialect import load_dialect

    try:
        return load_dialect(path)
    except RefscoreError as error:
        _fail(error)
