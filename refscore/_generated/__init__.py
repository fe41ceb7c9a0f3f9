"""Generated code (do not edit by hand): tables built from the grammar, the shipped variants and the
batch path's dataclasses, read at start-up to skip work. Each has a test that fails when stale."""
