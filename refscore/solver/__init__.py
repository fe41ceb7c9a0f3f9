"""Double-dummy analysis of coinche and belote deals under any variant (see spec/analysis.md).

`Solver` answers how many points a side can guarantee from a `Position`; `brute_value` is the
independent, unpruned minimax it is tested against.
"""

from .brute import brute_value
from .rules import PlayTable, cards_of, mask_of
from .search import Position, Solver, position_of

__all__ = ["PlayTable", "Position", "Solver", "brute_value", "cards_of", "mask_of", "position_of"]
