"""Write a seeded corpus of random legal deals, one JSON Lines file per variant, for the benchmarks.

Why a script and not committed files: 100,000 deals of each variant are about 80 MB; the same seed
makes the same corpus anywhere (`refscore.judge.generate.random_deal`), so only the command is kept.

    python bench/make_corpus.py OUT_DIR [--deals 100000] [--variant coinche ...] [--seed 0] [--claims]
                                [--realistic] [--illegal 0.1] [--auction-faults]

`--claims` adds the score the table wrote down (the right one, as the fast path computes it), so
that the check also compares claims, as it would on a real regression corpus.

`--realistic` makes the deals look like a platform's logs: every annonce a player holds is declared
(`refscore.judge.generate.declare_held_annonces`; the generator already records the belote, always where
it must be declared), and every deal carries its claim. `--illegal F` makes a share F of the deals
illegal the way logs are: two cards of the play swapped (a card its player did not hold then, or a
revoke), after the claim was written; files get the suffix `-illegal` (e.g. `coinche-illegal.jsonl`).
`--auction-faults` makes a third of those illegal deals auction faults instead, of every kind the
variant allows: a call out of turn, a coinche out of turn, a bid below the standing one, a bid off the
step (files `NAME-auction.jsonl`).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from pathlib import Path
from typing import Any

from refscore.fast.checker import FastChecker
from refscore.judge.generate import declare_held_annonces, random_deal
from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.model.variant import Variant


def _swap_two_cards(deal: dict[str, Any], rng: random.Random) -> None:
    """Two played cards exchanged (in one trick or across two): the play breaks a rule there."""
    tricks = deal["tricks"]
    first, second = rng.randrange(len(tricks)), rng.randrange(len(tricks))
    i, j = rng.randrange(len(tricks[first])), rng.randrange(len(tricks[second]))
    if (first, i) == (second, j):
        j = (j + 1) % len(tricks[second])
    tricks[first][i], tricks[second][j] = tricks[second][j], tricks[first][i]


def _auction_fault(deal: dict[str, Any], variant: Variant, rng: random.Random) -> None:
    """One call of the auction made illegal, as logs have them: a call out of turn (every variant);
    where there are bids, a bid below the standing one or off the step; where there is a coinche, a
    coinche by the defender whose turn it is not. The calls after it stay as they were."""
    calls = deal["auction"]
    seats = variant.seats
    rules = variant.auction
    bids = [i for i, call in enumerate(calls) if call["call"] == "bid" and type(call["value"]) is int]
    kinds = ["out_of_turn"]
    if bids:
        kinds.append("below_last")
        if rules.step > 1:
            kinds.append("wrong_step")
        if rules.coinche:
            kinds.append("coinche_out_of_turn")
    kind = rng.choice(kinds)
    if kind == "out_of_turn":
        index = rng.randrange(len(calls))
        turn = seats.index(calls[index]["seat"])
        calls[index] = {**calls[index], "seat": seats[(turn + 1) % len(seats)]}
        return
    index = rng.choice(bids)
    bid = calls[index]
    turn = (seats.index(bid["seat"]) + 1) % len(seats)  # whose call comes next
    if kind == "below_last":
        calls.insert(index + 1, {**bid, "seat": seats[turn], "value": bid["value"] - rules.step})
    elif kind == "wrong_step":
        calls[index] = {**bid, "value": bid["value"] + rules.step // 2}
    else:  # the next defender's partner coinches in his place
        calls.insert(index + 1, {"seat": seats[(turn + 2) % len(seats)], "call": "coinche"})


def write_variant(
    name: str,
    folder: Path,
    deals: int,
    seed: int,
    claims: bool,
    realistic: bool = False,
    illegal: float = 0.0,
    auction_faults: bool = False,
) -> tuple[str, int, float]:
    """Write `folder/NAME.jsonl` (`NAME-illegal.jsonl` with a share of illegal deals, `NAME-auction.jsonl`
    when a third of those are auction faults); returns (file stem, deals, seconds)."""
    started = time.perf_counter()
    variant = shipped_variant(name)
    checker = FastChecker(variant)
    stem = (f"{name}-auction" if auction_faults else f"{name}-illegal") if illegal else name
    path = folder / f"{stem}.jsonl"
    temporary = path.with_suffix(".jsonl.tmp")
    rng = random.Random(seed)
    claims = claims or realistic
    with temporary.open("w", encoding="utf-8") as out:
        for index in range(deals):
            deal = random_deal(variant, seed + index)
            if realistic:
                declare_held_annonces(deal, variant)
            if claims:
                result = checker.check(json.loads(json.dumps(deal)))
                if result is None or result["scores"] is None:
                    raise SystemExit(f"{name} seed {seed + index}: the fast path declined a random deal")
                deal["claim"] = result["scores"]
            if illegal and rng.random() < illegal:
                if auction_faults and rng.random() < 1 / 3:
                    _auction_fault(deal, variant, rng)
                else:
                    _swap_two_cards(deal, rng)
            out.write(json.dumps(deal, ensure_ascii=False) + "\n")
    temporary.replace(path)
    return stem, deals, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("out", type=Path, help="folder to write NAME.jsonl files into")
    parser.add_argument("--deals", type=int, default=100_000, help="deals per variant (default 100000)")
    parser.add_argument("--variant", action="append", help="only this variant (repeatable; default: all)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first deal (default 0)")
    parser.add_argument("--claims", action="store_true", help="add the right claimed score to each deal")
    parser.add_argument("--jobs", type=int, default=2, help="variants written in parallel (default 2)")
    parser.add_argument(
        "--realistic", action="store_true", help="declare every annonce held, and a claim on every deal"
    )
    parser.add_argument(
        "--illegal", type=float, default=0.0, help="share of deals made illegal (two played cards swapped)"
    )
    parser.add_argument(
        "--auction-faults",
        action="store_true",
        help="a third of the illegal deals are auction faults (files NAME-auction.jsonl)",
    )
    args = parser.parse_args()
    names = args.variant or shipped_names()
    args.out.mkdir(parents=True, exist_ok=True)
    print(f"$ python {' '.join(sys.argv)}")
    jobs = [
        (
            name,
            args.out,
            args.deals,
            args.seed,
            args.claims,
            args.realistic,
            args.illegal,
            args.auction_faults,
        )
        for name in names
    ]
    with multiprocessing.Pool(max(1, min(args.jobs, len(jobs)))) as pool:
        for name, deals, seconds in pool.starmap(write_variant, jobs):
            size = (args.out / f"{name}.jsonl").stat().st_size  # name: the file's stem
            print(f"{name:<10} {deals:>8,} deals  {size / 1e6:7.1f} MB  written in {seconds:6.1f} s")


if __name__ == "__main__":
    main()
