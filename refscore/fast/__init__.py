"""The fast tier of batch checking: the same kernel tables walked with less bookkeeping, in Python and
in the optional compiled cores (`_fastcore`, `_scorecore`); a fast answer is one the judge gives."""
