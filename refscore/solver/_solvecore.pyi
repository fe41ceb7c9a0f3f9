"""Types of the optional compiled double-dummy search (refscore/solver/_solvecore.c, docs/solver.md).

`value`, `bound`, `line`, `values` and `walk` search without the GIL; each Core answers one question
at a time."""

class Core:
    def __init__(
        self,
        legal: bytes,
        features: tuple[str, ...],
        all_trump: bool,
        trump_mask: int,
        higher: tuple[int, ...],
        key_by_led: tuple[tuple[int, ...], ...],
        points: tuple[int, ...],
        strength: tuple[int, ...],
        maximises: tuple[int, ...],
        partners: tuple[tuple[int, ...], ...],
        unit_of: tuple[int, ...],
        der: tuple[int, int, int],
        tt_max_bits: int = 20,
        table: bool = True,
        flat: bool = True,
    ) -> None: ...
    def fresh(self) -> Core:
        """The same configuration with a new, empty table: what `Core(**the same spec)` gives."""
    def value(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], sweep: int, guess: int, /
    ) -> int:
        """The exact value of the position (a full trick is closed first); guess < 0: none."""
    def bound(
        self,
        hands: tuple[int, ...],
        leader: int,
        trick: tuple[int, ...],
        sweep: int,
        alpha: int,
        beta: int,
        /,
    ) -> int:
        """One fail-soft alpha-beta search of the position with the window (alpha, beta)."""
    def line(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], sweep: int, target: int, /
    ) -> tuple[int, ...]:
        """One best line to the end: at each step the first legal card (in card order) that keeps the
        value, `target` (< 0: found first)."""
    def values(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], sweep: int, /
    ) -> tuple[tuple[int, int], ...]:
        """(card, the exact value of the position after it) for every legal card, in card order."""
    def walk(
        self,
        hands: tuple[int, ...],
        leader: int,
        trick: tuple[int, ...],
        sweep: int,
        value: int,
        cards: tuple[int, ...],
        /,
    ) -> tuple[int, tuple[tuple[int, int, int, int], ...]]:
        """The position's value (`value`, < 0: found first) and, for each of `cards` played in turn,
        (legal cards' mask, value after it, points it wins, the other cards keeping the value's mask),
        up to the first card not legal (its value after: -1)."""
    def stats(self) -> tuple[int, int, int]:
        """(positions searched, transposition-table entries used, slots)."""
