"""Par against a plain recursion over the auction, on random deals of shipped and random house variants.

Why: `par` solves the auction game of spec/analysis.md ("Par") in one sweep down the ladder. Here the
same game is played out by a recursion that knows nothing of that sweep: from every standing contract,
the other side tries each higher contract of its own (or lets it play, coinched if that pays it), and
from the first speaker each seat tries each opening or passes. Both must give every side the same
net score; the contract `par` names must score that net.
"""

from __future__ import annotations

from functools import cache

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import read_record
from refscore.model.variant import Variant
from refscore.solver.analyse import _speaking_order, analyse_deal
from refscore.solver.ladder import Doubling, bid_value, ladder
from tests.strategies_variants import house_variants

SHIPPED = ["coinche", "contree", "coinche-5", "officiel"]


def _variants() -> st.SearchStrategy[Variant]:
    return st.one_of(st.sampled_from(SHIPPED).map(shipped_variant), house_variants())


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=_variants(), seed=st.integers(0, 2**32 - 1))
def test_par_is_the_value_of_the_auction_game(variant: Variant, seed: int) -> None:
    units = [unit for unit, _ in variant.teams]
    assume(len(units) == 2 and variant.auction.kind == "bidding" and not variant.chien)
    record = read_record(random_deal(variant, seed), variant)
    analysis = analyse_deal(record, variant, cards=False)
    assume(analysis.par is not None and analysis.table)
    rules = variant.auction
    bids = ladder(variant)
    contracts = [
        (unit, row.trump_of, bid)
        for row in analysis.table
        for unit in units
        for bid in bids
        if row.lines.get(unit) is not None
    ]

    def net(unit: str, scores: dict[str, int]) -> int:
        return scores[unit] - sum(points for other, points in scores.items() if other != unit)

    @cache
    def played(index: int) -> int:
        """The takers' net once the defence has coinched if that pays it, and the takers surcoinched."""
        unit, trump, bid = contracts[index]
        row = next(row for row in analysis.table if row.trump_of == trump)
        line = row.lines[unit]
        assert line is not None
        special = rules.special(bid) if isinstance(bid, str) else None

        def of(doubling: Doubling) -> int:
            return net(unit, line.score(bid, doubling)[1])

        plain = of("plain")
        if not rules.coinche or (special is not None and not special.coinchable):
            return plain
        coinched = of("coinched")
        if rules.surcoinche:
            coinched = max(coinched, of("surcoinched"))
        return min(plain, coinched)

    @cache
    def standing(index: int) -> int:
        """What the contract `index` standing is worth to its side, the other side to answer."""
        unit, _, bid = contracts[index]
        value = bid_value(variant, bid)
        special = rules.special(bid) if isinstance(bid, str) else None
        answers = (
            []
            if special is not None and special.ends_bidding
            else [
                standing(other)
                for other, (by, _, higher) in enumerate(contracts)
                if by != unit and bid_value(variant, higher) > value
            ]
        )
        letting = played(index)
        best_answer = max(answers, default=None)
        return -best_answer if best_answer is not None and best_answer > -letting else letting

    order = _speaking_order(variant, record)
    first = variant.team_of(order[0])

    def opening(seat_index: int) -> int:
        """The first unit's net when the seats from `seat_index` on speak, nobody having bid."""
        if seat_index == len(order):
            return 0
        unit = variant.team_of(order[seat_index])
        passing = opening(seat_index + 1)
        own = passing if unit == first else -passing
        best = max((standing(i) for i, (by, _, _) in enumerate(contracts) if by == unit), default=None)
        if best is not None and best > own:
            return best if unit == first else -best
        return passing

    expected = opening(0)
    found = analysis.par
    assert found.first_unit == first
    assert found.net(first) == expected
    if found.result is not None:
        assert found.result.net == net(found.result.unit, found.result.scores)
