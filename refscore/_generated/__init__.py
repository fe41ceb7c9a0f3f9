"""Generated code (do not edit by hand): tables built from the grammar, the shipped variants and the
batch path's dataclasses, read at start-up to skip work. `python tools/regenerate.py` writes them
(all, or one by name); each has a test that fails when it is stale and names that command."""
