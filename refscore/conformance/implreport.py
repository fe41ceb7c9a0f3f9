"""The implementations report: every engine we know of, on the corpus and on its own dialect, side by side.

Why (test262's report site, Bowtie): a conformance suite earns trust by showing real implementations per
variant and per rule area, every failure with the case, the expected and the actual value, and a note
saying why it fails: an engine bug (with a reproduction), a rule the dialect cannot state, or a
deliberate mistake. The counts are recorded (conformance/implementations.json) so that CI fails when an
engine passes fewer tests than the report recorded.
"""

from __future__ import annotations

import fnmatch
import html
import json
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib.abc import Traversable
from typing import Any

from refscore.model.variant import Variant

from .corpus import Corpus, Test
from .dialect import (
    Dialect,
    dialect_paths,
    dialect_reference_engine,
    dialect_tests,
    load_dialect,
    variant_resolver,
)
from .engines import Engine, PersistentEngine
from .runner import FAIL, PASS, SKIP, RunReport, TestResult, run_tests

#: Seeded random deals per dialect: belote-cli skips most deals (it declares annonces by itself), so
#: its dialect needs more seeds for 500 tests to run.
SEEDS = {"colver": 400, "belote-cli": 1500}


#: Which tests a note or a gap is about: a `case-id@variant` glob, or a predicate over the test.
Match = str | Callable[[Test], bool]


@dataclass(frozen=True)
class Note:
    """Why some failures happen (an engine bug with its reproduction, a deliberate mistake...)."""

    match: Match
    text: str

    def matches(self, test: Test) -> bool:
        if isinstance(self.match, str):
            return fnmatch.fnmatchcase(test.key, self.match)
        return self.match(test)


@dataclass(frozen=True)
class Implementation:
    """One engine of the report: how to start it, on which tests, and what explains its failures."""

    name: str
    command: list[str] | None  # None: refscore in-process
    suites: tuple[str, ...]  # "corpus" and/or dialect ids
    notes: tuple[Note, ...] = ()
    module: str | None = None  # the engine's Python module, to tell "not installed"
    #: Rules of the engine that its dialect cannot state: the tests that need them are skipped.
    gaps: tuple[Note, ...] = ()

    def explain(self, test: Test) -> str | None:
        return next((note.text for note in self.notes if note.matches(test)), None)

    def gap(self, test: Test) -> str | None:
        return next((note.text for note in self.gaps if note.matches(test)), None)


WRONG = {
    "partner-master": "deliberate mistake: forgets the partner-master exception (must ruff always)",
    "belote-multiplied": "deliberate mistake: multiplies the belote on a coinche",
    "chute-160": "deliberate mistake: a chute of 160 in a 162 variant",
    "dd-no-der": "deliberate mistake: a double-dummy solver that forgets the dix de der",
}


@cache
def load_variant_once(dialect_id: str) -> Variant:
    """A shipped dialect's variant, by id (for the gap predicates)."""
    for path in dialect_paths():
        dialect = load_dialect(path)
        if dialect.id == dialect_id:
            return dialect.variant
    raise KeyError(dialect_id)


def _holds_worthless_carre(test: Test) -> bool:
    hands = test.case.record.get("hands", {})
    return any(
        sum(1 for card in hand if str(card)[:-1] == rank) == 4
        for hand in hands.values()
        for rank in ("7", "8")
    )


BELOTE_CLI_NOTES = (
    Note(
        "auction-take-*-belote@belote-cli",
        "engine bug (belote-cli 4.9.6): `belote.game.place_bid` accepts any suit in either round of the "
        "turned-card auction, where round 1 may only take the turned suit and round 2 must name another. "
        "Reproduction: `state = start_round(new_game(), random.Random(1))` turns the J♦; "
        "`place_bid(state, Suit.SPADES).phase` is `Phase.PLAYING` (spades taken in round 1), and after "
        "four `place_bid(state, None)` `place_bid(state, Suit.DIAMONDS)` also gives `Phase.PLAYING` "
        "(the turned suit named in round 2); both should raise `IllegalMoveError`. The terminal UI "
        "offers only legal choices, so its games are not affected; the rule functions are.",
    ),
    Note(
        _holds_worthless_carre,
        "engine bug (belote-cli 4.9.6): a carré of sevens or eights, worth 0, counts as a carré and "
        "outranks every sequence, so the other side's tierce, cinquante or cent scores nothing (and the "
        "holder's side scores its own sequences). `belote.scoring.detect_carres` returns four of a kind "
        "of any rank and `resolve_declarations` ranks any carré above any sequence. Reproduction: with "
        "`empty = {'sequences': [], 'carres': [], 'belote': False}`, `resolve_declarations({Seat.SOUTH: "
        "{'sequences': [], 'carres': detect_carres(the four sevens), 'belote': False}, Seat.EAST: "
        "{'sequences': detect_sequences((A♥, K♥, Q♥)), 'carres': [], 'belote': False}, Seat.NORTH: "
        "empty, Seat.WEST: empty}, Suit.CLUBS, Seat.SOUTH).scoring_team` is 0 (South's side, nothing "
        "to score) instead of 1 (East's tierce, 20).",
    ),
)

#: Rules of belote-cli that its dialect cannot state (none since `annonces.card_serves` and
#: `annonces.tie: first_from_taker` exist): each entry would skip the tests that need it, with why.
BELOTE_CLI_GAPS: tuple[Note, ...] = ()


def implementations(python: str, folder: Traversable) -> list[Implementation]:
    """Every implementation of the report; `folder`: the corpus folder (checkout or installed)."""

    def script(*parts: str) -> str:
        entry = folder
        for part in parts:
            entry = entry.joinpath(part)
        return str(entry)

    found = [
        Implementation("refscore", None, ("corpus", "colver", "belote-cli")),
        Implementation(
            "colver", [python, script("adapters", "colver_adapter.py")], ("colver",), (), "colver"
        ),
        Implementation(
            "belote-cli",
            [python, script("adapters", "belote_cli_adapter.py")],
            ("belote-cli",),
            notes=BELOTE_CLI_NOTES,
            module="belote",
            gaps=BELOTE_CLI_GAPS,
        ),
    ]
    for mutation, text in WRONG.items():
        found.append(
            Implementation(
                f"wrong-engine-{mutation}",
                [python, script("examples", "wrong_engine.py"), mutation],
                ("corpus",),
                (Note("*", text),),
            )
        )
    return found


def installed(module: str | None) -> bool:
    if module is None:
        return True
    import importlib.util

    return importlib.util.find_spec(module) is not None


def tests_for(impl: Implementation, corpus: Corpus, dialects: dict[str, Dialect]) -> list[Test]:
    tests: list[Test] = []
    for suite in impl.suites:
        if suite == "corpus":
            tests += corpus.tests()
        else:
            tests += dialect_tests(corpus, dialects[suite], seeds=SEEDS.get(suite, 400))
    return tests


def run_implementation(
    impl: Implementation, corpus: Corpus, dialects: dict[str, Dialect], timeout: float = 10.0
) -> RunReport:
    tests = tests_for(impl, corpus, dialects)
    gaps = {test.key: reason for test in tests if (reason := impl.gap(test)) is not None}
    engine: Engine
    if impl.command is None:
        engine = dialect_reference_engine(list(dialects.values()))
    else:
        resolve = variant_resolver(list(dialects.values()))
        engine = PersistentEngine(impl.command, timeout=timeout, resolve=resolve)
    report = run_tests([t for t in tests if t.key not in gaps], engine, engine_label=impl.name)
    ran = {result.test.key: result for result in report.results}
    report.results = [ran.get(t.key) or TestResult(t, SKIP, gaps[t.key]) for t in tests]
    return report


def area(rule: str) -> str:
    return rule.split(".", 1)[0]


def counts(results: Sequence[TestResult]) -> dict[str, int]:
    return {
        "tests": len(results),
        "passed": sum(1 for r in results if r.outcome == PASS),
        "failed": sum(1 for r in results if r.outcome == FAIL),
        "skipped": sum(1 for r in results if r.outcome == SKIP),
    }


def summary(reports: dict[str, RunReport]) -> dict[str, Any]:
    """The recorded counts (conformance/implementations.json)."""
    out: dict[str, Any] = {"format": "refscore-implementations/1", "implementations": {}}
    for name, report in reports.items():
        info = report.engine
        out["implementations"][name] = {
            "version": info.version if info is not None else None,
            **counts(report.results),
        }
    return out


def _groups(results: Sequence[TestResult]) -> dict[tuple[str, str], list[TestResult]]:
    groups: dict[tuple[str, str], list[TestResult]] = {}
    for result in results:
        for rule_area in sorted({area(rule) for rule in result.test.case.rules}):
            groups.setdefault((result.test.variant, rule_area), []).append(result)
    return groups


def badge(name: str, report: RunReport) -> str:
    c = counts(report.results)
    version = report.engine.version if report.engine is not None else "?"
    ran = c["passed"] + c["failed"]
    return (
        f"{name} {version}: {c['passed']}/{ran} passed of the tests it ran "
        f"({c['failed']} failed, {c['skipped']} skipped, {c['tests']} in all)"
    )


def failure_rows(impl: Implementation, report: RunReport) -> list[tuple[str, str, str, str, str]]:
    """(key, case file, expected, actual, note) of every failure."""
    rows = []
    for result in report.failures:
        key = result.test.key
        if result.mismatches:
            expected = "; ".join(f"{m.field}: {_value(m.expected)}" for m in result.mismatches)
            actual = "; ".join(f"{m.field}: {_value(m.actual)}" for m in result.mismatches)
        else:
            expected, actual = "an answer", result.message
        note = impl.explain(result.test) or "UNEXPLAINED"
        rows.append((key, result.test.case.file, expected, actual, note))
    return rows


def _value(value: Any) -> str:
    """A compared value as JSON (sets of cards sorted), as the case files write it."""
    if isinstance(value, (set, frozenset)):
        value = sorted(value)
    return json.dumps(value, ensure_ascii=False, default=str)


GAPS = [
    "belote-cli declares every annonce held by itself; a record cannot tell it which annonces were "
    "declared, so records whose declared annonces differ from what it finds are skipped "
    "(our variant language has no `annonces.announce: automatic`).",
    "belote-cli offers sans atout and tout atout in the turned-card auction's second round, with raw "
    "scales (120 and 248 card points, capots 220 and 348): the variant language can now say it, "
    "but the adapter does not drive that round yet, so such records are skipped by feature.",
    "colver has no annonces, no sans atout, no tout atout and no générale: cases that need them are "
    "skipped by feature (declared in the adapter's start answer).",
    "Dialect expectations compare status, violation, made and scores (and legal cards), not the per-side "
    "facts (`units`): neither engine reports our breakdown.",
]


def render_markdown(impls: Sequence[Implementation], reports: dict[str, RunReport]) -> str:
    lines = ["# Implementations report", ""]
    lines += ["Generated by `refscore conformance report`; counts recorded in `implementations.json`.", ""]
    lines += ["## Summary", ""]
    lines += [f"- **{badge(i.name, reports[i.name])}**" for i in impls if i.name in reports]
    lines.append("")
    lines += overview(impls, reports)
    for impl in impls:
        report = reports.get(impl.name)
        if report is None:
            continue
        lines += [f"## {impl.name}", "", "| variant | area | tests | passed | failed | skipped |"]
        lines.append("|---|---|---:|---:|---:|---:|")
        for (variant, rule_area), results in sorted(_groups(report.results).items()):
            c = counts(results)
            lines.append(
                f"| {variant} | {rule_area} | {c['tests']} | {c['passed']} | {c['failed']} | {c['skipped']} |"
            )
        rows = failure_rows(impl, report)
        if rows:
            lines += ["", "| failure | expected | actual | note |", "|---|---|---|---|"]
            for key, file, expected, actual, note in rows:
                link = f"[{key}]({file})"
                lines.append(f"| {link} | {_cell(expected)} | {_cell(actual)} | {_cell(note)} |")
        skips: dict[str, int] = {}
        for result in report.results:
            if result.outcome == SKIP:
                skips[result.message] = skips.get(result.message, 0) + 1
        if skips:
            lines += ["", "Skipped:", ""]
            lines += [f"- {count}: {reason}" for reason, count in sorted(skips.items())]
        lines.append("")
    lines += ["## Notes", ""]
    lines += [f"- {impl.name}: {note.text}" for impl in impls for note in impl.notes if impl.name in reports]
    lines += ["", "## GAPS", ""] + [f"- {gap}" for gap in GAPS] + [""]
    return "\n".join(lines)


def overview(impls: Sequence[Implementation], reports: dict[str, RunReport]) -> list[str]:
    """Implementation x variant or dialect: `passed/ran`, and the skipped count; `-` where not run."""
    shown = [impl for impl in impls if impl.name in reports]
    variants = sorted({r.test.variant for impl in shown for r in reports[impl.name].results})
    lines = [
        "## Overview (passed/ran, skipped)",
        "",
        "| implementation | " + " | ".join(variants) + " |",
        "|---|" + "---:|" * len(variants),
    ]
    for impl in shown:
        cells = []
        for variant in variants:
            c = counts([r for r in reports[impl.name].results if r.test.variant == variant])
            ran = c["passed"] + c["failed"]
            cells.append(f"{c['passed']}/{ran}, {c['skipped']}" if c["tests"] else "-")
        lines.append(f"| {impl.name} | " + " | ".join(cells) + " |")
    return [*lines, ""]


def _cell(text: str) -> str:
    text = text.replace("|", "\\|").replace("\n", " ")
    return text if len(text) <= 300 else text[:297] + "..."


def render_html(markdown_text: str) -> str:
    """A self-contained page from the report's Markdown: its headings, tables and lists; no script, no
    external resource. Summary lines are shown as badges, green without failures, orange with some."""
    body: list[str] = []
    table: list[list[str]] = []
    items: list[str] = []

    def flush() -> None:
        if table:
            head, *rows = table
            body.append("<table><tr>" + "".join(f"<th>{c}</th>" for c in head) + "</tr>")
            body.extend("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
            body.append("</table>")
            table.clear()
        if items:
            body.append("<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>")
            items.clear()

    for line in markdown_text.splitlines():
        if line.startswith("|"):
            cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line.strip()[1:-1])]
            if not all(cell and set(cell) <= set("-:") for cell in cells):
                table.append([_inline(cell) for cell in cells])
            continue
        if line.startswith("- "):
            text = line[2:]
            if text.startswith("**") and "passed of the tests it ran" in text:
                colour = "ok" if "(0 failed" in text else "warn"
                items.append(f'<span class="badge {colour}">{_inline(text.strip("*"))}</span>')
            else:
                items.append(_inline(text))
            continue
        flush()
        if line.startswith("## "):
            body.append(f"<h2>{html.escape(line[3:])}</h2>")
        elif line.startswith("# "):
            body.append(f"<h1>{html.escape(line[2:])}</h1>")
        elif line.strip():
            body.append(f"<p>{_inline(line)}</p>")
    flush()
    style = (
        "body{font-family:sans-serif;max-width:80em;margin:auto;padding:1em}"
        "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:2px 6px;"
        "font-size:90%;vertical-align:top}th{background:#eee}ul{padding-left:1.2em}"
        ".badge{display:inline-block;padding:2px 8px;border-radius:4px;color:#fff}"
        ".ok{background:#2e7d32}.warn{background:#c66900}"
    )
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Implementations report</title>'
        f"<style>{style}</style></head><body>\n" + "\n".join(body) + "\n</body></html>\n"
    )


def _inline(text: str) -> str:
    escaped = html.escape(text)
    escaped = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", escaped)
    escaped = re.sub(r"`(.+?)`", r"<code>\1</code>", escaped)
    return re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r'<a href="\2">\1</a>', escaped)


def drops(recorded: dict[str, Any], reports: dict[str, RunReport]) -> list[str]:
    """Every implementation that passes fewer tests than recorded."""
    problems = []
    for name, report in reports.items():
        before = recorded.get("implementations", {}).get(name)
        if before is None:
            continue
        now = counts(report.results)["passed"]
        if now < before["passed"]:
            problems.append(f"{name}: {now} tests pass, {before['passed']} recorded")
    return problems


def default_python() -> str:
    return sys.executable
