"""The reference judge: it walks a deal with the kernel's decisions, scores it with the variant's
formulas, and settles penalties, facts, game sheets and inference over house rules."""
