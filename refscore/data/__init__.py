"""Namespace for the shipped data folders (`variants/`, `spec/`), mapped here at install time."""
