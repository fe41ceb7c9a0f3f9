"""The fast tier of batch checking: the same kernel tables walked with less bookkeeping, in Python and
in the optional compiled core (`_fastcore`), scoring through the judge's scoring plan; a fast answer
is one the judge gives."""
