"""What the reference check says of one deal: its status, contract, first violation, tricks, facts,
score, claim and penalty (`CheckResult`).

Why a module of its own: the check (`refscore.judge.check`) writes it, and the renderers, the words,
the fast path and the conformance reference read it; `check` re-exports these names.
"""

from __future__ import annotations

from dataclasses import field

from refscore.base.cards import Card
from refscore.base.kinds import Phase, Status
from refscore.base.precompiled import dataclass
from refscore.judge.auction_judge import Contract
from refscore.judge.penalty import Penalty
from refscore.judge.positions import RecordedTurn
from refscore.judge.scoring import DealScore, ScoreLine, UnitFacts
from refscore.model.rule_ids import RULES
from refscore.model.variant import Variant

__all__ = ["CheckResult", "PlayedTrick", "Violation"]


@dataclass(frozen=True)
class Violation:
    """The first illegal action of a deal (or a refuted claim)."""

    rule: str
    phase: Phase
    place: str  # JSON path in the record
    where: str  # for people: "call 4", "trick 3, card 2"
    seat: str | None
    action: str | None  # the call or card
    message: str
    legal: tuple[str, ...] = ()

    @property
    def rule_title(self) -> str:
        rule = RULES.get(self.rule)
        return rule.title if rule else self.rule


@dataclass(frozen=True)
class PlayedTrick:
    """One trick as the record plays it: its number, leader, cards by seat, winner and card points."""

    number: int
    leader: str
    cards: tuple[tuple[str, Card], ...]
    winner: str | None  # None while unfinished
    points: int


@dataclass
class CheckResult:
    """Everything `refscore check` reports about one deal."""

    variant: Variant
    status: Status
    contract: Contract | None = None
    violation: Violation | None = None
    tricks: list[PlayedTrick] = field(default_factory=list)
    facts: dict[str, UnitFacts] = field(default_factory=dict)
    score: DealScore | None = None
    claim: dict[str, int] | None = None
    claim_confirmed: bool | None = None
    redeal: bool = False
    notes: list[str] = field(default_factory=list)
    fingerprint_warning: str | None = None  # the record names other rules than `variant`'s (house)
    penalty: Penalty | None = None  # what the table writes after an irregularity (rules penalty.*)
    #: where the play stopped: the first illegal card's position (the hand held, the cards before it,
    #: what was legal), or the next card's in a deal legal so far but unfinished; None elsewhere.
    #: Why carried: the renderers, the coach's words and the conformance reference read it instead
    #: of replaying the deal (`positions.position_at` is for positions the check did not stop at).
    position: RecordedTurn | None = None

    @property
    def scores(self) -> dict[str, int] | None:
        if self.score is not None:
            return self.score.scores
        if self.redeal and self.status != "illegal":  # a redeal scores nothing (rule score.redeal)
            return {unit: 0 for unit, _ in self.variant.teams}
        return None

    @property
    def lines(self) -> list[ScoreLine]:
        return self.score.lines if self.score is not None else []
