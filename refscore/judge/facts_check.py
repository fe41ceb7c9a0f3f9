"""Score a deal from what the table wrote down: the facts record (`spec/facts.md`).

Why: a table never records 32 cards; it remembers the contract, the coinche, the points counted,
who took the last trick, the belote and the annonces. RULES.md ("Scoring from what the table
wrote down") says such facts score exactly as any full deal with those facts. So this module only
reads and checks the facts (refusing, with the fact named, what no deal could have), turns them into
the per-unit `UnitFacts` and the `Contract` that `check_deal` would have found, and scores them with
the same function as `check_deal` (`scoring_plan.score_from_facts`): same formulas, same lines, same rule
ids. `facts_of_result` goes the other way (a checked deal's facts), for sheets and the property.

Pure: no I/O. A facts record is untrusted input: every problem is a `FactsError` (exit 2).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from refscore.base.errors import InputFormatError, RefscoreError, joined, sentence
from refscore.base.langs import SeatWord
from refscore.base.resources import read_text
from refscore.base.schema_words import schema_sentence
from refscore.judge.auction_judge import Contract
from refscore.judge.check import CheckResult
from refscore.judge.scoring import ScoreLine, UnitFacts
from refscore.judge.scoring_plan import score_from_facts
from refscore.kernel.deal import DealTable, Sweep, card_total, sweep_of
from refscore.kernel.play import ContractCards
from refscore.model.record import json_path, parse_trump
from refscore.model.variant import Variant

if TYPE_CHECKING:
    import jsonschema

    from refscore.base.words import Reading

__all__ = [
    "Facts",
    "FactsError",
    "facts_of_result",
    "read_facts",
    "score_facts",
    "score_facts_record",
    "validate_facts_shape",
]


class FactsError(RefscoreError):
    """Facts that cannot be read, or that no deal could have (spec/facts.md); exit status 2."""


@dataclass(frozen=True)
class Facts:
    """A facts record, read and checked against one variant."""

    variant: Variant
    contract: Contract
    units: dict[str, UnitFacts]
    taker_side_all: bool
    taker_all: bool
    defence_all: bool
    tricks_known: bool
    der_written: bool
    annonce_lines: tuple[ScoreLine, ...] = ()
    claim: dict[str, int] | None = None
    notes: tuple[str, ...] = field(default=())


@cache
def _validator() -> jsonschema.protocols.Validator:
    import jsonschema

    schema = json.loads(read_text("spec", "facts.schema.json"))
    validator: jsonschema.protocols.Validator = jsonschema.validators.validator_for(schema)(schema)
    return validator


def validate_facts_shape(data: Any, place: str = "$") -> None:
    """Check a decoded facts record against `spec/facts.schema.json`, naming the first bad place.

    A number written with a fraction or an exponent (`124.0`, `3.8e1`) is refused first: JSON Schema
    calls it an integer, but a table writes points as whole numbers, and such a number in a facts
    record is a sign of a program's rounding or a hostile record, not of a score."""
    _refuse_floats(data, place)
    errors = list(_validator().iter_errors(data))
    if errors:
        error = min(errors, key=lambda e: (len(e.absolute_path), list(map(str, e.absolute_path))))
        message = schema_sentence(
            error, error.message if len(error.message) <= 300 else error.message[:297] + "..."
        )
        inner = json_path(error.absolute_path)
        raise FactsError(
            message, place=place + inner[1:], expected=sentence("facts.facts_record_as_described")
        )


def _refuse_floats(value: Any, place: str) -> None:
    if isinstance(value, float):
        raise FactsError(
            sentence("facts.not_whole_number_as", value=value),
            place=place,
            expected=sentence("facts.integer_written_without_fraction"),
        )
    if isinstance(value, dict):
        for key, item in value.items():
            _refuse_floats(item, f"{place}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _refuse_floats(item, f"{place}[{index}]")


def _fail(message: str, place: str, expected: str | None = None, rule: str | None = None) -> FactsError:
    return FactsError(message, place=place, expected=expected, rule=rule)


def _unit(variant: Variant, name: str, place: str, *, seat_only: bool = False) -> str:
    """A scoring unit named by itself or by one of its seats."""
    units = [unit for unit, _ in variant.teams]
    if name in variant.seats:
        return variant.team_of(name)
    if name in units and not seat_only:
        return name
    from refscore.base.errors import said

    raise said(
        FactsError,
        "facts.unknown_seat" if seat_only else "facts.unknown_unit",
        place=place,
        expected="facts.a_seat" if seat_only else "facts.a_seat_or_unit",
        token=str(name)[:40],
        seats=", ".join(variant.seats),
        units=", ".join(units),
    )


@cache
def _reachable(points: tuple[int, ...]) -> frozenset[int]:
    """Every number of card points some set of cards adds up to, given each card's points."""
    sums = 1
    for value in points:
        sums |= sums << value
    return frozenset(n for n in range(sums.bit_length()) if sums >> n & 1)


def _contract(variant: Variant, data: Mapping[str, Any], place: str) -> Contract:
    taker = data["taker"]
    if taker not in variant.seats:
        raise FactsError(
            sentence("facts.unknown_taker", taker=taker),
            place=f"{place}.taker",
            expected=sentence("facts.seat", seats=", ".join(variant.seats)),
        )
    rules = variant.auction
    trump = parse_trump(str(data["trump"]), f"{place}.trump")
    if trump.kind not in rules.trump_modes:
        modes = joined([sentence(f"facts.mode.{mode.value}") for mode in rules.trump_modes])
        raise _fail(
            sentence(
                "facts.contract_which_variant_does",
                mode=sentence(f"facts.mode.{trump.kind.value}"),
                variant_id=variant.id,
            ),
            f"{place}.trump",
            sentence("facts.one_its_trump_modes", modes=modes),
        )
    raw = data.get("contract")
    special: str | None = None
    deal = DealTable.of(variant)
    if rules.turned_card:
        if raw is not None:
            raise _fail(
                sentence("facts.variant_has_no_contract", variant_id=variant.id),
                f"{place}.contract",
                sentence("facts.no_contract_only_trump"),
            )
        value = 0
    elif isinstance(raw, int) and not isinstance(raw, bool):
        value = raw
        steps = range(rules.floor, rules.ceiling + 1, rules.step)
        if value not in steps:
            raise _fail(
                sentence("facts.not_bid_variant", value=value, variant_id=variant.id),
                f"{place}.contract",
                joined(
                    [
                        sentence("facts.ladder", floor=rules.floor, ceiling=rules.ceiling, step=rules.step),
                        *(sentence("facts.or_bid", name=bid.name) for bid in rules.special_bids),
                    ]
                ),
            )
    else:
        bid = rules.special(str(raw).lower().replace("é", "e")) if raw is not None else None
        if bid is None:
            names = ", ".join(bid.name for bid in rules.special_bids) or "none"
            raise _fail(
                sentence("facts.not_contract_variant", raw=raw, variant_id=variant.id),
                f"{place}.contract",
                sentence(
                    "facts.number_from_special_bid",
                    rules_floor=rules.floor,
                    rules_ceiling=rules.ceiling,
                    names=names,
                ),
            )
        value, special = bid.value, bid.name
    taker_unit = variant.team_of(taker)
    coinched_by = data.get("coinche")
    surcoinched_by = data.get("surcoinche")
    if coinched_by is not None:
        if not rules.coinche:
            raise _fail(sentence("facts.variant_has_no_coinche", variant_id=variant.id), f"{place}.coinche")
        if coinched_by not in variant.seats or variant.team_of(coinched_by) == taker_unit:
            raise _fail(
                sentence("facts.cannot_coinche_contract", coinched_by=coinched_by, taker=taker),
                f"{place}.coinche",
                sentence("facts.seat_defence"),
                "auction.coinche",
            )
    if surcoinched_by is not None:
        if coinched_by is None:
            raise _fail(
                sentence("facts.surcoinche_without_coinche"),
                f"{place}.surcoinche",
                sentence("facts.coinche_first"),
            )
        if not rules.surcoinche:
            raise _fail(
                sentence("facts.variant_has_no_surcoinche", variant_id=variant.id), f"{place}.surcoinche"
            )
        if surcoinched_by not in variant.seats or variant.team_of(surcoinched_by) != taker_unit:
            raise _fail(
                sentence("facts.cannot_surcoinche_only_coinched", surcoinched_by=surcoinched_by),
                f"{place}.surcoinche",
                sentence("facts.seat_taking_side"),
                "auction.surcoinche",
            )
    mult = deal.multiplier(coinched_by is not None, surcoinched_by is not None)
    return Contract(taker, value, special, trump, mult, coinched_by, surcoinched_by)


def _per_unit(variant: Variant, data: Mapping[str, Any], key: str, place: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for name, value in (data.get(key) or {}).items():
        unit = _unit(variant, name, f"{place}.{key}.{name}")
        out[unit] = out.get(unit, 0) + int(value)
    return out


_SEAT_KEYS = ("taker", "coinche", "surcoinche", "generale", "belote")
_SEAT_OR_UNIT_KEYS = ("capot", "der")
_PAIR_KEYS = ("points", "cards", "annonces", "tricks", "claim")


def _named(data: Any, variant: Variant) -> Any:
    """`data` with its seats and sides as the variant writes them: `Nord` and `n` are N, `O` and
    `Ouest` are W, `EO` is EW (`refscore.base.words`); a name no table knows is kept, and refused
    later with its place."""
    if not isinstance(data, dict):
        return data
    from refscore.base.words import seat_of, side_of

    seats = variant.seats
    units = [unit for unit, _ in variant.teams]

    def name(value: Any) -> Any:
        if not isinstance(value, str):
            return value
        return seat_of(value, seats) or side_of(value, units) or value

    out = dict(data)
    for key in (*_SEAT_KEYS, *_SEAT_OR_UNIT_KEYS):
        if key in out:
            out[key] = name(out[key])
    for key in _PAIR_KEYS:
        if isinstance(out.get(key), dict):
            pairs: dict[Any, Any] = {}
            for unit, value in out[key].items():
                named = name(unit)
                pairs[named if named not in pairs else unit] = value
            out[key] = pairs
    return out


def read_facts(data: Any, variant: Variant, place: str = "$") -> Facts:
    """Read a decoded facts record under `variant`; refuse what no deal could have (see module)."""
    data = _named(data, variant)
    validate_facts_shape(data, place)
    contract = _contract(variant, data, place)
    units = [unit for unit, _ in variant.teams]
    taker_unit = variant.team_of(contract.taker)
    n_tricks = variant.hand_size
    mode = variant.modes[contract.trump.kind]
    notes: list[str] = []

    # who took every trick
    capot_unit: str | None = None
    generale_seat = data.get("generale")
    if generale_seat is not None:
        if generale_seat not in variant.seats:
            raise FactsError(
                sentence("facts.unknown_seat2", generale_seat=generale_seat),
                place=f"{place}.generale",
                expected=sentence("facts.seat_that_took_every", seats=", ".join(variant.seats)),
            )
        capot_unit = variant.team_of(generale_seat)
    if data.get("capot") is not None:
        unit = _unit(variant, data["capot"], f"{place}.capot")
        if capot_unit is not None and unit != capot_unit:
            raise _fail(sentence("facts.capot_g_n_rale"), f"{place}.capot")
        capot_unit = unit
    if capot_unit is not None and generale_seat is None and len(dict(variant.teams)[capot_unit]) == 1:
        generale_seat = dict(variant.teams)[capot_unit][0]  # a unit of one player: every trick is his

    # card points, with or without the dix de der
    with_der = "points" in data
    if with_der and "cards" in data:
        raise FactsError(
            sentence("facts.both_points_cards"), place=place, expected=sentence("facts.one_them_with_without")
        )
    key = "points" if with_der else "cards"
    written = _per_unit(variant, data, key, place)
    discard = int(data.get("discard", 0))
    if discard and variant.discard == 0:
        raise _fail(sentence("facts.variant_has_no_discard", variant_id=variant.id), f"{place}.discard")
    der_unit: str | None = None
    if data.get("der") is not None:
        der_unit = _unit(variant, data["der"], f"{place}.der")
    if capot_unit is not None:
        if der_unit is not None and der_unit != capot_unit:
            raise _fail(
                sentence("facts.took_every_trick_so", capot_unit=capot_unit, der_unit=der_unit),
                f"{place}.der",
            )
        der_unit = capot_unit
        for unit, value in written.items():
            if unit != capot_unit and value:
                raise _fail(
                    sentence("facts.has_points_although_took", unit=unit, value=value, capot_unit=capot_unit),
                    f"{place}.{key}.{unit}",
                    sentence("facts.for_every_side_but"),
                )
    deal = DealTable.of(variant)
    last_trick = deal.last_trick_value(sweep_of(capot_unit is not None, generale_seat is not None))
    in_tricks = card_total(mode) - discard  # card points in the tricks, when no card is dead
    exact = variant.dead_cards == 0
    missing = [unit for unit in units if unit not in written]
    if capot_unit is not None:
        for unit in missing:
            if unit != capot_unit:
                written[unit] = 0
            elif exact:  # with dead cards, the points of every trick are not known: they must be written
                written[unit] = in_tricks + (last_trick if with_der else 0)
        missing = [unit for unit in missing if unit not in written]
    if len(missing) > 1 or (missing and not exact):
        raise FactsError(
            sentence("facts.no_card_points_for", units=", ".join(missing)),
            place=f"{place}.{key}",
            expected=sentence("facts.points_every_side_but"),
        )
    total = in_tricks + (last_trick if with_der else 0)
    if missing:
        rest = total - sum(written.values())
        if rest < 0:
            raise _fail(
                sentence("facts.card_points_written_add", sum=sum(written.values()), total=total),
                f"{place}.{key}",
            )
        written[missing[0]] = rest
    elif (sum(written.values()) != total) if exact else (sum(written.values()) > total):
        raise _fail(
            sentence("facts.card_points_add_up", sum=sum(written.values()), total=total),
            f"{place}.{key}",
            f"{total} in all ({'with' if with_der else 'without'} the dix de der"
            + (f", less the discard's {discard}" if discard else "")
            + ")",
        )

    # who took the last trick: written, or every reading tried (the score must not depend on it);
    # a house rule where the last trick is worth nothing has only one reading
    candidates = [der_unit] if der_unit is not None else units if last_trick else units[:1]
    reachable = _reachable(ContractCards.build(mode, contract.trump.suit).points)
    options: list[dict[str, UnitFacts]] = []
    for last in candidates:
        option = {unit: UnitFacts() for unit in units}
        possible = True
        for unit in units:
            cards = written[unit] - (last_trick if with_der and unit == last else 0)
            if cards < 0 or cards not in reachable:
                possible = False
            option[unit].cards = cards
        option[last].der = last_trick
        if possible:
            options.append(option)
    if not options:
        shown = ", ".join(f"{unit} {written[unit]}" for unit in units)
        raise _fail(
            f"no deal gives the card points {shown}"
            + (f" with {der_unit} taking the last trick" if der_unit else ""),
            f"{place}.{key}",
            sentence("facts.card_points_some_set", contract_trump=contract.trump),
        )

    # tricks won
    tricks = _per_unit(variant, data, "tricks", place)
    tricks_known = bool(tricks) or capot_unit is not None
    if capot_unit is not None:
        tricks = {unit: n_tricks if unit == capot_unit else 0 for unit in units}
    elif tricks:
        if set(tricks) != set(units) or sum(tricks.values()) != n_tricks:
            raise _fail(
                sentence("facts.tricks_written_do_not"),
                f"{place}.tricks",
                sentence("facts.count_for_every_side", n_tricks=n_tricks),
            )
        if n_tricks in tricks.values():
            raise _fail(sentence("facts.side_took_every_trick"), f"{place}.tricks")
        for unit, count in tricks.items():
            if count == 0 and (written[unit] or der_unit == unit):
                raise _fail(sentence("facts.took_no_trick_but", unit=unit), f"{place}.tricks")
    elif any("tricks_won" in text for text in _formula_texts(variant)):
        raise FactsError(
            sentence("facts.variant_formulas_use_tricks", variant_id=variant.id),
            place=place,
            expected=sentence("facts.tricks_for_every_side"),
        )

    # belote, annonces, discard
    belote_unit: str | None = None
    if data.get("belote") is not None:
        if contract.trump.suit is None or not mode.belote:
            raise _fail(
                sentence("facts.there_no_belote", mode=sentence(f"facts.mode.{contract.trump.kind.value}")),
                f"{place}.belote",
                sentence("facts.belote_only_suit_contract"),
                "points.belote",
            )
        belote_unit = _unit(variant, data["belote"], f"{place}.belote")
    annonces = _per_unit(variant, data, "annonces", place)
    if any(annonces.values()):
        if not variant.annonces.enabled:
            raise _fail(sentence("facts.variant_has_no_annonces", variant_id=variant.id), f"{place}.annonces")
        scoring = [unit for unit, value in annonces.items() if value]
        if len(scoring) > 1:
            raise _fail(
                sentence("facts.both_score_annonces", units=joined(scoring, " and ")),
                f"{place}.annonces",
                sentence("facts.only_side_with_strongest"),
                "points.annonces-strongest",
            )
        if not _annonce_sum(variant, annonces[scoring[0]]):
            raise _fail(
                sentence(
                    "facts.not_sum_annonces_variant",
                    points=annonces[scoring[0]],
                    variant_id=variant.id,
                ),
                f"{place}.annonces.{scoring[0]}",
                sentence("facts.sum_annonce_values_tierce"),
            )

    claim = None
    if data.get("claim") is not None:
        claim = _per_unit(variant, data, "claim", place)
        if set(claim) != set(units):
            raise FactsError(
                sentence("facts.claim_does_not_give"), place=f"{place}.claim", expected=", ".join(units)
            )
    built: list[Facts] = []
    for option in options:
        for unit in units:
            option[unit].tricks_won = tricks.get(unit, 0)
            option[unit].annonces = annonces.get(unit, 0)
            if unit == belote_unit:
                option[unit].belote = deal.belote
            if unit == taker_unit:
                option[unit].discard = discard
        annonce_lines = tuple(
            ScoreLine(unit, "annonce", value, "points.annonces-strongest", "annonces as written")
            for unit, value in annonces.items()
            if value
        )
        built.append(
            Facts(
                variant,
                contract,
                option,
                capot_unit == taker_unit,
                generale_seat == contract.taker,
                tricks_known and tricks.get(taker_unit, 0) == 0,
                tricks_known,
                der_unit is not None,
                annonce_lines,
                claim,
                tuple(notes),
            )
        )
    if len(built) > 1:
        scored = {tuple((score_facts(facts).scores or {}).items()) for facts in built}
        if len(scored) > 1:
            raise FactsError(
                sentence("facts.score_depends_on_who"),
                place=place,
                expected=sentence("facts.der_side_that_took"),
            )
        first = built[0]
        taker_first = next((f for f in built if f.units[taker_unit].der), first)
        note = sentence("note.last_trick_unwritten", side=SeatWord(_der_unit(taker_first)))
        return Facts(**{**taker_first.__dict__, "notes": (*notes, note)})
    return built[0]


def _der_unit(facts: Facts) -> str:
    return next(unit for unit, unit_facts in facts.units.items() if unit_facts.der)


def _formula_texts(variant: Variant) -> list[str]:
    scoring = variant.scoring
    texts = [formula.text for _, formula in scoring.quantities] + [scoring.made.text]
    for case in scoring.cases:
        texts += [case.taker.text, case.defence.text] + ([case.when.text] if case.when else [])
    texts += [bid.made.text for bid in variant.auction.special_bids]
    return texts


def _annonce_sum(variant: Variant, points: int) -> bool:
    """Whether some annonces of the variant add up to `points` (at most one carré of each rank and
    eight sequences: a loose bound, enough to refuse numbers no hand can declare)."""
    values = [value for _, value in variant.annonces.sequences] + [
        value for _, value in variant.annonces.carres
    ]
    values = [value for value in values if value > 0]
    reachable = {0}
    for _ in range(8):
        reachable |= {total + value for total in reachable for value in values if total + value <= points}
    return points in reachable


def score_facts(facts: Facts) -> CheckResult:
    """The check result of the facts: status legal (or wrong_claim), the contract, the facts and the
    score computed by `scoring_plan.score_from_facts`, the function `check_deal` scores with."""
    variant = facts.variant
    result = CheckResult(variant, "legal", contract=facts.contract, claim=facts.claim)
    result.facts = facts.units
    score = score_from_facts(
        variant,
        facts.contract,
        facts.units,
        taker_side_all_tricks=facts.taker_side_all,
        taker_all_tricks=facts.taker_all,
        defence_all_tricks=facts.defence_all,
        annonce_lines=list(facts.annonce_lines),
    )
    if not facts.tricks_known:
        score.lines[:] = [
            ScoreLine(line.unit, line.name, line.value, line.rule, "? tricks")
            if line.rule == "points.card-values"
            else line
            for line in score.lines
        ]
    result.score = score
    result.notes.extend(facts.notes)
    from refscore.judge.check import _check_claim

    return _check_claim(result)


def score_facts_record(data: Any, choose: Callable[[Any], Variant], name: str) -> CheckResult:
    """A facts record (JSON data, or what a facts line says) scored: the variant is `choose(named)`
    for the `variant` the record names (None when it names none), the record is read without that
    key, and every error names `name`. One function for `refscore score` and the server's score
    page and `/v1/score`, so that both refuse and score a record alike; each passes its own way of
    finding a variant (the CLI may open a file, the server opens none)."""
    if not isinstance(data, dict):
        raise InputFormatError(
            sentence("facts.not_json_object"), file=name, expected=sentence("facts.a_facts_record")
        )
    try:
        variant = choose(data.get("variant"))
        facts = {key: value for key, value in data.items() if key != "variant"}
        return score_facts(read_facts(facts, variant))
    except RefscoreError as error:
        raise error.located(name) from None


def facts_of_result(result: CheckResult) -> dict[str, Any]:
    """The facts record of a checked, complete deal: what a table would have written of it."""
    contract = result.contract
    if contract is None or result.score is None:
        raise ValueError("only a scored deal has facts")
    variant = result.variant
    data: dict[str, Any] = {"variant": variant.id, "taker": contract.taker, "trump": str(contract.trump)}
    if not variant.auction.turned_card:
        data["contract"] = contract.special or contract.value
    if contract.coinched_by:
        data["coinche"] = contract.coinched_by
    if contract.surcoinched_by:
        data["surcoinche"] = contract.surcoinched_by
    data["cards"] = {unit: f.cards for unit, f in result.facts.items()}
    data["tricks"] = {unit: f.tricks_won for unit, f in result.facts.items()}
    for unit, unit_facts in result.facts.items():
        if unit_facts.der:
            data["der"] = unit
        if unit_facts.belote:
            data["belote"] = unit
        if unit_facts.discard:
            data["discard"] = unit_facts.discard
        if unit_facts.tricks_won == len(result.tricks):
            winners = {trick.winner for trick in result.tricks}
            data.pop("tricks")
            if len(winners) == 1:
                data["generale"] = winners.pop()
            else:
                data["capot"] = unit
    annonces = {unit: f.annonces for unit, f in result.facts.items() if f.annonces}
    if annonces:
        data["annonces"] = annonces
    return data


# --- a written score with only its contract ---------------------------------------------------------

_COINCHE_WORDS = {"coinche", "coinché", "coinched", "contré", "contre", "contree", "contrée", "x2"}
_SURCOINCHE_WORDS = {"surcoinche", "surcoinché", "surcoinched", "surcontré", "surcontre", "x4"}


def contract_of_label(
    variant: Variant, label: str, taker: str, place: str, reading: Reading = "en"
) -> Contract:
    """The contract a sheet line writes for people (`110 ♥`, `100 ♦ coinché`, `capot SA`, `♥`) with
    its taker (a seat, or a scoring unit: then its first seat, which no score depends on); `reading`
    says what a `C` means (`refscore.base.words.reading_of`)."""
    from refscore.load.facts_line import parse_facts_line

    words = label.replace("(", " ").replace(")", " ").split()
    coinche = any(word.lower() in _COINCHE_WORDS for word in words)
    surcoinche = any(word.lower() in _SURCOINCHE_WORDS for word in words)
    kept = [word for word in words if word.lower() not in _COINCHE_WORDS | _SURCOINCHE_WORDS]
    seat = taker if taker in variant.seats else dict(variant.teams).get(taker, (taker,))[0]
    if seat not in variant.seats:
        raise FactsError(
            sentence("facts.unknown_taker", taker=taker),
            place=place,
            expected=sentence(
                "facts.seat_unit", seats=", ".join(variant.seats), units=", ".join(dict(variant.teams))
            ),
        )
    try:
        data = parse_facts_line(" ".join([*kept, "by", seat]), reading)
    except RefscoreError as error:
        raise FactsError(
            sentence("facts.cannot_read_contract", label=label, message=error.message),
            place=place,
            expected=sentence("facts.contract_such_as_coinch"),
        ) from None
    data.pop("variant", None)
    defenders = [s for s in variant.seats if variant.team_of(s) != variant.team_of(seat)]
    if (coinche or surcoinche) and defenders:
        data["coinche"] = defenders[0]
    if surcoinche:
        data["surcoinche"] = seat
    return _contract(variant, data, place)


@dataclass(frozen=True)
class PossibleOutcome:
    """One way a deal with a given contract can end: the score, whether made, the case, and how."""

    scores: tuple[tuple[str, int], ...]
    made: bool
    rule: str
    how: str


#: `possible_outcomes` already worked out, by the variant's fingerprint and the contract: an evening
#: repeats the same few contracts, and each costs some 900 scorings (identical lines share the work).
_OUTCOMES: dict[tuple[str, str], list[PossibleOutcome] | None] = {}
_OUTCOMES_KEPT = 4096  # contracts remembered; past it the table starts afresh (memory stays bounded)


def possible_outcomes(variant: Variant, contract: Contract) -> list[PossibleOutcome] | None:
    """Every score a deal of this contract can get (`_outcomes`), worked out once per variant and
    contract in a process."""
    key = (variant.fingerprint, repr(contract))
    if key not in _OUTCOMES:
        if len(_OUTCOMES) >= _OUTCOMES_KEPT:
            _OUTCOMES.clear()
        _OUTCOMES[key] = _outcomes(variant, contract)
    found = _OUTCOMES[key]
    return None if found is None else list(found)


def _outcomes(variant: Variant, contract: Contract) -> list[PossibleOutcome] | None:
    """Every score a deal of this contract can get, two sides only (None otherwise): the takers'
    card points, who took the last trick or every trick, the belote (annonces left out).

    Why: a sheet line that writes only the contract and the scores is still checked (rule
    claim.match): a score no deal of that contract can give is wrong, and the outcomes that keep one
    side's written score name what the other side should have written.
    """
    units = [unit for unit, _ in variant.teams]
    if len(units) != 2 or variant.chien or variant.dead_cards:
        return None
    taker_unit = variant.team_of(contract.taker)
    defence_unit = next(unit for unit in units if unit != taker_unit)
    mode = variant.modes[contract.trump.kind]
    reachable = sorted(_reachable(ContractCards.build(mode, contract.trump.suit).points))
    belotes: list[str | None] = [None]
    if contract.trump.suit is not None and mode.belote:
        belotes += [taker_unit, defence_unit]
    outcomes: dict[tuple[tuple[str, int], ...], PossibleOutcome] = {}
    deal = DealTable.of(variant)
    total = card_total(mode)

    def add(cards: dict[str, int], der: str, all_tricks: str | None, belote: str | None) -> None:
        facts = {unit: UnitFacts(cards=cards[unit]) for unit in units}
        n = variant.hand_size
        facts[der].der = deal.last_trick_value(Sweep.UNIT if all_tricks else Sweep.NONE)
        for unit in units:
            facts[unit].tricks_won = (n if unit == all_tricks else 0) if all_tricks else (n // 2)
        if belote is not None:
            facts[belote].belote = deal.belote
        score = score_from_facts(
            variant,
            contract,
            facts,
            taker_side_all_tricks=all_tricks == taker_unit,
            taker_all_tricks=False,
            defence_all_tricks=all_tricks == defence_unit,
            annonce_lines=[],
        )
        key = tuple(score.scores.items())
        if key not in outcomes:
            points = facts[taker_unit].cards + facts[taker_unit].der
            how = sentence("facts.how_points", unit=taker_unit, points=points)
            if all_tricks:
                how = sentence("facts.how_every_trick", unit=all_tricks)
            if belote:
                how = sentence("facts.how_belote", how=how, unit=belote)
            outcomes[key] = PossibleOutcome(key, score.made, score.case.rule, how)

    for belote in belotes:
        for cards in reachable:
            if total - cards not in reachable:
                continue
            for der in (taker_unit, defence_unit):
                add({taker_unit: cards, defence_unit: total - cards}, der, None, belote)
        add({taker_unit: total, defence_unit: 0}, taker_unit, taker_unit, belote)
        add({taker_unit: 0, defence_unit: total}, defence_unit, defence_unit, belote)
    return list(outcomes.values())
