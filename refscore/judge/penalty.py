"""What the table writes down after an irregularity: the variant's `penalties`, scored by its own formulas.

Why a module of its own: the reference check (`refscore.judge.check`) and the fast batch path both need the
score of an illegal deal, so the decision lives here once, over plain facts (the contract, who is at
fault, who holds the belote, the annonces, what each unit won before the irregularity), never over
either path's rich objects; the reference gathers those facts from its deal walk (`walked_penalty`).
The score itself comes from the variant's scoring plan
(`refscore.judge.scoring_plan.ScoringPlan.breakdown`): the same scoring cases, formulas, rounding and
rule ids as a legal deal; the penalty only decides whether the contract counts as made (rule
`penalty.play`, `penalty.false-annonce`) and with which facts.

Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import field, replace
from operator import attrgetter

from refscore.base.kinds import Irregularity, PenaltyMode
from refscore.base.precompiled import dataclass
from refscore.formula.compiler import Value
from refscore.judge.auction_judge import Contract, first_player
from refscore.judge.declarations import SettledAnnonces, settle_annonces
from refscore.judge.scoring import DealScore, ScoreLine, UnitFacts, deal_names
from refscore.judge.scoring_plan import plan_of
from refscore.kernel.deal import DealTable, Sweep
from refscore.kernel.deal_walk import DealWalk
from refscore.kernel.play import OBLIGATION_RULES, ContractCards
from refscore.model.record import DealRecord
from refscore.model.variant import ScoringCase, Variant

__all__ = [
    "PENALIZED_PLAY_RULES",
    "Penalty",
    "PenaltyScorer",
    "irregularity_of",
    "made_detail",
    "penalty_deal_names",
    "penalty_facts",
    "penalty_score",
    "walked_penalty",
]

#: The play rules whose breach is an irregularity the penalty scores (RULES.md: a card not held, not
#: following suit, not ruffing, not overtaking or over-ruffing when required, a forced under-ruff):
#: a card not held, and every obligation the play kernel decides.
PENALIZED_PLAY_RULES = frozenset({"play.card-held"}) | OBLIGATION_RULES

#: The rule each irregularity's score cites; its option (`penalties.play`, `penalties.false_annonce`)
#: says which of the rule's readings applies: `side_at_fault_loses`, `void` or `report_only`.
_RULES = {"play": "penalty.play", "false_annonce": "penalty.false-annonce"}


#: The scoring cases a contract failed by the takers' fault never scores by: it is failed, never a
#: litige, even when both sides' totals are equal (spec/rules.md 6.1; RULES.md, "Irregularities").
NOT_AFTER_TAKERS_FAULT = frozenset({"score.litige"})


def penalty_cases(cases: tuple[ScoringCase, ...], made: bool) -> tuple[ScoringCase, ...]:
    """The scoring cases a deal lost by penalty is scored by, in order: all of them when the defence
    is at fault (`made`); without a litige's when the takers are (the last case, which applies
    otherwise, always stays, so that every deal is scored). Read by `PenaltyScorer` and by the fast
    path's plan (`refscore.fast.penalty_plan`), so both choose the same case."""
    if made:
        return cases
    return (*(case for case in cases[:-1] if case.rule not in NOT_AFTER_TAKERS_FAULT), *cases[-1:])


@dataclass(frozen=True)
class Penalty:
    """The score an irregularity gives: which rule decided, who was at fault, and the deal's score.

    `scores` is None when the variant only reports the irregularity (`report_only`); all 0 when the
    deal is void. `score` is the full breakdown when the side at fault loses the deal.
    """

    rule: str  # penalty.play | penalty.false-annonce
    mode: PenaltyMode  # the variant's option (penalties.play or penalties.false_annonce)
    irregularity: Irregularity
    seat: str
    unit: str  # the scoring unit at fault
    taker_at_fault: bool
    made: bool | None
    scores: dict[str, int] | None
    lines: list[ScoreLine] = field(default_factory=list)
    score: DealScore | None = None


def irregularity_of(rule: str, phase: str, seat: str | None) -> Irregularity | None:
    """`play` or `false_annonce` when a violation is one the penalties score, else None.

    Auction irregularities have no score (the call is void and the auction resumes); record defects
    (a trick left unfinished, cards after an all-pass) have nobody at fault.
    """
    if seat is None:
        return None
    if phase == "play" and rule in PENALIZED_PLAY_RULES:
        return "play"
    if phase == "annonce" and rule == "annonce.valid":
        return "false_annonce"
    return None


def walked_penalty(
    variant: Variant,
    record: DealRecord,
    contract: Contract,
    fault: tuple[str, str, str | None],
    walk: DealWalk,
    settled_points: Mapping[str, int],
) -> Penalty | None:
    """The penalty of the reference check's first fault (`fault`: its rule, phase and seat), from the
    deal walk (`kernel.deal_walk`): what each unit won before it, the belote, the annonces.

    The side at fault scores no annonces and its annonces do not compete (spec 6.1, 6.2): the
    others' are settled as if it had declared none, after an illegal card as after a false annonce
    (`settled_points`, the settlement of every declaration, serves when the side at fault declared
    nothing). A false annonce is known only at the end: the play is judged on its own (the walk's
    tricks, up to any illegal card) for what each unit won.
    """
    rule, phase, seat = fault
    irregularity = irregularity_of(rule, phase, seat)
    if irregularity is None or seat is None:
        return None
    at_fault = variant.team_of(seat)
    annonces = dict(settled_points)
    kept = tuple(a for a in record.annonces if variant.team_of(a.seat) != at_fault)
    seats = variant.seats
    if irregularity == "false_annonce" or len(kept) != len(record.annonces):
        leader = first_player(variant, record.dealer)
        hands = walk.hands_by_seat(seats)
        settled = settle_annonces(variant, replace(record, annonces=kept), hands, contract, leader)
        annonces = settled.points if isinstance(settled, SettledAnnonces) else {}
    done = [trick for trick in walk.tricks if trick.winner >= 0]
    won = {unit: UnitFacts() for unit, _ in variant.teams}
    for trick in done:
        unit = won[variant.team_of(seats[trick.winner])]
        unit.cards += trick.points
        unit.tricks_won += 1
    deal = DealTable.of(variant)
    if irregularity == "false_annonce" and len(done) == variant.hand_size:
        won[variant.team_of(seats[done[-1].winner])].der = deal.last_trick_value(Sweep.NONE)
    holder = walk.belote_holder
    credited = holder >= 0 and deal.belote_credit(record.belote == seats[holder])
    cards = ContractCards.build(variant.modes[contract.trump.kind], contract.trump.suit)
    in_hands = [card for hand in record.hands.values() for card in hand] + list(record.chien)
    discard = sum(cards.points[card] for card in record.discard or ())
    return penalty_score(
        variant,
        contract,
        irregularity,
        seat,
        play_points=sum(cards.points[card] for card in in_hands) - discard,
        discard=discard,
        belote_unit=variant.team_of(seats[holder]) if credited else None,
        annonces=annonces,
        won=won,
    )


def penalty_score(
    variant: Variant,
    contract: Contract,
    irregularity: Irregularity,
    seat: str,
    *,
    play_points: int,
    discard: int,
    belote_unit: str | None,
    annonces: Mapping[str, int],
    won: Mapping[str, UnitFacts],
) -> Penalty | None:
    """The score of a deal with an irregularity (`play` or `false_annonce`) by `seat` (rule `penalty.*`).

    - `play_points`: the card points dealt to the players for the play (152, less the discard and
      any dead cards); `discard`: the card points of the taker's discard (chien games).
    - `belote_unit`: the unit whose belote counts (it counts whatever happens), or None.
    - `annonces`: what each unit scores for its annonces, as settled without the false ones.
    - `won`: per unit, the card points, dix de der and tricks won in the tricks completed before the
      irregularity (for a false annonce, known only at the end: every trick, with the dix de der).

    None when the variant has no `penalties` section. (`PenaltyScorer(variant).score`.)
    """
    return PenaltyScorer(variant).score(
        contract,
        irregularity,
        seat,
        play_points=play_points,
        discard=discard,
        belote_unit=belote_unit,
        annonces=annonces,
        won=won,
    )


class PenaltyScorer:
    """`penalty_score` for one variant.

    Why a class: the fast batch path (`refscore.fast.penalty_plan`) keeps one per variant for the modes
    that only report or void an irregularity. It keeps no memo: the fast path writes the penalties
    that are scored (`side_at_fault_loses`) from `penalty_facts` and the formulas itself, and the
    reference check scores one deal at a time.
    """

    def __init__(self, variant: Variant) -> None:
        self.variant = variant

    def score(
        self,
        contract: Contract,
        irregularity: Irregularity,
        seat: str,
        *,
        play_points: int,
        discard: int,
        belote_unit: str | None,
        annonces: Mapping[str, int],
        won: Mapping[str, UnitFacts],
    ) -> Penalty | None:
        """`penalty_score` (same arguments, without the variant)."""
        variant = self.variant
        if variant.penalties is None:
            return None
        mode = variant.penalties.mode_of(irregularity)
        unit = variant.team_of(seat)
        taker_unit = variant.team_of(contract.taker)
        taker_at_fault = unit == taker_unit
        rule = _RULES[irregularity]
        if mode != "side_at_fault_loses":
            void = mode == "void"
            scores = {name: 0 for name, _ in variant.teams} if void else None
            detail = "the deal is void and redealt: nobody scores" if void else "reported only: no score"
            return Penalty(
                rule,
                mode,
                irregularity,
                seat,
                unit,
                taker_at_fault,
                None,
                scores,
                [ScoreLine(unit, "irregularity", seat, rule, detail)],
            )

        unit_names = [name for name, _ in variant.teams]
        nothing = UnitFacts()
        facts = {
            name: UnitFacts(*fact)
            for name, fact in zip(
                unit_names,
                penalty_facts(
                    variant,
                    unit_names.index(taker_unit),
                    unit_names.index(unit),
                    play_points=play_points,
                    discard=discard,
                    belote_unit=unit_names.index(belote_unit) if belote_unit is not None else -1,
                    annonces=[annonces.get(name, 0) for name in unit_names],
                    won=[_won_of(won.get(name, nothing)) for name in unit_names],
                ),
                strict=True,
            )
        }

        # the outcome is the penalty's, not the points': the made test is not evaluated
        made = not taker_at_fault
        made_line = ScoreLine(None, "contract made", made, rule, made_detail(seat, made))
        plan = plan_of(variant)
        scored = plan.breakdown(
            plan.key(taker_unit, penalty_deal_names(variant, contract), facts),
            forced=(made, made_line),
            cases=penalty_cases(variant.scoring.cases, made),
        )
        lines = [
            line
            for name, fact in facts.items()
            for line in _fact_lines(variant, name, fact, name == unit, rule)
        ]
        score = DealScore(made, scored.case, scored.scores, lines + scored.lines)
        return Penalty(
            rule,
            mode,
            irregularity,
            seat,
            unit,
            taker_at_fault,
            made,
            score.scores,
            score.lines,
            score,
        )


def penalty_deal_names(variant: Variant, contract: Contract) -> dict[str, Value]:
    """The deal-level names the formulas read for a contract lost by penalty: no side took every
    trick, as a deal lost by penalty is never a capot or a générale (no capot bonus). Read by
    `PenaltyScorer` and by the fast path's plan (`refscore.fast.penalty_plan`)."""
    return deal_names(
        variant, contract, taker_side_all_tricks=False, taker_all_tricks=False, defence_all_tricks=False
    )


def penalty_facts(
    variant: Variant,
    taker_unit: int,
    unit_at_fault: int,
    play_points: int,
    discard: int,
    belote_unit: int,
    annonces: Sequence[int],
    won: Sequence[tuple[int, int, int]],
    deal: DealTable | None = None,
) -> list[tuple[int, int, int, int, int, int]]:
    """The facts each unit (by index in `variant.teams`) is scored on when the side at fault
    loses the deal (`side_at_fault_loses`), in the order of SIDE_FACTS (`UnitFacts`' fields).

    Units by index, facts as tuples: why a function over plain numbers is that `PenaltyScorer`
    and the fast batch path (`refscore.fast.penalty_plan`) both read this one decision. `belote_unit`:
    -1 for none; `annonces`: each unit's points as settled; `won`: each unit's card points, dix
    de der and tricks won before the irregularity, read only when the takers are at fault (each
    defender then keeps what he won). `deal`: the variant's `DealTable`, when the caller keeps it.
    (Positional arguments too: the fast path calls it for every illegal deal.)
    """
    taker_at_fault = unit_at_fault == taker_unit
    if deal is None:
        deal = DealTable.of(variant)
    facts: list[tuple[int, int, int, int, int, int]] = []
    for index in range(len(variant.teams)):
        belote = deal.belote if index == belote_unit else 0
        scored_annonces = 0 if index == unit_at_fault else annonces[index]  # none for the side at fault
        if index == taker_unit:
            if taker_at_fault:
                facts.append((0, 0, belote, scored_annonces, discard, 0))
            else:  # the takers took every card point in play and the last trick
                facts.append(
                    (
                        play_points,
                        deal.last_trick[Sweep.NONE],
                        belote,
                        scored_annonces,
                        discard,
                        variant.hand_size,
                    )
                )
        elif taker_at_fault:  # each defender keeps what he won before the irregularity
            cards, der, tricks = won[index]
            facts.append((cards, der, belote, scored_annonces, 0, tricks))
        else:
            facts.append((0, 0, belote, scored_annonces, 0, 0))
    return facts


def made_detail(seat: str, made: bool) -> str:
    """The working of a penalty's "contract made" line: who was at fault (`seat`) and what the
    penalty made of the contract (`made`: the defence at fault)."""
    if made:
        return (
            f"{seat} (the defence) at fault: scored as a made contract, the takers holding every"
            " card point in play and the last trick, no capot bonus"
        )
    return f"{seat} (the takers) at fault: scored as a failed contract"


#: what `penalty_facts` reads of a unit's `won` facts
_won_of: Callable[[UnitFacts], tuple[int, int, int]] = attrgetter("cards", "der", "tricks_won")


def _fact_lines(
    variant: Variant, name: str, fact: UnitFacts, at_fault: bool, rule: str
) -> tuple[ScoreLine, ...]:
    """The facts of unit `name` the penalty scores on, each with the rule it comes from."""
    lines = [ScoreLine(name, "card points", fact.cards, "points.card-values", f"{fact.tricks_won} tricks")]
    if fact.der:
        lines.append(ScoreLine(name, "dix de der", fact.der, "points.dix-de-der", "last trick"))
    if fact.belote:
        lines.append(ScoreLine(name, "belote", fact.belote, "points.belote", "counts whatever happens"))
    if fact.discard:
        lines.append(
            ScoreLine(name, "discard", fact.discard, "points.discard", "the écart stays the taker's")
        )
    if fact.annonces:
        lines.append(ScoreLine(name, "annonces", fact.annonces, "points.annonces-strongest", "settled"))
    elif at_fault and variant.annonces.enabled:
        lines.append(ScoreLine(name, "annonces", 0, rule, "the side at fault scores no annonces"))
    return tuple(lines)
