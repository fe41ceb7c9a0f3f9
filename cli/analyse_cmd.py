"""`refscore analyse`: the double-dummy analysis of a deal (text in French or English, JSON, JSON Lines).

Why a thin shell: the analysis is `refscore.solver.analyse.analyse_deal`; this module reads the files,
chooses the words and runs a batch over worker processes.
"""

from __future__ import annotations

import json
import sys
from typing import Any, NoReturn

import click

from refscore.base.errors import EXIT_ILLEGAL, EXIT_UNUSABLE, RefscoreError, sentence
from refscore.base.langs import Lang

from .flags import emit, output_option
from .lang import fail, lang_option, resolve_lang
from .params import InputPath, Text, VariantRef


def _word(key: str, lang: Lang, **values: object) -> str:
    from refscore.text.analysis import word

    return word(key, lang, **values)


def analysis_text(data: dict[str, Any], lang: Lang) -> str:
    """The analysis document (`analysis_to_json`) told for people: par first, then the contract as
    played and with best play, the table, the cards; seats, sides and trumps in `lang`'s words."""
    from refscore.text.common import record_card_text, record_trump_text, seat_text

    lines: list[str] = []
    contract = data["contract"]
    head = f"{data['file'] or ''} {data['variant']}"
    if contract is not None:
        value, _, trump = str(contract["label"]).rpartition(" ")
        label = f"{value} {record_trump_text(trump, lang)}".strip()
        head += f" {label} ({seat_text(contract['taker'], lang)}, {seat_text(contract['unit'], lang)})"
    lines.append(head.strip())
    from refscore.text.analysis import counted, par_text

    lines += par_text(data.get("par"), lang)

    def outcome(key: str, value: dict[str, Any] | None) -> None:
        if value is None:
            return
        made = "" if value["made"] is None else ", " + _word("made" if value["made"] else "failed", lang)
        scores = ", ".join(
            f"{seat_text(unit, lang)} {points}" for unit, points in (value["scores"] or {}).items()
        )
        points = counted(contract["unit"] if contract else "", value, lang) + made
        colon, semicolon = (" :", " ;") if lang == "fr" else (":", ";")  # French spacing
        lines.append(f"{_word(key, lang)}{colon} {points}{semicolon} {_word('score', lang)} {scores}")

    outcome("as_played", data["played"])
    outcome("best", data["best"])
    from refscore.text.analysis import decisive_text

    lines += decisive_text(data, lang)
    from refscore.text.analysis import position_text

    position_lines = position_text(data, lang)
    if position_lines:
        lines += ["", *position_lines]
    if data["table"]:
        lines.append("")
        lines.append(_word("table", lang))
        units = list(data["table"][0]["points"])
        lines.append("  " + " " * 10 + "".join(f"{seat_text(unit, lang):>14}" for unit in units))
        for row in data["table"]:
            cells = ""
            for unit in units:
                bid = row["best_bid"][unit]
                shown = (
                    _word("none", lang) if bid is None else _word("take", lang) if bid == "take" else str(bid)
                )
                cells += f"{row['points'][unit]:>8} ({shown:>3})"
            lines.append(f"  {record_trump_text(row['trump'], lang):<10}{cells}")
    if data["cards"]:
        lines.append("")
        lines.append(_word("cards", lang, unit=seat_text(contract["unit"], lang) if contract else ""))
        for note in data["cards"]:
            text = (
                f"  {_word('trick', lang)} {note['trick']}.{note['position']} "
                f"{seat_text(note['seat'], lang):<2} "
                f"{record_card_text(note['card'], lang):<4}{note['before']:>4} -> {note['after']:<4}"
            )
            if note["cost"]:
                text += " " + _word("cost", lang, unit=seat_text(note["seat"], lang), points=note["cost"])
                if note["made_before"] is not None and note["made_before"] != note["made_after"]:
                    before = _word("made" if note["made_before"] else "failed", lang)
                    after = _word("made" if note["made_after"] else "failed", lang)
                    text += f" [{before} -> {after}]"
                better = " ".join(record_card_text(card, lang) for card in note["better"])
                colon = " :" if lang == "fr" else ":"  # French spacing
                text += f" ({_word('better', lang)}{colon} {better})"
            lines.append(text)
    bad = data["irregularity"]
    if bad is not None:
        lines.append("")
        lines.append(
            _word(
                "irregular",
                lang,
                trick=bad["trick"],
                position=bad["position"],
                seat=seat_text(bad["seat"], lang),
                card=record_card_text(bad["card"], lang),
                rule=bad["rule"],
                legal=" ".join(record_card_text(card, lang) for card in bad["legal"]),
                value=bad["value"],
                made=_word("and_made", lang) if bad["made"] else "",
            )
        )
    for note in data["notes"]:
        lines.append(note)
    return "\n".join(lines) + "\n"


def _analyse_one(
    text: str, file: str, variant_option: str | None, line: int | None, table: bool = True, cards: bool = True
) -> dict[str, Any]:
    from refscore.model.record import decode_json, read_record
    from refscore.solver.analyse import analyse_deal, analysis_to_json

    from .inputs import read_deal_file, resolve_variant

    if line is None:
        loaded = read_deal_file(file, variant_option)
        data, variant = loaded.data, loaded.variant
    else:
        data = decode_json(text, file, expected=sentence("inputs.json_object_deal_record"), line=line)
        variant = resolve_variant(variant_option, data, file)
    try:
        record = read_record(data, variant)
    except RefscoreError as error:
        raise error.located(file) from None
    return analysis_to_json(analyse_deal(record, variant, table=table, cards=cards), file)


def _batch_line(job: tuple[int, str, str, str | None, bool, bool]) -> str:
    number, text, file, variant_option, table, cards = job
    try:
        document = _analyse_one(text, file, variant_option, number, table, cards)
    except RefscoreError as error:
        document = {"format": "refscore-analysis/1", "file": file, "line": number, "error": str(error)}
    else:
        document["line"] = number
    return json.dumps(document, ensure_ascii=False)


def _status(output: str) -> int:
    """A line's exit status, as `check` gives it: 2 unusable, 1 an illegal card, else 0."""
    document = json.loads(output)
    if "error" in document:
        return EXIT_UNUSABLE
    return EXIT_ILLEGAL if document.get("irregularity") is not None else 0


@click.command()
@click.argument("deal", type=InputPath(allow_dash=True), required=False)
@click.option(
    "--variant",
    "-v",
    "variant_option",
    type=VariantRef(),
    metavar="NAME|FILE",
    help="Override the record's variant.",
)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json", "html"]),
    default="text",
    show_default=True,
    help="json: a refscore-analysis/1 document (spec/analysis.schema.json), one per line for JSON Lines; "
    "html: a page, for a position without DEAL (a deal's page: refscore render DEAL --analyse).",
)
@lang_option("the analysis")
@click.option("--table/--no-table", default=True, show_default=True, help="The table of every trump and par.")
@click.option(
    "--table-only",
    is_flag=True,
    help="Only the table of every trump and par (no card-by-card notes): the cheap question of a batch.",
)
@click.option(
    "--what-he-knew",
    "knew",
    type=Text(),
    metavar="TRICK.CARD",
    help="Single dummy: the card at TRICK.CARD (e.g. 3.4) valued over the layouts its player could not "
    "tell apart (spec/analysis.md); not with JSON Lines.",
)
@click.option(
    "--samples", type=click.IntRange(1, 5_000), default=200, show_default=True, help="With --what-he-knew."
)
@click.option(
    "--seed",
    type=click.IntRange(0, 2**63 - 1),
    default=1,
    show_default=True,
    help="With --what-he-knew: the same seed, the same answer.",
)
@click.option(
    "--dask",
    type=Text(),
    metavar="local:N|ADDRESS",
    help="A folder of JSON Lines shards analysed on a Dask cluster (the optional extra refscore[dist]): "
    "local:N starts N worker processes here; else a scheduler's address. Same bytes as one process.",
)
@click.option(
    "--jobs", "-j", type=click.IntRange(1, 64), default=1, show_default=True, help="JSON Lines: processes."
)
@click.option(
    "--threads",
    type=click.IntRange(1, 64),
    default=1,
    show_default=True,
    help="JSON Lines: threads of one process (the search runs without the GIL); not with --jobs.",
)
@click.option(
    "--max-input",
    "max_input",
    type=click.IntRange(1, 1 << 31),
    default=10_000_000,
    show_default=True,
    metavar="BYTES",
    help="JSON Lines: the most bytes read (standard input included); more is refused, exit 2.",
)
@click.option(
    "--seat", "-s", type=Text(), help="Without DEAL: the seat about to play (as for `refscore legal`)."
)
@click.option("--hand", type=Text(), help="Without DEAL: the cards the player holds, e.g. '10H KH 7D 9D'.")
@click.option(
    "--contract",
    "contract_text",
    type=Text(),
    help="Without DEAL: the contract with its taker, e.g. '110 H by S'.",
)
@click.option(
    "--on-table",
    "on_table",
    type=Text(),
    help="Without DEAL: the cards of the trick so far, in play order: 'N:9S E:KH'.",
)
@click.option(
    "--other",
    "others",
    multiple=True,
    type=Text(),
    help="Without DEAL: another seat's hand, 'N: 9S JS AS', once for every other seat.",
)
@click.option(
    "--situation",
    type=InputPath(),
    help="Without DEAL: a situation record (JSON, spec/situation.schema.json) whose `others` hold every "
    "other hand.",
)
@output_option()
def analyse(
    deal: str,
    variant_option: str | None,
    output_format: str,
    lang: str | None,
    table: bool,
    table_only: bool,
    knew: str | None,
    samples: int,
    seed: int,
    dask: str | None,
    jobs: int,
    threads: int,
    max_input: int,
    seat: str | None,
    hand: str | None,
    contract_text: str | None,
    on_table: str | None,
    others: tuple[str, ...],
    situation: str | None,
    output_path: str | None,
) -> None:
    """Double-dummy analysis of a deal: the best result of the contract, the points every trump gives
    each side, and the cards that cost points. A JSON Lines file (*.jsonl or -) gives one JSON
    analysis per line, in input order. Exit status as `check`: 1 when a deal has an illegal card
    (the analysis stops before it), 2 on unusable input (in a batch: the worst line).

    Without DEAL, a position as `refscore legal` takes it (--seat, --hand, --contract with its taker,
    --on-table, --variant, or --situation FILE) with every other hand (--other): each legal card's
    value, the taking side's points from this trick to the end."""
    from .inputs import is_batch_input, read_stdin_text, read_text_file

    view_options = (seat, hand, contract_text, on_table, situation, *others)
    if deal is None or any(option is not None for option in view_options):
        if deal is not None:
            _usage_error("analyse_cmd.deal_or_position", lang)
        _analyse_view(
            seat,
            hand,
            contract_text,
            on_table,
            others,
            situation,
            variant_option,
            output_format,
            lang,
            output_path,
        )
        return

    if output_format == "html" and deal is not None:
        _usage_error("analyse_cmd.html_for_position", lang)
    if knew is not None:
        _what_he_knew(deal, variant_option, knew, samples, seed, output_format, resolve_lang(lang))
        return
    import os

    if os.path.isdir(deal):
        _shards(deal, variant_option, table or table_only, not table_only, dask, lang)
        return
    if dask is not None:
        _refuse("analyse_cmd.dask_not_folder", lang, deal=deal)
    if is_batch_input(deal):
        try:
            text = read_stdin_text(max_input) if deal == "-" else read_text_file(deal, max_input)
        except RefscoreError as error:
            fail(error, lang)
        jobs_list: list[tuple[int, str, str, str | None, bool, bool]] = [
            (n, line, deal, variant_option, table or table_only, not table_only)
            for n, line in enumerate(text.splitlines(), 1)
            if line.strip()
        ]
        status = 0
        if jobs > 1 and threads > 1:
            _usage_error("analyse_cmd.jobs_or_threads", lang)
        if threads > 1:
            from concurrent.futures import ThreadPoolExecutor

            with ThreadPoolExecutor(threads) as threaded:
                for output in threaded.map(_batch_line, jobs_list):
                    status = max(status, _status(output))
                    click.echo(output)
        elif jobs > 1:
            import multiprocessing

            with multiprocessing.Pool(jobs) as pool:
                outputs = pool.imap(_batch_line, jobs_list, chunksize=1)
                for output in outputs:
                    status = max(status, _status(output))
                    click.echo(output)
        else:
            for job in jobs_list:
                output = _batch_line(job)
                status = max(status, _status(output))
                click.echo(output)
        sys.exit(status)
    try:
        document = _analyse_one("", deal, variant_option, None, table or table_only, not table_only)
    except RefscoreError as error:
        fail(error, lang)
    if output_format == "json":
        text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    else:
        text = analysis_text(document, resolve_lang(lang))
    try:
        emit(text, output_path, tuple(filter(None, [deal, variant_option])))
    except RefscoreError as error:
        fail(error, lang)
    sys.exit(EXIT_ILLEGAL if document.get("irregularity") is not None else 0)


def _what_he_knew(
    deal: str, variant_option: str | None, knew: str, samples: int, seed: int, output_format: str, lang: Lang
) -> None:
    """`--what-he-knew TRICK.CARD`: the single-dummy answer for one card of the record."""
    from refscore.model.record import read_record
    from refscore.solver.single_dummy import SingleDummyError, single_dummy
    from refscore.text.analysis import single_dummy_json, single_dummy_text

    from .inputs import read_deal_file

    try:
        trick_text, _, card_text = knew.partition(".")
        trick, position = int(trick_text), int(card_text)
    except ValueError:
        _refuse("analyse_cmd.knew_trick_card", lang, knew=knew)
    try:
        loaded = read_deal_file(deal, variant_option)
        record = read_record(loaded.data, loaded.variant)
        answer = single_dummy(record, loaded.variant, trick, position, samples=samples, seed=seed)
    except RefscoreError as error:
        fail(error.located(deal), lang)
    except SingleDummyError as error:
        _refuse("analyse_cmd.knew_error", lang, file=deal, knew=knew, error=error)
    document = single_dummy_json(answer)
    if output_format == "json":
        click.echo(json.dumps(document, ensure_ascii=False, indent=2))
    else:
        click.echo("\n".join(single_dummy_text(document, lang)))


def _shards(
    folder: str, variant_option: str | None, table: bool, cards: bool, dask: str | None, lang: str | None
) -> None:
    """A folder of JSON Lines shards: one document a line, shard after shard (`cli/analyse_dist.py`)."""
    from .analyse_dist import analyse_shards, dask_option, shards_of

    if dask is not None:
        dask_option(dask)
        try:
            import distributed  # noqa: F401
        except ImportError:
            _refuse("analyse_cmd.dask_extra", lang)
    shards = shards_of(folder)
    if not shards:
        _refuse("analyse_cmd.no_shard", lang, file=folder)
    status = 0
    try:
        for output in analyse_shards(shards, variant_option, table, cards, dask, _batch_line):
            status = max(status, _status(output))
            click.echo(output)
    except RefscoreError as error:
        fail(error, lang)
    except (OSError, TimeoutError) as error:  # no scheduler at that address, or it went away
        _refuse(
            "analyse_cmd.dask_failed",
            lang,
            dask=str(dask),
            reason=error.strerror or str(error) if isinstance(error, OSError) else str(error),
        )
    sys.exit(status)


def _usage_error(key: str, lang: str | None) -> NoReturn:
    """A wrong mix of options (the sentence `key`): said on standard error in the user's language,
    exit status 2."""
    _refuse(key, lang, expected="analyse_cmd.see_help")


def _refuse(
    key: str, lang: str | None, *, file: str | None = None, expected: str | None = None, **params: object
) -> NoReturn:
    """Unusable input or options: the sentence `key` (and `expected`) of the error catalogues, said
    on standard error in the user's language; exit status 2."""
    from refscore.base.errors import InputFormatError

    said_expected = sentence(expected) if expected else None
    fail(InputFormatError(sentence(key, **params), file=file, expected=said_expected), lang)


def _analyse_view(
    seat: str | None,
    hand: str | None,
    contract_text: str | None,
    on_table: str | None,
    others: tuple[str, ...],
    situation: str | None,
    variant_option: str | None,
    output_format: str,
    lang_option: str | None,
    output_path: str | None,
) -> None:
    """A position from one player's view and the other hands (`analyse_view`): read as `refscore
    legal` reads it (typed options in the user's language, a situation file as a record)."""
    from refscore.base.words import reading_of
    from refscore.solver.analyse import analyse_view, analysis_to_json

    from .human_cmds import _input_error, _situation_from_options, read_view
    from .inputs import parse_json, read_text_file

    lang = resolve_lang(lang_option)
    try:
        if situation is not None:
            if seat or hand or contract_text or on_table or others:
                _usage_error("analyse_cmd.situation_or_options", lang_option)
            name = situation
            data = parse_json(read_text_file(situation), situation)
        else:
            if seat is None or hand is None or contract_text is None:
                _usage_error("analyse_cmd.position_needs", lang_option)
            assert seat is not None and hand is not None and contract_text is not None
            name = "the options"
            try:
                data = _situation_from_options(
                    seat, hand, contract_text, on_table or "", others, reading_of(lang), "--on-table"
                )
            except ValueError as error:
                raise _input_error(error.args[0], name) from None
        view, variant = read_view(data, name, variant_option, lang, from_options=situation is None)
        analysis = analyse_view(view, variant)
        document = analysis_to_json(analysis, situation)
    except RefscoreError as error:
        fail(error.located(name), lang)
    if output_format == "json":
        text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    elif output_format == "html":
        from refscore.render.html_analysis import position_page

        text = position_page(analysis, lang)
    else:
        text = analysis_text(document, lang)
    try:
        emit(text, output_path, tuple(filter(None, [situation, variant_option])))
    except RefscoreError as error:
        fail(error, lang)
