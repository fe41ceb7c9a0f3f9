"""Par: the contract the auction ends in when both sides bid and coinche perfectly, every hand known.

Why a game over the ladder: what a side can make is the table's business (each side's best line in
each trump, `refscore.solver.ladder.LineFacts`); what it should bid also depends on what the other
side would do about it: bid over it, coinche it, or let it play. spec/analysis.md ("Par") defines
the game this module solves:

- a contract is a bid of the ladder by one side in one trump; what it scores is what that side's
  best line in that trump scores under the variant's own formulas (belote and annonces included);
- the contract is then coinched when that lowers the takers' net score (their score less the
  other side's), and surcoinched when that raises it again, as far as the auction allows
  (`auction.coinche`, `auction.surcoinche`, a special bid's `coinchable`);
- a standing contract is overcalled by the other side when one of its higher contracts (a higher
  value on the ladder; none after a special bid that ends the bidding) is worth more to it than
  letting the standing one play; every side answers in the same way, down the ladder;
- the seats speak in turn from the first speaker; each opens with its side's best contract or
  passes; when all pass nothing scores (the deal is redealt).

Ties go to the quieter call: a side that gains nothing by bidding, overcalling or coinching does
not; among equal overcalls the lowest, then the first trump of the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from refscore.model.record import Trump
from refscore.model.variant import Variant

from .ladder import Bid, Doubling, LineFacts, bid_value, ladder

_NONE = -(10**12)  # "no contract": worse than any score


@dataclass(frozen=True)
class Result:
    """One contract played out: its doubling (after the coinche game), made or not, the scores, and
    the net score of the taking side (its score less the others')."""

    unit: str
    trump: Trump
    bid: Bid
    doubling: Doubling
    made: bool
    scores: dict[str, int]
    net: int
    line: LineFacts


@dataclass(frozen=True)
class Par:
    """The par contract (None: every seat passes), its result, and who speaks first."""

    first_unit: str
    result: Result | None

    def net(self, unit: str) -> int:
        """The par score of `unit`, net of the other side's."""
        if self.result is None:
            return 0
        return self.result.net if unit == self.result.unit else -self.result.net


def _net(scores: dict[str, int], unit: str) -> int:
    """`unit`'s score less the others' together."""
    return 2 * scores[unit] - sum(scores.values())


def _played(line: LineFacts, trump: Trump, bid: Bid) -> Result:
    """The contract `bid` on `line` after the coinche game: the defence coinches when that lowers the
    takers' net, the takers surcoinche when that raises it again (asked only when the coinche
    pays: else the contract is played plain whatever a surcoinche would give)."""
    variant, unit = line.variant, line.taker_unit
    rules = variant.auction
    made, scores = line.score(bid, "plain")
    plain: tuple[Doubling, bool, dict[str, int], int] = ("plain", made, scores, _net(scores, unit))
    chosen = plain
    special = rules.special(bid) if isinstance(bid, str) else None
    if rules.coinche and (special is None or special.coinchable):
        made, scores = line.score(bid, "coinched")
        net = _net(scores, unit)
        if net < plain[3]:
            chosen = ("coinched", made, scores, net)
            if rules.surcoinche:
                made, scores = line.score(bid, "surcoinched")
                surcoinched = _net(scores, unit)
                if surcoinched > net:
                    chosen = ("surcoinched", made, scores, surcoinched) if surcoinched < plain[3] else plain
    doubling, made, scores, net = chosen
    return Result(unit, trump, bid, doubling, made, scores, net, line)


def par(variant: Variant, lines: dict[tuple[str, Trump], LineFacts], order: list[str]) -> Par | None:
    """The par of a deal from each side's best line in each trump (`lines`, by unit and trump, in the
    table's order) and the seats in speaking order; None where the game above does not apply (other
    than two sides, or a turned-card auction, whose only bid is the take)."""
    units = [unit for unit, _ in variant.teams]
    if len(units) != 2 or variant.auction.kind != "bidding" or not lines:
        return None
    bids = ladder(variant)
    contracts: list[tuple[int, int, Result]] = []  # (ladder value, rank for ties, result)
    values = [bid_value(variant, bid) for bid in bids]
    for rank, ((_, trump), line) in enumerate(lines.items()):
        for place, bid in enumerate(bids):
            contracts.append((values[place], rank * len(bids) + len(bids) - place, _played(line, trump, bid)))
    # from the top of the ladder down: what each contract is worth to its side once the other side
    # has answered it as well as it can (`worth`), and the overcall that answer is (`answer`)
    contracts.sort(key=lambda item: (-item[0], item[1]))
    worth: dict[int, int] = {}
    answer: dict[int, int | None] = {}
    best_above: dict[str, tuple[int, int | None]] = {unit: (_NONE, None) for unit in units}
    index = 0
    while index < len(contracts):
        value = contracts[index][0]
        end = index  # the contracts are sorted by value: a level is one run of them
        while end < len(contracts) and contracts[end][0] == value:
            end += 1
        level = range(index, end)
        for i in level:
            result = contracts[i][2]
            other = units[1 - units.index(result.unit)]
            special = variant.auction.special(result.bid) if isinstance(result.bid, str) else None
            overcall, by = best_above[other]
            if by is not None and (special is None or not special.ends_bidding) and overcall > -result.net:
                worth[i], answer[i] = -overcall, by
            else:
                worth[i], answer[i] = result.net, None
        # a contract is answered only from a higher value: the level joins after; on equal worth the
        # lower contract, then the first trump, is kept (the level is in trump order: walk it back)
        for i in reversed(level):
            unit = contracts[i][2].unit
            if worth[i] >= best_above[unit][0]:
                best_above[unit] = (worth[i], i)
        index = level[-1] + 1
    # the seats in turn, from the last: open with the side's best contract, or pass
    first_unit = variant.team_of(order[0])
    outcome: tuple[int, int | None] = (0, None)  # (net for the first unit, the opening contract)
    for seat in reversed(order):
        unit = variant.team_of(seat)
        best, opening = best_above[unit]
        if opening is None:
            continue
        own = outcome[0] if unit == first_unit else -outcome[0]
        if best > own:
            outcome = (best if unit == first_unit else -best, opening)
    if outcome[1] is None:
        return Par(first_unit, None)
    chosen: int = outcome[1]
    while answer[chosen] is not None:
        following = answer[chosen]
        assert following is not None
        chosen = following
    return Par(first_unit, contracts[chosen][2])
