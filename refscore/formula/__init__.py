"""The scoring formula language: its parser, the compiler to closures and programs, and the names a
formula may read. A variant's scoring cases are written in it; no rule of coinche lives here."""
