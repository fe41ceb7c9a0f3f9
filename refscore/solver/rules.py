"""The one door between the solver and the rules of play: legal cards, trick winners, card points.

Why one adapter: the obligations of play are decided by the rules kernel alone
(`refscore.kernel.PlayKernel`: a table of the variant's obligations looked up with mask
operations); the solver never restates them. Results are memoised per (seat, hand, trick) because
a search asks the same question many thousands of times.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from refscore.base.cards import DECK, Card, Suit
from refscore.model.variant import PlayRules, TrumpKind, TrumpMode, Variant

from ..kernel.play import ContractCards, PlayKernel

Teams = tuple[tuple[str, tuple[str, ...]], ...]


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a bit mask (bit n is card n), in card order."""
    return tuple(card for card in DECK if mask >> card & 1)


def mask_of(cards: tuple[Card, ...] | list[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


@dataclass
class PlayTable:
    """The rules of play of one variant under one trump choice, as the solver asks for them."""

    variant: Variant
    kind: TrumpKind
    trump: Suit | None
    kernel: PlayKernel = field(init=False)
    cards: ContractCards = field(init=False)
    partners: tuple[tuple[bool, ...], ...] = field(init=False)
    points: tuple[int, ...] = field(init=False)
    _legal: dict[tuple[int, int, tuple[Card, ...]], tuple[Card, ...]] = field(init=False, repr=False)
    _winner: dict[tuple[Card, ...], int] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        variant = self.variant
        self.kernel, self.partners = play_rules(
            variant.modes[self.kind], self.trump, variant.play, variant.seats, variant.teams
        )
        self.cards = self.kernel.cards
        self.points = self.cards.points
        self._legal = {}
        self._winner = {}

    def legal(self, seat: int, hand: int, trick: tuple[Card, ...]) -> tuple[Card, ...]:
        """The cards of `hand` (a mask) that seat number `seat` may play to `trick` (led by the seat
        `len(trick)` places before him), in card order; the kernel decides."""
        key = (seat, hand, trick)
        found = self._legal.get(key)
        if found is None:
            partner_master = False
            if trick:
                winner = (seat - len(trick) + self.winner(trick)) % len(self.partners)
                partner_master = self.partners[seat][winner]
            found = cards_of(self.kernel.legal(hand, trick, partner_master))
            if len(self._legal) > 1_000_000:
                self._legal.clear()
            self._legal[key] = found
        return found

    def winner(self, trick: tuple[Card, ...]) -> int:
        """Index, in play order, of the card winning `trick` so far."""
        found = self._winner.get(trick)
        if found is None:
            found = self.cards.winning_index(trick)
            if len(self._winner) > 1_000_000:
                self._winner.clear()
            self._winner[trick] = found
        return found


@lru_cache(maxsize=64)
def play_rules(
    mode: TrumpMode, trump: Suit | None, play: PlayRules, seats: tuple[str, ...], teams: Teams
) -> tuple[PlayKernel, tuple[tuple[bool, ...], ...]]:
    """The kernel of one contract's play and who partners whom (`partners[a][b]`: seats a and b,
    not the same, score together), built once per process for each set of the fields they are
    built from, which are the whole key: nothing else of the variant is read, so a variant that
    differs in any of them (a house variant made by `dataclasses.replace` keeps its id and
    fingerprint) gets its own. Why: a solver is built per trump and deal (bench_solver.py), and
    rebuilding these was most of building a PlayTable (docs/solver.md)."""
    team = seat_teams(seats, teams)
    partners = tuple(
        tuple(a != b and team[a] == team[b] for b in range(len(seats))) for a in range(len(seats))
    )
    return PlayKernel(ContractCards.build(mode, trump), play), partners


def seat_units(seats: tuple[str, ...], teams: Teams) -> tuple[int, ...]:
    """Each seat's scoring unit: its team's place in `teams` (the sweep flags and the compiled core
    number the units so)."""
    units = [name for name, _ in teams]
    return tuple(units.index(name) for name in seat_teams(seats, teams))


def seat_teams(seats: tuple[str, ...], teams: Teams) -> tuple[str, ...]:
    """The team of each seat, in seat order (a seat's first team, as `Variant.team_of` reads it)."""
    team: dict[str, str] = {}
    for name, members in teams:
        for seat in members:
            team.setdefault(seat, name)
    return tuple(team[seat] for seat in seats)
