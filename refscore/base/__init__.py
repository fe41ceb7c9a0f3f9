"""The ground floor: cards, seats, errors, digests, the shipped data's location and the two
languages' codes. Nothing here knows a rule or a variant; every other layer may import it."""
