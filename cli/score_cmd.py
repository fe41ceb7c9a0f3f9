"""`refscore score` (a deal scored from the facts a table wrote down) and `refscore infer` (which house
rules explain a game sheet).

Why a module of their own: both read what a table writes rather than a full deal, and share the way
of naming a variant and of failing (a one-paragraph message, exit 2, never a traceback). The engine
does the work (`refscore.judge.facts_check`, `refscore.judge.infer`); this is the shell.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from refscore.base.errors import InputFormatError, RefscoreError, sentence
from refscore.base.words import Reading, reading_of

from .flags import emit, output_option
from .lang import fail, lang_option, resolve_lang
from .params import InputPath, Seconds, Text, VariantRef

#: `refscore.judge.infer.DEFAULT_SECONDS`, written here so that `refscore --help` loads no engine
#: (tests/cli/test_gates.py checks that both say the same).
DEFAULT_INFER_SECONDS = 10.0

__all__ = ["infer", "score"]


def _pairs(option: str, values: tuple[str, ...]) -> dict[str, int] | None:
    """`NS=72` options into a mapping; a malformed one is a usage error (exit 2)."""
    if not values:
        return None
    out: dict[str, int] = {}
    for value in values:
        unit, sep, number = value.partition("=")
        if not sep or not number.strip().isascii() or not number.strip().isdigit() or len(number) > 6:
            raise InputFormatError(
                sentence("score_cmd.message", option=option, value=value),
                expected=sentence("score_cmd.side_number_for_example", option=option),
            )
        out[unit.strip()] = int(number)
    return out


def _read_source(source: str, reading: Reading) -> tuple[dict[str, Any], str, str | None]:
    """A facts record from a file: JSON (`*.json`), or the one-line form (first line not a comment),
    with the outcome the line states (None for JSON)."""
    from refscore.load.facts_line import read_facts_line

    from .inputs import parse_json, read_text_file

    text = read_text_file(source)
    if source.endswith(".json"):
        data = parse_json(text, source)
        if not isinstance(data, dict):
            raise InputFormatError(
                sentence("score_cmd.not_json_object"),
                file=source,
                expected=sentence("score_cmd.facts_record_spec_facts"),
            )
        return data, source, None
    lines = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    if len(lines) != 1:
        raise InputFormatError(
            sentence("score_cmd.lines_facts", lines_count=len(lines)),
            file=source,
            expected=sentence("score_cmd.one_line_facts_spec"),
        )
    try:
        said = read_facts_line(lines[0], reading)
        return said.data, source, said.outcome
    except RefscoreError as error:
        raise error.located(source) from None


@click.command()
@click.argument("source", required=False, type=InputPath())
@click.option(
    "--line",
    "-l",
    "line",
    type=Text(),
    metavar="FACTS",
    help="The facts in one line: '110H by S points NS 124'.",
)
@click.option(
    "--variant",
    "-v",
    "variant_option",
    type=VariantRef(),
    metavar="NAME|FILE",
    help="A shipped variant or a YAML file.",
)
@click.option("--taker", type=Text(), metavar="SEAT", help="The seat that took.")
@click.option("--contract", type=Text(), metavar="VALUE", help="The value bid, or capot / generale.")
@click.option("--trump", type=Text(), metavar="TRUMP", help="S H D C, SA or TA.")
@click.option("--coinche", type=Text(), metavar="SEAT", help="Who coinched.")
@click.option("--surcoinche", type=Text(), metavar="SEAT", help="Who surcoinched.")
@click.option(
    "--points",
    multiple=True,
    type=Text(),
    metavar="SIDE=N",
    help="Card points with the dix de der (162 in all).",
)
@click.option(
    "--cards", multiple=True, type=Text(), metavar="SIDE=N", help="Card points without the dix de der (152)."
)
@click.option("--der", type=Text(), metavar="SIDE", help="Who took the last trick.")
@click.option("--capot", type=Text(), metavar="SIDE", help="The side that took every trick.")
@click.option("--generale", type=Text(), metavar="SEAT", help="The player who took every trick.")
@click.option("--belote", type=Text(), metavar="SEAT", help="Who held and scored the belote.")
@click.option("--annonces", multiple=True, type=Text(), metavar="SIDE=N", help="Annonces a side scored.")
@click.option("--discard", type=click.IntRange(0, 152), help="Chien games: points of the discard.")
@click.option("--tricks", multiple=True, type=Text(), metavar="SIDE=N", help="Tricks a side took.")
@click.option(
    "--claim", multiple=True, type=Text(), metavar="SIDE=N", help="The score the table wrote (checked)."
)
@click.option(
    "--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@lang_option()
@output_option()
def score(
    source: str | None,
    line: str | None,
    variant_option: str | None,
    output_format: str,
    lang: str | None,
    output_path: str | None,
    **options: Any,
) -> None:
    """Score a deal from its facts (no cards): the contract, the coinche, the card points, the
    belote, the annonces. SOURCE is a facts record (JSON, spec/facts.md) or a file holding one line
    of facts; or give --line, or the options. Prints the breakdown with the formulas and rule ids of
    `check`. Exit 0 scored (and any claim confirmed), 1 a wrong claim, 2 facts no deal could have."""
    from refscore.judge.facts_check import score_facts_record
    from refscore.load.facts_line import read_facts_line
    from refscore.render.facts_text import facts_score_text
    from refscore.render.report import exit_code, result_to_json

    from .inputs import resolve_variant

    given = {key: value for key, value in options.items() if value not in (None, ())}
    chosen = resolve_lang(lang)
    reading = reading_of(chosen)
    outcome: str | None = None
    try:
        if sum(map(bool, (source, line, given))) != 1:
            raise InputFormatError(
                sentence("score_cmd.give_facts_one_way"),
                expected=sentence("score_cmd.source_file_line_facts"),
            )
        file = source or "(facts)"
        if source is not None:
            data, file, outcome = _read_source(source, reading)
        elif line is not None:
            said = read_facts_line(line, reading)
            data, outcome = said.data, said.outcome
        else:
            data = {}
            for key, value in given.items():
                if key in ("points", "cards", "annonces", "tricks", "claim"):
                    data[key] = _pairs(key, value)
                elif key == "contract":
                    data[key] = (
                        int(value) if value.isascii() and value.isdigit() and len(value) <= 6 else value
                    )
                elif key == "trump":
                    data[key] = _trump_option(value, reading)
                else:
                    data[key] = value
        record = data  # `--variant` first, else the variant the record names (resolve_variant)
        result = score_facts_record(
            record, lambda _named: resolve_variant(variant_option, record, file), file
        )
    except RefscoreError as error:
        fail(error, chosen)
    found = _outcome_of(result)
    if output_format == "json":
        text = json.dumps(result_to_json(result, source, to_write=True), ensure_ascii=False, indent=2) + "\n"
    else:
        text = facts_score_text(result, chosen, source)
    differs = outcome is not None and found is not None and outcome != found
    if differs and output_format != "json":
        from refscore.text.common import words

        w = words(chosen)
        text += w["f.outcome_differs"].format(said=w[f"f.oc.{outcome}"], found=w[f"f.oc.{found}"]) + "\n"
    try:
        emit(text, output_path, tuple(filter(None, [source, variant_option])))
    except RefscoreError as error:
        fail(error, chosen)
    sys.exit(1 if differs else exit_code(result))


def _outcome_of(result: Any) -> str | None:
    """How the scored contract ended: made, failed or litige (None without a score)."""
    score = result.score
    if score is None:
        return None
    if score.case.rule == "score.litige":
        return "litige"
    return "made" if score.made else "failed"


def _trump_option(value: str, reading: Reading) -> str:
    """`--trump` in any of the players' words (`coeur`, `sans atout`); `C` by the reading."""
    from refscore.base.errors import said
    from refscore.base.words import AmbiguousWord, trump_of

    try:
        return trump_of(value, reading) or value
    except AmbiguousWord:
        raise said(InputFormatError, "fl.ambiguous_trump", expected="fl.write_trump", token=value) from None


@click.command()
@click.argument("sheet", type=InputPath())
@click.option(
    "--variant",
    "-v",
    "variant_option",
    type=VariantRef(),
    metavar="NAME|FILE",
    help="The variant to change least (default: the sheet's).",
)
@click.option(
    "--base", "base", type=VariantRef(), metavar="NAME|FILE", hidden=True, help="The old name of --variant."
)
@click.option(
    "--space",
    "space",
    type=InputPath(),
    metavar="FILE",
    help="The candidate house options (default spec/infer-space.yaml).",
)
@click.option(
    "--max-changes", type=click.IntRange(0, 4), default=2, show_default=True, help="Options changed at most."
)
@click.option(
    "--format", "output_format", type=click.Choice(["yaml", "json"]), default="yaml", show_default=True
)
@click.option(
    "--max-seconds",
    "max_seconds",
    type=Seconds(),
    default=DEFAULT_INFER_SECONDS,
    show_default=True,
    help="The longest the search may take; past it, it stops with a message (exit 2).",
)
@lang_option("the comments of the YAML, the unexplained lines and the errors")
@output_option()
def infer(
    sheet: str,
    variant_option: str | None,
    base: str | None,
    space: str | None,
    max_changes: int,
    output_format: str,
    max_seconds: float,
    lang: str | None,
    output_path: str | None,
) -> None:
    """Which house rules explain a sheet: the smallest change from a base variant (each shipped
    variant, then the house options of the space file) under which every written score is right,
    printed as a ready `extends:` YAML file. Exit 0 found, 1 no candidate explains every line (the
    lines are named), 2 unusable input."""
    from refscore.judge.infer import infer_rules, load_space

    from .inputs import parse_json, read_deal_file, read_text_file, resolve_variant
    from .path_policy import confine_path

    try:
        data = parse_json(read_text_file(sheet), sheet)
        base_variant = resolve_variant(variant_option or base, data, sheet)
        space_data = load_space(read_text_file(space) if space else None, space)
        folder = Path(sheet).parent

        def read_deal(name: str) -> dict[str, Any]:
            # a deal file the sheet names: the path policy of records, regular files only
            path = name if Path(name).is_absolute() else str(folder / name)
            confine_path(path, str(folder), file=sheet)
            return read_deal_file(path, None, base_variant, untrusted=True).data

        try:
            found = infer_rules(
                data,
                base_variant,
                space_data,
                max_changes=max_changes,
                sheet_name=sheet,
                read_deal=read_deal,
                seconds=max_seconds,
                lang=resolve_lang(lang),
            )
        except RefscoreError as error:
            raise error.located(sheet) from None
    except RefscoreError as error:
        fail(error, resolve_lang(lang))
    if output_format == "json":
        text = json.dumps(found.to_json(), ensure_ascii=False, indent=2) + "\n"
    else:
        text = found.to_text(resolve_lang(lang))
    try:
        emit(text, output_path, tuple(filter(None, [sheet, space, variant_option or base])))
    except RefscoreError as error:
        fail(error, resolve_lang(lang))
    sys.exit(found.exit_code)
