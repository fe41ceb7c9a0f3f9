"""The `refscore` command line: a thin shell around the pure engine (installed as `refscore.cli`)."""
