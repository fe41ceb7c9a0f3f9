"""The commands for people at the table: explain, legal, convert, game, render, variants doc / diff.

Why a module of their own: they share one way of reading a deal file (`.deal` notation or JSON,
`inputs.read_deal_file`), one way of failing (a one-paragraph message, exit 2, never a traceback)
and one way of writing (atomically: a temporary file, then a rename).

Each command imports the engine in its body, not with the module: `refscore --help` imports this
module for the commands' help texts, and need not load the engine for that (see `cli/main.py`).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, cast

import click

from refscore.errors import RefscoreError
from refscore.langs import LANGS, Lang

from .output import terminal_safe

if TYPE_CHECKING:
    from refscore.check import CheckResult
    from refscore.record import DealRecord
    from refscore.variant import Variant

    from .inputs import LoadedDeal

__all__ = ["convert", "explain", "game", "legal", "render", "variants_diff", "variants_doc"]

_variant_option = click.option(
    "--variant",
    "-v",
    "variant_option",
    metavar="NAME|FILE",
    help="A shipped variant name or a variant YAML file (overrides the record's `variant`).",
)
_lang_option = click.option(
    "--lang",
    type=click.Choice(LANGS),
    default="en",
    show_default=True,
    help="Language of the text (the game's terms stay French in both).",
)


def _fail(error: RefscoreError) -> NoReturn:
    click.echo(terminal_safe(f"refscore: error: {error}"), err=True)
    sys.exit(error.exit_code)


def _judge(deal: str, variant_option: str | None) -> tuple[LoadedDeal, DealRecord, CheckResult]:
    from refscore.check import check_deal
    from refscore.record import read_record

    from .inputs import read_deal_file

    loaded = read_deal_file(deal, variant_option)
    try:
        record = read_record(loaded.data, loaded.variant)
    except RefscoreError as error:
        raise error.located(deal) from None
    return loaded, record, check_deal(record, loaded.variant)


def explanation(loaded: LoadedDeal, record: DealRecord, result: CheckResult, lang: Lang) -> str:
    """The story of a deal read from a file (used by `explain` and `check --explain`)."""
    from refscore.explain import explain_deal

    notation = loaded.notation
    derived = notation.derived if notation is not None else ()
    from_rest = notation is not None and notation.derived_from == "rest"
    return explain_deal(
        result,
        record,
        lang=lang,
        file=loaded.file,
        locate=loaded.locate,
        derived=derived,
        derived_from_rest=from_rest,
        unverifiable=notation.unverifiable if notation is not None else (),
    )


@click.command()
@click.argument("deal", type=click.Path(dir_okay=False))
@_variant_option
@_lang_option
def explain(deal: str, variant_option: str | None, lang: str) -> None:
    """Tell a deal as a story: the auction, each trick and why it was won, each violation with the
    rule and the cards that were allowed, and the score as the variant's formulas with the numbers."""
    from refscore.report import exit_code

    try:
        loaded, record, result = _judge(deal, variant_option)
    except RefscoreError as error:
        _fail(error)
    click.echo(terminal_safe(explanation(loaded, record, result, cast(Lang, lang))), nl=False)
    sys.exit(exit_code(result))


@click.command()
@click.argument("deal", type=click.Path(dir_okay=False))
@click.option("--trick", "-t", type=click.IntRange(min=1), required=True, help="The trick, from 1.")
@click.option("--seat", "-s", required=True, help="The seat about to play (N, E, S, W...).")
@_variant_option
@_lang_option
def legal(deal: str, trick: int, seat: str, variant_option: str | None, lang: str) -> None:
    """The coach view: the cards SEAT could play to trick N, and why the others were not allowed."""
    from refscore.coach import position_at
    from refscore.explain import coach_text
    from refscore.record import read_record

    from .inputs import read_deal_file

    try:
        loaded = read_deal_file(deal, variant_option)
        try:
            record = read_record(loaded.data, loaded.variant)
        except RefscoreError as error:
            raise error.located(deal) from None
        position = position_at(record, loaded.variant, trick, seat)
    except RefscoreError as error:
        _fail(error.located(deal))
    click.echo(terminal_safe(coach_text(position, cast(Lang, lang))))


@click.command()
@click.argument("source", type=click.Path(dir_okay=False))
@click.option(
    "--output", "-o", type=click.Path(dir_okay=False), help="Write here (atomically) instead of stdout."
)
@click.option(
    "--to",
    "target",
    type=click.Choice(["deal", "json"]),
    help="Output format; by default the other one than SOURCE's (.deal <-> JSON), or OUTPUT's extension.",
)
@click.option(
    "--omit-hands", is_flag=True, help="Notation output: leave the hands out (every trick must be given)."
)
@_variant_option
def convert(
    source: str, output: str | None, target: str | None, omit_hands: bool, variant_option: str | None
) -> None:
    """Convert a deal between the notation (.deal) and the JSON record, without loss."""
    from refscore.notation import dumps_record, format_record, normalize_record
    from refscore.record import read_record

    from .inputs import read_deal_file, write_atomically

    if target is None:
        if output is not None and output.endswith(".deal"):
            target = "deal"
        elif output is not None and output.endswith(".json"):
            target = "json"
        else:
            target = "json" if source.endswith(".deal") else "deal"
    try:
        loaded = read_deal_file(source, variant_option)
        if target == "json":
            read_record(loaded.data, loaded.variant)
            text = dumps_record(normalize_record(loaded.data))
        else:
            text = format_record(loaded.data, loaded.variant, omit_hands=omit_hands)
        write_atomically(output or "-", text, (source, *filter(None, [variant_option])))
    except RefscoreError as error:
        _fail(error.located(source))


@click.command()
@click.argument("deal", type=click.Path(dir_okay=False))
@click.option("--output", "-o", type=click.Path(dir_okay=False), help="The HTML file to write (atomically).")
@_variant_option
@_lang_option
def render(deal: str, output: str | None, variant_option: str | None, lang: str) -> None:
    """Draw a deal as one self-contained HTML page: hands, auction, tricks, illegal card, score."""
    from refscore.html import render_html

    from .inputs import write_atomically

    try:
        loaded, record, result = _judge(deal, variant_option)
        name = str(loaded.data.get("id") or Path(deal).stem)
        page = render_html(
            result, record, lang=cast(Lang, lang), title=name, locate=loaded.locate, notes=loaded.notes
        )
        write_atomically(output or "-", page, (deal, *filter(None, [variant_option])))
    except RefscoreError as error:
        _fail(error)


@click.command()
@click.argument("sheet", type=click.Path(dir_okay=False))
@_variant_option
@_lang_option
@click.option(
    "--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True
)
def game(sheet: str, variant_option: str | None, lang: str, output_format: str) -> None:
    """Settle a game sheet: running totals, the target, the tie rules and the winner."""
    from refscore.explain import game_text
    from refscore.game import game_to_json, settle_game

    from .inputs import parse_json, read_deal_file, read_text_file, resolve_variant
    from .path_policy import confine_path

    try:
        data = parse_json(read_text_file(sheet), sheet)
        variant = resolve_variant(variant_option, data, sheet)
        folder = Path(sheet).parent

        def read_deal(name: str) -> dict[str, Any]:
            path = name if Path(name).is_absolute() else str(folder / name)
            confine_path(path, str(folder), file=sheet)  # a sheet's deals: the record path policy
            return read_deal_file(path, None, variant, untrusted=True).data

        try:
            result = settle_game(data, variant, read_deal=read_deal)
        except RefscoreError as error:
            raise error.located(sheet) from None
    except RefscoreError as error:
        _fail(error)
    if output_format == "json":
        click.echo(json.dumps(game_to_json(result), ensure_ascii=False, indent=2))
    else:
        click.echo(terminal_safe(game_text(result, cast(Lang, lang))), nl=False)
    sys.exit(result.exit_code)


def _variant(reference: str) -> Variant:
    from .inputs import load_user_variant

    return load_user_variant(reference)


@click.command("doc")
@click.argument("variant")
@click.option("--format", "output_format", type=click.Choice(["md", "html"]), default="md", show_default=True)
@click.option(
    "--output", "-o", type=click.Path(dir_okay=False), help="Write here (atomically) instead of stdout."
)
def variants_doc(variant: str, output_format: str, output: str | None) -> None:
    """Write a variant's rulebook (its YAML and the numbered rules), in Markdown or HTML."""
    from refscore.rulebook import rulebook_html, rulebook_markdown

    from .inputs import write_atomically

    try:
        loaded = _variant(variant)
        text = rulebook_html(loaded) if output_format == "html" else rulebook_markdown(loaded)
        write_atomically(output or "-", text, (variant,))
    except RefscoreError as error:
        _fail(error)


@click.command("diff")
@click.argument("first")
@click.argument("second")
@click.option(
    "--format", "output_format", type=click.Choice(["text", "md", "json"]), default="text", show_default=True
)
def variants_diff(first: str, second: str, output_format: str) -> None:
    """Every rule on which two variants differ, with both values."""
    from refscore.rulebook import diff_markdown, diff_text, diff_variants

    try:
        a, b = _variant(first), _variant(second)
    except RefscoreError as error:
        _fail(error)
    differences = diff_variants(a, b)
    if output_format == "json":
        rows = [{"setting": d.key, "rule": d.rule, "a": d.a, "b": d.b} for d in differences]
        click.echo(json.dumps({"a": a.id, "b": b.id, "differences": rows}, ensure_ascii=False, indent=2))
    elif output_format == "md":
        click.echo(terminal_safe(diff_markdown(a, b, differences)), nl=False)
    else:
        click.echo(terminal_safe(diff_text(a, b, differences)), nl=False)
