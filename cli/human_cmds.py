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
from typing import TYPE_CHECKING, Any

import click

from refscore.base.errors import RefscoreError, sentence
from refscore.base.langs import Lang
from refscore.base.words import Reading, reading_of

from .flags import emit, output_option
from .lang import fail, lang_option, resolve_lang
from .output import terminal_safe
from .params import InputPath, OutputPath, Seconds, Text, VariantRef

#: `refscore.judge.game_sheet.DEFAULT_SECONDS`, written here so that `refscore --help` loads no
#: engine (tests/cli/test_gates.py checks that both say the same).
DEFAULT_GAME_SECONDS = 60.0

if TYPE_CHECKING:
    from refscore.judge.check import CheckResult
    from refscore.load.situation import SeatView
    from refscore.model.record import DealRecord
    from refscore.model.variant import Variant

    from .inputs import LoadedDeal

__all__ = ["convert", "explain", "game", "legal", "render", "variants_diff", "variants_doc"]

_variant_option = click.option(
    "--variant",
    "-v",
    "variant_option",
    type=VariantRef(),
    metavar="NAME|FILE",
    help="A shipped variant name or a variant YAML file (overrides the record's `variant`).",
)
_lang_option = lang_option()
_detail_option = click.option(
    "--detail", is_flag=True, help="Also show the variant's formulas with their numbers (taker_total = ...)."
)


def _judge(deal: str, variant_option: str | None) -> tuple[LoadedDeal, DealRecord, CheckResult]:
    from refscore.judge.check import check_deal
    from refscore.model.record import read_record

    from .inputs import read_deal_file

    loaded = read_deal_file(deal, variant_option)
    try:
        record = read_record(loaded.data, loaded.variant)
    except RefscoreError as error:
        raise error.located(deal) from None
    return loaded, record, check_deal(record, loaded.variant)


def explanation(
    loaded: LoadedDeal, record: DealRecord, result: CheckResult, lang: Lang, detail: bool = False
) -> str:
    """The story of a deal read from a file (used by `explain` and `check --explain`)."""
    from refscore.render.story import explain_deal

    notation = loaded.notation
    derived = notation.derived if notation is not None else ()
    from_rest = notation is not None and notation.derived_from == "rest"
    players = loaded.data.get("players")  # the names by seat (spec/deal.schema.json)
    return explain_deal(
        result,
        record,
        lang=lang,
        file=loaded.file,
        locate=loaded.locate,
        derived=derived,
        derived_from_rest=from_rest,
        unverifiable=notation.unverifiable if notation is not None else (),
        detail=detail,
        players=players if isinstance(players, dict) else None,
    )


@click.command()
@click.argument("deal", type=InputPath())
@_variant_option
@_lang_option
@_detail_option
def explain(deal: str, variant_option: str | None, lang: str | None, detail: bool) -> None:
    """Tell a deal as a story: the auction, each trick and why it was won, each violation with the
    rule and the cards that were allowed, and the score as the variant's formulas with the numbers."""
    from refscore.render.report import exit_code

    try:
        loaded, record, result = _judge(deal, variant_option)
    except RefscoreError as error:
        fail(error, resolve_lang(lang))
    click.echo(terminal_safe(explanation(loaded, record, result, resolve_lang(lang), detail)), nl=False)
    sys.exit(exit_code(result))


@click.command()
@click.argument("deal", type=InputPath(), required=False)
@click.option("--trick", "-t", type=click.IntRange(min=1), help="With DEAL: the trick, from 1.")
@click.option("--seat", "-s", type=Text(), help="The seat about to play (N, E, S, W...).")
@click.option("--situation", type=InputPath(), help="A situation record (JSON) instead of DEAL.")
@click.option("--hand", type=Text(), help="Without DEAL: the cards the player holds, e.g. '10H KH 7D 9D'.")
@click.option(
    "--contract",
    "contract_text",
    type=Text(),
    help="Without DEAL: the contract, e.g. '110 H by S', 'H', 'SA'.",
)
@click.option(
    "--table", type=Text(), help="Without DEAL: the cards of the trick so far, in play order: 'N:9S E:KH'."
)
@click.option(
    "--other",
    "others",
    multiple=True,
    type=Text(),
    help="Without DEAL, optional: another hand, 'N: 9S JS AS'.",
)
@_variant_option
@_lang_option
def legal(
    deal: str | None,
    trick: int | None,
    seat: str | None,
    situation: str | None,
    hand: str | None,
    contract_text: str | None,
    table: str | None,
    others: tuple[str, ...],
    variant_option: str | None,
    lang: str | None,
) -> None:
    """The cards SEAT may play, and each duty of play said both ways with its rule ("you must ruff
    (play.must-ruff)", "your partner is master, you need not ruff (play.partner-master)").

    From a recorded DEAL (--trick N --seat S); from what the player knows, as a situation record
    (--situation FILE, spec/situation.schema.json); or from options (--seat, --hand, --contract,
    --table, optional --other, and --variant)."""
    from refscore.render.legal_text import duties_lines

    if deal is not None:
        if trick is None or seat is None or situation or hand or contract_text or table or others:
            fail(_usage(sentence("human.with_deal_give_trick")), resolve_lang(lang))
        position = _deal_position(deal, trick, seat, variant_option, resolve_lang(lang))
        from refscore.text.coach import coach_text

        chosen = resolve_lang(lang)
        click.echo(terminal_safe(coach_text(position, chosen)))
        click.echo(terminal_safe("\n".join(duties_lines(position, chosen))))
        return
    if trick is not None:
        fail(
            _usage(sentence("human.trick_n_goes_with")),
            resolve_lang(lang),
        )
    if situation is not None:
        if hand or contract_text or table or others or seat:
            fail(
                _usage(sentence("human.situation_file_options_seat")),
                resolve_lang(lang),
            )
        from .inputs import parse_json, read_text_file

        name = situation
        try:  # strict JSON: duplicate keys, huge numbers and nesting are located errors
            data = parse_json(read_text_file(situation), situation)
        except RefscoreError as error:
            fail(error, resolve_lang(lang))
    else:
        if seat is None or hand is None or contract_text is None:
            fail(
                _usage(sentence("human.give_deal_situation_file")),
                resolve_lang(lang),
            )
        name = "the options"
        try:
            data = _situation_from_options(
                seat, hand, contract_text, table or "", others, reading_of(resolve_lang(lang))
            )
        except RefscoreError as error:
            fail(error.located(name), resolve_lang(lang))
        except ValueError as error:
            fail(_input_error(error.args[0], name), resolve_lang(lang))
    _legal_from_situation(data, name, variant_option, resolve_lang(lang), from_options=situation is None)


def _usage(message: str) -> RefscoreError:
    from refscore.base.errors import InputFormatError

    return InputFormatError(message, expected=sentence("human.see_refscore_legal_help"))


def _input_error(message: str, file: str) -> RefscoreError:
    from refscore.base.errors import InputFormatError

    return InputFormatError(message, file=file, expected=sentence("human.situation_spec_situation_schema"))


def _deal_position(deal: str, trick: int, seat: str, variant_option: str | None, lang: Lang) -> Any:
    from refscore.judge.positions import position_at
    from refscore.model.record import read_record

    from .inputs import read_deal_file

    try:
        loaded = read_deal_file(deal, variant_option)
        try:
            record = read_record(loaded.data, loaded.variant)
        except RefscoreError as error:
            raise error.located(deal) from None
        return position_at(record, loaded.variant, trick, seat)
    except RefscoreError as error:
        fail(error.located(deal), lang)


def _situation_from_options(
    seat: str,
    hand: str,
    contract: str,
    table: str,
    others: tuple[str, ...],
    reading: Reading,
    table_option: str = "--table",
) -> dict[str, Any]:
    """The situation record the options describe (checked afterwards like a file's); the contract
    is read as a facts line reads it (`110 cœur par Sud`, `sans atout`), its trump by `reading`.
    `table_option`: the option that gave `table`, as the command names it in an error."""
    from refscore.load.facts_line import read_contract

    said = read_contract(contract, reading)
    record: dict[str, Any] = {"trump": said["trump"]}
    if "contract" in said:
        record["value"] = said["contract"]
    if "taker" in said:
        record["taker"] = said["taker"]
    played = []
    for token in table.replace(",", " ").split():
        who, sep, card = token.partition(":")
        if not sep:
            raise ValueError(sentence("human.table_seat_card", option=table_option, token=token))
        played.append({"seat": who, "card": card})
    other_hands: dict[str, list[str]] = {}
    for text in others:
        who, sep, cards = text.partition(":")
        if not sep:
            raise ValueError(sentence("human.other_seat_cards", text=text))
        other_hands[who.strip()] = cards.replace(",", " ").split()
    data: dict[str, Any] = {
        "seat": seat,
        "hand": hand.replace(",", " ").split(),
        "contract": record,
        "trick": played,
    }
    if other_hands:
        data["others"] = other_hands
    return data


def read_view(
    data: Any, name: str, variant_option: str | None, lang: Lang, *, from_options: bool
) -> tuple[SeatView, Variant]:
    """A situation (`legal`'s, `analyse`'s position) read with its variant: `--variant`, else the
    situation's own. Typed options are read as the user's language reads them (`C` is cœur in
    French, refused when it could be both); a situation file is a record, read as records are (C is
    clubs, unless its `notation` says French)."""
    from refscore.load.situation import read_situation

    from .inputs import resolve_variant

    reference = variant_option or (data.get("variant") if isinstance(data, dict) else None)
    if not isinstance(reference, str):
        raise _input_error(sentence("human.no_variant_give_variant"), name)
    # the situation's own `variant` is a path written in a file: confined and never quoted
    variant = resolve_variant(variant_option, data, name)
    return read_situation(data, variant, reading_of(lang if from_options else "en")), variant


def _legal_from_situation(
    data: Any, name: str, variant_option: str | None, lang: Lang, *, from_options: bool = False
) -> None:
    """Answer `legal` for a situation (`read_view`)."""
    from refscore.judge.positions import position_from_situation
    from refscore.render.legal_text import situation_text

    try:
        view, variant = read_view(data, name, variant_option, lang, from_options=from_options)
        position = position_from_situation(view, variant)
    except RefscoreError as error:
        fail(error.located(name), lang)
    click.echo(terminal_safe(situation_text(position, lang)))


@click.command()
@click.argument("source", type=InputPath())
@click.option("--output", "-o", type=OutputPath(), help="Write here (atomically) instead of stdout.")
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
@lang_option("the notation written (fr: French letters under a `notation fr` line)")
def convert(
    source: str,
    output: str | None,
    target: str | None,
    omit_hands: bool,
    variant_option: str | None,
    lang: str | None,
) -> None:
    """Convert a deal between the notation (.deal) and the JSON record, without loss. In French
    (--lang fr or a French locale) the notation is written with French letters (V D R, P C K T, O)
    under a `notation fr` line, so that a French table reads its C as cœur."""
    from refscore.judge.notation import dumps_record, format_record, normalize_record
    from refscore.model.record import read_record

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
        # Either way the record must be one `read_record` reads: notation written from a record the
        # reader refuses (a hand of 0 cards...) could not be converted back, and the round trip is the
        # promise of this command.
        read_record(loaded.data, loaded.variant)
        if target == "json":
            text = dumps_record(normalize_record(loaded.data))
        else:
            notation = "fr" if resolve_lang(lang) == "fr" else "en"
            text = format_record(loaded.data, loaded.variant, omit_hands=omit_hands, notation=notation)
        write_atomically(output or "-", text, (source, *filter(None, [variant_option])))
    except RefscoreError as error:
        fail(error.located(source), resolve_lang(lang))


@click.command()
@click.argument("deal", type=InputPath())
@click.option("--output", "-o", type=OutputPath(), help="The HTML file to write (atomically).")
@_variant_option
@_lang_option
@click.option(
    "--analyse",
    "analyse",
    is_flag=True,
    help="Add the double-dummy analysis: the takers' points after each card, the cards that cost points "
    "and the better ones, the value before an illegal card (spec/analysis.md).",
)
@click.option("--analyse-table", is_flag=True, help="With --analyse, also the table of every trump (slow).")
def render(
    deal: str,
    output: str | None,
    variant_option: str | None,
    lang: str | None,
    analyse: bool,
    analyse_table: bool,
) -> None:
    """Draw a deal as one self-contained HTML page: the score to write first, then hands, auction,
    tricks, illegal card, score; with --analyse, the double-dummy annotations. Exit status as
    `check`: 0 legal, 1 illegal or a wrong claim (the page is written all the same), 2 unusable."""
    from refscore.render.html import render_html

    from .inputs import write_atomically

    try:
        loaded, record, result = _judge(deal, variant_option)
        name = str(loaded.data.get("id") or Path(deal).stem)
        players = loaded.data.get("players")
        analysis = None
        if analyse or analyse_table:
            from refscore.solver.analyse import analyse_deal

            analysis = analyse_deal(record, loaded.variant, table=analyse_table)
        page = render_html(
            result,
            record,
            lang=resolve_lang(lang),
            title=name,
            locate=loaded.locate,
            notes=loaded.notes,
            players=players if isinstance(players, dict) else None,
            analysis=analysis,
        )
        write_atomically(output or "-", page, (deal, *filter(None, [variant_option])))
    except RefscoreError as error:
        fail(error, resolve_lang(lang))
    from refscore.render.report import exit_code

    sys.exit(exit_code(result))  # as `check`: 1 for an illegal deal or a wrong claim, the page written


@click.command()
@click.argument("sheet", type=InputPath())
@_variant_option
@_lang_option
@click.option(
    "--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@click.option(
    "--max-seconds",
    "max_seconds",
    type=Seconds(),
    default=DEFAULT_GAME_SECONDS,
    show_default=True,
    help="The longest the sheet may take to settle; past it, a message (exit 2).",
)
@output_option()
def game(
    sheet: str,
    variant_option: str | None,
    lang: str | None,
    output_format: str,
    max_seconds: float,
    output_path: str | None,
) -> None:
    """Settle a game sheet: running totals, the target, the tie rules and the winner; each line's
    written score checked against its deal, its facts or its contract (a wrong line: exit 1); an
    evening of several games (`games`) settles each game."""
    from refscore.judge.game_sheet import evening_to_json, game_to_json, settle_evening
    from refscore.text.game import evening_text

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
            result = settle_evening(
                data, variant, read_deal=read_deal, seconds=max_seconds, lang=resolve_lang(lang)
            )
        except RefscoreError as error:
            raise error.located(sheet) from None
    except RefscoreError as error:
        fail(error, resolve_lang(lang))
    if output_format == "json":
        shown = game_to_json(result.games[0]) if len(result.games) == 1 else evening_to_json(result)
        text = json.dumps(shown, ensure_ascii=False, indent=2) + "\n"
    else:
        text = evening_text(result, resolve_lang(lang))
    try:
        emit(text, output_path, (sheet, *filter(None, [variant_option])))
    except RefscoreError as error:
        fail(error, resolve_lang(lang))
    sys.exit(result.exit_code)


def _variant(reference: str) -> Variant:
    from .inputs import load_user_variant

    return load_user_variant(reference)


@click.command("doc")
@click.argument("variant", type=VariantRef())
@click.option("--format", "output_format", type=click.Choice(["md", "html"]), default="md", show_default=True)
@click.option("--output", "-o", type=OutputPath(), help="Write here (atomically) instead of stdout.")
@_lang_option
def variants_doc(variant: str, output_format: str, output: str | None, lang: str | None) -> None:
    """Write a variant's rulebook (its YAML and the numbered rules), in Markdown or HTML."""
    from refscore.render.rulebook import rulebook_html, rulebook_markdown

    from .inputs import write_atomically

    try:
        loaded = _variant(variant)
        chosen = resolve_lang(lang)
        text = rulebook_html(loaded, chosen) if output_format == "html" else rulebook_markdown(loaded, chosen)
        write_atomically(output or "-", text, (variant,))
    except RefscoreError as error:
        fail(error, resolve_lang(lang))


@click.command("diff")
@click.argument("first", type=VariantRef())
@click.argument("second", type=VariantRef())
@click.option(
    "--format", "output_format", type=click.Choice(["text", "md", "json"]), default="text", show_default=True
)
@_lang_option
def variants_diff(first: str, second: str, output_format: str, lang: str | None) -> None:
    """Every rule on which two variants differ, with both values."""
    from refscore.render.rulebook import diff_markdown, diff_text, diff_variants

    chosen = resolve_lang(lang)
    try:
        a, b = _variant(first), _variant(second)
    except RefscoreError as error:
        fail(error, resolve_lang(lang))
    differences = diff_variants(a, b)
    if output_format == "json":
        rows = [{"setting": d.key, "rule": d.rule, "a": d.a, "b": d.b} for d in differences]
        click.echo(json.dumps({"a": a.id, "b": b.id, "differences": rows}, ensure_ascii=False, indent=2))
    elif output_format == "md":
        click.echo(terminal_safe(diff_markdown(a, b, differences, chosen)), nl=False)
    else:
        click.echo(terminal_safe(diff_text(a, b, differences, lang=chosen)), nl=False)
