"""Readers of what users and files write: variant YAML (with `extends:`), the `.deal` notation, facts
lines and situations, each turned into the model with located errors."""
