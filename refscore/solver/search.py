"""Double-dummy search: the card points one side can guarantee when every hand is known.

Why alpha-beta on points: the value of a position is the points (card points of the tricks still to
be won, the cards already on the table included, and the dix de der with its capot/générale value)
that the maximising side can force against the best defence of every other seat. The remainder of
the play does not depend on the points already won, so values are stored per remaining deal in a
transposition table (lower and upper bounds, at trick starts) and shared between searches of the
same deal, which is what makes card-by-card analysis affordable.

Speed-ups that cannot change the value (checked against `brute.py`, an unpruned minimax):
- equivalent cards: two cards of one hand, same suit, same points, with no card of another hand or
  of the trick between them in that suit's order, lead to identical play, so one is searched;
- move ordering (the compiled search's, read from the hands, no rule): the best card found before
  first; a leader's masters first, then low cards, a suit the other side no longer holds last, one
  an opponent can ruff late, one the partners can ruff first; a follower whose side holds the trick
  charges points, else winners first, then cheap cards (30% fewer positions: docs/solver.md);
- the followers of the last three tricks but the last by plain alpha-beta (`_plain_follow`): with
  two or three cards a hand, a table, ordering and merging cost more than the positions they save
  (docs/solver.md).
Legality comes only from `PlayTable` (the rules kernel).

Two tiers, same values: when the optional compiled search (refscore/solver/_solvecore.c and its
parts, docs/solver.md; configured by `core.py` from the same kernel tables) is built, `Solver` hands
it every search (the exact value and the null-window questions); the Python search below is the
fallback (REFSCORE_CORE=python forces it) and the reference the compiled one is tested against.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from refscore.base.cards import Card, Suit
from refscore.kernel.deal import DealTable, Sweep, sweep_of
from refscore.model.variant import TrumpKind, Variant

from .core import prepared
from .rules import PlayTable, cards_of, mask_of

_NO_TRICK = -1  # sweep flag: no trick won yet
_MIXED = -2  # sweep flag: tricks won by different seats (or units)
_INFINITY = 10_000


@dataclass(frozen=True)
class Position:
    """A moment of the play, with every hand known.

    `hands[i]` are the cards still held by the seat `variant.seats[i]`; `leader` is the seat number
    that led (or is to lead) the current trick; `trick` the cards already played to it; `winners`
    the seat numbers that won the finished tricks (they decide the capot and générale value of the
    last trick).
    """

    hands: tuple[tuple[Card, ...], ...]
    leader: int
    trick: tuple[Card, ...] = ()
    winners: tuple[int, ...] = ()

    @property
    def to_play(self) -> int:
        return (self.leader + len(self.trick)) % len(self.hands)

    def after(self, card: Card, table: PlayTable) -> tuple[Position, int | None]:
        """The position after `card` is played, and the seat that won the trick if it completed it."""
        seat = self.to_play
        hands = tuple(
            tuple(c for c in hand if c != card) if index == seat else hand
            for index, hand in enumerate(self.hands)
        )
        trick = (*self.trick, card)
        if len(trick) < len(self.hands):
            return Position(hands, self.leader, trick, self.winners), None
        winner = (self.leader + table.winner(trick)) % len(self.hands)
        return Position(hands, winner, (), (*self.winners, winner)), winner


@lru_cache(maxsize=64)
def _card_tables(
    strength: tuple[int, ...], points: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """The Python search's card tables, built once per card scale (a few ms, which a compiled
    search of a whole deal would otherwise spend here): an order by suit and strength;
    between[a * 32 + b], the cards of the suit of a and b strictly between them in strength; and
    the points of each suit's byte of a mask."""
    order = tuple((card >> 3) * 16 + strength[card] for card in range(32))
    between = [0] * 1024
    for a in range(32):
        for b in range(32):
            if a >> 3 == b >> 3:
                low, high = sorted((strength[a], strength[b]))
                between[a * 32 + b] = sum(
                    1 << c for c in range(32) if c >> 3 == a >> 3 and low < strength[c] < high
                )
    byte_points = tuple(
        tuple(sum(points[suit * 8 + r] for r in range(8) if byte >> r & 1) for byte in range(256))
        for suit in range(4)
    )
    return order, tuple(between), byte_points


def _sweep_of(winners: tuple[int, ...], unit_of: tuple[int, ...]) -> tuple[int, int]:
    seat, unit = _NO_TRICK, _NO_TRICK
    for winner in winners:
        seat = winner if seat in (_NO_TRICK, winner) else _MIXED
        unit = unit_of[winner] if unit in (_NO_TRICK, unit_of[winner]) else _MIXED
    return seat, unit


@lru_cache(maxsize=64)
def _ruling_trumps(keys: tuple[tuple[int, ...], ...], trump_mask: int) -> int:
    """The trump mask when trumps beat every other card whatever is led, in one order whatever is
    led (the top-trumps bound reads it); else 0 (no such bound). Cached per card scale, as
    `_card_tables`: it was a third of building a Solver (bench_solver.py builds one per trump)."""
    trumps = cards_of(trump_mask)
    plain = cards_of(((1 << 32) - 1) & ~trump_mask)
    if not trumps:
        return 0
    for row in keys:
        if min(row[card] for card in trumps) <= max((row[card] for card in plain), default=-1):
            return 0
        if sorted(trumps, key=row.__getitem__) != sorted(trumps, key=keys[0].__getitem__):
            return 0
        if len({row[card] for card in trumps}) < len(trumps):
            return 0
    return trump_mask


class Step(NamedTuple):
    """One card of a line walked by `Solver.walk`: the legal cards before it (a mask: bit n is card
    n), the value of the rest of the deal once it is played (its own trick's points included; -1
    for a card not legal), the points it wins the side itself (`Solver.gain`), and, when it changed
    the value, the other legal cards that keep it."""

    legal: int
    rest: int
    gained: int
    better: tuple[Card, ...]


class Solver:
    """Searches the positions of one deal under one trump choice, for one maximising scoring unit.

    Keep one solver per (deal, trump, side): its transposition table makes every later question about
    the same deal cheaper. `compiled=False` keeps the search in Python even where the compiled core
    is built (the tests compare both).
    """

    def __init__(
        self, variant: Variant, kind: TrumpKind, trump: Suit | None, side: str, *, compiled: bool = True
    ) -> None:
        self.variant = variant
        self.table = PlayTable(variant, kind, trump)
        self.side = side
        ready = prepared(variant, kind, trump, side, compiled=compiled)  # once per rules: core.py
        self.seat_count = len(variant.seats)
        self.unit_of = ready.unit_of
        self.maximises = ready.maximises
        self.points = self.table.points
        self.order, self.between, self.byte_points = _card_tables(self.table.cards.strength, self.points)
        #: the kernel's last-trick values by sweep (dix de der, capot, générale)
        self.last_trick = DealTable.of(variant).last_trick
        self.der_top = max(self.last_trick)
        self.flat_der = len(set(self.last_trick)) == 1
        self.keys = self.table.cards.key_by_led
        self.top_trump_mask = _ruling_trumps(self.keys, self.table.cards.trump_mask)
        self.tt: dict[tuple[tuple[int, ...], int, int], tuple[int, int, int]] = {}
        self._nodes = 0
        self._killers: dict[tuple[int, int, int, int], int] = {}
        self.core = ready.core()

    @property
    def nodes(self) -> int:
        """Positions searched so far (by either tier)."""
        if self.core is not None:
            return int(self.core.stats()[0])
        return self._nodes

    # -- public questions ---------------------------------------------------------------------------

    def value(self, position: Position, guess: int | None = None) -> int:
        """The points the side can guarantee from `position` to the end of the deal (`guess`, a likely
        value, only speeds the search up)."""
        hands, sweep = self._state(position)
        return self._mtdf(hands, position.leader, position.trick, sweep, guess=guess)

    def card_values(self, position: Position) -> dict[Card, int]:
        """The value of the position after each legal card of the player to move (all legal cards)."""
        values: dict[Card, int] = {}
        seat = position.to_play
        hands, sweep = self._state(position)
        if self.core is not None:  # every card in one call (_solve_line.h)
            found = self.core.values(tuple(hands), position.leader, position.trick, sweep)
            return {Card(card): value for card, value in found}
        for card in self.table.legal(seat, hands[seat], position.trick):
            values[card] = self._after_card(hands, position.leader, position.trick, sweep, card)
        return values

    def value_after(self, position: Position, card: Card, guess: int | None = None) -> int:
        """The value of `position` if `card` is played now (the points it wins included)."""
        hands, sweep = self._state(position)
        return self._after_card(hands, position.leader, position.trick, sweep, card, guess)

    def keeps(self, position: Position, card: Card, target: int) -> bool:
        """Whether `card` keeps its player's side at `target` (the position's value) or better: one
        null-window search, much cheaper than the card's exact value."""
        hands, sweep = self._state(position)
        seat = position.to_play
        hands[seat] &= ~(1 << card)
        trick = (*position.trick, card)
        if self.core is not None:
            alpha, beta = (target - 1, target) if self.maximises[seat] else (target, target + 1)
            bound = self.core.bound(tuple(hands), position.leader, trick, sweep, alpha, beta)
            return bool(bound >= target if self.maximises[seat] else bound <= target)
        if self.maximises[seat]:
            return self._play(hands, position.leader, trick, sweep, target - 1, target) >= target
        return self._play(hands, position.leader, trick, sweep, target, target + 1) <= target

    def gain(self, position: Position, card: Card) -> int:
        """The points `card` itself wins the side: those of the trick it completes (and the bonus of
        the last trick), else 0."""
        if len(position.trick) + 1 < self.seat_count:
            return 0
        hands, sweep = self._state(position)
        hands[position.to_play] &= ~(1 << card)
        return self._close(hands, position.leader, (*position.trick, card), sweep)[1]

    def best_line(self, position: Position, value: int | None = None) -> list[Card]:
        """One line of best play from `position` to the end (each card keeps the value)."""
        if self.core is not None:  # the same questions in one call (_solve_line.h)
            hands, sweep = self._state(position)
            target = -1 if value is None else value
            return [
                Card(card)
                for card in self.core.line(tuple(hands), position.leader, position.trick, sweep, target)
            ]
        line: list[Card] = []
        target = self.value(position) if value is None else value
        while any(position.hands):
            legal = self.legal(position)
            card = legal[0]
            if len(legal) > 1:
                card = next((c for c in legal if self.keeps(position, c, target)), legal[0])
            target -= self.gain(position, card)
            line.append(card)
            position, _ = position.after(card, self.table)
        return line

    def walk(self, position: Position, cards: tuple[Card, ...]) -> tuple[int, list[Step]]:
        """The value of `position` and a `Step` for each of `cards`, played in turn from it, up to the
        first one that is not legal (included, with `rest` -1): what card-by-card analysis asks of
        every recorded card, in one call to the compiled search when there is one."""
        if self.core is not None:
            hands, sweep = self._state(position)
            value, steps = self.core.walk(tuple(hands), position.leader, position.trick, sweep, -1, cards)
            return value, [
                Step(legal, rest, gained, cards_of(better) if better else ())
                for legal, rest, gained, better in steps
            ]
        start = value = self.value(position)
        found: list[Step] = []
        for card in cards:
            legal = self.legal(position)
            if card not in legal:
                found.append(Step(mask_of(legal), -1, 0, ()))
                break
            keeps = len(legal) == 1 or self.keeps(position, card, value)
            rest = value if keeps else self.value_after(position, card, guess=value)
            better: tuple[Card, ...] = ()
            if rest != value:
                better = tuple(c for c in legal if c != card and self.keeps(position, c, value))
            gained = self.gain(position, card)
            found.append(Step(mask_of(legal), rest, gained, better))
            position, _ = position.after(card, self.table)
            value = rest - gained
        return start, found

    def legal(self, position: Position) -> tuple[Card, ...]:
        seat = position.to_play
        return self.table.legal(seat, mask_of(position.hands[seat]), position.trick)

    # -- the search ---------------------------------------------------------------------------------

    def _state(self, position: Position) -> tuple[list[int], int]:
        if len(position.hands) != self.seat_count:
            raise ValueError("a position needs one hand per seat")
        hands = [mask_of(hand) for hand in position.hands]
        return hands, self._sweep_key(*_sweep_of(position.winners, self.unit_of))

    def _mtdf(
        self,
        hands: list[int],
        leader: int,
        trick: tuple[Card, ...],
        sweep: int,
        *,
        play: bool = False,
        guess: int | None = None,
    ) -> int:
        """The exact value by a series of null-window searches: each one only asks "at least t?",
        which prunes far more than a full window; the bounds they leave in the transposition table
        are reused by the next one. Without a guess the bracket is bisected. From `guess` (a likely
        value, such as the value before the last card) the questions gallop away from it on the
        side its answer says, 2, 4, 8 ... points past the bound, until one answers the other way,
        then the rest is bisected: a question far from the value costs the most (failing low far
        above it refutes every card of the maximising side), and bisecting after a right guess
        asked one half the bracket away. The compiled `mtd` asks the same way."""
        if self.core is not None:
            return int(self.core.value(tuple(hands), leader, trick, sweep, -1 if guess is None else guess))
        search = self._play if play else self._search
        low, high = 0, self._ceiling(hands, trick)
        step, direction = 2, 0  # step 0: bisecting
        if guess is None or not low < guess <= high:
            guess, step = (low + high + 1) // 2, 0
        while low < high:
            # "at least `guess`?"; a fail-soft answer often only repeats the bound asked, so the next
            # question bisects what is left rather than stepping by one point
            bound = search(hands, leader, trick, sweep, guess - 1, guess)
            up = 1 if bound >= guess else -1
            if up > 0:
                low = bound
            else:
                high = bound
            if step and direction != -up:
                direction = up
                guess = low + step if up > 0 else high - step + 1
                step *= 2
                if low < guess <= high:
                    continue
            step = 0
            guess = (low + high + 1) // 2
        return low

    def _ceiling(self, hands: list[int], trick: tuple[Card, ...]) -> int:
        """Every point still to be won: the cards in the hands and on the table, and the largest
        possible dix de der."""
        points = self.points
        total = sum(points[c] for c in trick)
        mask = 0
        for hand in hands:
            mask |= hand
        total += self._mask_points(mask)
        return total + self.der_top

    def _mask_points(self, mask: int) -> int:
        table = self.byte_points
        return (
            table[0][mask & 255]
            + table[1][mask >> 8 & 255]
            + table[2][mask >> 16 & 255]
            + table[3][mask >> 24]
        )

    def _sweep_key(self, seat: int, unit: int) -> int:
        return 0 if self.flat_der else (seat + 2) * 16 + unit + 2

    def _after_card(
        self,
        hands: list[int],
        leader: int,
        trick: tuple[Card, ...],
        sweep: int,
        card: Card,
        guess: int | None = None,
    ) -> int:
        seat = (leader + len(trick)) % self.seat_count
        hand = hands[seat]
        hands[seat] = hand & ~(1 << card)
        try:
            return self._mtdf(hands, leader, (*trick, card), sweep, play=True, guess=guess)
        finally:
            hands[seat] = hand

    def _close(
        self, hands: list[int], leader: int, trick: tuple[Card, ...], sweep: int
    ) -> tuple[int, int, int]:
        """A full trick: its winner, the points it gives the side (the last trick's bonus included),
        and the new sweep flags."""
        winner = (leader + self.table.winner(trick)) % self.seat_count
        won = self.maximises[winner]
        gained = sum(self.points[c] for c in trick) if won else 0
        sweep = self._close_flags(sweep, winner)
        if won and not hands[winner]:
            gained += self._der_of(sweep)
        return winner, gained, sweep

    def _play(
        self, hands: list[int], leader: int, trick: tuple[Card, ...], sweep: int, alpha: int, beta: int
    ) -> int:
        """The value once `trick` holds the card just played (closing the trick if it is full)."""
        if len(trick) < self.seat_count:
            return self._search(hands, leader, trick, sweep, alpha, beta)
        winner, gained, sweep = self._close(hands, leader, trick, sweep)
        if not hands[winner]:
            return gained
        return gained + self._search(hands, winner, (), sweep, alpha - gained, beta - gained)

    def _search(
        self, hands: list[int], leader: int, trick: tuple[Card, ...], sweep: int, alpha: int, beta: int
    ) -> int:
        self._nodes += 1
        count = self.seat_count
        seat = (leader + len(trick)) % count
        hand = hands[seat]
        if not hand:
            return 0
        tt_best = -1
        key = None
        entry = None
        if not trick:
            # the union of every hand (two, three or four seats) without a loop
            key = (tuple(hands), leader, sweep)
            entry = self.tt.get(key)
            low, high = -1, _INFINITY
            if entry is not None:
                low, high, tt_best = entry
                if low >= beta or low == high:
                    return low
                if high <= alpha:
                    return high
            # the sides' sure cards, when the table did not answer
            floor, ceiling = self._start_bounds(hands, seat, sweep)
            low, high = max(low, floor), min(high, ceiling)
            if high <= alpha or low == high:
                return high
            if low >= beta:
                return low
            alpha = max(alpha, low)
            beta = min(beta, high)
        window_low, window_high = alpha, beta
        moves = self._ordered_moves(seat, hands, trick, tt_best)
        maximising = self.maximises[seat]
        best = -1 if maximising else _INFINITY
        best_card = -1
        # one of the last three tricks but the last, every hand holding as many cards: its followers
        # by `_plain_follow`
        plain = (
            not trick and 2 <= hand.bit_count() <= 3 and all(h.bit_count() == hand.bit_count() for h in hands)
        )
        play = self._plain_follow if plain else self._play
        for card in moves:
            hands[seat] = hand & ~(1 << card)
            value = play(hands, leader, (*trick, card), sweep, alpha, beta)
            hands[seat] = hand
            if maximising:
                if value > best:
                    best, best_card = value, card
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
            elif value < best:
                best, best_card = value, card
                if value < beta:
                    beta = value
                    if alpha >= beta:
                        break
        keep = self._note_best(hands, seat, trick, best, best_card, tt_best, window_low, window_high)
        if key is not None:
            if best <= window_low:
                high = min(high, best)
            elif best >= window_high:
                low = max(low, best)
            else:
                low = high = best
            self.tt[key] = (low, high, keep)
        return best

    def _killer_slot(self, hands: list[int], seat: int, trick: tuple[Card, ...]) -> tuple[int, int, int, int]:
        """Where the compiled `killer_slot` keeps the card that last cut: by cards left, seat and, for
        a follower, the suit led and the card winning the trick so far."""
        left = sum(hand.bit_count() for hand in hands)
        if not trick:
            return left, seat, -1, -1
        return left, seat, trick[0] >> 3, trick[self.table.winner(trick)]

    def _ordered_moves(
        self, seat: int, hands: list[int], trick: tuple[Card, ...], tt_best: int
    ) -> list[Card]:
        """The compiled `lead_moves`/`follow_moves` order: `_moves` with the killer card first, the
        table's best card next (ordering only)."""
        killer = self._killers.get(self._killer_slot(hands, seat, trick), -1)
        moves = self._moves(seat, hands, trick, killer if killer >= 0 else tt_best)
        if tt_best >= 0 and tt_best != killer and Card(tt_best) in moves:
            moves.remove(Card(tt_best))
            moves.insert(1 if moves and moves[0] == killer else 0, Card(tt_best))
        return moves

    def _note_best(
        self,
        hands: list[int],
        seat: int,
        trick: tuple[Card, ...],
        best: int,
        best_card: int,
        tt_best: int,
        window_low: int,
        window_high: int,
    ) -> int:
        """The compiled `note_best`: a card that reached the mover's target becomes the killer; the
        card to store is the one found, but the table's card from before where no card reached it."""
        maximising = self.maximises[seat]
        cut = best >= window_high if maximising else best <= window_low
        none = best <= window_low if maximising else best >= window_high
        if cut and best_card >= 0:
            self._killers[self._killer_slot(hands, seat, trick)] = best_card
        return tt_best if none and tt_best >= 0 else best_card

    def _start_bounds(self, hands: list[int], seat: int, sweep: int) -> tuple[int, int]:
        """A floor and a ceiling on the value of a trick start (`seat` to lead), the same as the
        compiled search's `start_bounds`: the leader's masters (keys above every other hand's card,
        led one after another) and the trumps above every trump of the other side are sure tricks;
        masters as many as the tricks left (every hand as long) make the value exact; a side sure of
        a trick rules the other side's capot out; the bonus the sweep flags still allow."""
        live = 0
        for hand in hands:
            live |= hand
        total = self._mask_points(live)
        top = self._der_reach(sweep)
        hand = hands[seat]
        others = cards_of(live & ~hand)
        masters = 0
        for led in range(4):
            mine = hand & 0xFF << (8 * led)
            if mine:
                keys = self.keys[led]
                best = max((keys[card] for card in others), default=-1)
                for card in cards_of(mine):
                    if keys[card] > best:
                        masters |= 1 << card
        leads = self.maximises[seat]
        count = masters.bit_count()
        if all(other.bit_count() == count for other in hands):  # every trick left is the leader's
            if not leads:
                return 0, 0
            flags = self._close_flags(sweep, seat)
            return total + self._der_of(flags), total + self._der_of(flags)
        maxi = 0
        for index, other in enumerate(hands):
            if self.maximises[index]:
                maxi |= other
        mine_side = maxi if leads else live & ~maxi
        sure = masters | self._top_trumps(mine_side, live)
        their_top = self._top_trumps(live & ~mine_side, live)
        ours, theirs = self._mask_points(sure), self._mask_points(their_top)
        if leads:
            return ours, total + (self.last_trick[Sweep.NONE] if their_top else top) - theirs
        return theirs, total + (self.last_trick[Sweep.NONE] if sure else top) - ours

    def _top_trumps(self, side: int, live: int) -> int:
        """The side's trumps above every trump of the other side (each wins its trick or falls under
        one of its own side's), where trumps beat every other card whatever is led."""
        trumps = live & self.top_trump_mask
        theirs = trumps & ~side
        if not theirs:
            return trumps & side
        keys = self.keys[0]
        best = max(keys[card] for card in cards_of(theirs))
        return sum(1 << card for card in cards_of(trumps & side) if keys[card] > best)

    def _der_reach(self, sweep: int) -> int:
        """The largest last-trick bonus the maximising seats can still get given the sweep flags."""
        last_trick = self.last_trick
        if self.flat_der:
            return last_trick[Sweep.NONE]
        seat_flag, unit_flag = sweep // 16 - 2, sweep % 16 - 2
        best = last_trick[Sweep.NONE]
        for seat, maximises in enumerate(self.maximises):
            if maximises and unit_flag in (_NO_TRICK, self.unit_of[seat]):
                best = max(best, last_trick[Sweep.UNIT])
            if maximises and seat_flag in (_NO_TRICK, seat):
                best = max(best, last_trick[Sweep.SEAT])
        return best

    def _close_flags(self, sweep: int, winner: int) -> int:
        """The sweep flags once `winner` took a trick."""
        if self.flat_der:
            return sweep
        seat_flag, unit_flag = sweep // 16 - 2, sweep % 16 - 2
        seat_flag = winner if seat_flag in (_NO_TRICK, winner) else _MIXED
        unit = self.unit_of[winner]
        unit_flag = unit if unit_flag in (_NO_TRICK, unit) else _MIXED
        return self._sweep_key(seat_flag, unit_flag)

    def _der_of(self, sweep: int) -> int:
        """The last trick's bonus given the sweep flags once it is won."""
        if self.flat_der:
            return self.last_trick[Sweep.NONE]
        return self.last_trick[sweep_of(sweep % 16 - 2 >= 0, sweep // 16 - 2 >= 0)]

    def _plain_follow(
        self, hands: list[int], leader: int, trick: tuple[Card, ...], sweep: int, alpha: int, beta: int
    ) -> int:
        """The followers of one of the last three tricks (every hand held two or three cards when it
        started), by plain fail-soft alpha-beta: no table, ordering or merge, but the killer card
        first (the compiled `plain_follow`: with so few cards a hand they cost more than the
        positions they save). A
        trick that leaves one card a hand is followed by the last trick played out, another by
        `_play` (the next trick's search)."""
        self._nodes += 1
        count = self.seat_count
        if len(trick) == count:
            if any(held.bit_count() != 1 for held in hands):
                return self._play(hands, leader, trick, sweep, alpha, beta)
            winner, gained, sweep = self._close(hands, leader, trick, sweep)
            # the last trick: one card a hand, no choice left
            held = list(hands)
            last = tuple(Card(held[(winner + step) % count].bit_length() - 1) for step in range(count))
            hands[:] = [0] * count
            gained += self._close(hands, winner, last, sweep)[1]
            hands[:] = held
            return gained
        seat = (leader + len(trick)) % count
        hand = hands[seat]
        maximising = self.maximises[seat]
        best = -1 if maximising else _INFINITY
        slot = self._killer_slot(hands, seat, trick)
        legal = self.table.legal(seat, hand, trick)
        killer = self._killers.get(slot, -1)
        if killer in legal:  # the killer card first (the compiled plain_follow's order)
            legal = (Card(killer), *(card for card in legal if card != killer))
        for card in legal:
            hands[seat] = hand & ~(1 << card)
            value = self._plain_follow(hands, leader, (*trick, card), sweep, alpha, beta)
            hands[seat] = hand
            if maximising:
                if value > best:
                    best = value
                    alpha = max(alpha, value)
                    if alpha >= beta:
                        self._killers[slot] = card
                        break
            elif value < best:
                best = value
                beta = min(beta, value)
                if alpha >= beta:
                    self._killers[slot] = card
                    break
        return best

    def _moves(self, seat: int, hands: list[int], trick: tuple[Card, ...], first: int) -> list[Card]:
        """Legal cards, one per class of equivalent cards, best-looking first."""
        hand = hands[seat]
        legal = self.table.legal(seat, hand, trick)
        if len(legal) == 1:
            return list(legal)
        order = self.order
        points = self.points
        live = 0
        for other in hands:
            live |= other
        live &= ~hand
        for card in trick:
            live |= 1 << card
        between = self.between
        ranked = sorted(legal, key=order.__getitem__)
        moves: list[Card] = [ranked[0]]
        for card in ranked[1:]:
            previous = moves[-1]
            if (
                previous >> 3 == card >> 3
                and points[previous] == points[card]
                and not between[previous * 32 + card] & live
            ):
                continue
            moves.append(card)
        if len(moves) > 1:
            moves = self._ordered(seat, hands, moves, trick, first)
        return moves

    def _ordered(
        self, seat: int, hands: list[int], moves: list[Card], trick: tuple[Card, ...], first: int
    ) -> list[Card]:
        """The order the C core uses too (only the number of positions depends on it)."""
        points = self.points
        order = self.order
        count = self.seat_count
        cards = self.table.cards
        if not trick:
            # masters first (no opponent's card above it in its suit), the strongest then the
            # fewest points first; then the other cards, the weakest first; a suit the other side
            # no longer holds last; a plain suit they hold and the partners can ruff (void in it)
            # first; one an opponent can ruff (void in it, holding trumps) late
            theirs = partners = 0
            ruffed = 0  # suits (bits) an opponent holding trumps is void in
            for step in range(1, count):
                other = (seat + step) % count
                if self.maximises[other] == self.maximises[seat]:
                    partners |= hands[other]
                else:
                    theirs |= hands[other]
                    if hands[other] & cards.trump_mask:
                        for suit_number in range(4):
                            if not hands[other] & 0xFF << (8 * suit_number):
                                ruffed |= 1 << suit_number
            partners_ruff = bool(partners & cards.trump_mask)

            def lead_key(card: Card) -> int:
                suit = 0xFF << (card & ~7)
                strength = order[card] & 15
                if theirs & cards.higher[card]:
                    key = 64 + strength * 4 + points[card]
                else:
                    key = -strength * 4 + points[card]
                if not theirs & suit:
                    key += 2000
                elif partners_ruff and not partners & suit and not cards.trump_mask & suit:
                    key -= 1000
                elif ruffed >> (card >> 3) & 1 and not cards.trump_mask & suit:
                    key += 1000
                return key

            moves.sort(key=lead_key)
        else:
            table = self.table
            leader = (seat - len(trick)) % count
            winning = (leader + table.winner(trick)) % count
            friend = self.maximises[winning] == self.maximises[seat]
            position = len(trick)
            led_keys = cards.key_by_led[trick[0] >> 3]
            best_key = max(led_keys[card] for card in trick)
            after = 0
            for step in range(len(trick) + 1, count):
                after |= hands[(leader + step) % count]
            # the card winning now beats every card of the seats still to play after this one
            held = best_key > max((led_keys[card] for card in cards_of(after)), default=-1)

            def key(card: Card) -> int:
                if friend and held:  # the side's trick: charge the most points
                    return -points[card]
                if table.winner((*trick, card)) == position:  # winners, the richest first
                    return -1000 - points[card] * 8 + (order[card] & 15)
                return points[card]  # else the cheapest

            moves.sort(key=key)
        if first >= 0 and Card(first) in moves:
            moves.remove(Card(first))
            moves.insert(0, Card(first))
        return moves


def position_of(
    hands: dict[str, tuple[Card, ...]] | dict[str, list[Card]], variant: Variant, leader: str
) -> Position:
    """A start-of-play position from hands by seat name."""
    return Position(tuple(tuple(sorted(hands[seat])) for seat in variant.seats), variant.seats.index(leader))


__all__ = ["Position", "Solver", "Step", "cards_of", "position_of"]
