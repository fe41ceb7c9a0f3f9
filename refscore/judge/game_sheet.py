"""Whole games: a game sheet (its deals, or just their results) settled into running totals and a winner.

Why a module: the last deal of a game is where tables argue most — both sides past the target at
once, an exact tie, a score rounded or not. A sheet (`spec/game.schema.json`) lists the deals in
order, each a full deal record (judged and scored by `check_deal`) or only the scores the table
wrote; `settle_game` adds them up under the variant's `game` rules (`target`, `win: reach|exceed`,
`both_reach_target: higher_total|taker_side`, `exact_tie: another_deal|shared`) and its `rounding`.

Rounding: with `rounding.mode: deal` each deal's score is rounded (the engine does it for records;
a written result that is not rounded is rounded here, with a note). With `final`, the deals are
added unrounded and the game total that counts — against the target and at the end — is the
rounded running total (interpretation of rule `score.rounding`'s "only game totals are rounded").

Pure: files named by the sheet are read by the caller's `read_deal`.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import TYPE_CHECKING, Any

from refscore.base.errors import EXIT_ILLEGAL, InputFormatError, RefscoreError, joined, sentence
from refscore.base.langs import PlaceWord, RuleTitle, SeatWord
from refscore.base.resources import read_text
from refscore.base.schema_words import schema_sentence
from refscore.base.words import Reading, reading_of
from refscore.judge.auction_judge import Contract
from refscore.judge.check import CheckResult, check_deal
from refscore.model.fingerprint import fingerprint_warning
from refscore.model.record import json_path, read_record
from refscore.model.variant import Variant

if TYPE_CHECKING:
    import jsonschema

__all__ = [
    "GAME_FORMAT",
    "Evening",
    "GameDeal",
    "GameError",
    "GameResult",
    "evening_to_json",
    "game_to_json",
    "settle_evening",
    "settle_game",
    "validate_sheet",
]

GAME_FORMAT = "refscore-game/1"

ReadDeal = Callable[[str], Mapping[str, Any]]


class GameError(RefscoreError):
    """A game sheet that cannot be settled: bad shape, unknown unit, a deal that cannot be judged."""


@dataclass(frozen=True)
class GameDeal:
    """One deal of the sheet, as counted."""

    number: int
    source: str  # "record", "file NAME" or "result"
    scores: dict[str, int]
    raw_totals: dict[str, int]  # running totals of the deal scores
    totals: dict[str, int]  # the game totals that count (rounded when `rounding.mode` is final)
    taker_unit: str | None = None
    contract: Contract | None = None
    contract_label: str | None = None
    taker_label: str | None = None  # the taker as the sheet writes it (a seat or a unit)
    status: str = "legal"  # the check's status for a record; "result" for a written result
    notes: tuple[str, ...] = ()
    litige_points: int = 0  # a litige: the takers' points (without belote), which may be held
    made: bool | None = None  # whether the contract was made, when known
    litige: bool = False  # the deal was a litige (rule score.litige)
    wrong: str | None = None  # the written score is wrong: what was written, the right score, the rule
    #: The same as data, for the text of each language: (place, written scores, the rules' scores, rule).
    wrong_scores: tuple[str, dict[str, int], dict[str, int], str] | None = None
    belote: tuple[tuple[str, int], ...] = ()  # the belote each unit scored on this deal, when known
    special_made: bool = False  # a capot or générale bid made (game.capot_wins)


@dataclass
class GameResult:
    """The settled game: every deal counted, the state of the game, the winner(s) and why."""

    variant: Variant
    target: int
    deals: list[GameDeal] = field(default_factory=list)
    status: str = "unfinished"  # won | shared | tie_pending | unfinished | illegal_deal
    winners: tuple[str, ...] = ()
    decided_at: int | None = None
    reason: str | None = None  # a key of the game sentences: single, higher, taker, shared
    tie_deal: int | None = None  # the deal of an exact tie that called for another deal
    extra_deals: tuple[int, ...] = ()
    problem: str | None = None  # why a deal could not be counted (status illegal_deal)
    claim_checks: list[tuple[str, str, str, bool]] = field(default_factory=list)  # what, claimed, actual, ok
    players: dict[str, str] = field(default_factory=dict)  # names by seat, as the sheet writes them
    title: str | None = None  # the game's id, in an evening of several games
    recorded_fingerprint: str | None = None  # the rules the sheet says it was scored under (house)

    @property
    def wrong_lines(self) -> list[GameDeal]:
        """The deals whose written score the rules refute."""
        return [deal for deal in self.deals if deal.wrong is not None]

    @property
    def fingerprint_warning(self) -> str | None:
        """A warning when the sheet names other rules than those applied (refscore/model/fingerprint.py)."""
        recorded, applied = self.recorded_fingerprint, self.variant.fingerprint
        return None if recorded is None or recorded == applied else fingerprint_warning(recorded, applied)

    @property
    def totals(self) -> dict[str, int]:
        if self.deals:
            return dict(self.deals[-1].totals)
        return {unit: 0 for unit, _ in self.variant.teams}

    @property
    def exit_code(self) -> int:
        bad = (
            self.status == "illegal_deal"
            or self.extra_deals
            or not all(ok for *_, ok in self.claim_checks)
            or self.wrong_lines
        )
        return EXIT_ILLEGAL if bad else 0


@cache
def _validator() -> jsonschema.protocols.Validator:
    """The game sheet schema's validator, built once; jsonschema is imported on first use, not with
    the module, as in `record._deal_validator`."""
    import jsonschema

    schema = json.loads(read_text("spec", "game.schema.json"))
    validator: jsonschema.protocols.Validator = jsonschema.validators.validator_for(schema)(schema)
    return validator


def validate_sheet(data: Any, deadline: float = float("inf")) -> None:
    """Check a decoded sheet against `spec/game.schema.json`; raise with the JSON path of the first error.

    Each game's identical deal lines are checked once (an evening repeats "80 ♥ by N" many times, and
    the schema costs milliseconds a line): the schema is run over the sheet with each `deals` list
    kept to its first copies, and an error's path is written back to the line it came from.
    """
    shown, first = _distinct_deals(data)
    games = shown.get("games") if isinstance(shown, dict) else None
    errors = []
    if isinstance(games, list) and 0 < len(games) <= 100 and first:
        # game by game, reading the clock between them: an evening of 100 x 1,000 different lines
        # takes a while, and the budget of `settle_evening` covers this part too
        for index in range(len(games)):
            _in_time(deadline)
            found = list(_validator().iter_errors({**shown, "games": [games[index]]}))
            for error in found:
                if len(error.absolute_path) >= 2 and error.absolute_path[0] == "games":
                    error.absolute_path[1] = index
            errors += found
            if found:
                break
    else:
        errors = list(_validator().iter_errors(shown))
    if errors:
        error = min(errors, key=lambda e: (len(e.absolute_path), list(map(str, e.absolute_path))))
        message = schema_sentence(
            error, error.message if len(error.message) <= 300 else error.message[:297] + "..."
        )
        path = list(error.absolute_path)
        for prefix, indexes in first.items():
            if tuple(path[: len(prefix)]) == prefix and len(path) > len(prefix):
                path[len(prefix)] = indexes[path[len(prefix)]]
        raise InputFormatError(
            message,
            place=json_path(path),
            expected=sentence("sheet.game_sheet_as_described"),
        )


#: Seconds `settle_evening` may take (`refscore game --max-seconds`): an evening at the schema's
#: limits (100 games of 1,000 lines, each line different) takes about a minute and a half here;
#: identical lines are checked once, so a real evening takes well under a second.
DEFAULT_SECONDS = 60.0


class BudgetError(RefscoreError):
    """A sheet that would take longer than its budget (exit status 2, with the flag to raise it)."""


def _in_time(deadline: float) -> None:
    if time.monotonic() > deadline:
        raise BudgetError(
            sentence("sheet.sheet_takes_longer_than"),
            expected=sentence("sheet.smaller_sheet_larger_max"),
        )


def _distinct_deals(data: Any) -> tuple[Any, dict[tuple[Any, ...], list[int]]]:
    """`data` with each game's `deals` list kept to the first copy of each line (when every list is
    within the schema's 1,000 lines), and for each list the original index of each kept line."""
    games = data.get("games") if isinstance(data, dict) else None
    places: list[tuple[tuple[Any, ...], Any]] = []
    if isinstance(games, list):
        places = [
            (("games", index, "deals"), game) for index, game in enumerate(games) if isinstance(game, dict)
        ]
    elif isinstance(data, dict):
        places = [(("deals",), data)]
    first: dict[tuple[Any, ...], list[int]] = {}
    if not places:
        return data, first
    shown: Any = dict(data)
    if isinstance(games, list):
        shown["games"] = list(games)
    for prefix, game in places:
        deals = game.get("deals")
        if not isinstance(deals, list) or len(deals) > 1000:
            return data, {}  # the schema's own limits say it, on the sheet as written
        seen: set[str] = set()
        kept: list[Any] = []
        indexes: list[int] = []
        for index, entry in enumerate(deals):
            key = json.dumps(entry, sort_keys=True, default=str)
            if key not in seen:
                seen.add(key)
                kept.append(entry)
                indexes.append(index)
        copy = dict(game)
        copy["deals"] = kept
        if isinstance(games, list):
            shown["games"][prefix[1]] = copy
        else:
            shown = copy
        first[prefix] = indexes
    return shown, first


def _unit_of(variant: Variant, name: str, place: str) -> str:
    units = [unit for unit, _ in variant.teams]
    if name in units:
        return name
    if name in variant.seats:
        return variant.team_of(name)
    raise GameError(
        sentence("sheet.unknown_seat_scoring_unit", name=name),
        place=place,
        expected=sentence("sheet.seat_scoring_unit", seats=", ".join(variant.seats), units=", ".join(units)),
    )


def _counts(variant: Variant, total: int, target: int) -> bool:
    return total >= target if variant.game.win_on_reach else total > target


def settle_game(
    sheet: Mapping[str, Any],
    variant: Variant,
    *,
    read_deal: ReadDeal | None = None,
    reading: Reading | None = None,
) -> GameResult:
    """Settle a decoded game sheet under `variant` (see the module docstring). `reading`: what a `C`
    of its lines means (clubs, cœur, or refused as ambiguous); None: the sheet's `notation`, else
    English."""
    validate_sheet(sheet)
    if reading is None:
        reading = reading_of("en", sheet.get("notation"))
    units = [unit for unit, _ in variant.teams]
    target = int(sheet.get("target", variant.game.target))
    result = GameResult(variant, target)
    result.players = {str(seat): str(name) for seat, name in (sheet.get("players") or {}).items()}
    result.title = sheet.get("id")

    result.recorded_fingerprint = sheet.get("fingerprint")
    raw = {unit: 0 for unit in units}
    rounding = variant.rounding
    pending_tie = False
    held = 0  # litige points held for the winner of the next deal (game.litige: held)
    for index, entry in enumerate(sheet["deals"]):
        number = index + 1
        place = f"$.deals[{index}]"
        if result.decided_at is not None:
            result.extra_deals += (number,)
            continue
        deal = _count_deal(entry, number, place, variant, read_deal, reading)
        if deal.status == "illegal" or deal.status == "incomplete":
            result.status = "illegal_deal"
            result.problem = deal.notes[0] if deal.notes else sentence("note.deal_unscored", number=number)
            result.deals.append(deal)
            break
        scores = dict(deal.scores)
        notes = list(deal.notes)
        if held and variant.game.litige == "next_contract":
            held = _give_held_to_contract_winner(variant, deal, number, place, held, scores, notes)
        elif held:
            best = max(scores.values())
            winners = [unit for unit in units if scores[unit] == best]
            if len(winners) == 1:
                scores[winners[0]] += held
                notes.append(sentence("note.litige_won", side=SeatWord(winners[0]), held=held))
                held = 0
            else:
                notes.append(sentence("note.litige_no_winner", held=held))
        if deal.litige_points and variant.game.litige in ("held", "next_contract"):
            held += deal.litige_points
            key = "note.litige_held_deal" if variant.game.litige == "held" else "note.litige_held_contract"
            notes.append(sentence(key, points=deal.litige_points))
        for unit in units:
            raw[unit] += scores[unit]
        totals = (
            {unit: rounding.apply(value) for unit, value in raw.items()}
            if rounding.mode == "final"
            else dict(raw)
        )
        deal = GameDeal(
            deal.number,
            deal.source,
            scores,
            dict(raw),
            totals,
            deal.taker_unit,
            deal.contract,
            deal.contract_label,
            deal.taker_label,
            deal.status,
            tuple(notes),
            deal.litige_points,
            deal.made,
            deal.litige,
            deal.wrong,
            deal.wrong_scores,
            deal.belote,
            deal.special_made,
        )
        result.deals.append(deal)
        if variant.game.capot_wins and deal.special_made and deal.taker_unit is not None:
            _decide(result, number, (deal.taker_unit,), "capot")
            continue
        past = [unit for unit in units if _counts(variant, totals[unit], target)]
        if not variant.game.out_on_belote:
            past, belote_notes = _without_belote(variant, deal, totals, target, past)
            if belote_notes:
                result.deals[-1] = replace(deal, notes=(*deal.notes, *belote_notes))
        if not past:
            continue
        if len(past) == 1:
            _decide(result, number, (past[0],), "single")
            continue
        if variant.game.both_reach_target == "taker_side":
            if deal.taker_unit is None:
                raise GameError(
                    sentence("sheet.deal_pass_target_together", number=number, units=joined(past, " and ")),
                    place=place,
                    expected=sentence("sheet.taker_seat_scoring_unit"),
                )
            if deal.taker_unit in past:
                _decide(result, number, (deal.taker_unit,), "taker")
                continue
        best = max(totals[unit] for unit in past)
        leaders = tuple(unit for unit in past if totals[unit] == best)
        if len(leaders) == 1:
            _decide(result, number, leaders, "higher")
        elif variant.game.exact_tie == "shared":
            _decide(result, number, leaders, "shared")
            result.status = "shared"
        else:
            pending_tie = True
            result.tie_deal = number
            result.status = "tie_pending"
    if result.decided_at is None and result.status != "illegal_deal":
        result.status = (
            "tie_pending"
            if pending_tie and result.deals and result.tie_deal == result.deals[-1].number
            else "unfinished"
        )
    _check_claim(sheet, result)
    return result


def _without_belote(
    variant: Variant, deal: GameDeal, totals: dict[str, int], target: int, past: list[str]
) -> tuple[list[str], list[str]]:
    """game.out_on_belote: forbidden — a side past the target only thanks to this deal's belote does
    not go out on this deal (its total keeps the belote). Returns the sides past it and the notes."""
    belote = dict(deal.belote)
    kept = [unit for unit in past if _counts(variant, totals[unit] - belote.get(unit, 0), target)]
    notes: list[str] = [
        sentence("note.out_on_belote", side=SeatWord(unit), total=totals[unit])
        for unit in past
        if unit not in kept
    ]
    return kept, notes


def _decide(result: GameResult, number: int, winners: tuple[str, ...], reason: str) -> None:
    result.decided_at = number
    result.winners = winners
    result.reason = reason
    result.status = "won"


def _count_deal(
    entry: Mapping[str, Any],
    number: int,
    place: str,
    variant: Variant,
    read_deal: ReadDeal | None,
    reading: Reading = "en",
) -> GameDeal:
    """One line of the sheet, counted: a full deal (judged), a facts record (scored), or the written
    scores (checked against their contract when the line gives it with the taker)."""
    if "facts" in entry:
        return _count_facts(entry, number, place, variant, reading)
    if "scores" in entry:
        return _count_written(entry, number, place, variant, reading)
    if "file" in entry:
        if read_deal is None:
            raise GameError(sentence("sheet.deal_file_but_no"), place=f"{place}.file")
        data = read_deal(str(entry["file"]))
        source, base_place = f"file {entry['file']}", None
    else:
        data = entry["deal"]
        source, base_place = "record", f"{place}.deal"
    try:
        record = read_record(data, variant)
    except RefscoreError as error:
        if base_place is not None and error.place and error.place.startswith("$"):
            error.place = base_place + error.place[1:]
        elif base_place is None and error.file is None:
            error.file = str(entry["file"])  # a place in that file, not in the sheet
        error.args = (error.render(),)
        raise
    checked = check_deal(record, variant)
    contract = checked.contract
    taker = variant.team_of(contract.taker) if contract is not None else None
    if checked.status in ("illegal", "incomplete"):
        violation = checked.violation
        why = (
            sentence(
                "note.deal_illegal",
                number=number,
                where=PlaceWord(violation.where),
                message=violation.message,
                rule=violation.rule,
                title=RuleTitle(violation.rule),
            )
            if violation is not None
            else sentence("note.deal_incomplete", number=number)
        )
        return GameDeal(
            number,
            source,
            {},
            {},
            {},
            taker_unit=taker,
            contract=contract,
            status=checked.status,
            notes=(why,),
        )
    return _counted(checked, entry, number, place, source, checked.claim)


def _counted(
    checked: CheckResult,
    entry: Mapping[str, Any],
    number: int,
    place: str,
    source: str,
    written: Mapping[str, int] | None,
) -> GameDeal:
    """A scored deal (from its record or its facts) as a line of the sheet; the rules' score counts,
    and a written score that differs makes the line wrong (rule claim.match)."""
    variant = checked.variant
    units = [unit for unit, _ in variant.teams]
    scores = checked.scores or {unit: 0 for unit in units}
    contract = checked.contract
    taker = variant.team_of(contract.taker) if contract is not None else None
    notes: list[str] = []
    wrong = None
    wrong_scores = None
    if written is not None and any(scores.get(unit) != value for unit, value in written.items()):
        claimed = ", ".join(f"{unit} {value}" for unit, value in written.items())
        right = ", ".join(f"{u} {v}" for u, v in scores.items())
        notes.append(sentence("note.table_wrote", claimed=_sides_said(written), right=_sides_said(scores)))
        rule = checked.score.case.rule if checked.score is not None else "score.redeal"
        wrong = f"deal {number} ({place}): the table wrote {claimed}; the rules give {right} (rule {rule})"
        wrong_scores = (place, dict(written), dict(scores), rule)
    if "note" in entry:
        notes.append(str(entry["note"]))
    litige = checked.score is not None and checked.score.case.rule == "score.litige"
    litige_points = 0
    if litige and taker is not None:
        facts = checked.facts[taker]
        litige_points = facts.cards + facts.der + facts.annonces
    return GameDeal(
        number,
        source,
        dict(scores),
        {},
        {},
        taker_unit=taker,
        contract=contract,
        status=checked.status if wrong is None else "wrong",
        notes=tuple(notes + (list(checked.notes) if source != "facts" else [])),
        litige_points=litige_points,
        made=checked.score.made if checked.score is not None else None,
        litige=litige,
        wrong=wrong,
        wrong_scores=wrong_scores,
        belote=tuple((unit, facts.belote) for unit, facts in checked.facts.items()),
        special_made=bool(
            contract is not None and contract.special and checked.score is not None and checked.score.made
        ),
    )


def _count_facts(
    entry: Mapping[str, Any], number: int, place: str, variant: Variant, reading: Reading = "en"
) -> GameDeal:
    from refscore.judge.facts_check import read_facts, score_facts
    from refscore.load.facts_line import parse_facts_line

    raw = entry["facts"]
    try:
        data = dict(parse_facts_line(raw, reading)) if isinstance(raw, str) else dict(raw)
    except RefscoreError as error:
        error.place = f"{place}.facts, {error.place}" if error.place else f"{place}.facts"
        error.args = (error.render(),)
        raise
    named = data.pop("variant", None)
    if named is not None and named != variant.id:
        raise GameError(
            sentence("sheet.facts_name_variant_sheet", named=named, variant_id=variant.id),
            place=f"{place}.facts",
            expected=sentence("sheet.one_variant_for_whole"),
        )
    written = entry.get("scores", data.pop("claim", None))
    checked = score_facts(read_facts(data, variant, f"{place}.facts"))
    return _counted(checked, entry, number, place, "facts", written)


def _count_written(
    entry: Mapping[str, Any], number: int, place: str, variant: Variant, reading: Reading = "en"
) -> GameDeal:
    units = [unit for unit, _ in variant.teams]
    scores: dict[str, int] = {}
    for unit, value in entry["scores"].items():
        if unit not in units:
            raise GameError(
                sentence("sheet.unknown_scoring_unit", unit=unit),
                place=f"{place}.scores.{unit}",
                expected=sentence("sheet.one", choices=", ".join(units)),
            )
        scores[unit] = int(value)
    missing = [unit for unit in units if unit not in scores]
    if missing:
        raise GameError(
            sentence("sheet.no_score_for", units=", ".join(missing)),
            place=f"{place}.scores",
            expected=sentence("sheet.score_for_each", units=", ".join(units)),
        )
    notes: list[str] = []
    if variant.rounding.mode == "deal":
        rounded = {unit: variant.rounding.apply(value) for unit, value in scores.items()}
        if rounded != scores:
            changed = joined(
                [
                    sentence(
                        "note.side_rounded", side=SeatWord(unit), before=scores[unit], after=rounded[unit]
                    )
                    for unit in units
                    if rounded[unit] != scores[unit]
                ]
            )
            notes.append(sentence("note.rounded", to=variant.rounding.to, changed=changed))
            scores = rounded
    taker = _unit_of(variant, entry["taker"], f"{place}.taker") if "taker" in entry else None
    made = entry.get("made")
    contract = None
    wrong = None
    if "contract" in entry and "taker" in entry:
        contract, made, wrong = _check_written(entry, number, place, variant, scores, reading)
    if "note" in entry:
        notes.append(str(entry["note"]))
    return GameDeal(
        number,
        "result",
        scores,
        {},
        {},
        taker_unit=taker,
        contract=contract,
        contract_label=entry.get("contract"),
        taker_label=entry.get("taker"),
        status="result" if wrong is None else "wrong",
        notes=tuple(notes),
        made=made,
        wrong=wrong,
        special_made=bool(contract is not None and contract.special and made),
    )


def _check_written(
    entry: Mapping[str, Any],
    number: int,
    place: str,
    variant: Variant,
    scores: dict[str, int],
    reading: Reading = "en",
) -> tuple[Contract | None, bool | None, str | None]:
    """A written score with its contract and taker: is it a score some deal of that contract gets?

    Returns the contract, whether it was made (when the score says so) and, for a score no deal can
    give, the message naming the line, what was written and the nearest right scores with their rule.
    """
    from refscore.judge.facts_check import contract_of_label

    label, taker = str(entry["contract"]), str(entry["taker"])
    key = (variant.fingerprint, label, taker, entry.get("made"), repr(scores), reading)
    verdict = _WRITTEN.get(key)
    if verdict is None:
        contract = contract_of_label(variant, label, taker, f"{place}.contract", reading)
        verdict = _written_verdict(entry, variant, scores, contract)
        if len(_WRITTEN) >= 4096:
            _WRITTEN.clear()
        _WRITTEN[key] = verdict
    found, made, problem = verdict
    return (
        found,
        made,
        None
        if problem is None
        else sentence("sheet.wrong_line", number=number, place=place, problem=problem),
    )


#: `_written_verdict` of lines already seen, by variant and what the line says (identical lines
#: share their work; bounded, as `possible_outcomes`'s table).
_WRITTEN: dict[tuple[Any, ...], tuple[Contract | None, bool | None, str | None]] = {}


def _written_verdict(
    entry: Mapping[str, Any], variant: Variant, scores: dict[str, int], contract: Contract
) -> tuple[Contract | None, bool | None, str | None]:
    from refscore.judge.facts_check import possible_outcomes

    outcomes = possible_outcomes(variant, contract)
    written_made = entry.get("made")
    if outcomes is None:
        return contract, written_made, None
    key = tuple((unit, scores[unit]) for unit, _ in variant.teams)
    matching = [o for o in outcomes if o.scores == key and (written_made is None or o.made == written_made)]
    if matching:
        return contract, matching[0].made, None
    claimed = ", ".join(f"{unit} {value}" for unit, value in scores.items())
    near = [o for o in outcomes if any(dict(o.scores)[unit] == value for unit, value in scores.items())]
    if written_made is not None:
        near = [o for o in near if o.made == written_made] or near
    shown: list[str] = [
        sentence("sheet.outcome", scores=", ".join(f"{u} {v}" for u, v in o.scores), how=o.how, rule=o.rule)
        for o in near[:3]
    ]
    made_text = "" if written_made is None else sentence("sheet.made" if written_made else "sheet.failed")
    right = (
        sentence("sheet.rules_give", shown=joined(shown, "; ")) if shown else sentence("sheet.no_score_keeps")
    )
    # by key, so that the French sheet says its wrong line in French (refscore/text/game.py)
    problem = sentence(
        "sheet.no_deal_scores",
        contract=str(entry["contract"]),
        taker=str(entry["taker"]),
        made=made_text,
        claimed=claimed,
        right=right,
    )
    return contract, written_made, problem


def _give_held_to_contract_winner(
    variant: Variant,
    deal: GameDeal,
    number: int,
    place: str,
    held: int,
    scores: dict[str, int],
    notes: list[str],
) -> int:
    """game.litige: next_contract — the held points go to the side that wins this deal's contract
    (its takers if made, the defence if it fails); another litige keeps them held (rule score.litige)."""
    if deal.litige:
        notes.append(sentence("note.litige_again", held=held))
        return held
    if deal.made is None or deal.taker_unit is None:
        raise GameError(
            sentence("sheet.deal_litige_points_are", number=number, held=held),
            place=place,
            expected=sentence("sheet.deal_record_facts_its"),
        )
    defenders = [unit for unit, _ in variant.teams if unit != deal.taker_unit]
    winners = [deal.taker_unit] if deal.made else defenders
    if len(winners) != 1:
        notes.append(sentence("note.litige_defenders", held=held))
        return held
    scores[winners[0]] += held
    key = "note.litige_takers_make" if deal.made else "note.litige_defence_beats"
    notes.append(sentence(key, side=SeatWord(winners[0]), held=held))
    return 0


def _sides_said(scores: Mapping[str, int]) -> str:
    """`NS 190, EW 72`, as a sentence whose sides a French reader reads as a French table writes them."""
    return joined(
        [sentence("note.side_points", side=SeatWord(unit), points=value) for unit, value in scores.items()]
    )


def _check_claim(sheet: Mapping[str, Any], result: GameResult) -> None:
    claim = sheet.get("claim")
    if not claim:
        return
    if "totals" in claim:
        actual = result.totals
        claimed = dict(claim["totals"])
        shown = ", ".join(f"{unit} {value}" for unit, value in claimed.items())
        actual_shown = ", ".join(f"{unit} {actual.get(unit)}" for unit in claimed)
        result.claim_checks.append(
            ("totals", shown, actual_shown, all(actual.get(u) == v for u, v in claimed.items()))
        )
    if "winner" in claim:
        wanted = claim["winner"]
        claimed_winners: Sequence[str] = [wanted] if isinstance(wanted, str) else list(wanted)
        ok = sorted(claimed_winners) == sorted(result.winners)
        result.claim_checks.append(
            ("winner", ", ".join(claimed_winners), ", ".join(result.winners) or "nobody yet", ok)
        )


def game_to_json(result: GameResult) -> dict[str, Any]:
    """The settled game as JSON data (format `refscore-game-result/1`)."""
    return {
        "format": "refscore-game-result/1",
        "variant": result.variant.id,
        "fingerprint": result.variant.fingerprint,
        "fingerprint_warning": result.fingerprint_warning,
        "target": result.target,
        "win": "reach" if result.variant.game.win_on_reach else "exceed",
        "both_reach_target": result.variant.game.both_reach_target,
        "exact_tie": result.variant.game.exact_tie,
        "out_on_belote": "allowed" if result.variant.game.out_on_belote else "forbidden",
        "capot_wins": result.variant.game.capot_wins,
        "rounding": result.variant.rounding.mode,
        "deals": [
            {
                "number": deal.number,
                "source": deal.source,
                "status": deal.status,
                "taker_unit": deal.taker_unit,
                "contract": str(deal.contract) if deal.contract is not None else deal.contract_label,
                "scores": deal.scores,
                "raw_totals": deal.raw_totals,
                "totals": deal.totals,
                "notes": list(deal.notes),
                "made": deal.made,
                "wrong": deal.wrong,
            }
            for deal in result.deals
        ],
        "status": result.status,
        "winners": list(result.winners),
        "decided_at": result.decided_at,
        "reason": result.reason,
        "tie_deal": result.tie_deal,
        "totals": result.totals,
        "extra_deals": list(result.extra_deals),
        "problem": result.problem,
        "claim": [
            {"what": what, "claimed": claimed, "actual": actual, "confirmed": ok}
            for what, claimed, actual, ok in result.claim_checks
        ],
        "exit_code": result.exit_code,
        "players": result.players,
        "wrong": [
            {"number": deal.number, "message": deal.wrong} for deal in result.deals if deal.wrong is not None
        ],
    }


@dataclass
class Evening:
    """Several games in a row on one sheet (`games`), each settled on its own under one variant."""

    variant: Variant
    games: list[GameResult]
    players: dict[str, str]

    @property
    def exit_code(self) -> int:
        return max((game.exit_code for game in self.games), default=0)


def settle_evening(
    sheet: Mapping[str, Any],
    variant: Variant,
    *,
    read_deal: ReadDeal | None = None,
    seconds: float = DEFAULT_SECONDS,
    lang: str = "en",
) -> Evening:
    """Settle a sheet of one game (`deals`) or of an evening (`games`); errors name the game.
    `BudgetError` once `seconds` have passed (the clock is read between games). Its lines are read
    in the sheet's `notation` (`fr`: `C` is cœur; `en`: clubs), else in `lang`, the language in
    force, where that is not ambiguous: for a French user a `C` is refused, naming both readings."""
    deadline = time.monotonic() + seconds
    validate_sheet(sheet, deadline)
    reading = reading_of(lang, sheet.get("notation"))
    players = {str(seat): str(name) for seat, name in (sheet.get("players") or {}).items()}
    if "games" not in sheet:
        return Evening(variant, [settle_game(sheet, variant, read_deal=read_deal, reading=reading)], players)
    shared = {key: sheet[key] for key in ("format", "variant", "players", "notation") if key in sheet}
    games = []
    for index, game in enumerate(sheet["games"]):
        _in_time(deadline)
        try:
            games.append(settle_game({**shared, **game}, variant, read_deal=read_deal, reading=reading))
        except RefscoreError as error:
            if error.place and error.place.startswith("$"):
                error.place = f"$.games[{index}]" + error.place[1:]
                error.args = (error.render(),)
            raise
    return Evening(variant, games, players)


def evening_to_json(evening: Evening) -> dict[str, Any]:
    """An evening as JSON data (format `refscore-evening-result/1`): each game as `game_to_json`."""
    return {
        "format": "refscore-evening-result/1",
        "variant": evening.variant.id,
        "players": evening.players,
        "games": [game_to_json(game) for game in evening.games],
        "winners": [list(game.winners) for game in evening.games],
        "exit_code": evening.exit_code,
    }
